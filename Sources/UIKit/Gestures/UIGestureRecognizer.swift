import InputCore

/// The base of every gesture recognizer: its state machine, the touches it tracks, its targets, and its
/// relations with other recognizers.
///
/// A recognizer sees the touches hit-tested to its view or any descendant, before the view does. States:
/// discrete gestures go `possible → ended` (recognized) or `possible → failed`; continuous gestures go
/// `possible → began → changed* → ended | cancelled`, or `possible → failed`. Any other transition is
/// refused and reported on the trace. After a terminal state the application calls ``reset()`` at the end
/// of the current dispatch cycle, and the recognizer ignores the rest of the touches it was tracking.
///
/// Moving out of `possible` is not immediate when other recognizers are involved: the gesture
/// environment asks the delegate and the view, waits for the recognizers this one must see fail, and
/// lets a recognizer that already began prevent it. Every decision reaches the trace with its reason.
///
/// Subclass API (`UIGestureRecognizerSubclass`): set ``state`` (or call ``setState(_:reason:)`` to give
/// the trace a reason) from the `touches*` overrides, and override ``reset()``.
@MainActor
open class UIGestureRecognizer {
    /// The states of a recognizer.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized; the default.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended; for discrete gestures, it was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture cannot be recognized from these touches.
        case failed

        /// Same as ``ended``.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the state ends the gesture until the next reset.
        public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    @exclusivity(unchecked) var storedState: State = .possible
    /// Registered actions, in the order they were added.
    @exclusivity(unchecked) var actions: [GestureTargetAction] = []
    var nextActionID = 0
    /// Timers the recognizer scheduled; cancelled at reset.
    @exclusivity(unchecked) var timerIDs: [FrameworkClock.TimerID] = []
    /// Recognizers added with ``require(toFail:)``.
    var staticFailureRequirements: [WeakGestureRecognizer] = []
    /// The reverse: recognizers that added this one with ``require(toFail:)`` (the cycle check searches
    /// from both ends).
    var staticDependents: [WeakGestureRecognizer] = []

    // MARK: Participation (the gesture environment's record, read here)

    /// The recognizer's part in the touch sequence in progress, kept and written by the gesture
    /// environment it takes part in (`GestureEnvironment.Participation`); empty when it takes part in none.
    var participation: GestureEnvironment.Participation { environment?.participation(of: self) ?? .none }
    /// The touches this recognizer tracks, in the order they were added. (Each of these reads one field of
    /// the record: copying the whole record per read was a sixth of a moved frame; callgrind.)
    var trackedTouches: [UITouch] { environment?.trackedTouches(of: self) ?? [] }
    /// Every touch received since the last reset (tracked or already lifted, not ignored): the touches a
    /// recognition cancels in the view and the touches shared with other recognizers.
    var sequenceTouches: [UITouch] { environment?.sequenceTouches(of: self) ?? [] }
    /// Set while the recognizer has matched but waits for others to fail.
    var pendingState: State? { environment?.pendingState(of: self) }
    /// The type of touches seen first since the last reset, for ``requiresExclusiveTouchType``.
    var exclusiveTouchType: UITouch.TouchType? { environment?.exclusiveTouchType(of: self) }

    /// Creates a recognizer without actions.
    public init() {}

    /// The recognizer's state. Setting it is the subclass API: the transition must be legal, and leaving
    /// `possible` goes through the gesture environment (delegate, failure requirements, prevention), so
    /// reading it back may show `possible` (waiting) or `failed` (denied).
    public var state: State {
        get { storedState }
        set { setState(newValue, reason: "") }
    }

    /// Sets ``state`` with a reason the trace prints ("moved 14.2 pt > allowableMovement 10.0 pt").
    public func setState(_ newState: State, reason: String) {
        application.gestureEnvironment.requestTransition(of: self, to: newState, reason: TraceReason(reason))
    }

    /// Sets ``state`` with a typed reason, formatted only if the trace is read (the framework's own
    /// recognizers: no text is built for a state change).
    func setState(_ newState: State, because reason: GestureReason) {
        application.gestureEnvironment.requestTransition(of: self, to: newState, reason: .gesture(reason))
    }

    /// The view the recognizer is attached to.
    ///
    /// Not `weak`: a weak reference gives the view a side table, which sends every retain and release of
    /// it (the responder chain, hit testing, each frame) down the runtime's slow path. The view holds its
    /// recognizers, so the pointer is valid while it is set; detaching clears it, and so does the view's
    /// `deinit` (docs/decisions.md, "Dispatch hot path").
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var view: UIView?

    /// The delegate.
    @exclusivity(unchecked) public weak var delegate: UIGestureRecognizerDelegate?

    /// Whether the recognizer is enabled. Disabling it mid-gesture cancels it (continuous) or fails it.
    @exclusivity(unchecked) public var isEnabled: Bool = true {
        didSet {
            if oldValue && !isEnabled { application.gestureEnvironment.recognizerWasDisabled(self) }
        }
    }

