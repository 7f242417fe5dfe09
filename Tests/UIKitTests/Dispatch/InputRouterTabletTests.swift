import Foundation
import InputCore
import Testing
import UIKitTesting

/// `Sources/UIKit/Dispatch/InputRouter+Tablet.swift`: tablet tools through `UIApplication.handle` as UIKit
/// sees a stylus: the tip is a `.pencil` touch with force and angles, the tool hovers in proximity, and no
/// device behaviour leaves a touch stuck.
@MainActor
@Suite struct InputRouterTabletTests {
    /// Records every pencil touch's phase and properties, as a drawing view reads them.
    final class PencilView: UIView {
        struct Sample: Equatable {
            var phase: String
            var type: UITouch.TouchType
            var force: CGFloat
            var maximumForce: CGFloat
            var altitude: CGFloat
            var azimuth: CGFloat
            var isEraser: Bool
            var estimated: UITouch.Properties
            var location: CGPoint
        }
        var samples: [Sample] = []
        func record(_ touches: Set<UITouch>, _ phase: String) {
            for touch in touches {
                samples.append(Sample(
                    phase: phase, type: touch.type, force: touch.force, maximumForce: touch.maximumPossibleForce,
                    altitude: touch.altitudeAngle, azimuth: touch.azimuthAngle(in: self), isEraser: touch.isEraser,
                    estimated: touch.estimatedProperties, location: touch.preciseLocation(in: self)))
            }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, "began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, "moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, "ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, "cancelled") }
    }

    func setUp() -> (UIKitTestHarness, PencilView, VirtualPen) {
        let harness = UIKitTestHarness()
        let view = PencilView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        harness.window.addSubview(view)
        return (harness, view, harness.pen())
    }

