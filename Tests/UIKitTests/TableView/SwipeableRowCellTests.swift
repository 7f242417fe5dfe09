import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The swipe state every swipeable row shares (``SwipeableRowCell``'s extension), on a bare cell that
/// only slides one content view: what the table and list cells get from it, apart from their own parts.
@MainActor
@Suite struct SwipeableRowCellTests {
    /// The least a cell does: a content view filling it, slid at the end of each layout.
    private final class ProbeCell: UIView, SwipeableRowCell {
        var rowSwipe = RowSwipeState()
        let content = UIView()
        private(set) var layouts = 0

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            addSubview(content)
        }

        func layoutCellParts() {
            layouts += 1
            content.frame = bounds
            slideForSwipe([content, nil])
        }
    }

    private func actions(trailing: Bool) -> SwipeActionsView {
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        return SwipeActionsView(actions: [action], isTrailing: trailing) { _ in }
    }

    @Test func anOffsetChangeLaysTheCellOutOnceAndSlidesItsContent() {
        let cell = ProbeCell()
        cell.swipeOffset = -40
        #expect(cell.layouts == 1)
        #expect(cell.content.frame == CGRect(x: -40, y: 0, width: 320, height: 44))
        cell.swipeOffset = -40
        #expect(cell.layouts == 1, "the same offset again changes nothing")
        cell.swipeOffset = 25
        #expect(cell.layouts == 2)
        #expect(cell.content.frame.minX == 25)
    }

    @Test func trailingActionsFillTheSpaceAtTheRightEdgeAndHideWhenClosed() {
        let cell = ProbeCell()
        let view = actions(trailing: true)
        cell.swipeActionsView = view
        #expect(view.superview === cell)
        #expect(cell.layouts == 1)
        // Set but not slid yet: in place, and hidden.
        #expect(view.isHidden)
        #expect(view.frame.width == 0)
        cell.swipeOffset = -60
        #expect(view.frame == CGRect(x: 260, y: 0, width: 60, height: 44))
        #expect(!view.isHidden)
    }

    @Test func leadingActionsStandAtTheLeftEdge() {
        let cell = ProbeCell()
        let view = actions(trailing: false)
        cell.swipeActionsView = view
        cell.swipeOffset = 70
        #expect(view.frame == CGRect(x: 0, y: 0, width: 70, height: 44))
        #expect(cell.content.frame.minX == 70)
    }

    @Test func replacingTheActionsRemovesTheOldViewFromTheCell() {
        let cell = ProbeCell()
        let first = actions(trailing: true)
        let second = actions(trailing: false)
        cell.swipeActionsView = first
        cell.swipeActionsView = second
        #expect(first.superview == nil)
        #expect(second.superview === cell)
        // Setting the same view again keeps it (and lays out again, as a direct assignment did).
        cell.swipeActionsView = second
        #expect(second.superview === cell)
        #expect(cell.layouts == 3)
    }

    @Test func clearingPutsTheContentBackAndDropsTheActions() {
        let cell = ProbeCell()
        let view = actions(trailing: true)
        cell.swipeActionsView = view
        cell.swipeOffset = -80
        cell.clearSwipe()
        #expect(view.superview == nil)
        #expect(cell.swipeActionsView == nil)
        #expect(cell.swipeOffset == 0)
        #expect(cell.content.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }
}
