/// The last step of a window's part of the cycle: touches go to their views, honouring the recognizers'
/// `delaysTouchesBegan`, `delaysTouchesEnded` and `cancelsTouchesInView`.
extension TouchDispatcher {
    /// Whether an undecided recognizer among `deciders` holds back `touchesBegan` (and every later phase).
    private func holdsBegan(_ deciders: [UIGestureRecognizer]) -> Bool {
        for decider in deciders where decider.delaysTouchesBegan && decider.storedState == .possible && decider.view != nil {
            return true
        }
        return false
    }

    /// Whether an undecided recognizer among `deciders` holds back `touchesEnded`.
    private func holdsEnded(_ deciders: [UIGestureRecognizer]) -> Bool {
        for decider in deciders where decider.delaysTouchesEnded && decider.storedState == .possible && decider.view != nil {
            return true
        }
        return false
    }

    /// Queues the phases the event's changed touches reached, then delivers every queued phase that no
    /// undecided recognizer holds back, for each of `candidates` (changed and held-back touches).
    func deliverToViews(_ candidates: [UITouch]) {
        let changed = touchEvent.changedTouches
        var sends = scratch.takeDeliveries()
        defer { scratch.give(&sends) }
        var previous: UITouch?
        for touch in candidates.isSortedBySerial ? candidates : candidates.sortedBySerial() {
            // Sorted by serial, a touch listed twice is listed twice in a row.
            if let previous, previous === touch { continue }
            previous = touch
            let isChanged = changed.containsIdentical(touch)
            let view = touch.view
            deliveries.update(touch) { record in
                guard !record.closedForView else { return }
                if isChanged { Self.enqueue(touch.phase, in: &record) }
                if record.suppressedForView {
                    record.heldPhases.removeAll()
                    if touch.isFinished { record.closedForView = true }
                    return
                }
                guard let view else { return }
                while let next = record.heldPhases.first {
                    if next == .cancelled {
                        record.heldPhases.removeAll()
                        record.closedForView = true
                        if record.deliveredBeganToView { sends.append(DispatchScratch.Delivery(phase: .cancelled, responder: view, touch: touch)) }
                        break
                    }
                    if holdsBegan(record.deciders) { break }
                    if next == .ended && holdsEnded(record.deciders) { break }
                    record.heldPhases.removeFirst()
                    if next == .began { record.deliveredBeganToView = true }
                    if next == .ended { record.closedForView = true }
                    sends.append(DispatchScratch.Delivery(phase: next, responder: view, touch: touch))
                }
            }
        }
        send(sends)
    }

    private static func enqueue(_ phase: UITouch.Phase, in record: inout TouchDelivery) {
        switch phase {
        case .began, .ended, .cancelled:
            record.heldPhases.append(phase)
        case .moved:
            // Consecutive held moves collapse into one: the view sees where the touch is now.
            if record.heldPhases.last != .moved { record.heldPhases.append(.moved) }
        default:
            break
        }
    }

    /// Calls each view once per phase with all of its touches, phases in order began, moved, ended,
    /// cancelled, views in the order of their first touch.
    private func send(_ deliveries: [DispatchScratch.Delivery]) {
        guard !deliveries.isEmpty else { return }
        var touches = scratch.takeTouches()
        defer { scratch.give(&touches) }
        if deliveries.count == 1 {
            // One touch for one view (one finger moving, most frames): nothing to group.
            let delivery = deliveries[0]
            touches.append(delivery.touch)
            // Only views are listed in this step.
            deliver(delivery.phase, touches, to: unsafeDowncast(delivery.responder, to: UIView.self))
            return
        }
        var views = scratch.takeParticipants()
        defer { scratch.give(&views) }
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
        // The kept buffers and no sorted copy when the touches are already in order (always for one
        // touch): a recognition frame then allocates nothing here (docs/benchmarks.md, session 35).
        var sends = scratch.takeDeliveries()
        defer { scratch.give(&sends) }
        for touch in touches.isSortedBySerial ? touches : touches.sortedBySerial() where !deliveries[touch].closedForView {
            guard !deliveries[touch].ignoringRecognizers.contains(ObjectIdentifier(recognizer)) else { continue }
            let view = touch.view
            deliveries.update(touch) { record in
                record.heldPhases.removeAll()
                record.closedForView = true
                if record.deliveredBeganToView, !record.suppressedForView, let view {
                    sends.append(DispatchScratch.Delivery(phase: .cancelled, responder: view, touch: touch))
                }
            }
        }
        send(sends)
    }
}
