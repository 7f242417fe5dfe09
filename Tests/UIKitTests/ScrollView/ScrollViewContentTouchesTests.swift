import Testing
import UIKitTesting

@MainActor
@Suite struct ScrollViewContentTouchesTests {
    /// The feed with a "buy" button at the top of its content.
    func feedWithButton(_ make: (CGRect) -> UIScrollView = { UIScrollView(frame: $0) })
        -> (UIKitTestHarness, UIScrollView, UIButton, ControlEventLog, VirtualTouchscreen)
    {
        let harness = UIKitTestHarness()
        let feed = make(CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.accessibilityIdentifier = "feed"
        feed.contentSize = CGSize(width: 300, height: 5000)
        harness.window.addSubview(feed)
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.accessibilityIdentifier = "buy"
        feed.addSubview(button)
        let log = ControlEventLog()
        log.watch(button)
        return (harness, feed, button, log, harness.touchscreen())
    }

    @Test func aQuickTapReachesTheButtonAtTheLift() {
        let (harness, _, _, log, screen) = feedWithButton()
        let finger = screen.down(at: CGPoint(x: 100, y: 120))
        harness.advance(by: 0.05)
        #expect(log.events.isEmpty)
        finger.lift()
        #expect(log.events == ["touchDown", "upInside", "primary"])
        #expect(harness.traceLines(containing: "touch lifted after 0.050 s: the content gets its touchesBegan and touchesEnded together").count == 1)
    }

    @Test func aHeldTouchReachesTheButtonAfterTheDelay() {
        let (harness, _, button, log, screen) = feedWithButton()
        let finger = screen.down(at: CGPoint(x: 100, y: 120))
        harness.advance(by: 0.149)
        #expect(log.events.isEmpty && !button.isHighlighted)
        harness.advance(by: 0.001)
        #expect(log.events == ["touchDown"])
        #expect(button.isHighlighted)
        #expect(harness.traceLines(containing: "touch held back 0.150 s by scroll view feed").count == 1)
        finger.lift()
    }

    @Test func aQuickFlickScrollsAndTheButtonNeverHearsOfIt() {
        let (harness, feed, _, log, screen) = feedWithButton()
        screen.swipe(from: CGPoint(x: 100, y: 120), dx: 0, dy: -100, duration: 0.08)
        #expect(feed.contentOffset.y == 80)  // the content follows from where the pan began (20 pt in)
        #expect(log.events.isEmpty)
        harness.advance(by: 3)
        #expect(feed.contentOffset.y > 500)  // and decelerates
        #expect(log.events.isEmpty)
    }

    @Test func aPressedButtonKeepsItsTouchAndTheFeedDoesNotScroll() {
        let (harness, feed, _, log, screen) = feedWithButton()
        let finger = screen.down(at: CGPoint(x: 100, y: 120))
        harness.advance(by: 0.2)
        finger.move(to: CGPoint(x: 100, y: 60), duration: 0.1)
        finger.lift()
        #expect(feed.contentOffset.y == 0)
        #expect(log.events.first == "touchDown")
        #expect(log.events.contains("dragInside"))
        #expect(log.events.last == "primary")  // 24 pt above the button: within the tracking margin
        #expect(harness.traceLines(containing: "scroll view feed does not scroll: touchesShouldCancel(in: buy) returned false, so button buy keeps touch t1").count == 1)
    }

    @Test func aFeedThatMayCancelControlsTakesThePressedButtonsTouch() {
        final class Feed: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let (harness, feed, _, log, screen) = feedWithButton { Feed(frame: $0) }
        let finger = screen.down(at: CGPoint(x: 100, y: 120))
        harness.advance(by: 0.2)
        finger.move(to: CGPoint(x: 100, y: 107.7))
        finger.move(to: CGPoint(x: 100, y: 57.7), duration: 0.1)
        finger.lift()
        #expect(log.events == ["touchDown", "cancel"])
        #expect(feed.contentOffset.y == 50)
        #expect(harness.traceLines(containing: "scroll view feed cancelled button buy's touch: moved 12.3 pt").count == 1)
    }

    @Test func otherContentIsCancelledWhenADragStartsLate() {
        let harness = UIKitTestHarness()
        let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.contentSize = CGSize(width: 300, height: 5000)
        harness.window.addSubview(feed)
        let cell = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.addSubview(cell)
        let finger = harness.touchscreen().down(at: CGPoint(x: 100, y: 300))
        harness.advance(by: 0.2)
        finger.move(to: CGPoint(x: 100, y: 200), duration: 0.1)
        finger.lift()
        #expect(cell.log.first == "touchesBegan t1")
        #expect(cell.log.last == "touchesCancelled t1")
        #expect(feed.contentOffset.y > 80)
    }

    @Test func canCancelContentTouchesFalseLeavesTheTouchWithTheContent() {
        let harness = UIKitTestHarness()
        let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.accessibilityIdentifier = "feed"
        feed.contentSize = CGSize(width: 300, height: 5000)
        feed.canCancelContentTouches = false
        harness.window.addSubview(feed)
        let cell = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        cell.accessibilityIdentifier = "cell"
        feed.addSubview(cell)
        let finger = harness.touchscreen().down(at: CGPoint(x: 100, y: 300))
        harness.advance(by: 0.2)
        finger.move(to: CGPoint(x: 100, y: 200), duration: 0.1)
        finger.lift()
        #expect(cell.log.last == "touchesEnded t1")
        #expect(feed.contentOffset.y == 0)
        #expect(harness.traceLines(containing: "cell has touch t1 and canCancelContentTouches is false").count == 1)
    }

    @Test func withoutDelaysContentTouchesTheButtonIsPressedAtOnce() {
        let (_, feed, _, log, screen) = feedWithButton()
        feed.delaysContentTouches = false
        let finger = screen.down(at: CGPoint(x: 100, y: 120))
        #expect(log.events == ["touchDown"])
        finger.lift()
    }

    @Test func touchesShouldBeginFalseKeepsTheTouchFromTheContent() {
        final class Feed: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
        }
        let (harness, _, _, log, screen) = feedWithButton { Feed(frame: $0) }
        screen.tap(at: CGPoint(x: 100, y: 120))
        harness.advance(by: 0.3)
        screen.longPress(at: CGPoint(x: 100, y: 120), duration: 0.3)
        #expect(log.events.isEmpty)
        #expect(harness.traceLines(containing: "touchesShouldBegin(in: buy) returned false").count == 2)
    }

