import Testing
import UIKitTesting

/// A finding of the view-system soak (issue 24, docs/reliability.md): buttons, sliders and switches
/// reported no intrinsic size here, though iOS's do. Put in a vertical stack inside a scroll view (whose
/// content height the stack sets), such a control left the height ambiguous, and the engine's solution gave
/// the stack a negative height, which its frame showed as a strip 8 pt tall above the content. Fixed in
/// session 33 (docs/decisions.md, "Controls' intrinsic sizes"). An empty stack, or one whose views are all
/// hidden, had the same fault with nothing to size it; fixed in session 34 ("An empty stack view collapses").
@MainActor
@Suite struct ControlIntrinsicSizeFindingTests {
    @Test func buttonsSlidersAndSwitchesReportAnIntrinsicSize() {
        let button = UIButton(type: .system)
        button.setTitle("Order", for: .normal)
        #expect(button.intrinsicContentSize.height > 0)
        #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UISlider.intrinsicHeight))
        #expect(UISwitch().intrinsicContentSize == UISwitch.intrinsicSize)
    }

    /// Puts `stack` (vertical) in a 200 × 300 scroll view's content, 4 pt from its top and bottom, as wide as the
    /// scroll view, and lays the window out; the tests then read the laid-out frames only.
    private func layOutInScrollView(_ stack: UIStackView, pinningTrailing: Bool) -> UIScrollView {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 200, height: 300))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(scroll)
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 4),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -4),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        if pinningTrailing { stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor).isActive = true }
        harness.window.layoutIfNeeded()
        return scroll
    }

    @Test func aStackOfSlidersInAScrollViewIsNotLaidOutWithANegativeHeight() {
        let stack = UIStackView(arrangedSubviews: [UISlider(), UISlider()])
        let scroll = layOutInScrollView(stack, pinningTrailing: true)
        // The stack starts 4 pt down the content, as its top constraint says.
        #expect(stack.frame.minY == 4, "stack at \(stack.frame), content \(scroll.contentSize)")
        // Two sliders of iOS's 31 pt, and the content is the stack and its 4 pt margins.
        #expect(stack.frame.height == 2 * UISlider.intrinsicHeight)
        #expect(scroll.contentSize.height == 2 * UISlider.intrinsicHeight + 8)
    }

    @Test func anEmptyStackInAScrollViewIsNotLaidOutWithANegativeHeight() {
        let stack = UIStackView()
        let scroll = layOutInScrollView(stack, pinningTrailing: false)
        #expect(stack.frame.minY == 4 && stack.frame.height == 0, "stack at \(stack.frame), content \(scroll.contentSize)")
    }

    @Test func aStackWhoseViewsAreAllHiddenCollapsesInAScrollView() {
        let hidden = UISlider()
        hidden.isHidden = true
        let stack = UIStackView(arrangedSubviews: [hidden])
        let scroll = layOutInScrollView(stack, pinningTrailing: false)
        #expect(stack.frame.minY == 4 && stack.frame.height == 0, "stack at \(stack.frame), content \(scroll.contentSize)")
        #expect(scroll.contentSize.height == 8)
    }
}
