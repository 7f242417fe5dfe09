import Testing
import UIKitTesting

@MainActor
@Suite struct ButtonTests {
    @Test func aTapSendsTouchUpInsideThenThePrimaryAction() {
        let harness = UIKitTestHarness()
        var bought = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Buy") { _ in bought += 1 })
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        harness.window.addSubview(button)
        let log = ControlEventLog()
        log.watch(button)
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 30))
        #expect(log.events == ["touchDown", "upInside", "primary"])
        #expect(bought == 1)
        #expect(button.currentTitle == "Buy")
        #expect(button.buttonType == .system)
    }

    @Test func perStateContentFallsBackToNormal() {
        let button = UIButton(type: .custom)
        button.setTitle("Buy", for: .normal)
        button.setTitle("Buying", for: .highlighted)
        button.setTitleColor(.red, for: .disabled)
        button.setImageName("cart", for: .normal)
        #expect(button.title(for: .selected) == "Buy")
        #expect(button.title(for: .highlighted) == "Buying")
        #expect(button.titleColor(for: .normal) == .white)
        button.isEnabled = false
        #expect(button.currentTitleColor == .red)
        #expect(button.currentImageName == "cart")
    }

    @Test func theButtonIsHighlightedOnlyWhileTheTouchIsInside() {
        let harness = UIKitTestHarness()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        button.setTitle("Buy", for: .normal)
        button.setTitle("Buying", for: .highlighted)
        harness.window.addSubview(button)
        let finger = harness.touchscreen().down(at: CGPoint(x: 50, y: 30))
        #expect(button.currentTitle == "Buying")
        finger.move(to: CGPoint(x: 300, y: 30))
        #expect(!button.isHighlighted && button.currentTitle == "Buy")
        finger.lift()
    }

    @Test func aSingleTapOnAButtonBeatsAnAncestorsTapRecognizer() {
        let harness = UIKitTestHarness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(card)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        button.accessibilityIdentifier = "buy"
        card.addSubview(button)
        var cardTaps = 0
        let tap = UITapGestureRecognizer { _ in cardTaps += 1 }
        tap.name = "cardTap"
        card.addGestureRecognizer(tap)
        let log = ControlEventLog()
        log.watch(button, .touchUpInside)
        let screen = harness.touchscreen()
        screen.tap(at: CGPoint(x: 50, y: 30))
        #expect(log.events == ["upInside"])
        #expect(cardTaps == 0)
        #expect(harness.traceLines(containing: "button buy: cardTap may not begin: a single tap on a button is the button's own action").count == 1)
        // Outside the button the card's tap works.
        screen.tap(at: CGPoint(x: 200, y: 200))
        #expect(cardTaps == 1)
    }

    @Test func aDoubleTapRecognizerOfAnAncestorIsNotBlocked() {
        let harness = UIKitTestHarness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(card)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        card.addSubview(button)
        var doubleTaps = 0
        let tap = UITapGestureRecognizer { _ in doubleTaps += 1 }
        tap.numberOfTapsRequired = 2
        card.addGestureRecognizer(tap)
        harness.touchscreen().doubleTap(at: CGPoint(x: 50, y: 30))
        #expect(doubleTaps == 1)
    }

    @Test func aRecognizerOnTheButtonItselfWinsOverTheButton() {
        let harness = UIKitTestHarness()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        harness.window.addSubview(button)
        var taps = 0
        button.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let log = ControlEventLog()
        log.watch(button)
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 30))
        #expect(taps == 1)
        #expect(log.events == ["touchDown", "cancel"])
    }

    @Test func aDisabledButtonLetsTheAncestorsTapRecognize() {
        let harness = UIKitTestHarness()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        harness.window.addSubview(card)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        button.isEnabled = false
        card.addSubview(button)
        var cardTaps = 0
        card.addGestureRecognizer(UITapGestureRecognizer { _ in cardTaps += 1 })
        harness.touchscreen().tap(at: CGPoint(x: 50, y: 30))
        #expect(cardTaps == 1)
    }
}
