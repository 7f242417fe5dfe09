import Foundation
import InputRecording
import Replay
import Testing
import UIKitTesting

/// Reading scene files: every field lands where it should, and every mistake is one clear error with
/// file and line.
@MainActor
struct SceneReaderTests {
    static let full = """
        {
          "format": "uikit-scene",
          "version": 1,
          "screen": {"width": 800, "height": 600, "scale": 2},
          "windows": [
            {
              "name": "main",
              "subviews": [
                {
                  "name": "panel",
                  "frame": [10, 20, 300, 200],
                  "transform": {"rotateDegrees": 90},
                  "isMultipleTouchEnabled": true,
                  "isExclusiveTouch": true,
                  "alpha": 0.5,
                  "color": "#FF8800",
                  "recognizers": [
                    {"type": "tap", "name": "single", "requireToFail": ["double"], "cancelsTouchesInView": false},
                    {"type": "tap", "name": "double", "numberOfTapsRequired": 2, "delaysTouchesBegan": true},
                    {"type": "swipe", "name": "swipe", "direction": ["left", "up"], "recognizeSimultaneouslyWith": ["single"]}
                  ],
                  "subviews": [
                    {"name": "hidden", "frame": [0, 0, 10, 10], "isHidden": true, "isUserInteractionEnabled": false}
                  ]
                }
              ]
            },
            {"name": "overlay", "level": 1000, "frame": [0, 0, 100, 100], "isKey": true}
          ]
        }
        """

    @Test func readsEveryPropertyOfViewsWindowsAndRecognizers() throws {
        let scene = try SceneReader.parse(Self.full, file: "full.json")
        #expect(scene.screen == ScreenDescription(width: 800, height: 600, scale: 2))
        #expect(scene.windows.map(\.root.name) == ["main", "overlay"])
        #expect(scene.windows.map(\.isKey) == [false, true])
        #expect(scene.windows[1].level == 1000)
        let panel = scene.windows[0].root.subviews[0]
        #expect(panel.frame == CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(abs(panel.transform.b - 1) < 1e-12 && abs(panel.transform.a) < 1e-12)
        #expect(panel.isMultipleTouchEnabled && panel.isExclusiveTouch && panel.alpha == 0.5)
        #expect(panel.color == "#ff8800")
        #expect(panel.line == 9)
        #expect(panel.subviews[0].isHidden && !panel.subviews[0].isUserInteractionEnabled)
        let recognizers = scene.allRecognizers.map(\.recognizer)
        #expect(recognizers.map(\.name) == ["single", "double", "swipe"])
        #expect(recognizers[0].requiresFailureOf == [NameReference("double", line: 18)])
        #expect(recognizers[1].parameters.map(\.name) == ["numberOfTapsRequired", "delaysTouchesBegan"])
        #expect(recognizers[2].parameters.first?.value == .options(["left", "up"]))
        #expect(recognizers[2].recognizesSimultaneouslyWith.map(\.name) == ["single"])
    }

