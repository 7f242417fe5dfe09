import InputCore

/// One contact's change, in screen points, as the dispatcher receives it from the application.
struct TouchUpdate {
    var source: TouchSource
    var phase: ContactPhase
    /// Screen coordinates, in points.
    var location: CGPoint
    var majorRadius: CGFloat?
    var force: CGFloat?
    /// The position is unknown (non-finite input): the touch keeps its last position.
    var keepsLastPosition = false
    /// A pencil's angles and tool, for `.pencil` touches.
    var pencil: PencilSample?
}

/// Turns contact changes into `UITouch` objects and runs the dispatch cycle that delivers them: to
/// gesture recognizers first, then to views, honouring the delivery rules of UIKit's Event Handling Guide.
///
/// - Each touch is hit-tested once, when it begins, and bound to that view for life.
/// - Frames are atomic: all touches that changed in a frame are delivered together, one call per view
///   per phase, after every recognizer has seen them and every recognition has been resolved.
/// - A view without `isMultipleTouchEnabled` receives only its first touch; recognizers still see the rest.
/// - An exclusive-touch view receives a touch only while no other view in its window tracks one, and
///   while it tracks one no other view in the window receives new touches.
/// - `delaysTouchesBegan`/`delaysTouchesEnded` hold phases back while a deciding recognizer is undecided;
///   `cancelsTouchesInView` cancels them on recognition.
///
/// The work is split by job: this file keeps the touches' lifecycle (contact changes → touches, the
/// cycle, finishing); `TouchDispatcher+Admission.swift` the rules applied at touch-down (hit test,
/// exclusive and multiple touch, tap counts, which recognizers take part);
/// `TouchDispatcher+RecognizerDelivery.swift` and `TouchDispatcher+ViewDelivery.swift` the two
/// deliveries of a cycle. The dispatcher alone writes a touch's delivery bookkeeping.
@MainActor
final class TouchDispatcher {
    unowned let application: UIApplication
    /// Touches that are down, by their source.
    @exclusivity(unchecked) private(set) var active: [TouchSource: UITouch] = [:]
    /// The same touches in the order they began (serial order), so a cycle never sorts them.
    @exclusivity(unchecked) private(set) var activeTouches: [UITouch] = []
    /// Finished touches whose view deliveries are still held back.
    @exclusivity(unchecked) var lingering: [UITouch] = []
    /// Contacts that are down but bound to nothing (they hit no view or were blocked).
    @exclusivity(unchecked) var unboundContacts: Set<TouchSource> = []
    /// The event object reused for every touch frame, as UIKit reuses its touches event.
    let touchEvent = UIEvent(type: .touches, timestamp: 0)
    private var nextSerial = 0
    @exclusivity(unchecked) var lastTap: (window: ObjectIdentifier, location: CGPoint, time: InputTime, count: Int)?
    /// Whether a dispatch cycle or a settle is delivering; see ``settle()``.
    @exclusivity(unchecked) private var isDelivering = false
    /// A settle was asked for while delivering.
    @exclusivity(unchecked) private var settleRequested = false
    /// Each tracked touch's delivery bookkeeping (`TouchDeliveryRecords.swift`): the dispatcher's alone.
    @exclusivity(unchecked) var deliveries = TouchDeliveryRecords()
    /// Buffers a steady frame reuses instead of allocating (docs/benchmarks.md).
    @exclusivity(unchecked) var scratch = DispatchScratch()

    init(application: UIApplication) {
        self.application = application
        self.trace = application.trace
        touchEvent.touchDispatcher = self
    }

    /// The event may outlive the dispatcher (someone kept it): it must not point at it.
    isolated deinit { touchEvent.touchDispatcher = nil }

    var now: InputTime { application.clock.now }
    /// The application's trace (a constant of the application), held here so that each traced delivery
    /// reads it without going through the unowned application (a strong retain and release each time).
    let trace: Trace

    /// How many contacts of `device` are down (bound or not).
    func contactCount(of device: DeviceID) -> Int {
        var count = 0
        for source in active.keys where source.device == device { count += 1 }
        for source in unboundContacts where source.device == device { count += 1 }
        return count
    }

    func isDown(_ source: TouchSource) -> Bool { touch(for: source) != nil || unboundContacts.contains(source) }

    /// The touch in progress for `source`. With the few touches a panel has down, comparing each one's
    /// source costs less than hashing it (two dictionary lookups per update were a twentieth of a moved
    /// frame; callgrind); the dictionary serves the rare case of many touches.
    @inline(__always)
    func touch(for source: TouchSource) -> UITouch? {
        guard activeTouches.count <= 16 else { return active[source] }
        for touch in activeTouches where touch.source == source { return touch }
        return nil
    }

