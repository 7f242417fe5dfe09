extension UIScrollView {
    /// The guide for the scroll view's content: its edges define ``contentSize``, and its origin is the
    /// content's origin (0, 0 in the scroll view's bounds), so it moves with the content as it scrolls.
    ///
    /// Constrain the content's edges to it (and its width to ``frameLayoutGuide``'s for content that scrolls
    /// only vertically). When a layout pass solves the guide's width or height, that dimension becomes
    /// ``contentSize``'s; a dimension the constraints leave undetermined keeps the ``contentSize`` set in code.
    public var contentLayoutGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.scrollContentGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollContent, owner: self)
        state.scrollContentGuide = guide
        return guide
    }

    /// The guide for the scroll view's frame: a view constrained to it stays where it is on screen while the
    /// content scrolls. Its ``UILayoutGuide/layoutFrame`` is the scroll view's bounds (the visible part of
    /// the content, in content coordinates).
    public var frameLayoutGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.scrollFrameGuide { return guide }
        let guide = UILayoutGuide(kind: .scrollFrame, owner: self)
        state.scrollFrameGuide = guide
        return guide
    }

    /// Scrolling moves the frame guide through the content: the next layout pass moves what is pinned to
    /// it. A scroll view whose frame guide was never asked for pays nothing.
    func frameGuideFollowsOffset() {
        guard autoLayout?.scrollFrameGuide != nil else { return }
        constraintsChanged()
    }

    /// Writes the size the engine solved for ``contentLayoutGuide`` (each axis the constraints determine).
    func adoptSolvedContentSize(width: CGFloat?, height: CGFloat?) {
        guard width != nil || height != nil else { return }
        let size = CGSize(width: width ?? contentSize.width, height: height ?? contentSize.height)
        if size != contentSize { contentSize = size }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Edges and margins: the attributes that, between a scroll view and its content, refer to the content
    /// area rather than the scroll view's frame (widths, heights, centres and baselines keep the frame).
    var isEdgeOrMargin: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin,
            .bottomMargin, .leadingMargin, .trailingMargin:
            true
        default: false
        }
    }
}

/// The rule of iOS 8–10 that iOS 11 keeps: a constraint between a scroll view's edge and a view inside it
/// relates to the content area (``UIScrollView/contentLayoutGuide``), so it defines ``UIScrollView/contentSize``
/// instead of resizing the scroll view.
@MainActor
enum ScrollViewContentRule {
    /// The item `item`'s `attribute` stands for in the engine: the scroll view's content guide when `item`
    /// is a scroll view, the attribute an edge or margin, and `other` a view (or guide) inside it.
    static func effectiveItem(
        _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?
    ) -> AnyObject? {
        guard let scrollView = item as? UIScrollView, attribute.isEdgeOrMargin,
            let otherView = AutoLayoutDiagnostics.view(of: other)
        else { return item }
        let inside: Bool
        if let guide = other as? UILayoutGuide, guide.owningView === scrollView {
            inside = false  // the scroll view's own guides relate to it as they are.
        } else {
            inside = otherView !== scrollView && otherView.isDescendant(of: scrollView)
        }
        return inside ? scrollView.contentLayoutGuide : item
    }
}
