import CPangoCairo
import Foundation
import Glibc

/// One Pango context per thread, made on first use and shared by every layout made on that thread
/// (``TextLine``'s chunks, ``TextBlock``, ``TextLayout``'s measurements), and the font description of the
/// last style laid out on that thread.
///
/// A context is a GObject with its own font description, language and matrix: making one for each layout
/// cost several heap allocations per keystroke in a text field (docs/benchmarks.md, "Session 38"), and so
/// did making and freeing a font description per layout. The contexts all came from
/// `pango_cairo_font_map_get_default()` with nothing changed on them, so one shared context lays text out
/// exactly as a fresh one did. Per thread, because Pango's default font map is per thread and its objects
/// are not thread-safe; a layout keeps its own reference, so the context outlives every layout made in it.
/// Nothing ever changes the shared context (that would lay every layout made in it out again).
final class SharedPangoContext {
    /// The thread-specific slot; its destructor drops the thread's state when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<SharedPangoContext>.fromOpaque(pointer).release() }
        }
        return key
    }()

    /// The thread's context (`nil` only when Pango has no font map).
    private let context: OpaquePointer?
    /// The description made for ``describedStyle``.
    private var description: OpaquePointer?
    /// The font fields of the style ``description`` was made for.
    private var describedStyle: (family: String, pointSize: CGFloat, isBold: Bool, isItalic: Bool)?

    private init() {
        context = pango_cairo_font_map_get_default().flatMap { pango_font_map_create_context($0) }
    }

    deinit {
        if let description { pango_font_description_free(description) }
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
    }

    /// The calling thread's state, made on first use.
    private static var state: SharedPangoContext {
        if let existing = pthread_getspecific(key) { return Unmanaged<SharedPangoContext>.fromOpaque(existing).takeUnretainedValue() }
        let made = SharedPangoContext()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// The calling thread's context (`nil` only when Pango has no font map).
    static var current: OpaquePointer? { state.context }

    /// A font description of `style`'s family, size, weight and slant, owned by the thread's state and
    /// valid until the next call on this thread (`pango_layout_set_font_description` copies it). Made again
    /// only when the style's font differs from the last one asked for.
    static func fontDescription(for style: TextStyle) -> OpaquePointer? {
        let state = self.state
        if let description = state.description, let described = state.describedStyle, described.family == style.family,
           described.pointSize == style.pointSize, described.isBold == style.isBold, described.isItalic == style.isItalic {
            return description
        }
        if let old = state.description { pango_font_description_free(old) }
        let description = pango_font_description_new()
        pango_font_description_set_family(description, style.family)
        pango_font_description_set_absolute_size(description, Double(style.pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, style.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, style.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        state.description = description
        state.describedStyle = (style.family, style.pointSize, style.isBold, style.isItalic)
        return description
    }
}
