/// Why a keymap or compose table could not be made. Each says what was wrong and what was expected.
public enum KeyboardError: Error, Equatable, CustomStringConvertible {
    /// The layout is not in xkb-data's list; the nearest names are offered.
    case unknownLayout(String, suggestions: [String])
    /// The variant is not one of the layout's.
    case unknownVariant(String, layout: String, suggestions: [String])
    /// xkb-data's rules list could not be read or parsed.
    case layoutListUnreadable(path: String, reason: String)
    /// xkbcommon could not compile a keymap for the names (its own messages attached).
    case keymapCompilationFailed(KeymapNames, messages: [String])
    /// A compose file could not be opened or did not parse.
    case composeFileInvalid(path: String, messages: [String])
    /// No compose table exists for the locale.
    case composeLocaleUnavailable(locale: String, messages: [String])
    /// xkbcommon could not make a context (its include paths are missing).
    case contextUnavailable

    public var description: String {
        switch self {
        case .unknownLayout(let name, let suggestions):
            let hint = suggestions.isEmpty ? "no layout has a close name" : "close names: \(suggestions.joined(separator: ", "))"
            return "unknown keyboard layout '\(name)': expected a layout from xkb-data's list (\(hint))"
        case .unknownVariant(let name, let layout, let suggestions):
            let hint = suggestions.isEmpty ? "the layout has no close variant" : "close names: \(suggestions.joined(separator: ", "))"
            return "unknown variant '\(name)' of keyboard layout '\(layout)' (\(hint))"
        case .layoutListUnreadable(let path, let reason):
            return "\(path): the keyboard layout list \(reason) (is xkb-data installed?)"
        case .keymapCompilationFailed(let names, let messages):
            return "xkbcommon could not compile a keymap for \(names)" + Self.details(messages)
        case .composeFileInvalid(let path, let messages):
            return "\(path): not a compose file xkbcommon can read" + Self.details(messages)
        case .composeLocaleUnavailable(let locale, let messages):
            return "no compose table for locale '\(locale)'" + Self.details(messages)
        case .contextUnavailable:
            return "xkbcommon could not create a context (its data directories are missing: is xkb-data installed?)"
        }
    }

    /// xkbcommon's messages attached to the error (empty for the errors found before calling it).
    public var messages: [String] {
        switch self {
        case .keymapCompilationFailed(_, let messages), .composeFileInvalid(_, let messages),
            .composeLocaleUnavailable(_, let messages):
            messages
        default:
            []
        }
    }

    private static func details(_ messages: [String]) -> String {
        messages.isEmpty ? "" : ": " + messages.joined(separator: "; ")
    }
}
