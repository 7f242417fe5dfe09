import CoreGraphics

/// One frame's walk over the changed views: displays invalid views, records how each looks and collects
/// the damage.
///
/// Copy-scroll: a view whose only change is a whole-pixel move of its bounds origin (a scroll), that clips,
/// paints its clipped area with an opaque colour of its own and is not translucent, is a candidate
/// (``scrolls``): its subtree is walked in "shift" mode, where a descendant that looks as it did, moved by
/// the scroll, damages nothing (its pixels will be moved), and one that changed damages where its old
/// pixels will be after the move and where it is now. The compositor then decides, after the walk, whether
/// the pixels can be moved (``Compositor``'s copy-scroll step); if not, the whole area is damaged, which
/// covers everything this walk left out.
@MainActor
struct DamageWalk {
    /// A scroll found by the walk: `area` (device pixels, whole) may be moved by (`dx`, `dy`) pixels.
    struct Scroll {
        let view: UIView
        let area: CGRect
        let dx: Int
        let dy: Int
        /// The entries of ``damage`` the walk of the view's subtree added (in moved coordinates).
        let damageRange: Range<Int>
    }

    let owner: ObjectIdentifier
    let scale: CGFloat
    /// Every view is looked at (the first frame, a new scale).
    let forced: Bool
    let screenRect: CGRect
    var damage: [CGRect] = []
    /// Whose own pixels each entry of ``damage`` the walk added is, index for index (entries added after
    /// the walk have none): a compositor's save-under tells a view's own change from a change under it.
    var damageSources: [DamageSource] = []
    /// Views that show this frame on a rectangle they did not show on last frame and may have the pixels
    /// under them kept (``SaveUnder/qualifies(_:)``).
    var arrivals: [UIView] = []
    var visitedCount = 0
    /// The scrolls that may be copy-scrolled, in the order found.
    var scrolls: [Scroll] = []
    /// Inside a candidate's subtree: how far its pixels move and the area they move in.
    private var shift: (offset: CGPoint, area: CGRect)?

    init(owner: ObjectIdentifier, scale: CGFloat, forced: Bool, screenRect: CGRect) {
        self.owner = owner
        self.scale = scale
        self.forced = forced
        self.screenRect = screenRect
    }

    /// Adds `rect`, cut to the screen, to the damage; `source` says whose own pixels it is, if one view's.
    /// The walk's rectangles are null or have non-negative sizes: the inlined arithmetic of DeviceRect.swift.
    mutating func damage(_ rect: CGRect, source: DamageSource = .none) {
        let clipped = rect.deviceIntersection(screenRect)
        if !clipped.isDeviceNull, clipped.size.width > 0, clipped.size.height > 0 {
            damage.append(clipped)
            damageSources.append(source)
        }
    }

    /// Damages where a rectangle of last frame's pixels is now: moved with the scroll in shift mode (and cut
    /// to the moved area), where it was otherwise.
    private mutating func damageOld(_ rect: CGRect) {
        if let shift { damage(rect.offsetBy(dx: shift.offset.x, dy: shift.offset.y).intersection(shift.area)) } else { damage(rect) }
    }

