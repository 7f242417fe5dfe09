import CoreGraphics

/// Looks for the last view in painting order that paints every pixel of a device rectangle with an opaque
/// colour (its background fully opaque, nothing above it in its subtree's ancestry translucent or masked,
/// axis-aligned, its bounds on screen, clipped, containing the rectangle), and whether anything painted
/// after it touches the rectangle. Views are visited in reverse painting order, entering only subtrees whose
/// recorded area overlaps the rectangle.
@MainActor
struct CoverSearch {
    let rect: CGRect
    let owner: ObjectIdentifier
    /// The covering view, once found.
    private(set) var cover: UIView?
    /// Whether no view painted after ``cover`` touches the rectangle (then the rectangle is the cover's
    /// colour alone).
    private(set) var alone = true

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
            alone = false
            return
        }
        for subview in view.storedSubviews.reversed() {
            visit(subview)
            if cover != nil { return }
        }
        if let background = look.background, background.alpha >= 1, look.transform.b == 0, look.transform.c == 0,
           look.bounds.applying(look.transform).intersection(look.clip).contains(rect) {
            cover = view
        } else if record.ownRect.overlaps(rect) {
            alone = false
        }
    }
}
