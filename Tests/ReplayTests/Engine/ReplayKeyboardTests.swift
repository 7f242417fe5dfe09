import InputRecording
import Keyboard
import Replay
import Testing
import UIKitTesting

/// A replay types through the recording's keymap (its header's `keymap`), else the options' (`us`), never
/// the machine's, so the same recording types the same characters everywhere.
@MainActor
struct ReplayKeyboardTests {
    final class KeyView: UIView {
        var typed: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            typed += presses.compactMap { $0.key?.characters }
        }
    }

    /// Replays a keyboard typing `codes` (press, release) under `keymap` and returns what the first
    /// responder saw.
    func typed(
        _ codes: [UInt32], keymap: String?, options: ReplayEngine.Options = .init(), trace: TraceRecorder = TraceRecorder()
    ) throws -> [String] {
        let device = DeviceDescription(id: DeviceID(7), name: "kbd", capabilities: .keyboard)
        var events: [InputEvent] = []
        var time = InputTime(seconds: 1)
        for code in codes {
            events.append(InputEvent(time: time, device: device.id, payload: .key(code: code, state: .pressed)))
            time = time.advanced(bySeconds: 0.05)
            events.append(InputEvent(time: time, device: device.id, payload: .key(code: code, state: .released)))
            time = time.advanced(bySeconds: 0.05)
        }
        let recording = Recording(header: RecordingHeader(devices: [device], keymap: keymap), events: events)
        let engine = try ReplayEngine(source: RecordingEvents(recording), options: options)
        let application = UIApplication.makeShared(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)), start: engine.startTime)
        application.trace.addObserver(trace)
        let window = UIWindow(screen: application.mainScreen)
        window.makeKeyAndVisible()
        let view = KeyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        try engine.run(in: application)
        return view.typed
    }

    @Test func theRecordingsKeymapDecides() throws {
        #expect(try typed([44, 21, 12], keymap: "evdev/pc105/de//") == ["y", "z", "ß"])
    }

    @Test func withoutOneTheReplayTypesUSEnglish() throws {
        #expect(try typed([44, 21], keymap: nil) == ["z", "y"])
    }

    @Test func theOptionsKeymapIsUsedWhenTheRecordingHasNone() throws {
        #expect(try typed([16], keymap: nil, options: ReplayEngine.Options(keymap: KeymapNames(layout: "fr"))) == ["a"])
    }

    @Test func aRecordedKeymapWithAnUnknownLayoutIsReportedAndKeysKeepTheirCodes() throws {
        let trace = TraceRecorder()
        #expect(try typed([44], keymap: "evdev/pc105/frr//", trace: trace) == [""])
        #expect(trace.text.contains("replay: keys are not translated: unknown keyboard layout 'frr'"))
    }

    /// A batch worker replays a thousand recordings in one process: one without a key must not pay for
    /// compiling a keymap (about 15 ms), even one naming a layout that does not exist.
    @Test func aRecordingWithoutKeysCompilesNoKeymap() throws {
        let device = DeviceDescription(id: DeviceID(3), name: "mouse", capabilities: .pointer)
        let events = [
            InputEvent(time: InputTime(seconds: 1), device: device.id, payload: .pointerMotion(deltaX: 5, deltaY: 5)),
            InputEvent(time: InputTime(seconds: 1.05), device: device.id, payload: .pointerMotion(deltaX: 1, deltaY: 0)),
        ]
        let recording = Recording(header: RecordingHeader(devices: [device], keymap: "evdev/pc105/frr//"), events: events)
        let engine = try ReplayEngine(source: RecordingEvents(recording))
        let application = UIApplication.makeShared(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)), start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        try engine.run(in: application)
        let translator = try #require(application.keyTranslator as? DeferredKeyTranslator)
        #expect(!translator.isBuilt)
        #expect(translator.failure == nil)
        #expect(!trace.text.contains("keys are not translated"))
    }

    @Test func replaysOneAfterAnotherTypeAlikeThroughTheSharedKeymap() throws {
        for _ in 0..<3 {
            #expect(try typed([44, 21, 12], keymap: "evdev/pc105/de//") == ["y", "z", "ß"])
            #expect(try typed([44, 21], keymap: nil) == ["z", "y"])
        }
    }
}
