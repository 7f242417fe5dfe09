/// Where a compositional layout puts a section's items and headers: UIKit's sizing rules as arithmetic,
/// kept so that lookups are cheap.
///
/// A section whose sizes are all known (no `.estimated` dimension) keeps one *template*: the cell frames of
/// one group, relative to the group's origin. Item `i` is leaf `i % n` of group `i / n`, and groups are a
/// fixed step apart, so a 100,000-item grid keeps a handful of rectangles and a rectangle's items are
/// found by division. A section with estimated dimensions keeps each item's frame (its group laid out with
/// the cells' measured sizes) and each group's frame; a rectangle's groups are found by binary search.
struct CompositionalSectionGeometry {
    /// How the items of a section are kept.
    enum Items {
        /// `template` (cell frames in one group, relative to its origin) repeated: group `g` at
        /// `origin + g × step`, each `groupSize`.
        case repeated(template: [CGRect], origin: CGPoint, step: CGVector, groupSize: CGSize)
        /// Each item's cell frame, and the frame and first item of each group, in order.
        case explicit(frames: [CGRect], groupFrames: [CGRect], groupFirstItems: [Int])
    }

    /// A header or footer placed.
    struct Supplementary {
        var kind: String
        var frame: CGRect
        var zIndex: Int
        /// Whether it follows the visible area (``NSCollectionLayoutBoundarySupplementaryItem/pinToVisibleBounds``).
        var pins = false
        /// Whether it is at the section's end (a footer) rather than its start.
        var isTrailing = false
    }

    var index = 0
    /// The section's extent, headers to footers, across the whole container.
    var frame = CGRect.zero
    var itemCount = 0
    var items = Items.repeated(template: [], origin: .zero, step: .zero, groupSize: .zero)
    var supplementaries: [Supplementary] = []
    /// The section's decoration views (backgrounds), placed over the section's frame less their insets.
    var decorations: [Supplementary] = []
    /// How the section scrolls across the layout's direction, when its ``NSCollectionLayoutSection/orthogonalScrollingBehavior``
    /// is not `.none`: its groups then follow each other across, in a scroll area of their own.
    var orthogonal: OrthogonalSectionLayout?

    /// The frame of item `item` (in range).
    func itemFrame(_ item: Int) -> CGRect? {
        guard item >= 0, item < itemCount else { return nil }
        switch items {
        case let .repeated(template, origin, step, _):
            guard !template.isEmpty else { return nil }
            let group = CGFloat(item / template.count)
            return template[item % template.count].offsetBy(dx: origin.x + step.dx * group, dy: origin.y + step.dy * group)
        case let .explicit(frames, _, _):
            return item < frames.count ? frames[item] : nil
        }
    }

    /// Calls `body` with each item whose group overlaps `rect` along the groups' direction (the caller
    /// checks the item's own frame).
    func forEachItem(near rect: CGRect, _ body: (Int) -> Void) {
        switch items {
        case let .repeated(template, origin, step, groupSize):
            guard !template.isEmpty, itemCount > 0 else { return }
            let groupCount = (itemCount + template.count - 1) / template.count
            let alongX = step.dx != 0
            let stepLength = alongX ? step.dx : step.dy
            var first = 0
            var last = groupCount - 1
            if stepLength > 0 {
                let start = alongX ? origin.x : origin.y
                let length = alongX ? groupSize.width : groupSize.height
                let low = alongX ? rect.minX : rect.minY
                let high = alongX ? rect.maxX : rect.maxY
                // Group g overlaps when start + g × step + length > low and start + g × step < high.
                let from = ((low - start - length) / stepLength).rounded(.down) + 1
                let to = ((high - start) / stepLength).rounded(.up) - 1
                guard from.isFinite, to.isFinite else { return }
                first = max(0, from < CGFloat(groupCount) ? Int(from) : groupCount)
                last = min(groupCount - 1, to > -1 ? Int(min(to, CGFloat(groupCount))) : -1)
            }
            guard first <= last else { return }
            for group in first...last {
                let base = group * template.count
                for leaf in 0..<template.count where base + leaf < itemCount { body(base + leaf) }
            }
        case let .explicit(frames, groupFrames, groupFirstItems):
            // Groups follow each other along the scroll direction, so their ends are in order: binary search
            // the first group ending after the rectangle's start.
            let alongX = isAlongX
            var low = 0
            var high = groupFrames.count
            while low < high {
                let mid = (low + high) / 2
                let end = alongX ? groupFrames[mid].maxX : groupFrames[mid].maxY
                if end <= (alongX ? rect.minX : rect.minY) { low = mid + 1 } else { high = mid }
            }
            var group = low
            while group < groupFrames.count, (alongX ? groupFrames[group].minX : groupFrames[group].minY) < (alongX ? rect.maxX : rect.maxY) {
                let end = group + 1 < groupFirstItems.count ? groupFirstItems[group + 1] : frames.count
                for item in groupFirstItems[group]..<end { body(item) }
                group += 1
            }
        }
    }

