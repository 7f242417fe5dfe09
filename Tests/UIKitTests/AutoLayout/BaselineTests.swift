import Foundation
import Testing
import UIKitTesting

/// A container whose baselines are those of the label inside it.
@MainActor
final class LabelledBox: UIView {
    let label = UILabel()
    override var forFirstBaselineLayout: UIView { label }
    override var forLastBaselineLayout: UIView { label }
}

@MainActor
func constrainedLabel(in superview: UIView, text: String, font: UIFont, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = font
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(label)
    return label
}

/// `firstBaselineAnchor` and `lastBaselineAnchor`: labels' lines of text, other views' bottom edges.
@MainActor
struct BaselineTests {
    /// A 30-point and a 12-point label side by side: the small one moves down so the baselines meet.
    @Test func labelsWithDifferentFontsShareTheirFirstBaseline() {
        let harness = UIKitTestHarness()
        let big = constrainedLabel(in: harness.window, text: "Big", font: .systemFont(ofSize: 30))
        let small = constrainedLabel(in: harness.window, text: "small", font: .systemFont(ofSize: 12))
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            big.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        harness.window.layoutIfNeeded()
        let bigSize = big.intrinsicContentSize, smallSize = small.intrinsicContentSize
        let baseline = 10 + big.font.ascender
        #expect(big.font.ascender > small.font.ascender)
        #expect(big.frame == CGRect(x: 0, y: 10, width: bigSize.width, height: bigSize.height))
        #expect(small.frame == CGRect(
            x: bigSize.width + 8, y: baseline - small.font.ascender, width: smallSize.width, height: smallSize.height))
        #expect(small.frame.minY + small.font.ascender == big.frame.minY + big.font.ascender)
    }

    /// Changing a label's font moves what is aligned to its baseline at the next layout.
    @Test func aNewFontMovesTheBaselineAtTheNextLayout() {
        let harness = UIKitTestHarness()
        let label = constrainedLabel(in: harness.window, text: "Text", font: .systemFont(ofSize: 12))
        let follower = constrainedView(in: harness.window, name: "follower")
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            label.topAnchor.constraint(equalTo: harness.window.topAnchor),
            follower.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            follower.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.window.layoutIfNeeded()
        #expect(follower.frame.minY == label.font.ascender)
        label.font = .systemFont(ofSize: 40)
        harness.window.layoutIfNeeded()
        #expect(label.frame.height == label.intrinsicContentSize.height)
        #expect(follower.frame.minY == UIFont.systemFont(ofSize: 40).ascender)
    }

    /// The last baseline of a two-line label is the second line's: one line height below the first.
    @Test func lastBaselineOfATwoLineLabelIsItsSecondLine() {
        let harness = UIKitTestHarness()
        let font = UIFont.systemFont(ofSize: 20)
        let label = constrainedLabel(in: harness.window, text: "First line\nSecond line", font: font, lines: 0)
        let below = constrainedView(in: harness.window, name: "below")
        let atFirst = constrainedView(in: harness.window, name: "atFirst")
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            label.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 4),
            below.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
            atFirst.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            below.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            atFirst.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
            atFirst.widthAnchor.constraint(equalToConstant: 10), atFirst.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.window.layoutIfNeeded()
        let lineHeight = font.ascender - font.descender
        #expect(label.frame.minY == 4)
        #expect(label.frame.height >= 2 * lineHeight)
        #expect(atFirst.frame == CGRect(x: 0, y: 4 + font.ascender, width: 10, height: 10))
        #expect(below.frame == CGRect(x: 0, y: 4 + lineHeight + font.ascender, width: 10, height: 10))
    }

    /// A view without text has both baselines at the bottom of its alignment rectangle.
    @Test func aPlainViewsBaselinesAreItsBottomEdge() {
        let harness = UIKitTestHarness()
        let box = constrainedView(in: harness.window, name: "box")
        let first = constrainedView(in: harness.window, name: "first")
        let last = constrainedView(in: harness.window, name: "last")
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 30),
            first.topAnchor.constraint(equalTo: box.firstBaselineAnchor),
            last.topAnchor.constraint(equalTo: box.lastBaselineAnchor, constant: 5),
            first.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            last.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 10), first.heightAnchor.constraint(equalToConstant: 10),
            last.widthAnchor.constraint(equalToConstant: 10), last.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.window.layoutIfNeeded()
        #expect(box.forFirstBaselineLayout === box)
        #expect(box.forLastBaselineLayout === box)
        #expect(first.frame == CGRect(x: 0, y: 40, width: 10, height: 10))
        #expect(last.frame == CGRect(x: 0, y: 45, width: 10, height: 10))
    }

    /// A container that names its label in `forFirstBaselineLayout` has the label's baseline.
    @Test func forFirstBaselineLayoutPointsAtADescendant() {
        let harness = UIKitTestHarness()
        let box = LabelledBox()
        box.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(box)
        box.label.text = "Inside"
        box.label.frame = CGRect(origin: CGPoint(x: 0, y: 5), size: box.label.intrinsicContentSize)
        box.addSubview(box.label)
        let follower = constrainedView(in: harness.window, name: "follower")
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 50),
            follower.topAnchor.constraint(equalTo: box.firstBaselineAnchor),
            follower.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 200, y: 25 + box.label.font.ascender, width: 10, height: 10))
    }

    /// `alignAllFirstBaseline` in the visual format aligns labels' first lines.
    @Test func visualFormatAlignsFirstBaselines() {
        let harness = UIKitTestHarness()
        let big = constrainedLabel(in: harness.window, text: "Title", font: .boldSystemFont(ofSize: 24))
        let small = constrainedLabel(in: harness.window, text: "detail", font: .systemFont(ofSize: 11))
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[big]-[small]", options: .alignAllFirstBaseline, metrics: nil,
                views: ["big": big, "small": small])
                + [big.topAnchor.constraint(equalTo: harness.window.topAnchor)])
        harness.window.layoutIfNeeded()
        #expect(big.frame.minY == 0)
        #expect(small.frame.minX == big.frame.maxX + 8)
        #expect(small.frame.minY == big.font.ascender - small.font.ascender)
        #expect(small.frame.height == small.intrinsicContentSize.height)
    }
}
