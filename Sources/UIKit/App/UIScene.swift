/// A connected instance of the app's user interface: on this framework, one per screen.
///
/// The framework creates scenes at launch, one ``UIWindowScene`` per ``UIScreen`` (main screen first), for
/// an app whose delegate's ``UIApplicationDelegate/application(_:configurationForConnecting:options:)``
/// names a scene delegate class; each scene gets its own delegate, and
/// ``UISceneDelegate/scene(_:willConnectTo:options:)`` is where it makes its window, as iOS does for an
/// external display.
@MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its lifecycle.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app (before `willConnectTo`, after `sceneDidDisconnect`).
        case unattached = -1
        /// On screen and receiving input.
        case foregroundActive = 0
        /// On screen, not receiving input (connecting, or on the way out).
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// What a scene is connected with: nothing on Linux today (no URLs, user activities or shortcuts).
    public final class ConnectionOptions: Sendable {
        init() {}
    }

    /// The scene's session: its role and configuration.
    public let session: UISceneSession
    /// The scene's delegate, kept by the scene (iOS keeps it strongly too).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its lifecycle.
    public internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene (shown by window systems that title windows). Default empty.
    open var title: String = ""

    /// Creates a scene for `session`.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The application: a connected scene's next responder, as on iOS.
    open override var next: UIResponder? { UIApplication.shared }
}

extension UIScene: Hashable {
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene that shows windows on one screen.
@MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene is on.
    public internal(set) var screen: UIScreen

    /// Creates a window scene. The framework creates them at launch; the screen is set before the scene
    /// connects.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        screen = UIApplication.shared.mainScreen
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The scene's windows (made with ``UIWindow/init(windowScene:)``, or on its screen in an app without
    /// scenes), back to front.
    public var windows: [UIWindow] {
        (screen.application ?? UIApplication.shared).windows.filter { $0.windowScene === self }
    }

    /// The key window among the scene's windows, if any.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

/// A scene's persistent state: its role and the configuration it was created from.
@MainActor
public final class UISceneSession {
    /// The kind of scene a session is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive scene on the main screen.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A scene on another screen (an external display on iOS). On Linux it also takes input from the
        /// devices that an input rule places on its screen.
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene was created from.
    public internal(set) var configuration: UISceneConfiguration
    /// A persistent identifier (unique in the process).
    public let persistentIdentifier: String
    /// The scene, while connected.
    public internal(set) weak var scene: UIScene?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

/// What to create for a scene: its class and its delegate's class.
@MainActor
public final class UISceneConfiguration {
    /// The configuration's name (Info.plist's on iOS; informational here).
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The scene's class: ``UIWindowScene`` unless set to a subclass of it.
    public var sceneClass: AnyClass?
    /// The scene delegate's class: a class adopting ``UISceneDelegate``. `nil` (the default): the app has
    /// no scenes and makes its own window in `application(_:didFinishLaunchingWithOptions:)`.
    public var delegateClass: AnyClass?

    /// Creates a configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
