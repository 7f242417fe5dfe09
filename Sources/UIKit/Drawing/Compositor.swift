import CoreGraphics

/// Renders a screen's visible windows into a bitmap of the screen's pixel size, redrawing only the views
/// whose content is invalid and recompositing only the regions that changed.
///
/// Call ``renderFrame()`` once per frame (the replay's frame writer, `uikit render` and a display loop
/// do). One frame, in order:
/// 1. the layout pass;
/// 2. a walk of the visible views, back to front: each invalid view draws (``UIView/draw(_:)`` with the
///    union of its invalid rectangles), and what it looks like now (device transform, clip, opacity,
///    background colour, content version and placement, mask) is compared with what it looked like in the
///    previous frame; a difference damages the old and the new area; a view no longer visible damages its
///    old area;
/// 3. the damaged rectangles are cleared to the screen's black and the windows are painted again, clipped
///    to them, skipping every subtree outside them.
///
/// Changes are found by comparison, not by notifications from the view setters, so nothing that changes a
/// view's look (frame, bounds, centre, transform, alpha, hidden, colour, subviews added or removed,
/// `setNeedsDisplay`) can be missed. The walk costs a few microseconds per hundred views.
@MainActor
public final class Compositor {
    /// The screen rendered.
    public let screen: UIScreen
    /// The screen bitmap (device pixels: the screen's size times its scale).
    public private(set) var context: CGContext
    /// The damaged device rectangles the last ``renderFrame()`` recomposited (empty when nothing changed).
    public private(set) var lastDamage: [CGRect] = []
    /// How many views the last ``renderFrame()`` painted (views outside the damage are skipped).
    public private(set) var lastPaintedViewCount = 0

    /// More damaged rectangles than this are merged into their bounding box: clipping to many small
    /// rectangles costs more than painting a few more pixels.
    public static let maximumDamageRectangles = 16

    private var frameSerial = 0
    /// The views visible in the last frame. Held strongly so that a view removed and released since still
    /// damages where it was; they are let go at the next frame.
    private var previousViews: [UIView] = []
    private var needsFullDamage = true
    private var pixelSize: (width: Int, height: Int)
    private var scale: CGFloat

    /// Creates a compositor for `screen` (default: the shared application's main screen, the only one a
    /// default argument can start from). Throws ``CGDrawingError`` when the
    /// screen's pixel size cannot be allocated.
    public init(screen: UIScreen = UIApplication.shared.mainScreen) throws {
        self.screen = screen
        self.scale = screen.scale
        pixelSize = try Self.pixelSize(of: screen)
        context = try CGContext(width: pixelSize.width, height: pixelSize.height)
    }

    private static func pixelSize(of screen: UIScreen) throws -> (width: Int, height: Int) {
        let width = (screen.bounds.width * screen.scale).rounded(.up), height = (screen.bounds.height * screen.scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= CGFloat(CGImage.maximumPixelDimension), height <= CGFloat(CGImage.maximumPixelDimension)
        else { throw CGDrawingError.unsupportedSize(width: Double(width), height: Double(height)) }
        return (Int(width), Int(height))
    }

    /// A copy of the screen as it is after the last frame.
    public func makeImage() -> CGImage? { context.makeImage() }

    /// Renders one frame (layout, display, composite of the damage) and returns the damaged rectangles in
    /// device pixels.
    @discardableResult
    public func renderFrame() -> [CGRect] {
        // The screen's application lays out and owns the windows on it.
        let application = UIApplication.serving(screen.application)
        application.layoutPass()
        resizeIfNeeded()
        frameSerial &+= 1
        let windows = application.windows.filter { $0.screen === screen && !$0.isHidden }
        var walk = DamageWalk(owner: ObjectIdentifier(self), frame: frameSerial, scale: scale,
                              screenRect: CGRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height))
        for window in windows { walk.visit(window, parent: CGAffineTransform(scaleX: scale, y: scale), clip: walk.screenRect, opacity: 1) }
        for view in previousViews {
            guard let record = view.displayState.composited, record.owner == walk.owner, record.frame != frameSerial else { continue }
            walk.damage(record.ownRect)
            view.displayState.composited = nil
        }
        previousViews = walk.visited
        if needsFullDamage {
            walk.damage = [walk.screenRect]
            needsFullDamage = false
        }
        lastDamage = Self.merged(walk.damage)
        repaint(lastDamage, windows: windows)
        return lastDamage
    }

    /// Marks the whole screen damaged for the next frame.
    public func setNeedsFullFrame() { needsFullDamage = true }

    private func resizeIfNeeded() {
        guard let size = try? Self.pixelSize(of: screen) else { return }
        guard size != pixelSize || screen.scale != scale else { return }
        guard let resized = try? CGContext(width: size.width, height: size.height) else { return }
        context = resized
        pixelSize = size
        scale = screen.scale
        needsFullDamage = true
    }

