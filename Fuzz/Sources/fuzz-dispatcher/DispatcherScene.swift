import UIKitTesting

/// The scene the dispatcher fuzzer drives: every recognizer kind, failure requirements, a simultaneous
/// pair, delayed touches, an exclusive-touch view and a single-touch view, nested so touches share
/// recognizers. Every view and recognizer has a unique name for `InvariantChecker`.
@MainActor
final class DispatcherScene {
    let harness = UIKitTestHarness()
    let checker = InvariantChecker()
    private(set) var recognizers: [UIGestureRecognizer] = []
    private let simultaneous = SimultaneousDelegate()

    init() {
        harness.application.trace.addObserver(checker)
        let root = view("root", CGRect(x: 0, y: 0, width: 400, height: 800), in: harness.window)
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = [.left, .right]
        add(edge, "edge", to: root)
        let outerPan = UIPanGestureRecognizer()
        outerPan.allowedScrollTypesMask = .all
        add(outerPan, "root.pan", to: root)

        let button = view("button", CGRect(x: 20, y: 40, width: 160, height: 120), in: root)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        add(single, "button.tap", to: button)
        add(double, "button.doubleTap", to: button)
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        add(press, "button.longPress", to: button)

        let canvas = view("canvas", CGRect(x: 20, y: 200, width: 360, height: 300), in: root)
        canvas.isMultipleTouchEnabled = true
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        pinch.delegate = simultaneous
        rotation.delegate = simultaneous
        add(pinch, "canvas.pinch", to: canvas)
        add(rotation, "canvas.rotation", to: canvas)
        let twoFingerPan = UIPanGestureRecognizer()
        twoFingerPan.minimumNumberOfTouches = 2
        twoFingerPan.cancelsTouchesInView = false
        add(twoFingerPan, "canvas.pan2", to: canvas)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        add(swipe, "canvas.swipe", to: canvas)
        add(UIHoverGestureRecognizer(), "canvas.hover", to: canvas)
        let tripleTap = UITapGestureRecognizer()
        tripleTap.numberOfTapsRequired = 3
        tripleTap.numberOfTouchesRequired = 2
        add(tripleTap, "canvas.tap3x2", to: canvas)

        let cell = view("cell", CGRect(x: 40, y: 40, width: 120, height: 80), in: canvas)
        let cellTap = UITapGestureRecognizer()
        cellTap.delaysTouchesEnded = false
        add(cellTap, "cell.tap", to: cell)
        let cellPress = UILongPressGestureRecognizer()
        cellPress.numberOfTapsRequired = 1
        cellPress.minimumPressDuration = 0.2
        add(cellPress, "cell.tapAndHold", to: cell)

        let exclusive = view("exclusive", CGRect(x: 20, y: 540, width: 160, height: 100), in: root)
        exclusive.isExclusiveTouch = true
        add(UITapGestureRecognizer(), "exclusive.tap", to: exclusive)
        let lonely = view("singleTouch", CGRect(x: 220, y: 540, width: 160, height: 100), in: root)
        lonely.isMultipleTouchEnabled = false
        _ = view("plain", CGRect(x: 20, y: 680, width: 360, height: 100), in: root)
    }

    private func view(_ name: String, _ frame: CGRect, in parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = name
        parent.addSubview(view)
        return view
    }

    private func add(_ recognizer: UIGestureRecognizer, _ name: String, to view: UIView) {
        recognizer.name = name
        recognizer.addAction { _ in }
        view.addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
    }
}

/// Lets pinch and rotation recognize together, as photo viewers do.
@MainActor
private final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
}