    // MARK: Nested scroll views

    /// A vertical feed holding a horizontal carousel of 150 pt height at its top.
    func feedWithCarousel() -> (UIKitTestHarness, UIScrollView, UIScrollView, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.accessibilityIdentifier = "feed"
        feed.contentSize = CGSize(width: 300, height: 3000)
        harness.window.addSubview(feed)
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 150))
        carousel.accessibilityIdentifier = "carousel"
        carousel.contentSize = CGSize(width: 1200, height: 150)
        feed.addSubview(carousel)
        return (harness, feed, carousel, harness.touchscreen())
    }

    @Test func aHorizontalDragOnTheCarouselScrollsTheCarousel() {
        let (_, feed, carousel, screen) = feedWithCarousel()
        let finger = screen.down(at: CGPoint(x: 250, y: 75))
        finger.move(to: CGPoint(x: 238, y: 76))
        finger.move(to: CGPoint(x: 138, y: 80), duration: 0.1)
        #expect(carousel.isDragging && !feed.isDragging)
        #expect(carousel.contentOffset.x == 100)
        #expect(feed.contentOffset == .zero)
        finger.lift()
    }

    @Test func aVerticalDragOnTheCarouselScrollsTheFeed() {
        let (harness, feed, carousel, screen) = feedWithCarousel()
        let finger = screen.down(at: CGPoint(x: 250, y: 120))
        finger.move(to: CGPoint(x: 249, y: 108))
        finger.move(to: CGPoint(x: 245, y: 8), duration: 0.1)
        #expect(feed.isDragging && !carousel.isDragging)
        #expect(feed.contentOffset.y == 100)
        #expect(carousel.contentOffset == .zero)
        finger.lift()
        #expect(harness.traceLines(containing: "scroll view carousel does not scroll: a vertical drag").count == 1)
    }

    @Test func aSliderInAPagingViewTracksFromItsThumbAndThePagerPagesElsewhere() {
        let harness = UIKitTestHarness()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        pager.accessibilityIdentifier = "pager"
        pager.contentSize = CGSize(width: 900, height: 400)
        pager.isPagingEnabled = true
        harness.window.addSubview(pager)
        let slider = UISlider(frame: CGRect(x: 36, y: 100, width: 228, height: 40))
        slider.accessibilityIdentifier = "volume"
        pager.addSubview(slider)
        let screen = harness.touchscreen()
        // value 0.5: the thumb's centre at x 150.
        screen.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 50, y: 120), duration: 0.1)
        harness.advance(by: 1)
        #expect(slider.value == 0)
        #expect(pager.contentOffset.x == 0)
        #expect(harness.traceLines(containing: "slider volume: UIScrollViewPanGestureRecognizer(pager) may not begin").count == 1)
        screen.swipe(from: CGPoint(x: 250, y: 300), dx: -150, dy: 0, duration: 0.1)
        harness.advance(by: 2)
        #expect(pager.contentOffset.x == 300)
        #expect(slider.value == 0)
    }

    @Test func aCellsTapRecognizerTapsButAFlickOverItScrolls() {
        let harness = UIKitTestHarness()
        let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.contentSize = CGSize(width: 300, height: 5000)
        harness.window.addSubview(feed)
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.addSubview(cell)
        var taps = 0
        cell.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 100, y: 200))
        #expect(taps == 1)
        harness.advance(by: 0.5)
        screen.swipe(from: CGPoint(x: 100, y: 300), dx: 0, dy: -150, duration: 0.08)
        harness.advance(by: 4)
        #expect(taps == 1)
        #expect(feed.contentOffset.y > 100)
    }

    @Test func aSwitchInAFeedTogglesOnATapAndTheFeedStillScrollsVertically() {
        let harness = UIKitTestHarness()
        let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        feed.contentSize = CGSize(width: 300, height: 5000)
        harness.window.addSubview(feed)
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        feed.addSubview(toggle)
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 120, y: 115))
        #expect(toggle.isOn)
        screen.swipe(from: CGPoint(x: 120, y: 115), dx: 0, dy: -150, duration: 0.08)
        #expect(toggle.isOn)
        #expect(feed.contentOffset.y > 100)
    }
}
