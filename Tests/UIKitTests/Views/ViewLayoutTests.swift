import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIView+Layout.swift`: autoresizing, the layout cycle and sizing.
@MainActor
struct ViewLayoutTests {
    /// One autoresizing case on the x axis: the subview starts at x 50, width 100, in a superview 300 wide
    /// (right margin 150), and the superview grows to 400 (Δ = 100).
    struct HorizontalCase: CustomTestStringConvertible, Sendable {
        let mask: UIView.AutoresizingMask
        let name: String
        let x: CGFloat
        let width: CGFloat
        var testDescription: String { name }
    }

    // The change is shared among the flexible parts in proportion to their sizes before the change
    // (left margin 50, width 100, right margin 150), without rounding.
    nonisolated static let horizontalCases: [HorizontalCase] = [
        HorizontalCase(mask: [], name: "none", x: 50, width: 100),
        HorizontalCase(mask: [.flexibleLeftMargin], name: "left", x: 150, width: 100),
        HorizontalCase(mask: [.flexibleWidth], name: "width", x: 50, width: 200),
        HorizontalCase(mask: [.flexibleRightMargin], name: "right", x: 50, width: 100),
        // left 50 of 200 flexible: x + 100·50/200 = 75.
        HorizontalCase(mask: [.flexibleLeftMargin, .flexibleRightMargin], name: "left+right", x: 75, width: 100),
        // of 150 flexible: x + 100·50/150 = 83.33…, width + 100·100/150 = 166.66…
        HorizontalCase(mask: [.flexibleLeftMargin, .flexibleWidth], name: "left+width", x: 50 + 100.0 / 3, width: 100 + 200.0 / 3),
        // of 250 flexible: width + 100·100/250 = 140.
        HorizontalCase(mask: [.flexibleWidth, .flexibleRightMargin], name: "width+right", x: 50, width: 140),
        // of 300 flexible: x + 100·50/300 = 66.66…, width + 100·100/300 = 133.33…
        HorizontalCase(mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], name: "left+width+right",
                       x: 50 + 50.0 / 3, width: 100 + 100.0 / 3),
    ]

    @Test(arguments: horizontalCases)
    func autoresizingSharesWidthChangeProportionally(_ testCase: HorizontalCase) {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let subview = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        subview.autoresizingMask = testCase.mask
        superview.addSubview(subview)
        superview.frame.size.width = 400
        #expect(subview.frame.isApproximately(CGRect(x: testCase.x, y: 20, width: testCase.width, height: 60)))
    }

    @Test func verticalAxisUsesTopHeightAndBottomTheSameWay() {
        // Height 200 → 180 (Δ = −20). Subview y 40, height 60, bottom margin 100; top and height flexible
        // (100 in total): y − 20·40/100 = 32, height − 20·60/100 = 48; the bottom margin stays 100.
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let subview = UIView(frame: CGRect(x: 10, y: 40, width: 100, height: 60))
        subview.autoresizingMask = [.flexibleTopMargin, .flexibleHeight]
        superview.addSubview(subview)
        superview.bounds.size.height = 180
        #expect(subview.frame.isApproximately(CGRect(x: 10, y: 32, width: 100, height: 48)))
        #expect((superview.bounds.height - subview.frame.maxY).isApproximately(100))
    }

    @Test func flexibleWidthAndHeightFollowBothAxes() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(subview)
        superview.frame = CGRect(x: 0, y: 0, width: 140, height: 60)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 120, height: 40))
    }

    @Test func zeroSizedFlexiblePartsShareTheChangeEqually() {
        // Left margin 0 and width 0 are both flexible: each takes half of Δ = 100.
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
        subview.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        superview.addSubview(subview)
        superview.bounds.size.width = 200
        #expect(subview.frame == CGRect(x: 50, y: 0, width: 50, height: 10))
    }

    @Test func autoresizingNeverMakesASizeNegative() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        subview.autoresizingMask = [.flexibleWidth]
        superview.addSubview(subview)
        superview.bounds.size.width = 0
        #expect(subview.frame.size.width == 0)
    }

    @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        superview.autoresizesSubviews = false
        let subview = UIView(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        subview.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin]
        superview.addSubview(subview)
        superview.frame.size = CGSize(width: 600, height: 400)
        #expect(subview.frame == CGRect(x: 50, y: 20, width: 100, height: 60))
    }

    @Test func autoresizingCascadesToGrandchildrenAndIncludesHiddenViews() {
        let grandparent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.autoresizingMask = [.flexibleWidth]
        child.autoresizingMask = [.flexibleWidth]
        child.isHidden = true
        grandparent.addSubview(parent)
        parent.addSubview(child)
        grandparent.bounds.size.width = 200
        #expect(parent.frame.width == 200)
        #expect(child.frame.width == 150)
    }

    @Test func boundsOriginChangeDoesNotAutoresize() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        subview.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin]
        superview.addSubview(subview)
        superview.bounds.origin = CGPoint(x: 50, y: 50)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    // MARK: The layout cycle

    final class LayoutLog { var entries: [String] = [] }

    /// Records `layoutSubviews` calls, with the frame of its first subview at that moment.
    final class LayoutView: UIView {
        let name: String
        let log: LayoutLog
        var onLayout: ((LayoutView) -> Void)?
        init(_ name: String, log: LayoutLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
            self.name = name
            self.log = log
            super.init(frame: frame)
        }
        override func layoutSubviews() {
            if let first = subviews.first {
                log.entries.append("\(name).layoutSubviews [first subview width \(Int(first.frame.width))]")
            } else {
                log.entries.append("\(name).layoutSubviews")
            }
            onLayout?(self)
        }
    }

    @Test func setNeedsLayoutThenLayoutIfNeededLaysOutOnceAfterAutoresizing() {
        let log = LayoutLog()
        let view = LayoutView("v", log: log)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        view.addSubview(child)
        view.layoutIfNeeded()
        log.entries.removeAll()

        view.setNeedsLayout()
        view.bounds.size.width = 150
        #expect(log.entries.isEmpty)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(log.entries == ["v.layoutSubviews [first subview width 150]"])
    }

    @Test func layoutIfNeededWithoutPendingLayoutDoesNothing() {
        let log = LayoutLog()
        let view = LayoutView("v", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()
        view.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test func boundsSizeChangeMarksTheViewForLayout() {
        let log = LayoutLog()
        let view = LayoutView("v", log: log)
        view.layoutIfNeeded()
        log.entries.removeAll()
        view.frame.size = CGSize(width: 10, height: 10)
        view.layoutIfNeeded()
        view.center = CGPoint(x: 500, y: 500)
        view.layoutIfNeeded()
        #expect(log.entries == ["v.layoutSubviews"])
    }

    @Test func layoutIfNeededClimbsWhileSuperviewsNeedLayoutThenLaysOutParentsFirst() {
        let log = LayoutLog()
        let top = LayoutView("top", log: log)
        let middle = LayoutView("middle", log: log)
        let leaf = LayoutView("leaf", log: log)
        let sibling = LayoutView("sibling", log: log)
        top.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(sibling)
        top.layoutIfNeeded()
        log.entries.removeAll()

        top.setNeedsLayout()
        middle.setNeedsLayout()
        sibling.setNeedsLayout()
        leaf.layoutIfNeeded()
        // From leaf up through middle to top (both need layout), then top's whole subtree, parents first.
        #expect(log.entries == [
            "top.layoutSubviews [first subview width 100]",
            "middle.layoutSubviews [first subview width 100]",
            "sibling.layoutSubviews",
        ])
    }

    @Test func layoutIfNeededStopsClimbingAtTheFirstSuperviewThatDoesNotNeedLayout() {
        let log = LayoutLog()
        let top = LayoutView("top", log: log)
        let middle = LayoutView("middle", log: log)
        let leaf = LayoutView("leaf", log: log)
        top.addSubview(middle)
        middle.addSubview(leaf)
        top.layoutIfNeeded()
        log.entries.removeAll()

        top.setNeedsLayout()
        leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(log.entries == ["leaf.layoutSubviews"])
        top.layoutIfNeeded()
        #expect(log.entries == ["leaf.layoutSubviews", "top.layoutSubviews [first subview width 100]"])
    }

    @Test func layoutSubviewsThatResizesASubviewLaysThatSubviewOutInTheSamePass() {
        let log = LayoutLog()
        let parent = LayoutView("parent", log: log)
        let child = LayoutView("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries.removeAll()
        parent.onLayout = { view in view.subviews[0].frame = CGRect(x: 0, y: 0, width: 40, height: 40) }
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent.layoutSubviews [first subview width 100]", "child.layoutSubviews"])
    }

    @Test func runLoopLaysOutBeforeATouchIsHitTested() {
        let harness = UIKitTestHarness()
        let log = LayoutLog()
        let container = LayoutView("container", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = RecordingView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        harness.window.addSubview(container)
        container.addSubview(button)
        let screen = harness.touchscreen()
        harness.advance(by: 0)
        #expect(log.entries.count == 1, "a run-loop turn lays out the new view")
        log.entries.removeAll()

        // The pending layout moves the button under the finger; the touch must find it there.
        container.onLayout = { view in view.subviews[0].frame = CGRect(x: 0, y: 0, width: 50, height: 50) }
        container.setNeedsLayout()
        #expect(log.entries.isEmpty)
        screen.tap(at: CGPoint(x: 25, y: 25))
        #expect(log.entries == ["container.layoutSubviews [first subview width 50]"])
        #expect(button.phases == ["touchesBegan", "touchesEnded"])
    }

    @Test func hiddenWindowsAreNotLaidOutByTheRunLoop() {
        let harness = UIKitTestHarness()
        let log = LayoutLog()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = LayoutView("v", log: log)
        other.addSubview(view)
        harness.advance(by: 0)
        #expect(log.entries.isEmpty)
        other.isHidden = false
        harness.advance(by: 0)
        #expect(log.entries == ["v.layoutSubviews"])
    }

    /// The pass's one-window path (no sorted window list is built) keeps the rules: a hidden window waits.
    @Test func aLoneWindowIsLaidOutOnlyWhileVisible() {
        let harness = UIKitTestHarness()
        let log = LayoutLog()
        let view = LayoutView("v", log: log)
        harness.window.addSubview(view)
        harness.window.isHidden = true
        harness.advance(by: 0)
        #expect(log.entries.isEmpty)
        harness.window.isHidden = false
        harness.advance(by: 0)
        #expect(log.entries == ["v.layoutSubviews"])
        view.setNeedsLayout()
        harness.advance(by: 0)
        #expect(log.entries == ["v.layoutSubviews", "v.layoutSubviews"])
    }

    @Test func viewMarkedWhileDetachedIsLaidOutWhenItsTreeJoinsTheWindow() {
        let harness = UIKitTestHarness()
        let log = LayoutLog()
        let parent = LayoutView("parent", log: log)
        let child = LayoutView("child", log: log)
        parent.addSubview(child)
        child.setNeedsLayout()
        harness.advance(by: 0)
        #expect(log.entries.isEmpty, "a detached tree is not laid out")
        harness.window.addSubview(parent)
        harness.advance(by: 0)
        #expect(log.entries == ["parent.layoutSubviews [first subview width 100]", "child.layoutSubviews"])
    }

    @Test func viewMarkedDuringTheLayoutPassIsLaidOutInTheNextTurn() {
        let harness = UIKitTestHarness()
        let log = LayoutLog()
        let first = LayoutView("first", log: log)
        let second = LayoutView("second", log: log)
        harness.window.addSubview(first)
        harness.window.addSubview(second)
        // The second view's layout marks the first, which this pass has already walked past.
        second.onLayout = { _ in
            second.onLayout = nil
            first.setNeedsLayout()
        }
        harness.advance(by: 0)
        #expect(log.entries == ["first.layoutSubviews", "second.layoutSubviews"])
        log.entries.removeAll()
        harness.advance(by: 0)
        #expect(log.entries == ["first.layoutSubviews"])
        log.entries.removeAll()
        harness.advance(by: 0)
        #expect(log.entries.isEmpty, "nothing is marked any more")
    }

    // MARK: Sizing and margins

    @Test func sizeThatFitsDefaultsToBoundsSizeAndSizeToFitKeepsTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func sizeToFitAppliesSizeThatFitsAndKeepsTheOrigin() {
        final class Label: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 120, height: 21) }
        }
        let label = Label(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 120, height: 21))
    }

    @Test func layoutMarginsDefaultToEightAndReportChanges() {
        final class MarginView: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let view = MarginView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.preservesSuperviewLayoutMargins == false)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.changes == 1)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
