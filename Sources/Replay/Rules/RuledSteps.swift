import InputCore
import InputRules
import UIKit

/// What the input rules produced, applied to a running application: the one place where filter reports
/// reach the trace and a device a rule matched is placed on the rule's screen, for live libinput input
/// and replays alike.
///
/// The steps come in the order the rules produced them and are given back in chunks: the reports before
/// an event go on the trace, then the events up to the next report are returned for the event loop to
/// handle. A report is so traced just before the event it came with, never after events that follow it.
@MainActor
public struct RuledSteps {
    private let application: UIApplication
    private var queued: [FilteredInput] = []
    private var next = 0

    /// Applies steps to `application`.
    public init(application: UIApplication) { self.application = application }

    /// Whether steps are waiting for ``nextChunk(deviceRules:)``.
    public var hasQueued: Bool { next < queued.count }

    /// Queues `steps` after those not yet taken.
    public mutating func append(_ steps: [FilteredInput]) {
        if next == queued.count {
            queued.removeAll(keepingCapacity: true)
            next = 0
        }
        queued += steps
    }

    /// Traces the reports at the front of the queue, then returns the events up to the next report, each
    /// `deviceAdded` that `deviceRules` matches placed on its rule's screen first. Empty when nothing waits.
    public mutating func nextChunk(deviceRules: [DeviceID: InputRule]) -> [InputEvent] {
        var events: [InputEvent] = []
        while next < queued.count {
            switch queued[next] {
            case .report(let report):
                guard events.isEmpty else { return events }
                application.trace.emit(.inputFilter(time: report.time, device: report.device, message: report.description))
            case .event(let event):
                if case .deviceAdded = event.payload, let rule = deviceRules[event.device] {
                    application.place(event.device, by: rule)
                }
                events.append(event)
            }
            next += 1
        }
        return events
    }
}

extension UIApplication {
    /// Places `device` on the screen `rule` names (the main screen when it names none or one the
    /// application does not have), turned by the rule's rotation after its calibration: its touches only
    /// reach that screen's windows. The rule's `countsAsKeyboard` says whether it counts as a hardware
    /// keyboard for the on-screen keyboard.
    public func place(_ device: DeviceID, by rule: InputRule) {
        let screen = rule.screen.flatMap(screen(named:)) ?? mainScreen
        place(device, on: screen, rotation: rule.rotation ?? .degrees0, calibration: rule.calibration ?? .identity)
        setCountsAsKeyboard(rule.countsAsKeyboard, for: device)
    }
}
