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

/// Turns contact changes into `UITouch` objects and delivers them: to gesture recognizers first, then to
/// views, honouring the delivery rules of UIKit's Event Handling Guide.
///
/// - Each touch is hit-tested once, when it begins, and bound to that view for life.
/// - Frames are atomic: all touches that changed in a frame are delivered together, one call per view
///   per phase, after every recognizer has seen them and every recognition has been resolved.
/// - A view without `isMultipleTouchEnabled` receives only its first touch; recognizers still see the rest.
/// - An exclusive-touch view receives a touch only while no other view in its window tracks one, and
///   while it tracks one no other view in the window receives new touches.
/// - `delaysTouchesBegan`/`delaysTouchesEnded` hold phases back while a deciding recognizer is undecided;
///   `cancelsTouchesInView` cancels them on recognition.
@MainActor
final class TouchDispatcher {
    private unowned let application: UIApplication
    /// Touches that are down, by their source.
    private(set) var active: [TouchSource: UITouch] = [:]
    /// Finished touches whose view deliveries are still held back.
    private var lingering: [UITouch] = []
    /// Contacts that are down but bound to nothing (they hit no view or were blocked).
    private var unboundContacts: Set<TouchSource> = []
    /// The event object reused for every touch frame, as UIKit reuses its touches event.
    let touchEvent = UIEvent(type: .touches, timestamp: 0)
    private var nextSerial = 0
    /// The changed touches of the cycle in progress.
    private var changedThisCycle: [UITouch] = []
    private var lastTap: (window: ObjectIdentifier, location: CGPoint, time: InputTime, count: Int)?
    /// Whether a dispatch cycle or a settle is delivering; see ``settle()``.
    private var isDelivering = false
    /// A settle was asked for while delivering.
    private var settleRequested = false

    init(application: UIApplication) { self.application = application }

    private var now: InputTime { application.clock.now }
    private var trace: Trace { application.trace }

    /// Touches that are down, ordered by when they began.
    var activeTouches: [UITouch] { active.values.sortedBySerial() }

