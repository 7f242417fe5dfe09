import Foundation
import Testing
import UIKitTesting

/// Multi-recognizer scenes whose whole trace is compared byte for byte with a checked-in golden file.
///
/// A difference means dispatch or recognition changed: read the diff, and if the new trace is right,
/// regenerate with `UPDATE_GOLDENS=1 swift test --filter GoldenTraceTests`.
@MainActor
@Suite struct GoldenTraceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces")

    func check(_ name: String, _ scene: () -> String) {
        let first = scene()
        let second = scene()
        #expect(first == second, "the trace of \(name) differs between two runs")
        let url = Self.folder.appendingPathComponent("\(name).trace")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try? first.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(url.path); run with UPDATE_GOLDENS=1 to create it")
            return
        }
        #expect(first == golden, "\(name): the trace differs from \(url.lastPathComponent)")
    }

    @Test func singleTapWaitingForDoubleTap() {
        check("single-tap-waits-for-double-tap") {
            let harness = UIKitTestHarness()
            let view = RecordingView(frame: CGRect(x: 20, y: 20, width: 300, height: 300))
            view.accessibilityIdentifier = "photo"
            harness.window.addSubview(view)
            let double = UITapGestureRecognizer()
            double.name = "doubleTap"
            double.numberOfTapsRequired = 2
            let single = UITapGestureRecognizer()
            single.name = "singleTap"
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            let screen = harness.touchscreen()
            screen.tap(at: CGPoint(x: 100, y: 100))
            harness.advance(by: 0.5)
            screen.doubleTap(at: CGPoint(x: 100, y: 100))
            harness.advance(by: 0.5)
            return harness.traceText
        }
    }

    @Test func panInsidePan() {
        check("pan-inside-pan") {
            let harness = UIKitTestHarness()
            let outer = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            outer.accessibilityIdentifier = "list"
            let inner = RecordingView(frame: CGRect(x: 50, y: 50, width: 300, height: 100))
            inner.accessibilityIdentifier = "carousel"
            harness.window.addSubview(outer)
            outer.addSubview(inner)
            let outerPan = UIPanGestureRecognizer()
            outerPan.name = "listPan"
            outer.addGestureRecognizer(outerPan)
            let innerPan = UIPanGestureRecognizer()
            innerPan.name = "carouselPan"
            inner.addGestureRecognizer(innerPan)
            harness.touchscreen().drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 110), duration: 0.1)
            return harness.traceText
        }
    }

    @Test func longPressTapAndPanCompete() {
        check("long-press-tap-pan") {
            let harness = UIKitTestHarness()
            let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            view.accessibilityIdentifier = "map"
            harness.window.addSubview(view)
            let tap = UITapGestureRecognizer()
            tap.name = "tap"
            let press = UILongPressGestureRecognizer()
            press.name = "press"
            let pan = UIPanGestureRecognizer()
            pan.name = "pan"
            pan.delaysTouchesBegan = true
            [tap, press, pan].forEach(view.addGestureRecognizer)
            let screen = harness.touchscreen()
            screen.tap(at: CGPoint(x: 100, y: 100))
            harness.advance(by: 1)
            screen.longPress(at: CGPoint(x: 100, y: 100), duration: 0.7)
            harness.advance(by: 1)
            screen.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
            return harness.traceText
        }
    }
}
