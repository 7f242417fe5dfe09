import CoreGraphics

/// Whose own pixels a damage rectangle is: the view whose look changed there, and whether the rectangle is
/// where it was last frame (`old`) or where it is now. Damage from anything else (a removed window, a
/// repainted subtree, a rejected copy-scroll) has no view.
struct DamageSource: Equatable {
    let view: ObjectIdentifier?
    let old: Bool

    /// Damage that is not one view's own pixels.
    static let none = DamageSource(view: nil, old: false)

    init(view: ObjectIdentifier?, old: Bool) {
        self.view = view
        self.old = old
    }

    init(view: UIView, old: Bool) {
        self.init(view: ObjectIdentifier(view), old: old)
    }
}

/// The pixels under small opaque views, kept by a ``Compositor`` so that when such a view hides, moves or
/// leaves its superview while nothing under it changed, its rectangle is put back with a copy of rows
/// instead of being repainted (docs/drawing.md, "Save-under").
///
/// A saved rectangle holds what the screen shows there without the view. It is taken in the frame the view
/// appears on a rectangle, from the bitmap before that frame paints, when the only damage over the
/// rectangle is the view's own new pixels (or pixels this frame put back): the bitmap there is then the
/// previous frame's, in which the view was not there and nothing else has changed since. It stays right
/// while no damage other than the view's own touches the rectangle: every pixel a change of any other view
/// (under it, over it, an ancestor moving or clipping, a copy-scroll) alters lies in the damage, so any such
/// damage over the rectangle drops it. A full frame (new scale or size) drops them all.
@MainActor
struct SaveUnder {
    /// One view's saved rectangle.
    struct Saved {
        let view: ObjectIdentifier
        /// The view itself, to tell whether it still shows there. Held strongly, not weakly: a weak
        /// reference gives the view a side table, after which every retain and release of it takes the
        /// runtime's slow path (two more code pages a frame). A save holds its view only until the view
        /// leaves the rectangle or something else changes there (a removed view's area is damaged in this
        /// compositor's next frame, which releases it), and while it does its identity cannot be reused.
        let reference: UIView
        /// Device pixels: the view's ``CompositedView/ownRect`` when it was saved.
        let rect: CGRect
        var pixels: [UInt32]
        /// Taken this frame and not read yet: the repaint reads it before anything paints the rectangle, or
        /// reads it while filling the view's colour (``fillPending(of:in:with:context:)``).
        var pending: Bool
    }

    /// The largest view kept, in device pixels: 16,384 (64 × 64 points at scale 2, 128 × 128 at scale 1,
    /// 64 KB of pixels). Saving costs a copy of the rectangle in every frame the view appears or moves,
    /// and that copy must stay well under what it saves (Cairo's set-up and repaint of what is under a
    /// small view); carets, cursors, badges, thumbs and dragged cards are below it, panels are not.
    static let maximumPixels = 16_384
    /// At most this many rectangles are kept (2 MB at the largest size, half a 1280 × 800 screen):
    /// saving stops until one is released.
    static let maximumSaves = 32

    private(set) var saved: [Saved] = []
    /// Pixel buffers of released saves, reused so a blinking caret allocates once.
    private var spare: [[UInt32]] = []
    /// The rectangles the last ``apply(damage:sources:arrivals:shifted:context:owner:)`` put back; the
    /// buffer is kept from frame to frame (no allocation in a blinking caret's frames).
    private(set) var restored: [CGRect] = []
    /// How many of ``saved`` are ``Saved/pending``: most frames have none, and then the repaint's checks are
    /// one comparison each.
    private var pendingCount = 0
    /// How many saves were taken in one pass with their view's fill (``fillPending(of:in:with:context:)``),
    /// since this was made: tests tell that path from a read and a fill.
    private(set) var filledWhileSaving = 0

