import Foundation

/// Two traces of one recording compared (`uikit diff A B`, `uikit replay --compare GOLDEN`): where they
/// first diverge, the lines around it, and what each side decided from there.
///
/// Comment lines (`# …`) and blank lines are ignored; both the text and the JSON trace forms are read.
/// Two traces are of the same recording when their `input` lines are the same, in the same order: the
/// input does not depend on the application, so a difference there means different recordings (or
/// different input rules), which ``compare(_:named:with:named:context:)`` reports at once instead of a
/// divergence.
public struct TraceComparison: Encodable, Sendable, Equatable {
    /// The outcome.
    public enum Verdict: String, Encodable, Sendable {
        /// Every line is the same.
        case same
        /// The traces diverge at ``lineA`` / ``lineB``.
        case diverged
        /// The input lines differ: the traces are of different recordings (or input rules).
        case differentRecordings
    }

    /// The outcome.
    public var verdict: Verdict
    /// The names of the two traces (file paths, or "this replay").
    public var nameA: String
    /// See ``nameA``.
    public var nameB: String
    /// The line numbers (1-based, in each file) of the first difference; 0 when there is none. For
    /// ``Verdict/differentRecordings``, of the first differing input line.
    public var lineA = 0
    /// See ``lineA``.
    public var lineB = 0
    /// The recording time of the divergence, as the trace prints it (`0.740000`), or "".
    public var time = ""
    /// The last lines both sides share before the divergence.
    public var context: [String] = []
    /// A's lines from the divergence on (a few).
    public var linesA: [String] = []
    /// B's lines from the divergence on (a few).
    public var linesB: [String] = []
    /// The decisions (state changes, actions, filter decisions, notes, diagnostics) A made from the divergence
    /// on that B did not make near it (a few).
    public var decidedA: [String] = []
    /// The decisions B made from the divergence on that A did not make near it.
    public var decidedB: [String] = []

    /// Whether the traces are the same.
    public var isSame: Bool { verdict == .same }

    /// Compares trace `a` (named `nameA`) with trace `b`, keeping `context` lines before the divergence
    /// and a few after it.
    public static func compare(_ a: String, named nameA: String, with b: String, named nameB: String, context: Int = 3) -> TraceComparison {
        let linesA = TraceLine.lines(of: a), linesB = TraceLine.lines(of: b)
        var result = TraceComparison(verdict: .same, nameA: nameA, nameB: nameB)
        let inputsA = linesA.filter(\.isInput), inputsB = linesB.filter(\.isInput)
        if let index = firstDifference(inputsA.map(\.text), inputsB.map(\.text)) {
            result.verdict = .differentRecordings
            result.lineA = index < inputsA.count ? inputsA[index].number : 0
            result.lineB = index < inputsB.count ? inputsB[index].number : 0
            result.time = (index < inputsA.count ? inputsA[index] : inputsB[index]).time
            result.linesA = index < inputsA.count ? [inputsA[index].text] : ["(no more input)"]
            result.linesB = index < inputsB.count ? [inputsB[index].text] : ["(no more input)"]
            return result
        }
        guard let index = firstDifference(linesA.map(\.text), linesB.map(\.text)) else { return result }
        let after = 6, decisions = 4
        result.verdict = .diverged
        result.lineA = index < linesA.count ? linesA[index].number : (linesA.last?.number ?? 0) + 1
        result.lineB = index < linesB.count ? linesB[index].number : (linesB.last?.number ?? 0) + 1
        result.time = (index < linesA.count ? linesA[index] : linesB[index]).time
        result.context = linesA[max(0, index - context)..<index].map(\.text)
        result.linesA = linesA.dropFirst(index).prefix(after).map(\.text)
        result.linesB = linesB.dropFirst(index).prefix(after).map(\.text)
        // What each side decided that the other did not (near the divergence): the cause, not the lines
        // both still share.
        let window = 24
        let nearA = linesA.dropFirst(index).filter(\.isDecision).prefix(window).map(\.text)
        let nearB = linesB.dropFirst(index).filter(\.isDecision).prefix(window).map(\.text)
        result.decidedA = Array(nearA.filter { !nearB.contains($0) }.prefix(decisions))
        result.decidedB = Array(nearB.filter { !nearA.contains($0) }.prefix(decisions))
        return result
    }

