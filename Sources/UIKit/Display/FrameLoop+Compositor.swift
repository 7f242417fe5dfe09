import CoreGraphics

extension ScreenFrame {
    /// A copy of a drawing context's bitmap (the compositor's screen), in the same pixel format.
    public init?(copying context: CGContext) {
        let copied = context.withUnsafeBitmap { pixels, _, _, bytesPerRow in (Array(pixels), bytesPerRow) }
        self.init(width: context.width, height: context.height, bytesPerRow: copied.1, bytes: copied.0)
    }
}

extension FrameLoop {
    /// Makes the drawing system's ``Compositor`` for the main screen the frame loop's display and
    /// composite steps: each refresh redraws the views whose content is invalid, recomposites what changed,
    /// and hands the screen to the presenter with the damaged rectangles (only they are copied into the
    /// presented frame, ``ScreenFrameBuffer``). A refresh that changed nothing presents nothing, unless the
    /// display asked for its picture again (``setNeedsPresent()``): then the last frame goes out with no
    /// damage. Throws when the screen's pixel size cannot be allocated.
    public func attachCompositor() throws {
        let compositor = try Compositor(screen: application.mainScreen)
        let buffer = ScreenFrameBuffer()
        display = nil   // the compositor's walk draws invalid views as it composites
        composite = { [unowned self] _ in
            let damage = compositor.renderFrame()
            if damage.isEmpty, !needsPresent { return nil }
            return buffer.frame(from: compositor.context, damage: damage)
        }
    }
}
