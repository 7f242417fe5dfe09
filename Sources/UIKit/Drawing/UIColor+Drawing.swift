import CoreGraphics

extension UIColor {
    /// The colour as a Core Graphics colour.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Creates a colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

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
