import CoreGraphics

/// Renders a screen's visible windows into a bitmap of the screen's pixel size, redrawing only the views
/// whose content is invalid and recompositing only the regions that changed.
///
/// Call ``renderFrame()`` once per frame (the replay's frame writer, `uikit render` and a display loop
/// do). One frame, in order:
/// 1. the layout pass;
/// 2. a walk of the views that changed, back to front: each setter of something the compositor shows
///    (frame, bounds, centre, transform, alpha, hidden, colour, clipping, content mode, mask, subviews,
///    `setNeedsDisplay`) marks its view and tells its ancestors, so the walk descends only into marked
///    subtrees and into subtrees whose position, clip or opacity above them changed; each invalid view it
///    reaches draws (``UIView/draw(_:)`` with the union of its invalid rectangles), and what it looks
///    like now is compared with what it looked like in the previous frame; a difference damages the old
///    and the new area; a view no longer visible (hidden, removed, its window gone) damages its old area.
///    A frame where nothing was marked walks nothing;
/// 3. the damaged rectangles are cleared to the screen's black and the windows are painted again, clipped
///    to them, skipping every subtree outside them.
///
/// The cost of a frame follows the damaged area and the number of views that changed or overlap it, not
/// the number of views on the screen.
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
    /// How many views the last ``renderFrame()`` looked at to find the damage (unchanged subtrees are not
    /// entered).
    public private(set) var lastVisitedViewCount = 0

    /// More damaged rectangles than this are merged, closest first, until this many remain: clipping to
    /// many small rectangles costs more than painting a few more pixels.
    public static let maximumDamageRectangles = 16

    /// The windows shown in the last frame, to damage where a window that went away was.
    private var previousWindows: [UIWindow] = []
    /// ``UIView/compositingGeneration`` after the last frame: the same number means nothing was marked.
    private var seenGeneration = -1
    private var needsFullDamage = true
    private var needsFullWalk = true
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
        CompositingRemovals.liveOwners.insert(ObjectIdentifier(self))
    }

    isolated deinit {
        CompositingRemovals.liveOwners.remove(ObjectIdentifier(self))
        CompositingRemovals.damage[ObjectIdentifier(self)] = nil
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
        let owner = ObjectIdentifier(self)
        let windows = application.windows.filter { $0.screen === screen && !$0.isHidden }
        let sameWindows = windows.count == previousWindows.count && zip(windows, previousWindows).allSatisfy { $0 === $1 }
        if sameWindows, !needsFullDamage, UIView.compositingGeneration == seenGeneration,
           CompositingRemovals.damage[owner] == nil {
            // Nothing was marked since the last frame: nothing to walk, nothing to paint.
            lastDamage = []
            lastPaintedViewCount = 0
            lastVisitedViewCount = 0
            return []
        }
        var walk = DamageWalk(owner: owner, scale: scale, forced: needsFullWalk,
                              screenRect: CGRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height))
        for rect in CompositingRemovals.take(for: owner) { walk.damage(rect) }
        for window in previousWindows where !windows.contains(where: { $0 === window }) {
            if let record = window.displayState.composited, record.owner == owner { walk.damage(record.subtreeRect) }
            window.forgetComposited()
        }
        // Drawing during the walk (a draw(_:) that changes a property) marks views again: those marks
        // are for the next frame, so the count is taken before.
        seenGeneration = UIView.compositingGeneration
        for window in windows { walk.visit(window, parent: CGAffineTransform(scaleX: scale, y: scale), clip: walk.screenRect, opacity: 1) }
        previousWindows = windows
        needsFullWalk = false
        if needsFullDamage {
            walk.damage = [walk.screenRect]
            needsFullDamage = false
        }
        lastVisitedViewCount = walk.visitedCount
        lastDamage = Self.merged(walk.damage)
        repaint(lastDamage, windows: windows)
        return lastDamage
    }

    /// Marks the whole screen damaged for the next frame.
    public func setNeedsFullFrame() {
        needsFullDamage = true
        needsFullWalk = true
    }

    private func resizeIfNeeded() {
        guard let size = try? Self.pixelSize(of: screen) else { return }
        guard size != pixelSize || screen.scale != scale else { return }
        guard let resized = try? CGContext(width: size.width, height: size.height) else { return }
        context = resized
        pixelSize = size
        scale = screen.scale
        needsFullDamage = true
        needsFullWalk = true
    }

    private func repaint(_ damage: [CGRect], windows: [UIWindow]) {
        lastPaintedViewCount = 0
        guard !damage.isEmpty else { return }
        // Each rectangle covered by one opaque view is painted from that view on: what is behind it would
        // be painted over exactly (docs/drawing.md, "Occlusion").
        let owner = ObjectIdentifier(self)
        let covers = damage.map { rect in windows.reduce(nil as UIView?) { Self.lastOpaqueCover(of: rect, in: $1, owner: owner) ?? $0 } }
        if covers.allSatisfy({ $0 != nil }) {
            for (rect, cover) in zip(damage, covers) {
                context.saveGState()
                context.clip(to: [rect])
                context.scaleBy(x: scale, y: scale)
                let painter = ViewPainter(context: context, cull: [rect], startingAt: cover)
                for window in windows { painter.paint(window) }
                lastPaintedViewCount += painter.paintedCount
                context.restoreGState()
            }
            return
        }
        context.saveGState()
        context.clip(to: damage)
        context.setBlendMode(.copy)
        context.setFillColor(.black)
        context.fill(damage)
        context.setBlendMode(.normal)
        context.scaleBy(x: scale, y: scale)
        let painter = ViewPainter(context: context, cull: damage)
        for window in windows { painter.paint(window) }
        lastPaintedViewCount = painter.paintedCount
        context.restoreGState()
    }

    /// The last view in painting order, within `view`'s subtree, that paints every pixel of `rect` with an
    /// opaque colour: its background fully opaque, nothing above it translucent or masked, axis-aligned,
    /// its bounds on screen (clipped) containing `rect`. `nil` when none does.
    static func lastOpaqueCover(of rect: CGRect, in view: UIView, owner: ObjectIdentifier) -> UIView? {
        guard !view.isHidden, view.alpha > 0, let record = view.displayState.composited, record.owner == owner,
              record.subtreeRect.overlaps(rect) else { return nil }
        let look = record.appearance
        // A mask or translucency here affects the whole subtree: nothing in it covers.
        guard view.mask == nil, look.opacity >= 1 else { return nil }
        for subview in view.storedSubviews.reversed() {
            if let cover = lastOpaqueCover(of: rect, in: subview, owner: owner) { return cover }
        }
        guard let background = look.background, background.alpha >= 1,
              look.transform.b == 0, look.transform.c == 0 else { return nil }
        let painted = look.bounds.applying(look.transform).intersection(look.clip)
        return painted.contains(rect) ? view : nil
    }

    /// Rectangles that overlap are joined; then, while more than ``maximumDamageRectangles`` remain, the two
    /// whose joined box adds the fewest pixels are joined.
    static func merged(_ rects: [CGRect]) -> [CGRect] {
        var result: [CGRect] = []
        result.reserveCapacity(rects.count)
        for rect in rects where !rect.isNull && rect.width > 0 && rect.height > 0 {
            var joined = rect
            // Joining can make a box that overlaps rectangles already kept: repeat until none does.
            var index = result.count - 1
            while index >= 0 {
                if result[index].overlaps(joined) {
                    joined = joined.union(result.remove(at: index))
                    index = result.count - 1
                } else {
                    index -= 1
                }
            }
            result.append(joined)
        }
        guard result.count > maximumDamageRectangles else { return result }
        // Many scattered rectangles (hundreds of views moved): one box, not a quadratic search.
        guard result.count <= 4 * maximumDamageRectangles else {
            return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
        }
        while result.count > maximumDamageRectangles {
            var best = (i: 0, j: 1, cost: CGFloat.infinity)
            for i in result.indices {
                for j in result.indices where j > i {
                    let box = result[i].union(result[j])
                    let cost = box.width * box.height - result[i].width * result[i].height - result[j].width * result[j].height
                    if cost < best.cost { best = (i, j, cost) }
                }
            }
            let box = result[best.i].union(result[best.j])
            result.remove(at: best.j)
            result[best.i] = box
            // The new box may overlap others: fold them in.
            var k = result.count - 1
            while k >= 0 {
                if k != best.i, k < result.count, result[k].overlaps(result[best.i]) {
                    let other = result.remove(at: k)
                    if k < best.i { best.i -= 1 }
                    result[best.i] = result[best.i].union(other)
                    k = result.count - 1
                } else {
                    k -= 1
                }
            }
        }
        return result
    }
}

