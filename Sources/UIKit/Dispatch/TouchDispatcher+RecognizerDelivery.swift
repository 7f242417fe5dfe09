/// Step one of a window's part of the cycle: the changed touches go to their recognizers, before any view.
extension TouchDispatcher {
    /// New touches join their recognizers; then each phase in order (began, moved, ended, cancelled) goes
    /// to each recognizer once, with all of its touches in that phase, recognizers in the order of their
    /// first touch. Who gets what is decided before any recognizer is called, so a recognizer's reaction
    /// cannot change what the others in the same phase receive.
    func deliverToRecognizers(_ changed: [UITouch], event: UIEvent) {
        let environment = application.gestureEnvironment
        for touch in changed where touch.phase == .began {
            for recognizer in touch.gestureRecognizers ?? [] {
                recognizer.trackedTouches.append(touch)
                recognizer.sequenceTouches.append(touch)
                recognizer.exclusiveTouchType = recognizer.exclusiveTouchType ?? touch.type
                touch.deciders.append(recognizer)
                environment.join(recognizer)
            }
        }
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
                for recognizer in touch.gestureRecognizers ?? [] where recognizer.trackedTouches.containsIdentical(touch) {
                    entries.append(DispatchScratch.Delivery(phase: phase, responder: recognizer, touch: touch))
                    if !order.containsIdentical(recognizer) { order.append(DispatchScratch.Participant(object: recognizer)) }
                }
            }
            for participant in order {
                // Only recognizers are listed in this step.
                let recognizer = unsafeDowncast(participant.object, to: UIGestureRecognizer.self)
                // A recognizer that already ended, failed or was cancelled in this frame hears no more of it.
                guard recognizer.view != nil, !recognizer.storedState.isTerminal else { continue }
                touches.removeAll(keepingCapacity: true)
                for entry in entries where entry.responder === recognizer { touches.append(entry.touch) }
                recognizer.noteLocation()
                let set = scratch.set(of: touches)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
                if phase == .ended || phase == .cancelled {
                    recognizer.noteLocation()
                    recognizer.trackedTouches.removeAllIdentical(toAnyOf: touches)
                }
            }
        }
    }
}
