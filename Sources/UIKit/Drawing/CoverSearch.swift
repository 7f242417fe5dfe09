import CoreGraphics

/// Looks for the last view in painting order that paints every pixel of a device rectangle with an opaque
/// colour (its background fully opaque, nothing above it in its subtree's ancestry translucent or masked,
/// axis-aligned, its bounds on screen, clipped, containing the rectangle), and what is painted after it
/// there. Views are visited in reverse painting order, entering only subtrees whose
/// recorded area overlaps the rectangle.
@MainActor
struct CoverSearch {
    let rect: CGRect
    let owner: ObjectIdentifier
    /// The covering view, once found.
    private(set) var cover: UIView?
    /// The views painted after ``cover`` that touch the rectangle, front-most first, while each is a plain
    /// opaque colour on whole device pixels (``isPlain(_:)``): then the rectangle is the cover's colour with
    /// theirs written over it, and its pixels can be written directly (a caret over a recoloured button).
    /// `nil` once one is not.
    private(set) var plainAbove: [UIView]? = []

    init(rect: CGRect, owner: ObjectIdentifier) {
        self.rect = rect
        self.owner = owner
    }

    /// Searches `view`'s subtree (stops once a cover is found).
    mutating func visit(_ view: UIView) {
        // The summary first: most views looked at are outside the rectangle, and reading the whole record
        // or other fields costs cache lines (memory round trips on a cold frame).
        let summary = view.compositedSummary
        guard cover == nil, summary.owner == owner, summary.subtreeRect.overlaps(rect), !view.isHidden, view.alpha > 0,
              let record = view.displayState.composited else { return }
        let look = record.appearance
        // A mask or translucency here affects the whole subtree: nothing in it covers, and it paints there.
        guard view.mask == nil, look.opacity >= 1 else {
            plainAbove = nil
            return
        }
        for subview in view.storedSubviews.reversed() {
            visit(subview)
            if cover != nil { return }
        }
        if let background = look.background, background.alpha >= 1, look.transform.b == 0, look.transform.c == 0,
           look.bounds.applying(look.transform).deviceIntersection(look.clip).deviceContains(rect) {
            cover = view
        } else if record.ownRect.overlaps(rect) {
            if plainAbove != nil, Self.isPlain(record), view.displayState.content == nil {
                plainAbove?.append(view)
            } else {
                plainAbove = nil
            }
        }
    }

    /// Whether a view (fully opaque, unmasked, as the search has checked) paints exactly its own rectangle of
    /// device pixels with an opaque colour: no content, axis-aligned, and its clipped bounds on screen on
    /// whole pixels (Cairo fills such a rectangle without antialiasing, so writing the pixels directly gives
    /// the same result).
    static func isPlain(_ record: CompositedView) -> Bool {
        let look = record.appearance
        guard let background = look.background, background.alpha >= 1, look.contentPlacement.isNull,
              look.transform.b == 0, look.transform.c == 0 else { return false }
        // The rectangle arithmetic is CGRect+Device.swift's, inlined (no calls into libFoundation).
        return look.bounds.applying(look.transform).deviceIntersection(look.clip).isSameDeviceRect(record.ownRect)
    }
}
