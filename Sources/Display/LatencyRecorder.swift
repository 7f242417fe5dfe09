import InputCore
import UIKit

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

    /// Measures `frameLoop`'s frames: wraps its presenter and composite step (attach the compositor,
    /// ``FrameLoop/attachCompositor()``, first) and reads real time from `time`, which also becomes the
    /// frame loop's ``FrameLoop/presentationTime`` so late frames and missed refreshes are counted.
    public static func measuring(_ frameLoop: FrameLoop, time: LiveTimeSource) -> LatencyRecorder {
        let measurements = LatencyRecorder(time: time)
        frameLoop.presentationTime = time
        measurements.inner = frameLoop.presenter
        frameLoop.presenter = measurements
        frameLoop.didSkipPresent = { [weak measurements] _ in measurements?.nothingToPresent() }
        if let composite = frameLoop.composite {
            frameLoop.composite = { [weak measurements] refresh in
                let start = time.now()
                defer { measurements?.renderDurations.record(time.now().microseconds - start.microseconds) }
                return composite(refresh)
            }
        }
        return measurements
    }

    /// Called once, with the moment it was handed to the display, after the first frame is presented:
    /// `--stats` announces it at once, for people and for launch-time benchmarks that time the line.
    public var onFirstPresent: ((InputTime) -> Void)?

    /// Inputs whose refresh changed nothing on screen: no frame shows them, so they are not measured.
    public private(set) var inputsWithoutChange = 0

    /// Notes an event the application handled: its latency is measured at the next present, unless it
    /// cannot change the picture (a device announcement).
    public func handled(_ event: InputEvent) {
        switch event.payload {
        case .deviceAdded, .deviceRemoved: return
        default: pending.append(event.time)
        }
    }

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
