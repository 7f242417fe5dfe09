import CoreGraphics

// The display step of a frame: every visible view whose content is invalid draws, once, with the union
// of its invalid rectangles.
extension UIView {
    /// Redraws the content if it is invalid: marked with `setNeedsDisplay`, never drawn, drawn at another
    /// scale, or resized with ``ContentMode/redraw``. Other content modes keep the cached bitmap and place
    /// it (``contentPlacement(contentSize:)``).
    func displayIfNeeded(scale: CGFloat) {
        let bounds = storedBounds
        if let content = displayState.content,
           content.scale != scale || (contentMode == .redraw && content.pointSize != bounds.size) {
            displayState.needsDisplay = true
            displayState.invalidRect = bounds
            displayState.content = nil
        }
        guard displayState.needsDisplay else { return }
        // A view with no area has nothing to draw yet, but its content is still owed: it stays invalid, so
        // the first frame after it gets a size draws it (whatever its content mode).
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else {
            displayState.content = nil
            return
        }
        displayState.needsDisplay = false
        let invalid = displayState.invalidRect
        displayState.invalidRect = .null
        // A bitmap of the current size is redrawn in part; a resize under a positional content mode (no
        // bitmap of this size yet) draws the whole bounds into a new one.
        var reused = displayState.content
        if let existing = reused, existing.pointSize != bounds.size { reused = nil }
        // A partial redraw covers whole device pixels of the bitmap, as UIKit's dirty rectangles do: its
        // clear and fills stay whole-pixel (docs/decisions.md, "The last allocations per key").
        let dirty = reused == nil ? bounds
            : invalid.intersection(bounds).roundedOutToPixels(scale: scale, origin: bounds.origin).intersection(bounds)
        guard !dirty.isNull, dirty.width > 0, dirty.height > 0 else { return }

        var pending = PendingViewBitmap.make(view: self, dirty: dirty, scale: scale, reused: reused)
        defer { PendingViewBitmap.recycle(&pending) }
        // An existing bitmap is cleared in the dirty part whether or not draw(_:) asks for the context.
        if reused != nil { _ = pending.materialize() }
        GraphicsContextStack.entries.append(.pendingView(pending))
        displayState.defaultDrawRan = false
        draw(dirty)
        GraphicsContextStack.entries.removeLast()
        pending.finish()

        if let context = pending.materialized {
            if reused == nil {
                displayState.content = ViewContent(context: context, pointSize: bounds.size, scale: scale)
            }
            displayState.contentVersion &+= 1
        } else if displayState.defaultDrawRan || reused == nil {
            // Nothing was drawn: no bitmap (UIView's own draw(_:) does nothing).
            if displayState.content != nil { displayState.contentVersion &+= 1 }
            displayState.content = nil
        }
    }

    /// Displays every visible view of the subtree that needs it (snapshots of views off screen).
    func displaySubtreeIfNeeded(scale: CGFloat) {
        guard !isHidden else { return }
        displayIfNeeded(scale: scale)
        mask?.displaySubtreeIfNeeded(scale: scale)
        for subview in storedSubviews { subview.displaySubtreeIfNeeded(scale: scale) }
    }

    /// The scale the view's content is drawn at: its window's screen's.
    var drawingScale: CGFloat {
        // A view outside every window (drawn into an image, say) has no screen: the shared application's
        // main screen stands in.
        window?.screen.scale ?? UIApplication.shared.mainScreen.scale
    }
}
