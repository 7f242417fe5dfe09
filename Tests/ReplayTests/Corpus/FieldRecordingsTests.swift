import Foundation
import InputRecording
import InputRules
import Replay
import Testing
import UIKitTesting

/// Recordings/field: the touch-panel failure modes (a bouncing drag, a stuck protocol-A contact, a palm,
/// jitter at rest, two touchscreens on two screens), each replayed with its rule and without, from evemu
/// (decoded by the project's decoder, rules from `NAME.rules.json`) and from the native recording
/// (rules from its header, as `uikit record --rules` stores them): both formats give the same golden
/// trace. `UPDATE_GOLDENS=1 swift test --filter FieldRecordingsTests` rewrites the goldens (review the
/// diff: the expected actions below must still hold); `swift run make-corpus --field Recordings/field`
/// rewrites the recordings.
@MainActor
struct FieldRecordingsTests {
    static let folder = ReplayTestSupport.packageRoot + "/Recordings/field"

    struct Case: Sendable, CustomStringConvertible {
        var recording: String
        var scene: String
        /// `header`: the native recording's own rules; `file`: `<scene>.rules.json`; `none`: `--no-rules`.
        var rules: String
        var golden: String
        var actions: [String]
        var description: String { "\(recording) (rules: \(rules))" }
    }

    nonisolated static let expected: [String: (withRule: [String], without: [String])] = [
        "bouncing-drag": (["pan (began)", "pan (ended)"], ["pan (began)", "pan (ended)", "pan (began)", "pan (ended)", "pan (began)", "pan (ended)"]),
        "stuck-contact": (["tap (ended)"], ["longPress (began)", "longPress (ended)"]),
        "palm": (["tap (ended)"], ["tap (ended)"]),
        "jitter-at-rest": (["longPress (began)", "longPress (ended)"], ["longPress (began)", "longPress (ended)"]),
        "two-screens": (["leftTopLeftTap (ended)", "rightBottomRightTap (ended)"], ["leftTopLeftTap (ended)", "leftTopLeftTap (ended)"]),
        "two-screens-right": (["rightBottomRightTap (ended)"], ["leftTopLeftTap (ended)"]),
    ]

    nonisolated static var cases: [Case] {
        var cases: [Case] = []
        for name in ["bouncing-drag", "stuck-contact", "palm", "jitter-at-rest"] {
            guard let actions = expected[name] else { continue }
            cases.append(Case(recording: "\(name).jsonl", scene: name, rules: "header", golden: "\(name).trace", actions: actions.withRule))
            cases.append(Case(recording: "\(name).evemu", scene: name, rules: "file", golden: "\(name).trace", actions: actions.withRule))
            cases.append(Case(recording: "\(name).jsonl", scene: name, rules: "none", golden: "\(name).norules.trace", actions: actions.without))
            cases.append(Case(recording: "\(name).evemu", scene: name, rules: "none", golden: "\(name).norules.trace", actions: actions.without))
        }
        if let both = expected["two-screens"], let right = expected["two-screens-right"] {
            cases.append(Case(recording: "two-screens.jsonl", scene: "two-screens", rules: "header", golden: "two-screens.trace", actions: both.withRule))
            cases.append(Case(recording: "two-screens.jsonl", scene: "two-screens", rules: "none", golden: "two-screens.norules.trace", actions: both.without))
            cases.append(Case(recording: "two-screens-right.evemu", scene: "two-screens", rules: "file", golden: "two-screens-right.trace", actions: right.withRule))
            cases.append(Case(recording: "two-screens-right.evemu", scene: "two-screens", rules: "none", golden: "two-screens-right.norules.trace", actions: right.without))
        }
        return cases
    }

    func replay(_ item: Case) throws -> String {
        let scene = try SceneReader.read(path: "\(Self.folder)/\(item.scene).scene.json")
        let source = try RecordingFiles.open("\(Self.folder)/\(item.recording)")
        let rules: InputRuleSet? = switch item.rules {
        case "header": source.header.inputRules
        case "file": try InputRulesReader.read(path: "\(Self.folder)/\(item.scene).rules.json")
        default: nil
        }
        if item.rules == "header" { #expect(rules != nil, "\(item.recording) carries no rules in its header") }
        let engine = try ReplayEngine(source: source, options: .init(rules: rules))
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        let built = SceneBuilder.build(scene, in: application)
        let summary = try engine.run(in: application)
        withExtendedLifetime(built) {}
        #expect(summary.ruleWarnings.isEmpty || item.recording.hasPrefix("two-screens-"), "\(summary.ruleWarnings)")
        return trace.text
    }

    @Test(arguments: FieldRecordingsTests.cases)
    func replayMatchesTheGoldenTrace(item: Case) throws {
        let trace = try replay(item)
        #expect(ReplayTestSupport.actions(trace).filter { !$0.hasSuffix("(changed)") } == item.actions)
        let goldenPath = "\(Self.folder)/\(item.golden)"
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1", item.recording.hasSuffix(".jsonl") || !FileManager.default.fileExists(atPath: goldenPath) {
            try trace.write(toFile: goldenPath, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: goldenPath, encoding: .utf8)
        #expect(trace == golden, "\(item): trace differs from \(goldenPath) (UPDATE_GOLDENS=1 rewrites it)")
    }

    @Test func everyFilteredContactIsOnTheTraceWithItsRuleAndNumbers() throws {
        let lines = try ["bouncing-drag", "stuck-contact", "palm", "jitter-at-rest"].flatMap { name in
            try String(contentsOfFile: "\(Self.folder)/\(name).trace", encoding: .utf8).split(separator: "\n").filter { $0.contains("] filter ") }
        }
        #expect(lines.map { String($0.split(separator: "] ")[1]) } == [
            "filter dev1 debounce (rule \"bouncy panel\"): c0 lifted for 10.0 ms, landed 20.0 pt away (< 40.0 ms, < 30.0 pt): merged into c0",
            "filter dev1 debounce (rule \"bouncy panel\"): c0 lifted for 10.0 ms, landed 20.0 pt away (< 40.0 ms, < 30.0 pt): merged into c0",
            "filter dev1 watchdog (rule \"protocol-A panel\"): c0 not reported for 250.0 ms (timeout 250.0 ms): cancelled",
            "filter dev1 watchdog (rule \"protocol-A panel\"): c0 reported again after its cancel: a new touch",
            "filter dev1 palm (rule \"large panel\"): c0 major axis 45.0 mm > 30.0 mm: never reported",
            "filter dev1 palm (rule \"large panel\"): c0 major axis 38.0 mm > 30.0 mm: cancelled",
            "filter dev1 hysteresis (rule \"noisy panel\"): c0 60 moves within 2.0 pt suppressed over 600.0 ms (largest 1.6 pt)",
        ])
    }
}
