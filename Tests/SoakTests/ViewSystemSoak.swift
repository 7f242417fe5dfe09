import UIKitTesting

/// The soak with the whole view system (issue 24): a navigation controller of ``SoakPage``s — Auto Layout,
/// a scroll view holding a stack of controls, a self-sizing table — drawn by the compositor, under random
/// fingers and a mouse, while callbacks and the soak mutate it: constraint constants, an optional
/// constraint on and off, arranged subviews added, removed and hidden, stack spacing and alignment, table
/// reloads, inserts, deletes, selections and scrolls, content offsets, pushes and pops.
///
/// Invariants: after every frame the ``InvariantChecker`` has nothing to report; every `checkEvery` frames
/// and at every settle point the compositor's damage covers every pixel a full repaint changed
/// (``DamageAudit``); at settle points every required constraint holds on the laid-out frames
/// (``ConstraintAudit``), every touch has ended and every recognizer is `possible`. One seeded generator drives
/// everything, so a failure is replayed from the seed and frame it prints.
@MainActor
final class ViewSystemSoak {
    let seed: UInt64
    /// Frames between two damage and constraint checks (each repaints the screen in full).
    let checkEvery: Int
    private var random: SoakRandom
    private(set) var frame = 0
    private(set) var scenesBuilt = 0
    private(set) var settles = 0
    private(set) var mutations = 0
    private(set) var pushes = 0
    private(set) var constraintsChecked = 0
    private(set) var damageChecks = 0
    /// The first broken invariant, with the seed and frame that reproduce it.
    private(set) var failure: String?
    /// The trace entries before the failure.
    private(set) var failureTrace = ""

    private var harness: UIKitTestHarness!
    private var checker: InvariantChecker!
    private var damage: DamageAudit!
    private var constraints = ConstraintAudit()
    private var recent: RecentTrace!
    private var navigation: UINavigationController!
    private var screen: VirtualTouchscreen!
    private var mouse: VirtualMouse!
    private var mouseDown = false
    private var fingers: [VirtualFinger] = []
    private var nextName = 0
    private var lastNow = InputTime.zero

    init(seed: UInt64, checkEvery: Int = 25) {
        self.seed = seed
        self.checkEvery = checkEvery
        random = SoakRandom(seed: seed)
    }

    /// Runs `frames` frames, a new scene every few thousand; stops at the first broken invariant.
    func run(frames: Int) {
        while frame < frames && failure == nil {
            if harness == nil || random.chance(1.0 / 4000) { buildScene() }
            step()
            frame += 1
        }
        if failure == nil { settle() }
    }

    private func name(_ prefix: String) -> String {
        nextName += 1
        return "\(prefix)\(nextName)"
    }

    // MARK: Scenes

    private func buildScene() {
        if harness != nil { settle() }
        guard failure == nil else { return }
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
        lastNow = harness.now
        navigation = UINavigationController(rootViewController: makePage())
        navigation.view.accessibilityIdentifier = name("nav")
        harness.window.rootViewController = navigation
        do {
            damage = try DamageAudit(window: harness.window)
        } catch {
            failure = "soak seed \(seed): the compositor could not start: \(error)"
        }
    }

    private func makePage() -> SoakPage {
        let page = SoakPage(rows: random.below(60), name: name("page"))
        page.view.accessibilityIdentifier = page.title
        page.onEvent = { [unowned self] in if random.chance(0.1) { mutate() } }
        page.loadViewIfNeeded()
        for (view, prefix) in [(page.scrollView, "scroll"), (page.table, "table"), (page.box, "box"), (page.stack, "stack"), (page.keel, "keel")] as [(UIView, String)] {
            view.accessibilityIdentifier = name(prefix)
        }
        page.scrollView.panGestureRecognizer.name = name("scrollpan")
        page.table.panGestureRecognizer.name = name("tablepan")
        for _ in 0..<(2 + random.below(8)) { addArranged(to: page) }
        if random.chance(0.5) { page.optional.isActive = true }
        return page
    }

    private var page: SoakPage? { navigation?.topViewController as? SoakPage }

    private func addArranged(to page: SoakPage) {
        let view = page.makeArrangedView(&random)
        view.accessibilityIdentifier = name("arranged")
        page.stack.insertArrangedSubview(view, at: 1 + random.below(page.stack.arrangedSubviews.count))
    }

    // MARK: Mutations

