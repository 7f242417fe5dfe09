import CoreGraphics

extension UIColor {
    /// Makes this the fill colour of the current context.
    @MainActor public func setFill() { GraphicsContextStack.currentOrReport("UIColor.setFill")?.setFillColor(cgColor) }

    /// Makes this the stroke colour of the current context.
    @MainActor public func setStroke() { GraphicsContextStack.currentOrReport("UIColor.setStroke")?.setStrokeColor(cgColor) }

    /// Makes this both the fill and the stroke colour of the current context.
    @MainActor public func set() {
        guard let context = GraphicsContextStack.currentOrReport("UIColor.set") else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }
}
