import Foundation
import InputCore
import InputRecording
import Replay
import Testing
import UIKitTesting

/// The inspector's data follows the trace: lanes are the trace's transitions and touches, the trees are
/// the views at each frame, and long recordings are bounded.
@MainActor
struct InspectorRecorderTests {
    static let corpus = ReplayTestSupport.packageRoot + "/Recordings/corpus"

    /// Replays a corpus recording with a recorder (and a plain trace beside it).
    static func record(_ name: String, in folder: String = corpus, limits: InspectorRecorder.Limits = .init()) throws -> (data: InspectorData, frames: [Data], trace: [TraceEntry]) {
        let scene = try Result(catching: { () throws(SceneError) in try SceneReader.read(path: "\(folder)/\(name).scene.json") }).get()
        let source = try Result(catching: { () throws(RecordingImportError) in try RecordingFiles.open("\(folder)/\(name).jsonl") }).get()
        let rules = source.header.inputRules
        let engine = try Result(catching: { () throws(RecordingImportError) in try ReplayEngine(source: source, options: .init(rules: rules)) }).get()
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        let built = SceneBuilder.build(scene, in: application)
        let recorder = try InspectorRecorder(application: application, limits: limits)
        recorder.attach(to: engine)
        recorder.useRules(rules)
        let summary = try Result(catching: { () throws(RecordingImportError) in try engine.run(in: application) }).get()
        withExtendedLifetime(built) {}
        return (recorder.finish(summary, recording: "\(name).jsonl", scene: name), recorder.frameImages, trace.entries)
    }

