/// Sections that scroll across the layout's direction (a compositional section's
/// `orthogonalScrollingBehavior`): each gets a ``CollectionOrthogonalScrollView`` holding its cells, while
/// the collection view still dequeues, places, reuses and answers for them.
///
/// Coordinates: the layout's attributes for such a section are in the collection view's content
/// coordinates as laid out, before the section's scroll offset (iOS reports them so). An item shows at its
/// frame less the offset; inside the section's scroll view at its frame less the scroll view's frame
/// origin. So an element `e` is on screen when `e.frame` overlaps the visible part of the section's scroll
/// area moved by the offset (the *unscrolled* visible rectangle).
///
/// A section's scroll view exists while the section is within the rectangle the attributes were asked for
/// (a screen around the visible area); its offset is kept when it goes (the section scrolled far away) and
/// given back when it comes again, as iOS keeps it. `reloadData()` forgets the offsets.
extension UICollectionView {
    /// What the collection view keeps about its orthogonal sections.
    struct OrthogonalState {
        /// The layout's orthogonal sections, by section index, as last prepared.
        var layouts: [Int: OrthogonalSectionLayout] = [:]
        /// The sections' indices in order (for a deterministic pass).
        var order: [Int] = []
        /// The scroll views of the sections near the visible area.
        var scrollViews: [Int: CollectionOrthogonalScrollView] = [:]
        /// Each section's scroll offset, kept while its scroll view is gone.
        var offsets: [Int: CGPoint] = [:]
        /// The attributes asked for each section: the rectangle (unscrolled) and the cells in it.
        var cached: [Int: (rect: CGRect, attributes: [UICollectionViewLayoutAttributes])] = [:]
    }

    /// Whether `section` scrolls across (its cells are placed by ``placeOrthogonalElements(in:generation:)``).
    func isOrthogonalSection(_ section: Int) -> Bool {
        !orthogonal.layouts.isEmpty && orthogonal.layouts[section] != nil
    }

    /// The scroll offset of orthogonal `section` (zero for a section that does not scroll across).
    func orthogonalOffset(_ section: Int) -> CGPoint {
        orthogonal.scrollViews[section]?.contentOffset ?? orthogonal.offsets[section] ?? .zero
    }

    /// Takes the layout's orthogonal sections after `prepare()`: existing scroll views take their new frame
    /// and content size, keeping their offset within it; those of sections that no longer scroll across go.
    func takeOrthogonalSections() {
        let sections = collectionViewLayout.orthogonalSections
        guard !sections.isEmpty || !orthogonal.layouts.isEmpty || !orthogonal.scrollViews.isEmpty else { return }
        orthogonal.layouts = [:]
        orthogonal.order = []
        for layout in sections where orthogonal.layouts[layout.section] == nil {
            orthogonal.layouts[layout.section] = layout
            orthogonal.order.append(layout.section)
        }
        orthogonal.cached.removeAll()
        for section in orthogonal.scrollViews.keys.sorted() {
            guard let scrollView = orthogonal.scrollViews[section] else { continue }
            if let layout = orthogonal.layouts[section] {
                scrollView.update(layout, offset: orthogonal.offsets[section] ?? .zero)
                orthogonal.offsets[section] = scrollView.contentOffset
            } else {
                removeOrthogonalScrollView(section)
            }
        }
        for section in orthogonal.offsets.keys where orthogonal.layouts[section] == nil { orthogonal.offsets[section] = nil }
    }

    /// Forgets every section's offset (a reload), as iOS does.
    func forgetOrthogonalOffsets() {
        orthogonal.offsets.removeAll()
        for scrollView in orthogonal.scrollViews.values {
            scrollView.stopMotion(reason: nil)
            scrollView.update(scrollView.layout, offset: .zero)
        }
    }

    /// A section's scroll view moved (a drag, a deceleration, code): keep its offset and place its cells
    /// at the next layout.
    func orthogonalScrollViewDidScroll(_ scrollView: CollectionOrthogonalScrollView) {
        let section = scrollView.layout.section
        guard orthogonal.scrollViews[section] === scrollView else { return }
        orthogonal.offsets[section] = scrollView.contentOffset
        steadyPlacement = nil
        setNeedsLayout()
    }

    /// Where `view` (an element's view, in the collection view or in a section's scroll view) shows, in the
    /// collection view's content coordinates, clipped to the section's scroll area.
    func displayedFrame(_ view: UICollectionReusableView) -> CGRect {
        guard let scrollView = view.superview as? CollectionOrthogonalScrollView, scrollView.superview === self else { return view.frame }
        let origin = scrollView.frame.origin
        let offset = scrollView.contentOffset
        return view.frame.offsetBy(dx: origin.x - offset.x, dy: origin.y - offset.y).intersection(scrollView.frame)
    }

    // MARK: Placing

    /// Shows the cells of the orthogonal sections that overlap `visible`, in their scroll views; makes the
    /// scroll views of the sections near the visible area and removes the others (keeping their offsets).
    func placeOrthogonalElements(in visible: CGRect, generation: Int) {
        guard !orthogonal.order.isEmpty || !orthogonal.scrollViews.isEmpty else { return }
        let near = attributesRect ?? visible
        for section in orthogonal.order {
            guard let layout = orthogonal.layouts[section] else { continue }
            guard layout.frame.overlaps(near) else {
                removeOrthogonalScrollView(section)
                continue
            }
            let scrollView = orthogonalScrollView(for: layout)
            let shown = visible.intersection(layout.frame)
            guard !shown.isNull, !shown.isEmpty else { continue }
            let offset = scrollView.contentOffset
            let unscrolled = shown.offsetBy(dx: offset.x, dy: offset.y)
            let attributes = orthogonalAttributes(layout, around: unscrolled)
            let shift = CGVector(dx: layout.frame.minX, dy: layout.frame.minY)
            for element in attributes where !element.isHidden && element.frame.overlaps(unscrolled) {
                guard showElement(element, generation: generation, in: scrollView, shift: shift) else { break }
            }
            runVisibleItemsHandler(layout, scrollView)
        }
    }

