import InputCore
import LibinputBackend
import Testing

/// The per-frame accumulation and the removal rule, without libinput: libinput's own TOUCH_CANCEL on
/// removal is covered end to end (LibinputEndToEndTests.unplugMidTouch…); these cover the cases
/// libinput may or may not produce.
struct TouchFrameAccumulatorTests {
    let device = DeviceID(1)
    let p = InputPoint(x: 10, y: 20)

    @Test func changesAreHeldUntilTheFrameAndReleasedTogether() {
        var accumulator = TouchFrameAccumulator(space: .screen)
        accumulator.down(ContactID(0), at: p, device: device)
        accumulator.down(ContactID(1), at: InputPoint(x: 30, y: 40), device: device)
        let frame = accumulator.frame(device: device)
        #expect(frame?.changes.map(\.phase) == [.down, .down])
        #expect(frame?.space == .screen)
        #expect(accumulator.frame(device: device) == nil, "a frame with no changes is not reported")
    }

    @Test func upAndCancelCarryTheLastKnownPosition() {
        var accumulator = TouchFrameAccumulator(space: .screen)
        accumulator.down(ContactID(0), at: p, device: device)
        accumulator.move(ContactID(0), to: InputPoint(x: 11, y: 21), device: device)
        accumulator.up(ContactID(0), device: device)
        #expect(accumulator.frame(device: device)?.changes.last == ContactChange(contact: ContactID(0), phase: .up, position: InputPoint(x: 11, y: 21)))
    }

    @Test func contactSizesGoIntoTheFrameAndALiftedContactInTheMiddleKeepsTheOthersInOrder() {
        var accumulator = TouchFrameAccumulator(space: .screen)
        accumulator.down(ContactID(0), at: p, device: device, majorRadiusMillimetres: 5)
        accumulator.down(ContactID(1), at: p, device: device)
        accumulator.down(ContactID(2), at: p, device: device)
        accumulator.move(ContactID(0), to: InputPoint(x: 12, y: 20), device: device, majorRadiusMillimetres: 20)
        let frame = accumulator.frame(device: device)
        #expect(frame?.changes.map(\.majorRadiusMillimetres) == [5, nil, nil, 20])
        accumulator.up(ContactID(1), device: device)
        _ = accumulator.frame(device: device)
        #expect(accumulator.activeContacts(device: device) == [ContactID(0), ContactID(2)])
        // A motion for a contact that is not down, or from a device never seen, is dropped.
        accumulator.move(ContactID(1), to: p, device: device)
        accumulator.move(ContactID(0), to: p, device: DeviceID(9))
        #expect(accumulator.frame(device: device) == nil)
        #expect(accumulator.frame(device: DeviceID(9)) == nil)
    }

    @Test func removalCancelsContactsStillDownInTouchDownOrder() {
        var accumulator = TouchFrameAccumulator(space: .screen)
        accumulator.down(ContactID(3), at: p, device: device)
        accumulator.down(ContactID(1), at: p, device: device)
        _ = accumulator.frame(device: device)
        let frame = accumulator.removeDevice(device)
        #expect(frame?.changes.map(\.contact) == [ContactID(3), ContactID(1)])
        #expect(frame?.changes.allSatisfy { $0.phase == .cancel } == true)
    }

    @Test func contactsLibinputAlreadyCancelledAreNotCancelledTwice() {
        var accumulator = TouchFrameAccumulator(space: .screen)
        accumulator.down(ContactID(0), at: p, device: device)
        _ = accumulator.frame(device: device)
        accumulator.cancel(ContactID(0), device: device)  // libinput's TOUCH_CANCEL …
        #expect(accumulator.frame(device: device)?.changes.map(\.phase) == [.cancel])  // … and TOUCH_FRAME
        #expect(accumulator.removeDevice(device) == nil)
    }

    @Test func removalFlushesChangesWhoseFrameNeverCame() {
        var accumulator = TouchFrameAccumulator(space: .screen)
        accumulator.down(ContactID(0), at: p, device: device)
        accumulator.down(ContactID(1), at: p, device: device)
        _ = accumulator.frame(device: device)
        accumulator.cancel(ContactID(0), device: device)  // TOUCH_CANCEL without its TOUCH_FRAME
        let frame = accumulator.removeDevice(device)
        #expect(frame?.changes.map(\.contact) == [ContactID(0), ContactID(1)])
        #expect(frame?.changes.map(\.phase) == [.cancel, .cancel])
    }

    @Test func eventsForContactsThatAreNotDownAreDropped() {
        var accumulator = TouchFrameAccumulator(space: .screen)
        accumulator.move(ContactID(5), to: p, device: device)
        accumulator.up(ContactID(5), device: device)
        accumulator.cancel(ContactID(5), device: device)
        #expect(accumulator.frame(device: device) == nil)
    }

    @Test func devicesAreAccumulatedSeparately() {
        var accumulator = TouchFrameAccumulator(space: .screen)
        accumulator.down(ContactID(0), at: p, device: device)
        accumulator.down(ContactID(1), at: p, device: DeviceID(2))
        #expect(accumulator.frame(device: DeviceID(2))?.changes.map(\.contact) == [ContactID(1)])
        #expect(accumulator.activeContacts(device: device) == [ContactID(0)])
    }
}