    // MARK: Input

    /// Applies one frame of contact changes and runs a dispatch cycle.
    ///
    /// A frame can change one contact more than once (a finger that lands and lifts between two reports,
    /// which the evdev decoder passes on as a down and an up). A touch has one phase per cycle, so the
    /// second change of a touch first runs a cycle for the changes before it: the touch is seen to begin
    /// before it moves or ends, and a contact that lifts and lands again becomes a new touch.
    func dispatch(_ updates: [TouchUpdate], type: UITouch.TouchType) {
        var changed = scratch.takeTouches()
        defer { scratch.give(&changed) }
        func markChanged(_ touch: UITouch) { if !changed.containsIdentical(touch) { changed.append(touch) } }
        for update in updates {
            var current = touch(for: update.source)
            if let touch = current, changed.containsIdentical(touch) {
                runCycle(.touches(changed))
                changed.removeAll(keepingCapacity: true)
                current = self.touch(for: update.source)
            }
            switch update.phase {
            case .down:
                if let existing = current {
                    application.reportDiagnostic("touch down for \(update.source.device) \(update.source.contact), which is already down: treated as a move")
                    move(existing, to: update)
                    markChanged(existing)
                    continue
                }
                if unboundContacts.contains(update.source) { continue }
                if let touch = begin(update, type: type) { markChanged(touch) }
            case .move, .up, .cancel:
                guard let touch = current else {
                    if unboundContacts.contains(update.source) {
                        if update.phase != .move { unboundContacts.remove(update.source) }
                    } else {
                        application.reportDiagnostic("\(update.phase.rawValue) for \(update.source.device) \(update.source.contact), which is not down: ignored")
                    }
                    continue
                }
                if touch.isFinished { continue }
                move(touch, to: update)
                if update.phase == .up { touch.phase = .ended }
                if update.phase == .cancel { touch.phase = .cancelled }
                markChanged(touch)
            }
        }
        guard !changed.isEmpty else { return }
        runCycle(.touches(changed))
    }

    /// Cancels every touch matching `predicate` (a device removed, a window gone): each is cancelled once.
    func cancelTouches(reason: String, where predicate: (UITouch) -> Bool) {
        let victims = activeTouches.filter { !$0.isFinished && predicate($0) }
        unboundContacts = unboundContacts.filter { source in !victims.contains { $0.source == source } }
        guard !victims.isEmpty else { return }
        trace.emit(.diagnostic(time: now, message: "cancelling \(victims.map(\.traceName).joined(separator: ",")): \(reason)"))
        for touch in victims {
            touch.previousWindowLocation = touch.windowLocation
            touch.phase = .cancelled
            touch.timestamp = now.seconds
        }
        runCycle(.touches(victims))
    }

    /// `recognizer` no longer decides the delivery of `touches` (it was reset or removed, or ignores them).
    func removeDecider(_ recognizer: UIGestureRecognizer, from touches: [UITouch]) {
        for touch in touches { deliveries.update(touch) { $0.deciders.removeAll { $0 === recognizer } } }
    }

    /// `recognizer` stopped tracking `touch` for the rest of the touch's life (it ignores it, or it was
    /// reset while the touch is down): its recognition will not cancel the touch in its view.
    func noteIgnored(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        let id = ObjectIdentifier(recognizer)
        deliveries.update(touch) { record in
            if !record.ignoringRecognizers.contains(id) { record.ignoringRecognizers.append(id) }
        }
    }

    /// Whether `touch`'s view got `touchesBegan` and has not yet heard that it ended or was cancelled.
    func isOpenInView(_ touch: UITouch) -> Bool {
        let record = deliveries[touch]
        return record.deliveredBeganToView && !record.closedForView
    }

    /// Forgets unbound contacts of a device (it was removed).
    func forgetUnboundContacts(of device: DeviceID) { unboundContacts = unboundContacts.filter { $0.device != device } }

    private func move(_ touch: UITouch, to update: TouchUpdate) {
        guard let window = touch.window else { return }
        let location = update.keepsLastPosition ? touch.windowLocation : window.convertFromSuperview(update.location)
        touch.previousWindowLocation = touch.windowLocation
        touch.previousForce = touch.force
        touch.previousTimestamp = touch.timestamp
        touch.windowLocation = location
        touch.timestamp = now.seconds
        touch.phase = .moved
        let travel = location.distance(to: touch.startWindowLocation)
        deliveries.update(touch) { $0.maximumTravel = max($0.maximumTravel, travel) }
        if let radius = update.majorRadius { touch.majorRadius = radius }
        if let force = update.force { touch.force = force }
        if let pencil = update.pencil { touch.apply(pencil) }
    }

