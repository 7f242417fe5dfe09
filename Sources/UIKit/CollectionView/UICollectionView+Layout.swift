/// Reloading, preparing the layout and placing the visible elements: what `layoutSubviews` does after
/// every scroll.
///
/// The order, once per layout: ask the counts if a reload is due → prepare the layout if it was invalidated
/// (its content size becomes the scroll view's) → if the visible area left the rectangle the attributes
/// were asked for, ask the layout again for a larger one (a screen more on every side) and check what it
/// answers → queue the views whose elements left the visible area → show the elements whose attributes
/// intersect it (configuring new ones) → queue whatever was not placed → a deferred `reloadData`. The
/// placement also computes how far the visible area can move before any element enters or leaves: a
/// scroll frame within that does nothing at all (no lookups, no allocation).
extension UICollectionView {
    func layoutCollectionContent() {
        reloadCountsIfNeeded()
        prepareLayoutIfNeeded()
        if !elementsToRefresh.isEmpty { refreshNamedElements() }
        listSwipes?.closeIfScrolled()
        placeVisibleElements()
        if !pendingSelfSizing.isEmpty { resolveSelfSizing() }
        if interactiveMovement != nil { applyInteractiveMovementFrames() }
        // Plain integers first: a steady frame reads no weak reference here.
        if placementGeneration != prefetchState.generation { updatePrefetching() }
        if deferredReload {
            deferredReload = false
            reloadData()
        }
    }

    // MARK: Reloading

    /// Forgets the visible elements and the selection, asks the data source for the counts again and
    /// invalidates the layout; the elements are configured again at the next layout.
    ///
    /// A `reloadData()` from inside the data source's `cellForItemAt` (or `viewForSupplementaryElementOfKind`)
    /// would throw away the views being configured: it is reported and done once that layout finishes.
    public func reloadData() {
        if let element = configuringElement {
            reportCollectionDiagnostic(
                "reloadData() called while the data source configures \(itemName(element)): deferred until the elements being configured are placed")
            deferredReload = true
            return
        }
        endDisplayingAllElements()
        selection.removeAll()
        rebuildCounts()
        reportedLayoutProblems.removeAll()
        invalidateLayoutForNewCounts()
        setNeedsLayout()
    }

