/// The number formats recognizers use in the reasons they give the trace, kept in one place so every
/// reason reads alike ("moved 14.2 pt > allowableMovement 10.0 pt", "… within 0.350 s").
enum GestureReason {
    /// A distance in points with one decimal: `14.2 pt`.
    static func points(_ value: CGFloat) -> String { String(format: "%.1f pt", Double(value)) }

    /// A duration in seconds with three decimals: `0.350 s`.
    static func seconds(_ value: TimeInterval) -> String { String(format: "%.3f s", value) }

    /// A touch travelled too far: `moved 14.2 pt > allowableMovement 10.0 pt`.
    static func moved(_ distance: CGFloat, allowed: CGFloat) -> String {
        "moved \(points(distance)) > allowableMovement \(points(allowed))"
    }
}
