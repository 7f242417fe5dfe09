import Foundation
import Testing
import UIKitTesting

/// A controller for the navigation suites: logs its appearance and containment callbacks (with the
/// appearance query flags) into a shared log, naming a navigation or tab bar controller parent `nav`/`tabs`.
@MainActor
final class StackedController: UIViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    private func record(_ callback: String) {
        var flags: [String] = []
        if isMovingToParent { flags.append("toParent") }
        if isMovingFromParent { flags.append("fromParent") }
        log.append(flags.isEmpty ? "\(name) \(callback)" : "\(name) \(callback) [\(flags.joined(separator: ","))]")
    }

    private func parentName(_ parent: UIViewController?) -> String {
        switch parent {
        case nil: "nil"
        case is UINavigationController: "nav"
        case is UITabBarController: "tabs"
        case let other?: other.traceName
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("\(name) willMove(toParent: \(parentName(parent)))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("\(name) didMove(toParent: \(parentName(parent)))")
    }
}

/// Logs the navigation controller delegate's calls.
@MainActor
final class LoggingNavigationDelegate: UINavigationControllerDelegate {
    let log: CallbackLog
    init(log: CallbackLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("delegate willShow \(viewController.title ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.append("delegate didShow \(viewController.title ?? "?")")
    }
}

/// A window on a 400 × 800 screen whose root is a navigation controller with the first of `names` as root,
/// shown, the others then pushed without animation; laid out, with a touchscreen and a shared log (cleared
/// once it is all shown).
@MainActor
struct NavigationScene {
    let harness: UIKitTestHarness
    let navigation: UINavigationController
    let controllers: [StackedController]
    let log = CallbackLog()
    let delegate: LoggingNavigationDelegate
    let screen: VirtualTouchscreen

    init(_ names: [String] = ["A"], screenSize: CGSize = CGSize(width: 400, height: 800)) {
        harness = UIKitTestHarness(screenSize: screenSize)
        let log = self.log
        controllers = names.map { StackedController($0, log: log) }
        navigation = UINavigationController(nibName: nil, bundle: nil)
        navigation.setViewControllers(Array(controllers.prefix(1)), animated: false)
        delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        harness.window.rootViewController = navigation
        harness.application.layoutPass()
        // The others are pushed one by one, as an app reaches a deep stack: each has appeared once.
        for controller in controllers.dropFirst() { navigation.pushViewController(controller, animated: false) }
        harness.application.layoutPass()
        screen = harness.touchscreen()
        log.clear()
    }

    /// A new logged controller (not in the stack).
    func controller(_ name: String) -> StackedController { StackedController(name, log: log) }

    /// Lays out the window (the pass the run loop makes before input).
    func layout() { harness.application.layoutPass() }

    /// The window-coordinate frame of a view.
    func frame(of view: UIView) -> CGRect { view.convert(view.bounds, to: harness.window) }
}

/// The bar's parts, found through its public subviews by the names the bar gives them.
extension UINavigationBar {
    /// The title label.
    var title: UILabel { subviews.first { $0.accessibilityIdentifier == "navigation title" } as! UILabel }
    /// The back button (hidden when there is nothing to go back to).
    var back: UIButton { subviews.first { $0.accessibilityIdentifier == "back button" } as! UIButton }
    /// The visible bar buttons on the leading half, from the leading edge.
    var leftButtons: [UIButton] {
        barButtons.filter { $0.frame.midX < bounds.midX }.sorted { $0.frame.minX < $1.frame.minX }
    }
    /// The visible bar buttons on the trailing half, from the trailing edge.
    var rightButtons: [UIButton] {
        barButtons.filter { $0.frame.midX >= bounds.midX }.sorted { $0.frame.maxX > $1.frame.maxX }
    }
    private var barButtons: [UIButton] {
        subviews.compactMap { $0 as? UIButton }.filter { $0.accessibilityIdentifier?.hasPrefix("bar button") == true }
    }
}