    private func repaint(_ damage: [CGRect], windows: [UIWindow]) {
        lastPaintedViewCount = 0
        guard let cull = damage.first.map({ damage.dropFirst().reduce($0) { $0.union($1) } }) else { return }
        context.saveGState()
        context.clip(to: damage)
        context.setBlendMode(.copy)
        context.setFillColor(.black)
        context.fill(damage)
        context.setBlendMode(.normal)
        context.scaleBy(x: scale, y: scale)
        let painter = ViewPainter(context: context, cull: cull)
        for window in windows { painter.paint(window) }
        lastPaintedViewCount = painter.paintedCount
        context.restoreGState()
    }

    /// Few rectangles stay as they are; many become their bounding box.
    static func merged(_ rects: [CGRect]) -> [CGRect] {
        let nonEmpty = rects.filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
        guard nonEmpty.count > maximumDamageRectangles, let first = nonEmpty.first else { return nonEmpty }
        return [nonEmpty.dropFirst().reduce(first) { $0.union($1) }]
    }
}

/// One frame's walk over the visible views: displays invalid views, records how each looks and collects
/// the damage.
@MainActor
struct DamageWalk {
    let owner: ObjectIdentifier
    let frame: Int
    let scale: CGFloat
    let screenRect: CGRect
    var damage: [CGRect] = []
    var visited: [UIView] = []

    mutating func damage(_ rect: CGRect) {
        let clipped = rect.intersection(screenRect)
        if !clipped.isNull, clipped.width > 0, clipped.height > 0 { damage.append(clipped) }
    }

    /// Visits `view` given its parent's bounds-to-device transform, the device clip and the opacity above
    /// it; returns the device rectangle its subtree covers (null when invisible).
    @discardableResult
    mutating func visit(_ view: UIView, parent: CGAffineTransform, clip: CGRect, opacity: CGFloat) -> CGRect {
        guard !view.isHidden, view.alpha > 0 else { return .null }
        view.displayIfNeeded(scale: scale)
        let transform = view.transformToSuperview.concatenating(parent)
        let bounds = view.storedBounds
        let boundsOnScreen = bounds.applying(transform)
        let ownClip = view.clipsToBounds ? clip.intersection(boundsOnScreen) : clip
        let content = view.displayState.content
        let placement = content.map { view.contentPlacement(contentSize: $0.pointSize) } ?? .null
        var covered = CGRect.null
        if view.backgroundColor.map({ $0.alpha > 0 }) ?? false { covered = boundsOnScreen }
        if !placement.isNull { covered = covered.union(placement.applying(transform)) }
        let ownRect = Self.roundedOut(covered.intersection(ownClip))
        let mask = view.mask
        let appearance = CompositedView.Appearance(
            transform: transform, clip: ownClip, opacity: opacity * view.alpha, background: view.backgroundColor,
            contentVersion: view.displayState.contentVersion, contentPlacement: placement, bounds: bounds,
            mask: mask.map(ObjectIdentifier.init), maskSignature: mask.map { $0.maskSignature(scale: scale) } ?? 0)
        let old = view.displayState.composited
        if let old, old.owner == owner {
            if old.appearance != appearance {
                damage(old.ownRect)
                if ownRect != old.ownRect { damage(ownRect) }
            }
        } else {
            damage(ownRect)
        }
        var record = CompositedView(owner: owner, frame: frame, appearance: appearance, ownRect: ownRect, subtreeRect: ownRect)
        visited.append(view)
        var subtree = ownRect
        for subview in view.storedSubviews {
            let child = visit(subview, parent: transform, clip: ownClip, opacity: opacity * view.alpha)
            if !child.isNull { subtree = subtree.union(child) }
        }
        record.subtreeRect = subtree
        view.displayState.composited = record
        return subtree
    }

    static func roundedOut(_ rect: CGRect) -> CGRect {
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return .null }
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        return CGRect(x: minX, y: minY, width: rect.maxX.rounded(.up) - minX, height: rect.maxY.rounded(.up) - minY)
    }
}

extension UIView {
    /// A hash of how this view's subtree looks when used as a mask: geometry, alpha, visibility, colours
    /// and content versions, so a change anywhere in a mask damages the masked view. Masks are few and
    /// small; the whole subtree is hashed each frame.
    func maskSignature(scale: CGFloat) -> Int {
        var hasher = Hasher()
        func add(_ view: UIView) {
            view.displayIfNeeded(scale: scale)
            hasher.combine(view.storedCenter.x); hasher.combine(view.storedCenter.y)
            hasher.combine(view.storedBounds.origin.x); hasher.combine(view.storedBounds.origin.y)
            hasher.combine(view.storedBounds.width); hasher.combine(view.storedBounds.height)
            hasher.combine(view.storedTransform)
            hasher.combine(view.alpha); hasher.combine(view.isHidden); hasher.combine(view.clipsToBounds)
            hasher.combine(view.backgroundColor); hasher.combine(view.displayState.contentVersion)
            hasher.combine(view.storedSubviews.count)
            for subview in view.storedSubviews { add(subview) }
        }
        add(self)
        return hasher.finalize()
    }
}
