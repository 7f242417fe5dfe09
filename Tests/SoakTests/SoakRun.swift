import UIKitTesting

/// One randomized soak: generated scenes with many recognizer configurations, up to 10 fingers and a
/// mouse, and callbacks (actions, touch handlers, timers) that mutate the tree — remove, hide, disable
/// and re-parent views, add and remove recognizers, present and dismiss controllers. After every frame the
/// `InvariantChecker` must have nothing to report; at every settle point (all fingers up, timers fired)
/// every touch must have ended for every responder and every recognizer must be `possible`.
///
/// Everything random comes from one seeded generator, so `SoakRun(seed:)` replays a failure exactly.
@MainActor
final class SoakRun {
    let seed: UInt64
    private var random: SoakRandom
    private(set) var frame = 0
    private(set) var scenesBuilt = 0
    private(set) var settles = 0
    private(set) var mutations = 0
    private(set) var actions = 0
    /// The first broken invariant, with the seed and frame that reproduce it.
    private(set) var failure: String?

    private var harness: UIKitTestHarness!
    private var checker: InvariantChecker!
    private var recent: RecentTrace!
    /// The trace entries before the failure.
    private(set) var failureTrace = ""
    private var screen: VirtualTouchscreen!
    private var mouse: VirtualMouse!
    private var mouseDown = false
    private var fingers: [VirtualFinger] = []
    private var views: [SoakView] = []
    private var recognizers: [WeakRecognizer] = []
    private var controllers: [UIViewController] = []
    private var nextName = 0
    private var lastNow = InputTime.zero
    private let simultaneous = SimultaneousDelegate()

    init(seed: UInt64) {
        self.seed = seed
        random = SoakRandom(seed: seed)
    }

    /// Runs `frames` frames, a new scene every few thousand; stops at the first broken invariant.
    func run(frames: Int) {
        while frame < frames && failure == nil {
            if harness == nil || random.chance(1.0 / 3000) { buildScene() }
            step()
            frame += 1
        }
        if failure == nil { settle() }
    }

    // MARK: Scenes

    private func name(_ prefix: String) -> String {
        nextName += 1
        return "\(prefix)\(nextName)"
    }

    private func buildScene() {
        if harness != nil { settle() }
        scenesBuilt += 1
        harness = UIKitTestHarness()
        checker = InvariantChecker()
        harness.application.trace.removeObserver(harness.trace)  // the recorder would grow without bound
        harness.application.trace.addObserver(checker)
        recent = RecentTrace()
        harness.application.trace.addObserver(recent)
        harness.application.diagnosticSink = { _ in }
        screen = harness.touchscreen(maximumContacts: 10)
        mouse = harness.mouse()
        mouseDown = false
        fingers = []
        views = []
        recognizers = []
        controllers = []
        lastNow = harness.now
        let root: UIView
        if random.chance(0.5) {
            let controller = UIViewController()
            harness.window.rootViewController = controller
            controller.view.accessibilityIdentifier = name("rootvc")
            controllers.append(controller)
            root = controller.view
        } else {
            root = harness.window
        }
        for _ in 0..<(3 + random.below(12)) { addView(under: views.isEmpty || random.chance(0.3) ? root : views[random.below(views.count)]) }
        for _ in 0..<(2 + random.below(10)) where !views.isEmpty { addRecognizer(to: views[random.below(views.count)]) }
    }

    private func randomFrame(in size: CGSize) -> CGRect {
        let width = CGFloat(20 + random.below(Int(max(size.width, 40)))), height = CGFloat(20 + random.below(Int(max(size.height, 40))))
        return CGRect(x: CGFloat(random.below(Int(max(size.width, 1)))) - 10, y: CGFloat(random.below(Int(max(size.height, 1)))) - 10,
                      width: width, height: height)
    }

    @discardableResult
    private func addView(under parent: UIView) -> SoakView {
        let view = SoakView(frame: randomFrame(in: parent.bounds.size))
        view.accessibilityIdentifier = name("v")
        view.isMultipleTouchEnabled = random.chance(0.6)
        view.isExclusiveTouch = random.chance(0.05)
        view.onCallback = { [unowned self] _ in if self.random.chance(0.02) { self.mutate() } }
        parent.addSubview(view)
        views.append(view)
        return view
    }

