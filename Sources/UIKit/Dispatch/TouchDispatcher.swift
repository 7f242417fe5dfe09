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
    private(set) var active: [TouchSource: UITouch] = [:]
    /// The same touches in the order they began (serial order), so a cycle never sorts them.
    private(set) var activeTouches: [UITouch] = []
    /// Finished touches whose view deliveries are still held back.
    var lingering: [UITouch] = []
    /// Contacts that are down but bound to nothing (they hit no view or were blocked).
    var unboundContacts: Set<TouchSource> = []
    /// The event object reused for every touch frame, as UIKit reuses its touches event.
    let touchEvent = UIEvent(type: .touches, timestamp: 0)
    private var nextSerial = 0
    var lastTap: (window: ObjectIdentifier, location: CGPoint, time: InputTime, count: Int)?
    /// Whether a dispatch cycle or a settle is delivering; see ``settle()``.
    private var isDelivering = false
    /// A settle was asked for while delivering.
    private var settleRequested = false
    /// Buffers a steady frame reuses instead of allocating (docs/benchmarks.md).
    var scratch = DispatchScratch()

    init(application: UIApplication) {
        self.application = application
        touchEvent.touchDispatcher = self
    }

    var now: InputTime { application.clock.now }
    var trace: Trace { application.trace }

    /// How many contacts of `device` are down (bound or not).
    func contactCount(of device: DeviceID) -> Int {
        var count = 0
        for source in active.keys where source.device == device { count += 1 }
        for source in unboundContacts where source.device == device { count += 1 }
        return count
    }

    func isDown(_ source: TouchSource) -> Bool { active[source] != nil || unboundContacts.contains(source) }

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
            if let touch = active[update.source], changed.containsIdentical(touch) {
                runCycle(changed)
                changed.removeAll(keepingCapacity: true)
            }
            switch update.phase {
            case .down:
                if let existing = active[update.source] {
                    application.reportDiagnostic("touch down for \(update.source.device) \(update.source.contact), which is already down: treated as a move")
                    move(existing, to: update)
                    markChanged(existing)
                    continue
                }
                if unboundContacts.contains(update.source) { continue }
                if let touch = begin(update, type: type) { markChanged(touch) }
            case .move, .up, .cancel:
                guard let touch = active[update.source] else {
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
        runCycle(changed)
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
        runCycle(victims)
    }

    /// Forgets unbound contacts of a device (it was removed).
    func forgetUnboundContacts(of device: DeviceID) { unboundContacts = unboundContacts.filter { $0.device != device } }

    private func move(_ touch: UITouch, to update: TouchUpdate) {
        guard let window = touch.window else { return }
        let location = update.keepsLastPosition ? touch.windowLocation : window.convertFromSuperview(update.location)
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = location
        touch.timestamp = now.seconds
        touch.phase = .moved
        touch.maximumTravel = max(touch.maximumTravel, location.distance(to: touch.startWindowLocation))
        if let radius = update.majorRadius { touch.majorRadius = radius }
        if let force = update.force { touch.force = force }
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
        let touch = UITouch(source: update.source, serial: nextSerial, type: type, window: window,
                            location: windowPoint, timestamp: now.seconds)
        touch.view = hit
        touch.startWindowLocation = windowPoint
        if let radius = update.majorRadius { touch.majorRadius = radius }
        if let force = update.force {
            touch.force = force
            touch.maximumPossibleForce = UITouch.maximumForceScale
        }
        touch.tapCount = tapCount(for: touch, in: window)
        trace.emit(.hitTest(time: now, touch: touch.traceIdentity, point: windowPoint, window: window.traceName, view: hit.traceName))
        if let blocker = exclusiveTouchBlocker(for: hit, in: window) {
            trace.emit(.diagnostic(time: now, message: "\(touch.traceName) blocked: \(blocker)"))
            unboundContacts.insert(update.source)
            return nil
        }
        if !hit.isMultipleTouchEnabled, viewIsTracking(hit, except: touch) {
            touch.suppressedForView = true
            trace.emit(.diagnostic(time: now, message: "\(touch.traceName) not delivered to \(hit.traceName): isMultipleTouchEnabled is false and it already tracks a touch"))
        }
        touch.gestureRecognizers = recognizers(for: touch, hit: hit)
        active[update.source] = touch
        activeTouches.append(touch)
        return touch
    }

    // MARK: The dispatch cycle

    /// One dispatch cycle, in the order UIKit's Event Handling Guide gives:
    ///
    /// 1. the event carries the changed touches, in the frame's order (every other touch in progress is
    ///    stationary);
    /// 2. the application sends it to each window with touches, and each window
    ///    (``sendTouches(in:of:)``) lets the recognizers see its changed touches, resolves their
    ///    recognitions and sends their actions, then delivers to its views what is no longer held back;
    /// 3. actions queued while views were called go out;
    /// 4. recognizers that finished are reset, and finished touches are forgotten.
    ///
    /// A frame (``dispatch(_:type:)``), a cancellation (``cancelTouches(reason:where:)``) and a settle after
    /// a timer (``settle()``, which has no changed touches) all run this order.
    private func runCycle(_ changed: [UITouch]) {
        let outer = isDelivering
        isDelivering = true
        defer {
            isDelivering = outer
            if !outer && settleRequested { settle() }
        }
        touchEvent.changedTouches = changed
        touchEvent.timestamp = now.seconds
        for touch in activeTouches where !touch.isFinished && !changed.containsIdentical(touch) {
            touch.phase = .stationary
        }
        touchEvent.touchStorage = activeTouches
        // Every window with touches in progress gets the event; each delivers its changed touches.
        application.sendEvent(touchEvent)
        touchEvent.changedTouches = []
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

    /// After a timer or a state change outside a frame: send actions, release held deliveries, reset.
    ///
    /// Asked for while a cycle or another settle is delivering (a touch handler or an action disabled a
    /// recognizer), it runs once that delivery is over: run in the middle, it would enqueue the cycle's
    /// changed touches a second time and deliver their phases twice.
    func settle() {
        guard !isDelivering else {
            settleRequested = true
            return
        }
        repeat {
            settleRequested = false
            isDelivering = true
            application.gestureEnvironment.flushActions()
            deliverToViews(lingering.isEmpty ? activeTouches : activeTouches + lingering)
            application.gestureEnvironment.resetFinishedRecognizers()
            finishCycle()
            isDelivering = false
        } while settleRequested
    }

    private func finishCycle() {
        guard activeTouches.contains(where: \.isFinished) || !lingering.isEmpty else { return }
        var finished: [UITouch] = []
        // In the order the touches began, so the last one to lift decides the tap record.
        for touch in activeTouches where touch.isFinished {
            active[touch.source] = nil
            finished.append(touch)
            if !touch.closedForView && !touch.heldPhases.isEmpty { lingering.append(touch) }
            recordTap(touch)
        }
        if !finished.isEmpty { activeTouches.removeAll(where: \.isFinished) }
        lingering.removeAll { $0.closedForView || $0.heldPhases.isEmpty }
        scratch.forget(finished)
        application.gestureEnvironment.forgetFinishedTouches(finished)
    }

    private func recordTap(_ touch: UITouch) {
        guard touch.phase == .ended, active.isEmpty, touch.maximumTravel <= UITouch.multipleTapDistance,
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
        guard let first = trackedTouches.first, let window = first.window,
              let centroid = trackedTouches.centroid(in: nil) else { return }
        // Assigning a weak reference forms it anew each time; most calls keep the same window.
        if lastWindow !== window { lastWindow = window }
        lastWindowLocation = centroid
    }
}