    /// The section's cells around `rect` (unscrolled), asked of the layout for that rectangle grown by its
    /// length on each side along the section's scrolling axis, and kept until the section scrolls out of it.
    private func orthogonalAttributes(_ layout: OrthogonalSectionLayout, around rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        if let cached = orthogonal.cached[layout.section], cached.rect.contains(rect) { return cached.attributes }
        let asked = layout.scrollsAlongX
            ? CGRect(x: rect.minX - rect.width, y: layout.frame.minY, width: rect.width * 3, height: layout.frame.height)
            : CGRect(x: layout.frame.minX, y: rect.minY - rect.height, width: layout.frame.width, height: rect.height * 3)
        attributeQueries += 1
        var found: [UICollectionViewLayoutAttributes] = []
        for element in collectionViewLayout.layoutAttributesForElements(in: asked) ?? []
        where element.representedElementCategory == .cell && element.indexPath.count == 2 && element.indexPath.section == layout.section
            && isShowable(element, from: "layoutAttributesForElements(in:)") {
            found.append(element)
        }
        orthogonal.cached[layout.section] = (asked, found)
        return found
    }

    /// The section's scroll view, made (behind the collection view's other subviews, at the offset kept for
    /// the section) if it has none.
    private func orthogonalScrollView(for layout: OrthogonalSectionLayout) -> CollectionOrthogonalScrollView {
        if let existing = orthogonal.scrollViews[layout.section] { return existing }
        let scrollView = CollectionOrthogonalScrollView(owner: self, layout: layout, offset: orthogonal.offsets[layout.section] ?? .zero)
        insertSubview(scrollView, at: 0)
        orthogonal.scrollViews[layout.section] = scrollView
        orthogonal.offsets[layout.section] = scrollView.contentOffset
        traceCollection("section \(layout.section) scrolls across (.\(layout.behavior)) in \(scrollView.scrollTraceName) at offset \(TraceFormat.point(scrollView.contentOffset))")
        return scrollView
    }

    /// Removes a section's scroll view, keeping its offset; its queued cells move to the collection view.
    func removeOrthogonalScrollView(_ section: Int) {
        guard let scrollView = orthogonal.scrollViews.removeValue(forKey: section) else { return }
        scrollView.stopMotion(reason: nil)
        if orthogonal.layouts[section] != nil { orthogonal.offsets[section] = scrollView.contentOffset }
        orthogonal.cached[section] = nil
        for case let view as UICollectionReusableView in scrollView.subviews where view.owningCollectionView === self {
            if let key = visibleElements.first(where: { $0.value === view })?.key { endDisplaying(key) }
            insertSubview(view, at: 0)
        }
        scrollView.removeFromSuperview()
    }

    /// How far the visible area can move before an orthogonal section's cell starts or stops showing (the
    /// sections' own scrolling places again by itself).
    func orthogonalPlacementSlack(for visible: CGRect, _ slack: inout CollectionPlacementSlack) {
        for section in orthogonal.order {
            guard let layout = orthogonal.layouts[section] else { continue }
            var frames = [layout.frame]
            if let cached = orthogonal.cached[section] {
                let offset = orthogonalOffset(section)
                for element in cached.attributes where !element.isHidden {
                    let shown = element.frame.offsetBy(dx: -offset.x, dy: -offset.y).intersection(layout.frame)
                    if !shown.isNull, !shown.isEmpty { frames.append(shown) }
                }
            }
            for frame in frames { slack.limit(by: frame, in: visible) }
        }
    }

    // MARK: The visible items handler

    /// Calls the section's `visibleItemsInvalidationHandler` with copies of its visible items' attributes
    /// (after every placement of the section: a scroll of it or of the collection view, a new layout) and
    /// shows what the handler changed on the cells.
    private func runVisibleItemsHandler(_ layout: OrthogonalSectionLayout, _ scrollView: CollectionOrthogonalScrollView) {
        guard let handler = layout.visibleItemsInvalidationHandler else { return }
        let offset = scrollView.contentOffset
        var items: [(UICollectionViewLayoutAttributes, UICollectionReusableView)] = []
        for (key, view) in visibleElements where key.category == .cell && key.indexPath.section == layout.section {
            guard let laidOut = view.appliedAttributes ?? collectionViewLayout.layoutAttributesForItem(at: key.indexPath) else { continue }
            items.append((laidOut.copy(), view))
        }
        items.sort { $0.0.indexPath < $1.0.indexPath }
        let bounds = self.bounds
        let insets = adjustedContentInset
        let environment = CompositionalLayoutContainer(contentSize: CGSize(width: max(bounds.width - insets.left - insets.right, 0),
                                                                           height: max(bounds.height - insets.top - insets.bottom, 0)))
        handler(items.map(\.0), offset, environment)
        let shift = CGVector(dx: layout.frame.minX, dy: layout.frame.minY)
        for (changed, view) in items {
            view.applyStandardAttributes(changed, shift: shift)
            view.isHidden = changed.isHidden
        }
    }
}
