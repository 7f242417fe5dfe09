/// The last step of a window's part of the cycle: touches go to their views, honouring the recognizers'
/// `delaysTouchesBegan`, `delaysTouchesEnded` and `cancelsTouchesInView`.
extension TouchDispatcher {
    private func holdsBegan(_ touch: UITouch) -> Bool {
        for decider in touch.deciders where decider.delaysTouchesBegan && decider.storedState == .possible && decider.view != nil {
            return true
        }
        return false
    }

    private func holdsEnded(_ touch: UITouch) -> Bool {
        for decider in touch.deciders where decider.delaysTouchesEnded && decider.storedState == .possible && decider.view != nil {
            return true
        }
        return false
    }

    /// Queues the phases the event's changed touches reached, then delivers every queued phase that no
    /// undecided recognizer holds back, for each of `candidates` (changed and held-back touches).
    func deliverToViews(_ candidates: [UITouch]) {
        let changed = touchEvent.changedTouches
        var deliveries = scratch.takeDeliveries()
        defer { scratch.give(&deliveries) }
        var previous: UITouch?
        for touch in candidates.isSortedBySerial ? candidates : candidates.sortedBySerial() {
            // Sorted by serial, a touch listed twice is listed twice in a row.
            if let previous, previous === touch { continue }
            previous = touch
            guard !touch.closedForView else { continue }
            if changed.containsIdentical(touch) {
                enqueue(touch.phase, for: touch)
            }
            if touch.suppressedForView {
                touch.heldPhases.removeAll()
                if touch.isFinished { touch.closedForView = true }
                continue
            }
            guard let view = touch.view else { continue }
            while let next = touch.heldPhases.first {
                if next == .cancelled {
                    touch.heldPhases.removeAll()
                    touch.closedForView = true
                    if touch.deliveredBeganToView { deliveries.append(DispatchScratch.Delivery(phase: .cancelled, responder: view, touch: touch)) }
                    break
                }
                if holdsBegan(touch) { break }
                if next == .ended && holdsEnded(touch) { break }
                touch.heldPhases.removeFirst()
                if next == .began { touch.deliveredBeganToView = true }
                if next == .ended { touch.closedForView = true }
                deliveries.append(DispatchScratch.Delivery(phase: next, responder: view, touch: touch))
            }
        }
        send(deliveries)
    }

    private func enqueue(_ phase: UITouch.Phase, for touch: UITouch) {
        switch phase {
        case .began, .ended, .cancelled:
            touch.heldPhases.append(phase)
        case .moved:
            // Consecutive held moves collapse into one: the view sees where the touch is now.
            if touch.heldPhases.last != .moved { touch.heldPhases.append(.moved) }
        default:
            break
        }
    }

    /// Calls each view once per phase with all of its touches, phases in order began, moved, ended,
    /// cancelled, views in the order of their first touch.
    private func send(_ deliveries: [DispatchScratch.Delivery]) {
        guard !deliveries.isEmpty else { return }
        var views = scratch.takeParticipants()
        var touches = scratch.takeTouches()
        defer {
            scratch.give(&views)
            scratch.give(&touches)
        }
        for phase in UITouch.Phase.deliveryOrder {
            views.removeAll(keepingCapacity: true)
            for delivery in deliveries where delivery.phase == phase && !views.containsIdentical(delivery.responder) {
                views.append(DispatchScratch.Participant(object: delivery.responder))
            }
            for participant in views {
                // Only views are listed in this step.
                let view = unsafeDowncast(participant.object, to: UIView.self)
                touches.removeAll(keepingCapacity: true)
                for delivery in deliveries where delivery.phase == phase && delivery.responder === view {
                    touches.append(delivery.touch)
                }
                deliver(phase, touches, to: view)
            }
        }
    }

    private func deliver(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView) {
        trace.emit(.delivery(time: now, responder: view.traceName, phase: Self.responderMethod(for: phase),
                             touches: TraceTouches(touches)))
        let set = scratch.set(of: touches)
        switch phase {
        case .began: view.touchesBegan(set, with: touchEvent)
        case .moved: view.touchesMoved(set, with: touchEvent)
        case .ended: view.touchesEnded(set, with: touchEvent)
        default: view.touchesCancelled(set, with: touchEvent)
        }
    }

    /// The responder method that receives `phase`, as the trace names it.
    static func responderMethod(for phase: UITouch.Phase) -> TraceEntry.DeliveryPhase {
        switch phase {
        case .began: .touchesBegan
        case .moved: .touchesMoved
        case .ended: .touchesEnded
        default: .touchesCancelled
        }
    }

    /// A recognizer recognized: its touches are cancelled in their views (held phases dropped), except
    /// touches it ignored.
    func cancelInViews(touches: [UITouch], by recognizer: UIGestureRecognizer) {
        var deliveries: [DispatchScratch.Delivery] = []
        for touch in touches.sortedBySerial() where !touch.closedForView {
            guard !recognizer.ignoredTouches.contains(ObjectIdentifier(touch)) else { continue }
            touch.heldPhases.removeAll()
            touch.closedForView = true
            if touch.deliveredBeganToView, !touch.suppressedForView, let view = touch.view {
                deliveries.append(DispatchScratch.Delivery(phase: .cancelled, responder: view, touch: touch))
            }
        }
        send(deliveries)
    }
}