    /// A new touch: hit-tested once, bound to the view it hit, admitted by the touch-down rules
    /// (`TouchDispatcher+Admission.swift`), with the recognizers that will see it.
    private func begin(_ update: TouchUpdate, type: UITouch.TouchType) -> UITouch? {
        if application.isIgnoringInteractionEvents {
            unboundContacts.insert(update.source)
            trace.emit(.diagnostic(time: now, message: "touch ignored: the application is ignoring interaction events"))
            return nil
        }
        guard let (window, windowPoint, hit) = application.hitTestWindows(atScreenPoint: update.location, event: touchEvent, device: update.source.device) else {
            unboundContacts.insert(update.source)
            trace.emit(.hitTest(time: now, touch: .contact(update.source.device, update.source.contact),
                                point: update.location, window: "screen", view: nil))
            return nil
        }
        nextSerial += 1
        // A new object per touch, never a finished one reused: the framework's own weak references and
        // identities of touches (a control's tracked touch, a swipe's swallowed touch) rely on a touch that
        // ended never coming back as another (docs/decisions.md, "Touches are not reused").
        let touch = UITouch(source: update.source, serial: nextSerial, type: type, window: window,
                            location: windowPoint, timestamp: now.seconds,
                            deliverySlot: deliveries.open(serial: nextSerial))
        touch.view = hit
        if let radius = update.majorRadius { touch.majorRadius = radius }
        if let force = update.force {
            touch.force = force
            touch.maximumPossibleForce = UITouch.maximumForceScale
        }
        if let pencil = update.pencil { touch.apply(pencil) }
        touch.tapCount = tapCount(for: touch, in: window)
        trace.emit(.hitTest(time: now, touch: touch.traceIdentity, point: windowPoint, window: window.traceName, view: hit.traceName))
        if let blocker = exclusiveTouchBlocker(for: hit, in: window) {
            trace.emit(.diagnostic(time: now, message: "\(touch.traceName) blocked: \(blocker)"))
            unboundContacts.insert(update.source)
            deliveries.close(touch)
            return nil
        }
        if !hit.isMultipleTouchEnabled, viewIsTracking(hit, except: touch) {
            deliveries.update(touch) { $0.suppressedForView = true }
            trace.emit(.diagnostic(time: now, message: "\(touch.traceName) not delivered to \(hit.traceName): isMultipleTouchEnabled is false and it already tracks a touch"))
        }
        touch.gestureRecognizers = recognizers(for: touch, hit: hit)
        active[update.source] = touch
        activeTouches.append(touch)
        return touch
    }

    // MARK: The dispatch cycle

    /// What starts a dispatch cycle.
    enum CycleCause {
        /// Touches changed (a frame, or a cancellation): they travel in the event.
        case touches([UITouch])
        /// Nothing changed, but a decision was made outside a frame (a timer fired, a recognizer was
        /// disabled): actions go out and the views get what the decision released or cancelled.
        case settle
    }

    /// One dispatch cycle, in the order UIKit's Event Handling Guide gives:
    ///
    /// 1. the event carries the changed touches, in the frame's order (every other touch in progress is
    ///    stationary);
    /// 2. the application sends it to each window with touches, and each window
    ///    (``sendTouches(in:of:)``) lets the recognizers see its changed touches, resolves their
    ///    recognitions and sends their actions, then delivers to its views what is no longer held back
    ///    (a settle has no changed touches: its actions go out, then every touch's held phases that are no
    ///    longer held back reach the views);
    /// 3. actions queued while views were called go out;
    /// 4. recognizers that finished are reset, and finished touches are forgotten.
    ///
    /// A frame (``dispatch(_:type:)``), a cancellation (``cancelTouches(reason:where:)``) and a settle
    /// (``settle()``) are all this one function. A settle asked for while a cycle is delivering (a touch
    /// handler or an action disabled a recognizer) runs once that delivery is over: run in the middle, it
    /// would enqueue the cycle's changed touches a second time and deliver their phases twice.
    private func runCycle(_ cause: CycleCause) {
        let outer = isDelivering
        isDelivering = true
        defer {
            isDelivering = outer
            if !outer && settleRequested {
                settleRequested = false
                runCycle(.settle)
            }
        }
        switch cause {
        case .touches(let changed):
            touchEvent.changedTouches = changed
            touchEvent.timestamp = now.seconds
            for touch in activeTouches where !touch.isFinished && !changed.containsIdentical(touch) {
                touch.phase = .stationary
            }
            // Copied into the event's own buffer rather than sharing ours: a shared buffer made the next
            // touch-down's append copy the whole list.
            touchEvent.touchStorage.removeAll(keepingCapacity: true)
            touchEvent.touchStorage.append(contentsOf: activeTouches)
            // Every window with touches in progress gets the event; each delivers its changed touches.
            application.sendEvent(touchEvent)
            touchEvent.changedTouches = []
        case .settle:
            application.gestureEnvironment.flushActions()
            deliverToViews(lingering.isEmpty ? activeTouches : activeTouches + lingering)
        }
        // Actions queued while views were called (a handler disabled a recognizer) go out before the
        // reset, so their targets still read the state they were sent for.
        application.gestureEnvironment.flushActions()
        application.gestureEnvironment.resetFinishedRecognizers()
        finishCycle()
    }