    private func mutate() {
        guard let page else { return }
        mutations += 1
        switch random.below(16) {
        case 0, 1:
            if let constraint = page.adjustable.randomElement(using: &random) {
                constraint.constant = CGFloat(10 + random.below(250))
            }
        case 2: page.optional.isActive.toggle()
        case 3: addArranged(to: page)
        case 4:
            if let view = page.stack.arrangedSubviews.filter({ $0 !== page.keel }).randomElement(using: &random) {
                page.stack.removeArrangedSubview(view)
                view.removeFromSuperview()
                page.forget(view)
            }
        case 5: page.stack.arrangedSubviews.filter { $0 !== page.keel }.randomElement(using: &random)?.isHidden.toggle()
        case 6:
            page.stack.spacing = CGFloat(random.below(20))
            page.stack.alignment = [.fill, .leading, .center, .trailing][random.below(4)]
            page.stack.distribution = [.fill, .equalSpacing, .equalCentering][random.below(3)]
        case 7: page.table.reloadData()
        case 8:
            let row = random.below(page.rows.values.count + 1)
            page.rows.values.insert(page.rows.makeValue(), at: row)
            page.table.insertRows(at: [IndexPath(row: row, section: 0)], with: random.chance(0.5) ? .automatic : .none)
        case 9:
            guard !page.rows.values.isEmpty else { return }
            let row = random.below(page.rows.values.count)
            page.rows.values.remove(at: row)
            page.table.deleteRows(at: [IndexPath(row: row, section: 0)], with: random.chance(0.5) ? .automatic : .none)
        case 10:
            guard !page.rows.values.isEmpty else { return }
            let path = IndexPath(row: random.below(page.rows.values.count), section: 0)
            if random.chance(0.5) {
                page.table.selectRow(at: path, animated: random.chance(0.5), scrollPosition: .none)
            } else {
                page.table.scrollToRow(at: path, at: [.top, .middle, .bottom][random.below(3)], animated: random.chance(0.5))
            }
        case 11:
            let height = max(0, page.scrollView.contentSize.height - page.scrollView.bounds.height)
            page.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat(random.below(Int(height) + 1))), animated: random.chance(0.5))
        case 12...13 where navigation.viewControllers.count < 5:
            navigation.pushViewController(makePage(), animated: random.chance(0.7))
            pushes += 1
        default:
            if navigation.viewControllers.count > 1 { navigation.popViewController(animated: random.chance(0.7)) }
        }
    }

    // MARK: Input and checks

    private func point() -> CGPoint { CGPoint(x: random.below(420) - 10, y: random.below(820) - 10) }

    /// Names every view and recognizer that has no name yet. The checker tells them apart by trace name; an
    /// unnamed view's name is its index path, which changes when a table inserts a cell or a stack an
    /// arranged view in front of it (a touch would seem to move from one responder to another), and an
    /// unnamed recognizer whose view is gone is named by its type alone, like every other such one.
    private func nameUnnamedViews() {
        var stack: [UIView] = [harness.window]
        while let view = stack.popLast() {
            if view.accessibilityIdentifier == nil { view.accessibilityIdentifier = name("u") }
            for recognizer in view.gestureRecognizers ?? [] where recognizer.name == nil { recognizer.name = name("r") }
            stack += view.subviews
        }
    }

    private func step() {
        nameUnnamedViews()
        switch random.below(20) {
        case 0...9:
            screen.frame {
                if fingers.count < 4 && random.chance(0.3) { fingers.append(screen.down(at: point())) }
                for finger in fingers where random.chance(0.5) {
                    switch random.below(10) {
                    case 0: finger.lift()
                    case 1: if random.chance(0.1) { finger.cancel() } else { finger.move(by: 1, 1) }
                    default: finger.move(by: CGFloat(random.below(41) - 20), CGFloat(random.below(61) - 30))
                    }
                }
            }
            fingers.removeAll(where: \.isUp)
        case 10, 11: mouse.move(by: CGFloat(random.below(61) - 30), CGFloat(random.below(61) - 30))
        case 12:
            if mouseDown { mouse.release() } else { mouse.press() }
            mouseDown.toggle()
        case 13: mouse.wheel(detents: Double(random.below(5) - 2), horizontal: false)
        case 14: if random.chance(0.4) { mutate() }
        case 15: if random.chance(0.05) { settle() }
        default: break
        }
        harness.advance(by: random.chance(0.03) ? Double(random.below(1500)) / 1000 : Double(1 + random.below(30)) / 1000)
        check("frame")
        if failure == nil, frame % checkEvery == 0 { audit("frame", constraints: false) }
    }

    /// Lifts every finger, releases the mouse, lets every timer fire (transitions, deceleration,
    /// animations), then checks every invariant.
    private func settle() {
        guard failure == nil else { return }
        settles += 1
        screen.frame { for finger in fingers { finger.lift() } }
        fingers = []
        if mouseDown { mouse.release() }
        mouseDown = false
        mouse.unplug()
        mouse = harness.mouse()
        harness.advance(by: 5)
        checker.checkSettled(harness.application, recognizers: [])
        check("settle")
        audit("settle")
    }

    /// The damage audit, and at settle points the constraint audit (the compositor's frame lays the tree out
    /// first). Constraints are judged once every animation and transition has ended: a page sliding out
    /// during a pop is re-laid out as its safe area moves with it, a frame behind.
    private func audit(_ when: String, constraints checksConstraints: Bool = true) {
        guard failure == nil else { return }
        var problems: [String] = []
        do {
            if let missed = try damage.check() { problems.append("damage: " + missed) }
        } catch {
            problems.append("the full repaint failed: \(error)")
        }
        damageChecks += 1
        if checksConstraints {
            problems += constraints.violations(in: harness.window)
            constraintsChecked += constraints.checked
        }
        if !problems.isEmpty { fail(when, problems) }
    }

    private func check(_ when: String) {
        guard failure == nil else { return }
        var problems = checker.violations
        if harness.now < lastNow { problems.append("clock ran backwards: \(harness.now) after \(lastNow)") }
        lastNow = harness.now
        if !problems.isEmpty { fail(when, problems) }
    }

    private func fail(_ when: String, _ problems: [String]) {
        failure = "view-system soak seed \(seed) frame \(frame) (\(when)): " + problems.prefix(10).joined(separator: "; ")
        failureTrace = recent.text
    }
}
