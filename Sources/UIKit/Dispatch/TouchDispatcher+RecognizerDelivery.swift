/// Step one of a window's part of the cycle: the changed touches go to their recognizers, before any view.
extension TouchDispatcher {
    /// New touches join their recognizers; then each phase in order (began, moved, ended, cancelled) goes
    /// to each recognizer once, with all of its touches in that phase, recognizers in the order of their
    /// first touch. Who gets what is decided before any recognizer is called, so a recognizer's reaction
    /// cannot change what the others in the same phase receive.
    func deliverToRecognizers(_ changed: [UITouch], event: UIEvent) {
        let environment: GestureEnvironment = application.gestureEnvironment
        for touch in changed where touch.phase == .began {
            for recognizer in touch.gestureRecognizers ?? [] {
                environment.join(recognizer)
                environment.startTracking(touch, by: recognizer)
                deliveries.update(touch) { $0.deciders.append(recognizer) }
            }
        }
        if changed.count == 1, deliverOneTouchToRecognizers(changed, event: event) { return }
        var entries = scratch.takeDeliveries()
        var order = scratch.takeParticipants()
        var touches = scratch.takeTouches()
        defer {
            scratch.give(&entries)
            scratch.give(&order)
            scratch.give(&touches)
        }
        for phase in UITouch.Phase.deliveryOrder {
            entries.removeAll(keepingCapacity: true)
            order.removeAll(keepingCapacity: true)
            for touch in changed where touch.phase == phase {
                for recognizer in touch.gestureRecognizers ?? [] where environment.isTracking(touch, by: recognizer) {
                    entries.append(DispatchScratch.Delivery(phase: phase, responder: recognizer, touch: touch))
                    if !order.containsIdentical(recognizer) { order.append(DispatchScratch.Participant(object: recognizer)) }
                }
            }
            for participant in order {
                // Only recognizers are listed in this step.
                let recognizer = unsafeDowncast(participant.object, to: UIGestureRecognizer.self)
                guard recognizer.isListening else { continue }
                touches.removeAll(keepingCapacity: true)
                for entry in entries where entry.responder === recognizer { touches.append(entry.touch) }
                deliver(phase, scratch.set(of: touches), to: recognizer, event: event) {
                    environment.stopTracking(touches, by: recognizer)
                }
            }
        }
    }

    /// The same delivery for a frame in which one touch changed (one finger moving: most frames), without
    /// the grouping: the touch's recognizers, deepest first, each get it once. Returns `false` (nothing
    /// done) when the general path must run.
    private func deliverOneTouchToRecognizers(_ changed: [UITouch], event: UIEvent) -> Bool {
        let touch = changed[0]
        let phase = touch.phase
        guard phase == .began || phase == .moved || phase == .ended || phase == .cancelled else { return true }
        guard let recognizers = touch.gestureRecognizers else { return true }
        guard recognizers.count <= 64 else { return false }
        // Who gets the touch is decided before any recognizer is called, as in the general path.
        var tracking: UInt64 = 0
        let environment: GestureEnvironment = application.gestureEnvironment
        for index in recognizers.indices where environment.isTracking(touch, by: recognizers[index]) {
            tracking |= 1 << UInt64(index)
        }
        guard tracking != 0 else { return true }
        let set = scratch.set(of: changed)
        for index in recognizers.indices where tracking & (1 << UInt64(index)) != 0 {
            let recognizer = recognizers[index]
            guard recognizer.isListening else { continue }
            deliver(phase, set, to: recognizer, event: event) { environment.stopTracking(touch, by: recognizer) }
        }
        return true
    }

    /// Hands `recognizer` its touches of one phase; when they ended or were cancelled, it notes its last
    /// location and `stopTracking` ends its tracking of them. The one delivery both paths make.
    private func deliver(
        _ phase: UITouch.Phase, _ touches: Set<UITouch>, to recognizer: UIGestureRecognizer, event: UIEvent,
        stopTracking: () -> Void
    ) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        default: recognizer.touchesCancelled(touches, with: event)
        }
        if phase == .ended || phase == .cancelled {
            recognizer.noteLocation()
            stopTracking()
        }
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer still hears this frame's touches: it is on a view and has not already
    /// ended, failed or been cancelled in this frame.
    var isListening: Bool { view != nil && !storedState.isTerminal }
}
