import Glibc
import InputCore
import UIKit

/// Runs a live screen: input from its sources dispatched as it arrives, timers on time, and the frame
/// loop's refreshes presented, without busy-waiting.
///
/// One turn: drain every source and hand each event to `UIApplication.handle(_:)` (then to ``onEvent``,
/// where a recording is written); advance the framework clock to the monotonic time (timers and due
/// refreshes run); ask for a refresh if input was handled, a timer fired or the window needs a picture;
/// then sleep until the next timer or refresh, or until input comes: on the sources' descriptors
/// (libinput) with `poll(2)`, else on SDL's event queue.
///
/// It stops when ``SDLInputSource/closeRequested`` (the window was closed: its devices were removed
/// first, so touches in progress were cancelled), when `shouldStop` says so (Ctrl-C, a duration), or when
/// a source or the presenter fails (rethrown).
@MainActor
public final class LiveDisplayLoop {
    /// Why ``run(until:)`` returned.
    public enum StopReason: String, Sendable {
        /// The window was closed.
        case windowClosed
        /// `shouldStop` returned true.
        case requested
    }

    /// The application driven.
    public let application: UIApplication
    private let sources: [InputEventSource]
    private let window: SDLInputSource?
    private let time: LiveTimeSource
    /// Input-to-present latency and frame pacing, measured as the loop runs.
    public let measurements: LatencyRecorder
    /// Called with every event after it was handled (a recording writes it here). Errors end the loop.
    public var onEvent: ((InputEvent) throws -> Void)?

    /// Creates a loop. `sources` are read in order each turn; `window` (also one of the sources, or only
    /// read for its close and redraw requests) is waited on when no source has a descriptor. The frame
    /// loop's presenter and composite step are wrapped to measure latency and render time, so attach
    /// them (``FrameLoop/attachCompositor()``) before making the loop.
    public init(application: UIApplication, sources: [InputEventSource], window: SDLInputSource?,
                time: LiveTimeSource = MonotonicTimeSource()) {
        self.application = application
        self.sources = sources
        self.window = window
        self.time = time
        measurements = LatencyRecorder(time: time)
        let frameLoop = application.frameLoop
        frameLoop.presentationTime = time
        measurements.inner = frameLoop.presenter
        frameLoop.presenter = measurements
        let recorder = measurements
        frameLoop.didSkipPresent = { _ in recorder.nothingToPresent() }
        if let composite = frameLoop.composite {
            let measurements = measurements
            frameLoop.composite = { refresh in
                let start = time.now()
                defer { measurements.renderDurations.record(time.now().microseconds - start.microseconds) }
                return composite(refresh)
            }
        }
    }

    /// Descriptors that only wake the loop (a signal handler's wake-up pipe): waited on with the sources', and
    /// emptied at every turn. With them, `shouldStop` is asked when they are written, not on a schedule.
    public var wakeDescriptors: [Int32] = []

    /// Runs turns until the window closes or `shouldStop` returns true. Between turns the loop sleeps until
    /// input arrives, a framework timer or a source's deadline is due, a ``wakeDescriptors`` one is written,
    /// or `deadline` passes — with nothing happening it does not wake at all. `shouldStop` is asked after
    /// every turn, so what it reads must change only with one of those (a signal's flag, the time of
    /// `deadline`).
    @discardableResult
    public func run(deadline: InputTime? = nil, until shouldStop: () -> Bool) throws -> StopReason {
        let clock = application.clock
        let frameLoop = application.frameLoop
        var allSources = sources
        if let window, !allSources.contains(where: { $0 === window }) { allSources.append(window) }
        let descriptors = allSources.compactMap(\.pollDescriptor)
        // With a window, SDL's wait watches the window system and a relay thread the other descriptors; a
        // window without a relay is looked at every 20 ms instead (SDL gives no descriptor of its own).
        let watched = descriptors + wakeDescriptors
        let relayed = watched.isEmpty ? false : window?.wakeWhenReadable(watched) ?? false
        defer { window?.stopWakeRelay() }
        // A source with nothing to wait on (no descriptor, not the window) can only be looked at in steps.
        let unwatchable = allSources.contains { $0.pollDescriptor == nil && $0 !== window }
        let stepped = unwatchable || (window != nil && !watched.isEmpty && !relayed)
        var polled = watched.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        frameLoop.setNeedsRefresh()   // the first picture
        while true {
            emptyWakeDescriptors()
            let otherTimersBefore = clock.firedTimerCount - frameLoop.statistics.refreshes
            var handledInput = false
            for source in allSources {
                for event in try source.drainEvents() {
                    application.handle(event)
                    if event.changesWhatIsShown { measurements.inputHandled(at: event.time) }
                    handledInput = true
                    try onEvent?(event)
                }
            }
            let now = time.now()
            if now > clock.now { application.advance(to: now) }
            let timersFired = clock.firedTimerCount - frameLoop.statistics.refreshes != otherTimersBefore
            if window?.needsRedraw == true { frameLoop.setNeedsPresent() }
            if handledInput || timersFired || window?.needsRedraw == true {
                frameLoop.setNeedsRefresh()
                window?.redrawRequested()
            }
            if let error = frameLoop.presentError { throw error }
            if window?.closeRequested == true { return .windowClosed }
            if shouldStop() { return .requested }
            let milliseconds = waitMilliseconds(deadline: deadline)
            wait(polling: &polled, milliseconds: stepped ? Self.stepped(milliseconds) : milliseconds)
        }
    }

