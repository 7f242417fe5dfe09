import UIKit

/// The signature pad's app delegate: one window showing the pad. `--save-to PATH` (the app's own argument,
/// passed through by the runtime) says where Save writes; default `signature.png` in the working folder.
open class SignaturePadAppDelegate: UIApplicationDelegate {
    public var window: UIWindow?

    public required init() {}

    open func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let arguments = launchOptions?[.arguments] as? [String] ?? []
        let window = UIWindow(frame: application.mainScreen.bounds)
        window.rootViewController = SignaturePadViewController(savePath: Self.savePath(in: arguments))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The value after `--save-to`, else `signature.png`.
    static func savePath(in arguments: [String]) -> String {
        guard let index = arguments.firstIndex(of: "--save-to"), index + 1 < arguments.count else { return "signature.png" }
        return arguments[index + 1]
    }
}
