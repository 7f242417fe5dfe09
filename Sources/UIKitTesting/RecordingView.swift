/// A view that records every touch and press callback it receives, for assertions.
///
/// Each entry reads like `touchesBegan t1` or `touchesEnded t1,t2`: the phase and the touches, sorted.
@MainActor
open class RecordingView: UIView {
    /// What the view received, in order.
    public private(set) var log: [String] = []
    /// Whether to forward to `super` (and so up the responder chain) after recording. Default `false`.
    public var forwardsToNext = false

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        log.append("\(phase) \(touches.map(\.traceName).sorted().joined(separator: ","))")
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesBegan", touches)
        if forwardsToNext { super.touchesBegan(touches, with: event) }
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesMoved", touches)
        if forwardsToNext { super.touchesMoved(touches, with: event) }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesEnded", touches)
        if forwardsToNext { super.touchesEnded(touches, with: event) }
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesCancelled", touches)
        if forwardsToNext { super.touchesCancelled(touches, with: event) }
    }
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("pressesBegan \(presses.compactMap { $0.key?.keyCode }.sorted())")
    }
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("pressesEnded \(presses.compactMap { $0.key?.keyCode }.sorted())")
    }

    /// The log's phases only (`touchesBegan`, `touchesMoved`, …), for order checks.
    public var phases: [String] { log.map { String($0.split(separator: " ").first ?? "") } }

    /// Forgets the log.
    public func clearLog() { log.removeAll() }
}
