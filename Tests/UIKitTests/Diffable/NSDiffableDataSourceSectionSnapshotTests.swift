import Foundation
import Testing
@testable import UIKit

@Suite struct NSDiffableDataSourceSectionSnapshotTests {
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    /// Fruit ▸ (Apple ▸ (Gala, Fuji), Pear), Veg ▸ (Kale).
    func groceries() -> Outline {
        var outline = Outline()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Gala", "Fuji"], to: "Apple")
        outline.append(["Kale"], to: "Veg")
        return outline
    }

    @Test func anOutlineShowsOnlyTheChildrenOfExpandedParents() {
        var outline = groceries()
        #expect(outline.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Kale"])
        #expect(outline.rootItems == ["Fruit", "Veg"])
        #expect(outline.visibleItems == ["Fruit", "Veg"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Veg"])
        // Apple's children wait for Apple; expanding it while Fruit is collapsed is remembered.
        outline.collapse(["Fruit"])
        outline.expand(["Apple"])
        #expect(outline.visibleItems == ["Fruit", "Veg"])
        #expect(!outline.isVisible("Gala"))
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg"])
        #expect(outline.isVisible("Gala") && outline.isExpanded("Apple") && !outline.isExpanded("Veg"))
    }

    @Test func levelsParentsAndIndexes() {
        let outline = groceries()
        #expect(outline.level(of: "Fruit") == 0 && outline.level(of: "Apple") == 1 && outline.level(of: "Fuji") == 2)
        #expect(outline.level(of: "Plum") == -1)
        #expect(outline.parent(of: "Fuji") == "Apple")
        #expect(outline.parent(of: "Veg") == nil)
        #expect(outline.index(of: "Pear") == 4)
        #expect(outline.index(of: "Plum") == nil)
        #expect(outline.contains("Kale") && !outline.contains("Plum"))
    }

    @Test func aSubtreeSnapshotKeepsItsExpansion() {
        var outline = groceries()
        outline.expand(["Apple"])
        let apples = outline.snapshot(of: "Fruit")
        #expect(apples.rootItems == ["Apple", "Pear"])
        #expect(apples.visibleItems == ["Apple", "Gala", "Fuji", "Pear"])
        #expect(apples.parent(of: "Apple") == nil && apples.parent(of: "Gala") == "Apple")
        let withParent = outline.snapshot(of: "Fruit", includingParent: true)
        #expect(withParent.rootItems == ["Fruit"])
        #expect(withParent.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear"])
        #expect(withParent.level(of: "Gala") == 2)
        #expect(outline.snapshot(of: "Plum").items.isEmpty)
    }

    @Test func insertingDeletingAndReplacing() {
        var outline = groceries()
        outline.insert(["Banana"], before: "Pear")
        outline.insert(["Herbs"], after: "Veg")
        outline.delete(["Apple"])
        #expect(outline.items == ["Fruit", "Banana", "Pear", "Veg", "Kale", "Herbs"])
        #expect(!outline.contains("Gala"))
        var greens = Outline()
        greens.append(["Spinach", "Chard"])
        greens.append(["Baby"], to: "Spinach")
        greens.expand(["Spinach"])
        outline.replace(childrenOf: "Veg", using: greens)
        #expect(outline.snapshot(of: "Veg").items == ["Spinach", "Baby", "Chard"])
        #expect(outline.isExpanded("Spinach"))
        var extra = Outline()
        extra.append(["Nuts"])
        outline.append(extra, to: nil)
        #expect(outline.rootItems == ["Fruit", "Veg", "Herbs", "Nuts"])
        outline.deleteAll()
        #expect(outline.items.isEmpty && !outline.contains("Fruit"))
        #expect(outline.diagnostics.isEmpty)
    }

    @Test func theVisualDescriptionDrawsTheOutline() {
        var outline = groceries()
        outline.expand(["Fruit"])
        #expect(outline.visualDescription() == """
            - Fruit
              + Apple
                  Gala
                  Fuji
                Pear
            + Veg
                Kale
            """)
    }

    // MARK: Bad input (docs/reliability.md, "Diffable data sources")

    @Test func duplicatesAndUnknownItemsAreNamedAndChangeNothingElse() {
        var outline = groceries()
        outline.append(["Pear", "Plum", "Plum"], to: "Veg")
        outline.append(["Cherry"], to: "Nowhere")
        outline.expand(["Ghost"])
        outline.delete(["Ghost"])
        outline.insert(["Date"], after: "Ghost")
        #expect(outline.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Kale", "Plum"])
        #expect(outline.diagnostics == [
            "append(_:to:): supplied item identifiers are not unique. Duplicate identifiers: {(\"Pear\", \"Plum\")}; the duplicates were dropped",
            "append(_:to:): item identifier \"Nowhere\" is not in the snapshot; ignored",
            "expand(_:): item identifier \"Ghost\" is not in the snapshot; ignored",
            "delete(_:): item identifier \"Ghost\" is not in the snapshot; ignored",
            "insert(_:after:): item identifier \"Ghost\" is not in the snapshot; ignored",
        ])
    }

    /// Random outlines (fixed seed): every visible item is in the outline with all its ancestors expanded,
    /// every item that is not visible has a collapsed ancestor, and levels match the parent chain.
    @Test func visibilityAgreesWithTheParentChainInRandomOutlines() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<100 {
            var outline = Outline()
            var names: [String] = []
            for index in 0..<Int.random(in: 1...30, using: &random) {
                let name = "n\(index)"
                outline.append([name], to: Bool.random(using: &random) ? nil : names.randomElement(using: &random))
                names.append(name)
            }
            outline.expand(names.filter { _ in Bool.random(using: &random) })
            let visible = Set(outline.visibleItems)
            for name in names {
                var chain: [String] = []
                var current = name
                while let parent = outline.parent(of: current) {
                    chain.append(parent)
                    current = parent
                }
                #expect(outline.level(of: name) == chain.count)
                #expect(visible.contains(name) == chain.allSatisfy { outline.isExpanded($0) })
                #expect(outline.isVisible(name) == visible.contains(name))
            }
            #expect(Set(outline.items) == Set(names) && outline.items.count == names.count)
        }
    }
}
