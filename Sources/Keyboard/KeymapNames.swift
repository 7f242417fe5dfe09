import Foundation

/// The names that choose an XKB keymap: rules, model, layout, variant and options (RMLVO).
///
/// Layouts, variants and options are comma-separated lists, as in `setxkbmap`: `layout: "us,de"` with
/// `options: "grp:alt_shift_toggle"` gives two groups and a switch between them. An empty field takes
/// xkbcommon's default (`evdev`, `pc105`, `us`).
public struct KeymapNames: Hashable, Sendable, CustomStringConvertible {
    /// The rules file (`evdev`).
    public var rules: String
    /// The keyboard model (`pc105`).
    public var model: String
    /// The layouts (`us`, `de`, `fr`, or `us,de`).
    public var layout: String
    /// The variants, one per layout (`nodeadkeys`, or empty).
    public var variant: String
    /// The options (`ctrl:nocaps,compose:ralt`).
    public var options: String

    /// Creates names; empty fields take xkbcommon's defaults.
    public init(rules: String = "", model: String = "", layout: String = "", variant: String = "", options: String = "") {
        self.rules = rules
        self.model = model
        self.layout = layout
        self.variant = variant
        self.options = options
    }

    /// `rules/model/layout/variant/options`, the form recordings and traces store (``init(describing:)``).
    public var description: String { [rules, model, layout, variant, options].joined(separator: "/") }

    /// Parses ``description``'s form; `nil` unless there are exactly five `/`-separated fields.
    public init?(describing text: String) {
        let fields = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5 else { return nil }
        self.init(rules: fields[0], model: fields[1], layout: fields[2], variant: fields[3], options: fields[4])
    }

    /// The names a keyboard gets when nothing is said: `XKB_DEFAULT_RULES`, `_MODEL`, `_LAYOUT`,
    /// `_VARIANT` and `_OPTIONS` from `environment` when `XKB_DEFAULT_LAYOUT` is set, otherwise the
    /// system's keyboard configuration (Debian's `/etc/default/keyboard`, `XKBLAYOUT=` …), otherwise
    /// xkbcommon's defaults. The environment wins as a whole, so a layout from it never meets a variant
    /// meant for the system's layout.
    public static func systemDefault(
        environment: [String: String], systemConfiguration path: String = "/etc/default/keyboard"
    ) -> KeymapNames {
        if let layout = environment["XKB_DEFAULT_LAYOUT"], !layout.isEmpty {
            return KeymapNames(
                rules: environment["XKB_DEFAULT_RULES"] ?? "", model: environment["XKB_DEFAULT_MODEL"] ?? "",
                layout: layout, variant: environment["XKB_DEFAULT_VARIANT"] ?? "",
                options: environment["XKB_DEFAULT_OPTIONS"] ?? "")
        }
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            return fromDebianKeyboardFile(text)
        }
        return KeymapNames()
    }

    /// Reads Debian's `/etc/default/keyboard` (shell assignments `XKBMODEL="pc105"` …); other lines,
    /// comments and unknown keys are ignored.
    public static func fromDebianKeyboardFile(_ text: String) -> KeymapNames {
        var names = KeymapNames()
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals])
            var value = String(line[line.index(after: equals)...])
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            switch key {
            case "XKBMODEL": names.model = value
            case "XKBLAYOUT": names.layout = value
            case "XKBVARIANT": names.variant = value
            case "XKBOPTIONS": names.options = value
            default: continue
            }
        }
        return names
    }
}
