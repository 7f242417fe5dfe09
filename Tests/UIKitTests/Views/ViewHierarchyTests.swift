import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIView+Hierarchy.swift`: adding, ordering and removing subviews.
@MainActor
struct ViewHierarchyTests {
    private func named(_ names: String...) -> [UIView] {
        names.map { name in
            let view = UIView()
            view.accessibilityIdentifier = name
            return view
        }
    }

    private func order(_ view: UIView) -> [String] { view.subviews.map { $0.accessibilityIdentifier ?? "?" } }

    @Test func addSubviewAppendsAsFrontMost() {
        let parent = UIView()
        let views = named("a", "b", "c")
        for view in views { parent.addSubview(view) }
        #expect(order(parent) == ["a", "b", "c"])
        #expect(views.allSatisfy { $0.superview === parent })
    }

    @Test func insertSubviewAtIndexAboveAndBelow() {
        let parent = UIView()
        let v = named("a", "b", "c", "d", "e", "f")
        parent.addSubview(v[0]); parent.addSubview(v[1]); parent.addSubview(v[2])
        parent.insertSubview(v[3], at: 1)
        #expect(order(parent) == ["a", "d", "b", "c"])
        parent.insertSubview(v[4], aboveSubview: v[0])
        #expect(order(parent) == ["a", "e", "d", "b", "c"])
        parent.insertSubview(v[5], belowSubview: v[0])
        #expect(order(parent) == ["f", "a", "e", "d", "b", "c"])
    }

    @Test func insertSubviewAtIndexBeyondCountAppends() {
        let parent = UIView()
        let v = named("a", "b")
        parent.addSubview(v[0])
        parent.insertSubview(v[1], at: 99)
        #expect(order(parent) == ["a", "b"])
    }

    @Test func insertingAnExistingSubviewAboveOrBelowASiblingReorders() {
        let parent = UIView()
        let v = named("a", "b", "c")
        for view in v { parent.addSubview(view) }
        parent.insertSubview(v[0], aboveSubview: v[2])
        #expect(order(parent) == ["b", "c", "a"])
        parent.insertSubview(v[0], belowSubview: v[1])
        #expect(order(parent) == ["a", "b", "c"])
    }

    @Test func insertingAViewRelativeToItselfLeavesOrderUnchanged() {
        let parent = UIView()
        let v = named("a", "b")
        for view in v { parent.addSubview(view) }
        parent.insertSubview(v[0], aboveSubview: v[0])
        parent.insertSubview(v[1], belowSubview: v[1])
        #expect(order(parent) == ["a", "b"])
    }

    @Test func bringToFrontSendToBackAndExchangeReorder() {
        let parent = UIView()
        let v = named("a", "b", "c")
        for view in v { parent.addSubview(view) }
        parent.bringSubviewToFront(v[0])
        #expect(order(parent) == ["b", "c", "a"])
        parent.sendSubviewToBack(v[2])
        #expect(order(parent) == ["c", "b", "a"])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(order(parent) == ["a", "b", "c"])
    }

    @Test func exchangeWithIndexOutOfRangeChangesNothing() {
        let harness = UIKitTestHarness()
        let parent = UIView()
        let v = named("a", "b")
        for view in v { parent.addSubview(view) }
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(order(parent) == ["a", "b"])
        #expect(!harness.traceLines(containing: "index out of range").isEmpty)
    }

    @Test func insertingAnExistingSubviewAtAnIndexLeavesItAtThatIndex() {
        let parent = UIView()
        let v = named("a", "b", "c")
        for view in v { parent.addSubview(view) }
        parent.insertSubview(v[0], at: 2)
        #expect(order(parent) == ["b", "c", "a"])
        parent.insertSubview(v[0], at: 1)
        #expect(order(parent) == ["b", "a", "c"])
        parent.insertSubview(v[2], at: 0)
        #expect(order(parent) == ["c", "b", "a"])
        parent.insertSubview(v[2], at: 7)
        #expect(order(parent) == ["b", "a", "c"])
    }

    @Test func addSubviewOfExistingSubviewBringsItToFront() {
        let parent = UIView()
        let v = named("a", "b", "c")
        for view in v { parent.addSubview(view) }
        parent.addSubview(v[0])
        #expect(order(parent) == ["b", "c", "a"])
    }

    @Test func removeFromSuperviewUnlinksViewAndWindow() {
        let harness = UIKitTestHarness()
        let parent = UIView()
        let child = UIView()
        harness.window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.window === harness.window)
        child.removeFromSuperview()
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(parent.subviews.isEmpty)
        #expect(child.next == nil)
        // Removing a view without a superview does nothing.
        child.removeFromSuperview()
        #expect(child.superview == nil)
    }

    @Test func addingToAnotherSuperviewRemovesFromTheOldOneFirst() {
        let first = UIView()
        let second = UIView()
        let child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.count == 1)
        #expect(child.superview === second)
        #expect(child.next === second)
    }

    @Test func windowIsNilOutsideAWindowAndSetForTheWholeSubtreeInside() {
        let harness = UIKitTestHarness()
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(root.superview == nil)
        #expect(leaf.window == nil)
        harness.window.addSubview(root)
        #expect(root.window === harness.window)
        #expect(leaf.window === harness.window)
        #expect(harness.window.window === harness.window)
    }

    @Test func isDescendantIsTrueForSelfAndAncestors() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        let stranger = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(grandchild.isDescendant(of: child))
        #expect(grandchild.isDescendant(of: root))
        #expect(!root.isDescendant(of: grandchild))
        #expect(!grandchild.isDescendant(of: stranger))
    }

    @Test func viewWithTagSearchesDepthFirstIncludingReceiver() {
        // R(7) ─ A(1) ─ D(5)
        //      └ B(5)
        let root = UIView(); root.tag = 7
        let a = UIView(); a.tag = 1
        let d = UIView(); d.tag = 5
        let b = UIView(); b.tag = 5
        root.addSubview(a)
        a.addSubview(d)
        root.addSubview(b)
        #expect(root.viewWithTag(5) === d)
        #expect(root.viewWithTag(7) === root)
        #expect(d.viewWithTag(7) == nil)
        #expect(root.viewWithTag(42) == nil)
    }

    @Test func addingAViewToItselfIsRefusedAndReported() {
        let harness = UIKitTestHarness()
        let view = UIView()
        view.addSubview(view)
        view.insertSubview(view, at: 0)
        #expect(view.subviews.isEmpty)
        #expect(view.superview == nil)
        #expect(harness.traceLines(containing: "cannot add a view as its own subview").count == 2)
    }

    @Test func addingAnAncestorIsRefusedAndLeavesTreeUnchanged() {
        let harness = UIKitTestHarness()
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.addSubview(root)
        child.addSubview(root)
        #expect(root.superview == nil)
        #expect(root.subviews.count == 1 && root.subviews[0] === child)
        #expect(child.subviews.count == 1 && child.subviews[0] === grandchild)
        #expect(grandchild.subviews.isEmpty)
        #expect(harness.traceLines(containing: "cannot add an ancestor").count == 2)
    }

    @Test func insertingRelativeToANonSiblingIsRefused() {
        let harness = UIKitTestHarness()
        let parent = UIView()
        let stranger = UIView()
        let view = UIView()
        parent.insertSubview(view, aboveSubview: stranger)
        #expect(parent.subviews.isEmpty)
        #expect(view.superview == nil)
        #expect(!harness.traceLines(containing: "sibling is not a subview").isEmpty)
    }

    @Test func subviewsIsACopy() {
        let parent = UIView()
        parent.addSubview(UIView())
        var copy = parent.subviews
        copy.removeAll()
        #expect(parent.subviews.count == 1)
    }

    @Test func nextResponderOfASubviewIsItsSuperview() {
        let parent = UIView()
        let child = UIView()
        #expect(child.next == nil)
        parent.addSubview(child)
        #expect(child.next === parent)
    }

    @Test func aSubviewThatOutlivesItsSuperviewHasNoSuperviewAndNoNextResponder() {
        let child = UIView()
        weak var weakParent: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            weakParent = parent
            #expect(child.superview === parent)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.next == nil)
        #expect(child.window == nil)
        // It can join another tree as usual.
        let other = UIView()
        other.addSubview(child)
        #expect(child.superview === other)
    }
}
