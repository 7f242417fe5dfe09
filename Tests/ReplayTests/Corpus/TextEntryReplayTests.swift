import Foundation
import InputCore
import InputRecording
import InputRules
import Replay
import Testing
import UIKitTesting

/// The corpus's text recordings (Recordings/corpus/text-field-*): keys replay through the keymap the
/// recording names, the on-screen keyboard types from touches, and the trace says which key typed which
/// character into which responder, the characters hidden unless asked.
@MainActor
struct TextEntryReplayTests {
    static let folder = CorpusTests.folder

    /// Replays the corpus recording `name` (or `recording` in its place) against its scene, with `options`
    /// and, when given, the scene's on-screen keyboard mode replaced.
    static func replay(
        _ name: String, recording: Recording? = nil, options: ReplayEngine.Options = .init(), keyboard: OnScreenKeyboardMode? = nil
    ) throws -> (trace: String, scene: BuiltScene) {
        var scene = try Result(catching: { () throws(SceneError) in try SceneReader.read(path: "\(folder)/\(name).scene.json") }).get()
        if let keyboard { scene.onScreenKeyboard = keyboard }
        let source: ReplaySource
        if let recording {
            source = RecordingEvents(recording)
        } else {
            source = try Result(catching: { () throws(RecordingImportError) in try RecordingFiles.open("\(folder)/\(name).jsonl") }).get()
        }
        let engine = try Result(catching: { () throws(RecordingImportError) in try ReplayEngine(source: source, options: options) }).get()
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        let built = SceneBuilder.build(scene, in: application)
        _ = try Result(catching: { () throws(RecordingImportError) in try engine.run(in: application) }).get()
        return (trace.text, built)
    }

    static func text(_ built: BuiltScene, _ name: String) -> String? { (built.view(named: name) as? UITextField)?.text }

    @Test func keysTypeThroughTheRecordingsGermanKeymapIntoTheFieldTabMovesOn() throws {
        let (trace, built) = try Self.replay("text-field-keys")
        #expect(Self.text(built, "name") == "Züri")
        #expect(Self.text(built, "pin") == "1234")
        #expect(trace.contains("note replay: keys typed through keymap evdev/pc105/de// (from the recording)"))
        // Which key, that it typed (hidden) and which responder took it; Tab and Return are always shown.
        #expect(trace.contains("note key 26 typed 1 character (hidden) -> name"))
        #expect(trace.contains("note key 2 typed 1 character (hidden) -> pin"))
        #expect(trace.contains(#"note key 15 "\t" -> name"#))
        #expect(trace.contains(#"note key 28 "\r" -> pin"#))
        #expect(!trace.contains("ü"))
    }

    @Test func askedTheTraceShowsTheCharactersEachKeyTyped() throws {
        let (trace, _) = try Self.replay("text-field-keys", options: ReplayEngine.Options(showsTypedCharacters: true))
        #expect(trace.contains(#"note key 21 "Z" [shift] -> name"#))
        #expect(trace.contains(#"note key 26 "ü" -> name"#))
        #expect(trace.contains(#"note key 5 "4" -> pin"#))
    }

    /// The keymap is the recording's: the same codes without it type as on a US keyboard (the replay's
    /// default), whatever the machine's keyboard is.
    @Test func theSameKeysWithoutTheRecordedKeymapTypeUSEnglish() throws {
        let source = try Result(catching: { () throws(RecordingImportError) in
            try NativeRecordingReader.read(path: "\(Self.folder)/text-field-keys.jsonl")
        }).get()
        var recording = source
        recording.header.keymap = nil
        let (trace, built) = try Self.replay("text-field-keys", recording: recording)
        #expect(Self.text(built, "name") == "Y[ri")
        #expect(trace.contains("note replay: keys typed through keymap //us// (from the replay's default)"))
    }

    @Test func touchesOnTheOnScreenKeyboardTypeIntoTheField() throws {
        let (trace, built) = try Self.replay("text-field-on-screen-keyboard")
        #expect(Self.text(built, "search") == "hi")
        #expect(trace.contains("note UIKeyboardWillShowNotification"))
        #expect(trace.contains("note on-screen key typed 1 character (hidden) -> search"))
        #expect(trace.contains(#"note on-screen key "\r" -> search"#))
        #expect(trace.contains("action text field search (editingDidEndOnExit)"))
        let shown = try Self.replay("text-field-on-screen-keyboard", options: ReplayEngine.Options(showsTypedCharacters: true))
        #expect(shown.trace.contains(#"note on-screen key "h" -> search"#))
    }

    /// A double tap selects a word; the end handle dragged two words right extends the selection, the start
    /// staying, and the trace names the handle's recognizer, what it prevented and the range it produced.
    @Test func theEndHandleDraggedTwoWordsRightExtendsTheSelection() throws {
        let (trace, built) = try Self.replay("text-field-selection-handles")
        let field = try #require(built.view(named: "name") as? UITextField)
        #expect(field.text(in: try #require(field.selectedTextRange)) == "bravo charlie delta")
        #expect(trace.contains("gesture selection handle end possible → began: finger down on the selection handle"))
        #expect(trace.contains("gesture text field long press possible → failed: prevented by selection handle end"))
        #expect(trace.contains("note text field name: selection handle end moved: selection 6..<25"))
    }

    /// A scene that says `never` shows no keyboard: the same touches land on the screen behind and type nothing.
    @Test func withoutTheOnScreenKeyboardTheTouchesTypeNothing() throws {
        let (trace, built) = try Self.replay("text-field-on-screen-keyboard", keyboard: .never)
        #expect(Self.text(built, "search") == "")
        #expect(!trace.contains("UIKeyboardWillShowNotification"))
        #expect(!trace.contains("on-screen key"))
    }

    /// A kiosk with a barcode scanner: the scanner reports keys, so `auto` shows no on-screen keyboard
    /// unless its input rule says `"countsAsKeyboard": false` (docs/input-rules.md); the rule reaches the
    /// application as the device is added, through the same step that places devices on screens.
    @Test func aScannerWhoseRuleSaysItIsNoKeyboardLeavesTheOnScreenKeyboardToTheKiosk() throws {
        var script = InputScript(screen: ScreenMapping(width: 800, height: 600))
        let panel = script.addTouchscreen()
        script.addKeyboard(name: "Honeywell Barcode Scanner")
        script.wait(0.5)
        script.tap(panel, at: CGPoint(x: 300, y: 100))
        script.wait(0.5)
        script.tap(panel, at: CGPoint(x: 479, y: 468))
        script.wait(0.5)
        let rules = try Result { () throws(InputRulesError) in
            try InputRulesReader.parse(
                #"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": "scanner", "match": {"name": "barcode"}, "countsAsKeyboard": false}]}"#,
                file: "rules.json")
        }.get()
        let ruled = try Self.replay("text-field-on-screen-keyboard", recording: script.recording, options: ReplayEngine.Options(rules: rules))
        #expect(Self.text(ruled.scene, "search") == "h")
        #expect(ruled.trace.contains("note UIKeyboardWillShowNotification"))
        let plain = try Self.replay("text-field-on-screen-keyboard", recording: script.recording)
        #expect(Self.text(plain.scene, "search") == "")
        #expect(!plain.trace.contains("UIKeyboardWillShowNotification"))
    }
}
