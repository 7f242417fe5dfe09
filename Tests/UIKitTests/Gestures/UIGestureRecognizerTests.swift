import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The base recognizer's own API: the touches it tracks and where each is, and a recognizer disabled
/// before a touch lands takes no part in it. (How recognizers take part in delivery:
/// GestureDeliveryTests; their delegate: UIGestureRecognizerDelegateTests.)
@MainActor
@Suite struct UIGestureRecognizerTests {
    @Test func eachTrackedTouchHasItsLocationAndAnIndexOutOfRangeIsReported() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        harness.window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        pinch.name = "zoom"
        view.addGestureRecognizer(pinch)
        let screen = harness.touchscreen()
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 100, y: 100)))
            fingers.append(screen.down(at: CGPoint(x: 200, y: 150)))
        }
        #expect(pinch.numberOfTouches == 2)
        let locations = [pinch.location(ofTouch: 0, in: view), pinch.location(ofTouch: 1, in: view)]
        #expect(locations.sorted { $0.x < $1.x } == [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 100)])
        #expect(pinch.location(ofTouch: 2, in: nil) == .zero)
        #expect(harness.diagnostics.contains { $0.contains("location(ofTouch: 2)") && $0.contains("index out of range 0..<2") })
        screen.frame { fingers.forEach { $0.lift() } }
        #expect(pinch.numberOfTouches == 0)
    }

    @Test func aRecognizerDisabledBeforeTheTouchSeesNothingUntilEnabledAgain() {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addAction { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        tap.isEnabled = false
        let screen = harness.touchscreen()
        let finger = screen.down(at: CGPoint(x: 50, y: 50))
        #expect(tap.numberOfTouches == 0)
        finger.lift()
        #expect(taps == 0)
        #expect(view.phases == ["touchesBegan", "touchesEnded"])
        tap.isEnabled = true
        harness.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 1)
    }

    /// The cycle check searches from both ends: cycles closed at either end of a chain, or through a
    /// branch, are refused; links that close no cycle are kept.
    @Test func failureRequirementCyclesThroughChainsAndBranchesAreRefused() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        let r = (0..<5).map { index -> UITapGestureRecognizer in
            let recognizer = UITapGestureRecognizer()
            recognizer.name = "r\(index)"
            view.addGestureRecognizer(recognizer)
            return recognizer
        }
        r[2].require(toFail: r[3])  // built from the middle outwards: r0 → r1 → r2 → r3, and r1 → r4
        r[1].require(toFail: r[2])
        r[0].require(toFail: r[1])
        r[1].require(toFail: r[4])
        r[3].require(toFail: r[0])  // closes r0 → r1 → r2 → r3 → r0
        r[4].require(toFail: r[0])  // closes r0 → r1 → r4 → r0
        r[4].require(toFail: r[3])  // no cycle: r4 → r3
        r[3].require(toFail: r[4])  // closes r3 → r4 → r3
        #expect(harness.traceLines(containing: "would make a failure-requirement cycle").count == 3)
        #expect(harness.traceLines(containing: "refused: r3 → r0").count == 1)
        #expect(harness.traceLines(containing: "refused: r4 → r0").count == 1)
        #expect(harness.traceLines(containing: "refused: r3 → r4").count == 1)
        #expect(r[4].staticallyRequires(r[3]) && r[0].staticallyRequires(r[3]) && !r[3].staticallyRequires(r[0]))
    }

    /// A chain of 30,000 links added from its far end, and another from its near end, with the closing link
    /// refused: linear (the one-sided search walked the whole chain for every link, about 450 million
    /// steps per chain, minutes in a debug build; issue 24, item 6).
    @Test func aLongFailureRequirementChainIsCheckedInLinearTime() {
        _ = UIKitTestHarness()
        for fromFarEnd in [true, false] {
            let chain = (0..<30_000).map { _ in UITapGestureRecognizer() }
            let links = Array(0..<(chain.count - 1))
            for index in fromFarEnd ? links.reversed() : links {
                chain[index].require(toFail: chain[index + 1])
            }
            chain[chain.count - 1].require(toFail: chain[0])
            #expect(chain[0].staticallyRequires(chain[chain.count - 1]))
            #expect(!chain[chain.count - 1].staticallyRequires(chain[0]), "the closing link was refused")
        }
    }
}
