import CXkbcommon
import Foundation

/// A compiled XKB keymap: which keysyms each key gives on each layout and level, which keys repeat, and
/// the modifiers.
///
/// Made from RMLVO names (``KeymapNames``); the names are checked against xkb-data's layout list first,
/// so a misspelt layout is reported with the close names.
public final class Keymap {
    /// The names the keymap was made from, as given (empty fields are xkbcommon's defaults).
    public let names: KeymapNames
    let context: XkbContext
    let pointer: OpaquePointer

    /// Compiles the keymap for `names`.
    ///
    /// - Parameters:
    ///   - catalog: the layout list to check the names against; by default xkb-data's
    ///     (``LayoutCatalog/defaultPath(environment:)``), skipped when that file does not exist.
    /// - Throws: ``KeyboardError/unknownLayout(_:suggestions:)``, ``KeyboardError/unknownVariant(_:layout:suggestions:)``,
    ///   or ``KeyboardError/keymapCompilationFailed(_:messages:)`` with xkbcommon's messages.
    public init(names: KeymapNames, catalog: LayoutCatalog? = nil) throws(KeyboardError) {
        let checked: LayoutCatalog?
        if let catalog {
            checked = catalog
        } else {
            let path = LayoutCatalog.defaultPath(environment: ProcessInfo.processInfo.environment)
            checked = FileManager.default.fileExists(atPath: path) ? try LayoutCatalog(path: path) : nil
        }
        try checked?.validate(names)
        let context = try XkbContext()
        let compiled: OpaquePointer? = names.rules.withCString { rules in
            names.model.withCString { model in
                names.layout.withCString { layout in
                    names.variant.withCString { variant in
                        names.options.withCString { options in
                            // Empty fields are passed as NULL: xkbcommon then uses its defaults.
                            var rmlvo = xkb_rule_names(
                                rules: names.rules.isEmpty ? nil : rules, model: names.model.isEmpty ? nil : model,
                                layout: names.layout.isEmpty ? nil : layout, variant: names.variant.isEmpty ? nil : variant,
                                options: names.options.isEmpty ? nil : options)
                            return xkb_keymap_new_from_names(context.pointer, &rmlvo, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let compiled else {
            throw .keymapCompilationFailed(names, messages: context.takeMessages())
        }
        self.names = names
        self.context = context
        self.pointer = compiled
    }

    deinit { xkb_keymap_unref(pointer) }

    /// The layouts (groups) of the keymap, by their descriptive names (`"German"`).
    public var layoutNames: [String] {
        (0..<xkb_keymap_num_layouts(pointer)).map { index in
            xkb_keymap_layout_get_name(pointer, index).map { String(cString: $0) } ?? ""
        }
    }

    /// Whether the key with evdev code `code` repeats while held.
    public func repeats(code: UInt32) -> Bool {
        xkb_keymap_key_repeats(pointer, code + Self.evdevOffset) != 0
    }

    /// XKB key codes are evdev codes plus 8 (the X11 convention xkbcommon keeps).
    static let evdevOffset: UInt32 = 8
}