    /// Until the next timer, refresh, source deadline or `deadline`, rounded up; -1 (no limit) when none is
    /// pending.
    private func waitMilliseconds(deadline: InputTime?) -> Int32 {
        // A source's own timer (an input filter holding a lift) wakes the loop as a framework timer does.
        let sourceDeadlines = sources.compactMap { ($0 as? TimedInputSource)?.nextDeadline }
        let due = (sourceDeadlines + [application.clock.nextDeadline, deadline].compactMap { $0 }).min()
        guard let due else { return -1 }
        let micros = due.microseconds - time.now().microseconds
        return Int32(clamping: max(0, (micros + 999) / 1_000))
    }

    /// Sleeps in SDL's wait with a window (its relay watches `polled`'s descriptors), else in poll(2) on them.
    private func wait(polling polled: inout [pollfd], milliseconds: Int32) {
        if let window {
            window.wait(milliseconds: milliseconds)
            return
        }
        // poll ends early on a signal (EINTR) too, so `shouldStop` sees a signal's flag at once.
        _ = poll(&polled, nfds_t(polled.count), milliseconds)
    }

    /// A wait of at most 20 ms (`milliseconds` < 0 is no limit).
    private static func stepped(_ milliseconds: Int32) -> Int32 { milliseconds < 0 ? 20 : min(milliseconds, 20) }

    /// Reads what was written to the wake-up descriptors (they are non-blocking), so they do not stay readable.
    private func emptyWakeDescriptors() {
        guard !wakeDescriptors.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            for descriptor in wakeDescriptors {
                while read(descriptor, buffer.baseAddress, buffer.count) > 0 {}
            }
        }
    }
}

extension InputEvent {
    /// Whether the event can change the picture (device announcements cannot).
    var changesWhatIsShown: Bool {
        switch payload {
        case .deviceAdded, .deviceRemoved: false
        default: true
        }
    }
}

/// Measures, in the running process, how long input takes to reach the screen, and how frames are paced.
///
/// Latency of an input: from its event timestamp (`CLOCK_MONOTONIC` when the source read it) to the
/// moment the first frame presented after it was dispatched has been handed to the display (after
/// `SDL_RenderPresent` returns). Every event dispatched between two presents is measured against the
/// later one. The figures include waiting for the refresh boundary, layout, rendering and presenting.
@MainActor
public final class LatencyRecorder: FramePresenter {
    /// The presenter frames go to.
    var inner: FramePresenter?
    private let time: LiveTimeSource
    private var pending: [InputTime] = []
    /// Microseconds from each input to its frame. Histograms, not lists: a kiosk's loop runs for months.
    public private(set) var latencies = DurationHistogram()
    /// Microseconds spent in each present call of the inner presenter.
    public private(set) var presentDurations = DurationHistogram()
    /// Microseconds spent compositing each frame (drawing invalid views and recompositing the damage).
    public internal(set) var renderDurations = DurationHistogram()

    init(time: LiveTimeSource) { self.time = time }

    /// Called once, with the moment it was handed to the display, after the first frame is presented:
    /// `--stats` announces it at once, for people and for launch-time benchmarks that time the line.
    public var onFirstPresent: ((InputTime) -> Void)?

    /// Inputs whose refresh changed nothing on screen: no frame shows them, so they are not measured.
    public private(set) var inputsWithoutChange = 0

    func inputHandled(at time: InputTime) { pending.append(time) }

    /// A refresh found nothing changed: the inputs waiting for a frame changed nothing visible.
    func nothingToPresent() {
        inputsWithoutChange += pending.count
        pending.removeAll()
    }

    /// Whether the display paces presents (the inner presenter's answer).
    public var pacesPresents: Bool { inner?.pacesPresents ?? false }

    public func present(_ frame: ScreenFrame, for refresh: FrameLoop.Refresh) throws {
        let start = time.now()
        try inner?.present(frame, for: refresh)
        let presented = time.now()
        presentDurations.record(presented.microseconds - start.microseconds)
        for input in pending { latencies.record(presented.microseconds - input.microseconds) }
        pending.removeAll(keepingCapacity: true)
        if let first = onFirstPresent {
            onFirstPresent = nil
            first(presented)
        }
    }

    /// One line for people: `latency p50 13.2 ms p99 27.0 ms over 306 inputs; render p50 … p99 …; present p50 …
    /// p99 …; 306 frames presented at 60 Hz, 1 late, 0 refreshes missed`.
    public func summary(frameLoop: FrameLoop) -> String {
        func ms(_ value: Int64?) -> String { value.map { String(format: "%.1f ms", Double($0) / 1000) } ?? "n/a" }
        let stats = frameLoop.statistics
        return "latency p50 \(ms(latencies.percentile(50))) p99 \(ms(latencies.percentile(99))) "
            + "over \(latencies.count) inputs; render p50 \(ms(renderDurations.percentile(50))) "
            + "p99 \(ms(renderDurations.percentile(99))); present p50 \(ms(presentDurations.percentile(50))) "
            + "p99 \(ms(presentDurations.percentile(99))); "
            + "\(stats.framesPresented) frames presented at \(frameLoop.framesPerSecond) Hz, \(stats.framesLate) late, "
            + "\(stats.boundariesMissed) refreshes missed"
    }
}
