import CoreGraphics

/// A path of lines and curves with its own line style, filled and stroked into the current context.
///
/// Differences from iOS: `clockwise` in ``init(arcCenter:radius:startAngle:endAngle:clockwise:)`` means
/// clockwise on screen, as on iOS (the underlying `CGPath` uses Core Graphics' y-up meaning).
@MainActor
open class UIBezierPath {
    /// The path.
    public private(set) var cgPath: CGPath
    private var mutable: CGMutablePath
    /// The stroke width. Default 1.
    open var lineWidth: CGFloat = 1
    /// How line ends are drawn. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are drawn. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit. Default 10.
    open var miterLimit: CGFloat = 10
    /// Whether fills use the even-odd rule. Default `false`.
    open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public init() {
        mutable = CGMutablePath()
        cgPath = mutable
    }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        mutable.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        mutable.addEllipse(in: rect)
    }

    /// A rectangle with corners rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        mutable.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// An arc; `clockwise` as seen on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path from a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        mutable.addPath(cgPath)
    }

    /// Starts a subpath.
    open func move(to point: CGPoint) { mutable.move(to: point) }
    /// Adds a line.
    open func addLine(to point: CGPoint) { mutable.addLine(to: point) }
    /// Adds a cubic curve.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        mutable.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic curve.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { mutable.addQuadCurve(to: end, control: controlPoint) }
    /// Adds an arc; `clockwise` as seen on screen (increasing angles on a y-down screen).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics' `clockwise` is y-up; on a y-down screen its opposite is what the user sees.
        mutable.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the subpath.
    open func close() { mutable.closeSubpath() }
    /// Appends another path.
    open func append(_ path: UIBezierPath) { mutable.addPath(path.cgPath) }
    /// Removes every point.
    open func removeAllPoints() {
        mutable = CGMutablePath()
        cgPath = mutable
    }
    /// Whether the path is empty.
    open var isEmpty: Bool { cgPath.isEmpty }
    /// The bounding box of the path's points and control points.
    open var bounds: CGRect { cgPath.boundingBox }

    /// Sets the dash pattern.
    open func setLineDash(_ pattern: [CGFloat], phase: CGFloat) { dash = (pattern, phase) }

    /// Fills the path with the current fill colour.
    open func fill() {
        guard let context = GraphicsContextStack.currentOrReport("UIBezierPath.fill") else { return }
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current stroke colour and this path's line style.
    open func stroke() {
        guard let context = GraphicsContextStack.currentOrReport("UIBezierPath.stroke") else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dash.phase, lengths: dash.pattern)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let context = GraphicsContextStack.currentOrReport("UIBezierPath.addClip") else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
