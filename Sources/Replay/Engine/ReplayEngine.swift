import InputCore
import InputRecording
import InputRules
import Keyboard
import UIKit

/// Feeds a recording's events through `UIApplication.handle(_:)`, the entry point live devices use,
/// firing the framework's timers at their own instants between events.
///
/// - **Virtual time** (``UnpacedReplay``, the default): as fast as possible and deterministic.
/// - **Real time** (``RealTimePacer``): each event and timer waits for its moment, scaled by a speed.
///
/// Both give the same trace: the engine steps the clock identically and only the pacer differs.
/// Leading idle time (before the first event that is not a `deviceAdded`, or before ``Options/seek``)
/// is not waited for. Events are pulled one at a time from a ``ReplaySource``, so a native recording
/// replays in constant memory.
///
/// ```swift
/// let engine = try ReplayEngine(source: NativeRecordingReader(path: "tap.jsonl"))
/// let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
/// let built = SceneBuilder.build(scene, in: application)
/// let summary = try engine.run(in: application)
/// ```
@MainActor
public final class ReplayEngine {
    /// How a replay runs.
    public struct Options: Sendable {
        /// Recording time before which nothing is paced (events still happen, at full speed). `nil`:
        /// the first event that is not a `deviceAdded`.
        public var seek: InputTime?
        /// How long the clock keeps running after the last event, so pending timers (a long press, the
        /// double-tap interval, a wheel scroll's end) fire. Seconds; default 1.
        public var tail: TimeInterval

        /// The input rules to apply to the recorded events (docs/input-rules.md): device screens and
        /// touch filters, with every filtered contact on the trace. `nil`: none.
        public var rules: InputRuleSet?

        /// The keymap keys are translated through when the application has no translator yet
        /// (docs/keyboard.md): the recording header's `keymap` when it has one, else this. The default is
        /// fixed, US English with en_US.UTF-8's compose sequences, so a replay types the same characters on
        /// every machine.
        public var keymap: KeymapNames

        /// Whether the trace's key notes show the text each key typed (`uikit replay --show-keycodes`).
        /// Default `false`: typed text is hidden, as recordings hide key codes, so a trace attached to a bug
        /// report cannot leak a password (``Trace/showsTypedCharacters``).
        public var showsTypedCharacters: Bool

        /// Creates options.
        public init(seek: InputTime? = nil, tail: TimeInterval = 1, rules: InputRuleSet? = nil,
                    keymap: KeymapNames = KeymapNames(layout: "us"), showsTypedCharacters: Bool = false) {
            self.seek = seek
            self.tail = tail
            self.rules = rules
            self.keymap = keymap
            self.showsTypedCharacters = showsTypedCharacters
        }
    }

    /// What a finished replay did.
    public struct Summary: Hashable, Sendable {
        /// Events handed to the application.
        public var eventCount: Int
        /// Timer instants the engine stepped to between events.
        public var timerStops: Int
        /// The recording time of the first event (the clock's start).
        public var startTime: InputTime
        /// The clock's time when the replay ended (last event plus the tail).
        public var endTime: InputTime
        /// Warnings about the input rules: rules that matched none of the recording's devices.
        public var ruleWarnings: [String] = []

        /// Creates a summary.
        public init(eventCount: Int, timerStops: Int, startTime: InputTime, endTime: InputTime) {
            self.eventCount = eventCount
            self.timerStops = timerStops
            self.startTime = startTime
            self.endTime = endTime
        }
    }

    private let source: ReplaySource
    private let pacer: ReplayPacer
    /// The options.
    public let options: Options
    /// The first event, read at creation to know where the clock starts.
    private var pending: InputEvent?
    /// The time of the first event, where the application's clock should start (zero for an empty
    /// recording).
    public let startTime: InputTime
    /// Called after each event is handled (the SVG drawing collects touch paths here).
    public var afterEvent: ((InputEvent) -> Void)?

    /// Prepares a replay of `source`, reading its first event.
    ///
    /// - Throws: `RecordingImportError` when the first event is malformed.
    public init(source: ReplaySource, pacer: ReplayPacer = UnpacedReplay(), options: Options = Options()) throws(RecordingImportError) {
        self.source = source
        self.pacer = pacer
        self.options = options
        pending = try source.nextEvent()
        startTime = pending?.time ?? .zero
    }

