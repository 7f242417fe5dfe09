import UIKit

/// The kiosk's app delegate: one window (the pre-iOS 13 way) showing the lunch menu in a navigation
/// controller. The executable marks
/// a subclass `@main`; tests launch this class with `UIKitTestHarness(launching:)`.
open class KioskAppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    /// The orders placed while the app runs.
    public let orders = OrderBook()

    public required init() {}

    open func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: application.mainScreen.bounds)
        window.rootViewController = UINavigationController(rootViewController: MenuViewController(items: MenuItem.lunch, orders: orders))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    open func applicationWillTerminate(_ application: UIApplication) {
        // A real kiosk would hand the open orders to the kitchen here.
        print("kiosk: \(orders.orders.count) orders placed")
    }
}
