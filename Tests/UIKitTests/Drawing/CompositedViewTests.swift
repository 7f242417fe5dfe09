import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The compositor's per-view record and its summary (``CompositedSummary``): the summary is what the walk's
/// early-out, the cover search and the paint's cull read, so it must equal the record's fields after every
/// frame, whatever changed.
@MainActor
@Suite struct CompositedViewTests {
    /// Every view under `view` whose summary disagrees with its record, described.
    static func mismatches(under view: UIView) -> [String] {
        var found: [String] = []
        func visit(_ view: UIView) {
            let summary = view.compositedSummary
            if let record = view.displayState.composited {
                if summary.owner != record.owner || summary.subtreeRect != record.subtreeRect || summary.inputs != record.inputs {
                    found.append("\(view): summary \(summary.subtreeRect) \(summary.inputs), record \(record.subtreeRect) \(record.inputs)")
                }
            } else if summary.owner != nil {
                found.append("\(view): summary of a record that is gone")
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return found
    }

    @Test(arguments: [UInt64(11), 12, 13, 14])
    func theSummaryEqualsTheRecordAfterEveryFrame(seed: UInt64) throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 96, height: 72))
        var random = SeededRandom(seed: seed)
        let root = UIView(frame: CGRect(x: 4, y: 4, width: 88, height: 64))
        root.backgroundColor = .gray
        harness.window.addSubview(root)
        var views: [UIView] = [root]
        for _ in 0..<24 {
            let child = CompositorDamageTests.randomView(&random)
            views[random.below(views.count)].addSubview(child)
            views.append(child)
        }
        var detached: [UIView] = []
        let compositor = try Compositor()
        for step in 0..<40 {
            for _ in 0...random.below(3) { _ = CompositorDamageTests.change(&views, detached: &detached, root: root, &random) }
            compositor.renderFrame()
            let wrong = Self.mismatches(under: harness.window) + detached.flatMap { Self.mismatches(under: $0) }
            #expect(wrong.isEmpty, "seed \(seed) step \(step): \(wrong.prefix(3))")
            if !wrong.isEmpty { return }
        }
    }

    /// A view whose own look is unchanged passes its children what it passed before, so unmarked children
    /// are skipped on their summary alone; a child added, shown again or changed beside them is still walked.
    @Test func childrenOfAnUnchangedParentAreSkippedButNewAndShownChildrenAreWalked() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 40))
        let parent = box(CGRect(x: 0, y: 0, width: 100, height: 40), .blue)
        let children = (0..<10).map { box(CGRect(x: $0 * 10, y: 0, width: 10, height: 10), .red) }
        for child in children { parent.addSubview(child) }
        harness.window.addSubview(parent)
        children[7].isHidden = true
        let compositor = try Compositor()
        compositor.renderFrame()
        #expect(compositor.pixel(CGPoint(x: 75, y: 5)) == .blue)
        // One child recoloured: the window, the parent and that child are walked, and the hidden child (it
        // has no record to skip on), not the eight others.
        children[2].backgroundColor = .green
        #expect(compositor.renderFrame() == [CGRect(x: 20, y: 0, width: 10, height: 10)])
        #expect(compositor.lastVisitedViewCount == 4)
        // In one frame: a hidden child shown, a new child added, another recoloured.
        children[7].isHidden = false
        parent.addSubview(box(CGRect(x: 0, y: 20, width: 10, height: 10), .white))
        children[9].backgroundColor = .white
        let damage = compositor.renderFrame()
        #expect(Set(damage.map { "\($0)" }) == Set([CGRect(x: 70, y: 0, width: 10, height: 10), CGRect(x: 0, y: 20, width: 10, height: 10),
                                                    CGRect(x: 90, y: 0, width: 10, height: 10)].map { "\($0)" }))
        #expect(compositor.pixel(CGPoint(x: 75, y: 5)) == .red)
        #expect(compositor.pixel(CGPoint(x: 5, y: 25)) == .white)
        #expect(compositor.pixel(CGPoint(x: 95, y: 5)) == .white)
        #expect(compositor.pixel(CGPoint(x: 25, y: 5)) == .green)
        #expect(Self.mismatches(under: harness.window).isEmpty)
    }
}