    /// Visits `view` given its parent's bounds-to-device transform, the device clip and the opacity above
    /// it; returns the device rectangle its subtree covers (null when invisible). A view whose inputs are
    /// what they were last frame and that has no marks is not entered: its recorded rectangle stands.
    ///
    /// `parentReused`: the parent's own record was kept (only its descendants changed), so it passes down
    /// exactly what it passed when each of its children was last walked (every walk of a parent that
    /// changed walks all its children and records what they were given; a child added since, or hidden, or
    /// last walked by another compositor has marks or no record of this compositor's). An unmarked child's
    /// inputs then need no comparison: the early-out reads its marks, its record's owner and its subtree
    /// rectangle (``UIView/compositedSummary``'s first 40 bytes: one or two cache lines on a cold frame).
    @discardableResult
    mutating func visit(_ view: UIView, parent: CGAffineTransform, clip: CGRect, opacity: CGFloat,
                        parentReused: Bool = false) -> CGRect {
        let marks = view.compositingMarks
        // The common case first, without copying the record: unmarked, and passed down what it was.
        if !forced, shift == nil, !marks.selfChanged, !marks.descendantChanged {
            let summary = view.compositedSummary
            if parentReused {
                if summary.owner == owner { return summary.subtreeRect }
            } else if let subtree = summary.unchangedSubtree(owner: owner, parent: parent, clip: clip, opacity: opacity) {
                return subtree
            }
        }
        let old = view.displayState.composited
        let known = old?.owner == owner  // no closure: see the note at `placement` below
        visitedCount += 1
        view.compositingMarks = CompositingMarks(selfChanged: false, descendantChanged: false, orderChanged: false)
        guard !view.isHidden, view.alpha > 0 else {
            if known, let old {
                if shift == nil { damage(old.subtreeRect, source: DamageSource(view: view, old: true)) } else { damageOld(old.subtreeRect) }
            }
            view.forgetComposited()
            view.compositingMarks.selfChanged = false
            return .deviceNull
        }
        let inputs = CompositedView.Inputs(parent: parent, clip: clip, opacity: opacity)
        let ownOnly = known && !forced && shift == nil && !marks.selfChanged && view.mask == nil && old?.inputs == inputs
        var record: CompositedView
        // Set when this view's subtree is walked apart from the shift around it: it changed in a moved area.
        var repaintsSubtree = false
        var scrollOffset: CGPoint?
        if ownOnly, let old {
            // Only descendants changed: this view's own look is what it was.
            record = old
        } else {
            view.displayIfNeeded(scale: scale)
            let transform = view.transformToSuperview.concatenating(parent)
            let bounds = view.storedBounds
            let boundsOnScreen = bounds.applying(transform)
            let ownClip = view.clipsToBounds ? clip.deviceIntersection(boundsOnScreen) : clip
            let content = view.displayState.content
            // No closures on this path: a closure formed here is isolated to the main actor and checks its
            // executor when called (eleven code pages of the concurrency runtime on a cold frame).
            var placement = CGRect.deviceNull
            if let content { placement = view.contentPlacement(contentSize: content.pointSize) }
            var covered = CGRect.deviceNull
            if let background = view.backgroundColor, background.alpha > 0 { covered = boundsOnScreen }
            if !placement.isNull { covered = covered.deviceUnion(placement.applying(transform)) }
            let ownRect = Self.roundedOut(covered.deviceIntersection(ownClip))
            let mask = view.mask
            let appearance = CompositedView.Appearance(
                transform: transform, clip: ownClip, opacity: opacity * view.alpha, background: view.backgroundColor,
                contentVersion: view.displayState.contentVersion, contentPlacement: placement, bounds: bounds,
                mask: mask.map(ObjectIdentifier.init), maskSignature: mask?.maskSignature(scale: scale) ?? 0)
            if let shift {
                if known, let old, !marks.orderChanged, appearance.matches(old.appearance, movedBy: shift.offset, keptIn: shift.area) {
                    // Its pixels move with the area: nothing to repaint.
                } else {
                    if known, let old { damageOld(old.subtreeRect) }
                    repaintsSubtree = true
                }
            } else if known, let old {
                if !forced, !marks.orderChanged, old.inputs == inputs, view.clipsToBounds, content == nil,
                   let offset = appearance.scrollOffset(from: old.appearance) {
                    // A scroll: what is inside moves; the view's own colour fills the same area.
                    scrollOffset = offset
                } else {
                    if old.appearance != appearance || marks.orderChanged {
                        damage(old.ownRect, source: DamageSource(view: view, old: true))
                        if !ownRect.isSameDeviceRect(old.ownRect) { damage(ownRect, source: DamageSource(view: view, old: false)) }
                    }
                    if marks.orderChanged, old.subtreeRect != old.ownRect { damage(old.subtreeRect, source: DamageSource(view: view, old: true)) }
                }
            } else {
                damage(ownRect, source: DamageSource(view: view, old: false))
            }
            record = CompositedView(owner: owner, inputs: inputs, appearance: appearance, ownRect: ownRect, subtreeRect: ownRect)
            // Shown on a new rectangle (appeared, moved, resized): the compositor may keep what is under it.
            // Not a view another compositor recorded last (this bitmap may still hold it where it was).
            if shift == nil, !forced, old == nil || (known && old?.ownRect.isSameDeviceRect(ownRect) == false),
               view.storedSubviews.isEmpty,
               SaveUnder.qualifies(record) {
                arrivals.append(view)
            }
        }
        var subtree = record.ownRect
        let childTransform = record.appearance.transform, childClip = record.appearance.clip
        let childOpacity = record.appearance.opacity
        let outerShift = shift
        if repaintsSubtree { shift = nil }
        if let scrollOffset { shift = (scrollOffset, childClip) }
        let firstDamage = damage.count
        // `ownOnly` excludes shift mode, a scroll and a repainted subtree: this view's record is last frame's.
        for subview in view.storedSubviews {
            let child = visit(subview, parent: childTransform, clip: childClip, opacity: childOpacity, parentReused: ownOnly)
            if !child.isDeviceNull { subtree = subtree.deviceUnion(child) }
        }
        shift = outerShift
        if let scrollOffset {
            scrolls.append(Scroll(view: view, area: childClip, dx: Int(scrollOffset.x), dy: Int(scrollOffset.y),
                                  damageRange: firstDamage..<damage.count))
        }
        if repaintsSubtree { damage(subtree) }
        record.subtreeRect = subtree
        view.setComposited(record)
        return subtree
    }

