/// The root of a view hierarchy on a screen, and the object that delivers touches to its views.
///
/// A window starts hidden, as on iOS; ``makeKeyAndVisible()`` shows it. Its ``frame`` is in screen
/// coordinates. Touches are hit-tested in visible windows, highest ``windowLevel`` first, most recently
/// shown first within a level. Hiding a window cancels its touches.
@MainActor
open class UIWindow: UIView {
    /// A window's position in the z-order of windows.
    public struct Level: Hashable, Comparable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Application windows.
        public static let normal = Level(0)
        /// Above normal windows (status bar level).
        public static let statusBar = Level(1000)
        /// Alerts, above everything else.
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The z-order level. Default ``Level/normal``.
    open var windowLevel: Level = .normal {
        didSet { UIWindow.orderGeneration &+= 1 }
    }

    /// The screen the window is on.
    open var screen: UIScreen {
        didSet { UIWindow.orderGeneration &+= 1 }
    }

    /// Counts every change to which windows exist, are shown, on which screen and in which order: the
    /// compositor keeps its list of windows to paint until the count moves, so a frame need not sort the
    /// application's windows.
    /// Each change also moves ``UIView/compositingGeneration``, the one count a compositor's quiet frame reads.
    @exclusivity(unchecked) static var orderGeneration = 0 {
        didSet { UIView.compositingGeneration &+= 1 }
    }

    /// The order in which windows were last shown, for z-order within a level.
    @exclusivity(unchecked) var visibilitySerial = 0

    /// Creates a window with a frame in screen coordinates on the main screen.
    public override init(frame: CGRect) {
        // An initializer with no object to start from: the window joins the shared application.
        let application = UIApplication.shared
        self.screen = application.mainScreen
        self.applicationLink = application.link
        super.init(frame: frame)
        isHidden = true
        application.register(self)
    }

    /// Creates a window filling `screen`, in the application the screen belongs to.
    public init(screen: UIScreen) {
        // A screen no application owns (any more) has only the shared application to go to.
        let application = screen.application ?? UIApplication.shared
        self.screen = screen
        self.applicationLink = application.link
        super.init(frame: screen.bounds)
        isHidden = true
        application.register(self)
    }

    /// Creates a window filling the screen of `windowScene`, in that scene (iOS 13's way to make a window,
    /// from ``UISceneDelegate/scene(_:willConnectTo:options:)``).
    public init(windowScene: UIWindowScene) {
        let screen = windowScene.screen
        let application = screen.application ?? UIApplication.shared
        self.screen = screen
        self.applicationLink = application.link
        self.storedWindowScene = windowScene
        super.init(frame: screen.bounds)
        isHidden = true
        application.register(self)
    }

    /// The scene set by ``init(windowScene:)`` or ``windowScene``.
    weak var storedWindowScene: UIWindowScene?

    /// The application the window was created in (its screen's, else the shared one at the time), through
    /// its link: the application keeps its visible windows, so the window
    /// must not keep it, and a weak reference would give the application a side table, sending every
    /// retain and release of it (several a frame) down the runtime's slow path.
    private let applicationLink: ApplicationLink

    /// The application the window belongs to, and its views and their recognizers through it; the shared
    /// one if the window outlived its own.
    var application: UIApplication {
        // A window that outlived its application has no other to start from.
        applicationLink.application ?? UIApplication.shared
    }

    /// Creates a window filling the main screen.
    public convenience init() {
        // A convenience initializer with no object: the shared application's main screen.
        self.init(screen: UIApplication.shared.mainScreen)
    }

    /// Hiding a window cancels the touches that began in it. Showing or hiding it makes the view controllers
    /// in it appear or disappear.
    open override var isHidden: Bool {
        willSet {
            guard newValue != isHidden else { return }
            pendingAppearance = UIViewController.subtreeVisibilityWillChange(self, appearing: !newValue)
        }
        didSet {
            guard oldValue != isHidden else { return }
            application.windowVisibilityChanged(self)
            let begun = pendingAppearance
            pendingAppearance = []
            UIViewController.subtreeVisibilityDidChange(begun)
        }
    }

    /// The controllers whose appearance began when ``isHidden`` was about to change.
    private var pendingAppearance: [UIViewController] = []

    /// The root view controller. Setting it removes the previous root's view and installs the new root's
    /// view as the window's back-most subview, filling the window and resizing with it; the controllers
    /// appear and disappear when the window is shown. Default `nil`.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { installRootViewController(newValue) }
    }

    var storedRootViewController: UIViewController?

    /// A window's next responder is the application.
    open override var next: UIResponder? { owningViewController ?? application }

    /// Whether this is the application's key window (the one that receives key presses when there is no
    /// first responder).
    open var isKeyWindow: Bool { application.keyWindow === self }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key.
    open func makeKey() {
        let app = application
        guard app.keyWindow !== self else { return }
        let previous = app.keyWindow
        previous?.resignKey()
        app.keyWindow = self
        becomeKey()
    }

    /// Called when the window became key. Does nothing by default.
    open func becomeKey() {}
    /// Called when the window stopped being key. Does nothing by default.
    open func resignKey() {}

    /// Delivers an event to the window's views. For touches: gesture recognizers first, then the views
    /// the touches are bound to. Override to observe events; call `super`.
    open func sendEvent(_ event: UIEvent) {
        // The event carries its cycle: the changed touches and the dispatcher delivering them.
        if event.type == .touches, let dispatcher = event.touchDispatcher { dispatcher.sendTouches(in: self, of: event) }
    }
}
