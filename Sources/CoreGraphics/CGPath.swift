import CCairo
import Foundation

/// An immutable graphics path: subpaths of lines, curves, rectangles, ellipses and arcs, in the
/// coordinates they were added in.
///
/// Paths are recorded as elements and replayed into a Cairo context when filled, stroked or clipped,
/// so one path can be drawn into many contexts.
public class CGPath: @unchecked Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case moveToPoint(CGPoint)
        /// A straight line from the current point.
        case addLineToPoint(CGPoint)
        /// A quadratic Bézier curve: control point, end point.
        case addQuadCurveToPoint(CGPoint, CGPoint)
        /// A cubic Bézier curve: two control points, end point.
        case addCurveToPoint(CGPoint, CGPoint, CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    // Only mutated through CGMutablePath before the path is shared; see CGMutablePath.
    var storedElements: [Element] = []
    var currentPoint: CGPoint = .zero
    var subpathStart: CGPoint = .zero

    init(elements: [Element]) {
        for element in elements { append(element) }
    }

    /// Creates a path with a rectangle, transformed by `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storedElements)
    }

    /// Creates a path with an ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storedElements)
    }

    /// The elements, in order.
    public var elements: [Element] { storedElements }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storedElements.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included (Core
    /// Graphics' `boundingBox`); the null rectangle for an empty path.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in storedElements {
            switch element {
            case .moveToPoint(let p), .addLineToPoint(let p): points.append(p)
            case .addQuadCurveToPoint(let c, let p): points += [c, p]
            case .addCurveToPoint(let c1, let c2, let p): points += [c1, c2, p]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath { CGMutablePath(elements: storedElements) }

    /// The path with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return CGPath(elements: storedElements) }
        return CGPath(elements: storedElements.map { $0.applying(t) })
    }

    func append(_ element: Element) {
        storedElements.append(element)
        switch element {
        case .moveToPoint(let p):
            currentPoint = p; subpathStart = p
        case .addLineToPoint(let p), .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p):
            currentPoint = p
        case .closeSubpath:
            currentPoint = subpathStart
        }
    }

    /// Replays the path into a Cairo context as its current path (appending to what is there).
    func replay(into cr: OpaquePointer) {
        var current = CGPoint.zero
        for element in storedElements {
            switch element {
            case .moveToPoint(let p):
                cairo_move_to(cr, p.x, p.y); current = p
            case .addLineToPoint(let p):
                cairo_line_to(cr, p.x, p.y); current = p
            case .addQuadCurveToPoint(let c, let p):
                // A quadratic is the cubic with control points two thirds of the way to the quadratic's.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .addCurveToPoint(let c1, let c2, let p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }
}

/// A path that can be built up: lines, curves, rectangles, ellipses, arcs and other paths.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() { super.init(elements: []) }

    override init(elements: [Element]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.moveToPoint(point.applying(transform)))
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        append(.addLineToPoint(point.applying(transform)))
    }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        append(.addQuadCurveToPoint(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        append(.addCurveToPoint(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        guard !storedElements.isEmpty else { return }
        append(.closeSubpath)
    }

    /// Adds a closed rectangle subpath (clockwise on screen, starting at the origin corner).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds several rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`, made of four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        // The control-point distance that makes a cubic quarter circle: 4/3·(√2 − 1).
        let kappa: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let ox = rx * kappa, oy = ry * kappa
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + oy),
                 control2: CGPoint(x: cx + ox, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - ox, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + oy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - oy),
                 control2: CGPoint(x: cx - ox, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + ox, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - oy), transform: transform)
        closeSubpath()
    }

    /// Adds a rectangle with rounded corners of the given radii.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else { addRect(r, transform: transform); return }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + w * k, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + h - h * k), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + h * k),
                 control2: CGPoint(x: r.maxX - w + w * k, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - w * k, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - h + h * k), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - h * k),
                 control2: CGPoint(x: r.minX + w - w * k, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Adds an arc of a circle around `center` from `startAngle` to `endAngle` (radians, 0 along +x).
    ///
    /// As in Core Graphics, `clockwise` is meant in a y-up space: in UIKit's y-down coordinates, which
    /// every context here uses, `clockwise: true` runs counter-clockwise on screen (decreasing angles).
    /// A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                  increasing: !clockwise, transform: transform)
    }

    /// Adds another path's elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.storedElements { append(element.applying(transform)) }
    }

    /// Appends an arc as cubic curves, at most a quarter turn each. `increasing` runs from `startAngle`
    /// towards larger angles (clockwise on a y-down screen).
    func appendArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool,
                   transform: CGAffineTransform) {
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if increasing {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if endAngle - startAngle >= twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if startAngle - endAngle >= twoPi { sweep = -twoPi }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if storedElements.isEmpty || storedElements.last == .closeSubpath {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        // Control distance for a cubic approximating an arc of `step` radians.
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p3 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x))
            let c2 = CGPoint(x: center.x + radius * (p3.x + k * p3.y), y: center.y + radius * (p3.y - k * p3.x))
            let end = CGPoint(x: center.x + radius * p3.x, y: center.y + radius * p3.y)
            addCurve(to: end, control1: c1, control2: c2, transform: transform)
            angle = next
        }
    }

    /// Core Graphics starts a subpath at the current point when a line or curve comes first.
    private func startIfNeeded() {
        if storedElements.isEmpty { append(.moveToPoint(currentPoint)) }
    }
}

extension CGPath.Element {
    func applying(_ t: CGAffineTransform) -> CGPath.Element {
        if t.isIdentity { return self }
        switch self {
        case .moveToPoint(let p): return .moveToPoint(p.applying(t))
        case .addLineToPoint(let p): return .addLineToPoint(p.applying(t))
        case .addQuadCurveToPoint(let c, let p): return .addQuadCurveToPoint(c.applying(t), p.applying(t))
        case .addCurveToPoint(let c1, let c2, let p): return .addCurveToPoint(c1.applying(t), c2.applying(t), p.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
