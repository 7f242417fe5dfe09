import Foundation
import InputCore
import InputRecording
import Testing

/// Recording live input from a scripted source: the file's mode, hidden key codes, and every stop
/// condition, on a fake clock (nothing waits).
struct LiveRecorderTests {
    /// Hands out one batch of events per drain, then nothing.
    final class ScriptedSource: InputEventSource {
        var batches: [[InputEvent]]
        init(_ batches: [[InputEvent]]) { self.batches = batches }
        var pollDescriptor: Int32? { nil }
        func drainEvents() throws -> [InputEvent] { batches.isEmpty ? [] : batches.removeFirst() }
    }

    /// A clock that moves only when the recorder waits.
    final class FakeClock {
        var now = InputTime(seconds: 50)
        var waits = 0
    }

    static let keyboard = DeviceDescription(id: DeviceID(1), name: "Keyboard", capabilities: .keyboard)
    static let screen = DeviceDescription(id: DeviceID(2), name: "Screen", capabilities: .touch, touchSurface: .direct)

    static func event(_ seconds: Double, _ device: DeviceDescription, _ payload: InputPayload) -> InputEvent {
        InputEvent(time: InputTime(seconds: seconds), device: device.id, payload: payload)
    }

    static func batches() -> [[InputEvent]] {
        [
            [event(50, keyboard, .deviceAdded(keyboard))],
            [event(50.1, keyboard, .key(code: 35, state: .pressed)), event(50.15, keyboard, .key(code: 35, state: .released))],
            [event(50.2, keyboard, .key(code: 1, state: .pressed)), event(50.25, keyboard, .key(code: 1, state: .released))],
            // Plugged in later: declared by its own deviceAdded line.
            [event(50.3, screen, .deviceAdded(screen)),
             event(50.3, screen, .touchFrame(TouchFrame(space: .normalized, changes: [
                ContactChange(contact: ContactID(0), phase: .down, position: InputPoint(x: 0.5, y: 0.5))])))],
        ]
    }

    func record(_ options: LiveRecorder.Options, stopAfterWaits: Int = 1000) throws -> (LiveRecorder.Summary, Recording, String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let clock = FakeClock()
        let recorder = LiveRecorder(
            source: ScriptedSource(Self.batches()), options: options, now: { clock.now },
            waitForInput: { _ in
                clock.now = clock.now.advanced(bySeconds: 1)
                clock.waits += 1
            })
        let summary = try recorder.record(to: path) { clock.waits >= stopAfterWaits }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let mode = String((attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0, radix: 8)
        let recording = try NativeRecordingReader.read(path: path)
        return (summary, recording, mode)
    }

    @Test func fileIsOwnerOnlyAndKeyCodesAreHiddenByDefault() throws {
        let (summary, recording, mode) = try record(.init(maximumEvents: 7))
        #expect(mode == "600")
        #expect(summary.stopReason == .count && summary.eventCount == 7)
        #expect(summary.hiddenKeyCount == 2)
        let keys = recording.events.compactMap { event -> UInt32? in
            if case .key(let code, _) = event.payload { return code }
            return nil
        }
        // KEY_H (35) becomes KEY_A (30); Escape (1) stays.
        #expect(keys == [30, 30, 1, 1])
        #expect(recording.header.devices == [Self.keyboard])
        #expect(summary.devices == [Self.keyboard, Self.screen])
        #expect(recording.events.count == 7)
    }

    @Test func showKeyCodesKeepsThem() throws {
        let (summary, recording, _) = try record(.init(maximumEvents: 3, showsKeyCodes: true))
        #expect(summary.hiddenKeyCount == 0)
        #expect(recording.events.compactMap { event -> UInt32? in
            if case .key(let code, _) = event.payload { return code }
            return nil
        } == [35, 35])
    }

    @Test func durationStopsOnTheSourceClock() throws {
        let (summary, recording, _) = try record(.init(duration: 2.5))
        #expect(summary.stopReason == .duration)
        #expect(recording.events.count == 7)
    }

    @Test func shouldStopEndsTheRecordingWithACompleteFile() throws {
        let (summary, recording, _) = try record(.init(), stopAfterWaits: 1)
        #expect(summary.stopReason == .requested)
        #expect(recording.events.count == 7)
    }

    @Test func obfuscationFollowsLibinputRecord() {
        #expect(KeyCodeObfuscation.obfuscated(16) == 30)  // KEY_Q
        #expect(KeyCodeObfuscation.obfuscated(57) == 30)  // KEY_SPACE
        #expect(KeyCodeObfuscation.obfuscated(79) == 30)  // KEY_KP1
        for kept: UInt32 in [1, 15, 28, 29, 58, 103, 272] { #expect(KeyCodeObfuscation.obfuscated(kept) == kept) }
    }
}