    /// A name for debugging; the trace prints it.
    @exclusivity(unchecked) public var name: String?

    /// Whether recognized touches are cancelled in the view (`touchesCancelled` right before the action).
    /// Default `true`.
    @exclusivity(unchecked) public var cancelsTouchesInView: Bool = true
    /// Whether `touchesBegan`/`touchesMoved` are held back from the view while recognition is undecided.
    /// Default `false`.
    @exclusivity(unchecked) public var delaysTouchesBegan: Bool = false
    /// Whether `touchesEnded` is held back from the view while recognition is undecided. Default `true`.
    @exclusivity(unchecked) public var delaysTouchesEnded: Bool = true
    /// The touch types this recognizer accepts (raw values of ``UITouch/TouchType``). Default: all.
    public var allowedTouchTypes: [NSNumber] = [
        NSNumber(value: UITouch.TouchType.direct.rawValue), NSNumber(value: UITouch.TouchType.indirect.rawValue),
        NSNumber(value: UITouch.TouchType.pencil.rawValue), NSNumber(value: UITouch.TouchType.indirectPointer.rawValue),
    ]
    /// Whether, once it has a touch of one type, the recognizer ignores touches of other types until
    /// reset. Default `true`.
    @exclusivity(unchecked) public var requiresExclusiveTouchType: Bool = true

    // MARK: Touches and location

    /// How many touches the recognizer tracks.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (`nil`: the window's). With no touches,
    /// the last centroid is kept, as UIKit keeps reporting where the gesture ended.
    open func location(in view: UIView?) -> CGPoint {
        trackedTouches.centroid(in: view) ?? lastLocation(in: view)
    }

    /// Where the last centroid was, in window coordinates, and in which window.
    @exclusivity(unchecked) var lastWindowLocation: CGPoint = .zero
    @exclusivity(unchecked) weak var lastWindow: UIWindow?
    /// Which window ``lastWindow`` is, compared at each delivery without loading the weak reference.
    @exclusivity(unchecked) var lastWindowID: ObjectIdentifier?

    func lastLocation(in view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow else { return lastWindowLocation }
        return view.convert(lastWindowLocation, from: window)
    }

