import Foundation
import InputCore
import InputRecording
import Replay
import Testing
import UIKit

/// The batch's streaming comparison with a golden: an exact match without building the trace, and
/// otherwise the same whole text (so the same first divergence) as recording every entry.
@MainActor
struct GoldenTraceMatcherTests {
    /// A short trace of notes and actions, as a replay would emit them.
    static let entries: [TraceEntry] = (0..<8).flatMap { step -> [TraceEntry] in
        let time = InputTime(microseconds: Int64(step) * 10_000)
        return [.note(time: time, message: "step \(step) é"), .action(time: time, recognizer: "tap", state: step == 5 ? .ended : .changed)]
    }

    static func recorded(_ entries: [TraceEntry]) -> String {
        let recorder = TraceRecorder()
        for entry in entries { recorder.record(entry) }
        return recorder.text
    }

    static func matched(_ entries: [TraceEntry], golden: String) -> GoldenTraceMatcher {
        let matcher = GoldenTraceMatcher(golden: Array(golden.utf8))
        for entry in entries { matcher.record(entry) }
        return matcher
    }

    @Test func anEqualGoldenIsAnExactMatch() {
        let text = Self.recorded(Self.entries)
        let matcher = Self.matched(Self.entries, golden: text)
        #expect(matcher.isExactMatch)
        #expect(matcher.text == text)
    }

    /// Every golden made from the trace by changing, dropping or adding one line (or cutting it short):
    /// never an exact match, and the matcher's text is the recorder's, so ``TraceComparison`` reports the
    /// same first differing line as it did on the whole recorded trace.
    @Test func aGoldenThatDiffersAnywhereGivesTheRecordedTextAndTheSameDivergence() {
        let text = Self.recorded(Self.entries)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var goldens: [String] = []
        for index in lines.indices {
            var changed = lines
            changed[index] += "x"
            goldens.append(changed.joined(separator: "\n") + "\n")
            changed = lines
            changed.remove(at: index)
            goldens.append(changed.joined(separator: "\n") + (changed.isEmpty ? "" : "\n"))
            changed = lines
            changed.insert("[0.000000] note extra", at: index)
            goldens.append(changed.joined(separator: "\n") + "\n")
            // The same bytes without the line break: a line of the trace is a prefix of the golden's.
            changed = lines
            changed[index] += lines[index]
            goldens.append(changed.joined(separator: "\n") + "\n")
        }
        goldens += [text + "[0.090000] note after\n", String(text.dropLast()), "", "# header\n" + text]
        for golden in goldens {
            let matcher = Self.matched(Self.entries, golden: golden)
            #expect(!matcher.isExactMatch, "\(golden)")
            #expect(matcher.text == text, "\(golden)")
            let streamed = TraceComparison.compare(golden, named: "golden", with: matcher.text, named: "this replay")
            let whole = TraceComparison.compare(golden, named: "golden", with: text, named: "this replay")
            #expect(streamed == whole)
        }
        // The comparison still finds a golden that differs only in comments the same trace.
        #expect(TraceComparison.compare("# header\n" + text, named: "golden", with: text, named: "this replay").isSame)
    }

    @Test func aGoldenWithBytesThatAreNotUTF8IsNoMatch() throws {
        // An invalid byte inside the second line: the first line matches, the rest is the trace's own text.
        var golden = Array(Self.recorded(Self.entries).utf8)
        golden[try #require(golden.firstIndex(of: UInt8(ascii: "\n"))) + 5] = 0xff
        let matcher = GoldenTraceMatcher(golden: golden)
        for entry in Self.entries { matcher.record(entry) }
        #expect(!matcher.isExactMatch)
        #expect(matcher.text == Self.recorded(Self.entries))
    }
    /// The matcher writes each entry's line as bytes (``TraceEntry/appendText(to:)``): on every corpus
    /// recording, every entry's bytes are its text, and the matcher takes the golden as an exact match.
    @Test func everyCorpusEntryWrittenAsBytesIsItsText() throws {
        let corpus = ReplayTestSupport.packageRoot + "/Recordings/corpus"
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(names.count >= 20)
        var entries = 0
        for name in names {
            let base = corpus + "/" + String(name.dropLast(".jsonl".count))
            let scene = try Result(catching: { () throws(SceneError) in try SceneReader.read(path: base + ".scene.json") }).get()
            let source = try Result(catching: { () throws(RecordingImportError) in try RecordingFiles.open(base + ".jsonl") }).get()
            let engine = try Result(catching: { () throws(RecordingImportError) in try ReplayEngine(source: source) }).get()
            let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
            let recorder = TraceRecorder()
            let matcher = GoldenTraceMatcher(golden: [UInt8](try Data(contentsOf: URL(fileURLWithPath: base + ".trace"))))
            application.trace.addObserver(recorder)
            application.trace.addObserver(matcher)
            let built = SceneBuilder.build(scene, in: application)
            _ = try Result(catching: { () throws(RecordingImportError) in try engine.run(in: application) }).get()
            withExtendedLifetime(built) {}
            var line: [UInt8] = []
            for entry in recorder.entries {
                line.removeAll(keepingCapacity: true)
                entry.appendText(to: &line)
                #expect(line == Array(entry.text.utf8), "\(name): \(entry.text)")
            }
            entries += recorder.entries.count
            #expect(matcher.isExactMatch, "\(name)")
        }
        #expect(entries > 1_000)
    }
}
