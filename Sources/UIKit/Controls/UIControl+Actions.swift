import InputCore

/// One registered action of a control: an `UIAction`, or a weakly held target with an unapplied method
/// reference (the type-safe form of target-action; Linux has no selectors).
@MainActor
struct ControlActionRegistration {
    var events: UIControl.Event
    let action: UIAction?
    weak var target: AnyObject?
    let invoke: @MainActor (UIControl, UIEvent?) -> Void
}

extension UIControl {
    // MARK: UIAction (iOS 14)

    /// Adds `action` for `events`. An action with the same identifier already registered for some of those
    /// events is replaced there, as on iOS.
    public func addAction(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
        registrations.append(ControlActionRegistration(events: events, action: action, target: nil) { control, _ in
            action.perform(sender: control)
        })
    }

    /// Removes `action` from `events` (it stays registered for other events).
    public func removeAction(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action with `identifier` from `events`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        removeRegistrations(for: events) { $0.action?.identifier == identifier }
    }

    // MARK: Target-action, type-safe

    /// Adds a method of `target` taking the control: `button.addTarget(self, action: Controller.buy, for:
    /// .touchUpInside)` with `func buy(_ sender: UIButton)`. The target is not retained.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
    ) {
        register(target, events) { [weak target] control, _ in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Adds a method of `target` taking the control and the event that triggered the action.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping (Target) -> (Sender, UIEvent?) -> Void, for events: Event
    ) {
        register(target, events) { [weak target] control, event in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender, event)
        }
    }

    /// Adds a method of `target` without arguments.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for events: Event) {
        register(target, events) { [weak target] _, _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Removes `target`'s actions for `events`; a `nil` target removes every target-action (not the
    /// `UIAction`s) for those events.
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        removeRegistrations(for: events) { registration in
            guard registration.action == nil else { return false }
            return target == nil || registration.target === target || registration.target == nil
        }
    }

    /// The targets with actions, in the order they were added (deallocated targets are left out).
    public var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        for registration in registrations {
            guard let target = registration.target, !result.contains(where: { $0 === target }) else { continue }
            result.append(target)
        }
        return result
    }

    /// Every event some action is registered for.
    public var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    // MARK: Sending

    /// Sends the actions registered for any of `events`, event by event in UIKit's order, each to its
    /// actions in the order they were added. A disabled control sends nothing.
    public func sendActions(for events: Event) { sendActions(for: events, with: nil) }

    /// Performs `action` with this control as its sender (iOS 14).
    public func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// Sends a responder-chain action (a `Selector` value, `"copy:"`) through
    /// `UIApplication.sendAction(_:to:from:for:)` with this control as the sender: to `target`, or up the
    /// responder chain from the first responder when `target` is `nil`.
    public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        // A control outside every window sends through the shared application.
        UIApplication.serving(window?.application).sendAction(action, to: target, from: self, for: event)
    }

    func sendActions(for events: Event, with event: UIEvent?) {
        guard isEnabled else {
            note("\(events) not sent: isEnabled is false")
            return
        }
        for (single, name) in Event.named where events.contains(single) {
            let app = UIApplication.serving(window?.application)
            app.trace.emit(.controlAction(time: app.clock.now, sender: controlTraceName, event: name))
            // An action may add or remove actions, or remove the control: work on a copy.
            let snapshot = registrations
            for registration in snapshot where registration.events.contains(single) {
                guard registration.action != nil || registration.target != nil else { continue }
                registration.invoke(self, event)
            }
        }
    }

    private func register(_ target: AnyObject, _ events: Event, _ invoke: @escaping @MainActor (UIControl, UIEvent?) -> Void) {
        registrations.append(ControlActionRegistration(events: events, action: nil, target: target, invoke: invoke))
    }

    private func removeRegistrations(for events: Event, where matches: (ControlActionRegistration) -> Bool) {
        for index in registrations.indices where matches(registrations[index]) {
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty || ($0.action == nil && $0.target == nil) }
    }

    /// Writes a decision of this control to the trace (`button buy: touchUpInside (lift 4.0 pt outside, …)`).
    func note(_ message: @autoclosure () -> String) {
        let app = UIApplication.serving(window?.application)
        app.trace.emit(.note(time: app.clock.now, message: "\(controlTraceName): \(message())"))
    }
}