    /// The location of one tracked touch (by index) in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            application.reportDiagnostic(
                "location(ofTouch: \(touchIndex)) on \(traceName): index out of range 0..<\(trackedTouches.count)")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    // MARK: Relations

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes; if the other
    /// recognizes, this one fails. A requirement that would close a cycle is refused and reported.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        if otherGestureRecognizer === self || otherGestureRecognizer.staticallyRequires(self) {
            application.reportDiagnostic(
                "require(toFail:) refused: \(traceName) → \(otherGestureRecognizer.traceName) would make a failure-requirement cycle")
            return
        }
        staticFailureRequirements.removeAll { $0.recognizer == nil }
        guard !staticFailureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        staticFailureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
        otherGestureRecognizer.staticDependents.removeAll { $0.recognizer == nil }
        otherGestureRecognizer.staticDependents.append(WeakGestureRecognizer(self))
    }

    /// Whether this recognizer may prevent `preventedGestureRecognizer` from recognizing. Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may prevent this one. Default `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Subclass override: `true` makes this recognizer wait for `otherGestureRecognizer` to fail. Default
    /// `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Subclass override: `true` makes `otherGestureRecognizer` wait for this one to fail. Default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Subclass API: touches

    /// New touches for the recognizer. Override to track them; the default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked touches were cancelled. The default cancels a continuous gesture in progress and fails a
    /// recognizer still in `possible`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: setState(.cancelled, reason: "touches cancelled")
        case .possible: setState(.failed, reason: "touches cancelled")
        default: break
        }
    }

    /// Resets the recognizer's own properties after a gesture. Override to clear subclass state and call
    /// `super`. Called by the application, never directly.
    open func reset() {}

    /// Stops the recognizer from tracking `touch` for the rest of its life. An ignored touch is not
    /// cancelled in the view even if ``cancelsTouchesInView`` is `true`.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        application.touchDispatcher.noteIgnored(touch, by: self)
        // It no longer tracks the touch, decides its delivery, nor shares it with other recognizers; where
        // its touches were is kept for `location(in:)` once none is left.
        noteLocation()
        environment?.stopTracking(touch, by: self, leavingSequence: true)
        application.touchDispatcher.removeDecider(self, from: [touch])
    }

    // MARK: Input other than touches (subclasses in this module)

    /// Scroll input at `location` (window coordinates) for recognizers that accept it (pan).
    func handleScroll(_ scroll: ScrollUpdate, in window: UIWindow) {}
    /// Pointer hover input (hover recognizer).
    func handleHover(_ hover: HoverUpdate, in window: UIWindow) {}
    /// Touchpad pinch and rotation (pinch and rotation recognizers).
    func handleTransform(_ transform: TransformUpdate, in window: UIWindow) {}
    /// Whether the recognizer consumes scroll input.
    var acceptsScrollInput: Bool { false }
    /// Whether the recognizer takes scroll from `source` (the pan's `allowedScrollTypesMask`).
    func allowsScroll(from source: ScrollSource) -> Bool { true }
    /// Whether the recognizer consumes hover input.
    var acceptsHoverInput: Bool { false }
    /// Whether the recognizer consumes touchpad pinch/rotation input.
    var acceptsTransformInput: Bool { false }
    /// Whether the gesture is continuous (goes through `began` and `changed`).
    open var isContinuous: Bool { true }

    /// How the trace names the recognizer: its ``name``, else its type and its view's name.
    public var traceName: String {
        if let name { return name }
        guard let view else { return typeName }
        // Built again only when the view's name may have changed (it follows the hierarchy and the view's
        // identifier, which both bump `hierarchyGeneration`) or the recognizer moved to another view:
        // comparing numbers, not the view's name, keeps a traced state change cheap.
        let generation = UIView.hierarchyGeneration
        let viewID = ObjectIdentifier(view)
        if let cached = cachedTraceName, cached.generation == generation, cached.view == viewID { return cached.name }
        let name = "\(typeName)(\(view.traceName))"
        cachedTraceName = (viewID, generation, name)
        return name
    }

    /// The recognizer's type as the trace names it (reflection, so worked out once).
    private lazy var typeName = String(describing: type(of: self))
    /// The last name built, with the view and the ``UIView/hierarchyGeneration`` it was built for.
    @exclusivity(unchecked) private var cachedTraceName: (view: ObjectIdentifier, generation: Int, name: String)?

    /// The clock everything is timed on.
    public var clock: FrameworkClock { application.clock }

    /// The gesture environment the recognizer takes part in, from its first input until its reset (the
    /// environment keeps the participation record and sets this; its `deinit` clears it in recognizers
    /// still taking part). Not `weak`, which would give the environment a side table and slow every
    /// retain and release of it.
    @exclusivity(unchecked) unowned(unsafe) var environment: GestureEnvironment?

    /// The application the recognizer acts in: the one whose gesture environment it takes part in, else
    /// its view's window's; the shared application only for a recognizer outside every window.
    var application: UIApplication {
        environment?.application ?? view?.window?.application ?? UIApplication.shared
    }

    /// Schedules `action` after `interval` seconds on the framework clock. The timer is cancelled when the
    /// recognizer resets, so a late timer can never act on the next gesture. After it fires the application
    /// resolves gestures and delivers what was held back, as after an input frame.
    @discardableResult
    public func scheduleTimer(after interval: TimeInterval, label: String, _ action: @escaping @MainActor () -> Void)
        -> FrameworkClock.TimerID
    {
        let id = clock.schedule(after: interval, label: "\(traceName) \(label)", action)
        timerIDs.append(id)
        return id
    }

    /// Cancels one timer scheduled with ``scheduleTimer(after:label:_:)``.
    public func cancelTimer(_ id: FrameworkClock.TimerID) {
        clock.cancel(id)
        timerIDs.removeAll { $0 == id }
    }

    func cancelTimers() {
        for id in timerIDs { clock.cancel(id) }
        timerIDs.removeAll()
    }

    /// Whether this recognizer waits, directly or through others, for `other` to fail.
    ///
    /// Searched from both ends at once, one recognizer at a time from whichever side has the smaller
    /// frontier (in turns when they are equal): forward along requirements from this one, backward along dependents from `other`. A chain
    /// built link by link from either end is then checked in time proportional to the shorter side, so a
    /// chain of n links costs O(n) in all, not O(n²) (issue 24, item 6).
    func staticallyRequires(_ other: UIGestureRecognizer) -> Bool {
        var forwardSeen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var backwardSeen: Set<ObjectIdentifier> = [ObjectIdentifier(other)]
        if self === other { return true }
        var forward: [UIGestureRecognizer] = [self]
        var backward: [UIGestureRecognizer] = [other]
        // Equal frontiers (a chain has one node on each side) take turns.
        var forwardsTurn = true
        while !forward.isEmpty && !backward.isEmpty {
            forwardsTurn.toggle()
            if forward.count < backward.count || (forward.count == backward.count && !forwardsTurn) {
                let current = forward.removeLast()
                for requirement in current.staticFailureRequirements {
                    guard let next = requirement.recognizer else { continue }
                    if backwardSeen.contains(ObjectIdentifier(next)) { return true }
                    if forwardSeen.insert(ObjectIdentifier(next)).inserted { forward.append(next) }
                }
            } else {
                let current = backward.removeLast()
                for dependent in current.staticDependents {
                    guard let previous = dependent.recognizer else { continue }
                    if forwardSeen.contains(ObjectIdentifier(previous)) { return true }
                    if backwardSeen.insert(ObjectIdentifier(previous)).inserted { backward.append(previous) }
                }
            }
        }
        return false
    }
}

/// A weak reference to a recognizer, for relations that must not keep it alive.
@MainActor
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
