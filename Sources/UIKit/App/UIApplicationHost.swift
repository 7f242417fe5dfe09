import InputCore

/// What runs an app: opens its screens, feeds it input, time and refreshes, and ends it.
///
/// UIKit knows nothing of displays, devices or files; the host does. ``UIApplicationMain(_:_:_:_:)``
/// creates the host (the `UIKitRuntime` library's, unless one was set with
/// ``UIApplication/hostType``), then: ``prepare(arguments:)`` (launch options read, displays opened,
/// every error that would stop the app reported here, before any delegate call); the application object
/// is made on the screens returned and handed to ``attach(_:)``; the delegate launches; ``run(_:)`` runs
/// until the app should end; the app terminates (`applicationWillTerminate`, once); ``finish(_:)``
/// flushes and closes.
@MainActor
public protocol UIApplicationHost: AnyObject {
    /// Creates the host (by type, from ``UIApplicationMain(_:_:_:_:)``).
    init()

    /// Reads the launch options from `arguments` (the process's, program name first) and the environment,
    /// opens what the app is shown on, and returns what the application is made with. Throws an error
    /// whose description says what is missing (no display, unreadable rules, …): the app then exits 1
    /// without its delegate having been called.
    func prepare(arguments: [String]) throws -> UIApplicationLaunch

    /// The application was made on the prepared screens: connect presenters and input to it. Errors end
    /// the app before launch, as from ``prepare(arguments:)``.
    func attach(_ application: UIApplication) throws

    /// Runs the launched application until it should end (a signal, its window closed, a duration). An
    /// error ends it too: the app still terminates, and exits 1 with the error.
    func run(_ application: UIApplication) throws

    /// After `applicationWillTerminate`: flush recordings, close displays and devices. An error makes the
    /// exit status 1.
    func finish(_ application: UIApplication) throws

    /// A lifecycle callback is about to run (its qualified name, `MyApp.AppDelegate.application(_:didFinishLaunchingWithOptions:)`),
    /// or the last one returned (`nil`): a host names it if the app crashes there. Default: nothing.
    func lifecycleCallbackChanged(_ callback: String?)
}

extension UIApplicationHost {
    public func lifecycleCallbackChanged(_ callback: String?) {}
}

/// What a host prepared for an application: its screens and clock, and the app's own arguments.
public struct UIApplicationLaunch {
    /// The screens, the main screen first (at least one).
    public var screens: [UIScreen]
    /// Where the framework clock starts (the host's clock at launch).
    public var start: InputTime
    /// The app's own arguments, the host's launch options taken out (the program name first), passed to
    /// the delegate as ``UIApplication/LaunchOptionsKey/arguments``.
    public var arguments: [String]

    /// Creates a launch description.
    public init(screens: [UIScreen], start: InputTime, arguments: [String]) {
        self.screens = screens
        self.start = start
        self.arguments = arguments
    }
}
