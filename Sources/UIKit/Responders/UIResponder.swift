/// A name for an action sent through the responder chain.
///
/// Linux has no Objective-C runtime, so an action is a value, not a method selector. Responders say which
/// actions they handle by overriding ``UIResponder/canPerformAction(_:withSender:)`` and
/// ``UIResponder/performAction(_:sender:event:)``.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name, e.g. `"copy:"`.
    public var name: String
    /// Creates a selector from its name.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }
}

/// An object that can respond to and handle events: the base of views, view controllers, windows and the
/// application.
///
/// The responder chain: a view → its view controller when it is that controller's root view → its
/// superview → … → the window → the application. Touch methods forward to ``next`` by default, so an
/// unhandled touch climbs the chain.
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// One or more touches began. The default forwards to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// One or more touches moved. The default forwards to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// One or more touches lifted. The default forwards to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The system cancelled touches (a recognizer took them, the device vanished). The default forwards
    /// to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (keys)

    /// Keys went down. The default forwards to ``next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// Pressed keys changed. The default forwards to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// Keys went up. The default forwards to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// Presses were cancelled (the keyboard vanished). The default forwards to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The key commands this responder handles (UIKeyCommand.swift). UIKit looks for a match from the
    /// first responder up the chain before delivering a key press. Default `nil`.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: First responder

    /// Whether this responder accepts first-responder status. Default `false`.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder gives up first-responder status when asked. Default `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its application's first responder.
    open var isFirstResponder: Bool {
        // Outside every window only a responder with no object graph (a plain responder, a view controller
        // whose view is in no window) can be first responder, and only in the shared application.
        (owningApplication ?? UIApplication.sharedIfCreated)?.firstResponder === self
    }

    /// Asks to become the first responder. Fails when ``canBecomeFirstResponder`` is `false`, when the
    /// current first responder refuses to resign, or when a view is not in a window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        // A responder outside every window has no application but the shared one to start from.
        let app = owningApplication ?? UIApplication.shared
        if let current = app.firstResponder {
            // The keyboard stays up while focus moves between inputs (KeyboardPresenter).
            guard app.keyboardPresenter.switchingFocus({ current.resignFirstResponder() }) else { return false }
        }
        app.firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns `false` when ``canResignFirstResponder`` is `false`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        // The application `isFirstResponder` found it in (the shared one for a responder in no window).
        if isFirstResponder { (owningApplication ?? UIApplication.sharedIfCreated)?.firstResponder = nil }
        return true
    }

    /// The view shown in place of the system keyboard while this responder is first responder
    /// (docs/text-entry.md, "The on-screen keyboard"). Default `nil`; text inputs make it settable.
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard (or alone at the bottom of the screen) while this responder is
    /// first responder. Default `nil`; text inputs make it settable.
    open var inputAccessoryView: UIView? { nil }

    // MARK: Actions

    /// Whether this responder handles `action`. The default is `false`; override together with
    /// ``performAction(_:sender:event:)``.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// Performs `action`. Called only when ``canPerformAction(_:withSender:)`` returned `true`; the
    /// default does nothing and returns `false`.
    @discardableResult
    open func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool { false }

    /// The responder that will handle `action`: this one if it can perform it, otherwise the first along
    /// the chain that can, or `nil`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }
}
