import Testing
import UIKitTesting

/// UIButton's intrinsic size (UIButton+Sizing.swift) and its invalidation. The invalidation tests watch a
/// laid-out frame, which follows a new intrinsic size only when the button invalidated the old one.
@MainActor
@Suite struct ButtonSizingTests {
    /// An image `width` × `height` points.
    func image(width: CGFloat, height: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { _ in }
    }

    @Test func aTitledButtonIsItsTitlesWidthAndAboutThirtyPointsTall() {
        let button = UIButton(type: .system)
        button.setTitle("Order", for: .normal)
        let size = button.intrinsicContentSize
        // A one-line label in the button's font measures the same text.
        let label = UILabel()
        label.font = UIButton.titleFont
        label.text = "Order"
        let text = label.intrinsicContentSize
        #expect(size.width == text.width.rounded(.up))
        #expect(size.height == (text.height + 2 * UIButton.titleVerticalPadding).rounded(.up))
        #expect(size.height >= 28 && size.height <= 34, "iOS's system button is about 30 pt tall: \(size)")
    }

    @Test func anImageSitsBesideTheTitle() {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        let titleOnly = button.intrinsicContentSize
        button.setImage(image(width: 20, height: 40), for: .normal)
        let both = button.intrinsicContentSize
        #expect(both.width == titleOnly.width + 20)
        #expect(both.height == 40, "the image is taller than the padded title")
        let imageOnly = UIButton(type: .custom)
        imageOnly.setImage(image(width: 24, height: 16), for: .normal)
        #expect(imageOnly.intrinsicContentSize == CGSize(width: 24, height: 16))
    }

    @Test func aSymbolButtonIsItsSymbolAndAnEmptyButtonIsIOSsDefault() {
        #expect(UIButton(type: .infoLight).intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(UIButton(type: .system).intrinsicContentSize == UIButton.emptyIntrinsicSize)
        let blank = UIButton(type: .system)
        blank.setTitle("", for: .normal)
        #expect(blank.intrinsicContentSize == UIButton.emptyIntrinsicSize)
    }

    /// A button under Auto Layout with only its position constrained, so its size is its intrinsic size.
    func laidOutButton(_ title: String) -> (UIKitTestHarness, UIButton) {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 400, height: 200))
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 10),
        ])
        harness.window.layoutIfNeeded()
        return (harness, button)
    }

    @Test func aLongerTitleGrowsTheLaidOutButton() {
        let (harness, button) = laidOutButton("Order")
        let before = button.frame
        #expect(before.size == button.intrinsicContentSize)
        button.setTitle("Order two coffees", for: .normal)
        harness.window.layoutIfNeeded()
        #expect(button.frame.width > before.width, "before \(before), after \(button.frame)")
        #expect(button.frame.size == button.intrinsicContentSize)
    }

    @Test func aNewImageAndAStatesOwnTitleResizeTheLaidOutButton() {
        let (harness, button) = laidOutButton("Play")
        let before = button.frame
        button.setImage(image(width: 30, height: 10), for: .normal)
        harness.window.layoutIfNeeded()
        #expect(button.frame.width == before.width + 30)

        // A title for a state the button is not in changes nothing now; entering the state does.
        let wide = button.frame
        button.setTitle("Playing now, loudly", for: .selected)
        harness.window.layoutIfNeeded()
        #expect(button.frame == wide)
        button.isSelected = true
        harness.window.layoutIfNeeded()
        #expect(button.frame.width > wide.width)
        button.isSelected = false
        harness.window.layoutIfNeeded()
        #expect(button.frame == wide)
    }
}
