import CCairo
import Foundation

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    /// The line stops at its end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square

    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, cut off beyond the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel

    var cairo: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}

/// Which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number (the default).
    case winding
    /// Odd number of crossings.
    case evenOdd

    var cairo: cairo_fill_rule_t { self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD }
}

/// What ``CGContext/drawPath(using:)`` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill, non-zero winding.
    case fill
    /// Fill, even-odd.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill (non-zero) then stroke.
    case fillStroke
    /// Fill (even-odd) then stroke.
    case eoFillStroke
}

/// How drawing combines with what is already in the bitmap (the subset Cairo has operators for).
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal
    /// Replace the destination, alpha included.
    case copy
    /// Transparent where drawn.
    case clear
    /// Multiply.
    case multiply
    /// Screen.
    case screen

    var cairo: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .copy: CAIRO_OPERATOR_SOURCE
        case .clear: CAIRO_OPERATOR_CLEAR
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        }
    }
}

/// How images are resampled when drawn scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (bilinear).
    case `default`
    /// Nearest neighbour.
    case none
    /// Bilinear.
    case low
    /// Bilinear.
    case medium
    /// Best (Cairo's `GOOD` filter).
    case high

    var cairo: cairo_filter_t {
        switch self {
        case .none: CAIRO_FILTER_NEAREST
        case .default, .low, .medium: CAIRO_FILTER_BILINEAR
        case .high: CAIRO_FILTER_GOOD
        }
    }
}