    @Test func doubleTapLanesShowWhichRecognizerTookTheGestureAndWhichFailedWhen() throws {
        let data = try Self.record("double-tap").data
        let lanes = Dictionary(uniqueKeysWithValues: data.recognizerLanes.map { ($0.name, $0.spans.map { [String($0.start), String($0.end), $0.state] }) })
        #expect(lanes["doubleTap"] == [["740000", "740000", "ended"], ["1950000", "1950000", "failed"]])
        #expect(lanes["singleTap"] == [
            ["560000", "740000", "possible"], ["740000", "740000", "failed"],
            ["1600000", "1950000", "possible"], ["1950000", "1950000", "ended"],
        ])
        #expect(data.touchLanes.map(\.name) == ["t1", "t2", "t3"])
        #expect(data.touchLanes.map { [$0.start, $0.end] } == [[500_000, 560_000], [680_000, 740_000], [1_540_000, 1_600_000]])
        #expect(data.touchLanes.allSatisfy { $0.endPhase == "up" && $0.path == ["window", "photo"] && $0.contact.hasPrefix("dev1.c") })
    }

    /// Every corpus recording: each recognizer's spans are exactly its transitions in the trace, leaving
    /// out resets and the stream of changed → changed.
    @Test(arguments: ["tap", "pan", "pinch", "swipes", "long-press", "scroll-buttons", "two-views", "device-removed", "mouse-and-wheel"])
    func recognizerSpansAreTheTracesTransitions(name: String) throws {
        let (data, _, trace) = try Self.record(name)
        var expected: [String: [String]] = [:]
        for entry in trace {
            guard case .gestureState(let time, let recognizer, let from, let to, let reason) = entry else { continue }
            if case .reset = reason { continue }
            if from == to && from == .changed && reason.isEmpty { continue }
            expected[recognizer, default: []].append("\(time.microseconds) \(to)")
        }
        let actual = Dictionary(uniqueKeysWithValues: data.recognizerLanes.map { lane in
            (lane.name, lane.spans.map { "\($0.start) \($0.state)" })
        })
        #expect(actual == expected)
        for lane in data.recognizerLanes {
            #expect(lane.spans.allSatisfy { $0.start <= $0.end && $0.end <= data.end })
        }
    }

    @Test func filterDecisionsHaveTheirLaneAndTheRulesAreListed() throws {
        let (data, _, trace) = try Self.record("bouncing-drag", in: ReplayTestSupport.packageRoot + "/Recordings/field")
        let filtered = trace.filter { if case .inputFilter = $0 { true } else { false } }
        #expect(filtered.count == 2)
        #expect(data.filterMarks.map(\.t) == filtered.map(\.time.microseconds))
        #expect(data.filterMarks.allSatisfy { $0.filter == "debounce" && $0.message.contains("merged into c0") })
        #expect(data.rules.count == 1 && data.rules[0].contains("rule \"bouncy panel\"") && data.rules[0].contains("debounce"))
        #expect(data.rulesSource != nil)
    }

    @Test func pointerTouchesHaveLanesFromTheirDeliveries() throws {
        let data = try Self.record("mouse-and-wheel").data
        #expect(!data.touchLanes.isEmpty)
        #expect(data.touchLanes.allSatisfy { $0.contact == "pointer" && $0.endPhase != "open" && $0.start < $0.end })
    }

    @Test func framesAreSampledWithTheViewTreeOfEachMoment() throws {
        let (data, frames, _) = try Self.record("double-tap")
        // 0 … 2.6 s (the last event at 1.6 s plus the one-second tail) at 10 per second.
        #expect(data.end == 2_600_000)
        #expect(data.frameTimes.count == 27 && data.frameTrees.count == 27 && data.frameParts.count == 27)
        // The first frame is a keyframe; the fingers change a few tiles of the frames after it.
        #expect(data.frameParts[0] == [0, -1])
        #expect(frames.count < 27 * 2, "keyframes and atlases, not a whole picture per frame")
        #expect(data.frameParts.allSatisfy { $0[0] >= 0 && $0[0] < frames.count && $0[1] < frames.count && $0.count % 2 == 0 })
        #expect(data.frameTimes.first == data.start && data.frameTimes[1] - data.frameTimes[0] == 100_000)
        #expect(data.trees.count == 1, "the view tree never changes in this scene")
        #expect(data.trees[0].map(\.name) == ["window", "photo"])
        #expect(frames.allSatisfy { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
    }

    @Test func aScrollingFeedHasATreePerDistinctMoment() throws {
        let data = try Self.record("scroll-buttons").data
        #expect(data.trees.count > 1, "the feed's content offset moves its buttons")
        #expect(Set(data.frameTrees).count == data.trees.count)
    }

    @Test func longRecordingsAreThinnedToTheFrameLimit() throws {
        let (data, frames, _) = try Self.record("double-tap", limits: .init(framesPerSecond: 10, frames: 7))
        // 27 frames: thinned at the 8th (every 2nd kept), at the 8th again (every 4th): 0, 4, … 24.
        #expect(data.frameTimes.count == 7)
        #expect(data.fps == 2.5)
        let used = Set(data.frameParts.flatMap { [$0[0], $0[1]] }.filter { $0 >= 0 })
        // Images of dropped frames are dropped too (the current keyframe is kept for the frames to come).
        #expect(used.isSubset(of: Set(frames.indices)) && frames.count <= used.count + 1)
        let steps = Set(zip(data.frameTimes, data.frameTimes.dropFirst()).map { $1 - $0 })
        #expect(steps == [400_000])
    }

    @Test func pastTheEntryLimitOnlyDecisionsAreKeptAndTheRestCounted() throws {
        let (data, _, trace) = try Self.record("pan", limits: .init(entries: 10, decisions: 10))
        #expect(data.entries.count <= 20)
        #expect(try Self.record("pan", limits: .init(entries: 10, decisions: 3)).data.entries.count == 13)
        #expect(data.entries.count + data.omittedEntries == trace.count)
        #expect(data.omittedEntries > 0)
        let decisions = Set(trace.filter(TraceSummary.isDecision).map { $0.text })
        for entry in data.entries.dropFirst(10) {
            #expect(decisions.contains("[\(InputTime(microseconds: entry.t))] \(entry.text)"))
        }
    }

    @Test func pastTheLaneLimitsTouchesSpansMovesAndFilterDecisionsAreCountedNotKept() throws {
        let full = try Self.record("double-tap").data
        let limited = try Self.record("double-tap", limits: .init(touchLanes: 1, spans: 2)).data
        #expect(full.touchLanes.count == 3)
        #expect(limited.touchLanes == Array(full.touchLanes.prefix(1)))
        #expect(limited.omittedTouchLanes == 2)
        // The first two spans in time, whichever lanes they are on; each still ends where it ended.
        let spans = full.recognizerLanes.flatMap { lane in lane.spans.map { "\(lane.name) \($0.start) \($0.end) \($0.state)" } }
        let kept = limited.recognizerLanes.flatMap { lane in lane.spans.map { "\(lane.name) \($0.start) \($0.end) \($0.state)" } }
        #expect(kept.count == 2 && Set(kept).isSubset(of: Set(spans)))
        #expect(limited.omittedSpans == spans.count - 2)
        #expect(limited.entries == full.entries, "the trace lines (and their touches) have their own limit")
        #expect(full.omittedTouchLanes == 0 && full.omittedSpans == 0 && full.omittedMoves == 0 && full.omittedFilterMarks == 0)
        #expect(full.omissions == nil && limited.omissions == "2 touches, \(spans.count - 2) recognizer state spans")

        let pan = try Self.record("pan").data, fewMoves = try Self.record("pan", limits: .init(moves: 5)).data
        // A pan's `changed` with every move is one span, left out once.
        let panSpans = pan.recognizerLanes.map(\.spans.count).reduce(0, +)
        #expect(try Self.record("pan", limits: .init(spans: 1)).data.omittedSpans == panSpans - 1)
        let moves = pan.touchLanes.map(\.moves.count).reduce(0, +)
        #expect(moves > 5 && fewMoves.touchLanes.map(\.moves.count).reduce(0, +) == 5 && fewMoves.omittedMoves == moves - 5)

        let field = ReplayTestSupport.packageRoot + "/Recordings/field"
        let filters = try Self.record("bouncing-drag", in: field, limits: .init(filterMarks: 1)).data
        #expect(filters.filterMarks.count == 1 && filters.omittedFilterMarks == 1)
    }

    @Test func framesAreThinnedWhenTheirImagesPassTheByteLimit() throws {
        let (full, fullImages, _) = try Self.record("scroll-buttons")
        let bytes = fullImages.map(\.count).reduce(0, +)
        let (thinned, images, _) = try Self.record("scroll-buttons", limits: .init(frameBytes: bytes / 3))
        #expect(thinned.frameTimes.count < full.frameTimes.count && thinned.fps < full.fps)
        #expect(images.map(\.count).reduce(0, +) <= bytes / 3)
        #expect(Set(thinned.frameTimes).isSubset(of: Set(full.frameTimes)))
    }

    @Test func thinnedFramesDropTheViewTreesOnlyTheyShowed() throws {
        let full = try Self.record("scroll-buttons").data
        let thinned = try Self.record("scroll-buttons", limits: .init(framesPerSecond: 10, frames: 4)).data
        #expect(thinned.frameTimes.count <= 4 && full.trees.count > thinned.trees.count)
        #expect(Set(thinned.frameTrees) == Set(thinned.trees.indices), "every tree kept is one a kept frame shows")
        for (index, time) in thinned.frameTimes.enumerated() {
            let same = try #require(full.frameTimes.firstIndex(of: time))
            #expect(thinned.trees[thinned.frameTrees[index]] == full.trees[full.frameTrees[same]], "the tree at \(time)")
        }
    }

    @Test func entriesAreTaggedForTheFilters() throws {
        let data = try Self.record("double-tap").data
        let down = try #require(data.entries.first { $0.text.contains("c0 down") })
        #expect(down.touches == ["t1"], "the down line is tagged once its hit test names the touch")
        let hit = try #require(data.entries.first { $0.kind == "hit-test" })
        #expect(hit.views == ["photo"] && hit.touches == ["t1"])
        #expect(data.entries.filter { $0.recognizer == "doubleTap" }.map(\.kind) == ["gesture", "action", "gesture", "gesture", "gesture"])
    }
}
