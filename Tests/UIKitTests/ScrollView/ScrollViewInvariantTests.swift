import Testing
import UIKitTesting

/// Random taps, flicks, holds and drags over a feed with buttons, a carousel with a slider and a switch,
/// with the invariant checker watching every frame: every content touch ends exactly once for its view,
/// recognizers move only along legal transitions, and everything settles (no touch, no timer, every
/// recognizer possible, nothing decelerating).
@MainActor
@Suite struct ScrollViewInvariantTests {
    @Test(arguments: [1, 2, 3])
    func invariantsHoldOverControlsInNestedScrollViews(seed: Int) {
        let harness = UIKitTestHarness()
        let checker = InvariantChecker()
        harness.application.trace.addObserver(checker)
        let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        feed.accessibilityIdentifier = "feed"
        feed.contentSize = CGSize(width: 400, height: 3000)
        harness.window.addSubview(feed)
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 200))
        carousel.accessibilityIdentifier = "carousel"
        carousel.contentSize = CGSize(width: 1600, height: 200)
        carousel.isPagingEnabled = seed == 2
        feed.addSubview(carousel)
        let slider = UISlider(frame: CGRect(x: 20, y: 80, width: 300, height: 40))
        slider.accessibilityIdentifier = "slider"
        carousel.addSubview(slider)
        let toggle = UISwitch(frame: CGRect(x: 500, y: 80, width: 0, height: 0))
        toggle.accessibilityIdentifier = "switch"
        carousel.addSubview(toggle)
        var buttons: [UIButton] = []
        for index in 0..<20 {
            let button = UIButton(frame: CGRect(x: 20, y: 320 + CGFloat(index) * 120, width: 360, height: 100))
            button.accessibilityIdentifier = "buy\(index)"
            feed.addSubview(button)
            buttons.append(button)
        }
        let screen = harness.touchscreen()
        var random = SeededRandom(seed: UInt64(seed))
        func spot() -> CGPoint { CGPoint(x: 10 + random.unit() * 380, y: 10 + random.unit() * 780) }
        for _ in 0..<120 {
            let start = spot()
            switch random.below(4) {
            case 0:
                screen.tap(at: start, duration: 0.02 + Double(random.unit()) * 0.3)
            case 1:
                screen.swipe(from: start, dx: (random.unit() - 0.5) * 600, dy: (random.unit() - 0.5) * 600, duration: 0.08)
            case 2:
                let finger = screen.down(at: start)
                harness.advance(by: Double(random.unit()) * 0.4)
                finger.move(to: spot(), duration: 0.2)
                if random.below(5) == 0 { finger.cancel() } else { finger.lift() }
            default:
                // A control is removed or disabled while a finger may be on it.
                let finger = screen.down(at: start)
                harness.advance(by: 0.2)
                let victim = buttons[random.below(buttons.count)]
                if random.below(2) == 0 { victim.isEnabled.toggle() } else { victim.removeFromSuperview(); feed.addSubview(victim) }
                finger.lift()
            }
            harness.advance(by: Double(random.unit()) * (random.below(4) == 0 ? 4 : 0.3))
        }
        harness.advance(by: 10)
        checker.checkSettled(harness.application, recognizers: [
            feed.panGestureRecognizer, carousel.panGestureRecognizer,
        ])
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(5))")
        #expect(!feed.isDecelerating && !carousel.isDecelerating && !feed.isDragging)
        #expect(buttons.allSatisfy { !$0.isTracking && !$0.isHighlighted })
        #expect(!slider.isTracking && !toggle.isTracking)
    }
}
