import InputCore

/// Decides which recognizers may leave `possible`, and when.
///
/// The rules, from UIKit's headers and documentation (`../shared/reference/gestures.md` §1.4):
/// - A recognizer that requires another to fail (``UIGestureRecognizer/require(toFail:)``, the delegate's
///   `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`, or the subclass overrides — OR-ed together,
///   asked at each attempt) stays in `possible` after it matched, and recognizes only once the other
///   failed; it fails if the other recognizes.
/// - A recognizer that began (or recognized) prevents the other participants on the same touches, unless
///   `canPrevent`/`canBePrevented` say otherwise or either delegate allows simultaneous recognition.
/// - The delegate's and the view's `gestureRecognizerShouldBegin` are asked when the transition is
///   finally about to happen.
/// Participants are the recognizers that received a touch since their last reset. A required
/// recognizer that is not participating cannot recognize and so does not block (docs/decisions.md).
@MainActor
final class GestureEnvironment {
    unowned let application: UIApplication
    /// Recognizers that received a touch since their last reset, in the order they joined.
    private(set) var participants: [UIGestureRecognizer] = []
    /// Actions to send once the recognizers have seen the current frame, in order.
    private var queuedActions: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []
    private var isFlushing = false
    /// The recognizer that owns the scroll sequence in progress.
    weak var scrollOwner: UIGestureRecognizer?
    /// Hover recognizers under the cursor.
    var hoverRecognizers: [UIGestureRecognizer] = []
    /// Recognizers receiving the touchpad pinch in progress.
    var transformRecognizers: [UIGestureRecognizer] = []

    init(application: UIApplication) { self.application = application }

    isolated deinit {
        for recognizer in participants where recognizer.environment === self { recognizer.environment = nil }
    }

    private var now: InputTime { application.clock.now }

    // MARK: Participation

    func join(_ recognizer: UIGestureRecognizer) {
        guard !participants.containsIdentical(recognizer) else { return }
        participants.append(recognizer)
        recognizer.environment = self
    }

    func isParticipating(_ recognizer: UIGestureRecognizer) -> Bool { participants.containsIdentical(recognizer) }

    // MARK: Transitions