    @Test func firstWindowIsKeyWhenNoneSaysSo() throws {
        let scene = try SceneReader.parse(
            #"{"format": "uikit-scene", "version": 1, "windows": [{}, {}]}"#, file: "s.json")
        #expect(scene.windows.map(\.isKey) == [true, false])
        #expect(scene.windows.map(\.root.name) == ["window", "window2"])
        #expect(scene.screen == ScreenDescription(width: 1024, height: 768))
    }

    @Test func everyRecognizerTypeOfTheCatalogReads() throws {
        let recognizers = RecognizerCatalog.typeNames.map { #"{"type": "\#($0)", "name": "\#($0)1"}"# }
        let text = #"{"format": "uikit-scene", "version": 1, "windows": [{"recognizers": [\#(recognizers.joined(separator: ","))]}]}"#
        let scene = try SceneReader.parse(text, file: "s.json")
        #expect(scene.allRecognizers.map(\.recognizer.type) == ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "hover"])
    }

    // MARK: Bad scenes: one error each, with file and line

    static func error(_ text: String) -> String {
        switch Result(catching: { () throws(SceneError) in try SceneReader.parse(text, file: "scene.json") }) {
        case .success: return "no error"
        case .failure(let error): return error.description
        }
    }

    static func scene(recognizers: String) -> String {
        """
        {
          "format": "uikit-scene",
          "version": 1,
          "windows": [
            {
              "recognizers": [
                \(recognizers)
              ]
            }
          ]
        }
        """
    }

    /// Scenes are read by the same strict reader as rules and recordings: bytes that are not UTF-8 are an
    /// error with file, line and column.
    @Test func invalidUTF8IsAnError() {
        let bytes = Array(#"{"format": "uikit-scene", "version": 1, "screen": {"width": 800, "height": 600},"#.utf8) + [0x0A]
            + Array(#" "windows": [{"name": "w"#.utf8) + [0xC3, 0x28] + Array(#""}]}"#.utf8)
        let result = Result { () throws(SceneError) in try SceneReader.parse(bytes, file: "scene.json") }
        guard case .failure(let error) = result else {
            Issue.record("accepted invalid UTF-8")
            return
        }
        #expect(error.description == "scene.json:2: invalid JSON: invalid UTF-8 in string: byte 0xC3 at column 25 (JSON text must be UTF-8)")
    }

    @Test func unknownRecognizerTypeNamesTheTypesThereAre() {
        #expect(Self.error(Self.scene(recognizers: #"{"type": "taps", "name": "t"}"#))
            == #"scene.json:7: unknown recognizer type "taps" (expected one of: tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, hover)"#)
    }

    @Test func requireToFailCycleIsRejectedWithTheLoopSpelledOut() {
        let text = Self.scene(recognizers: """
            {"type": "tap", "name": "a", "requireToFail": ["b"]},
                    {"type": "tap", "name": "b", "requireToFail": ["c"]},
                    {"type": "pan", "name": "c", "requireToFail": ["a"]}
            """)
        #expect(Self.error(text) == #"scene.json:9: requireToFail cycle: "a" waits for "b" waits for "c" waits for "a" (a recognizer cannot wait for its own failure)"#)
    }

    @Test func recognizerWaitingForItselfIsACycle() {
        #expect(Self.error(Self.scene(recognizers: #"{"type": "tap", "name": "a", "requireToFail": ["a"]}"#))
            .hasPrefix(#"scene.json:7: requireToFail cycle: "a" waits for "a""#))
    }

    @Test func relationToAnUnknownRecognizerIsRejected() {
        #expect(Self.error(Self.scene(recognizers: #"{"type": "tap", "name": "a", "recognizeSimultaneouslyWith": ["zz"]}"#))
            == #"scene.json:7: tap recognizer "a": recognizeSimultaneouslyWith names "zz", which is not a recognizer in this scene (recognizers: a)"#)
    }

    @Test func duplicateRecognizerNamesAreRejected() {
        let text = Self.scene(recognizers: """
            {"type": "tap", "name": "a"},
                    {"type": "pan", "name": "a"}
            """)
        #expect(Self.error(text) == #"scene.json:8: recognizer name "a" is already used on line 7 (names must be unique: relations refer to them)"#)
    }

    @Test func parameterOfTheWrongTypeIsRejected() {
        #expect(Self.error(Self.scene(recognizers: #"{"type": "tap", "name": "a", "numberOfTapsRequired": "two"}"#))
            == #"scene.json:7: tap recognizer "a": field "numberOfTapsRequired" is "two" (expected a whole number ≥ 1)"#)
        #expect(Self.error(Self.scene(recognizers: #"{"type": "pan", "name": "a", "hysteresis": -1}"#))
            == #"scene.json:7: pan recognizer "a": field "hysteresis" is -1 (expected a number ≥ 0)"#)
    }

    @Test func parameterOfAnotherTypeIsAnUnknownField() {
        #expect(Self.error(Self.scene(recognizers: #"{"type": "pinch", "name": "a", "numberOfTapsRequired": 2}"#))
            == #"scene.json:7: unknown field "numberOfTapsRequired" in pinch recognizer "a" (expected one of: type, name, requireToFail, recognizeSimultaneouslyWith, minimumSpanChange, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled, requiresExclusiveTouchType)"#)
    }

    @Test func unknownOptionValueNamesTheChoices() {
        #expect(Self.error(Self.scene(recognizers: #"{"type": "swipe", "name": "s", "direction": ["sideways"]}"#))
            == #"scene.json:7: swipe recognizer "s": unknown direction value "sideways" (expected one of: right, left, up, down)"#)
    }

    @Test func missingFieldsAreNamed() {
        #expect(Self.error(Self.scene(recognizers: #"{"name": "a"}"#))
            == "scene.json:7: recognizer 1 of window 1: missing field \"type\" (expected one of: tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, hover)")
        #expect(Self.error(Self.scene(recognizers: #"{"type": "tap"}"#))
            == "scene.json:7: recognizer 1 of window 1: missing field \"name\" (expected a name unique in the scene)")
        #expect(Self.error(#"{"format": "uikit-scene", "version": 1, "windows": [{"subviews": [{"name": "v"}]}]}"#)
            == "scene.json:1: view \"v\": missing field \"frame\" (expected [x, y, width, height] with width and height ≥ 0)")
        #expect(Self.error(#"{"format": "uikit-scene", "version": 1}"#)
            == "scene.json:1: the scene: missing field \"windows\" (expected an array of at least one window)")
    }

    @Test func wrongTypesForViewFieldsAreRejected() {
        let text = """
            {"format": "uikit-scene", "version": 1, "windows": [{"subviews": [
              {"frame": [0, 0, 10, 10],
               "isHidden": "yes"}
            ]}]}
            """
        #expect(Self.error(text) == #"scene.json:3: view 1: field "isHidden" is "yes" (expected true or false)"#)
        #expect(Self.error(#"{"format": "uikit-scene", "version": 1, "windows": [{"subviews": [{"frame": [0, 0, -1, 10]}]}]}"#)
            == "scene.json:1: view 1: field \"frame\" is an array (expected [x, y, width, height] with width and height ≥ 0)")
        #expect(Self.error(#"{"format": "uikit-scene", "version": 1, "windows": [{"alpha": 2}]}"#)
            == "scene.json:1: window 1: field \"alpha\" is 2 (expected a number from 0 to 1)")
    }

    @Test func unknownViewFieldIsATypo() {
        #expect(Self.error(#"{"format": "uikit-scene", "version": 1, "windows": [{"multipleTouch": true}]}"#)
            .hasPrefix(#"scene.json:1: unknown field "multipleTouch" in window 1 (expected one of: name, frame,"#))
    }

    @Test func headerMistakes() {
        #expect(Self.error(#"{"format": "uikit-scene", "version": 2, "windows": [{}]}"#)
            == "scene.json:1: unsupported scene version 2 (this reader understands version 1)")
        #expect(Self.error(#"{"format": "uikit-recording", "version": 1, "windows": [{}]}"#)
            .hasPrefix(#"scene.json:1: unknown format "uikit-recording" (expected "uikit-scene";"#))
        #expect(Self.error("[1, 2]") == "scene.json:1: the scene is an array (expected a JSON object)")
    }

    @Test func invalidJSONGivesLineAndColumn() {
        #expect(Self.error("{\n  \"format\": \"uikit-scene\",\n  \"version\": 1,,\n}")
            == "scene.json:3: invalid JSON: expected a field name in quotes at column 16")
        #expect(Self.error("{\n  \"format\": \"uikit-scene\"") == "scene.json:2: invalid JSON: expected ',' or '}' in object at column 26")
    }

    @Test func missingFileIsNamed() {
        let result = Result(catching: { () throws(SceneError) in try SceneReader.read(path: "/nonexistent/scene.json") })
        #expect(throws: SceneError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.description == "/nonexistent/scene.json: cannot read the file (does it exist and is it readable?)")
        }
    }

    /// A chain of 5,000 recognizers, each waiting for the next to fail, reads on a thread with a 256 KB
    /// stack: the cycle check walks the chain with its own stack (it recursed once per link, which
    /// overflows a thread's stack on a long chain from a file). Closing the chain into a loop is still
    /// reported at the edge that closes it.
    @Test func aLongRequireToFailChainReadsOnASmallStackAndItsLoopIsFound() throws {
        let count = 5_000
        func scene(closingTheLoop: Bool) -> String {
            var recognizers: [String] = []
            recognizers.reserveCapacity(count)
            for index in 0..<count {
                let next = index + 1 < count ? #", "requireToFail": ["g\#(index + 1)"]"# : (closingTheLoop ? #", "requireToFail": ["g0"]"# : "")
                recognizers.append(#"{"type": "tap", "name": "g\#(index)"\#(next)}"#)
            }
            return #"{"format": "uikit-scene", "version": 1, "screen": {"width": 800, "height": 600}, "windows": [{"recognizers": [\#n"#
                + recognizers.joined(separator: ",\n") + "\n]}]}"
        }
        let texts = [scene(closingTheLoop: false), scene(closingTheLoop: true)]
        let results = Self.onSmallStack(texts)
        try #require(results.count == 2)
        let chain = try results[0].get()
        #expect(chain.allRecognizers.count == count)
        #expect(chain.allRecognizers.last?.recognizer.requiresFailureOf.isEmpty == true)
        guard case .failure(let loop) = results[1] else {
            Issue.record("the loop was accepted")
            return
        }
        #expect(loop.description.hasPrefix(#"scene.json:\#(count + 1): requireToFail cycle: "g0" waits for "g1" waits for "g2""#))
        #expect(loop.description.hasSuffix(#""g4999" waits for "g0" (a recognizer cannot wait for its own failure)"#))
    }

    /// Reads each text on a thread with a 256 KB stack and waits for it to finish (no sleep: the
    /// semaphore is signalled when the reads return).
    nonisolated static func onSmallStack(_ texts: [String]) -> [Result<SceneDescription, SceneError>] {
        let box = SceneResults()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.results = texts.map { text in Result { () throws(SceneError) in try SceneReader.parse(text, file: "scene.json") } }
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        done.wait()
        return box.results
    }
}

/// The small-stack thread's results, handed back after it signals.
private final class SceneResults: @unchecked Sendable {
    var results: [Result<SceneDescription, SceneError>] = []
}