    /// Runs the replay to the end in `application`, whose clock should be at or before ``startTime``, on
    /// the ``EventLoop`` live input runs on: the recording is its source (its next event and the rules'
    /// next timer are the source's deadline) and the waiter steps virtual time, pacing as the pacer says.
    ///
    /// - Throws: `RecordingImportError` for a malformed event part-way (events before it have been
    ///   handled, so the trace shows what led up to it).
    @discardableResult
    public func run(in application: UIApplication) throws(RecordingImportError) -> Summary {
        installKeyboard(in: application)
        if options.showsTypedCharacters { application.trace.showsTypedCharacters = true }
        let filters = options.rules.map {
            InputRuleEngine(rules: $0, mainScreen: application.mainScreen.inputMapping, screens: Self.screens(of: application))
        }
        let waiter = ReplayWaiter(pacer: pacer, clock: application.clock)
        let feed = ReplayFeed(source: source, first: pending, time: waiter, filters: filters, seek: options.seek,
                              application: application)
        pending = nil
        waiter.pacedFrom = { feed.pacedFrom }
        waiter.feedDeadline = { feed.nextDeadline }
        // The waiter's closures hold the feed, which holds the waiter (its time source), the recording and the
        // application: without breaking that cycle every replay left them all behind (a batch worker grew by
        // about 85 KB per file, its trace observers' entries included).
        defer {
            waiter.pacedFrom = { nil }
            waiter.feedDeadline = { nil }
        }
        let loop = EventLoop(application: application, sources: [feed], waiter: waiter)
        loop.drivesRefreshes = false
        var count = 0
        var lastTime = startTime
        let afterEvent = afterEvent
        loop.onEvent = { event in
            afterEvent?(event)
            count += 1
            lastTime = max(lastTime, event.time)
        }
        // A paced first event is waited for too (a real-time pacer takes its anchor there).
        if let first = feed.nextDeadline, let from = feed.pacedFrom, first >= from { pacer.wait(until: first) }
        do {
            try loop.run { feed.isFinished }
            // The tail: pending timers (a long press, the double-tap interval) fire until its end.
            let end = max(lastTime, application.clock.now).advanced(bySeconds: max(0, options.tail))
            waiter.feedDeadline = { end }
            try loop.run(deadline: end) { application.clock.now >= end }
        } catch let error as RecordingImportError {
            throw error
        } catch {
            // The replay's sources and waiter throw nothing else.
            throw RecordingImportError(file: "the replay", message: "\(error)")
        }
        var summary = Summary(eventCount: count, timerStops: waiter.timerStops, startTime: startTime, endTime: application.clock.now)
        summary.ruleWarnings = feed.ruleWarnings
        return summary
    }

    /// Installs the xkbcommon translator for the recording's keymap (else ``Options/keymap``) unless the
    /// application has one. It is compiled at the recording's first key (most recordings have none); a keymap
    /// that cannot be made is reported on the trace then, and keys carry their codes only. A keymap that is
    /// made is noted on the trace with where its names came from, so a golden trace says which keymap the
    /// keys were typed through.
    private func installKeyboard(in application: UIApplication) {
        guard application.keyTranslator == nil else { return }
        let recorded = source.header.keymap.flatMap(KeymapNames.init(describing:))
        let names = recorded ?? options.keymap
        let origin = recorded == nil ? "the replay's default" : "the recording"
        application.keyTranslator = DeferredKeyTranslator(
            names: names,
            onFailure: { [weak application] error in
                application?.reportDiagnostic("replay: keys are not translated: \(error)")
            },
            build: { [weak application] () throws(KeyboardError) in
                let translator = try ReplayKeymaps.translator(for: names)
                if let application {
                    application.trace.emit(.note(time: application.clock.now, message: "replay: keys typed through keymap \(names) (from \(origin))"))
                }
                return translator
            })
    }

    /// The application's screens by name, as rules refer to them.
    static func screens(of application: UIApplication) -> [String: ScreenMapping] {
        Dictionary(application.screens.map { ($0.name, $0.inputMapping) }, uniquingKeysWith: { first, _ in first })
    }
}