    /// Whether groups follow each other along x (a horizontal layout).
    var isAlongX = false
}

/// Lays out groups and sections by UIKit's rules (see ``CompositionalSectionGeometry``).
@MainActor
enum CompositionalGeometry {
    /// The most subitems one group places: a group of tiny repeated items stops there rather than run away.
    static let maxLeavesPerGroup = 10_000

    /// Places `group` with its origin at `origin` and proposed size `size`, appending its cells' frames to
    /// `frames` while `frames.count < limit`; `measured(i)` is the measured cell size of leaf `i` (its index
    /// in `frames`), for `.estimated` dimensions. Returns the group's size (an estimated dimension becomes
    /// the extent of its subitems).
    static func place(_ group: NSCollectionLayoutGroup, at origin: CGPoint, size: CGSize, limit: Int,
                      frames: inout [CGRect], measured: (Int) -> CGSize?) -> CGSize {
        let insets = group.contentInsets.finite
        let content = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                             width: max(size.width - insets.leading - insets.trailing, 0),
                             height: max(size.height - insets.top - insets.bottom, 0))
        let horizontal = group.axis == .horizontal
        let contentAlong = horizontal ? content.width : content.height
        let spacing = group.interItemSpacing
        let minimumGap = spacing.map { $0.spacing.isFinite ? max($0.spacing, 0) : 0 } ?? 0
        var children: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        if let count = group.count, let subitem = group.subitems.first {
            let n = min(max(count, 1), maxLeavesPerGroup)
            let each = max((contentAlong - minimumGap * CGFloat(n - 1)) / CGFloat(n), 0)
            for _ in 0..<n {
                var childSize = subitem.layoutSize.resolved(in: content.size)
                if horizontal { childSize.width = each } else { childSize.height = each }
                children.append((subitem, childSize))
            }
            used = each * CGFloat(n) + minimumGap * CGFloat(n - 1)
        } else if !group.subitems.isEmpty {
            // Repeat the subitems in order while the next one fits (a rounding's worth of slack, so that
            // three thirds fit in a whole).
            let tolerance = max(contentAlong, 1) * 1e-9
            var index = 0
            while children.count < maxLeavesPerGroup {
                let subitem = group.subitems[index % group.subitems.count]
                let childSize = subitem.layoutSize.resolved(in: content.size)
                let length = horizontal ? childSize.width : childSize.height
                let needed = used + (children.isEmpty ? 0 : minimumGap) + length
                if !children.isEmpty, needed > contentAlong + tolerance { break }
                children.append((subitem, childSize))
                used = needed
                index += 1
                if length <= 0 { break }
            }
        }
        var gap = minimumGap
        if let spacing, spacing.isFlexibleSpacing, children.count > 1, contentAlong > used {
            gap += (contentAlong - used) / CGFloat(children.count - 1)
        }
        var cursor = horizontal ? content.minX : content.minY
        var across: CGFloat = 0
        var placedAny = false
        for child in children {
            if frames.count >= limit { break }
            let position = horizontal ? CGPoint(x: cursor, y: content.minY) : CGPoint(x: content.minX, y: cursor)
            var actual = child.size
            if let subgroup = child.item as? NSCollectionLayoutGroup {
                actual = place(subgroup, at: position, size: child.size, limit: limit, frames: &frames, measured: measured)
            } else {
                let itemInsets = child.item.contentInsets.finite
                if let cell = measured(frames.count) {
                    if child.item.layoutSize.widthDimension.isEstimated { actual.width = cell.width + itemInsets.leading + itemInsets.trailing }
                    if child.item.layoutSize.heightDimension.isEstimated { actual.height = cell.height + itemInsets.top + itemInsets.bottom }
                }
                frames.append(CGRect(x: position.x + itemInsets.leading, y: position.y + itemInsets.top,
                                     width: max(actual.width - itemInsets.leading - itemInsets.trailing, 0),
                                     height: max(actual.height - itemInsets.top - itemInsets.bottom, 0)))
            }
            cursor += (horizontal ? actual.width : actual.height) + gap
            across = max(across, horizontal ? actual.height : actual.width)
            placedAny = true
        }
        var result = size
        let alongUsed = placedAny ? cursor - gap - (horizontal ? content.minX : content.minY) : 0
        if group.layoutSize.widthDimension.isEstimated {
            result.width = (horizontal ? alongUsed : across) + insets.leading + insets.trailing
        }
        if group.layoutSize.heightDimension.isEstimated {
            result.height = (horizontal ? across : alongUsed) + insets.top + insets.bottom
        }
        return result
    }

    /// Whether anything in `item`'s tree has an estimated dimension.
    static func hasEstimatedDimension(_ item: NSCollectionLayoutItem) -> Bool {
        if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated { return true }
        return (item as? NSCollectionLayoutGroup)?.subitems.contains { hasEstimatedDimension($0) } ?? false
    }

    /// Lays out `section` (number `index`, `itemCount` items) starting at `start` along the scroll
    /// direction, in a container of `container` (the visible area less the collection view's insets).
    /// `measured(i)` gives item `i`'s measured cell size, for estimated dimensions.
    static func layout(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int, start: CGFloat, container: CGSize,
                       vertical: Bool, measured: (Int) -> CGSize?) -> CompositionalSectionGeometry {
        var geometry = CompositionalSectionGeometry()
        geometry.index = index
        geometry.itemCount = itemCount
        geometry.isAlongX = !vertical
        let insets = section.contentInsets.finite
        let groupSpacing = section.interGroupSpacing.isFinite ? max(section.interGroupSpacing, 0) : 0
        let content = CGSize(width: max(container.width - insets.leading - insets.trailing, 0),
                             height: max(container.height - insets.top - insets.bottom, 0))
        // Along (the scroll direction) and across, as lengths and points.
        let alongBefore = vertical ? insets.top : insets.leading
        let alongAfter = vertical ? insets.bottom : insets.trailing
        let acrossBefore = vertical ? insets.leading : insets.top
        let acrossAfter = vertical ? insets.trailing : insets.bottom
        let containerAcross = vertical ? container.width : container.height
        func point(along: CGFloat, across: CGFloat) -> CGPoint {
            vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
        }
        func alongLength(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func acrossLength(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

        var cursor = start
        let follows = section.supplementariesFollowContentInsets
        let supplementaryAcrossStart = follows ? acrossBefore : 0
        let supplementaryAcross = follows ? max(containerAcross - acrossBefore - acrossAfter, 0) : containerAcross
        let supplementaryContainer = vertical ? CGSize(width: supplementaryAcross, height: content.height)
            : CGSize(width: content.width, height: supplementaryAcross)
        func placeSupplementaries(_ items: [NSCollectionLayoutBoundarySupplementaryItem], trailing: Bool) {
            for item in items {
                let size = item.layoutSize.resolved(in: supplementaryContainer)
                let across: CGFloat
                switch crossPlacement(item.alignment, vertical: vertical) {
                case .start: across = supplementaryAcrossStart
                case .end: across = supplementaryAcrossStart + supplementaryAcross - acrossLength(size)
                case .centre: across = supplementaryAcrossStart + (supplementaryAcross - acrossLength(size)) / 2
                }
                let origin = point(along: cursor, across: across)
                geometry.supplementaries.append(.init(kind: item.elementKind,
                                                      frame: CGRect(origin: CGPoint(x: origin.x + item.offset.x, y: origin.y + item.offset.y), size: size),
                                                      zIndex: item.zIndex, pins: item.pinToVisibleBounds, isTrailing: trailing))
                cursor += alongLength(size)
            }
        }
        let boundaries = section.boundarySupplementaryItems
        placeSupplementaries(boundaries.filter { !isTrailingBoundary($0.alignment, vertical: vertical) }, trailing: false)
        cursor += alongBefore

        let group = section.group
        let proposed = group.layoutSize.resolved(in: content)
        let groupsStart = point(along: cursor, across: acrossBefore)
        // An orthogonal section's groups follow each other across the scroll direction (one row of groups in
        // a vertical layout), in a scroll area of their own; otherwise along it.
        let across = section.orthogonalScrollingBehavior != .none
        let groupsAlongX = vertical == across
        geometry.isAlongX = groupsAlongX
        var groupsExtentAlong: CGFloat = 0
        /// Each group's leading edge and length across (orthogonal sections only), from the section's start.
        var groupSpans: [(start: CGFloat, length: CGFloat)] = []
        if !hasEstimatedDimension(group) {
            var template: [CGRect] = []
            _ = place(group, at: .zero, size: proposed, limit: .max, frames: &template, measured: { _ in nil })
            let groupCount = template.isEmpty ? 0 : (itemCount + template.count - 1) / template.count
            let groupLength = groupsAlongX ? proposed.width : proposed.height
            let stepLength = groupLength + groupSpacing
            let step = groupsAlongX ? CGVector(dx: stepLength, dy: 0) : CGVector(dx: 0, dy: stepLength)
            geometry.items = .repeated(template: template, origin: groupsStart, step: step, groupSize: proposed)
            if across {
                groupsExtentAlong = groupCount > 0 ? alongLength(proposed) : 0
                groupSpans = (0..<groupCount).map { (acrossBefore + CGFloat($0) * stepLength, groupLength) }
            } else {
                groupsExtentAlong = groupCount > 0 ? CGFloat(groupCount) * alongLength(proposed) + CGFloat(groupCount - 1) * groupSpacing : 0
            }
        } else {
            var frames: [CGRect] = []
            var groupFrames: [CGRect] = []
            var groupFirstItems: [Int] = []
            var position = groupsStart
            while frames.count < itemCount {
                let first = frames.count
                let size = place(group, at: position, size: proposed, limit: itemCount, frames: &frames, measured: measured)
                guard frames.count > first else { break }
                groupFrames.append(CGRect(origin: position, size: size))
                groupFirstItems.append(first)
                if across {
                    groupsExtentAlong = max(groupsExtentAlong, alongLength(size))
                    groupSpans.append((groupsAlongX ? position.x : position.y, groupsAlongX ? size.width : size.height))
                } else {
                    groupsExtentAlong = (vertical ? position.y + size.height : position.x + size.width) - cursor
                }
                position = groupsAlongX ? CGPoint(x: position.x + size.width + groupSpacing, y: position.y)
                    : CGPoint(x: position.x, y: position.y + size.height + groupSpacing)
            }
            geometry.items = .explicit(frames: frames, groupFrames: groupFrames, groupFirstItems: groupFirstItems)
        }
        if across {
            // The scroll area spans the container across and the groups with the section's insets along.
            let acrossContent = (groupSpans.last.map { $0.start + $0.length } ?? acrossBefore) + acrossAfter
            let alongStart = cursor - alongBefore
            let alongExtent = alongBefore + groupsExtentAlong + alongAfter
            let frame = vertical ? CGRect(x: 0, y: alongStart, width: containerAcross, height: alongExtent)
                : CGRect(x: alongStart, y: 0, width: alongExtent, height: containerAcross)
            geometry.orthogonal = OrthogonalSectionLayout(
                section: index, behavior: section.orthogonalScrollingBehavior, frame: frame,
                contentSize: vertical ? CGSize(width: max(acrossContent, containerAcross), height: alongExtent)
                    : CGSize(width: alongExtent, height: max(acrossContent, containerAcross)),
                scrollsAlongX: vertical, groupSpans: groupSpans, leadingInset: acrossBefore,
                visibleItemsInvalidationHandler: section.visibleItemsInvalidationHandler)
        }
        cursor += groupsExtentAlong + alongAfter
        placeSupplementaries(boundaries.filter { isTrailingBoundary($0.alignment, vertical: vertical) }, trailing: true)
        geometry.frame = vertical ? CGRect(x: 0, y: start, width: containerAcross, height: cursor - start)
            : CGRect(x: start, y: 0, width: cursor - start, height: containerAcross)
        return geometry
    }

    /// Whether a boundary item with `alignment` is a footer: at the bottom (vertical) or trailing
    /// (horizontal) edge. Everything else, including alignments the layout reports, is a header.
    static func isTrailingBoundary(_ alignment: NSRectAlignment, vertical: Bool) -> Bool {
        vertical ? [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) : [.trailing, .topTrailing, .bottomTrailing].contains(alignment)
    }

    /// Whether `alignment` names an edge along the scroll direction (a header's or a footer's).
    static func isBoundaryAlignment(_ alignment: NSRectAlignment, vertical: Bool) -> Bool {
        vertical ? ![.none, .leading, .trailing].contains(alignment) : ![.none, .top, .bottom].contains(alignment)
    }

    enum CrossPlacement { case start, centre, end }

    /// Where a boundary item sits across the scroll direction: the corner's other edge, or centred.
    static func crossPlacement(_ alignment: NSRectAlignment, vertical: Bool) -> CrossPlacement {
        switch alignment {
        case .topLeading: vertical ? .start : .start
        case .bottomLeading: vertical ? .start : .end
        case .topTrailing: vertical ? .end : .start
        case .bottomTrailing: .end
        case .top, .bottom, .leading, .trailing, .none: .centre
        }
    }
}

extension NSDirectionalEdgeInsets {
    /// The insets with values that are not finite taken as 0 (the layout reports them).
    var finite: NSDirectionalEdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return NSDirectionalEdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
    }
}