/// One frame's walk over the changed views: displays invalid views, records how each looks and collects
/// the damage.
@MainActor
struct DamageWalk {
    let owner: ObjectIdentifier
    let scale: CGFloat
    /// Every view is looked at (the first frame, a new scale).
    let forced: Bool
    let screenRect: CGRect
    var damage: [CGRect] = []
    var visitedCount = 0

    init(owner: ObjectIdentifier, scale: CGFloat, forced: Bool, screenRect: CGRect) {
        self.owner = owner
        self.scale = scale
        self.forced = forced
        self.screenRect = screenRect
    }

    mutating func damage(_ rect: CGRect) {
        let clipped = rect.intersection(screenRect)
        if !clipped.isNull, clipped.width > 0, clipped.height > 0 { damage.append(clipped) }
    }

    /// Visits `view` given its parent's bounds-to-device transform, the device clip and the opacity above
    /// it; returns the device rectangle its subtree covers (null when invisible). A view whose inputs are
    /// what they were last frame and that has no marks is not entered: its recorded rectangle stands.
    @discardableResult
    mutating func visit(_ view: UIView, parent: CGAffineTransform, clip: CGRect, opacity: CGFloat) -> CGRect {
        let marks = view.compositingMarks
        let old = view.displayState.composited
        let known = old.map { $0.owner == owner } ?? false
        if known, !forced, !marks.selfChanged, !marks.descendantChanged, let old,
           old.inputs.clip == clip, old.inputs.opacity == opacity, old.inputs.parent == parent {
            return old.subtreeRect
        }
        visitedCount += 1
        view.compositingMarks = CompositingMarks(selfChanged: false, descendantChanged: false, orderChanged: false)
        guard !view.isHidden, view.alpha > 0 else {
            if known, let old { damage(old.subtreeRect) }
            view.forgetComposited()
            view.compositingMarks.selfChanged = false
            return .null
        }
        let inputs = CompositedView.Inputs(parent: parent, clip: clip, opacity: opacity)
        let ownOnly = known && !forced && !marks.selfChanged && view.mask == nil && old?.inputs == inputs
        var record: CompositedView
        if ownOnly, let old {
            // Only descendants changed: this view's own look is what it was.
            record = old
        } else {
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
            if known, let old {
                if old.appearance != appearance || marks.orderChanged {
                    damage(old.ownRect)
                    if ownRect != old.ownRect { damage(ownRect) }
                }
                if marks.orderChanged, old.subtreeRect != old.ownRect { damage(old.subtreeRect) }
            } else {
                damage(ownRect)
            }
            record = CompositedView(owner: owner, inputs: inputs, appearance: appearance, ownRect: ownRect, subtreeRect: ownRect)
        }
        var subtree = record.ownRect
        let childTransform = record.appearance.transform, childClip = record.appearance.clip
        let childOpacity = record.appearance.opacity
        for subview in view.storedSubviews {
            let child = visit(subview, parent: childTransform, clip: childClip, opacity: childOpacity)
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
            // The mask is not walked by the compositor: its marks are spent here, so its next change is
            // heard again (``UIView/noteCompositingChange()`` stops at a view already marked).
            view.compositingMarks = CompositingMarks(selfChanged: false, descendantChanged: false, orderChanged: false)
            for subview in view.storedSubviews { add(subview) }
        }
        add(self)
        return hasher.finalize()
    }
}
