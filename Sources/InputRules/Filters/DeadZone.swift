import InputCore

/// A region of the device's screen, in points, where new touches are ignored (a bezel edge a hand rests
/// on). A touch that lands outside and moves in is not affected.
public enum DeadZone: Hashable, Sendable, CustomStringConvertible {
    /// A band along the screen's edges: points closer than this to the top, left, bottom or right edge.
    case edges(top: Double, left: Double, bottom: Double, right: Double)
    /// A rectangle in screen points.
    case rectangle(x: Double, y: Double, width: Double, height: Double)

    /// Whether `(x, y)` on a `width` × `height` screen is inside.
    public func contains(x: Double, y: Double, width: Double, height: Double) -> Bool {
        switch self {
        case .edges(let top, let left, let bottom, let right):
            return y < top || x < left || y > height - bottom || x > width - right
        case .rectangle(let rx, let ry, let rw, let rh):
            return x >= rx && x < rx + rw && y >= ry && y < ry + rh
        }
    }

    public var description: String {
        func n(_ v: Double) -> String { FilterReport.number(v) }
        switch self {
        case .edges(let top, let left, let bottom, let right):
            return "edges top \(n(top)) left \(n(left)) bottom \(n(bottom)) right \(n(right)) pt"
        case .rectangle(let x, let y, let w, let h):
            return "rectangle [\(n(x)), \(n(y)), \(n(w)), \(n(h))] pt"
        }
    }
}

// The dead zones' handler. Like the palm filter they have no state of their own: a landing inside one
// goes to ``DeviceContactState/dropped(_:)`` until it lifts; moves of contacts down are never judged.
extension DeviceTouchFilter {
    /// A landing in one of the rule's dead zones is dropped, never reported downstream. Returns whether it was.
    mutating func dropInDeadZone(_ change: ContactChange, at point: InputPoint, time: InputTime, output: inout [FilteredInput]) -> Bool {
        guard let zone = rule.deadZones.first(where: { $0.contains(x: point.x, y: point.y, width: mapping.width, height: mapping.height) })
        else { return false }
        contacts[change.contact] = .dropped(.deadZone)
        output.append(.report(report(time, .deadZone, change.contact, "landed at (\(n(point.x)), \(n(point.y))) in \(zone): ignored")))
        return true
    }
}