    /// Tells the layout the counts were asked again (a reload, a new data source): a context with
    /// `invalidateEverything` and `invalidateDataSourceCounts`, so it drops what it kept per item (the sizes
    /// self-sizing cells measured), as on iOS.
    func invalidateLayoutForNewCounts() {
        let context = type(of: collectionViewLayout).invalidationContextClass.init()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Marks the counts stale (a new data source).
    func setNeedsCollectionReload() {
        needsCollectionReload = true
        collectionLayoutInvalidated()
    }

    /// Asks for the counts again if a new data source asked for it.
    func reloadCountsIfNeeded() {
        guard needsCollectionReload, configuringElement == nil else { return }
        endDisplayingAllElements()
        selection.removeAll()
        rebuildCounts()
        invalidateLayoutForNewCounts()
    }

    private func rebuildCounts() {
        needsCollectionReload = false
        needsLayoutPreparation = true
        keepsAttributesAtPreparation = false
        attributesRect = nil
        itemCounts = dataSourceCounts()
        if !orthogonal.offsets.isEmpty || !orthogonal.scrollViews.isEmpty { forgetOrthogonalOffsets() }
    }

    /// The data source's counts now (a negative one reported and taken as 0), without forgetting what is
    /// shown: a reload and a batch update both ask through this.
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = checkedCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            counts.append(checkedCount(dataSource.collectionView(self, numberOfItemsInSection: section),
                                       "collectionView(_:numberOfItemsInSection: \(section))"))
        }
        return counts
    }

    private func checkedCount(_ count: Int, _ what: String) -> Int {
        guard count >= 0 else {
            reportCollectionDiagnostic("\(what) returned \(count), not a count ≥ 0: using 0")
            return 0
        }
        return count
    }

    // MARK: The layout

    /// The layout's `invalidateLayout()` (or a new layout or data source): prepare again and ask for
    /// attributes again at the next layout.
    func collectionLayoutInvalidated() {
        needsLayoutPreparation = true
        keepsAttributesAtPreparation = false
        elementsToRefresh.removeAll()
        attributesRect = nil
        setNeedsLayout()
    }

    /// Calls the layout's `prepare()` after an invalidation and takes its content size.
    func prepareLayoutIfNeeded() {
        reloadCountsIfNeeded()
        guard needsLayoutPreparation else { return }
        needsLayoutPreparation = false
        // A context naming some elements only: the kept attributes stay, those elements are asked again.
        let keepsAttributes = keepsAttributesAtPreparation
        keepsAttributesAtPreparation = false
        if !keepsAttributes { attributesRect = nil }
        collectionViewLayout.prepare()
        var size = collectionViewLayout.collectionViewContentSize
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            reportLayoutProblemOnce("contentSize \(size)",
                "the layout's collectionViewContentSize is \(TraceFormat.number(size.width)) × \(TraceFormat.number(size.height)), not a finite size ≥ 0: using zero")
            size = .zero
        }
        if contentSize != size { contentSize = size }
        // The sections' geometry is unchanged by a context naming some elements only.
        if !keepsAttributes { takeOrthogonalSections() }
    }

    /// How far beyond the visible area, in visible areas, the layout is asked for attributes: one on every
    /// side, so the layout is asked again once per screen scrolled rather than every frame.
    static let attributesMargin: CGFloat = 1

    /// Asks the layout for the elements around `visible` if the last answer does not cover it, keeping the
    /// ones that can be shown.
    func refreshAttributesIfNeeded(for visible: CGRect) {
        if let rect = attributesRect, rect.contains(visible) { return }
        let margin = UICollectionView.attributesMargin
        let rect = visible.insetBy(dx: -visible.width * margin, dy: -visible.height * margin)
        attributeQueries += 1
        attributesRect = rect
        cachedAttributes.removeAll(keepingCapacity: true)
        guard let answered = collectionViewLayout.layoutAttributesForElements(in: rect) else { return }
        // The cells of sections that scroll across are asked for around their own offsets.
        let hasOrthogonal = !orthogonal.layouts.isEmpty
        for attributes in answered where isShowable(attributes, from: "layoutAttributesForElements(in:)") {
            if hasOrthogonal, attributes.representedElementCategory == .cell, isOrthogonalSection(attributes.indexPath.section) { continue }
            cachedAttributes.append(attributes)
        }
    }

    /// Whether attributes describe an element this view can show: a cell of an existing item or a
    /// supplementary view of an existing section, with a finite size greater than zero. If not, the problem
    /// is reported once.
    func isShowable(_ attributes: UICollectionViewLayoutAttributes, from caller: String) -> Bool {
        let frame = attributes.frame
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            guard collectionViewLayout.decorationViewClasses[kind] != nil else {
                reportLayoutProblemOnce("decoration \(kind)",
                    "\(caller) returned attributes for \(attributes.elementDescription), a kind with no registered class; register(_:forDecorationViewOfKind:) on the layout first. Not shown")
                return false
            }
        case .cell:
            guard containsItem(indexPath) else {
                reportLayoutProblemOnce("missing cell \(indexPath)",
                    "\(caller) returned attributes for \(attributes.elementDescription), which does not exist: \(whyInvalid(indexPath)); not shown")
                return false
            }
        case .supplementaryView:
            guard indexPath.count >= 1, indexPath.section >= 0, indexPath.section < itemCounts.count else {
                reportLayoutProblemOnce("missing supplementary \(attributes.representedElementKind ?? "") \(indexPath)",
                    "\(caller) returned attributes for \(attributes.elementDescription), whose section does not exist (the collection view has \(itemCounts.count) section\(itemCounts.count == 1 ? "" : "s")); not shown")
                return false
            }
        }
        // `size`, not `width`: CGRect's width and height are standardized (never negative).
        let size = frame.size
        guard size.width.isFinite, size.height.isFinite, frame.origin.x.isFinite, frame.origin.y.isFinite,
              size.width > 0, size.height > 0 else {
            reportLayoutProblemOnce("size \(attributes.elementDescription)",
                "\(caller) returned \(attributes.elementDescription) with frame (\(TraceFormat.number(frame.origin.x)), \(TraceFormat.number(frame.origin.y)), \(TraceFormat.number(size.width)), \(TraceFormat.number(size.height))): an element needs a finite position and a width and height > 0; not shown")
            return false
        }
        return true
    }

    /// Reports a layout problem the first time it is seen since the last reload.
    func reportLayoutProblemOnce(_ key: String, _ message: @autoclosure () -> String) {
        guard reportedLayoutProblems.insert(key).inserted else { return }
        reportCollectionDiagnostic(message())
    }

    // MARK: Placing

    /// Shows the elements whose attributes intersect the bounds and queues the views of those that left.
    func placeVisibleElements() {
        let visible = bounds
        // A scroll smaller than the slack: every element that overlapped still does and no other does, and
        // the views sit in content coordinates, so there is nothing to do.
        if let steady = steadyPlacement, steady.bounds.size == visible.size, !deferredReload,
           steady.slack.contains(dx: visible.minX - steady.bounds.minX, dy: visible.minY - steady.bounds.minY) {
            return
        }
        refreshAttributesIfNeeded(for: visible)
        placementGeneration &+= 1
        let generation = placementGeneration
        // Queue the views of elements now outside the bounds first, so the elements coming in reuse them.
        leavingElements.removeAll(keepingCapacity: true)
        let hasOrthogonal = !orthogonal.order.isEmpty || !orthogonal.scrollViews.isEmpty
        for (key, view) in visibleElements where !(hasOrthogonal ? displayedFrame(view) : view.frame).overlaps(visible) {
            leavingElements.append(key)
        }
        for key in leavingElements { endDisplaying(key) }
        for attributes in cachedAttributes where !attributes.isHidden && attributes.frame.overlaps(visible) {
            guard showElement(attributes, generation: generation, in: self, shift: .zero) else { break }
        }
        if hasOrthogonal { placeOrthogonalElements(in: visible, generation: generation) }
        // The views of elements not placed (gone from the layout, or hidden) go back to the queue.
        leavingElements.removeAll(keepingCapacity: true)
        for (key, view) in visibleElements where view.placementGeneration != generation { leavingElements.append(key) }
        for key in leavingElements { endDisplaying(key) }
        steadyPlacement = deferredReload ? nil : (visible, placementSlack(for: visible))
    }

    /// Shows the element `attributes` describe in `container` (the collection view, or an orthogonal
    /// section's scroll view whose content starts at `shift`): the view already shown for it, or a new one
    /// from the data source. `false` when a `reloadData` from inside the data source ends the pass.
    func showElement(_ attributes: UICollectionViewLayoutAttributes, generation: Int, in container: UIView, shift: CGVector) -> Bool {
        // A reloadData from inside the data source: the data is stale, configure nothing more in this pass.
        if deferredReload { return false }
        let key = CollectionElementKey(category: attributes.representedElementCategory,
                                       kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
        if let view = visibleElements[key] {
            guard view.placementGeneration != generation else {
                reportLayoutProblemOnce("duplicate \(attributes.elementDescription)",
                    "layoutAttributesForElements(in:) returned \(attributes.elementDescription) more than once: the first is shown")
                return true
            }
            // An item whose section began or stopped scrolling across (a new layout) changes container.
            if view.superview !== container {
                view.elementZIndex = attributes.zIndex
                stack(view, in: container)
            }
            place(view, attributes, generation: generation, in: container, shift: shift)
            return true
        }
        guard let view = makeView(for: attributes, in: container) else { return true }
        place(view, attributes, generation: generation, in: container, shift: shift)
        // The cell solves its own constraints (a separate layout root): at once, so it shows laid out
        // in this frame.
        if AutoLayoutActivity.anyUse { view.runConstraintPasses() }
        visibleElements[key] = view
        view.isHidden = false
        willDisplay(view, key)
        if key.category == .cell, collectionViewLayout.asksPreferredAttributes { pendingSelfSizing.append((key, view, attributes)) }
        return true
    }

    /// How far the visible area can move toward each side before an element starts or stops overlapping
    /// it, or it leaves the rectangle the attributes were asked for.
    private func placementSlack(for visible: CGRect) -> CollectionPlacementSlack {
        guard let asked = attributesRect else { return CollectionPlacementSlack(all: 0) }
        var slack = CollectionPlacementSlack(left: visible.minX - asked.minX, right: asked.maxX - visible.maxX,
                                             up: visible.minY - asked.minY, down: asked.maxY - visible.maxY)
        // From the elements whose edges are nearest the visible edges (the same limits as a walk of all).
        if placementEdges.isStale { placementEdges.rebuild(from: cachedAttributes) }
        slack = placementEdges.slack(in: visible, within: slack)
        if !orthogonal.order.isEmpty { orthogonalPlacementSlack(for: visible, &slack) }
        slack.clampAtZero()
        return slack
    }

    private func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes, generation: Int,
                       in container: UIView, shift: CGVector) {
        let restack = view.appliedAttributes !== attributes && view.elementZIndex != attributes.zIndex
        view.applyStandardAttributes(attributes, shift: shift)
        if restack { stack(view, in: container) }
        view.placementGeneration = generation
    }

    /// Puts an element's view in `container` above the element views with a z-index not above its own and
    /// below the rest, as iOS orders elements by `zIndex`. In the collection view itself, the orthogonal
    /// sections' scroll views stay behind every element view.
    private func stack(_ view: UICollectionReusableView, in container: UIView) {
        var below: UIView?
        for sibling in container.subviews where sibling !== view {
            if let element = sibling as? UICollectionReusableView {
                if !element.isHidden && element.owningCollectionView === self && Self.stacksBelow(element, view) { below = element }
            } else if sibling is CollectionOrthogonalScrollView, below == nil || !(below is UICollectionReusableView) {
                below = sibling
            }
        }
        if let below {
            container.insertSubview(view, aboveSubview: below)
        } else {
            container.insertSubview(view, at: 0)
        }
    }

    /// Whether `element` goes below `view`: a lower z-index, or the same one and `view` is not a decoration
    /// view while `element` is, or both are the same kind of element (the later one goes above). At equal
    /// z-index decoration views (backgrounds) stay behind cells and supplementary views.
    private static func stacksBelow(_ element: UICollectionReusableView, _ view: UICollectionReusableView) -> Bool {
        if element.elementZIndex != view.elementZIndex { return element.elementZIndex < view.elementZIndex }
        return element.isDecorationView || !view.isDecorationView
    }

    /// Asks the data source for the view of an element that becomes visible and gets it ready to show;
    /// `nil` when there is none to show (reported).
    private func makeView(for attributes: UICollectionViewLayoutAttributes, in container: UIView) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let indexPath = attributes.indexPath
        let view: UICollectionReusableView
        configuringElement = indexPath
        switch attributes.representedElementCategory {
        case .cell:
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            configuringElement = nil
            if cell.isAwaitingDataSourceReturn, cell.owningCollectionView === self {
                view = cell
            } else {
                reportCollectionDiagnostic(
                    "collectionView(_:cellForItemAt: \(itemName(indexPath))) returned a cell that was not dequeued from this collection view for it (\(cell.owningCollectionView == nil ? "made by the data source" : cell.owningCollectionView === self ? "already returned for another item" : "dequeued from another collection view")); use dequeueReusableCell(withReuseIdentifier:for:) for every item. Using a plain cell")
                let replacement = UICollectionViewCell(frame: .zero)
                replacement.owningCollectionView = self
                view = replacement
            }
            cell.isAwaitingDataSourceReturn = false
            if let cell = view as? UICollectionViewCell {
                cell.isSelected = selection.contains(indexPath)
                if cell.isHighlighted, itemTouch?.indexPath != indexPath { cell.isHighlighted = false }
            }
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            let supplementary = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
            configuringElement = nil
            if supplementary is MissingSupplementaryView {
                reportLayoutProblemOnce("no supplementary \(kind)",
                    "the layout shows supplementary views of kind \"\(kind)\" but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); not shown")
                return nil
            }
            guard supplementary.isAwaitingDataSourceReturn, supplementary.owningCollectionView === self else {
                reportLayoutProblemOnce("undequeued supplementary \(kind) \(indexPath)",
                    "collectionView(_:viewForSupplementaryElementOfKind: \"\(kind)\", at: \(indexPath)) returned a view that was not dequeued from this collection view for it; use dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:). Not shown")
                supplementary.isAwaitingDataSourceReturn = false
                return nil
            }
            supplementary.isAwaitingDataSourceReturn = false
            view = supplementary
        case .decorationView:
            configuringElement = nil
            guard let decoration = dequeueDecorationView(ofKind: attributes.representedElementKind ?? "") else { return nil }
            view = decoration
        }
        if view.superview !== container {
            view.elementZIndex = attributes.zIndex
            stack(view, in: container)
        }
        // The collection view sets the view's frame; its constraints are solved by an engine of its own, so
        // a revealed element does not make the window's engine list every visible cell (as the table's rows).
        if !view.isSeparateLayoutRoot { view.isSeparateLayoutRoot = true }
        return view
    }

    private func willDisplay(_ view: UICollectionReusableView, _ key: CollectionElementKey) {
        // Decoration views are the layout's: the delegate hears nothing of them, as on iOS.
        if key.category == .decorationView { return }
        if let cell = view as? UICollectionViewCell, key.category == .cell {
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    /// Queues the view of `key` (hidden, kept as a subview) and tells the delegate.
    func endDisplaying(_ key: CollectionElementKey) {
        guard let view = visibleElements.removeValue(forKey: key) else { return }
        retire(view, from: key)
    }

    /// Hides and queues `view`, no longer shown for `key` (its element left the screen or was deleted), and
    /// tells the delegate.
    func retire(_ view: UICollectionReusableView, from key: CollectionElementKey) {
        view.alpha = 1
        view.isHidden = true
        view.appliedAttributes = nil
        if key.category == .cell, itemTouch?.indexPath == key.indexPath { itemTouch?.cellLeft = true }
        if key.category == .cell { listSwipes?.drop(ifShownIn: view) }
        if key.category == .decorationView {
            supplementaryPool.enqueue(view, as: decorationPoolKey(key.kind, type(of: view)))
            return
        }
        if let identifier = view.reuseIdentifier {
            if let cell = view as? UICollectionViewCell, key.category == .cell {
                cellPool.enqueue(cell, as: identifier)
            } else {
                supplementaryPool.enqueue(view, as: supplementaryPoolKey(key.kind, identifier))
            }
        } else {
            view.removeFromSuperview()
        }
        if let cell = view as? UICollectionViewCell, key.category == .cell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
    }

    /// Queues every visible view (a reload).
    func endDisplayingAllElements() {
        steadyPlacement = nil
        listSwipes?.drop()
        let keys = visibleElements.keys.sorted { ($0.category.rawValue, $0.kind, $0.indexPath) < ($1.category.rawValue, $1.kind, $1.indexPath) }
        for key in keys { endDisplaying(key) }
    }
}