    /// Which entries of a frame's damage were put back and need no repaint: bit `i` for entry `i`. Only the
    /// first 64 entries can be skipped (a later one put back is also repainted, to the same pixels): a bit
    /// set rather than an array of flags, whose generic storage type the runtime looks up on first use in
    /// a frame (nine code pages of metadata caches on a cold frame).
    struct Skipped {
        private(set) var bits: UInt64 = 0
        var isEmpty: Bool { bits == 0 }
        /// Whether entry `index` was put back.
        func contains(_ index: Int) -> Bool { index < 64 && bits & (1 << UInt64(index)) != 0 }
        mutating func insert(_ index: Int) { if index < 64 { bits |= 1 << UInt64(index) } }
    }

    /// Whether a view with this record is kept: one opaque colour on whole device pixels (no content,
    /// axis-aligned, fully opaque with its ancestors, unmasked) and at most ``maximumPixels`` pixels.
    static func qualifies(_ record: CompositedView) -> Bool {
        let look = record.appearance
        guard look.opacity >= 1, look.mask == nil, CoverSearch.isPlain(record), !record.ownRect.isDeviceNull else { return false }
        return record.ownRect.width * record.ownRect.height <= CGFloat(maximumPixels)
    }

    var isEmpty: Bool { saved.isEmpty }

    /// Forgets every saved rectangle (a full frame: the bitmap is repainted or replaced).
    mutating func removeAll() {
        while !saved.isEmpty { release(saved.count - 1) }
        clearRestored()
    }

    /// Forgets which rectangles the last frame put back (keeping the buffer).
    mutating func clearRestored() {
        if !restored.isEmpty { restored.removeAll(keepingCapacity: true) }
    }

    /// One frame's step, after the walk and copy-scroll and before the repaint: drops the saves something
    /// else changed under, puts back the rectangles of saved views that left them, and saves under the views
    /// the walk found on new rectangles. `damage` and `sources` are the walk's (`sources` may be shorter:
    /// later entries have no view). The rectangles put back are ``restored``; returns which entries of
    /// `damage` need no repaint (a saved view's old rectangle, put back).
    mutating func apply(damage: [CGRect], sources: [DamageSource], arrivals: [UIView], shifted: [CGRect],
                        context: CGContext, owner: ObjectIdentifier) -> Skipped {
        clearRestored()
        var skip = Skipped()
        // Loops, not closures: a closure formed here is isolated to the main actor and checks its executor
        // when called (code pages of the concurrency runtime on a cold frame).
        var index = saved.count - 1
        while index >= 0 {
            if Self.isDisturbed(saved[index].rect, for: saved[index].view, damage: damage, sources: sources, shifted: shifted) {
                release(index)
            }
            index -= 1
        }
        index = saved.count - 1
        while index >= 0 {
            let save = saved[index]
            var departed = false
            for entry in sources.indices where entry < damage.count && sources[entry] == DamageSource(view: save.view, old: true)
                && damage[entry].isSameDeviceRect(save.rect) {
                departed = true
            }
            // A view that left but is still there has a new look on the same pixels: the save stays right.
            if departed, !Self.currentRect(of: save.reference, owner: owner).isSameDeviceRect(save.rect),
               context.writeDevicePixels(save.pixels, in: save.rect) {
                for entry in sources.indices where entry < damage.count && sources[entry] == DamageSource(view: save.view, old: true)
                    && damage[entry].isSameDeviceRect(save.rect) {
                    skip.insert(entry)
                }
                if restored.capacity == 0 { restored.reserveCapacity(Self.maximumSaves) }
                restored.append(save.rect)
                release(index)
            }
            index -= 1
        }
        for view in arrivals {
            save(under: view, damage: damage, sources: sources, skip: skip, shifted: shifted, context: context, owner: owner)
        }
        return skip
    }

