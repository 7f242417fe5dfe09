import CoreGraphics

// How the compositor learns what changed without walking every view: each setter of something the
// compositor shows (geometry, alpha, hidden, background colour, clipping, content mode, mask, subviews,
// `setNeedsDisplay`) marks the view, and every ancestor learns that something below it changed. A frame
// walks only marked paths; a frame where nothing was marked walks nothing.

/// Per-view marks for the compositor. Kept out of ``ViewDisplayState`` so a mark costs two flag writes.
struct CompositingMarks {
    /// Something of this view the compositor shows changed since it last looked.
    var selfChanged = true
    /// Something of a descendant changed (this view itself may be unchanged).
    var descendantChanged = true
    /// The view moved in its superview's subview order: what overlaps it is painted in another order.
    var orderChanged = false
}

/// Areas shown by views that left their superview since the compositor last looked: damage for the next
/// frame of the compositor that showed them (their views are gone from the tree it walks).
@MainActor
enum CompositingRemovals {
    /// Device rectangles by compositor (``CompositedView/owner``), each with the view that left (a
    /// compositor that kept the pixels under it puts them back: docs/drawing.md, "Save-under").
    /// Unchecked (main actor, not reentrant): every frame with changes reads it.
    @exclusivity(unchecked) static var damage: [ObjectIdentifier: [(rect: CGRect, view: ObjectIdentifier)]] = [:]
    /// The compositors alive: a view last shown by one that is gone queues nothing (nobody would take it).
    static var liveOwners: Set<ObjectIdentifier> = []

    /// Takes the rectangles waiting for `owner`.
    static func take(for owner: ObjectIdentifier) -> [(rect: CGRect, view: ObjectIdentifier)] {
        // Most frames remove nothing: no hashing then (its code is pages a cold frame would load).
        guard !damage.isEmpty else { return [] }
        return damage.removeValue(forKey: owner) ?? []
    }
}

extension UIView {
    /// Counts every compositing mark on any view, and every other change a frame could show (windows shown,
    /// hidden or reordered, a layout request, a screen resized): a compositor that saw the same count at the
    /// end of a frame that left nothing pending knows nothing changed without walking. Moving it also takes
    /// back a compositor's claim on the quiet frame (``compositingClock``'s `quietCompositor`).
    static var compositingGeneration: Int {
        get { compositingClock.generation }
        set {
            compositingClock.generation = newValue
            compositingClock.quietCompositor = 0
        }
    }

    /// What a compositor's check for a frame with no change reads (docs/drawing.md, "A frame with no
    /// change"): `generation` is ``compositingGeneration``; `quietCompositor` is the compositor whose last
    /// frame left nothing pending at the current count (`Int(bitPattern:)` of its `ObjectIdentifier`, 0 for
    /// none: no object lives at address 0), whose next frames have nothing to do while it stays.
    ///
    /// A tuple of two integers initialized with literals, not a struct: only such a global is laid out in
    /// the binary's data with its value, so ``Compositor/renderChanges()``'s check, inlined into another
    /// module, reads the word directly. A struct, even with an `@inlinable` initializer, is initialized on
    /// first use, and every reader from another module calls its `unsafeMutableAddressor` (one more code
    /// page on a cold frame: docs/benchmarks.md, "Session 39").
    @exclusivity(unchecked) @usableFromInline static var compositingClock: (generation: Int, quietCompositor: Int) = (0, 0)

    /// Marks this view changed for the compositor and its ancestors as having a changed descendant.
    @inline(__always)
    func noteCompositingChange() {
        UIView.compositingGeneration &+= 1
        guard !compositingMarks.selfChanged else { return }
        compositingMarks.selfChanged = true
        noteDescendantCompositingChange()
    }

    /// Tells the ancestors (and, for a mask, the view it masks) that something below changed; stops at the
    /// first one that already knows.
    func noteDescendantCompositingChange() {
        var current: UIView? = storedSuperview ?? maskedView
        while let view = current, !view.compositingMarks.descendantChanged {
            view.compositingMarks.descendantChanged = true
            current = view.storedSuperview ?? view.maskedView
        }
    }

    /// The view moved in its superview's order (reordered, not added): the area it shows is damaged.
    func noteCompositingOrderChange() {
        compositingMarks.orderChanged = true
        compositingMarks.selfChanged = false   // re-mark so the ancestors hear of it
        noteCompositingChange()
    }

    /// Called by ``mask``'s observer: the old and new mask views learn which view they mask.
    func maskChanged(from oldMask: UIView?) {
        if let oldMask, oldMask !== mask, oldMask.maskedView === self { oldMask.maskedView = nil }
        mask?.maskedView = self
        noteCompositingChange()
    }

    /// The view left its superview: the area the compositor showed it in is damaged for that compositor's
    /// next frame, and the subtree forgets what it showed (it is looked at afresh wherever it appears).
    func compositedViewLeft() {
        guard let record = displayState.composited else { return }
        if CompositingRemovals.liveOwners.contains(record.owner) {
            CompositingRemovals.damage[record.owner, default: []].append((record.subtreeRect, ObjectIdentifier(self)))
            // The compositor's no-change check compares this count only.
            UIView.compositingGeneration &+= 1
        }
        forgetComposited()
    }

    /// Forgets what the compositor showed of this view and its descendants.
    func forgetComposited() {
        guard displayState.composited != nil else { return }
        setComposited(nil)
        compositingMarks.selfChanged = true
        for subview in storedSubviews { subview.forgetComposited() }
    }
}
