import CCairo
import CPangoCairo
import Foundation

/// How a run of text looks: font, colour, alignment and line limits. Our own type: UIKit's `UIFont`,
/// `NSAttributedString` attributes and `UILabel` settings map onto it.
public struct TextStyle: Hashable, Sendable {
    /// Horizontal alignment of each line within the layout width.
    public enum Alignment: Hashable, Sendable { case left, center, right, justified }

    /// A fontconfig family name (`"DejaVu Sans"`); a missing family falls back as fontconfig decides.
    public var family: String
    /// The font size in points.
    public var pointSize: CGFloat
    /// Whether the bold face is used.
    public var isBold: Bool
    /// Whether the italic face is used.
    public var isItalic: Bool
    /// The text colour.
    public var color: CGColor
    /// Alignment within the width the text is laid out in.
    public var alignment: Alignment
    /// The most lines shown; 0 means no limit. Text beyond is cut off with an ellipsis.
    public var numberOfLines: Int

    /// Creates a style.
    public init(family: String = "DejaVu Sans", pointSize: CGFloat = 17, isBold: Bool = false, isItalic: Bool = false,
                color: CGColor = .black, alignment: Alignment = .left, numberOfLines: Int = 0) {
        self.family = family; self.pointSize = pointSize; self.isBold = isBold; self.isItalic = isItalic
        self.color = color; self.alignment = alignment; self.numberOfLines = numberOfLines
    }
}

/// Lays text out with Pango (shaping, wrapping at word boundaries, ellipsis), measures it and draws it.
///
/// Sizes are in the units of the context the text is drawn in (points in UIKit), one unit per Pango
/// pixel. Measuring uses a context with the same font options as drawing into an unscaled bitmap, so a
/// label sized from ``size(of:style:width:)`` fits what ``CGContext/draw(_:style:in:)`` draws.
public enum TextLayout {
    /// The size `text` takes when wrapped to `width` (or on unwrapped lines when `nil`), rounded up to
    /// whole units.
    public static func size(of text: String, style: TextStyle, width: CGFloat? = nil) -> CGSize {
        guard let context = SharedPangoContext.current else { return .zero }
        guard let layout = pango_layout_new(context) else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, text: text, style: style, width: width, height: nil)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        return CGSize(width: CGFloat(logical.width), height: CGFloat(logical.height))
    }

    /// The height of one line of `style`'s font (ascent plus descent), in units.
    public static func lineHeight(of style: TextStyle) -> CGFloat { size(of: "Mg", style: style).height }

    /// The distance from the top of each laid-out line's box to its baseline, from the top of the layout
    /// (the first line's is its ascent), for `text` wrapped to `width` as ``size(of:style:width:)`` lays
    /// it out (lines beyond `style.numberOfLines` are not included). Unrounded units.
    public static func baselines(of text: String, style: TextStyle, width: CGFloat? = nil) -> [CGFloat] {
        guard let context = SharedPangoContext.current else { return [] }
        guard let layout = pango_layout_new(context) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, text: text, style: style, width: width, height: nil)
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var result: [CGFloat] = []
        repeat {
            result.append(CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE))
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }

    /// The ascent (line top to baseline) and descent (baseline to line bottom) of one line of `style`'s
    /// font as Pango lays it out, in unrounded units; both positive.
    public static func lineMetrics(of style: TextStyle) -> (ascent: CGFloat, descent: CGFloat) {
        guard let context = SharedPangoContext.current else { return (0, 0) }
        guard let layout = pango_layout_new(context) else { return (0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        configure(layout, text: "Mg", style: style, width: nil, height: nil)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let baseline = CGFloat(pango_layout_get_baseline(layout))
        return (baseline / scale, (CGFloat(logical.y + logical.height) - baseline) / scale)
    }

    /// Sets a layout's text, font, width, wrapping and ellipsis from `style`.
    static func configure(_ layout: OpaquePointer, text: String, style: TextStyle, width: CGFloat?, height: CGFloat?) {
        // Through `withCString`: a short string (up to 15 UTF-8 bytes, kept inside the `String` value) is
        // copied to the stack, where passing the `String` itself made a heap copy for every layout.
        text.withCString { pango_layout_set_text(layout, $0, -1) }
        // The thread's description of this font, made once per font rather than once per layout.
        pango_layout_set_font_description(layout, SharedPangoContext.fontDescription(for: style))
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width, 1_000_000) * CGFloat(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        } else {
            pango_layout_set_width(layout, -1)
        }
        switch style.alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        if style.numberOfLines > 0 {
            // A negative height limits the paragraph to that many lines, ellipsizing the last.
            pango_layout_set_height(layout, Int32(-style.numberOfLines))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        } else if let height, height.isFinite, height > 0, width != nil {
            pango_layout_set_height(layout, Int32(min(height, 1_000_000) * CGFloat(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
    }
}

extension CGContext {
    /// Draws `text` in `rect`: wrapped to its width, starting at its top, in `style`'s colour (with the
    /// global alpha). Text that does not fit the height is cut off with an ellipsis.
    public func draw(_ text: String, style: TextStyle, in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        TextLayout.configure(layout, text: text, style: style, width: r.width, height: r.height)
        paintShape {
            cairo_save(cr)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr)
            setSource(style.color)
            cairo_move_to(cr, r.minX, r.minY)
            pango_cairo_show_layout(cr, layout)
            cairo_restore(cr)
        }
    }

    /// Draws `text` on one unwrapped line with its top-left corner at `point`.
    public func draw(_ text: String, style: TextStyle, at point: CGPoint) {
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        TextLayout.configure(layout, text: text, style: style, width: nil, height: nil)
        paintShape {
            setSource(style.color)
            cairo_move_to(cr, point.x, point.y)
            pango_cairo_show_layout(cr, layout)
        }
    }
}
