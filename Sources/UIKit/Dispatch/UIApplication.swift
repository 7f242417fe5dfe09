import InputCore

/// The application: its windows, the framework clock, the trace, and the one entry point for input.
///
/// Every source — the libinput backend, a replayed recording, a test's virtual fingers — hands
/// `InputEvent`s to ``handle(_:)``. Handling an event advances the clock to the event's time (firing any
/// timers due before it), runs the layout pass, and dispatches the event.
@MainActor
open class UIApplication: UIResponder {
    private static var current: UIApplication?

    /// The shared application. Created on first use with a 1024 × 768 point screen; tests and programs
    /// install their own with ``makeShared(screen:start:)``.
    public static var shared: UIApplication {
        if let current { return current }
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768)))
        current = application
        return application
    }

    static var sharedIfCreated: UIApplication? { current }

    /// Replaces the shared application with a new one on `screen`, its clock starting at `start`. Windows
    /// and recognizers of the previous application are left behind.
    @discardableResult
    public static func makeShared(screen: UIScreen, start: InputTime = .zero) -> UIApplication {
        let application = UIApplication(screen: screen, start: start)
        current = application
        return application
    }

    /// Installs `application` as the shared application (for subclasses of `UIApplication`).
    public static func install(_ application: UIApplication) { current = application }

    /// The framework clock.
    public let clock: FrameworkClock
    /// The trace: attach observers to see every decision.
    public let trace = Trace()
    /// The main screen.
    public let mainScreen: UIScreen
    /// The other screens and the device → screen placements (UIApplication+Screens.swift).
    let screenRegistry = ScreenRegistry()
    let animator: Animator
    /// The display's refresh loop: display links, and once per refresh layout, drawing and presenting.
    public private(set) lazy var frameLoop = FrameLoop(application: self)
    // Made in `init`, not `lazy`: every frame reads them several times, and a lazy read checks its
    // optional and exclusivity each time (callgrind, docs/benchmarks.md).
    @exclusivity(unchecked) private(set) var gestureEnvironment: GestureEnvironment!
    @exclusivity(unchecked) private(set) var touchDispatcher: TouchDispatcher!
    @exclusivity(unchecked) private(set) var inputRouter: InputRouter!

    private var allWindows: [WeakWindow] = []
    /// Visible windows are kept alive by the application, as on iOS.
    @exclusivity(unchecked) private var visibleWindows: [UIWindow] = []
    private var nextVisibilitySerial = 0
    @exclusivity(unchecked) private var ignoringDepth = 0
    /// Work queued for the end of the current run-loop turn.
    @exclusivity(unchecked) private var nextTurn: [@MainActor () -> Void] = []

    /// The current first responder. A text input that loses the status by any path (resigning, leaving
    /// its window, a forced `endEditing`) hears of it here and ends its editing session.
    var firstResponder: UIResponder? {
        didSet {
            guard oldValue !== firstResponder else { return }
            if let editor = oldValue as? FirstResponderLossObserver { editor.didLoseFirstResponder() }
            keyboardPresenter.firstResponderChanged(to: firstResponder)
        }
    }

    /// Shows and hides the keyboard as the first responder changes (Text/Keyboard/KeyboardPresenter.swift).
    private(set) lazy var keyboardPresenter = KeyboardPresenter(application: self)

    /// The key window.
    public internal(set) var keyWindow: UIWindow?

    /// The delegate, the state and the scenes (App/UIApplication+Lifecycle.swift).
    let lifecycle = ApplicationLifecycle()

    /// Creates an application on `screen` with its clock at `start`. Required: ``UIApplicationMain(_:_:_:_:)``
    /// creates a subclass named by its principal class name through it.
    public required init(screen: UIScreen, start: InputTime = .zero) {
        self.mainScreen = screen
        self.clock = FrameworkClock(start: start)
        self.animator = Animator(clock: clock)
        super.init()
        gestureEnvironment = GestureEnvironment(application: self)
        touchDispatcher = TouchDispatcher(application: self)
        inputRouter = InputRouter(application: self)
        link.application = self
        screen.applicationLink = link
        clock.afterTimerFired = { [unowned self] in self.settle() }
    }

    isolated deinit { link.application = nil }

    /// How windows refer to the application without keeping it (see ``ApplicationLink``).
    let link = ApplicationLink()

    /// The application's windows, back to front by level then by when they were shown.
    public var windows: [UIWindow] { withWindowsBackToFront { Array($0) } }

    /// Calls `body` with the windows in ``windows``' order (lowest level first, then the order they became
    /// visible), in a temporary buffer instead of an array: hit testing and the layout pass walk the
    /// windows on every touch-down and frame, and building the array was an allocation each time
    /// (docs/benchmarks.md, issue 28, "Session 40"). The buffer holds the windows strongly while `body`
    /// runs, so a window closed by `body` stays valid until it returns.
    func withWindowsBackToFront<Result>(_ body: (UnsafeBufferPointer<UIWindow>) throws -> Result) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: UIWindow.self, capacity: max(allWindows.count, 1)) { buffer in
            guard let base = buffer.baseAddress else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
            var count = 0
            defer { base.deinitialize(count: count) }
            for entry in allWindows {
                guard let window = entry.window else { continue }
                // Inserted in order as they are read (a handful of windows): no sort and its scratch buffer.
                // After every window it does not precede, so windows that tie keep their registration order.
                var index = count
                while index > 0, Self.isBehind(window, base[index - 1]) { index -= 1 }
                (base + index + 1).moveInitialize(from: base + index, count: count - index)
                (base + index).initialize(to: window)
                count += 1
            }
            return try body(UnsafeBufferPointer(start: base, count: count))
        }
    }

    /// Whether `window` is drawn behind `other`: a lower level, or the same level and shown earlier.
    private static func isBehind(_ window: UIWindow, _ other: UIWindow) -> Bool {
        window.windowLevel != other.windowLevel ? window.windowLevel < other.windowLevel
            : window.visibilitySerial < other.visibilitySerial
    }

    /// The end of the responder chain.
    open override var next: UIResponder? { nil }

    // MARK: Input

    /// The one entry point for input. Advances the clock to `event.time` (timers due before it fire
    /// first), lays out, then dispatches. An event earlier than the clock is handled at the clock's time
    /// and reported on the trace; the clock never runs backwards.
    public func handle(_ event: InputEvent) {
        if event.time < clock.now {
            reportDiagnostic("event time \(event.time) is before the clock (\(clock.now)): handled at \(clock.now)")
        } else {
            clock.advance(to: event.time)
        }
        layoutPass()
        inputRouter.route(event)
        endTurn()
    }

    /// Advances the clock by `interval` seconds, firing timers on the way.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else {
            reportDiagnostic("advance(by: \(interval)) refused: the clock only moves forward by finite amounts")
            return
        }
        // The clock counts microseconds in an Int64 (about 292,000 years); a larger step cannot be
        // represented and would trap. Half the range keeps a margin for the Double → Int64 rounding.
        let remaining = Double(Int64.max / 2 - max(clock.now.microseconds, 0)) / 1_000_000
        guard interval < remaining else {
            reportDiagnostic("advance(by: \(interval)) refused: beyond the clock's range (at most \(remaining) s from now)")
            return
        }
        advance(to: clock.now.advanced(bySeconds: interval))
    }

    /// Advances the clock to `time`, firing timers on the way.
    public func advance(to time: InputTime) {
        if !clock.advance(to: time) {
            reportDiagnostic("advance(to: \(time)) refused: the clock is already at \(clock.now)")
        }
        layoutPass()
        endTurn()
    }

    /// Registers a device's screen mapping; direct touch devices without one map to the main screen.
    public func setScreenMapping(_ mapping: ScreenMapping, for device: DeviceID) {
        inputRouter.mappings[device] = mapping
    }

    /// The devices currently known, by id.
    public var devices: [DeviceID: DeviceDescription] { inputRouter.devices }

    /// The pointer cursor's position in screen points.
    public var cursorLocation: CGPoint {
        CGPoint(x: inputRouter.cursor.position.x, y: inputRouter.cursor.position.y)
    }

    /// Delivers an event to windows. For touches, each window with changed touches gets
    /// ``UIWindow/sendEvent(_:)``. Override to observe every event; call `super`.
    open func sendEvent(_ event: UIEvent) {
        // Nearly always every touch is in one window: it is the only window with touches, and neither the
        // window list nor a set of touches needs building (both were allocations on every frame).
        if let window = event.touchStorage.first?.window, event.touchStorage.allSatisfyWindow(window) {
            window.sendEvent(event)
            return
        }
        for window in windows where event.hasTouches(in: window) { window.sendEvent(event) }
    }

    // MARK: Actions

    /// Sends `action` to `target`, or along the responder chain from the first responder (then the key
    /// window) when `target` is `nil`. Returns whether a responder handled it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let start: UIResponder?
        if let target = target as? UIResponder {
            start = target
        } else if target != nil {
            return false
        } else {
            start = firstResponder ?? (sender as? UIResponder) ?? keyWindow
        }
        guard let responder = start?.target(forAction: action, withSender: sender) as? UIResponder else { return false }
        return responder.performAction(action, sender: sender, event: event)
    }

    // MARK: Ignoring interaction

    /// Starts discarding new touches application-wide; calls nest.
    public func beginIgnoringInteractionEvents() { ignoringDepth += 1 }
    /// Balances ``beginIgnoringInteractionEvents()``.
    public func endIgnoringInteractionEvents() { ignoringDepth = max(ignoringDepth - 1, 0) }
    /// Whether new touches are being discarded.
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

    // MARK: Run loop

    /// Lays out every visible window that needs it: the pass the run loop performs before dispatching input.
    public func layoutPass() {
        guard layoutMayBeNeeded else { return }
        // A multi-line label that measured its text at its new width asks for a second round (UIKit's double
        // constraints pass for such labels). Other views marked during the pass wait for the next one; a few
        // rounds at most, so a label whose width never settles cannot stop the frame.
        var rounds = 0
        repeat {
            layoutMayBeNeeded = false
            AutoLayoutActivity.needsSecondRound = false
            rounds += 1
            layOutVisibleWindowsBackToFront()
        } while AutoLayoutActivity.needsSecondRound && rounds < Self.layoutRoundsPerPass
    }

    /// Lays out the visible windows in ``windows`` order. With one window (the usual case) it is laid out
    /// without building that sorted list: `windows` makes two arrays, the two allocations of every table
    /// scroll frame (a scroll marks the table for layout; docs/benchmarks.md, "Session 33").
    private func layOutVisibleWindowsBackToFront() {
        if allWindows.count == 1 {
            if let window = allWindows[0].window, !window.isHidden { window.layoutSubtreeIfNeeded() }
            return
        }
        withWindowsBackToFront { windows in
            for window in windows where !window.isHidden { window.layoutSubtreeIfNeeded() }
        }
    }

    /// How many times one ``layoutPass()`` lays out at most when labels ask for another round.
    static let layoutRoundsPerPass = 3

    /// Whether some view may need layout: raised when a view is marked (``UIView/setNeedsLayout()``, which
    /// adding a subview and resizing also call) or a window is shown; lowered by ``layoutPass()``. The pass
    /// runs before every input event and otherwise walks every view of every window: on a 1,000-view tree
    /// that walk was most of a touch frame's cost (docs/benchmarks.md). A view marked during the pass
    /// raises it again, so the next pass sees it.
    /// Raising it also moves ``UIView/compositingGeneration``: a compositor's quiet frame skips the layout pass
    /// only while that count stands still.
    @exclusivity(unchecked) var layoutMayBeNeeded = true {
        didSet { if layoutMayBeNeeded { UIView.compositingGeneration &+= 1 } }
    }

    /// Queues `work` for the end of the current run-loop turn.
    public func performOnNextTurn(_ work: @escaping @MainActor () -> Void) { nextTurn.append(work) }

    func endTurn() {
        clock.fireDueTimers()
        while !nextTurn.isEmpty {
            let work = nextTurn.removeFirst()
            work()
        }
    }

    /// Resolves gestures and releases held touch deliveries after something changed outside an input frame
    /// (a timer fired, a recognizer was disabled).
    func settle() { touchDispatcher.settle() }

    // MARK: Windows

    func register(_ window: UIWindow) {
        allWindows.removeAll { $0.window == nil }
        allWindows.append(WeakWindow(window: window))
        UIWindow.orderGeneration &+= 1
    }

    func windowVisibilityChanged(_ window: UIWindow) {
        UIWindow.orderGeneration &+= 1
        if window.isHidden {
            visibleWindows.removeAll { $0 === window }
            touchDispatcher.cancelTouches(reason: "\(window.traceName) was hidden") { $0.window === window }
            if keyWindow === window { keyWindow = nil }
        } else {
            nextVisibilitySerial += 1
            window.visibilitySerial = nextVisibilitySerial
            layoutMayBeNeeded = true
            if !visibleWindows.contains(where: { $0 === window }) { visibleWindows.append(window) }
        }
    }

    /// The front-most visible window on the screen of `device` (the main screen for the pointer) whose hit
    /// test at a point of that screen finds a view, with the point in the window's coordinates and the view.
    /// A touch never reaches another screen's windows.
    func hitTestWindows(atScreenPoint point: CGPoint, event: UIEvent, device: DeviceID? = nil) -> (UIWindow, CGPoint, UIView)? {
        let screen = device.map(screen(for:)) ?? mainScreen
        return withWindowsBackToFront { windows in
            for window in windows.reversed() where !window.isHidden && window.screen === screen {
                let local = window.convertFromSuperview(point)
                if let hit = window.hitTest(local, with: event) { return (window, local, hit) }
            }
            return nil
        }
    }

    // MARK: Diagnostics

    /// Reports something unexpected that was handled: on the trace, and to standard error when nobody
    /// traces, so it is never silent.
    public func reportDiagnostic(_ message: String) {
        if trace.isEnabled {
            trace.emit(.diagnostic(time: clock.now, message: message))
        } else {
            diagnosticSink(message)
        }
    }

    /// Where diagnostics go when no trace observer is attached. Default: standard error.
    public var diagnosticSink: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data("uikit: \(message)\n".utf8))
    }
}

@MainActor
private struct WeakWindow {
    weak var window: UIWindow?
}

extension UIApplication {
    /// The touches event object the dispatcher reuses (tests inspect it between frames).
    package var touchDispatcherEventForTesting: UIEvent { touchDispatcher.touchEvent }
    /// How many touches are down (tests check that every touch ended).
    package var activeTouchCountForTesting: Int { touchDispatcher.active.count }
}

/// A reference to an application that does not keep it, for the windows it created: cleared by the
/// application's `deinit`, so a window that outlives its application reads `nil`. A `weak` reference
/// would do the same at the price of a side table on the application.
@MainActor
final class ApplicationLink {
    unowned(unsafe) var application: UIApplication?
}