    /// The touch work of `UIWindow.sendEvent`: recognizers first, then actions, then views.
    func sendTouches(in window: UIWindow, of event: UIEvent) {
        let all = event.changedTouches
        let changed = all.allSatisfyWindow(window) ? all : all.filter { $0.window === window }
        guard !changed.isEmpty else { return }
        deliverToRecognizers(changed, event: event)
        application.gestureEnvironment.flushActions()
        deliverToViews(lingering.isEmpty ? changed : changed + lingering.filter { $0.window === window })
    }

    /// After a timer or a state change outside a frame: a cycle without changed touches (see
    /// ``runCycle(_:)``), now, or once the delivery in progress is over.
    func settle() {
        guard !isDelivering else {
            settleRequested = true
            return
        }
        runCycle(.settle)
    }

    private func finishCycle() {
        guard activeTouches.contains(where: \.isFinished) || !lingering.isEmpty else { return }
        var finished = scratch.takeTouches()
        defer { scratch.give(&finished) }
        // In the order the touches began, so the last one to lift decides the tap record.
        for touch in activeTouches where touch.isFinished {
            active[touch.source] = nil
            finished.append(touch)
            recordTap(touch)
            let record = deliveries[touch]
            if !record.closedForView && !record.heldPhases.isEmpty {
                lingering.append(touch)
            } else {
                deliveries.close(touch)
            }
        }
        if !finished.isEmpty { activeTouches.removeAll(where: \.isFinished) }
        // A touch whose held phases went out (or were dropped) is forgotten; its slot can serve another.
        lingering.removeAll { touch in
            let record = deliveries[touch]
            guard record.closedForView || record.heldPhases.isEmpty else { return false }
            deliveries.close(touch)
            return true
        }
        scratch.forget(finished)
        // Between cycles the event lists the touches still in progress or still to be delivered: the
        // forgotten ones go (the event would otherwise keep them alive until the next frame).
        touchEvent.touchStorage.removeAll(keepingCapacity: true)
        touchEvent.touchStorage.append(contentsOf: activeTouches)
        touchEvent.touchStorage.append(contentsOf: lingering)
    }

    private func recordTap(_ touch: UITouch) {
        guard touch.phase == .ended, active.isEmpty, deliveries[touch].maximumTravel <= UITouch.multipleTapDistance,
              let window = touch.window
        else {
            if touch.phase == .cancelled { lastTap = nil }
            return
        }
        lastTap = (ObjectIdentifier(window), touch.windowLocation, now, touch.tapCount)
    }
}

extension UITouch {
    /// How the trace names a touch: `t` and its sequence number.
    public var traceName: String { serialName }

    /// The longest time between one tap's end and the next touch's start for them to count as a multi-tap,
    /// in seconds. iOS does not publish its value; 0.35 s is the interval its tap recognizer is reported to
    /// use (`gestures.md` §1.6).
    public static var multipleTapInterval: TimeInterval = GestureDefaults.maximumIntervalBetweenTaps
    /// The farthest, in points, a touch may start from the previous tap (and travel) to count as the next tap.
    public static var multipleTapDistance: CGFloat = GestureDefaults.multipleTapDistance
    /// The ``maximumPossibleForce`` reported when a device gives pressure normalised to 0…1: force is the
    /// pressure times this value, so an average press reads about 1.0 as on iOS.
    static let maximumForceScale: CGFloat = 6.666667
}

extension UIGestureRecognizer {
    /// Remembers the current centroid so ``location(in:)`` still answers after the touches are gone.
    func noteLocation() {
        let touches = trackedTouches
        guard let first = touches.first, let centroid = touches.centroid(in: nil) else { return }
        // Loading or assigning the weak reference costs a side-table round trip; most calls keep the
        // same window, which the identifiers tell without touching it.
        if lastWindowID != first.windowID {
            guard let window = first.window else { return }
            lastWindow = window
            lastWindowID = first.windowID
        }
        lastWindowLocation = centroid
    }
}
