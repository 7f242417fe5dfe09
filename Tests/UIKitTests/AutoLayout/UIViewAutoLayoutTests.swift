import Foundation
import Testing
import UIKitTesting

/// A controller whose view is laid out by the window (its root view controller's view fills the window).
@MainActor
final class SafeAreaController: UIViewController {}

/// `Sources/UIKit/AutoLayout/UIView+AutoLayout.swift`: fitting sizes, safe area, margins and the debugging
/// API, each with the exact frames an iOS device gives (frames there are rounded to pixels; every value here
/// is already whole).
@MainActor
struct UIViewAutoLayoutTests {
    /// A card around a 50 × 20 label with 8-point insets, whose width may be 100 to 300 at most.
    private func card() -> (card: UIView, label: SizedView) {
        let card = UIView()
        let label = SizedView(CGSize(width: 50, height: 20))
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            card.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            card.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
        ])
        return (card, label)
    }

    @Test func fittingSizeCompressedAndExpanded() {
        let (card, _) = card()
        // Compressed: as small as the constraints allow; expanded: as large (the height is pinned by the label).
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 36))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 300, height: 36))
    }

    @Test func fittingPrioritiesCompeteWithHuggingAndCompression() {
        let card = UIView()
        let label = SizedView(CGSize(width: 50, height: 20))
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        // Fitting-size level (50) loses to the label's hugging (250): the content size.
        #expect(
            card.systemLayoutSizeFitting(
                CGSize(width: 200, height: 200), withHorizontalFittingPriority: .fittingSizeLevel,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 66, height: 36))
        // 500 beats hugging (250): the label stretches to the target width; the height still hugs.
        #expect(
            card.systemLayoutSizeFitting(
                CGSize(width: 200, height: 200), withHorizontalFittingPriority: UILayoutPriority(500),
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 36))
        // 500 loses to compression resistance (750): a narrower target cannot squeeze the label.
        #expect(
            card.systemLayoutSizeFitting(
                CGSize(width: 40, height: 10), withHorizontalFittingPriority: UILayoutPriority(500),
                verticalFittingPriority: UILayoutPriority(500)) == CGSize(width: 66, height: 36))
        // Required beats everything, compressing the label.
        #expect(
            card.systemLayoutSizeFitting(
                CGSize(width: 40, height: 10), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .required) == CGSize(width: 40, height: 10))
        // Measuring leaves the card's own frame alone.
        #expect(card.frame == .zero)
    }

    @Test func additionalSafeAreaInsetsReachTheViewAndItsSubviews() {
        let harness = UIKitTestHarness()
        let controller = SafeAreaController()
        harness.window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 20)
        let root = controller.view!
        // A header laid out by constraints across the top 100 points, and a footer placed by its frame.
        let header = constrainedView(in: root, name: "header")
        let footer = UIView(frame: CGRect(x: 0, y: 700, width: 400, height: 100))
        root.addSubview(footer)
        let inHeader = constrainedView(in: header, name: "inHeader")
        let inFooter = constrainedView(in: footer, name: "inFooter")
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            inHeader.leadingAnchor.constraint(equalTo: header.safeAreaLayoutGuide.leadingAnchor),
            inHeader.trailingAnchor.constraint(equalTo: header.safeAreaLayoutGuide.trailingAnchor),
            inHeader.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            inHeader.bottomAnchor.constraint(equalTo: header.safeAreaLayoutGuide.bottomAnchor),
            inFooter.leadingAnchor.constraint(equalTo: footer.safeAreaLayoutGuide.leadingAnchor),
            inFooter.trailingAnchor.constraint(equalTo: footer.safeAreaLayoutGuide.trailingAnchor),
            inFooter.topAnchor.constraint(equalTo: footer.safeAreaLayoutGuide.topAnchor),
            inFooter.bottomAnchor.constraint(equalTo: footer.safeAreaLayoutGuide.bottomAnchor),
            root.safeAreaLayoutGuide.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
        ])
        harness.window.layoutIfNeeded()
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 20))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 10, y: 44, width: 370, height: 722))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 44, left: 10, bottom: 0, right: 20))
        #expect(header.safeAreaLayoutGuide.layoutFrame == CGRect(x: 10, y: 44, width: 370, height: 56))
        #expect(inHeader.frame == CGRect(x: 10, y: 44, width: 370, height: 56))
        // The footer overlaps the bottom 34 points of the unsafe area.
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 10, bottom: 34, right: 20))
        #expect(footer.safeAreaLayoutGuide.layoutFrame == CGRect(x: 10, y: 0, width: 370, height: 66))
        #expect(inFooter.frame == CGRect(x: 10, y: 0, width: 370, height: 66))

        // A change of the controller's insets reaches every guide at the next pass.
        controller.additionalSafeAreaInsets = .zero
        harness.application.layoutPass()
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(inHeader.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(inFooter.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
    }

    @Test func marginsAreMeasuredFromTheSafeAreaUnlessToldOtherwise() {
        let harness = UIKitTestHarness()
        let controller = SafeAreaController()
        harness.window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let root = controller.view!
        let content = constrainedView(in: root, name: "content")
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(root.insetsLayoutMarginsFromSafeArea)
        // 8-point margins inside the safe area.
        #expect(margins.layoutFrame == CGRect(x: 8, y: 52, width: 384, height: 706))
        #expect(content.frame == CGRect(x: 8, y: 52, width: 384, height: 706))
        root.insetsLayoutMarginsFromSafeArea = false
        harness.application.layoutPass()
        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 784))
        #expect(content.frame == CGRect(x: 8, y: 8, width: 384, height: 784))
    }

    @Test func preservesSuperviewLayoutMarginsTakesTheLargerWhereTheyOverlap() {
        let harness = UIKitTestHarness()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        outer.layoutMargins = UIEdgeInsets(top: 30, left: 40, bottom: 30, right: 40)
        harness.window.addSubview(outer)
        // The inner view sits 10 points in on the left and top, flush on the right, 100 points up from the bottom.
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 390, height: 290))
        outer.addSubview(inner)
        let content = constrainedView(in: inner, name: "content")
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: inner.layoutMarginsGuide.bottomAnchor),
        ])
        harness.window.layoutIfNeeded()
        #expect(!inner.preservesSuperviewLayoutMargins)
        #expect(content.frame == CGRect(x: 8, y: 8, width: 374, height: 274))
        // Preserved: left 40 − 10 = 30, top 30 − 10 = 20, right 40 − 0 = 40; the bottom (30 − 100 < 8) keeps 8.
        inner.preservesSuperviewLayoutMargins = true
        harness.application.layoutPass()
        #expect(content.frame == CGRect(x: 30, y: 20, width: 320, height: 262))
        #expect(inner.layoutMarginsGuide.layoutFrame == CGRect(x: 30, y: 20, width: 320, height: 262))
    }

    @Test func directionalLayoutMarginsAreLeftToRight() {
        let harness = UIKitTestHarness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        harness.window.addSubview(container)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 6, trailing: 30)
        #expect(container.layoutMargins == UIEdgeInsets(top: 4, left: 20, bottom: 6, right: 30))
        let content = constrainedView(in: container, name: "content")
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        harness.window.layoutIfNeeded()
        // Layouts here are left to right (no right-to-left support): leading is left, trailing is right.
        #expect(content.frame == CGRect(x: 20, y: 4, width: 350, height: 190))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 100)
        harness.application.layoutPass()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(container.directionalLayoutMargins
            == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 100))
    }

    @Test func exerciseAmbiguityMovesTheViewToAnotherValidFrameAndTheNextPassPutsItBack() {
        let harness = UIKitTestHarness()
        let view = constrainedView(in: harness.window, name: "floating")
        // Horizontally fixed; vertically only "top ≥ 100" and a height.
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.topAnchor.constraint(greaterThanOrEqualTo: harness.window.topAnchor, constant: 100),
            view.heightAnchor.constraint(equalToConstant: 30),
        ])
        harness.window.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout)
        let solved = view.frame
        #expect(solved.origin.x == 20 && solved.size == CGSize(width: 50, height: 30))
        #expect(solved.minY >= 100)
        view.exerciseAmbiguityInLayout()
        // Another frame the constraints allow, the same every time: 10 points further down.
        #expect(view.frame == CGRect(x: 20, y: solved.minY + 10, width: 50, height: 30))
        harness.window.setNeedsLayout()
        harness.window.layoutIfNeeded()
        #expect(view.frame == solved)

        // A width bounded above: the width is what is free, and it can only shrink or grow within its bound.
        let bounded = constrainedView(in: harness.window, name: "bounded")
        NSLayoutConstraint.activate([
            bounded.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor, constant: 10),
            bounded.trailingAnchor.constraint(lessThanOrEqualTo: harness.window.trailingAnchor),
            bounded.widthAnchor.constraint(greaterThanOrEqualToConstant: 390),
            bounded.topAnchor.constraint(equalTo: harness.window.topAnchor),
            bounded.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.window.layoutIfNeeded()
        #expect(bounded.hasAmbiguousLayout == false)
        #expect(bounded.frame == CGRect(x: 10, y: 0, width: 390, height: 10))
        bounded.exerciseAmbiguityInLayout()
        #expect(bounded.frame == CGRect(x: 10, y: 0, width: 390, height: 10))
    }

    @Test func constraintsAffectingLayoutListsThoseOnTheAxis() {
        let harness = UIKitTestHarness()
        let container = constrainedView(in: harness.window, name: "container")
        let view = constrainedView(in: container, name: "view")
        let leading = view.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor)
        let width = view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        let top = view.topAnchor.constraint(equalTo: container.topAnchor, constant: 4)
        let height = view.heightAnchor.constraint(equalToConstant: 10)
        let containerFrame = [
            container.leadingAnchor.constraint(equalTo: harness.window.leadingAnchor),
            container.topAnchor.constraint(equalTo: harness.window.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
        ]
        NSLayoutConstraint.activate([leading, width, top, height] + containerFrame)
        harness.window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 4, width: 100, height: 10))
        func ids(_ list: [NSLayoutConstraint]) -> Set<ObjectIdentifier> { Set(list.map(ObjectIdentifier.init)) }
        #expect(ids(view.constraintsAffectingLayout(for: .horizontal)) == ids([leading, width]))
        #expect(ids(view.constraintsAffectingLayout(for: .vertical)) == ids([top, height]))
        // The container's: its own four split by axis, plus those that reach it through its margins guide
        // and its width.
        #expect(ids(container.constraintsAffectingLayout(for: .horizontal))
            == ids([containerFrame[0], containerFrame[2], leading, width]))
        #expect(ids(container.constraintsAffectingLayout(for: .vertical))
            == ids([containerFrame[1], containerFrame[3], top]))
        width.isActive = false
        #expect(ids(view.constraintsAffectingLayout(for: .horizontal)) == ids([leading]))
    }
}
