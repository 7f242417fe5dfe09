import Display
import Testing
import UIKitTesting

@MainActor
final class CountingPresenter: FramePresenter {
    var refreshes: [FrameLoop.Refresh] = []
    func present(_ frame: ScreenFrame, for refresh: FrameLoop.Refresh) throws { refreshes.append(refresh) }
}

/// Hands out the batches pushed, one per drain.
final class PushedSource: InputEventSource {
    var batches: [[InputEvent]] = []
    var pollDescriptor: Int32? { 1_000 }
    func drainEvents() throws -> [InputEvent] { batches.isEmpty ? [] : batches.removeFirst() }
}

@MainActor
@Suite struct LatencyRecorderTests {
    @Test func eachInputIsMeasuredFromItsTimestampToThePresentOfTheFrameThatShowsIt() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 100))
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        let presenter = CountingPresenter()
        let frameLoop = harness.application.frameLoop
        frameLoop.presenter = presenter
        frameLoop.composite = { _ in ScreenFrame(width: 1, height: 1, filledWith: 0) }
        let waiter = VirtualWaiter(start: .zero)
        let measurements = LatencyRecorder.measuring(frameLoop, time: waiter)
        var firstPresents: [InputTime] = []
        measurements.onFirstPresent = { firstPresents.append($0) }
        let device = DeviceID(1)
        let touch = { (phase: ContactPhase, at: Int64) in
            InputEvent(time: InputTime(microseconds: at), device: device, payload: .touchFrame(TouchFrame(
                space: .screen, changes: [ContactChange(contact: ContactID(0), phase: phase, position: InputPoint(x: 10, y: 10))])))
        }
        let source = PushedSource()
        waiter.arrive(at: InputTime(microseconds: 20_000)) {
            source.batches.append([
                InputEvent(time: InputTime(microseconds: 20_000), device: device, payload: .deviceAdded(DeviceDescription(
                    id: device, name: "panel", capabilities: .touch, touchSurface: .direct))),
                touch(.down, 20_000),
            ])
        }
        waiter.arrive(at: InputTime(microseconds: 40_000)) { source.batches.append([touch(.up, 40_000)]) }
        let loop = EventLoop(application: harness.application, sources: [source], waiter: waiter)
        loop.onEvent = { measurements.handled($0) }
        #expect(try loop.run() == .exhausted)
        #expect(view.phases == ["touchesBegan", "touchesEnded"])
        // The first picture, then each touch at the next boundary after it: 33.332 ms and 49.998 ms.
        #expect(presenter.refreshes.map(\.timestamp.microseconds) == [16_666, 33_332, 49_998])
        // The device's announcement cannot change the picture: only the two touches are measured.
        #expect(measurements.latencies.count == 2)
        #expect(measurements.latencies.minimum == 9_998)
        #expect(measurements.latencies.maximum == 13_332)
        #expect(measurements.renderDurations.count == 3)
        #expect(measurements.presentDurations.count == 3)
        #expect(firstPresents == [InputTime(microseconds: 16_666)], "announced once, for the first frame")
        #expect(frameLoop.statistics.framesLate == 0)
    }

    @Test func inputsWhoseRefreshChangedNothingAreNotMeasured() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 100))
        let frameLoop = harness.application.frameLoop
        frameLoop.presenter = CountingPresenter()
        frameLoop.composite = { _ in nil }
        let waiter = VirtualWaiter(start: .zero)
        let measurements = LatencyRecorder.measuring(frameLoop, time: waiter)
        let source = PushedSource()
        let key = InputEvent(time: InputTime(microseconds: 5_000), device: DeviceID(2), payload: .pointerMotion(deltaX: 1, deltaY: 1))
        source.batches = [[key]]
        let loop = EventLoop(application: harness.application, sources: [source], waiter: waiter)
        loop.onEvent = { measurements.handled($0) }
        try loop.run()
        #expect(measurements.latencies.count == 0)
        #expect(measurements.inputsWithoutChange == 1)
    }
}