    /// The whole device pixels `rect` (null or with non-negative sizes) touches; null when it has no area.
    static func roundedOut(_ rect: CGRect) -> CGRect {
        guard !rect.isDeviceNull, rect.size.width > 0, rect.size.height > 0 else { return .deviceNull }
        let minX = rect.origin.x.deviceFloor, minY = rect.origin.y.deviceFloor
        let maxX = (rect.origin.x + rect.size.width).deviceCeiling, maxY = (rect.origin.y + rect.size.height).deviceCeiling
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CompositedView.Appearance {
    /// Whether this is `old` moved by `offset` device pixels and otherwise the same, its clip compared only
    /// where moved pixels are kept (`area` and `area` moved overlap): what a clip hid at the area's edge comes
    /// into view in the exposed strip, which is repainted; a clip that changed elsewhere (a descendant
    /// starting or stopping to clip) is a change.
    func matches(_ old: Self, movedBy offset: CGPoint, keptIn area: CGRect) -> Bool {
        let kept = area.intersection(area.offsetBy(dx: offset.x, dy: offset.y))
        let now = clip.intersection(kept), before = old.clip.offsetBy(dx: offset.x, dy: offset.y).intersection(kept)
        if now.isNull != before.isNull { return false }
        if !now.isNull {
            for (a, b) in [(now.minX, before.minX), (now.minY, before.minY), (now.maxX, before.maxX), (now.maxY, before.maxY)]
            where abs(a - b) >= Self.pixelTolerance { return false }
        }
        return transform.a == old.transform.a && transform.b == old.transform.b && transform.c == old.transform.c
            && transform.d == old.transform.d
            && abs(transform.tx - old.transform.tx - offset.x) < Self.pixelTolerance
            && abs(transform.ty - old.transform.ty - offset.y) < Self.pixelTolerance
            && opacity == old.opacity && background == old.background && contentVersion == old.contentVersion
            && contentPlacement == old.contentPlacement && bounds == old.bounds
            && mask == nil && old.mask == nil
    }

    /// The whole-pixel offset by which what is inside this view moved since `old`, when the only change is
    /// its bounds origin (a scroll) and its area can be moved: an opaque background of its own, fully
    /// opaque, axis-aligned, the same whole-pixel clipped area. `nil` otherwise (the view is repainted).
    func scrollOffset(from old: Self) -> CGPoint? {
        guard mask == nil, old.mask == nil, opacity >= 1, old.opacity >= 1, let background, background.alpha >= 1,
              background == old.background, contentVersion == old.contentVersion, contentPlacement.isNull,
              old.contentPlacement.isNull, bounds.size == old.bounds.size, bounds.origin != old.bounds.origin,
              clip == old.clip, !clip.isNull, clip.width >= 1, clip.height >= 1,
              transform.b == 0, transform.c == 0, transform.a == old.transform.a, transform.b == old.transform.b,
              transform.c == old.transform.c, transform.d == old.transform.d,
              // Its background covers the whole clipped area (it clips to its bounds).
              bounds.applying(transform).contains(clip) else { return nil }
        for edge in [clip.minX, clip.minY, clip.maxX, clip.maxY] where edge.rounded() != edge { return nil }
        let offset = CGPoint(x: transform.tx - old.transform.tx, y: transform.ty - old.transform.ty)
        let whole = CGPoint(x: offset.x.rounded(), y: offset.y.rounded())
        guard abs(offset.x - whole.x) < Self.pixelTolerance, abs(offset.y - whole.y) < Self.pixelTolerance,
              whole != .zero, abs(whole.x) < clip.width, abs(whole.y) < clip.height else { return nil }
        return whole
    }

    /// How far two computed device positions may differ and still be the same pixel position: the sums
    /// that make a transform round in the last bits, far below what Cairo's 1/256-pixel grid resolves.
    static let pixelTolerance: CGFloat = 1e-6
}
