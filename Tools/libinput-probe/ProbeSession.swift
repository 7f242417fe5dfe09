import Foundation
import InputCore
import InputRules
import LibinputBackend
import UIKit

/// One probe run: reads events from the source (polling, or through the framework's `EventLoop`),
/// prints and forwards them, performs the scheduled unplug, suspend and hotplug, and keeps the latency
/// samples.
///
/// Latency figures (microseconds, per touch frame):
/// - *framework*: from the moment libinput's fd was found readable to the moment the frame has been
///   delivered (to UIKit's views and recognizers with `--uikit`, otherwise to the probe): libinput's
///   own dispatch, the backend's conversion and UIKit's dispatch. This is the project's share.
/// - *UIKit dispatch*: the time `UIApplication.handle(_:)` takes for the frame alone (with `--uikit`).
/// - *end to end*: from the event's kernel timestamp (`time_usec`, written by umockdev's playback) to
///   the same delivery moment; it adds umockdev's playback scheduling and the wake-up of this process.
final class ProbeSession {
    private let source: LibinputSource
    private let emulation: Emulation?
    private let scene: ProbeScene?
    private let options: LibinputProbe
    private let deadline: Int64
    private let started = InputTime.monotonicNow().microseconds

    private var printed = 0
    /// Whether the run ended at the deadline rather than at a stop condition (`--events`, `--until`).
    private(set) var reachedDeadline = false
    private var downs = 0
    private var unplugged = false
    private var suspended = false
    private var hotplugged = false
    /// Set between a hotplug and the device's `deviceAdded`: playback waits for libinput to open the
    /// node, since events written before the open are drained and lost (see UMockdevTestbed).
    private var playbackPending = false
    private(set) var framework = LatencyStatistics()
    private(set) var endToEnd = LatencyStatistics()
    private(set) var uikitDispatch = LatencyStatistics()
    /// Per wake that produced touch frames: `drainEvents()` alone (libinput_dispatch + conversion), and
    /// how many frames it returned (frames read together wait for each other's handling).
    private(set) var drain = LatencyStatistics()
    private(set) var framesPerWake = LatencyStatistics()
    /// Per touch frame: the framework latency minus the `libinput_dispatch` of its wake — the project's
    /// own share (conversion, UIKit), the overhead over a libinput client that does nothing else.
    private(set) var ownShare = LatencyStatistics()
    /// Per wake with frames: `drainEvents()` minus its `libinput_dispatch`, the backend's conversion.
    private(set) var conversion = LatencyStatistics()
    /// `libinput_dispatch` of the wake that produced each frame, and when that drain returned.
    private var dispatchOfWake: Int64 = 0
    private var drainEnd: Int64 = 0
    /// Filter report lines of the current drain, by the index of the event they precede.
    private var reportLines: [Int: [String]] = [:]
    /// Per touch frame: from the drain's return to handing the frame to UIKit (the probe's own bookkeeping).
    private(set) var bookkeeping = LatencyStatistics()
    /// Per touch frame with `--latency-cpu`: the thread's CPU time during `UIApplication.handle(_:)`. Its
    /// readings are taken inside the wall-clock window of `uikitDispatch`, so each sample is at most that
    /// frame's wall time; a large gap between the two medians is time the thread spent off a CPU
    /// (preempted, or waiting for a core), a small one is code that ran slowly on one (cold caches).
    private(set) var uikitDispatchCPU = LatencyStatistics()

    /// The options read per event, copied out of the parsed command once: reading them through the
    /// command's property wrappers for every frame showed up in the latency figures.
    private let quiet: Bool
    private let until: String?
    private let eventLimit: Int
    private let measuresCPU: Bool

    init(source: LibinputSource, emulation: Emulation?, scene: ProbeScene?, options: LibinputProbe, deadline: Int64) {
        quiet = options.quiet
        measuresCPU = options.latencyCPU && scene != nil
        until = options.until
        eventLimit = options.events
        self.source = source
        self.emulation = emulation
        self.scene = scene
        self.options = options
        self.deadline = deadline
    }

