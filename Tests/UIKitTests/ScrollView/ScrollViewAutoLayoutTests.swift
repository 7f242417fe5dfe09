import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/ScrollView/UIScrollView+AutoLayout.swift`: the content and frame layout guides and the
/// rule that a scroll view's edges, related to its content, are the content area's.
@MainActor
struct ScrollViewAutoLayoutTests {
    private func scrollView(in harness: UIKitTestHarness) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.accessibilityIdentifier = "feed"
        harness.window.addSubview(scrollView)
        return scrollView
    }

    /// Issue 23's report: 30 labels chained top to bottom between the scroll view's edges. The chain used to
    /// resize the scroll view to the content's constraints (a label ended 800 pt tall at y = −792); the edges
    /// now define the content size and the scroll view keeps its frame.
    @Test func thirtyLabelsBetweenTheEdgesDefineTheContentSize() {
        let harness = UIKitTestHarness()
        let scrollView = scrollView(in: harness)
        var labels: [UILabel] = []
        var constraints: [NSLayoutConstraint] = []
        for row in 0..<30 {
            let label = UILabel()
            label.text = "Row \(row)"
            label.accessibilityIdentifier = "row\(row)"
            label.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(label)
            constraints += [
                label.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
                label.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
                label.topAnchor.constraint(equalTo: labels.last?.bottomAnchor ?? scrollView.topAnchor),
            ]
            labels.append(label)
        }
        constraints.append(labels[29].bottomAnchor.constraint(equalTo: scrollView.bottomAnchor))
        NSLayoutConstraint.activate(constraints)
        harness.window.layoutIfNeeded()

        let rowHeight = labels[0].intrinsicContentSize.height
        #expect(rowHeight > 10)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        for (row, label) in labels.enumerated() {
            #expect(label.frame == CGRect(x: 0, y: CGFloat(row) * rowHeight, width: 320, height: rowHeight))
        }
        #expect(scrollView.contentSize == CGSize(width: 320, height: 30 * rowHeight))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 30 * rowHeight))
        #expect(!labels[15].hasAmbiguousLayout)
        #expect(harness.traceLines(containing: "Unable to simultaneously").isEmpty)
    }

    @Test func contentPinnedToTheContentGuideScrollsWithIt() {
        let harness = UIKitTestHarness()
        let scrollView = scrollView(in: harness)
        let content = constrainedView(in: scrollView, name: "content")
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        harness.window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1200))

        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        harness.window.layoutIfNeeded()
        // Frames are in content coordinates: the content keeps its frame and moves up on screen with the offset.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
        #expect(content.convert(CGPoint.zero, to: harness.window) == CGPoint(x: 0, y: -300))
        #expect(scrollView.contentLayoutGuide.layoutFrame.origin == .zero)
    }

    @Test func aViewPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        let harness = UIKitTestHarness()
        let scrollView = scrollView(in: harness)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let badge = constrainedView(in: scrollView, name: "badge")
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        harness.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 272, y: 8, width: 40, height: 20))

        scrollView.contentOffset = CGPoint(x: 0, y: 650)
        harness.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 272, y: 658, width: 40, height: 20))
        #expect(badge.convert(CGPoint.zero, to: harness.window) == CGPoint(x: 272, y: 8))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 650, width: 320, height: 480))
        // Nothing constrains the content guide, so the content size set in code stays.
        #expect(scrollView.contentSize == CGSize(width: 320, height: 2000))
    }

    @Test func anAxisTheConstraintsLeaveOpenKeepsTheContentSizeSetInCode() {
        let harness = UIKitTestHarness()
        let scrollView = scrollView(in: harness)
        scrollView.contentSize = CGSize(width: 999, height: 10)
        let content = constrainedView(in: scrollView, name: "content")
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 700),
        ])
        harness.window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 999, height: 700))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// Only constraints to the content refer to the content area: the scroll view's edges against a view
    /// outside it, and its width against its content, are its frame's.
    @Test func edgesAgainstOutsideViewsAndWidthsAreTheFrames() {
        let harness = UIKitTestHarness()
        let scrollView = UIScrollView()
        scrollView.accessibilityIdentifier = "feed"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        harness.window.addSubview(scrollView)
        let content = constrainedView(in: scrollView, name: "content")
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10),
            scrollView.topAnchor.constraint(equalTo: harness.window.topAnchor, constant: 20),
            scrollView.widthAnchor.constraint(equalToConstant: 200),
            scrollView.heightAnchor.constraint(equalToConstant: 100),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor, multiplier: 2),
            content.heightAnchor.constraint(equalTo: scrollView.heightAnchor, multiplier: 3),
        ])
        harness.window.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 300))
        #expect(scrollView.constraintsAffectingLayout(for: .vertical).count >= 2)
    }
    /// The usual screen: a vertical stack of 30 rows pinned to the content guide, as wide as the frame guide.
    /// Hiding rows shrinks the content; scrolling moves nothing in content coordinates.
    @Test func aStackOfRowsInAScrollViewSetsTheContentSize() {
        let harness = UIKitTestHarness()
        let scrollView = scrollView(in: harness)
        let rows = (0..<30).map { index -> SizedView in
            let row = SizedView(CGSize(width: 100, height: 44))
            row.accessibilityIdentifier = "row\(index)"
            return row
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        harness.window.layoutIfNeeded()
        // 30 rows of 44 and 29 gaps of 1.
        #expect(scrollView.contentSize == CGSize(width: 320, height: 30 * 44 + 29))
        #expect(rows[29].frame == CGRect(x: 0, y: 29 * 45, width: 320, height: 44))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        for row in rows[10..<20] { row.isHidden = true }
        harness.window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 20 * 44 + 19))
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        harness.window.layoutIfNeeded()
        #expect(rows[29].frame == CGRect(x: 0, y: 19 * 45, width: 320, height: 44))
        #expect(harness.traceLines(containing: "Unable to simultaneously").isEmpty)
        #expect(harness.traceLines(containing: "ambiguous").isEmpty)
    }
}