    func requestTransition(of recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State, reason: String) {
        let from = recognizer.storedState
        guard UIGestureRecognizer.State.isRequestable(from: from, to: target, continuous: recognizer.isContinuous) else {
            application.reportDiagnostic(
                "illegal transition refused: \(recognizer.traceName) \(from) → \(target)\(reason.isEmpty ? "" : " (\(reason))")")
            return
        }
        if from == .possible && (target == .began || target == .ended) {
            if recognizer.pendingState != nil {
                recognizer.pendingState = target
                return
            }
            attemptRecognition(recognizer, to: target, reason: reason)
        } else {
            apply(recognizer, to: target, reason: reason)
        }
    }

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State, reason: String) {
        // 1. Prevention by a recognizer that already began.
        for other in participants where other !== recognizer && other.storedState.isRecognizing {
            guard sharesTouches(other, recognizer) else { continue }
            if other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
                && !simultaneous(other, recognizer)
            {
                fail(recognizer, reason: "prevented by \(other.traceName), which recognized first")
                return
            }
        }
        // 2. Failure requirements.
        var waitingFor: [UIGestureRecognizer] = []
        for required in failureRequirements(of: recognizer) {
            switch required.storedState {
            case .began, .changed, .ended:
                fail(recognizer, reason: "\(required.traceName) recognized, and \(recognizer.traceName) requires it to fail")
                return
            case .possible:
                waitingFor.append(required)
            case .failed, .cancelled:
                continue
            }
        }
        if !waitingFor.isEmpty {
            if let cycle = waitCycle(from: recognizer, through: waitingFor) {
                fail(recognizer, reason: "failure-requirement cycle \(cycle.map(\.traceName).joined(separator: " → "))")
                return
            }
            recognizer.pendingState = target
            recognizer.pendingReason = reason
            application.trace.emit(.gestureState(
                time: now, recognizer: recognizer.traceName, from: .possible, to: .possible,
                reason: .waiting(matched: reason, for: waitingFor.map(\.traceName))))
            return
        }
        // 3. Should it begin?
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            fail(recognizer, reason: "delegate's gestureRecognizerShouldBegin returned false")
            return
        }
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) {
            fail(recognizer, reason: "\(view.traceName).gestureRecognizerShouldBegin returned false")
            return
        }
        if recognizer.cancelsTouchesInView {
            var asked: Set<ObjectIdentifier> = recognizer.view.map { [ObjectIdentifier($0)] } ?? []
            for touch in recognizer.sequenceTouches {
                guard let hitView = touch.view, asked.insert(ObjectIdentifier(hitView)).inserted else { continue }
                if !hitView.gestureRecognizerShouldBegin(recognizer) {
                    fail(recognizer, reason: "\(hitView.traceName).gestureRecognizerShouldBegin returned false")
                    return
                }
            }
        }
        recognizer.pendingState = nil
        apply(recognizer, to: target, reason: reason)
    }

    private func apply(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State, reason: String) {
        let from = recognizer.storedState
        recognizer.storedState = target
        if target.isTerminal { someParticipantFinished = true }
        // A recognizer that failed (or otherwise finished) while it waited for another to fail no longer
        // waits: that failure must not make it begin afterwards.
        if target.isTerminal { recognizer.pendingState = nil }
        application.trace.emit(.gestureState(
            time: now, recognizer: recognizer.traceName, from: from, to: target, reason: TraceReason(reason)))
        // Leaving `possible` (a continuous gesture beginning, a discrete one recognized) is a recognition:
        // it prevents others and fails those waiting for it to fail.
        let recognizes = target == .began || (target == .ended && from == .possible)
        switch target {
        case .began, .changed, .ended, .cancelled:
            queuedActions.append((recognizer, target))
            if recognizes { recognizerDidRecognize(recognizer) }
        case .failed:
            recognizerDidFail(recognizer)
        case .possible:
            break
        }
    }

    func fail(_ recognizer: UIGestureRecognizer, reason: String) {
        recognizer.pendingState = nil
        guard recognizer.storedState == .possible else { return }
        apply(recognizer, to: .failed, reason: reason)
    }

    /// A recognizer began or recognized: the recognizers it prevents fail, and so do those waiting for it
    /// to fail.
    private func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        for other in participants where other !== recognizer && other.storedState == .possible {
            if failureRequirements(of: other).contains(where: { $0 === recognizer }) {
                fail(other, reason: "\(recognizer.traceName) recognized, and \(other.traceName) requires it to fail")
                continue
            }
            guard sharesTouches(recognizer, other) else { continue }
            if recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) && !simultaneous(recognizer, other) {
                fail(other, reason: "prevented by \(recognizer.traceName), which recognized first")
            }
        }
    }

    /// A recognizer failed: those waiting for it try again.
    private func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        for waiter in participants where waiter.pendingState != nil && waiter !== recognizer && waiter.storedState == .possible {
            guard failureRequirements(of: waiter).contains(where: { $0 === recognizer }) else { continue }
            guard let target = waiter.pendingState else { continue }
            let reason = waiter.pendingReason
            waiter.pendingState = nil
            attemptRecognition(waiter, to: target, reason: reason.isEmpty ? "\(recognizer.traceName) failed" : "\(reason); \(recognizer.traceName) failed")
        }
    }

    // MARK: Relations

    /// The participants `recognizer` must see fail, from every source, OR-ed.
    func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for weak in recognizer.staticFailureRequirements {
            guard let required = weak.recognizer, isParticipating(required) else { continue }
            result.append(required)
        }
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            let required = (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
                || recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
            if required { result.append(other) }
        }
        return result
    }

    func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.sequenceTouches.contains { touch in b.sequenceTouches.contains { $0 === touch } }
    }

    /// A cycle among pending waits that `recognizer` waiting for `required` would close, if any.
    private func waitCycle(from recognizer: UIGestureRecognizer, through required: [UIGestureRecognizer]) -> [UIGestureRecognizer]? {
        var path: [UIGestureRecognizer] = [recognizer]
        var visited: Set<ObjectIdentifier> = []
        func search(_ current: UIGestureRecognizer) -> Bool {
            guard visited.insert(ObjectIdentifier(current)).inserted else { return false }
            path.append(current)
            if current === recognizer { return true }
            if current.pendingState != nil {
                for next in failureRequirements(of: current) where next.storedState == .possible {
                    if next === recognizer {
                        path.append(recognizer)
                        return true
                    }
                    if search(next) { return true }
                }
            }
            path.removeLast()
            return false
        }
        for first in required where search(first) { return path }
        return nil
    }

    // MARK: Flushing actions and resetting

    /// Sends queued actions: for the first recognition of a recognizer that cancels touches in its view,
    /// the view's touches are cancelled right before the action, as UIKit documents.
    func flushActions() {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        while !queuedActions.isEmpty {
            let (recognizer, state) = queuedActions.removeFirst()
            guard recognizer.view != nil else { continue }
            // A `changed` followed by another state in the same turn is coalesced: targets read `state`,
            // so they would see the later state twice.
            if state == .changed, queuedActions.contains(where: { $0.0 === recognizer }) { continue }
            if (state == .began || state == .ended), recognizer.cancelsTouchesInView, !recognizer.didCancelViewTouches {
                recognizer.didCancelViewTouches = true
                application.touchDispatcher.cancelInViews(touches: recognizer.sequenceTouches, by: recognizer)
                // A view's touchesCancelled may have removed the recognizer: it sends nothing more.
                guard recognizer.view != nil, isParticipating(recognizer) else { continue }
            }
            application.trace.emit(.action(time: now, recognizer: recognizer.traceName, state: state))
            recognizer.sendActions()
        }
    }

    /// Resets every participant in a terminal state. After a reset the recognizer ignores the touches it was
    /// tracking for the rest of their lives.
    func resetFinishedRecognizers() {
        // Most frames finish no gesture; they skip the walk over every participant.
        guard someParticipantFinished else { return }
        someParticipantFinished = false
        for recognizer in participants where recognizer.storedState.isTerminal {
            reset(recognizer)
        }
    }

    /// Whether a participant reached a terminal state since the last reset pass (``apply(_:to:reason:)``
    /// is the only place a recognizer's state becomes terminal).
    private var someParticipantFinished = false

    private func reset(_ recognizer: UIGestureRecognizer) {
        for touch in recognizer.sequenceTouches where !touch.isFinished {
            recognizer.ignoredTouches.insert(ObjectIdentifier(touch))
        }
        let from = recognizer.storedState
        leaveSequence(recognizer)
        recognizer.reset()
        if from != .possible {
            application.trace.emit(.gestureState(
                time: now, recognizer: recognizer.traceName, from: from, to: .possible, reason: .reset))
        }
    }

    /// Takes a recognizer out of the touch sequence: it decides no touch's delivery any more, tracks
    /// nothing, waits for nothing, has no timers, and is back in `possible`.
    private func leaveSequence(_ recognizer: UIGestureRecognizer) {
        for touch in recognizer.sequenceTouches { touch.deciders.removeAll { $0 === recognizer } }
        recognizer.trackedTouches.removeAll()
        recognizer.sequenceTouches.removeAll()
        recognizer.pendingState = nil
        recognizer.didCancelViewTouches = false
        recognizer.exclusiveTouchType = nil
        recognizer.storedState = .possible
        recognizer.cancelTimers()
        participants.removeAll { $0 === recognizer }
        recognizer.environment = nil
    }

    /// Drops ignored-touch records for touches that are gone.
    func forgetFinishedTouches(_ touches: [UITouch]) {
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] { recognizer.ignoredTouches.remove(ObjectIdentifier(touch)) }
        }
    }

    // MARK: Enabling and removal

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard isParticipating(recognizer) else { return }
        switch recognizer.storedState {
        case .began, .changed: apply(recognizer, to: .cancelled, reason: "disabled (isEnabled = false)")
        case .possible: fail(recognizer, reason: "disabled (isEnabled = false)")
        default: break
        }
        application.settle()
    }

    func recognizerWasRemoved(_ recognizer: UIGestureRecognizer) {
        guard isParticipating(recognizer) else { return }
        queuedActions.removeAll { $0.0 === recognizer }
        leaveSequence(recognizer)
        application.trace.emit(.gestureRemoved(time: now, recognizer: recognizer.traceName))
        recognizer.reset()
        // Waiters on it can no longer be blocked by it.
        recognizerDidFail(recognizer)
    }
}

extension UIGestureRecognizer.State {
    /// Began, changed or recognized: the states that prevent others.
    var isRecognizing: Bool { self == .began || self == .changed || self == .ended }
}
