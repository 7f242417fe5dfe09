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
    /// A recognizer's part in the touch sequence, from its first input until its reset: the environment's
    /// alone (the recognizer reads it through ``UIGestureRecognizer/participation``).
    struct Participation {
        /// The touches the recognizer tracks, in the order they were added.
        var trackedTouches: [UITouch] = []
        /// Every touch received since the last reset (tracked or already lifted, not ignored).
        var sequenceTouches: [UITouch] = []
        /// Set while the recognizer has matched but waits for others to fail, with the reason it matched.
        var pendingState: UIGestureRecognizer.State?
        var pendingReason = TraceReason.none
        /// Whether the gesture already cancelled its touches in the view.
        var didCancelViewTouches = false
        /// The type of touches seen first since the last reset, for `requiresExclusiveTouchType`.
        var exclusiveTouchType: UITouch.TouchType?

        /// What a recognizer taking part in nothing reads.
        static let none = Participation()
    }

    /// Recognizers that received a touch since their last reset, in the order they joined.
    @exclusivity(unchecked) private(set) var participants: [UIGestureRecognizer] = []
    /// Their participation records, at the same indices.
    @exclusivity(unchecked) private var records: [Participation] = []
    /// Actions to send once the recognizers have seen the current frame, in order.
    @exclusivity(unchecked) private var queuedActions: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []
    @exclusivity(unchecked) private var isFlushing = false
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
        records.append(Participation())
        recognizer.environment = self
    }

    func isParticipating(_ recognizer: UIGestureRecognizer) -> Bool { participants.containsIdentical(recognizer) }

    /// Where `recognizer`'s record is: a scan of the few participants, cheaper than hashing.
    @inline(__always)
    private func index(of recognizer: UIGestureRecognizer) -> Int? {
        for index in participants.indices where participants[index] === recognizer { return index }
        return nil
    }

    /// `recognizer`'s record; ``Participation/none`` when it takes part in nothing.
    func participation(of recognizer: UIGestureRecognizer) -> Participation {
        guard let index = index(of: recognizer) else { return .none }
        return records[index]
    }

    func trackedTouches(of recognizer: UIGestureRecognizer) -> [UITouch] {
        guard let index = index(of: recognizer) else { return [] }
        return records[index].trackedTouches
    }

    func sequenceTouches(of recognizer: UIGestureRecognizer) -> [UITouch] {
        guard let index = index(of: recognizer) else { return [] }
        return records[index].sequenceTouches
    }

    func pendingState(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer.State? {
        guard let index = index(of: recognizer) else { return nil }
        return records[index].pendingState
    }

    func exclusiveTouchType(of recognizer: UIGestureRecognizer) -> UITouch.TouchType? {
        guard let index = index(of: recognizer) else { return nil }
        return records[index].exclusiveTouchType
    }

    /// Whether `recognizer` tracks `touch` (the dispatcher asks before each delivery).
    func isTracking(_ touch: UITouch, by recognizer: UIGestureRecognizer) -> Bool {
        guard let index = index(of: recognizer) else { return false }
        return records[index].trackedTouches.containsIdentical(touch)
    }

    /// Changes `recognizer`'s record in place; a recognizer taking part in nothing joins first.
    private func update(_ recognizer: UIGestureRecognizer, _ body: (inout Participation) -> Void) {
        if index(of: recognizer) == nil { join(recognizer) }
        guard let index = index(of: recognizer) else { return }
        body(&records[index])
    }

    /// A new touch for `recognizer`: tracked, part of its sequence, and the first touch's type kept.
    func startTracking(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        update(recognizer) { record in
            record.trackedTouches.append(touch)
            record.sequenceTouches.append(touch)
            record.exclusiveTouchType = record.exclusiveTouchType ?? touch.type
        }
    }

    /// `recognizer` stops tracking `touch` (it lifted or was cancelled); `leavingSequence` also takes it out
    /// of the sequence (the recognizer ignores it).
    func stopTracking(_ touch: UITouch, by recognizer: UIGestureRecognizer, leavingSequence: Bool = false) {
        guard let index = index(of: recognizer) else { return }
        records[index].trackedTouches.removeAllIdentical(to: touch)
        if leavingSequence { records[index].sequenceTouches.removeAllIdentical(to: touch) }
    }

    /// `recognizer` stops tracking `touches` (they lifted or were cancelled in the same phase).
    func stopTracking(_ touches: [UITouch], by recognizer: UIGestureRecognizer) {
        guard let index = index(of: recognizer) else { return }
        records[index].trackedTouches.removeAllIdentical(toAnyOf: touches)
    }

    // MARK: Transitions

    func requestTransition(of recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State, reason: TraceReason) {
        let from = recognizer.storedState
        guard UIGestureRecognizer.State.isRequestable(from: from, to: target, continuous: recognizer.isContinuous) else {
            application.reportDiagnostic(
                "illegal transition refused: \(recognizer.traceName) \(from) → \(target)\(reason.isEmpty ? "" : " (\(reason))")")
            return
        }
        if from == .possible && (target == .began || target == .ended) {
            if recognizer.pendingState != nil {
                update(recognizer) { $0.pendingState = target }
                return
            }
            attemptRecognition(recognizer, to: target, reason: reason)
        } else {
            apply(recognizer, to: target, reason: reason)
        }
    }

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State, reason: TraceReason) {
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
            update(recognizer) { record in
                record.pendingState = target
                record.pendingReason = reason
            }
            application.trace.emit(.gestureState(
                time: now, recognizer: recognizer.traceName, from: .possible, to: .possible,
                reason: .waiting(matched: reason.description, for: waitingFor.map(\.traceName))))
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
            // Each hit view other than the recognizer's own is asked once. The touches are few (one per
            // finger), so a scan of the earlier ones replaces a set of asked views, which was an
            // allocation at every recognition (docs/benchmarks.md, session 35).
            let touches = recognizer.sequenceTouches
            for (index, touch) in touches.enumerated() {
                guard let hitView = touch.view, hitView !== recognizer.view,
                    !touches.hasView(hitView, before: index)
                else { continue }
                if !hitView.gestureRecognizerShouldBegin(recognizer) {
                    fail(recognizer, reason: "\(hitView.traceName).gestureRecognizerShouldBegin returned false")
                    return
                }
            }
        }
        clearPending(recognizer)
        apply(recognizer, to: target, reason: reason)
    }

    /// `reason` is evaluated only when a trace observer listens: the environment's reasons are strings
    /// built from trace names, which a recognition frame would otherwise allocate for nobody.
    private func apply(
        _ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State, reason: @autoclosure () -> TraceReason
    ) {
        let from = recognizer.storedState
        recognizer.storedState = target
        if target.isTerminal { someParticipantFinished = true }
        // A recognizer that failed (or otherwise finished) while it waited for another to fail no longer
        // waits: that failure must not make it begin afterwards.
        if target.isTerminal { clearPending(recognizer) }
        application.trace.emit(.gestureState(
            time: now, recognizer: recognizer.traceName, from: from, to: target, reason: reason()))
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

    /// Fails `recognizer` if it is still `possible`; `reason` is built only for a trace observer.
    func fail(_ recognizer: UIGestureRecognizer, reason: @autoclosure () -> String) {
        clearPending(recognizer)
        guard recognizer.storedState == .possible else { return }
        apply(recognizer, to: .failed, reason: TraceReason(reason()))
    }

    /// `recognizer` waits no more (it recognized, failed or was reset).
    private func clearPending(_ recognizer: UIGestureRecognizer) {
        guard let index = index(of: recognizer), records[index].pendingState != nil else { return }
        records[index].pendingState = nil
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
            let reason = waiter.participation.pendingReason
            clearPending(waiter)
            attemptRecognition(waiter, to: target, reason: .afterFailure(reason, failed: recognizer.traceName))
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
        let others = b.sequenceTouches
        return a.sequenceTouches.contains { touch in others.containsIdentical(touch) }
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
            if (state == .began || state == .ended), recognizer.cancelsTouchesInView, !recognizer.participation.didCancelViewTouches {
                if let index = index(of: recognizer) { records[index].didCancelViewTouches = true }
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
        // The walk is over a copy of the participants, since a reset removes its recognizer from them.
        // The copy goes into a kept buffer: iterating `participants` itself shared its storage, and each
        // removal then copied the array (an allocation per gesture; docs/benchmarks.md, session 35). A
        // nested reset (from a recognizer's `reset()`) finds the buffer taken and uses a fresh one.
        var finished = spareParticipantList
        spareParticipantList = []
        finished.append(contentsOf: participants)
        for recognizer in finished where recognizer.storedState.isTerminal {
            reset(recognizer)
        }
        finished.removeAll(keepingCapacity: true)
        spareParticipantList = finished
    }

    /// The buffer ``resetFinishedRecognizers()`` copies the participants into, empty between uses.
    @exclusivity(unchecked) private var spareParticipantList: [UIGestureRecognizer] = []

    /// Whether a participant reached a terminal state since the last reset pass (``apply(_:to:reason:)``
    /// is the only place a recognizer's state becomes terminal).
    @exclusivity(unchecked) private var someParticipantFinished = false

    private func reset(_ recognizer: UIGestureRecognizer) {
        for touch in recognizer.sequenceTouches where !touch.isFinished {
            application.touchDispatcher.noteIgnored(touch, by: recognizer)
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
        application.touchDispatcher.removeDecider(recognizer, from: recognizer.sequenceTouches)
        // Where its touches were is kept for `location(in:)` after the gesture.
        recognizer.noteLocation()
        recognizer.storedState = .possible
        recognizer.cancelTimers()
        // The record goes with the participation: tracked and sequence touches, waiting, cancelled views.
        if let index = index(of: recognizer) {
            participants.remove(at: index)
            records.remove(at: index)
        }
        recognizer.environment = nil
    }

    // MARK: Enabling and removal

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard isParticipating(recognizer) else { return }
        switch recognizer.storedState {
        case .began, .changed: apply(recognizer, to: .cancelled, reason: .given("disabled (isEnabled = false)"))
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
