import Foundation
import Replay
import Testing

/// The fields each view `type` adds are written once: the format document has a section per type whose
/// table lists exactly the catalog's rows (name, type, default, meaning), in the catalog's order.
struct ViewKindCatalogTests {
    static func document() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/scene-format.md"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func eachTypeSectionOfTheSceneFormatListsExactlyTheCatalogsFields() throws {
        let lines = try Self.document()
        for type in ViewKindCatalog.types where !type.fields.isEmpty {
            guard let heading = lines.firstIndex(of: "### `\(type.name)`") else {
                Issue.record("docs/scene-format.md lacks the section ### `\(type.name)`")
                continue
            }
            let section = lines[(heading + 1)...].prefix { !$0.hasPrefix("#") && !$0.hasPrefix("```") }
            #expect(section.contains(type.summary), "the \(type.name) section lacks \(type.summary)")
            let rows = section.filter { $0.hasPrefix("| `") }
            #expect(rows == type.fields.map(\.documentationRow))
        }
    }

    @Test func theTypesAndTheirFieldsAreTheFormatsOnes() {
        #expect(ViewKindCatalog.types.map(\.name) == ["view", "button", "switch", "slider", "scrollView", "stack", "image", "pageControl", "segmentedControl", "stepper", "navigation", "table", "collection", "textField", "textView"])
        #expect(ViewKindCatalog.type(named: "switch")?.fields.map(\.name) == ["isOn", "isEnabled", "isSelected"])
        #expect(ViewKindCatalog.type(named: "view")?.fields.isEmpty == true)
    }

    /// The Views table is one table: no blank line splits it (a blank line ends a Markdown table).
    @Test func theViewsTableIsNotSplit() throws {
        let lines = try Self.document()
        let header = try #require(lines.firstIndex(of: "## Views")) + 2
        let table = lines[header...].prefix { $0.hasPrefix("|") }
        #expect(table.contains { $0.hasPrefix("| `constraints` |") })
        for property in ViewPropertyCatalog.properties { #expect(table.contains(property.documentationRow)) }
    }
}
