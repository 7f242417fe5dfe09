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

        /// Creates options.
        public init(seek: InputTime? = nil, tail: TimeInterval = 1, rules: InputRuleSet? = nil,
                    keymap: KeymapNames = KeymapNames(layout: "us")) {
            self.seek = seek
            self.tail = tail
            self.rules = rules
            self.keymap = keymap
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

    /// Runs the replay to the end in `application`, whose clock should be at or before ``startTime``.
    ///
    /// - Throws: `RecordingImportError` for a malformed event part-way (events before it have been
    ///   handled, so the trace shows what led up to it).
    @discardableResult
    public func run(in application: UIApplication) throws(RecordingImportError) -> Summary {
        installKeyboard(in: application)
        var count = 0
        var timerStops = 0
        var pacing = false
        /// Instants before this are not waited for (leading idle time, or before the seek).
        var pacedFrom = startTime
        var lastTime = startTime
        var filters = options.rules.map {
            InputRuleEngine(rules: $0, mainScreen: application.mainScreen.inputMapping, screens: Self.screens(of: application))
        }
        /// Hands filtered steps to the application: reports to the trace, events to `handle`.
        func deliver(_ steps: [FilteredInput]) {
            for step in steps {
                switch step {
                case .report(let report):
                    application.trace.emit(.inputFilter(time: report.time, device: report.device, message: report.description))
                case .event(let event):
                    application.handle(event)
                    if case .deviceAdded = event.payload, let filters, let rule = filters.deviceRules[event.device] {
                        Self.assign(event.device, rule: rule, filters: filters, in: application)
                    }
                    afterEvent?(event)
                    count += 1
                    lastTime = max(lastTime, event.time)
                }
            }
        }
        while let event = pending {
            if !pacing {
                if let seek = options.seek {
                    pacing = event.time >= seek
                } else if case .deviceAdded = event.payload {
                    pacing = false
                } else {
                    pacing = true
                }
                if pacing { pacedFrom = options.seek ?? event.time }
            }
            // Filter timers (a lift held by debounce, the watchdog) are due at their own instants, in
            // order with the framework's timers.
            while let deadline = filters?.nextDeadline, deadline <= event.time {
                timerStops += fireTimers(before: deadline, in: application, pacedFrom: pacing ? pacedFrom : nil)
                if pacing { pacer.wait(until: deadline) }
                deliver(filters?.advance(to: deadline) ?? [])
            }
            timerStops += fireTimers(before: event.time, in: application, pacedFrom: pacing ? pacedFrom : nil)
            if pacing { pacer.wait(until: event.time) }
            if filters != nil {
                deliver(filters?.process(event) ?? [])
            } else {
                deliver([.event(event)])
            }
            pending = try source.nextEvent()
        }
        while let deadline = filters?.nextDeadline {
            timerStops += fireTimers(before: deadline, in: application, pacedFrom: pacing ? pacedFrom : nil)
            if pacing { pacer.wait(until: deadline) }
            deliver(filters?.advance(to: deadline) ?? [])
        }
        let end = max(lastTime, application.clock.now).advanced(bySeconds: max(0, options.tail))
        timerStops += fireTimers(before: end, in: application, pacedFrom: pacing ? pacedFrom : nil)
        if pacing { pacer.wait(until: end) }
        if application.clock.now < end { application.advance(to: end) }
        var summary = Summary(eventCount: count, timerStops: timerStops, startTime: startTime, endTime: application.clock.now)
        summary.ruleWarnings = filters?.unmatchedRuleWarnings ?? []
        return summary
    }

    /// Installs the xkbcommon translator for the recording's keymap (else ``Options/keymap``) unless the
    /// application has one. It is compiled at the recording's first key (most recordings have none); a keymap
    /// that cannot be made is reported on the trace then, and keys carry their codes only.
    private func installKeyboard(in application: UIApplication) {
        guard application.keyTranslator == nil else { return }
        let recorded = source.header.keymap.flatMap(KeymapNames.init(describing:))
        let names = recorded ?? options.keymap
        application.keyTranslator = DeferredKeyTranslator(
            names: names,
            onFailure: { [weak application] error in
                application?.reportDiagnostic("replay: keys are not translated: \(error)")
            },
            build: { () throws(KeyboardError) in try ReplayKeymaps.translator(for: names) })
    }

    /// The application's screens by name, as rules refer to them.
    static func screens(of application: UIApplication) -> [String: ScreenMapping] {
        Dictionary(application.screens.map { ($0.name, $0.inputMapping) }, uniquingKeysWith: { first, _ in first })
    }

    /// Places a device that a rule matched on its screen, with the rule's rotation and calibration.
    static func assign(_ device: DeviceID, rule: InputRule, filters: InputRuleEngine, in application: UIApplication) {
        let screen = rule.screen.flatMap(application.screen(named:)) ?? application.mainScreen
        application.place(device, on: screen, rotation: rule.rotation ?? .degrees0, calibration: rule.calibration ?? .identity)
    }

    /// Steps the clock to each timer deadline before `time`, waiting for those at or after `pacedFrom`.
    private func fireTimers(before time: InputTime, in application: UIApplication, pacedFrom: InputTime?) -> Int {
        var stops = 0
        while let deadline = application.clock.nextDeadline, deadline < time {
            if let pacedFrom, deadline >= pacedFrom { pacer.wait(until: max(deadline, application.clock.now)) }
            if deadline > application.clock.now {
                application.advance(to: deadline)
            } else {
                application.clock.fireDueTimers()
            }
            stops += 1
        }
        return stops
    }
}
