import Display
import InputCore
import InputRules
import LibinputBackend
import UIKit

/// libinput with the input rules applied, for a running app: each filter report goes on the trace just
/// before the event it came with, a device a rule matched is placed on the rule's screen before its first
/// event, and the filters' next timer is announced as the source's deadline so the loop wakes to release
/// a held lift on time.
@MainActor
final class RuledInputSource: @preconcurrency TimedInputSource {
    let source: LibinputSource
    let application: UIApplication
    /// Events read before the loop started (the check that some device answered).
    private var initial: [InputEvent] = []

    init(source: LibinputSource, application: UIApplication) {
        self.source = source
        self.application = application
    }

    var pollDescriptor: Int32? { source.pollDescriptor }

    var nextDeadline: InputTime? { source.filterDeadline }

    /// Reads what the devices already sent (kept for the first drain); returns how many events there were.
    func prime() throws -> Int {
        initial = try read()
        return initial.count
    }

    func drainEvents() throws -> [InputEvent] {
        defer { initial = [] }
        return try initial + read()
    }

    private func read() throws -> [InputEvent] {
        var events: [InputEvent] = []
        for step in try source.drainFiltered() {
            switch step {
            case .event(let event):
                place(event)
                events.append(event)
            case .report(let report):
                application.trace.emit(.inputFilter(time: report.time, device: report.device, message: report.description))
            }
        }
        return events
    }

    /// A device an input rule matched drives the rule's screen: its touches only reach that screen's
    /// windows (libinput already mapped and turned its positions).
    private func place(_ event: InputEvent) {
        guard case .deviceAdded = event.payload, let rule = source.deviceRules[event.device] else { return }
        let screen = rule.screen.flatMap(application.screen(named:)) ?? application.mainScreen
        application.place(event.device, on: screen, rotation: rule.rotation ?? .degrees0, calibration: rule.calibration ?? .identity)
    }
}