    private func addRecognizer(to view: UIView) {
        let recognizer: UIGestureRecognizer
        switch random.below(9) {
        case 0, 1:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + random.below(3)
            tap.numberOfTouchesRequired = 1 + random.below(2)
            recognizer = tap
        case 2:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = [0.1, 0.5, 1][random.below(3)]
            press.numberOfTapsRequired = random.below(2)
            press.numberOfTouchesRequired = 1 + random.below(2)
            recognizer = press
        case 3:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 1 + random.below(2)
            pan.maximumNumberOfTouches = pan.minimumNumberOfTouches + random.below(3)
            pan.allowedScrollTypesMask = random.chance(0.5) ? .all : []
            recognizer = pan
        case 4:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.left, .right, .up, .down][random.below(4)]
            swipe.numberOfTouchesRequired = 1 + random.below(2)
            recognizer = swipe
        case 5: recognizer = UIPinchGestureRecognizer()
        case 6: recognizer = UIRotationGestureRecognizer()
        case 7:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = [.left, .right, .top, .bottom][random.below(4)]
            recognizer = edge
        default: recognizer = UIHoverGestureRecognizer()
        }
        recognizer.name = name("g")
        recognizer.cancelsTouchesInView = random.chance(0.7)
        recognizer.delaysTouchesBegan = random.chance(0.2)
        recognizer.delaysTouchesEnded = random.chance(0.8)
        if random.chance(0.2) { recognizer.delegate = simultaneous }
        recognizer.addAction { [unowned self] _ in
            self.actions += 1
            if self.random.chance(0.1) { self.mutate() }
        }
        if random.chance(0.25), let other = recognizers.compactMap(\.recognizer).randomElement(using: &random) {
            recognizer.require(toFail: other)
        }
        view.addGestureRecognizer(recognizer)
        recognizers.append(WeakRecognizer(recognizer))
    }

    // MARK: Mutations (from inside callbacks, and between frames)

    private func mutate() {
        guard !views.isEmpty else { return }
        mutations += 1
        let view = views[random.below(views.count)]
        switch random.below(12) {
        case 0: view.removeFromSuperview()
        case 1: view.isHidden.toggle()
        case 2: view.isUserInteractionEnabled.toggle()
        case 3:
            // Re-parent under a view that is not inside it (or the window).
            let candidates = views.filter { !$0.isDescendant(of: view) }
            (candidates.randomElement(using: &random) ?? harness.window).addSubview(view)
        case 4: addRecognizer(to: view)
        case 5:
            if let recognizer = view.gestureRecognizers?.randomElement(using: &random) { view.removeGestureRecognizer(recognizer) }
        case 6:
            if let recognizer = view.gestureRecognizers?.randomElement(using: &random) { recognizer.isEnabled.toggle() }
        case 7: addView(under: random.chance(0.5) ? view : harness.window)
        case 8: view.frame = randomFrame(in: harness.window.bounds.size)
        case 9: harness.window.addSubview(view)
        default: presentOrDismiss()
        }
    }

    private func presentOrDismiss() {
        if let top = controllers.last, top.presentingViewController != nil, random.chance(0.5) {
            top.dismiss(animated: random.chance(0.5))
            controllers.removeLast()
            return
        }
        guard let presenter = controllers.last, presenter.viewIfLoaded?.window != nil, presenter.presentedViewController == nil else { return }
        let presented = UIViewController()
        presented.modalPresentationStyle = [.fullScreen, .pageSheet, .formSheet, .overFullScreen, .popover][random.below(5)]
        if presented.modalPresentationStyle == .popover { presented.popoverPresentationController?.sourceView = views.randomElement(using: &random) }
        presented.view.accessibilityIdentifier = name("vc")
        let content = addView(under: presented.view)
        addRecognizer(to: content)
        presenter.present(presented, animated: random.chance(0.5))
        controllers.append(presented)
    }

    // MARK: Input

    private func point() -> CGPoint { CGPoint(x: random.below(420) - 10, y: random.below(820) - 10) }

    private func step() {
        switch random.below(20) {
        case 0...9:
            screen.frame {
                if fingers.count < 10 && random.chance(0.3) { fingers.append(screen.down(at: point())) }
                for finger in fingers where random.chance(0.5) {
                    switch random.below(12) {
                    case 0: finger.lift()
                    case 1: if random.chance(0.1) { finger.cancel() } else { finger.move(by: 1, 1) }
                    default: finger.move(by: CGFloat(random.below(41) - 20), CGFloat(random.below(41) - 20))
                    }
                }
            }
            fingers.removeAll(where: \.isUp)
        case 10, 11: mouse.move(by: CGFloat(random.below(61) - 30), CGFloat(random.below(61) - 30))
        case 12:
            if mouseDown { mouse.release() } else { mouse.press() }
            mouseDown.toggle()
        case 13: mouse.wheel(detents: Double(random.below(5) - 2), horizontal: random.chance(0.3))
        case 14: if random.chance(0.3) { mutate() }
        case 15: if random.chance(0.05) { settle() }
        default: break
        }
        harness.advance(by: random.chance(0.05) ? Double(random.below(2000)) / 1000 : Double(1 + random.below(30)) / 1000)
        check("frame")
    }

    /// Lifts every finger, releases the mouse, lets every timer fire (animations and transitions included),
    /// then checks the settled invariants.
    private func settle() {
        guard failure == nil else { return }
        settles += 1
        screen.frame { for finger in fingers { finger.lift() } }
        fingers = []
        if mouseDown { mouse.release() }
        mouseDown = false
        // The cursor leaves every view so hover recognizers end.
        mouse.unplug()
        mouse = harness.mouse()
        harness.advance(by: 5)
        checker.checkSettled(harness.application, recognizers: recognizers.compactMap(\.recognizer))
        recognizers.removeAll { $0.recognizer == nil }
        check("settle")
    }

    private func check(_ when: String) {
        guard failure == nil else { return }
        var problems = checker.violations
        if harness.now < lastNow { problems.append("clock ran backwards: \(harness.now) after \(lastNow)") }
        lastNow = harness.now
        if !problems.isEmpty {
            failure = "soak seed \(seed) frame \(frame) (\(when)): " + problems.prefix(10).joined(separator: "; ")
            failureTrace = recent.text
        }
    }
}

/// A recognizer the soak does not keep alive.
@MainActor
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
