/// One registered action of a recognizer: a weakly held target with an unapplied method reference, or
/// a closure.
@MainActor
struct GestureTargetAction {
    let id: UIGestureRecognizer.ActionID
    /// The target, held weakly as UIKit does, so a controller that owns the view is not kept alive.
    weak var target: AnyObject?
    let hasTarget: Bool
    let invoke: @MainActor (UIGestureRecognizer) -> Void
}

extension UIGestureRecognizer {
    /// Identifies one registered action, for ``removeAction(_:)``.
    public struct ActionID: Hashable, Sendable {
        let value: Int
    }

    /// Creates a recognizer whose action is a method of `target` taking the recognizer:
    /// `UITapGestureRecognizer(target: self, action: Controller.handleTap)` with
    /// `func handleTap(_ sender: UITapGestureRecognizer)`.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action is a method of `target` without arguments.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action is a closure.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Adds a target and a method taking the recognizer. The target is not retained.
    @discardableResult
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) -> ActionID {
        register(target: target) { [weak target] recognizer in
            guard let target, let typed = recognizer as? Recognizer else { return }
            action(target)(typed)
        }
    }

    /// Adds a target and a method without arguments. The target is not retained.
    @discardableResult
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) -> ActionID {
        register(target: target) { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Adds a closure action (held strongly: capture `self` weakly inside it).
    @discardableResult
    public func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) -> ActionID {
        register(target: nil, handler)
    }

    /// Removes every action of `target`; `nil` removes every action, closures included.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else {
            actions.removeAll()
            return
        }
        actions.removeAll { $0.hasTarget && ($0.target === target || $0.target == nil) }
    }

    /// Removes one action.
    public func removeAction(_ id: ActionID) { actions.removeAll { $0.id == id } }

    private func register(target: AnyObject?, _ invoke: @escaping @MainActor (UIGestureRecognizer) -> Void) -> ActionID {
        nextActionID += 1
        let id = ActionID(value: nextActionID)
        actions.append(GestureTargetAction(id: id, target: target, hasTarget: target != nil, invoke: invoke))
        return id
    }

    /// Sends the action to every target, in the order they were added. Targets that were deallocated are
    /// skipped; an action may remove targets or the recognizer itself, so the list is copied first.
    func sendActions() {
        let snapshot = actions
        for action in snapshot where !action.hasTarget || action.target != nil {
            action.invoke(self)
        }
    }
}
