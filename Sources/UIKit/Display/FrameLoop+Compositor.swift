import CoreGraphics

extension ScreenFrame {
    /// A copy of a drawing context's bitmap (the compositor's screen), in the same pixel format: a frame
    /// that owns its pixels, unchanged by later drawing into the context.
    public init?(copying context: CGContext) {
        let copied = context.withUnsafeBitmap { pixels, _, _, bytesPerRow in (Array(pixels), bytesPerRow) }
        self.init(width: context.width, height: context.height, bytesPerRow: copied.1, bytes: copied.0)
    }
}

extension ScreenFrame {
    /// A frame that borrows `context`'s bitmap (``init(borrowing:)``) with `damage` (device pixels,
    /// rounded out to whole pixels, clipped to the frame) as its damage: what the frame loop presents after
    /// the compositor drew `damage`. Returns `nil` when the context's size cannot make a frame.
    public init?(borrowing context: CGContext, damage: [CGRect]) {
        var regions: [Region] = []
        self.init(borrowing: context, damage: damage, reusing: &regions)
    }

    /// The same frame, its damage built in `storage`'s buffer (emptied first, then holding the frame's
    /// damage): a frame loop that passes the same variable every frame allocates no damage list once the
    /// previous frame is gone (a presenter that kept a frame keeps its damage: the buffer is then copied,
    /// not changed under it). Returns `nil`, leaving `storage` empty, when the context's size cannot make a
    /// frame.
    public init?(borrowing context: CGContext, damage: [CGRect], reusing storage: inout [Region]) {
        // One array, no closure: this runs in every frame with changes (a closure formed in main-actor code
        // checks its executor when called; each array is an allocation and its code pages on a cold frame).
        storage.removeAll(keepingCapacity: true)
        let layout = context.withUnsafeBitmap { pixels, width, height, bytesPerRow in
            (width: width, height: height, bytesPerRow: bytesPerRow, count: pixels.count)
        }
        guard Self.fits(width: layout.width, height: layout.height, bytesPerRow: layout.bytesPerRow, count: layout.count) else { return nil }
        storage.reserveCapacity(damage.count)
        for rect in damage {
            guard let region = Region(enclosing: rect) else { continue }
            let left = max(0, region.x), top = max(0, region.y)
            let right = min(layout.width, region.x.addingReportingOverflow(region.width).partialValue)
            let bottom = min(layout.height, region.y.addingReportingOverflow(region.height).partialValue)
            if left < right, top < bottom { storage.append(Region(x: left, y: top, width: right - left, height: bottom - top)) }
        }
        self.init(width: layout.width, height: layout.height, bytesPerRow: layout.bytesPerRow, storage: .borrowed(context),
                  damage: storage)
    }
}

extension ScreenFrame.Region {
    /// A damage rectangle in device pixels as whole pixels (rounded out); `nil` when empty or not finite.
    init?(enclosing rect: CGRect) {
        guard !rect.isNull, rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.maxX.isFinite, rect.maxY.isFinite,
              abs(rect.minX) < 1e9, abs(rect.minY) < 1e9, abs(rect.maxX) < 1e9, abs(rect.maxY) < 1e9 else { return nil }
        // Finite and under 10⁹: the inlined roundings (CGRect+Device.swift) are libm's, without its calls.
        let x = Int(rect.minX.deviceFloor), y = Int(rect.minY.deviceFloor)
        self.init(x: x, y: y, width: Int(rect.maxX.deviceCeiling) - x, height: Int(rect.maxY.deviceCeiling) - y)
    }
}

extension FrameLoop {
    /// Makes the drawing system's ``Compositor`` for the main screen the frame loop's display and
    /// composite steps: each refresh redraws the views whose content is invalid, recomposites what changed,
    /// and hands the presenter the compositor's screen bitmap itself (a frame that borrows it, no copy:
    /// ``ScreenFrame/init(borrowing:)``) with the damaged rectangles. A refresh that changed nothing
    /// presents nothing, unless the display asked for its picture again (``setNeedsPresent()``): then the
    /// screen goes out with no damage. Throws when the screen's pixel size cannot be allocated.
    ///
    /// The compositor draws only between presents (both run on the main actor, in a refresh's order), so
    /// a presenter reading the frame during its `present` sees a finished picture; a new screen size makes
    /// the compositor a new bitmap, which the next frame borrows with the whole frame damaged.
    public func attachCompositor() throws {
        let compositor = try Compositor(screen: application.mainScreen)
        display = nil   // the compositor's walk draws invalid views as it composites
        // Each frame's damage list is built in this one buffer (the presented frame is gone by the next).
        var regions: [ScreenFrame.Region] = []
        composite = { [unowned self] _ in
            // `renderChanges()`'s check for a frame with no change runs here, reading one word.
            guard let damage = compositor.renderChanges() else {
                return needsPresent ? ScreenFrame(borrowing: compositor.context, damage: [], reusing: &regions) : nil
            }
            return ScreenFrame(borrowing: compositor.context, damage: damage, reusing: &regions)
        }
    }
}
