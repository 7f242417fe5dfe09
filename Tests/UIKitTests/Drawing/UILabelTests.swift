import Foundation
import Testing
import UIKitTesting

/// UILabel: its intrinsic size is the measured text, it draws in its colour, drawText(in:) is the override point.
@MainActor
struct UILabelTests {
    @Test func labelIntrinsicSizeIsTheMeasuredText() {
        _ = UIKitTestHarness()
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Tap me"
        let size = label.intrinsicContentSize
        let measured = "Tap me".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(size.width == measured.width.rounded(.up))
        #expect(size.height == measured.height.rounded(.up))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = size.width * 0.6
        #expect(label.intrinsicContentSize.height > size.height * 1.5)
    }

    @Test func theMeasuredSizeIsKeptOnlyUntilTheTextOrItsLookChanges() {
        _ = UIKitTestHarness()
        let label = UILabel()
        label.text = "Row 1"
        let short = label.intrinsicContentSize
        #expect(label.intrinsicContentSize == short)
        label.text = "Row 1 and a good deal more"
        let long = label.intrinsicContentSize
        #expect(long.width > short.width)
        label.font = .systemFont(ofSize: 34)
        let large = label.intrinsicContentSize
        #expect(large.width > long.width && large.height > long.height)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = large.width / 2
        #expect(label.intrinsicContentSize.height > large.height * 1.5)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func aMultiLineLabelPinnedOnBothSidesWrapsAtItsLaidOutWidthWithoutAPreferredWidth() {
        // iOS 8's automatic preferred width: the width Auto Layout gives the label is what its text wraps at,
        // so its intrinsic height grows to the wrapped lines and the view below it moves down.
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 400))
        let label = UILabel()
        label.text = "Chickpea falafel, hummus, pickled cabbage, tahini."
        label.numberOfLines = 0
        let below = UIView()
        for view in [label, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            harness.window.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: harness.window.trailingAnchor, constant: -10),
            below.topAnchor.constraint(equalTo: label.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.application.layoutPass()
        let oneLine = "Chickpea".size(withAttributes: [.font: label.font])
        #expect(label.frame.width == 180)
        #expect(label.frame.height >= oneLine.height * 3, "the text wraps to 180 pt: \(label.frame)")
        #expect(below.frame.minY == label.frame.maxY)
        // A single-line label is not wrapped: one line, cut off.
        label.numberOfLines = 1
        harness.application.layoutPass()
        #expect(label.frame.height == oneLine.height.rounded(.up))
    }

    @Test func labelDrawsItsTextInItsColourAndRedrawsWhenChanged() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 60))
        harness.window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "WWWWWW"
        label.font = .boldSystemFont(ofSize: 40)
        label.textColor = .red
        harness.window.addSubview(label)
        let compositor = try Compositor()
        compositor.renderFrame()
        #expect(inkedPixels(compositor, near: .red) > 200)
        label.textColor = .blue
        compositor.renderFrame()
        #expect(inkedPixels(compositor, near: .red) == 0)
        #expect(inkedPixels(compositor, near: .blue) > 200)
    }

    @Test func emptyLabelHasNoBitmap() throws {
        let harness = UIKitTestHarness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        harness.window.addSubview(label)
        try Compositor().renderFrame()
        #expect(label.hasCachedContentForTesting == false)
    }

    private func inkedPixels(_ compositor: Compositor, near colour: CGPixel) -> Int {
        var count = 0
        for x in stride(from: 0, to: compositor.context.width, by: 1) {
            for y in stride(from: 0, to: compositor.context.height, by: 1) where compositor.context.pixel(x: x, y: y)?.isClose(to: colour, tolerance: 10) == true {
                count += 1
            }
        }
        return count
    }
}

/// A label subclass that moves its text by overriding drawText(in:), as UIKit allows.
final class InsetLabel: UILabel {
    var drawnIn: CGRect?
    override func drawText(in rect: CGRect) {
        let inset = rect.insetBy(dx: 10, dy: 0)
        drawnIn = inset
        super.drawText(in: inset)
    }
}

@MainActor
struct UILabelSubclassTests {
    @Test func drawTextInRectIsTheOverridePoint() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 40))
        let label = InsetLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "Hi"
        harness.window.addSubview(label)
        try Compositor().renderFrame()
        #expect(label.drawnIn == CGRect(x: 10, y: 0, width: 80, height: 40))
    }
}