    /// How many contacts of `device` are down (bound or not).
    func contactCount(of device: DeviceID) -> Int {
        active.keys.filter { $0.device == device }.count + unboundContacts.filter { $0.device == device }.count
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
        var changed: [UITouch] = []
        func markChanged(_ touch: UITouch) { if !changed.containsIdentical(touch) { changed.append(touch) } }
        for update in updates {
            if let touch = active[update.source], changed.containsIdentical(touch) {
                runCycle(changed)
                changed = []
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

    private func begin(_ update: TouchUpdate, type: UITouch.TouchType) -> UITouch? {
        if application.isIgnoringInteractionEvents {
            unboundContacts.insert(update.source)
            trace.emit(.diagnostic(time: now, message: "touch ignored: the application is ignoring interaction events"))
            return nil
        }
        guard let (window, windowPoint, hit) = application.hitTestWindows(atScreenPoint: update.location, event: touchEvent, device: update.source.device) else {
            unboundContacts.insert(update.source)
            trace.emit(.hitTest(time: now, touch: "\(update.source.device).\(update.source.contact)",
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
        trace.emit(.hitTest(time: now, touch: touch.traceName, point: windowPoint, window: window.traceName, view: hit.traceName))
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
        return touch
    }

    // MARK: Rules at touch-down

    private func tapCount(for touch: UITouch, in window: UIWindow) -> Int {
        guard let lastTap, lastTap.window == ObjectIdentifier(window), active.isEmpty,
              now.microseconds - lastTap.time.microseconds <= Int64(UITouch.multipleTapInterval * 1_000_000),
              touch.windowLocation.distance(to: lastTap.location) <= UITouch.multipleTapDistance
        else { return 1 }
        return lastTap.count + 1
    }

    private func viewIsTracking(_ view: UIView, except touch: UITouch) -> Bool {
        active.values.contains { $0 !== touch && $0.view === view && !$0.isFinished && !$0.suppressedForView }
    }

    /// Why an exclusive-touch rule blocks a touch on `hit`, or `nil`.
    private func exclusiveTouchBlocker(for hit: UIView, in window: UIWindow) -> String? {
        let trackingViews = active.values
            .filter { $0.window === window && !$0.isFinished && !$0.suppressedForView }
            .compactMap(\.view)
        // Only a rule that applies needs the views in a stable order (by trace name, so the reported blocker
        // does not depend on dictionary order); building every trace name on each touch-down was a tenth
        // of the dispatch benchmark's instructions (callgrind, docs/benchmarks.md).
        guard hit.isExclusiveTouch || trackingViews.contains(where: \.isExclusiveTouch) else { return nil }
        let trackingViewsInOrder = trackingViews.sorted { $0.traceName < $1.traceName }
        if let exclusive = trackingViewsInOrder.first(where: { $0.isExclusiveTouch && $0 !== hit }) {
            return "\(exclusive.traceName) is exclusive-touch and tracking a touch"
        }
        if hit.isExclusiveTouch, let other = trackingViewsInOrder.first(where: { $0 !== hit }) {
            return "\(hit.traceName) is exclusive-touch and \(other.traceName) is tracking a touch"
        }
        return nil
    }

    /// The recognizers of the hit view and its ancestors that accept the touch, deepest view first.
    private func recognizers(for touch: UITouch, hit: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = hit
        while let view = current {
            for recognizer in view.storedGestureRecognizers ?? [] where accepts(recognizer, touch) {
                result.append(recognizer)
            }
            current = view.storedSuperview
        }
        return result
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard recognizer.isEnabled, !recognizer.storedState.isTerminal, recognizer.pendingState == nil else { return false }
        guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) else { return false }
        if recognizer.requiresExclusiveTouchType, let type = recognizer.exclusiveTouchType, type != touch.type { return false }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
            trace.emit(.diagnostic(time: now, message: "\(recognizer.traceName) does not receive \(touch.traceName): delegate's shouldReceive returned false"))
            return false
        }
        return true
    }

    // MARK: The dispatch cycle

    private func runCycle(_ changed: [UITouch]) {
        let outer = isDelivering
        isDelivering = true
        defer {
            isDelivering = outer
            if !outer && settleRequested { settle() }
        }
        changedThisCycle = changed
        touchEvent.timestamp = now.seconds
        for touch in active.values where !changed.containsIdentical(touch) && !touch.isFinished {
            touch.phase = .stationary
        }
        touchEvent.touchStorage = activeTouches
        // Every window with changed touches holds them in the event, so sendEvent reaches it.
        application.sendEvent(touchEvent)
        changedThisCycle = []
        // Actions queued while views were called (a handler disabled a recognizer) go out before the
        // reset, so their targets still read the state they were sent for.
        application.gestureEnvironment.flushActions()
        application.gestureEnvironment.resetFinishedRecognizers()
        finishCycle()
    }

    /// The touch work of `UIWindow.sendEvent`: recognizers first, then actions, then views.
    func sendTouches(in window: UIWindow) {
        let changed = changedThisCycle.filter { $0.window === window }
        guard !changed.isEmpty else { return }
        deliverToRecognizers(changed)
        application.gestureEnvironment.flushActions()
        deliverToViews(changed + lingering.filter { $0.window === window })
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
            deliverToViews(activeTouches + lingering)
            application.gestureEnvironment.resetFinishedRecognizers()
            finishCycle()
            isDelivering = false
        } while settleRequested
    }

    private func finishCycle() {
        var finished: [UITouch] = []
        for (source, touch) in active where touch.isFinished {
            active[source] = nil
            finished.append(touch)
            if !touch.closedForView && !touch.heldPhases.isEmpty { lingering.append(touch) }
            recordTap(touch)
        }
        lingering.removeAll { $0.closedForView || $0.heldPhases.isEmpty }
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

    private func deliverToRecognizers(_ changed: [UITouch]) {
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
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var order: [UIGestureRecognizer] = []
            var touchesByRecognizer: [ObjectIdentifier: [UITouch]] = [:]
            for touch in changed where touch.phase == phase {
                for recognizer in touch.gestureRecognizers ?? []
                where recognizer.trackedTouches.containsIdentical(touch) {
                    let key = ObjectIdentifier(recognizer)
                    if touchesByRecognizer[key] == nil { order.append(recognizer) }
                    touchesByRecognizer[key, default: []].append(touch)
                }
            }
            for recognizer in order {
                // A recognizer that already ended, failed or was cancelled in this frame hears no more of it.
                guard let touches = touchesByRecognizer[ObjectIdentifier(recognizer)], recognizer.view != nil,
                      !recognizer.storedState.isTerminal
                else { continue }
                recognizer.noteLocation()
                let set = Set(touches)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: touchEvent)
                case .moved: recognizer.touchesMoved(set, with: touchEvent)
                case .ended: recognizer.touchesEnded(set, with: touchEvent)
                default: recognizer.touchesCancelled(set, with: touchEvent)
                }
                if phase == .ended || phase == .cancelled {
                    recognizer.noteLocation()
                    recognizer.trackedTouches.removeAllIdentical(toAnyOf: touches)
                }
            }
        }
    }

    // MARK: Delivery to views

    private func holdsBegan(_ touch: UITouch) -> Bool {
        touch.deciders.contains { $0.delaysTouchesBegan && $0.storedState == .possible && $0.view != nil }
    }

    private func holdsEnded(_ touch: UITouch) -> Bool {
        touch.deciders.contains { $0.delaysTouchesEnded && $0.storedState == .possible && $0.view != nil }
    }

    private func deliverToViews(_ candidates: [UITouch]) {
        var deliveries: [(UITouch.Phase, UIView, UITouch)] = []
        var seen: Set<ObjectIdentifier> = []
        for touch in candidates.sortedBySerial() {
            guard seen.insert(ObjectIdentifier(touch)).inserted, !touch.closedForView else { continue }
            if changedThisCycle.containsIdentical(touch) {
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
                    if touch.deliveredBeganToView { deliveries.append((.cancelled, view, touch)) }
                    break
                }
                if holdsBegan(touch) { break }
                if next == .ended && holdsEnded(touch) { break }
                touch.heldPhases.removeFirst()
                if next == .began { touch.deliveredBeganToView = true }
                if next == .ended { touch.closedForView = true }
                deliveries.append((next, view, touch))
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
    private func send(_ deliveries: [(UITouch.Phase, UIView, UITouch)]) {
        guard !deliveries.isEmpty else { return }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var views: [UIView] = []
            var touchesByView: [ObjectIdentifier: [UITouch]] = [:]
            for (deliveryPhase, view, touch) in deliveries where deliveryPhase == phase {
                let key = ObjectIdentifier(view)
                if touchesByView[key] == nil { views.append(view) }
                touchesByView[key, default: []].append(touch)
            }
            for view in views {
                guard let touches = touchesByView[ObjectIdentifier(view)] else { continue }
                deliver(phase, touches, to: view)
            }
        }
    }

    private func deliver(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView) {
        let name: String
        switch phase {
        case .began: name = "touchesBegan"
        case .moved: name = "touchesMoved"
        case .ended: name = "touchesEnded"
        default: name = "touchesCancelled"
        }
        trace.emit(.delivery(time: now, responder: view.traceName, phase: name, touches: touches.map(\.traceName)))
        let set = Set(touches)
        switch phase {
        case .began: view.touchesBegan(set, with: touchEvent)
        case .moved: view.touchesMoved(set, with: touchEvent)
        case .ended: view.touchesEnded(set, with: touchEvent)
        default: view.touchesCancelled(set, with: touchEvent)
        }
    }

    /// A recognizer recognized: its touches are cancelled in their views (held phases dropped), except
    /// touches it ignored.
    func cancelInViews(touches: [UITouch], by recognizer: UIGestureRecognizer) {
        var deliveries: [(UITouch.Phase, UIView, UITouch)] = []
        for touch in touches.sortedBySerial() where !touch.closedForView {
            guard !recognizer.ignoredTouches.contains(ObjectIdentifier(touch)) else { continue }
            touch.heldPhases.removeAll()
            touch.closedForView = true
            if touch.deliveredBeganToView, !touch.suppressedForView, let view = touch.view {
                deliveries.append((.cancelled, view, touch))
            }
        }
        send(deliveries)
    }
}

extension UITouch {
    /// How the trace names a touch: `t` and its sequence number.
    public var traceName: String { "t\(serial)" }

    /// The longest time between one tap's end and the next touch's start for them to count as a multi-tap,
    /// in seconds. iOS does not publish its value; 0.35 s is the interval its tap recognizer is reported to
    /// use (`gestures.md` §1.6).
    public static var multipleTapInterval: TimeInterval = 0.35
    /// The farthest, in points, a touch may start from the previous tap (and travel) to count as the next tap.
    public static var multipleTapDistance: CGFloat = 45
    /// The ``maximumPossibleForce`` reported when a device gives pressure normalised to 0…1: force is the
    /// pressure times this value, so an average press reads about 1.0 as on iOS.
    static let maximumForceScale: CGFloat = 6.666667
}

extension UIGestureRecognizer {
    /// Remembers the current centroid so ``location(in:)`` still answers after the touches are gone.
    func noteLocation() {
        guard let first = trackedTouches.first, let window = first.window else { return }
        lastWindow = window
        var sumX: CGFloat = 0
        var sumY: CGFloat = 0
        for touch in trackedTouches {
            sumX += touch.windowLocation.x
            sumY += touch.windowLocation.y
        }
        lastWindowLocation = CGPoint(x: sumX / CGFloat(trackedTouches.count), y: sumY / CGFloat(trackedTouches.count))
    }
}