    @Test func tipDownIsAPencilTouchWithForceAndAnglesFromTilt() {
        let (harness, view, pen) = setUp()
        pen.approach(at: CGPoint(x: 150, y: 150))
        pen.down(pressure: 0.5, tiltX: 0, tiltY: 0)
        pen.move(to: CGPoint(x: 160.25, y: 150.5), pressure: 1, tiltX: 45, tiltY: 0)
        pen.move(to: CGPoint(x: 170, y: 150), pressure: 0.25, tiltX: 0, tiltY: -45)
        pen.up()
        #expect(view.samples.map(\.phase) == ["began", "moved", "moved", "ended"])
        #expect(view.samples.allSatisfy { $0.type == .pencil && !$0.isEraser && $0.estimated.isEmpty })
        let maximum = view.samples[0].maximumForce
        let pencilMaximum: CGFloat = 25.0 / 6
        #expect(abs(maximum - pencilMaximum) < 1e-9)
        let half: CGFloat = maximum / 2
        #expect(abs(view.samples[0].force - half) < 1e-9)
        #expect(view.samples[1].force == maximum, "full pressure reaches maximumPossibleForce")
        #expect(view.samples[3].force == 0)
        // Upright: altitude π/2. 45° towards the right: altitude π/4, the cap pointing along +x (azimuth 0).
        // 45° towards the top: the cap points along −y, azimuth −π/2 in y-down coordinates.
        let upright: CGFloat = CGFloat.pi / 2
        let diagonal: CGFloat = CGFloat.pi / 4
        #expect(abs(view.samples[0].altitude - upright) < 1e-9)
        #expect(abs(view.samples[1].altitude - diagonal) < 1e-9)
        #expect(abs(view.samples[1].azimuth) < 1e-9)
        #expect(abs(view.samples[2].azimuth + upright) < 1e-9)
        #expect(view.samples[1].location == CGPoint(x: 60.25, y: 50.5), "precise location keeps fractions of a point")
        #expect(harness.traceLines(containing: "note pencil").map { $0.components(separatedBy: "note ").last ?? "" } == [
            "pencil t1 began force 2.08 altitude 1.57 azimuth 0",
            "pencil t1 moved force 4.17 altitude 0.79 azimuth 0",
            "pencil t1 moved force 1.04 altitude 0.79 azimuth -1.57",
            "pencil t1 ended force 0 altitude 0.79 azimuth -1.57",
        ])
    }

    @Test func azimuthFollowsTheViewsRotationAndTiltInBothAxes() {
        let (_, view, pen) = setUp()
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        pen.approach(at: CGPoint(x: 200, y: 200))
        // Tilted 30° right and 30° down: the cap points down-right, at 45° in the window.
        pen.down(pressure: 0.5, tiltX: 30, tiltY: 30)
        pen.up()
        let tangent: Double = tan(30.0 * Double.pi / 180)
        let altitude = CGFloat(atan2(1, (2 * tangent * tangent).squareRoot()))
        #expect(abs(view.samples[0].altitude - altitude) < 1e-9)
        // The view is turned a quarter clockwise: in its coordinates the direction is a quarter less.
        let azimuth: CGFloat = -CGFloat.pi / 4
        #expect(abs(view.samples[0].azimuth - azimuth) < 1e-9)
    }

    /// The angles are computed when first read (the pen latency cut): a coalesced copy made before the
    /// read carries the same angles, and a touch kept and read after later samples reads the latest one.
    @Test func anglesReadLaterAndFromCoalescedCopiesAreThoseOfTheirSample() {
        final class CoalescingView: UIView {
            var copies: [UITouch] = []
            var kept: UITouch?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { kept = touches.first }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                for touch in touches { copies += event?.coalescedTouches(for: touch) ?? [] }
            }
        }
        let harness = UIKitTestHarness()
        let view = CoalescingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        harness.window.addSubview(view)
        let pen = harness.pen()
        pen.approach(at: CGPoint(x: 150, y: 150))
        pen.down(pressure: 0.5, tiltX: 0, tiltY: 0)
        pen.move(to: CGPoint(x: 160, y: 150), pressure: 0.5, tiltX: 45, tiltY: 0)
        pen.move(to: CGPoint(x: 170, y: 150), pressure: 0.5, tiltX: 0, tiltY: 45)
        #expect(view.copies.count == 2)
        let diagonal: CGFloat = CGFloat.pi / 4
        let down: CGFloat = CGFloat.pi / 2
        #expect(view.copies.allSatisfy { abs($0.altitudeAngle - diagonal) < 1e-9 })
        #expect(abs(view.copies[0].azimuthAngle(in: nil)) < 1e-9, "the first copy keeps its own sample's azimuth")
        #expect(abs(view.copies[1].azimuthAngle(in: nil) - down) < 1e-9)
        // The touch object was never read during the stroke: it reads its latest sample now.
        #expect(abs((view.kept?.altitudeAngle ?? 0) - diagonal) < 1e-9)
        #expect(abs((view.kept?.azimuthAngle(in: nil) ?? 0) - down) < 1e-9)
        pen.up()
    }

    @Test func anEraserIsAPencilTouchFlaggedAsEraser() {
        let (_, view, pen) = setUp()
        pen.tool = TabletTool(type: .eraser, serial: 1)
        pen.approach(at: CGPoint(x: 150, y: 150))
        pen.down()
        pen.up()
        #expect(view.samples.map(\.type) == [.pencil, .pencil])
        #expect(view.samples.allSatisfy { $0.isEraser })
    }

    @Test func axesTheTabletLacksAreEstimatesThatExpectNoUpdates() {
        let (_, view, pen) = setUp()
        pen.axes = TabletAxes(position: InputPoint(x: 150, y: 150))
        pen.send(.proximityIn)
        pen.send(.tipDown)
        pen.send(.tipUp)
        #expect(view.samples[0].estimated == [.force, .altitude, .azimuth])
        #expect(view.samples[0].force == 0 && view.samples[0].maximumForce == 0)
        let upright: CGFloat = CGFloat.pi / 2
        #expect(abs(view.samples[0].altitude - upright) < 1e-9)
    }

    @Test func leavingProximityWithTheTipDownCancelsTheTouch() {
        let (harness, view, pen) = setUp()
        pen.approach(at: CGPoint(x: 150, y: 150))
        pen.down()
        pen.leave()
        #expect(view.samples.map(\.phase) == ["began", "cancelled"])
        #expect(!harness.traceLines(containing: "left proximity with its tip down").isEmpty)
        // The next stroke is a new touch.
        pen.approach(at: CGPoint(x: 150, y: 150))
        pen.down()
        pen.up()
        #expect(view.samples.map(\.phase) == ["began", "cancelled", "began", "ended"])
    }

    @Test func aToolSerialChangingMidStrokeCancelsTheFirstToolsTouch() {
        let (harness, view, pen) = setUp()
        pen.approach(at: CGPoint(x: 150, y: 150))
        pen.down()
        pen.tool = TabletTool(type: .pen, serial: 2)
        pen.move(to: CGPoint(x: 160, y: 150))
        #expect(view.samples.map(\.phase) == ["began", "cancelled"])
        #expect(!harness.traceLines(containing: "tool changed from pen#1 to pen#2 with its tip down").isEmpty)
        pen.down()
        pen.up()
        #expect(view.samples.map(\.phase) == ["began", "cancelled", "began", "ended"])
    }

    @Test func outOfRangeAxesAreClampedAndReported() {
        let (harness, view, pen) = setUp()
        pen.approach(at: CGPoint(x: 150, y: 150))
        pen.down(pressure: 1.7, tiltX: 120, tiltY: .nan)
        pen.up()
        #expect(view.samples[0].force == view.samples[0].maximumForce)
        #expect(view.samples[0].estimated == [.altitude, .azimuth], "a non-finite tilt counts as no tilt")
        #expect(!harness.traceLines(containing: "pressure 1.7 is outside 0.0...1.0: clamped to 1.0").isEmpty)
        #expect(!harness.traceLines(containing: "tilt x 120.0 is outside -90.0...90.0: clamped to 90.0").isEmpty)
        #expect(!harness.traceLines(containing: "tilt y nan is not finite: ignored").isEmpty)
    }

    @Test func impossibleTipSequencesAreReportedNotStuck() {
        let (harness, view, pen) = setUp()
        pen.approach(at: CGPoint(x: 150, y: 150))
        pen.up()
        pen.down()
        pen.down()
        pen.axes.position = InputPoint(x: .infinity, y: 0)
        pen.send(.tipUp)
        #expect(view.samples.map(\.phase) == ["began", "moved", "ended"])
        #expect(!harness.traceLines(containing: "tip up but its tip was not down: ignored").isEmpty)
        #expect(!harness.traceLines(containing: "tip down while already down: treated as a move").isEmpty)
        #expect(!harness.traceLines(containing: "non-finite position: ignored").isEmpty)
    }

    @Test func unpluggingThePenCancelsItsTouch() {
        let (_, view, pen) = setUp()
        pen.approach(at: CGPoint(x: 150, y: 150))
        pen.down()
        pen.unplug()
        #expect(view.samples.map(\.phase) == ["began", "cancelled"])
    }

    @Test func hoverInProximityReachesHoverRecognizersWithZOffset() {
        let (_, view, pen) = setUp()
        let hover = UIHoverGestureRecognizer()
        var log: [String] = []
        hover.addAction { recognizer in
            guard let hover = recognizer as? UIHoverGestureRecognizer else { return }
            log.append("\(hover.state) \(hover.zOffset)")
        }
        view.addGestureRecognizer(hover)
        pen.approach(at: CGPoint(x: 150, y: 150), distance: 0.75)
        pen.move(to: CGPoint(x: 160, y: 150), distance: 0.25)
        pen.down()
        pen.up()
        pen.move(to: CGPoint(x: 170, y: 150), distance: 0.5)
        pen.leave()
        // Hover ends with zOffset 0: the tip touched (distance 0) or the tool left the range.
        #expect(log == ["began 0.75", "changed 0.25", "ended 0.0", "began 0.5", "ended 0.0"])
        #expect(view.samples.map(\.phase) == ["began", "ended"])
    }

    @Test func recognizersThatDoNotAllowPencilIgnoreIt() {
        let (harness, view, pen) = setUp()
        let fingersOnly = UITapGestureRecognizer()
        fingersOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        var pencilTaps = 0
        let pencilOnly = UITapGestureRecognizer(handler: { _ in pencilTaps += 1 })
        pencilOnly.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        view.addGestureRecognizer(fingersOnly)
        view.addGestureRecognizer(pencilOnly)
        pen.approach(at: CGPoint(x: 150, y: 150))
        pen.down()
        harness.advance(by: 0.05)
        pen.up()
        #expect(pencilTaps == 1)
        #expect(fingersOnly.state == .possible)
    }
}
