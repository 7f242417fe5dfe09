import Foundation
import Testing
import UIKitTesting

/// The one centroid every recognizer measures: the average of its touches, in the asked view's
/// coordinates (the window's for `nil`), and where it was once the touches lift.
@MainActor
@Suite struct CentroidTests {
    @Test func theLocationIsTheAverageOfTheTouchesInTheAskedViewsCoordinates() {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 400))
        harness.window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        var seen: [CGPoint] = []
        pan.addAction { seen.append($0.location(in: view)) }
        view.addGestureRecognizer(pan)
        let screen = harness.touchscreen()
        var fingers: [VirtualFinger] = []
        screen.frame {
            fingers.append(screen.down(at: CGPoint(x: 100, y: 200)))
            fingers.append(screen.down(at: CGPoint(x: 200, y: 300)))
            fingers.append(screen.down(at: CGPoint(x: 150, y: 400)))
        }
        #expect(pan.location(in: nil) == CGPoint(x: 150, y: 300))
        #expect(pan.location(in: view) == CGPoint(x: 100, y: 200))
        screen.frame { fingers[2].move(to: CGPoint(x: 150, y: 490)) }
        #expect(pan.location(in: nil) == CGPoint(x: 150, y: 330))
        #expect(pan.state == .began)
        screen.frame { fingers.forEach { $0.lift() } }
        #expect(pan.numberOfTouches == 0)
        #expect(pan.location(in: nil) == CGPoint(x: 150, y: 330))
        #expect(pan.location(in: view) == CGPoint(x: 100, y: 230))
        #expect(seen.last == CGPoint(x: 100, y: 230))
    }
}
