import Foundation

/// An affine transformation matrix for 2-D graphics, as Core Graphics defines it.
///
/// The matrix is `[a b 0; c d 0; tx ty 1]` and applies to row vectors: a point `(x, y)` maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`. `t1.concatenating(t2)` applies `t1` first, then `t2`.
/// Core Graphics is not available on Linux, so this package's `CoreGraphics` module provides this type.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The entry at row 3, column 1 (horizontal translation).
    public var tx: CGFloat
    /// The entry at row 3, column 2 (vertical translation).
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Creates the identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A transform that scales by `(sx, sy)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A transform that rotates by `angle` radians. In UIKit's flipped coordinates (y down) a positive
    /// angle rotates clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`: the result applies `self` first.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation followed by this transform (Core Graphics' `CGAffineTransformTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale followed by this transform (Core Graphics' `CGAffineTransformScale`).
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation followed by this transform (Core Graphics' `CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part; zero means the transform cannot be inverted.
    public var determinant: CGFloat { a * d - b * c }

    /// The inverse transform. As Core Graphics documents, a transform that cannot be inverted (zero
    /// determinant, or non-finite entries) is returned unchanged.
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through the linear part of `t` (translation does not apply to sizes).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners, as Core Graphics defines it.
    /// The null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.b == 0 && t.c == 0 {
            // Axis-aligned fast path: no rotation or shear, the box is the mapped rectangle itself.
            return CGRect(
                x: minX * t.a + t.tx, y: minY * t.d + t.ty, width: width * t.a, height: height * t.d
            ).standardized
        }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
        ]
        var lowX = corners[0].x, highX = corners[0].x, lowY = corners[0].y, highY = corners[0].y
        for corner in corners.dropFirst() {
            lowX = Swift.min(lowX, corner.x); highX = Swift.max(highX, corner.x)
            lowY = Swift.min(lowY, corner.y); highY = Swift.max(highY, corner.y)
        }
        return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
}
