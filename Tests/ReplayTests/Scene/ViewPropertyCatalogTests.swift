import Foundation
import Replay
import Testing

/// The scene's plain view properties are written once: the format document lists each one as the
/// catalog describes it (name, type, default, meaning).
struct ViewPropertyCatalogTests {
    @Test func theSceneFormatDocumentListsEveryPropertyAsTheCatalogDescribesIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/scene-format.md"), encoding: .utf8)
        let lines = Set(document.split(separator: "\n").map(String.init))
        for property in ViewPropertyCatalog.properties {
            #expect(lines.contains(property.documentationRow), "docs/scene-format.md lacks the row \(property.documentationRow)")
        }
        #expect(ViewPropertyCatalog.properties.map(\.name) == [
            "isUserInteractionEnabled", "isMultipleTouchEnabled", "isExclusiveTouch", "isHidden", "alpha", "clipsToBounds", "tag", "color",
        ])
    }
}
