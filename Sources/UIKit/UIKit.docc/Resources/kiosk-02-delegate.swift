import UIKit
import UIKitRuntime

@main
final class AppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    required init() {}

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: application.mainScreen.bounds)
        window.rootViewController = UINavigationController(rootViewController: MenuViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
