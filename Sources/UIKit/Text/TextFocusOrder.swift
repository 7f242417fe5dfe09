import CoreGraphics

/// Tab and Shift-Tab focus movement between the text inputs of a window, as iOS does with a hardware
/// keyboard: in reading order of their frames on screen (top to bottom, then leading to trailing), among
/// visible, enabled inputs that can become first responder. The order wraps around at both ends.
@MainActor
enum TextFocusOrder {
    /// Two inputs whose tops differ by less than this share a row and are ordered by x: fields laid out
    /// side by side rarely have identical tops. Points.
    static let rowTolerance: CGFloat = 4

    /// The window's text inputs in focus order.
    static func inputs(in window: UIWindow) -> [UIView] {
        var found: [(view: UIView, frame: CGRect)] = []
        collect(window, into: &found)
        return found.sorted { a, b in
            if abs(a.frame.minY - b.frame.minY) >= rowTolerance { return a.frame.minY < b.frame.minY }
            return a.frame.minX < b.frame.minX
        }.map(\.view)
    }

    private static func collect(_ view: UIView, into found: inout [(view: UIView, frame: CGRect)]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if view is UIKeyInput, view.canBecomeFirstResponder {
            found.append((view, view.convert(view.bounds, to: nil)))
        }
        for subview in view.subviews { collect(subview, into: &found) }
    }

    /// Moves first responder from `input` to the next (or previous) input; stays when there is no other
    /// or it refuses. Returns whether focus moved.
    @discardableResult
    static func moveFocus(from input: UIView, backwards: Bool) -> Bool {
        guard let window = input.window else { return false }
        let order = inputs(in: window)
        guard order.count > 1, let index = order.firstIndex(where: { $0 === input }) else { return false }
        let step = backwards ? order.count - 1 : 1
        var candidate = (index + step) % order.count
        // A refusing input (its delegate says no) is skipped, as focus does on iOS.
        while candidate != index {
            if order[candidate].becomeFirstResponder() { return true }
            candidate = (candidate + step) % order.count
        }
        return false
    }
}