    /// Keeps the pixels under `view` (on the rectangle it shows on now) when the bitmap there is the screen
    /// without it: every damage entry over the rectangle is its own new pixels or was put back this frame.
    private mutating func save(under view: UIView, damage: [CGRect], sources: [DamageSource], skip: Skipped, shifted: [CGRect],
                               context: CGContext, owner: ObjectIdentifier) {
        guard view.compositedSummary.owner == owner, let record = view.displayState.composited, Self.qualifies(record) else { return }
        let rect = record.ownRect, id = ObjectIdentifier(view)
        for entry in damage.indices where damage[entry].overlaps(rect) {
            let own = entry < sources.count && sources[entry] == DamageSource(view: id, old: false)
            let putBack = skip.contains(entry)
            if !own, !putBack { return }
        }
        for area in shifted where area.overlaps(rect) { return }
        var index = saved.count - 1
        while index >= 0 {
            if saved[index].view == id { release(index) }
            index -= 1
        }
        guard saved.count < Self.maximumSaves else { return }
        // Not read here: nothing paints before the repaint, which reads it when it reaches the rectangle, or
        // in one pass with the view's own colour when it fills the rectangle directly (a caret appearing).
        if saved.capacity == 0 { saved.reserveCapacity(Self.maximumSaves) }
        saved.append(Saved(view: id, reference: view, rect: rect, pixels: spare.popLast() ?? [], pending: true))
        pendingCount += 1
    }

    /// Reads the pixels of the saves taken this frame whose rectangle overlaps `area` (all of them when
    /// `area` is `nil`), except `view`'s: called by the repaint before it paints `area`. A rectangle that
    /// cannot be read (not on whole pixels inside the bitmap) is not kept.
    mutating func readPending(overlapping area: CGRect?, except view: ObjectIdentifier? = nil, context: CGContext) {
        guard pendingCount > 0 else { return }
        var index = saved.count - 1
        // Field by field: a copy of the whole save would retain and release its view and its pixels.
        while index >= 0 {
            var touched = saved[index].pending && saved[index].view != view
            if touched, let area { touched = saved[index].rect.overlaps(area) }
            if touched {
                saved[index].pending = false
                pendingCount -= 1
                let rect = saved[index].rect
                if !context.readDevicePixels(in: rect, into: &saved[index].pixels) { release(index) }
            }
            index -= 1
        }
    }

    /// Fills `rect` with `colour` and keeps what it replaces, in one pass, when `rect` is exactly a save of
    /// `view` taken this frame and not read yet (the repaint found `view` to be the whole rectangle, with
    /// nothing painted over it). Returns whether it did; otherwise nothing was written.
    mutating func fillPending(of view: ObjectIdentifier, in rect: CGRect, with colour: CGColor, context: CGContext) -> Bool {
        guard pendingCount > 0 else { return false }
        for index in saved.indices where saved[index].pending && saved[index].view == view && saved[index].rect.isSameDeviceRect(rect) {
            saved[index].pending = false
            pendingCount -= 1
            guard context.fillDevicePixels(in: rect, with: colour, saving: &saved[index].pixels) else {
                release(index)
                return false
            }
            filledWhileSaving &+= 1
            return true
        }
        return false
    }

    /// Whether damage other than `view`'s own, or a copy-scroll, touches `rect`.
    private static func isDisturbed(_ rect: CGRect, for view: ObjectIdentifier, damage: [CGRect], sources: [DamageSource],
                                    shifted: [CGRect]) -> Bool {
        for entry in damage.indices where damage[entry].overlaps(rect) {
            if entry >= sources.count || sources[entry].view != view { return true }
        }
        for area in shifted where area.overlaps(rect) { return true }
        return false
    }

    /// The rectangle `view` shows on in this compositor's frame, or null when it shows nowhere (hidden,
    /// removed, gone).
    private static func currentRect(of view: UIView, owner: ObjectIdentifier) -> CGRect {
        guard view.compositedSummary.owner == owner, let record = view.displayState.composited else { return .deviceNull }
        return record.ownRect
    }

    private mutating func release(_ index: Int) {
        let save = saved.remove(at: index)
        if save.pending { pendingCount -= 1 }
        if spare.count < 4 { spare.append(save.pixels) }
    }
}
