import Foundation

/// Creates the application object and its delegate and runs the app until it ends; returns the process's
/// exit status (iOS's never returns; ``UIApplicationDelegate/main()`` exits with it).
///
/// - Parameters:
///   - argc: `CommandLine.argc`.
///   - argv: `CommandLine.unsafeArgv`.
///   - principalClassName: The name of a `UIApplication` subclass (`"MyApp.KioskApplication"`), or `nil`
///     for `UIApplication`.
///   - delegateClassName: The name of the class adopting ``UIApplicationDelegate``
///     (`"MyApp.AppDelegate"`, module-qualified). Required: Linux has no main storyboard to find it in.
///
/// The host that opens the screens and runs the loop is ``UIApplication/hostType``, else the
/// `UIKitRuntime` library's (link it). Errors before launch (no host, an unknown class, no display) are
/// printed to standard error naming what failed, and give 1.
@MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let arguments = (0..<Int(max(argc, 0))).map { argv[$0].map { String(cString: $0) } ?? "" }
    let program = arguments.first.map { ($0 as NSString).lastPathComponent } ?? "app"
    var applicationType: UIApplication.Type = UIApplication.self
    if let principalClassName {
        guard let found = NSClassFromString(principalClassName) as? UIApplication.Type else {
            UIApplication.reportLaunchFailure("no UIApplication subclass named \(principalClassName) (give its module-qualified name)", program: program)
            return 1
        }
        applicationType = found
    }
    guard let delegateClassName else {
        UIApplication.reportLaunchFailure("UIApplicationMain needs the delegate's class name: Linux has no main storyboard to find it in", program: program)
        return 1
    }
    guard let delegateType = NSClassFromString(delegateClassName) as? any UIApplicationDelegate.Type else {
        UIApplication.reportLaunchFailure("no class adopting UIApplicationDelegate named \(delegateClassName) (give its module-qualified name)", program: program)
        return 1
    }
    return UIApplication.main(applicationType: applicationType, delegateType: delegateType, arguments: arguments)
}

extension UIApplicationDelegate {
    /// The entry point of an app whose delegate is marked `@main`, as on iOS: runs it with
    /// ``UIApplicationMain(_:_:_:_:)``'s steps and exits with its status.
    public static func main() {
        let status = UIApplication.main(applicationType: UIApplication.self, delegateType: Self.self, arguments: CommandLine.arguments)
        exit(status)
    }
}

extension UIApplication {
    /// The host type ``UIApplicationMain(_:_:_:_:)`` and `@main` run apps with. `nil` (the default): the
    /// `UIKitRuntime` library's host, found by name, so that an app only has to link that library.
    public static var hostType: (any UIApplicationHost.Type)?

    /// The type name of the default host: UIKit does not depend on the library, it looks the type up
    /// (as iOS looks up a principal class by name).
    static let defaultHostTypeName = "UIKitRuntime.RuntimeHost"

    /// Runs an app: the steps of ``UIApplicationMain(_:_:_:_:)`` once the classes are known; returns the
    /// exit status.
    package static func main(applicationType: UIApplication.Type, delegateType: any UIApplicationDelegate.Type,
                             arguments: [String], host explicitHost: (any UIApplicationHost)? = nil) -> Int32 {
        let program = arguments.first.map { ($0 as NSString).lastPathComponent } ?? "app"
        let host: any UIApplicationHost
        if let explicitHost {
            host = explicitHost
        } else if let hostType = hostType ?? NSClassFromString(defaultHostTypeName) as? any UIApplicationHost.Type {
            host = hostType.init()
        } else {
            reportLaunchFailure("no host to run the app: link the UIKitRuntime library (or set UIApplication.hostType)", program: program)
            return 1
        }
        let application: UIApplication
        let launch: UIApplicationLaunch
        do {
            launch = try host.prepare(arguments: arguments)
            guard let mainScreen = launch.screens.first else {
                reportLaunchFailure("the host prepared no screen", program: program)
                return 1
            }
            application = applicationType.init(screen: mainScreen, start: launch.start)
            install(application)
            for screen in launch.screens.dropFirst() { application.addScreen(screen) }
            try host.attach(application)
        } catch {
            reportLaunchFailure("\(error)", program: program)
            return 1
        }
        application.lifecycleCallbackObserver = { [unowned host] in host.lifecycleCallbackChanged($0) }
        host.lifecycleCallbackChanged("\(String(reflecting: delegateType)).init()")
        let delegate = delegateType.init()
        host.lifecycleCallbackChanged(nil)
        application.launch(delegate: delegate, options: [.arguments: launch.arguments])
        var status: Int32 = 0
        do {
            try host.run(application)
        } catch {
            reportLaunchFailure("\(error)", program: program)
            status = 1
        }
        application.terminateLifecycle()
        do {
            try host.finish(application)
        } catch {
            reportLaunchFailure("\(error)", program: program)
            status = 1
        }
        return status
    }

    /// Prints why the app cannot go on, naming the program.
    static func reportLaunchFailure(_ message: String, program: String) {
        FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
    }
}
