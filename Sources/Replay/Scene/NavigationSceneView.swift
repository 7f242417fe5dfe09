import Foundation
import UIKit

/// The view a scene's `navigation` type builds: it holds a ``UINavigationController`` (whose view fills it)
/// and turns the scene subviews added to it into that controller's stack of screens.
@MainActor
public final class NavigationSceneView: UIView {
    /// The navigation controller; its view is this view's only subview once the screens are installed.
    public let navigation = UINavigationController()
    /// The screens' views, bottom to top, in the scene's order.
    public private(set) var screenViews: [UIView] = []

    /// Creates the view with an empty navigation controller filling it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        let content: UIView = navigation.view
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }

    /// Moves every subview but the navigation controller's view into a screen controller titled from
    /// `titles` (or the view's name, then "Screen N"), and makes them the stack, the last on top.
    func installScreens(titles: [String]) {
        screenViews = subviews.filter { $0 !== navigation.viewIfLoaded }
        var screens: [UIViewController] = []
        for (index, screenView) in screenViews.enumerated() {
            screenView.removeFromSuperview()
            let screen = SceneScreenController(screenView: screenView)
            screen.title = index < titles.count ? titles[index] : screenView.accessibilityIdentifier ?? "Screen \(index + 1)"
            screens.append(screen)
        }
        navigation.setViewControllers(screens, animated: false)
    }
}

/// A scene screen: a controller whose view is the scene's view for it.
@MainActor
final class SceneScreenController: UIViewController {
    private let screenView: UIView

    init(screenView: UIView) {
        self.screenView = screenView
        super.init(nibName: nil, bundle: nil)
    }

    override func loadView() { view = screenView }
}
