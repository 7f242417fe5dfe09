import Testing
@testable import UIKit
import UIKitTesting

/// A view that notes each touch it is handed: its identity and what it reads at touch-down, and, when
/// asked, keeps the touch objects and sets themselves past their touch's end (what UIKit tells apps not
/// to do, and what the dispatcher must survive).
@MainActor
final class TouchNotingView: UIView {
    struct Seen: Equatable {
        var identity: ObjectIdentifier
        var name: String
        var phase: UITouch.Phase
        var location: CGPoint
        var previousLocation: CGPoint
        var tapCount: Int
        var force: CGFloat
        var majorRadius: CGFloat
        var sampleCount: Int
        var isOnThisView: Bool
    }

    var began: [Seen] = []
    var keepsTouches = false
    var keptTouches: [UITouch] = []
    var keptSets: [Set<UITouch>] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            began.append(Seen(identity: ObjectIdentifier(touch), name: touch.traceName, phase: touch.phase,
                              location: touch.location(in: self), previousLocation: touch.previousLocation(in: self),
                              tapCount: touch.tapCount, force: touch.force, majorRadius: touch.majorRadius,
                              sampleCount: touch.motion.samples.count, isOnThisView: touch.view === self))
        }
        if keepsTouches { keptSets.append(touches) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if keepsTouches { keptTouches.append(contentsOf: touches) }
    }
}

@MainActor
@Suite struct TouchDispatcherTouchReuseTests {
    func scene() -> (UIKitTestHarness, TouchNotingView, TouchNotingView, VirtualTouchscreen) {
        let harness = UIKitTestHarness()
        let left = TouchNotingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = TouchNotingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        return (harness, left, right, harness.touchscreen())
    }

    /// A finished touch nothing holds is the next touch's object, reset: a new name, phase, position, tap
    /// count, view, force and radius, and one velocity sample, none of the old touch's.
    @Test func aFinishedTouchNobodyHoldsServesTheNextTouchReset() {
        let (harness, left, right, screen) = scene()
        let first = screen.down(at: CGPoint(x: 20, y: 20), majorRadiusMillimetres: 8, pressure: 0.9)
        for step in 1...5 {
            harness.advance(by: 0.008)
            first.move(to: CGPoint(x: 20 + CGFloat(step) * 10, y: 20))
        }
        first.lift()
        harness.advance(by: 1)
        let second = screen.down(at: CGPoint(x: 250, y: 60))
        #expect(left.began.count == 1 && right.began.count == 1)
        let old = left.began[0]
        let new = right.began[0]
        #expect(new.identity == old.identity, "the finished touch's object is reused")
        #expect(old.name == "t1" && new.name == "t2")
        #expect(new.phase == .began)
        #expect(new.location == CGPoint(x: 50, y: 60))
        #expect(new.previousLocation == new.location, "no previous position from the old touch")
        #expect(new.tapCount == 1)
        #expect(old.force > 0 && new.force == 0)
        #expect(old.majorRadius > 0 && new.majorRadius == 0)
        #expect(new.sampleCount == 1, "the old touch's velocity samples are gone")
        #expect(new.isOnThisView)
        second.lift()
    }

    /// A touch an app keeps past its end is never handed out again: it keeps its last values, and so does
    /// the set the app kept from `touchesBegan`.
    @Test func aTouchAnAppKeepsKeepsItsValues() throws {
        let (harness, left, right, screen) = scene()
        left.keepsTouches = true
        let finger = screen.down(at: CGPoint(x: 30, y: 40))
        finger.move(to: CGPoint(x: 35, y: 45))
        finger.lift()
        let kept = try #require(left.keptTouches.first)
        let before = (kept.location(in: left), kept.previousLocation(in: left), kept.timestamp, kept.tapCount)
        harness.advance(by: 1)
        screen.down(at: CGPoint(x: 250, y: 50), pressure: 0.5).lift()
        #expect(ObjectIdentifier(kept) != right.began[0].identity, "a kept touch is not reused")
        #expect(kept.phase == .ended)
        #expect(kept.traceName == "t1")
        #expect(kept.view === left)
        #expect(kept.force == 0)
        #expect(kept.location(in: left) == CGPoint(x: 35, y: 45))
        #expect(kept.location(in: left) == before.0 && kept.previousLocation(in: left) == before.1)
        #expect(kept.timestamp == before.2 && kept.tapCount == before.3)
        let keptSet = try #require(left.keptSets.first)
        #expect(keptSet.count == 1 && keptSet.contains(kept), "the kept set still holds its touch")
    }

    /// Kept for reuse, a finished touch does not keep its view alive once nothing else holds the touch.
    @Test func aTouchKeptForReuseDoesNotKeepItsViewAlive() {
        let harness = UIKitTestHarness()
        weak var removed: UIView?
        do {
            let view = TouchNotingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            harness.window.addSubview(view)
            removed = view
            harness.touchscreen().down(at: CGPoint(x: 10, y: 10)).lift()
            view.removeFromSuperview()
        }
        #expect(removed == nil)
    }

    /// Ten fingers at once take ten distinct objects (reused ones included), and a touch in progress is
    /// never handed out as another.
    @Test func touchesInProgressAreNeverShared() {
        let (harness, left, _, screen) = scene()
        left.isMultipleTouchEnabled = true
        for round in 0..<3 {
            var fingers: [VirtualFinger] = []
            screen.frame {
                for index in 0..<10 { fingers.append(screen.down(at: CGPoint(x: 5 + CGFloat(index) * 9, y: 50))) }
            }
            let identities = left.began.suffix(10).map(\.identity)
            #expect(Set(identities).count == 10, "round \(round)")
            screen.frame { fingers.forEach { $0.lift() } }
            harness.advance(by: 1)
        }
    }

    /// Between cycles the touches event lists what is still in progress: a lifted touch is not listed.
    @Test func theEventDropsFinishedTouchesAfterTheCycle() {
        let (harness, _, _, screen) = scene()
        let staying = screen.down(at: CGPoint(x: 20, y: 20))
        let lifting = screen.down(at: CGPoint(x: 250, y: 20))
        lifting.lift()
        let event = harness.application.touchDispatcherEventForTesting
        #expect(event.allTouches?.map(\.traceName) == ["t1"])
        staying.lift()
        #expect(event.allTouches?.isEmpty == true)
    }
}
