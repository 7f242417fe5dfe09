import Foundation

/// The layouts and variants xkb-data knows, read from a rules list (`/usr/share/X11/xkb/rules/evdev.lst`),
/// so an unknown name is reported with the close names instead of xkbcommon's bare compile failure.
public struct LayoutCatalog: Sendable {
    /// Layout names (`us`, `de`, `fr` …) with their descriptions.
    public let layouts: [String: String]
    /// Variant names by layout (`de` → `nodeadkeys`, …).
    public let variants: [String: Set<String>]
    /// The file it was read from.
    public let path: String

    /// Where xkb-data keeps the evdev rules list; `XKB_CONFIG_ROOT` moves it, as it moves xkbcommon's data.
    public static func defaultPath(environment: [String: String]) -> String {
        let root = environment["XKB_CONFIG_ROOT"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/X11/xkb"
        return root + "/rules/evdev.lst"
    }

    /// Reads the list at `path`.
    ///
    /// - Throws: ``KeyboardError/layoutListUnreadable(path:reason:)`` when it cannot be read or has no
    ///   `! layout` section.
    public init(path: String) throws(KeyboardError) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .layoutListUnreadable(path: path, reason: "cannot be read (\(error.localizedDescription))")
        }
        try self.init(text: text, path: path)
    }

    /// Parses a rules list's text: `! layout` lines `  name  Description`, `! variant` lines
    /// `  name  layout: Description`.
    public init(text: String, path: String) throws(KeyboardError) {
        var layouts: [String: String] = [:]
        var variants: [String: Set<String>] = [:]
        var section = ""
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("!") {
                section = line.dropFirst().trimmingCharacters(in: .whitespaces)
                continue
            }
            let parts = line.split(maxSplits: 1, whereSeparator: \.isWhitespace)
            guard let name = parts.first.map(String.init) else { continue }
            let rest = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            switch section {
            case "layout":
                layouts[name] = rest
            case "variant":
                guard let colon = rest.firstIndex(of: ":") else { continue }
                variants[String(rest[..<colon]), default: []].insert(name)
            default:
                continue
            }
        }
        guard !layouts.isEmpty else {
            throw .layoutListUnreadable(path: path, reason: "has no '! layout' section")
        }
        self.layouts = layouts
        self.variants = variants
        self.path = path
    }

    /// Checks every layout and variant of `names`, in order.
    ///
    /// - Throws: ``KeyboardError/unknownLayout(_:suggestions:)`` or
    ///   ``KeyboardError/unknownVariant(_:layout:suggestions:)`` for the first unknown one.
    public func validate(_ names: KeymapNames) throws(KeyboardError) {
        let layoutList = names.layout.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let variantList = names.variant.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        for (index, layout) in layoutList.enumerated() where !(layout.isEmpty && layoutList.count == 1) {
            guard layouts[layout] != nil else {
                throw .unknownLayout(layout, suggestions: Self.closest(to: layout, among: layouts.keys))
            }
            guard index < variantList.count, !variantList[index].isEmpty else { continue }
            let variant = variantList[index]
            let known = variants[layout] ?? []
            guard known.contains(variant) else {
                throw .unknownVariant(variant, layout: layout, suggestions: Self.closest(to: variant, among: known))
            }
        }
    }

    /// Up to `limit` names from `candidates` nearest `name` by edit distance (ties alphabetical), only
    /// those within half the name's length plus two edits, so a wild name gets no misleading guesses.
    public static func closest<Names: Sequence<String>>(to name: String, among candidates: Names, limit: Int = 5) -> [String] {
        let target = Array(name.lowercased().unicodeScalars)
        let threshold = target.count / 2 + 2
        var scored: [(name: String, distance: Int)] = []
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= threshold { scored.append((candidate, distance)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }

    /// Levenshtein distance (insertions, deletions, substitutions each cost one), two rows of memory.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
