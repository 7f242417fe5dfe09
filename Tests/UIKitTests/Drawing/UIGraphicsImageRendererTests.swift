import Foundation
import Testing
import UIKitTesting

/// UIGraphicsImageRenderer: the format scale, the size it refuses.
@MainActor
struct UIGraphicsImageRendererTests {
    @Test func formatScaleMultipliesThePixels() {
        _ = UIKitTestHarness()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.size == CGSize(width: 10, height: 5))
        #expect(image.cgImage?.width == 30)
        #expect(image.cgImage?.pixel(x: 14, y: 7) == .green)
        #expect(image.cgImage?.pixel(x: 16, y: 7)?.alpha == 0)
    }

    @Test func zeroSizedAndEnormousRenderersAreRefusedWithADiagnostic() {
        let harness = UIKitTestHarness()
        var ran = false
        let empty = UIGraphicsImageRenderer(size: .zero).image { _ in ran = true }
        let enormous = UIGraphicsImageRenderer(size: CGSize(width: 1e6, height: 1e6)).image { _ in ran = true }
        let infinite = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.infinity, height: 10)).image { _ in ran = true }
        #expect(!ran)
        #expect(empty.size == .zero && enormous.size == .zero && infinite.size == .zero)
        #expect(harness.traceLines(containing: "unsupported bitmap size").count == 3)
    }
}