    private static func firstDifference(_ a: [String], _ b: [String]) -> Int? {
        for index in 0..<min(a.count, b.count) where a[index] != b[index] { return index }
        return a.count == b.count ? nil : min(a.count, b.count)
    }

    /// The comparison as `uikit diff` prints it.
    public var text: String {
        switch verdict {
        case .same:
            return "\(nameA) and \(nameB): the traces are the same\n"
        case .differentRecordings:
            return """
                \(nameA) and \(nameB) are traces of different recordings (or different input rules): their input \
                differs at \(nameA):\(lineA) and \(nameB):\(lineB) (t = \(time))
                  A: \(linesA.first ?? "")
                  B: \(linesB.first ?? "")

                """
        case .diverged:
            var out = "\(nameA) and \(nameB) first diverge at t = \(time) (\(nameA):\(lineA), \(nameB):\(lineB))\n"
            out += context.map { "    \($0)\n" }.joined()
            out += linesA.map { "  A \($0)\n" }.joined()
            out += linesB.map { "  B \($0)\n" }.joined()
            out += "A decided (and B did not):" + (decidedA.isEmpty ? " nothing\n" : "\n" + decidedA.map { "    \($0)\n" }.joined())
            out += "B decided (and A did not):" + (decidedB.isEmpty ? " nothing\n" : "\n" + decidedB.map { "    \($0)\n" }.joined())
            return out
        }
    }
}

/// One line of a text or JSON trace, with what the comparison needs to know about it.
struct TraceLine {
    var number: Int
    var text: String
    var kind: String
    var time: String

    var isInput: Bool { kind == "input" }

    /// State changes other than `changed → changed`, actions other than `changed` and a control's drags,
    /// filter decisions, notes and diagnostics (as ``TraceSummary/isDecision(_:)``).
    var isDecision: Bool {
        switch kind {
        case "gesture": !text.contains("changed → changed") && !text.contains(#""from":"changed","to":"changed""#)
        case "action": !text.hasSuffix("(changed)") && !text.hasSuffix("(touchDragInside)") && !text.hasSuffix("(touchDragOutside)")
        case "controlAction": !text.contains("touchDrag")
        case "diagnostic", "note", "filter": true
        default: false
        }
    }

    /// The entry lines of `trace`, numbered as in the file.
    static func lines(of trace: String) -> [TraceLine] {
        var result: [TraceLine] = []
        var number = 0
        for raw in trace.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            result.append(parse(line, number: number))
        }
        return result
    }

    private static func parse(_ line: String, number: Int) -> TraceLine {
        if line.hasPrefix("{") {
            // JSON form: {"t":120000,"kind":"gesture",…}
            let kind = field("kind", in: line) ?? ""
            let micros = Int64(field("t", in: line) ?? "") ?? 0
            return TraceLine(number: number, text: line, kind: kind, time: String(format: "%.6f", Double(micros) / 1_000_000))
        }
        // Text form: [0.740000] gesture doubleTap possible → ended: …
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else {
            return TraceLine(number: number, text: line, kind: "", time: "")
        }
        let time = String(line[line.index(after: line.startIndex)..<close])
        let rest = line[line.index(after: close)...].drop { $0 == " " }
        return TraceLine(number: number, text: line, kind: String(rest.prefix { $0 != " " }), time: time)
    }

    /// A top-level field's raw value in one JSON trace line (its keys are in a fixed order, no nesting
    /// before `t` and `kind`).
    private static func field(_ key: String, in line: String) -> String? {
        guard let range = line.range(of: "\"\(key)\":") else { return nil }
        let rest = line[range.upperBound...]
        if rest.hasPrefix("\"") {
            return String(rest.dropFirst().prefix { $0 != "\"" })
        }
        return String(rest.prefix { $0 != "," && $0 != "}" })
    }
}
