import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Drawing/UIImageView.swift`: intrinsic size, content modes drawn through the compositor,
/// highlighting, and touches off by default (as on `UILabel`).
@MainActor
struct UIImageViewTests {
    /// A 20 × 10 image: red left half, blue right half.
    private func halves(_ left: UIColor = .red, _ right: UIColor = .blue) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { _ in
            left.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            right.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 0, width: 10, height: 10)).fill()
        }
    }

    @Test func intrinsicSizeIsTheShownImagesSize() {
        _ = UIKitTestHarness()
        let empty = UIImageView()
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let view = UIImageView(image: halves())
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let big = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 40), format: format).image { _ in }
        view.highlightedImage = big
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 40))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
    }

    @Test func autoLayoutSizesTheViewToItsImage() {
        let harness = UIKitTestHarness()
        let view = UIImageView(image: halves())
        view.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 6),
        ])
        harness.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 20, height: 10))
        view.image = nil
        view.image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 9)).image { _ in }
        harness.window.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 8, height: 9))
    }

    @Test func scaleToFillStretchesTheImageOverTheBounds() throws {
        let scene = try ControlDrawingScene(size: CGSize(width: 200, height: 100))
        let view = UIImageView(image: halves())
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        scene.add(view)
        expectPixel(scene.pixel(CGPoint(x: 5, y: 5)), .red, "left edge")
        expectPixel(scene.pixel(CGPoint(x: 45, y: 45)), .red, "left of the middle")
        expectPixel(scene.pixel(CGPoint(x: 55, y: 5)), .blue, "right of the middle")
        expectPixel(scene.pixel(CGPoint(x: 95, y: 45)), .blue, "right edge")
        expectPixel(scene.pixel(CGPoint(x: 105, y: 25)), .black, "outside")
    }

    /// 20 × 10 into 100 × 100: aspect fit is 100 × 50 at y 25; centre is 20 × 10 at (40, 45).
    @Test func contentModesPlaceTheImage() throws {
        let scene = try ControlDrawingScene(size: CGSize(width: 200, height: 120))
        let view = UIImageView(image: halves())
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.contentMode = .scaleAspectFit
        scene.add(view)
        expectPixel(scene.pixel(CGPoint(x: 50, y: 10)), .black, "above the fitted image")
        expectPixel(scene.pixel(CGPoint(x: 25, y: 30)), .red, "fitted left half")
        expectPixel(scene.pixel(CGPoint(x: 75, y: 70)), .blue, "fitted right half")
        expectPixel(scene.pixel(CGPoint(x: 50, y: 80)), .black, "below the fitted image")

        view.contentMode = .center
        view.setNeedsDisplay()
        expectPixel(scene.pixel(CGPoint(x: 45, y: 50)), .red, "centred left half")
        expectPixel(scene.pixel(CGPoint(x: 55, y: 50)), .blue, "centred right half")
        expectPixel(scene.pixel(CGPoint(x: 35, y: 50)), .black, "left of the centred image")
        expectPixel(scene.pixel(CGPoint(x: 50, y: 40)), .black, "above the centred image")

        view.contentMode = .bottomRight
        view.setNeedsDisplay()
        expectPixel(scene.pixel(CGPoint(x: 95, y: 95)), .blue, "bottom right corner")
        expectPixel(scene.pixel(CGPoint(x: 85, y: 95)), .red, "bottom right, left half")
        expectPixel(scene.pixel(CGPoint(x: 75, y: 95)), .black, "left of the corner image")

        // Aspect fill of 100 × 100: 200 × 100 centred, cut at the bounds: the halves meet in the middle.
        view.contentMode = .scaleAspectFill
        view.setNeedsDisplay()
        expectPixel(scene.pixel(CGPoint(x: 35, y: 5)), .red, "filled left")
        expectPixel(scene.pixel(CGPoint(x: 65, y: 95)), .blue, "filled right")
        expectPixel(scene.pixel(CGPoint(x: 105, y: 50)), .black, "cut at the bounds")
    }

    @Test func aResizeRedrawsThePlacement() throws {
        let scene = try ControlDrawingScene(size: CGSize(width: 200, height: 120))
        let view = UIImageView(image: halves())
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.contentMode = .topLeft
        scene.add(view)
        expectPixel(scene.pixel(CGPoint(x: 15, y: 5)), .blue, "top left image, right half")
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        scene.harness.window.layoutIfNeeded()
        expectPixel(scene.pixel(CGPoint(x: 15, y: 5)), .blue, "still at the top left")
        expectPixel(scene.pixel(CGPoint(x: 60, y: 5)), .black, "not stretched")
    }

    @Test func highlightingShowsTheHighlightedImage() throws {
        let scene = try ControlDrawingScene(size: CGSize(width: 100, height: 60))
        let view = UIImageView(image: halves(), highlightedImage: halves(.green, .green))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        scene.add(view)
        expectPixel(scene.pixel(CGPoint(x: 5, y: 5)), .red, "normal")
        view.isHighlighted = true
        expectPixel(scene.pixel(CGPoint(x: 5, y: 5)), .green, "highlighted")
        view.isHighlighted = false
        expectPixel(scene.pixel(CGPoint(x: 5, y: 5)), .red, "normal again")
    }

    /// An image view and a label take no touches until enabled, so their tap recognizers stay silent.
    @Test func tapsReachImageViewsAndLabelsOnlyOnceEnabled() {
        let harness = UIKitTestHarness()
        let screen = harness.touchscreen()
        let image = UIImageView(image: halves())
        image.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let label = UILabel(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        label.text = "Label"
        harness.window.addSubview(image)
        harness.window.addSubview(label)
        #expect(!image.isUserInteractionEnabled)
        #expect(!label.isUserInteractionEnabled)
        var taps: [String] = []
        let imageTap = UITapGestureRecognizer()
        _ = imageTap.addAction { _ in taps.append("image") }
        image.addGestureRecognizer(imageTap)
        let labelTap = UITapGestureRecognizer()
        _ = labelTap.addAction { _ in taps.append("label") }
        label.addGestureRecognizer(labelTap)

        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.tap(at: CGPoint(x: 50, y: 250))
        harness.advance(by: 1)
        #expect(taps.isEmpty)

        image.isUserInteractionEnabled = true
        label.isUserInteractionEnabled = true
        screen.tap(at: CGPoint(x: 50, y: 50))
        harness.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 250))
        harness.advance(by: 1)
        #expect(taps == ["image", "label"])
    }
}
