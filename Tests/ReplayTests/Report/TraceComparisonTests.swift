import Foundation
import Replay
import Testing

/// `uikit diff` and `replay --compare`: the first divergence, its context, what each side decided, and
/// traces of different recordings said at once.
@MainActor
struct TraceComparisonTests {
    static let corpus = ReplayTestSupport.packageRoot + "/Recordings/corpus"

    static func golden(_ name: String) throws -> String {
        try String(contentsOfFile: "\(corpus)/\(name).trace", encoding: .utf8)
    }

    @Test func identicalTracesAreTheSameEvenWithHeaderComments() throws {
        let trace = try Self.golden("tap")
        let comparison = TraceComparison.compare("# replay tap.jsonl\n" + trace, named: "a", with: trace + "\n# summary\n", named: "b")
        #expect(comparison.isSame)
        #expect(comparison.text == "a and b: the traces are the same\n")
    }

    @Test func aChangedDecisionIsTheFirstDivergenceWithContextAndBothSidesDecisions() throws {
        let golden = try Self.golden("double-tap")
        let changed = golden.replacingOccurrences(of: "gesture doubleTap possible → ended: 2 taps of 1 touch",
                                                  with: "gesture doubleTap possible → failed: too slow")
        let comparison = TraceComparison.compare(golden, named: "golden", with: changed, named: "new", context: 2)
        #expect(comparison.verdict == .diverged)
        #expect(comparison.time == "0.740000")
        #expect(comparison.lineA == 11 && comparison.lineB == 11)
        #expect(comparison.context == ["[0.680000] deliver touchesBegan → photo t2", "[0.740000] input dev1 frame(normalized) c1 up 0.38,0.503"])
        #expect(comparison.linesA.first == "[0.740000] gesture doubleTap possible → ended: 2 taps of 1 touch")
        #expect(comparison.linesB.first == "[0.740000] gesture doubleTap possible → failed: too slow")
        #expect(comparison.decidedA == ["[0.740000] gesture doubleTap possible → ended: 2 taps of 1 touch"])
        #expect(comparison.decidedB == ["[0.740000] gesture doubleTap possible → failed: too slow"])
        #expect(comparison.text.contains("golden and new first diverge at t = 0.740000 (golden:11, new:11)"))
    }

    @Test func aTraceThatStopsEarlyDivergesWhereItEnds() throws {
        let golden = try Self.golden("tap")
        let lines = golden.split(separator: "\n")
        // Drop the last line that is not an input (the input lines must stay the same).
        let lastDecision = try #require(lines.lastIndex { !$0.contains("] input ") })
        let shorter = lines.enumerated().filter { $0.offset != lastDecision }.map { $0.element + "\n" }.joined()
        let comparison = TraceComparison.compare(golden, named: "a", with: shorter, named: "b")
        #expect(comparison.verdict == .diverged)
        #expect(comparison.lineA == lastDecision + 1)
    }

    @Test func tracesOfDifferentRecordingsAreSaidToBeSoAtOnce() throws {
        let comparison = TraceComparison.compare(try Self.golden("tap"), named: "tap.trace", with: try Self.golden("double-tap"), named: "double-tap.trace")
        #expect(comparison.verdict == .differentRecordings)
        #expect(comparison.lineA == 2 && comparison.lineB == 2)
        #expect(comparison.text.hasPrefix("tap.trace and double-tap.trace are traces of different recordings"))
    }

    @Test func jsonTracesAreComparedToo() {
        let a = #"""
            {"t":0,"kind":"input","device":1,"summary":"frame c0 down"}
            {"t":60000,"kind":"gesture","recognizer":"tap","from":"possible","to":"ended","reason":"1 tap"}
            """#
        let b = a.replacingOccurrences(of: #""to":"ended","reason":"1 tap""#, with: #""to":"failed","reason":"moved""#)
        let comparison = TraceComparison.compare(a, named: "a", with: b, named: "b")
        #expect(comparison.verdict == .diverged)
        #expect(comparison.time == "0.060000" && comparison.lineA == 2)
        #expect(comparison.decidedB.count == 1)
    }
}
