import Foundation
import Testing
import UIKitTesting

/// drawHierarchy(in:afterScreenUpdates:), snapshotView(afterScreenUpdates:) and layer.render(in:).
@MainActor
struct UIViewSnapshotsTests {
    func scene() -> UIView {
        let root = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 20))
        root.backgroundColor = .red
        let child = HalvesView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        root.addSubview(child)
        return root
    }

    @Test func layerRenderDrawsTheSubtreeInItsOwnCoordinates() throws {
        _ = UIKitTestHarness()
        let context = try CGContext(width: 40, height: 20)
        let view = scene()
        view.layer.render(in: context)
        #expect(context.pixel(x: 5, y: 10) == .red)
        #expect(context.pixel(x: 25, y: 10) == .red)  // the child's red half
        #expect(context.pixel(x: 35, y: 10) == .blue)
    }

    @Test func drawHierarchyScalesIntoTheRect() {
        _ = UIKitTestHarness()
        let view = scene()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40), format: onePixelPerPoint()).image { _ in
            #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 80, height: 40), afterScreenUpdates: true))
        }
        #expect(image.cgImage?.pixel(x: 10, y: 20) == .red)
        #expect(image.cgImage?.pixel(x: 75, y: 20) == .blue)
    }

    @Test func snapshotViewKeepsThePictureOfThatMoment() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 100))
        let original = scene()
        let snapshot = try #require(original.snapshotView(afterScreenUpdates: false))
        original.backgroundColor = .green
        #expect(snapshot.frame == original.frame)
        harness.window.addSubview(snapshot)
        let compositor = try Compositor()
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 35, y: 40)) == .red)
    }

    @Test func drawingWithoutAContextIsIgnoredWithADiagnostic() {
        let harness = UIKitTestHarness()
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIBezierPath(rect: .zero).stroke()
        let view = scene()
        #expect(view.drawHierarchy(in: .zero, afterScreenUpdates: false) == false)
        #expect(harness.traceLines(containing: "no current graphics context").count == 4)
    }

    func onePixelPerPoint() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }
}
