import Foundation
import InputCore
import UIKit

/// `uikit live --latency`: per device, how long touch frames take from the kernel's timestamp (libinput's
/// `time_usec`) to the end of their delivery to views and recognizers, as p50/p99/max every few seconds on
/// standard error, with a warning when processing lags as libinput warns about it.
///
/// The threshold is libinput's: it logs "event processing lagging behind by N ms, your system is too
/// slow" when an event is more than 20 ms old at dispatch (evdev.c `evdev_note_time_delay`, 20 ms since
/// libinput 1.19.901). That message means the caller dispatched late; here it covers our own handling too.
@MainActor
final class LiveLatency {
    /// libinput's lag threshold, in microseconds.
    static let lagThreshold: Int64 = 20_000
    /// How often the histogram is printed, in microseconds.
    let interval: Int64
    private var samples: [DeviceID: [Int64]] = [:]
    private var names: [DeviceID: String] = [:]
    private var worstLag: [DeviceID: Int64] = [:]
    private var lastReport = InputTime.monotonicNow().microseconds
    private let write: (String) -> Void

    init(intervalSeconds: Double = 5, write: @escaping (String) -> Void = { printError($0) }) {
        interval = Int64(intervalSeconds * 1_000_000)
        self.write = write
    }

    /// Measures a touch frame's delivery; called by the event loop as soon as the application handled it.
    func delivered(_ event: InputEvent) {
        if case .deviceAdded(let description) = event.payload { names[event.device] = description.name }
        guard case .touchFrame = event.payload else { return }
        let latency = InputTime.monotonicNow().microseconds - event.time.microseconds
        samples[event.device, default: []].append(latency)
        if latency > Self.lagThreshold { worstLag[event.device] = max(worstLag[event.device] ?? 0, latency) }
    }

    /// Prints and resets the figures when the interval has passed (and at the end, `force`).
    func reportIfDue(force: Bool = false) {
        let now = InputTime.monotonicNow().microseconds
        guard force || now - lastReport >= interval else { return }
        lastReport = now
        for device in samples.keys.sorted() {
            guard var values = samples[device], !values.isEmpty else { continue }
            values.sort()
            func quantile(_ q: Double) -> Int64 { values[min(values.count, max(1, Int((Double(values.count) * q).rounded(.up)))) - 1] }
            write("# latency \(device) \"\(names[device] ?? "?")\": kernel time → delivered, n=\(values.count) p50=\(quantile(0.5))us p99=\(quantile(0.99))us max=\(values.last ?? 0)us")
            if let lag = worstLag[device] {
                write("warning: \(device) event processing lagging behind by \(lag / 1000) ms (over libinput's \(Self.lagThreshold / 1000) ms): the loop dispatched late or handling took too long")
            }
        }
        samples.removeAll()
        worstLag.removeAll()
    }
}
