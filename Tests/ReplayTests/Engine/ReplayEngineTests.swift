import InputRecording
import Replay
import Testing
import UIKitTesting

/// The replay engine: timers fire at their own instants between events, pacing changes nothing in the
/// trace, leading idle time is not waited for, and events are pulled one at a time.
@MainActor
struct ReplayEngineTests {
    /// Remembers every instant it was asked to wait for.
    final class RecordingPacer: ReplayPacer {
        var waits: [InputTime] = []
        func wait(until time: InputTime) { waits.append(time) }
    }

    /// Hands out events one at a time and counts how far ahead of the application it has been read.
    final class CountingSource: ReplaySource {
        let header: RecordingHeader
        private var events: [InputEvent]
        var pulled = 0
        init(_ recording: Recording) {
            header = recording.header
            events = recording.events
        }
        func nextEvent() throws(RecordingImportError) -> InputEvent? {
            guard !events.isEmpty else { return nil }
            pulled += 1
            return events.removeFirst()
        }
    }

    static let longPressScene = #"{"name": "item", "frame": [0, 0, 800, 600], "recognizers": [{"type": "longPress", "name": "longPress"}]}"#

    static func longPressRecording() -> Recording {
        var script = InputScript(screen: ReplayTestSupport.screen, start: InputTime(seconds: 100))
        let panel = script.addTouchscreen()
        script.wait(5)  // leading idle time
        _ = script.down(panel, at: [CGPoint(x: 100, y: 100)])
        script.wait(0.8)
        script.emit(panel, .touchFrame(TouchFrame(space: .normalized, changes: [
            ContactChange(contact: ContactID(0), phase: .up, position: InputPoint(x: 0.125, y: 1.0 / 6)),
        ])))
        return script.recording
    }

    func run(_ recording: Recording, pacer: ReplayPacer, options: ReplayEngine.Options = .init()) throws -> (String, ReplayEngine.Summary) {
        let scene = try ReplayTestSupport.scene(views: Self.longPressScene)
        let engine = try ReplayEngine(source: RecordingEvents(recording), pacer: pacer, options: options)
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        let built = SceneBuilder.build(scene, in: application)
        let summary = try engine.run(in: application)
        withExtendedLifetime(built) {}
        return (trace.text, summary)
    }

    /// A finished replay keeps nothing alive: its feed and waiter once held each other, and with them the
    /// recording, the application and its trace observers, so a batch worker grew with every file.
    @Test func aFinishedReplayReleasesItsApplicationRecordingAndObservers() throws {
        weak var application: UIApplication?
        weak var source: CountingSource?
        weak var observer: TraceRecorder?
        try {
            let scene = try ReplayTestSupport.scene(views: Self.longPressScene)
            let recording = CountingSource(Self.longPressRecording())
            let engine = try ReplayEngine(source: recording, pacer: RecordingPacer())
            let replayed = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
            let trace = TraceRecorder()
            replayed.trace.addObserver(trace)
            let built = SceneBuilder.build(scene, in: replayed)
            try engine.run(in: replayed)
            withExtendedLifetime(built) {}
            #expect(trace.entries.contains { if case .gestureState(_, "longPress", _, .began, _) = $0 { true } else { false } })
            (application, source, observer) = (replayed, recording, trace)
        }()
        // The shared application is the last one made: the next replay's replaces it.
        _ = UIApplication.makeShared(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(application == nil)
        #expect(source == nil)
        #expect(observer == nil)
    }

    @Test func timerFiresAtItsInstantBetweenEventsAndPacingWaitsForIt() throws {
        let pacer = RecordingPacer()
        let (trace, summary) = try run(Self.longPressRecording(), pacer: pacer)
        #expect(trace.contains("[105.500000] gesture longPress possible → began: held 0.500 s"))
        // Paced: the touch-down, the long press's timer, the lift, then the end of the one-second tail;
        // the idle 5 s before the touch are not waited for.
        #expect(pacer.waits == [InputTime(seconds: 105), InputTime(seconds: 105.5), InputTime(seconds: 105.8), InputTime(seconds: 106.8)])
        #expect(summary == ReplayEngine.Summary(eventCount: 3, timerStops: 1, startTime: InputTime(seconds: 100), endTime: InputTime(seconds: 106.8)))
    }

    @Test func pacedAndUnpacedReplaysGiveTheSameTrace() throws {
        let (paced, _) = try run(Self.longPressRecording(), pacer: RecordingPacer())
        let (unpaced, _) = try run(Self.longPressRecording(), pacer: UnpacedReplay())
        #expect(paced == unpaced)
    }

    @Test func seekMovesWherePacingStarts() throws {
        let pacer = RecordingPacer()
        _ = try run(Self.longPressRecording(), pacer: pacer, options: .init(seek: InputTime(seconds: 105.7)))
        #expect(pacer.waits == [InputTime(seconds: 105.8), InputTime(seconds: 106.8)])
    }

    @Test func eventsArePulledOneAtATime() throws {
        var script = InputScript(screen: ReplayTestSupport.screen)
        let panel = script.addTouchscreen()
        script.drag(panel, from: [CGPoint(x: 100, y: 100)], dx: 200, dy: 0, duration: 0.3)
        let source = CountingSource(script.recording)
        let scene = try ReplayTestSupport.scene(views: Self.longPressScene)
        let engine = try ReplayEngine(source: source)
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let built = SceneBuilder.build(scene, in: application)
        var handled = 0
        var mostAhead = 0
        engine.afterEvent = { _ in
            handled += 1
            mostAhead = max(mostAhead, source.pulled - handled)
        }
        try engine.run(in: application)
        withExtendedLifetime(built) {}
        #expect(handled == script.recording.events.count)
        #expect(mostAhead <= 1)
    }

    @Test func malformedEventPartWayIsReportedAfterTheEventsBeforeIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("partway-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var script = InputScript(screen: ReplayTestSupport.screen)
        let panel = script.addTouchscreen()
        script.tap(panel, at: CGPoint(x: 100, y: 100))
        try NativeRecordingWriter.write(script.recording, to: path)
        try ("{\"t\":900000,\"device\":1,\"type\":\"tuch\"}\n").appendLine(toFile: path)
        let scene = try ReplayTestSupport.scene(views: Self.longPressScene)
        let engine = try ReplayEngine(source: try RecordingFiles.open(path))
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        var handled = 0
        engine.afterEvent = { _ in handled += 1 }
        let result = Result(catching: { () throws(RecordingImportError) in try engine.run(in: application) })
        #expect(handled == 3)
        guard case .failure(let error) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(error.line == 5)
        #expect(error.message.hasPrefix("event: unknown event type \"tuch\""))
    }

    @Test func realTimePacerSleepsScaledDifferencesFromItsFirstInstant() {
        var clock: Int64 = 1_000_000_000
        var sleeps: [Int64] = []
        let pacer = RealTimePacer(speed: 2, now: { clock }, sleep: { sleeps.append($0); clock += $0 })
        pacer.wait(until: InputTime(seconds: 10))  // the anchor
        pacer.wait(until: InputTime(seconds: 11))  // 1 s of recording at speed 2 = 0.5 s
        clock += 100_000_000  // handling took 0.1 s
        pacer.wait(until: InputTime(seconds: 12))  // due 1 s after the anchor; 0.4 s left
        pacer.wait(until: InputTime(seconds: 12))  // already due
        #expect(sleeps == [500_000_000, 400_000_000])
    }
}

extension String {
    func appendLine(toFile path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(utf8))
    }
}
