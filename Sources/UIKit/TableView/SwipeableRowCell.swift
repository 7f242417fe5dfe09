import CoreGraphics

/// A row's swipe state: how far its content is slid and the actions view in the space it left. Each
/// ``SwipeableRowCell`` stores one; only the protocol's extension below changes it, so every change
/// adds or removes the actions view and lays the cell out again.
struct RowSwipeState {
    /// How far the content is slid sideways: negative slides it left (the trailing actions show),
    /// positive right (the leading ones).
    fileprivate(set) var offset: CGFloat = 0
    /// The buttons the swipe reveals, a subview of the cell while set.
    fileprivate(set) var actionsView: SwipeActionsView?
}

/// A cell that slides its content aside for swipe actions: ``UITableViewCell`` and
/// `UICollectionViewListCell`. Setting ``swipeOffset`` moves the content (negative: left, the trailing
/// actions show); ``swipeActionsView`` is placed in the space the content left. The state and how it
/// changes are written once, in this protocol's extension; a cell stores a ``RowSwipeState`` and, at the
/// end of its layout, calls ``slideForSwipe(_:)`` with the views that slide.
@MainActor
protocol SwipeableRowCell: UIView {
    /// The cell's swipe state; changed only through ``swipeOffset``, ``swipeActionsView`` and
    /// ``clearSwipe()``.
    var rowSwipe: RowSwipeState { get set }
    /// Lays out the cell's parts at once (ending with ``slideForSwipe(_:)``).
    func layoutCellParts()
}

extension SwipeableRowCell {
    /// How far the row's content is slid sideways to reveal swipe actions (negative: left). Set by the
    /// swipe machinery; a change lays the cell out again.
    var swipeOffset: CGFloat {
        get { rowSwipe.offset }
        set {
            guard newValue != rowSwipe.offset else { return }
            rowSwipe.offset = newValue
            layoutCellParts()
        }
    }

    /// The buttons the swipe reveals, in the space the content left. Set by the swipe machinery: the
    /// view replaced is removed from the cell, the new one added, and the cell laid out again.
    var swipeActionsView: SwipeActionsView? {
        get { rowSwipe.actionsView }
        set {
            let old = rowSwipe.actionsView
            rowSwipe.actionsView = newValue
            if old !== newValue { old?.removeFromSuperview() }
            if let newValue, newValue.superview !== self { addSubview(newValue) }
            layoutCellParts()
        }
    }

    /// Puts the content back and drops the swipe actions (the cell is reused, or the actions closed).
    func clearSwipe() {
        swipeActionsView = nil
        swipeOffset = 0
    }

    /// Moves `sliding` (the content, and whatever the cell draws with it) by ``swipeOffset`` and fits the
    /// swipe actions into the space it left, as iOS slides a swiped row. Does nothing while the row is not
    /// swiped; the cell calls it after placing its parts unslid.
    func slideForSwipe(_ sliding: @autoclosure () -> [UIView?]) {
        let offset = rowSwipe.offset
        // An autoclosure: an unswiped row (nearly every layout) does not build the list.
        guard offset != 0 || rowSwipe.actionsView != nil else { return }
        for case let view? in sliding() { view.frame.origin.x += offset }
        guard let actions = rowSwipe.actionsView else { return }
        let revealed = abs(offset)
        let x = actions.isTrailing ? bounds.width - revealed : 0
        actions.frame = CGRect(x: x, y: 0, width: revealed, height: bounds.height)
        actions.isHidden = revealed <= 0
        actions.layoutButtons()
    }
}
