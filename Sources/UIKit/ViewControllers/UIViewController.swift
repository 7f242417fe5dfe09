/// Manages a view hierarchy: loads its root view lazily, takes part in the responder chain between that
/// view and its superview, owns the appearance lifecycle, contains child controllers and presents others.
///
/// - **Loading.** ``view`` loads on first access through ``loadView()`` then ``viewDidLoad()``, once. The
///   default ``loadView()`` makes a plain `UIView`. Views are never unloaded (the iOS 6+ rule).
/// - **Appearance.** ``viewWillAppear(_:)``, ``viewDidAppear(_:)``, ``viewWillDisappear(_:)`` and
///   ``viewDidDisappear(_:)`` follow the state machine disappeared → appearing → appeared → disappearing →
///   disappeared, plus the two interrupted transitions appearing → disappearing and disappearing → appearing;
///   no other sequence is ever delivered. They are driven by the root view entering or leaving a visible
///   window, by presentation, by ``transition(from:to:duration:options:animations:completion:)`` and by
///   ``beginAppearanceTransition(_:animated:)``; parents forward them to children unless
///   ``shouldAutomaticallyForwardAppearanceMethods`` is `false`. When several controllers change at once,
///   the outgoing controller's "will" comes first and the incoming controller's "did" comes first.
/// - **Responder chain.** root view → controller → the root view's superview; a presented controller's next
///   responder is its presenting controller; a window's root controller's is the window.
///
/// Differences from iOS: programming errors UIKit raises for (an inconsistent controller/view hierarchy,
/// presenting from a controller that is not in a window…) are reported through
/// `UIApplication.reportDiagnostic(_:)` and the call is refused or carried out as documented per method,
/// because a kiosk must keep running. Storyboards, nibs, segues, the status bar, legacy rotation and state
/// restoration beyond ``restorationIdentifier`` do not exist here (docs/decisions.md, "View controllers").
@MainActor
open class UIViewController: UIResponder {
    // MARK: Stored state (behaviour lives in the UIViewController+… files)

    var storedView: UIView?
    var isLoadingView = false

    var appearanceState: AppearanceState = .disappeared
    /// Why the transition in progress happens (moving to a parent, being presented…), read by the query
    /// properties while a callback runs.
    var appearanceContext = AppearanceContext()
    /// The callback running now, so the query properties are true only inside the matching callbacks.
    var runningAppearanceCallback: AppearanceCallback?
    var appearanceAnimated = false

    var storedChildren: [UIViewController] = []
    weak var storedParent: UIViewController?
    /// Set by ``addChild(_:)`` and cleared when the child first finishes appearing (or leaves): the
    /// appearance that follows is a move to the parent.
    var additionPending = false
    /// Set by ``willMove(toParent:)`` with `nil` and cleared by ``removeFromParent()``: a disappearance in
    /// between is a move from the parent.
    var removalPending = false

    /// The controller this one presented (held strongly, as on iOS).
    var storedPresented: UIViewController?
    /// The controller that presented this one.
    weak var storedPresenting: UIViewController?
    /// How this controller is being shown, while it is presented.
    var presentation: Presentation?
    var storedPopoverController: UIPopoverPresentationController?

