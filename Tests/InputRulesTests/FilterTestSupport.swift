import InputCore
import InputRules

/// Builds events for one screen-space touchscreen and runs them through an engine.
struct FilterScript {
    static let device = DeviceID(1)
    var engine: InputRuleEngine
    var steps: [FilteredInput] = []

    init(_ rule: InputRule) {
        engine = InputRuleEngine(rules: InputRuleSet(rules: [rule]), mainScreen: ScreenMapping(width: 800, height: 480))
        steps += engine.process(InputEvent(time: .zero, device: Self.device, payload: .deviceAdded(
            DeviceDescription(id: Self.device, name: "Noisy Panel", capabilities: .touch, touchSurface: .direct))))
    }

    mutating func frame(_ ms: Double, _ changes: ContactChange...) {
        steps += engine.process(InputEvent(time: InputTime(microseconds: Int64(ms * 1000)), device: Self.device,
                                           payload: .touchFrame(TouchFrame(space: .screen, changes: changes))))
    }

    mutating func finish() { steps += engine.finish() }

    /// The steps as text: `12.000 down c0 (10.0, 20.0)` per change, `report …` per report.
    var lines: [String] {
        steps.flatMap { step -> [String] in
            switch step {
            case .report(let report): return ["\(ms(report.time)) \(report)"]
            case .event(let event):
                guard case .touchFrame(let frame) = event.payload else { return [] }
                return frame.changes.map { "\(ms(event.time)) \($0.phase.rawValue) \($0.contact) (\(Int($0.position.x)), \(Int($0.position.y)))" }
            }
        }
    }

    private func ms(_ time: InputTime) -> String { "\(time.microseconds / 1000)ms" }
}

func change(_ contact: Int32, _ phase: ContactPhase, _ x: Double, _ y: Double, major: Double? = nil) -> ContactChange {
    ContactChange(contact: ContactID(contact), phase: phase, position: InputPoint(x: x, y: y),
                  majorRadiusMillimetres: major.map { $0 / 2 })
}
