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
    /// ``UIView/compositingGeneration`` as of the end of the last frame when nothing was left pending (no
    /// layout request, no full frame asked for, the screen's size and scale those of the bitmap); `-1`
    /// otherwise. While the count stays at this, nothing a frame shows changed: the first frame that finds
    /// it so clears the last frame's figures and claims the quiet frame (``UIView/compositingClock``),
    /// and the frames after it read that claim alone (docs/drawing.md, "A frame with no change").
    /// Stored properties of this class are `@exclusivity(unchecked)`: it runs on the main actor, nothing in
    /// it is reentrant, and a checked access calls the runtime's `swift_beginAccess` (three code pages of
    /// the runtime, its TLS and the loader's on a cold frame; docs/benchmarks.md, "Session 38").
    @exclusivity(unchecked) private var quietGeneration = -1
    /// Whether ``lastDamage`` and the other figures of the last frame still describe a frame with changes
    /// (the first quiet frame after it clears them).
    @exclusivity(unchecked) private var quietFramePending = false
    /// The screen bitmap (device pixels: the screen's size times its scale).
    ///
    /// A getter over the stored `bitmap`, not the stored property made public: a module that reads a stored property
    /// of another module's class checks the access itself (`swift_beginAccess`: the runtime's access set,
    /// its thread-local storage and the loader's, three code pages on a cold frame), as
    /// `@exclusivity(unchecked)` applies only in the module that declares it; this getter runs in this one.
    public var context: CGContext { bitmap }
    @exclusivity(unchecked) private var bitmap: CGContext
    /// The damaged device rectangles the last ``renderFrame()`` recomposited (empty when nothing changed).
    @exclusivity(unchecked) public private(set) var lastDamage: [CGRect] = []
    /// The device rectangles whose pixels the last ``renderFrame()`` moved rather than repainted (a view
    /// scrolled by whole pixels: copy-scroll); they are part of ``lastDamage``.
    @exclusivity(unchecked) public private(set) var lastCopyScrolledAreas: [CGRect] = []
    /// The device rectangles the last ``renderFrame()`` put back from the pixels kept under a small opaque
    /// view that hid, moved or left while nothing under it changed, with a copy of rows instead of a repaint
    /// (docs/drawing.md, "Save-under"); they are part of ``lastDamage``.
    public var lastRestoredAreas: [CGRect] { saveUnder.restored }
    /// How many small opaque views appearing were saved under and painted in one pass over their pixels
    /// since this compositor was made (docs/drawing.md, "Save-under"); for tests.
    var savesFilledInOnePass: Int { saveUnder.filledWhileSaving }
    /// How many views the last ``renderFrame()`` painted (views outside the damage are skipped; a rectangle
    /// that is one view's opaque colour, with only plain opaque colours on whole pixels painted over it, is
    /// written directly and counts those views only).
    @exclusivity(unchecked) public private(set) var lastPaintedViewCount = 0
    /// How many views the last ``renderFrame()`` looked at to find the damage (unchanged subtrees are not
    /// entered).
    @exclusivity(unchecked) public private(set) var lastVisitedViewCount = 0

    /// More damaged rectangles than this are merged, closest first, until this many remain: clipping to
    /// many small rectangles costs more than painting a few more pixels.
    public static let maximumDamageRectangles = 16

    /// The windows shown in the last frame, to damage where a window that went away was.
    @exclusivity(unchecked) private var previousWindows: [UIWindow] = []
    /// The visible windows on the screen, back to front, as of ``seenWindowOrder``.
    @exclusivity(unchecked) private var windows: [UIWindow] = []
    /// ``UIWindow/orderGeneration`` when ``windows`` was listed.
    @exclusivity(unchecked) private var seenWindowOrder = -1
    /// ``UIView/compositingGeneration`` after the last frame: the same number means nothing was marked.
    @exclusivity(unchecked) private var seenGeneration = -1
    /// The screen's size in points when the bitmap was made.
    @exclusivity(unchecked) private var seenScreenSize: CGSize
    @exclusivity(unchecked) private var needsFullDamage = true
    @exclusivity(unchecked) private var needsFullWalk = true
    @exclusivity(unchecked) private var pixelSize: (width: Int, height: Int)
    @exclusivity(unchecked) private var scale: CGFloat
    /// The pixels kept under small opaque views (docs/drawing.md, "Save-under").
    @exclusivity(unchecked) private var saveUnder = SaveUnder()
    /// Storage kept from frame to frame so a frame allocates no arrays once they are big enough (typing at
    /// 10 keys a second drew two frames per key, each allocating its damage lists: docs/benchmarks.md,
    /// "Session 38"): the walk's damage and sources, the merged damage (``lastDamage`` shares it; when the
    /// caller still holds the array a frame returned, the next frame makes a new one, as before), and
    /// ``repaint(_:windows:)``'s covers and one-rectangle cull.
    @exclusivity(unchecked) private var spareWalkDamage: [CGRect] = []
    @exclusivity(unchecked) private var spareWalkSources: [DamageSource] = []
    /// The walk's arrivals (views saved under), emptied after each frame so no view is held between frames.
    @exclusivity(unchecked) private var spareWalkArrivals: [UIView] = []
    @exclusivity(unchecked) private var spareDamage: [CGRect] = []
    @exclusivity(unchecked) private var repaintCovers: [UIView?] = []
    @exclusivity(unchecked) private var oneRectangle: [CGRect] = []

    /// Creates a compositor for `screen` (default: the shared application's main screen, the only one a
    /// default argument can start from). Throws ``CGDrawingError`` when the
    /// screen's pixel size cannot be allocated.
    public init(screen: UIScreen = UIApplication.shared.mainScreen) throws {
        self.screen = screen
        self.scale = screen.scale
        pixelSize = try Self.pixelSize(of: screen)
        seenScreenSize = screen.bounds.size
        bitmap = try CGContext(width: pixelSize.width, height: pixelSize.height)
        CompositingRemovals.liveOwners.insert(ObjectIdentifier(self))
    }

    isolated deinit {
        // A compositor made later at this address must not find the claim.
        if UIView.compositingClock.quietCompositor == quietClaim { UIView.compositingClock.quietCompositor = 0 }
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
    /// device pixels: every pixel that differs from the previous frame lies in one of them (a copy-scrolled
    /// area is returned whole, as its pixels moved).
    ///
    /// A frame with no change is decided in the caller's code: this check is inlined there (it reads
    /// one word of ``UIView/compositingClock``), so a quiet frame after an idle pause runs no code of this
    /// module (docs/drawing.md, "A frame with no change"). ``renderChanges()`` is the same frame without
    /// the empty array (a display loop's: it reads no other data).
    @inlinable @discardableResult
    public func renderFrame() -> [CGRect] {
        renderChanges() ?? []
    }

    /// Renders one frame as ``renderFrame()`` does, and returns `nil` instead of an empty array when the
    /// frame has nothing to present: nothing changed, or what changed left every pixel as it was.
    ///
    /// The check for a frame with no change is inlined into the caller and reads one word: whether this
    /// compositor holds the quiet claim (``UIView/compositingClock``'s `quietCompositor`). Every change a frame could
    /// show (a view marked or removed, a window shown, hidden or reordered, a layout request, the screen
    /// resized) moves ``UIView/compositingGeneration``, which takes the claim back. After an idle pause the
    /// caches are cold and each cache line and code page costs a memory round trip (docs/benchmarks.md,
    /// "Session 33"), so a quiet frame reads that one line, runs in the caller's code and returns `nil`,
    /// which is no pointer to read.
    @inlinable
    public func renderChanges() -> [CGRect]? {
        if UIView.compositingClock.quietCompositor == quietClaim { return nil }
        return renderFrameOutOfLine()
    }

    /// This compositor in ``UIView/compositingClock``'s `quietCompositor`: its identity as an integer.
    @inlinable
    var quietClaim: Int { Int(bitPattern: ObjectIdentifier(self)) }

    /// ``renderChanges()`` past its inlined check: the first quiet frame after a frame with changes (it
    /// clears that frame's figures and claims the quiet frame), or a frame where something may have changed.
    @usableFromInline @inline(never)
    func renderFrameOutOfLine() -> [CGRect]? {
        if UIView.compositingGeneration == quietGeneration {
            if quietFramePending { clearLastFrameFigures() }
            UIView.compositingClock.quietCompositor = quietClaim
            return nil
        }
        let damage = renderChangedFrame()
        return damage.isEmpty ? nil : damage
    }

    /// The last frame's figures become those of a frame with no change.
    private func clearLastFrameFigures() {
        quietFramePending = false
        if !lastDamage.isEmpty { lastDamage = [] }
        if !lastCopyScrolledAreas.isEmpty { lastCopyScrolledAreas = [] }
        saveUnder.clearRestored()
        lastPaintedViewCount = 0
        lastVisitedViewCount = 0
    }

    /// Records whether the frame just made left anything pending for the next (see ``quietGeneration``):
    /// `generation` is the count the frame saw after its layout pass.
    private func noteQuiet(_ application: UIApplication, generation: Int) {
        let quiet = UIView.compositingGeneration == generation && !application.layoutMayBeNeeded && !needsFullDamage
            && screen.bounds.size == seenScreenSize && screen.scale == scale
        quietGeneration = quiet ? generation : -1
    }

    /// ``renderFrame()`` when something may have changed since the last quiet frame.
    @inline(never)
    private func renderChangedFrame() -> [CGRect] {
        // The screen's application lays out and owns the windows on it.
        let application = UIApplication.serving(screen.application)
        application.layoutPass()
        // Nothing marked, no window shown, hidden or reordered, no view removed, the screen the same: the
        // frame is a few comparisons, touching no view (docs/drawing.md, "A frame with no change").
        if UIView.compositingGeneration == seenGeneration, UIWindow.orderGeneration == seenWindowOrder,
           !needsFullDamage, screen.bounds.size == seenScreenSize, screen.scale == scale {
            clearLastFrameFigures()
            noteQuiet(application, generation: seenGeneration)
            return []
        }
        resizeIfNeeded()
        let owner = ObjectIdentifier(self)
        let windowsListed = UIWindow.orderGeneration != seenWindowOrder
        if windowsListed {
            windows = application.windows.filter { $0.screen === screen && !$0.isHidden }
            seenWindowOrder = UIWindow.orderGeneration
        }
        var walk = DamageWalk(owner: owner, scale: scale, forced: needsFullWalk,
                              screenRect: CGRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height))
        swap(&walk.damage, &spareWalkDamage)
        swap(&walk.damageSources, &spareWalkSources)
        swap(&walk.arrivals, &spareWalkArrivals)
        walk.damage.removeAll(keepingCapacity: true)
        walk.damageSources.removeAll(keepingCapacity: true)
        for removal in CompositingRemovals.take(for: owner) { walk.damage(removal.rect, source: DamageSource(view: removal.view, old: true)) }
        // The windows are listed again only when the order moved; otherwise they are last frame's.
        for window in previousWindows where windowsListed && !windows.contains(where: { $0 === window }) {
            if let record = window.displayState.composited, record.owner == owner { walk.damage(record.subtreeRect) }
            window.forgetComposited()
        }
        // Windows that stay but changed order (a new level) overlap in another order: repainted.
        let staying = windowsListed ? windows.filter { window in previousWindows.contains { $0 === window } } : []
        if windowsListed, !staying.elementsEqual(previousWindows.filter { window in windows.contains { $0 === window } }, by: ===) {
            for window in staying {
                if let record = window.displayState.composited, record.owner == owner { walk.damage(record.subtreeRect) }
            }
        }
        // Drawing during the walk (a draw(_:) that changes a property) marks views again: those marks
        // are for the next frame, so the count is taken before.
        seenGeneration = UIView.compositingGeneration
        for window in windows { walk.visit(window, parent: CGAffineTransform(scaleX: scale, y: scale), clip: walk.screenRect, opacity: 1) }
        previousWindows = windows
        needsFullWalk = false
        var shifted: [CGRect] = []
        var restored: [CGRect] = []
        saveUnder.clearRestored()
        var repaintEntries = walk.damage
        if needsFullDamage {
            walk.damage = [walk.screenRect]
            repaintEntries = walk.damage
            needsFullDamage = false
            if !saveUnder.isEmpty { saveUnder.removeAll() }
        } else {
            shifted = copyScroll(walk.scrolls, damage: &walk.damage, windows: windows)
            repaintEntries = walk.damage
            // Small opaque views that left a rectangle with nothing changed under it: their saved pixels
            // go back and those rectangles are not repainted; views that arrived on one have theirs saved.
            if !saveUnder.isEmpty || !walk.arrivals.isEmpty {
                let skipped = saveUnder.apply(damage: walk.damage, sources: walk.damageSources, arrivals: walk.arrivals,
                                              shifted: shifted, context: context, owner: owner)
                restored = saveUnder.restored
                if !skipped.isEmpty {
                    repaintEntries = []
                    for (entry, rect) in walk.damage.enumerated() where !skipped.contains(entry) { repaintEntries.append(rect) }
                }
            }
        }
        lastVisitedViewCount = walk.visitedCount
        lastCopyScrolledAreas = shifted
        // Merged into last frame's storage: dropped from ``lastDamage`` first, it is unique unless the caller
        // still holds last frame's array.
        var repaintDamage: [CGRect] = []
        swap(&repaintDamage, &spareDamage)
        lastDamage = []
        repaintDamage.removeAll(keepingCapacity: true)
        Self.merge(repaintEntries, into: &repaintDamage)
        repaint(repaintDamage, windows: windows)
        // What the presenter uploads: everything that changed, the rectangles put back included: merged into
        // the repaint's list once it is painted (no new array in a hidden caret's frame).
        if !restored.isEmpty {
            repaintDamage.removeAll(keepingCapacity: true)
            Self.merge(walk.damage, into: &repaintDamage)
        }
        let changed = repaintDamage
        lastDamage = shifted.isEmpty ? changed : Self.merged(shifted + changed)
        spareDamage = repaintDamage
        // The walk's lists go back for the next frame (every other reference to them is gone by then).
        repaintEntries = []
        swap(&walk.damage, &spareWalkDamage)
        swap(&walk.damageSources, &spareWalkSources)
        if !walk.arrivals.isEmpty { walk.arrivals.removeAll(keepingCapacity: true) }
        swap(&walk.arrivals, &spareWalkArrivals)
        quietFramePending = true
        noteQuiet(application, generation: seenGeneration)
        return lastDamage
    }

    /// Marks the whole screen damaged for the next frame.
    public func setNeedsFullFrame() {
        needsFullDamage = true
        needsFullWalk = true
        quietGeneration = -1
        if UIView.compositingClock.quietCompositor == quietClaim { UIView.compositingClock.quietCompositor = 0 }
    }

    private func resizeIfNeeded() {
        guard screen.bounds.size != seenScreenSize || screen.scale != scale else { return }
        seenScreenSize = screen.bounds.size
        guard let size = try? Self.pixelSize(of: screen) else { return }
        guard size != pixelSize || screen.scale != scale else { return }
        guard let resized = try? CGContext(width: size.width, height: size.height) else { return }
        bitmap = resized
        pixelSize = size
        scale = screen.scale
        needsFullDamage = true
        needsFullWalk = true
    }

    private func repaint(_ damage: [CGRect], windows: [UIWindow]) {
        lastPaintedViewCount = 0
        // The saves taken this frame are read before anything paints over them (``SaveUnder``'s pending
        // saves); every saved rectangle is damage, so none is left here, but a save must never be unread.
        defer { saveUnder.readPending(overlapping: nil, context: context) }
        guard !damage.isEmpty else { return }
        // Each rectangle covered by one opaque view is painted from that view on: what is behind it would
        // be painted over exactly (docs/drawing.md, "Occlusion"). When the view is a plain opaque colour and
        // whatever paints there after it is too, on whole pixels, the rectangle is those colours: its pixels
        // are written directly, as Cairo would round them, without a path, a clip or a gstate (the caret, a
        // recoloured button, the caret over a recoloured button).
        let owner = ObjectIdentifier(self)
        repaintCovers.removeAll(keepingCapacity: true)
        defer { repaintCovers.removeAll(keepingCapacity: true) }
        var allCovered = true
        for rect in damage {
            var search = CoverSearch(rect: rect, owner: owner)
            // Front to back: the last window's views are painted last.
            for window in windows.reversed() where search.cover == nil { search.visit(window) }
            if let cover = search.cover, let above = search.plainAbove, cover.displayState.content == nil,
               let colour = cover.displayState.composited?.appearance.background {
                // A view saved this frame that is the whole rectangle (a caret appearing): what it replaces is
                // kept in the same pass over the pixels as its fill.
                let coverID = ObjectIdentifier(cover)
                saveUnder.readPending(overlapping: rect, except: coverID, context: context)
                if !(above.isEmpty && saveUnder.fillPending(of: coverID, in: rect, with: colour.cgColor, context: context)) {
                    saveUnder.readPending(overlapping: rect, context: context)
                    context.fillDevicePixels(in: rect, with: colour.cgColor)
                }
                // Plain colours painted after the cover, back to front, each on its own whole pixels.
                for view in above.reversed() {
                    guard let record = view.displayState.composited, let background = record.appearance.background else { continue }
                    context.fillDevicePixels(in: record.ownRect.intersection(rect), with: background.cgColor)
                }
                lastPaintedViewCount += 1 + above.count
                repaintCovers.append(nil)
                continue
            }
            if search.cover == nil { allCovered = false }
            repaintCovers.append(search.cover)
        }
        if allCovered {
            for (index, rect) in damage.enumerated() {
                guard let cover = repaintCovers[index] else { continue }
                saveUnder.readPending(overlapping: rect, context: context)
                oneRectangle.removeAll(keepingCapacity: true)
                oneRectangle.append(rect)
                context.saveGState()
                context.clip(to: oneRectangle)
                context.scaleBy(x: scale, y: scale)
                var painter = ViewPainter(context: context, cull: oneRectangle, startingAt: cover)
                for window in windows { painter.paint(window) }
                lastPaintedViewCount += painter.paintedCount
                context.restoreGState()
            }
            return
        }
        // Some rectangle shows what is behind every view: cleared to black and painted back to front (the
        // rectangles filled directly above are painted again, to the same pixels).
        saveUnder.readPending(overlapping: nil, context: context)
        context.saveGState()
        context.clip(to: damage)
        context.setBlendMode(.copy)
        context.setFillColor(.black)
        context.fill(damage)
        context.setBlendMode(.normal)
        context.scaleBy(x: scale, y: scale)
        var painter = ViewPainter(context: context, cull: damage)
        for window in windows { painter.paint(window) }
        lastPaintedViewCount = painter.paintedCount
        context.restoreGState()
    }

    /// Rectangles that overlap are joined; then, while more than ``maximumDamageRectangles`` remain, the two
    /// whose joined box adds the fewest pixels are joined.
    static func merged(_ rects: [CGRect]) -> [CGRect] {
        var result: [CGRect] = []
        result.reserveCapacity(rects.count)
        merge(rects, into: &result)
        return result
    }

    /// ``merged(_:)`` into `result` (emptied first by the caller), so a frame can reuse last frame's storage.
    static func merge(_ rects: [CGRect], into result: inout [CGRect]) {
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
        guard result.count > maximumDamageRectangles else { return }
        // Many scattered rectangles (hundreds of views moved): one box, not a quadratic search.
        guard result.count <= 4 * maximumDamageRectangles else {
            let box = result.dropFirst().reduce(result[0]) { $0.union($1) }
            result.removeAll(keepingCapacity: true)
            result.append(box)
            return
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