    /// Polls libinput's fd and drains it until a stop condition or the deadline.
    func runPolling() throws {
        var poll = pollfd(fd: source.pollDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
        var woke = InputTime.monotonicNow().microseconds
        while true {
            var events: [InputEvent] = []
            if source.appliesInputRules {
                for step in try source.drainFiltered() {
                    switch step {
                    case .event(let event): events.append(event)
                    case .report(let report): if !quiet { reportLines[events.count, default: []].append("filter \(report)") }
                    }
                }
            } else {
                events = try source.drainEvents()
            }
            drainEnd = InputTime.monotonicNow().microseconds
            dispatchOfWake = source.lastDispatchMicroseconds
            let frames = events.count { Self.isMeasured($0) }
            if frames > 0 {
                drain.add(InputTime.monotonicNow().microseconds - woke)
                conversion.add(InputTime.monotonicNow().microseconds - woke - dispatchOfWake)
                framesPerWake.add(Int64(frames))
            }
            for (index, event) in events.enumerated() {
                // Filter reports print just before the event they came with, as the trace shows them.
                for line in reportLines.removeValue(forKey: index) ?? [] { print(line) }
                if handle(event, woke: woke) { return }
            }
            for line in reportLines.values.flatMap({ $0 }) { print(line) }
            reportLines.removeAll()
            if try performScheduledActions() { return }
            let remaining = deadline - InputTime.monotonicNow().microseconds
            if remaining <= 0 {
                reachedDeadline = true
                return
            }
            poll.revents = 0
            // Wake at least every 10 ms so a scheduled hotplug happens on time.
            _ = Glibc.poll(&poll, 1, Int32(min(remaining / 1000 + 1, 10)))
            woke = InputTime.monotonicNow().microseconds
        }
    }

    /// Reads through the framework's `EventLoop` (poll(2) on libinput's descriptor), as a headless app
    /// does: the loop hands each event to an application of its own, then to the probe, which stops it
    /// once a stop condition holds; the loop sleeps no longer than the deadline.
    @MainActor
    func runEventLoop() throws {
        do {
            let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)),
                                            start: InputTime.monotonicNow())
            let loop = EventLoop(application: application, sources: [source], waiter: PollWaiter())
            loop.drivesRefreshes = false
            var done = false
            loop.onEvent = { [self] event in
                guard !done else { return }
                // The loop hands events over as it drains them, so "readable" is approximated by now.
                if handle(event, woke: InputTime.monotonicNow().microseconds) { done = true }
            }
            let end = InputTime(microseconds: deadline)
            var failure: Error?
            try loop.run(deadline: end) {
                do {
                    if !done, try performScheduledActions() { done = true }
                } catch {
                    failure = error
                    return true
                }
                return done || InputTime.monotonicNow() >= end
            }
            if let failure { throw failure }
            reachedDeadline = !done
        }
    }

    /// Says on stderr that the run ended at the deadline with its stop condition unmet, so a harness
    /// (and a person) can tell a run that timed out from one that finished.
    func reportDeadline(timeoutMs: Int) {
        guard reachedDeadline, options.events != Int.max || until != nil else { return }
        FileHandle.standardError.write(Data("libinput-probe: stopped at the \(timeoutMs) ms deadline after \(printed) event lines; the stop condition was not met\n".utf8))
    }

    /// Prints, forwards and measures one event; true when a stop condition holds.
    private func handle(_ event: InputEvent, woke: Int64) -> Bool {
        // The text form is only built when it is printed or matched (`--until`): a latency run measures
        // delivery, not the probe's formatting.
        let line = quiet && until == nil ? "" : EventLine.format(event)
        if !quiet { print(line) }
        if !quiet, case .deviceAdded = event.payload, let rule = source.deviceRules[event.device] {
            print("\(event.device) rule \"\(rule.name)\" screen=\(rule.screen ?? "main")")
        }
        if playbackPending, case .deviceAdded = event.payload {
            playbackPending = false
            do { try emulation?.play() } catch {
                FileHandle.standardError.write(Data("libinput-probe: playback after hotplug failed: \(error)\n".utf8))
            }
        }
        let handing = InputTime.monotonicNow().microseconds
        let measured = Self.isMeasured(event)
        if measured { bookkeeping.add(handing - drainEnd) }
        let cpuBefore = measuresCPU && measured ? ThreadCPUTime.nanoseconds() : 0
        if let scene { MainActor.assumeIsolated { scene.handle(event) } }
        let cpuAfter = measuresCPU && measured ? ThreadCPUTime.nanoseconds() : 0
        printed += 1
        if measured {
            let delivered = InputTime.monotonicNow().microseconds
            if scene != nil { uikitDispatch.add(delivered - handing) }
            if measuresCPU { uikitDispatchCPU.add((cpuAfter - cpuBefore) / 1000) }
            framework.add(delivered - woke)
            ownShare.add(delivered - woke - dispatchOfWake)
            endToEnd.add(delivered - event.time.microseconds)
            switch event.payload {
            case .touchFrame(let frame): downs += frame.changes.filter { $0.phase == .down }.count
            case .tabletTool(let tool) where tool.phase == .tipDown: downs += 1
            default: break
            }
        }
        if printed >= eventLimit { return true }
        if let until, line.contains(until) { return true }
        return false
    }

    /// Unplug, suspend/resume and hotplug, each once, when their moment has come; true when an event
    /// handled meanwhile met a stop condition.
    private func performScheduledActions() throws -> Bool {
        if let node = options.unplug, !unplugged, downs >= options.unplugAfterDowns {
            unplugged = emulation?.unplug(node: node) ?? false
        }
        if let after = options.suspendAfterDowns, !suspended, downs >= after {
            suspended = true
            source.suspend()
            // libinput queues the cancelled touches and removals at suspension; hand them over before
            // the devices come back, as a session switch would.
            for event in try source.drainEvents() {
                if handle(event, woke: InputTime.monotonicNow().microseconds) { return true }
            }
            try source.resume()
        }
        if let after = options.hotplugAfterMs, !hotplugged, InputTime.monotonicNow().microseconds - started >= Int64(after) * 1000,
            let emulation {
            hotplugged = true
            try emulation.install()
            playbackPending = true
        }
        return false
    }

    /// The events latency is measured for: touch frames, and tablet tool events (each is a frame of
    /// its own: libinput sends one per evdev frame, and a pen's tip down or move is a pencil touch).
    private static func isMeasured(_ event: InputEvent) -> Bool {
        switch event.payload {
        case .touchFrame, .tabletTool: true
        default: false
        }
    }

    /// The `--latency` lines and the `--latency-json` object.
    func printLatency() {
        if options.latency {
            print(framework.summary("framework latency (fd readable to delivery, per touch frame)"))
            print(uikitDispatch.summary("UIKit dispatch (UIApplication.handle, per touch frame)"))
            print(endToEnd.summary("end-to-end latency (event time_usec to delivery, per touch frame)"))
            print(drain.summary("drainEvents (libinput_dispatch + conversion, per wake with frames)"))
            print(conversion.summary("conversion (drainEvents minus libinput_dispatch, per wake with frames)"))
            print(bookkeeping.summary("probe bookkeeping (drain returned to handing to UIKit, per touch frame)"))
            if measuresCPU { print(uikitDispatchCPU.summary("UIKit dispatch, thread CPU time (per touch frame)")) }
            print(ownShare.summary("own share (framework latency minus libinput_dispatch, per touch frame)"))
            print(framesPerWake.summary("touch frames per wake").replacingOccurrences(of: "us", with: ""))
        }
        if options.latencyJSON {
            func number(_ value: Int64?) -> String { value.map(String.init) ?? "null" }
            let cpuFields = measuresCPU
                ? "\"uikit_dispatch_cpu_median_us\":\(number(uikitDispatchCPU.quantile(0.5))),\"uikit_dispatch_cpu_p99_us\":\(number(uikitDispatchCPU.quantile(0.99))),"
                : ""
            print("{\"samples\":\(framework.samples.count),\"median_us\":\(number(framework.quantile(0.5))),\"p99_us\":\(number(framework.quantile(0.99))),\"uikit_dispatch_median_us\":\(number(uikitDispatch.quantile(0.5))),\"uikit_dispatch_p99_us\":\(number(uikitDispatch.quantile(0.99))),\"end_to_end_median_us\":\(number(endToEnd.quantile(0.5))),\"end_to_end_p99_us\":\(number(endToEnd.quantile(0.99))),\"drain_median_us\":\(number(drain.quantile(0.5))),\"conversion_median_us\":\(number(conversion.quantile(0.5))),\"own_median_us\":\(number(ownShare.quantile(0.5))),\"own_p99_us\":\(number(ownShare.quantile(0.99))),\"frames_per_wake_median\":\(number(framesPerWake.quantile(0.5))),\"frames_per_wake_p99\":\(number(framesPerWake.quantile(0.99))),\(cpuFields)\"delivery\":\"\(scene == nil ? "probe" : "uikit")\"}")
        }
    }
}
