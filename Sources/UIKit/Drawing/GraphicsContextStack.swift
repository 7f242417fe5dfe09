import CoreGraphics

/// The stack of current graphics contexts: what ``UIGraphicsGetCurrentContext()`` returns.
///
/// While a view draws, the top entry is the view's pending bitmap, created only when the view asks for
/// the context (directly or through `UIColor.setFill()`, `UIBezierPath.fill()`, `UIRectFill` …): a view
/// whose `draw(_:)` never draws costs no bitmap.
@MainActor
enum GraphicsContextStack {
    enum Entry {
        case context(CGContext)
        case pendingView(PendingViewBitmap)
    }

    static var entries: [Entry] = []

    static var current: CGContext? {
        switch entries.last {
        case .context(let context): return context
        case .pendingView(let pending): return pending.materialize()
        case nil: return nil
        }
    }

    /// The current context, or `nil` after reporting that `operation` had nothing to draw into (as UIKit
    /// logs "invalid context 0x0").
    static func currentOrReport(_ operation: String) -> CGContext? {
        if let current { return current }
        // A drawing function has no object to start from.
        UIApplication.reportDiagnostic(
            "\(operation): no current graphics context (draw inside draw(_:), UIGraphicsImageRenderer or after "
                + "UIGraphicsPushContext); ignored", in: nil)
        return nil
    }
}

/// A view's bitmap that is made when its `draw(_:)` first asks for the context.
@MainActor
final class PendingViewBitmap {
    /// The view drawing. `unowned(unsafe)`: read only while the view draws (inside its own
    /// `displayIfNeeded`), and left behind, never read, once the object is kept for the next redraw.
    private(set) unowned(unsafe) var view: UIView
    private(set) var dirty: CGRect
    private(set) var scale: CGFloat
    /// The bitmap being redrawn in part, when the view already has one of the right size.
    private(set) var reused: ViewContent?
    private(set) var materialized: CGContext?
    private var failed = false
    private var depthBefore = 0

    /// The object of the last redraw, kept for the next one: a redraw per view per frame made one each
    /// time (docs/benchmarks.md, issue 28, "Session 40").
    private static var spare: PendingViewBitmap?

    private init(view: UIView, dirty: CGRect, scale: CGFloat, reused: ViewContent?) {
        self.view = view; self.dirty = dirty; self.scale = scale; self.reused = reused
    }

    /// A pending bitmap for one redraw of `view`: the kept one when there is one (a redraw nested in
    /// another's `draw(_:)` finds none and makes its own), with every field set as a new one's.
    static func make(view: UIView, dirty: CGRect, scale: CGFloat, reused: ViewContent?) -> PendingViewBitmap {
        guard let pending = spare else { return PendingViewBitmap(view: view, dirty: dirty, scale: scale, reused: reused) }
        spare = nil
        pending.view = view
        pending.dirty = dirty
        pending.scale = scale
        pending.reused = reused
        pending.materialized = nil
        pending.failed = false
        pending.depthBefore = 0
        return pending
    }

    /// Keeps `pending` for the next redraw once its redraw is over, when nothing else holds it; it lets go
    /// of the bitmap and content it held.
    static func recycle(_ pending: inout PendingViewBitmap) {
        guard isKnownUniquelyReferenced(&pending) else { return }
        pending.reused = nil
        pending.materialized = nil
        spare = pending
    }

    func materialize() -> CGContext? {
        if let materialized { return materialized }
        guard !failed else { return nil }
        let bounds = view.bounds
        let context: CGContext
        if let reused {
            context = reused.context
        } else {
            do {
                context = try CGContext(width: Int((bounds.width * scale).rounded(.up)),
                                        height: Int((bounds.height * scale).rounded(.up)))
            } catch {
                failed = true
                UIApplication.reportDiagnostic("\(view.traceDescriptionForDrawing) cannot draw: \(error)", in: view.window?.application)
                return nil
            }
        }
        // The context's origin is the bounds origin, in points, as UIKit sets it up for draw(_:).
        depthBefore = context.gStateDepth
        context.saveGState()
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context.clip(to: dirty)
        if reused != nil, view.clearsContextBeforeDrawing { context.clear(dirty) }
        materialized = context
        return context
    }

    /// Ends drawing: balances the state pushed by ``materialize()``, whatever draw(_:) left unbalanced.
    func finish() {
        guard let materialized else { return }
        materialized.restoreGState(toDepth: depthBefore)
    }
}

extension UIView {
    var traceDescriptionForDrawing: String { accessibilityIdentifier.map { "view \"\($0)\"" } ?? "\(type(of: self))" }
}

/// The context that drawing functions draw into: the view's bitmap inside `draw(_:)`, an image
/// renderer's inside its actions, or one pushed with ``UIGraphicsPushContext(_:)``; `nil` elsewhere.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// Makes `context` the current context until the matching ``UIGraphicsPopContext()``.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.entries.append(.context(context)) }

/// Restores the context that was current before the last ``UIGraphicsPushContext(_:)``.
@MainActor
public func UIGraphicsPopContext() {
    guard case .context = GraphicsContextStack.entries.last else {
        // A drawing function has no object to start from.
        UIApplication.reportDiagnostic("UIGraphicsPopContext: no context was pushed; ignored", in: nil)
        return
    }
    GraphicsContextStack.entries.removeLast()
}

/// Fills `rect` with the current fill colour.
@MainActor
public func UIRectFill(_ rect: CGRect) { GraphicsContextStack.currentOrReport("UIRectFill")?.fill(rect) }

/// Strokes a one-point frame just inside `rect` with the current fill colour, as UIKit does.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = GraphicsContextStack.currentOrReport("UIRectFrame") else { return }
    let r = rect.standardized
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: 1), CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
        CGRect(x: r.minX, y: r.minY + 1, width: 1, height: r.height - 2),
        CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: r.height - 2),
    ])
}