    var storedEditing = false
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?
    var storedEditButtonItem: UIBarButtonItem?
    /// What a container's bars cover of this controller's view (a navigation bar on top, a tab bar at the
    /// bottom), set by the container; added to the view's safe area as iOS adds its bars.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { storedView?.safeAreaDidChange() } }
    }

    // MARK: Initializers

    /// The nib name passed at creation. Nibs do not exist on Linux: a non-nil name is reported when the view
    /// loads and a plain view is used.
    public let nibName: String?
    /// The bundle passed at creation (stored only).
    public let nibBundle: Bundle?

    /// Creates a controller. Nothing is loaded yet: the view loads the first time ``view`` is read.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller with no nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    /// The root view. Reading it while it is not loaded calls ``loadView()`` and then ``viewDidLoad()``.
    /// A view belongs to one controller: assigning a view another controller owns is reported and ignored.
    open var view: UIView! {
        get { loadViewIfRequired() }
        set { assignView(newValue) }
    }

    /// Whether the view is loaded. Never loads it.
    open var isViewLoaded: Bool { storedView != nil }

    /// The view if it is loaded, else `nil`. Never loads it.
    open var viewIfLoaded: UIView? { storedView }

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() { _ = loadViewIfRequired() }

    /// Creates the view and assigns it to ``view``. Never call it directly; override it to build the view in
    /// code, without calling `super`. The default makes a plain `UIView` the size of the main screen that
    /// resizes with its superview (as iOS does without a nib).
    open func loadView() { makeDefaultView() }

    /// Called once, after the view loaded. Does nothing by default.
    open func viewDidLoad() {}

    /// A human-readable title; setting it also sets the titles of ``navigationItem`` and ``tabBarItem``.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    /// Identifies the controller for state restoration. Default `nil`. Stored only: there is no state
    /// restoration on Linux.
    open var restorationIdentifier: String?

    // MARK: Presentation settings

    /// How the controller covers the screen when presented. Set it before presenting. Default
    /// ``UIModalPresentationStyle/fullScreen`` (iOS 13's `.automatic` does not exist here).
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen

    /// The animation used when the controller is presented and dismissed. Default
    /// ``UIModalTransitionStyle/coverVertical`` (VC L788).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether this controller's view is covered by ``UIModalPresentationStyle/currentContext`` and
    /// ``UIModalPresentationStyle/overCurrentContext`` presentations made by it or its descendants. The search
    /// starts at the presenting controller and climbs the parents; the top of the chain (the window's root)
    /// provides the context when none does. Default `false` (VC L1002).
    open var definesPresentationContext = false

    /// Whether the context-providing controller's ``modalTransitionStyle`` replaces the presented one's in a
    /// context presentation. Default `false` (VC L1102).
    open var providesPresentationContextTransitionStyle = false

    /// Whether a popover showing this controller refuses interaction outside it: taps outside neither dismiss
    /// it nor reach passthrough views. Default `false` (VC L3574).
    open var isModalInPopover = false

    /// How long an animated presentation or dismissal takes on the framework clock, in seconds: 0.3. iOS's
    /// duration is private and depends on the transition style; what matters for events is that the
    /// presented view ignores touches for that long.
    public static let modalTransitionDuration: TimeInterval = 0.3

    // MARK: Appearance (called by the framework; overrides should call super)

    /// The view is about to be added to a visible window's hierarchy, before any animation is configured.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view was added to a visible window's hierarchy (and any appearing animation ended).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be removed from a visible window's hierarchy; it is still in the window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view was removed from a visible window's hierarchy (and any animation ended).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether a parent forwards appearance callbacks to this controller's children automatically. Override
    /// to return `false` and drive children with ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()``. Default `true`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment callbacks

    /// Called before the controller is added to (`parent`) or removed from (`nil`) a container.
    /// ``addChild(_:)`` calls it; a container calls it with `nil` before ``removeFromParent()``. Overrides must
    /// call super: the call with `nil` marks the coming disappearance as a move from the parent.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, storedParent != nil { removalPending = true }
    }

    /// Called after the controller was added to or removed from a container. The container calls it after
    /// adding; ``removeFromParent()`` calls it with `nil`. Does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Containment (implemented in UIViewController+Containment.swift)

    /// Adds `childController` as a child: removes it from its previous parent first, calls
    /// ``willMove(toParent:)`` with `self`, links the two and checks that the child's view (if already in a
    /// hierarchy) sits inside this controller's view. The container must then add the child's view and call
    /// ``didMove(toParent:)``. Adding self, an ancestor or a presented controller is reported and refused.
    open func addChild(_ childController: UIViewController) { performAddChild(childController) }

    /// Removes the controller from its parent, then calls ``didMove(toParent:)`` with `nil`. The container
    /// should have called ``willMove(toParent:)`` with `nil` and removed the view first. Does nothing without
    /// a parent.
    open func removeFromParent() { performRemoveFromParent() }

    /// Swaps two children's views: inserts `toViewController`'s view just above `fromViewController`'s, runs
    /// `animations` over `duration` seconds of the framework clock, then removes `fromViewController`'s view
    /// and calls `completion`. Both must be children of this controller, `from`'s view in the hierarchy and
    /// `to`'s not; otherwise the call is reported and refused. When this controller's view is shown and it
    /// forwards appearance automatically, `from` disappears and `to` appears around the animation (the
    /// "will"s before the animations block, the "did"s — `to` first — before `completion`).
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        performTransition(
            from: fromViewController, to: toViewController, duration: duration, options: options,
            animations: animations, completion: completion)
    }

    // MARK: Presentation (implemented in UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` according to its ``modalPresentationStyle`` and
    /// ``modalTransitionStyle``; `completion` runs after its ``viewDidAppear(_:)``. The presenting controller
    /// is this controller's top-level ancestor, or for the context styles the context provider. Animated
    /// presentations take ``modalTransitionDuration`` on the framework clock, during which the presented view
    /// ignores touches. Refused with a diagnostic (as iOS warns or raises) when the presenting controller is
    /// not in a window or already presents something, when the controller is already presented or is a
    /// child, and for ``UIModalTransitionStyle/partialCurl`` with a style other than full screen.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one (or an ancestor) presented, with everything presented above it; or,
    /// when nothing is presented here, asks the presenting controller to dismiss this one. Only the top-most
    /// controller animates. `completion` runs after the dismissed controllers' ``viewDidDisappear(_:)``;
    /// with nothing to dismiss it runs at once. A dismissal while a presentation or dismissal is in progress
    /// is reported and ignored, as on iOS.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: Showing and action targets (implemented in UIViewController+Actions.swift)

    /// The controller that handles `action`: this one if ``canPerformAction(_:withSender:)`` says so, otherwise
    /// the nearest parent that does, or `nil`. Linux has no Objective-C runtime to ask whether a controller
    /// implements a method, so `canPerformAction` is the only test (and its veto).
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        findTargetViewController(forAction: action, sender: sender)
    }

    /// Shows `vc` in the primary context: asks ``targetViewController(forAction:sender:)`` for
    /// ``showAction`` and calls its `show`; when no other controller handles it, presents `vc` modally
    /// (animated) from the window's root controller, or from the controller on top of the root's
    /// presentations when the root already presents one.
    open func show(_ vc: UIViewController, sender: Any?) { performShow(vc, sender: sender) }

    /// Shows `vc` in the secondary (detail) context: asks ``targetViewController(forAction:sender:)`` for
    /// ``showDetailAction``; when no other controller handles it, presents `vc` modally as ``show(_:sender:)``
    /// does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { performShowDetail(vc, sender: sender) }

    // MARK: Layout

    /// Called before the root view lays out its subviews (after its bounds changed, or when it needs layout
    /// for another reason). Does nothing by default.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view's `layoutSubviews`. Subviews of subviews may not be laid out yet. Does
    /// nothing by default.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view; the update-constraints pass calls it instead of
    /// the root view's `updateConstraints()`. The default calls the view's `updateConstraints()`;
    /// overrides call `super` last, as in UIKit.
    open func updateViewConstraints() { storedView?.updateConstraints() }

    /// Insets added to the safe area of the controller's view, on top of what a container's bars cover (a
    /// navigation controller's bar, a tab bar controller's tab bar). Default zero.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { storedView?.safeAreaDidChange() }
    }

    /// The size the controller would like for its view, in points; used by form sheets and popovers and
    /// reported to the parent. Changing it while presented as a form sheet or popover resizes the presented
    /// view, animated unless the width or height is 0. Default `.zero`.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            storedParent?.preferredContentSizeDidChange(forChildContentContainer: self)
            presentation?.preferredContentSizeChanged()
        }
    }

    /// A child's ``preferredContentSize`` changed. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {}

    /// The size a child's view gets when this controller's view becomes `parentSize`; passed to the child's
    /// ``viewWillTransition(to:with:)``. The default returns `parentSize`.
    open func size(forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The view is about to change to `size` (the screen was resized or rotated). The coordinator's
    /// animations and completion run on the framework clock. The default forwards to the children (with
    /// ``size(forChildContentContainer:withParentContainerSize:)``) and to the presented controller; overrides
    /// must call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }

    // MARK: Editing

    /// Whether the controller lets the user edit its content. Setting it calls ``setEditing(_:animated:)``
    /// without animation.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Switches editing on or off and retitles ``editButtonItem`` ("Edit" / "Done"). Overrides must call super
    /// before updating their views.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        storedEditButtonItem?.showEditingState(editing)
    }

    // MARK: Memory

    /// The application received a memory warning (`UIApplication.deliverMemoryWarning()`). The view is not
    /// unloaded. Does nothing by default; overrides should call super.
    open func didReceiveMemoryWarning() {}

    // MARK: Responder chain

    /// A presented controller's next responder is its presenting controller; otherwise it is the root view's
    /// superview (the window, for a window's root controller), or `nil` when the view is not in a hierarchy.
    open override var next: UIResponder? {
        if let storedPresenting { return storedPresenting }
        return storedView?.superview
    }

    /// Handles the ``editButtonItem``'s action, ``UIViewController/toggleEditingAction``. Subclasses that
    /// override this must call super for actions they do not handle.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Self.toggleEditingAction
    }

    /// Performs ``UIViewController/toggleEditingAction`` by toggling ``isEditing`` with animation.
    @discardableResult
    open override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
        guard action == Self.toggleEditingAction else { return false }
        setEditing(!isEditing, animated: true)
        return true
    }

    /// The action of ``editButtonItem``: toggles editing on the controller that handles it.
    public static let toggleEditingAction: Selector = "toggleEditing:"

    // MARK: Naming

    /// How diagnostics and the trace name this controller: its type, with its title when it has one, else
    /// with its loaded view's `accessibilityIdentifier` when that has one.
    public var traceName: String {
        let type = String(describing: Swift.type(of: self))
        if let title { return "\(type)(\"\(title)\")" }
        if let identifier = storedView?.accessibilityIdentifier { return "\(type)(\(identifier))" }
        return type
    }

    /// Reports a programming error by the caller on the trace (or standard error), never crashing.
    func reportMisuse(_ message: String) {
        UIApplication.reportDiagnostic("UIViewController misuse: \(message)", in: presentationApplication)
    }
}
