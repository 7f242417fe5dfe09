import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UITableViewDiffableDataSourceSectionSnapshotsTests {
    typealias Fixture = UITableViewDiffableDataSourceTests.Fixture
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    func outline() -> Outline {
        var outline = Outline()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Kale"], to: "Veg")
        return outline
    }

    @Test func aSectionShowsItsOutlinesVisibleItems() {
        let fixture = Fixture()
        fixture.dataSource.apply(outline(), to: "groceries", animatingDifferences: false)
        #expect(fixture.texts() == ["Fruit", "Veg"])
        #expect(fixture.dataSource.snapshot().sectionIdentifiers == ["groceries"])
        #expect(fixture.dataSource.snapshot(for: "groceries").items == ["Fruit", "Apple", "Pear", "Veg", "Kale"])
    }

    @Test func expandingAParentInsertsItsChildrenAfterItAndKeepsTheOtherCells() {
        let fixture = Fixture()
        fixture.dataSource.apply(outline(), to: "groceries", animatingDifferences: false)
        let fruit = fixture.cell("Fruit")
        let veg = fixture.cell("Veg")
        var expanded = fixture.dataSource.snapshot(for: "groceries")
        expanded.expand(["Fruit"])
        var completed = false
        fixture.dataSource.apply(expanded, to: "groceries") { completed = true }
        #expect(fixture.harness.traceLines(containing: "table view list: batch update: insert [0, 1], [0, 2] (sections 1 → 1, rows 2 → 4)").count == 1)
        fixture.harness.advance(by: 0.4)
        #expect(completed)
        #expect(fixture.texts() == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(fixture.cell("Fruit") === fruit && fixture.cell("Veg") === veg)
        #expect(veg?.frame.minY == 132)
        // Collapsing deletes them again.
        var collapsed = fixture.dataSource.snapshot(for: "groceries")
        collapsed.collapse(["Fruit"])
        fixture.dataSource.apply(collapsed, to: "groceries", animatingDifferences: false)
        #expect(fixture.texts() == ["Fruit", "Veg"])
        #expect(fixture.dataSource.snapshot(for: "groceries").isExpanded("Fruit") == false)
    }

    @Test func otherSectionsStayAndAWholeSnapshotThatChangesTheSectionFlattensItsOutline() {
        let fixture = Fixture()
        var whole = NSDiffableDataSourceSnapshot<String, String>()
        whole.appendSections(["top", "groceries"])
        whole.appendItems(["Recent"], toSection: "top")
        fixture.dataSource.apply(whole, animatingDifferences: false)
        fixture.dataSource.apply(outline(), to: "groceries", animatingDifferences: false)
        #expect(fixture.texts() == ["Recent", "Fruit", "Veg"])
        // A whole snapshot that leaves the section as it is keeps the outline...
        fixture.dataSource.apply(fixture.dataSource.snapshot(), animatingDifferences: false)
        #expect(fixture.dataSource.snapshot(for: "groceries").items.count == 5)
        // ...one that changes it makes it flat.
        var changed = fixture.dataSource.snapshot()
        changed.appendItems(["Milk"], toSection: "groceries")
        fixture.dataSource.apply(changed, animatingDifferences: false)
        #expect(fixture.dataSource.snapshot(for: "groceries").items == ["Fruit", "Veg", "Milk"])
        #expect(fixture.dataSource.snapshot(for: "groceries").level(of: "Milk") == 0)
    }

    @Test func anOutlinesProblemsAndItemsTakenByOtherSectionsAreReported() {
        let fixture = Fixture()
        var whole = NSDiffableDataSourceSnapshot<String, String>()
        whole.appendSections(["top"])
        whole.appendItems(["Veg"], toSection: "top")
        fixture.dataSource.apply(whole, animatingDifferences: false)
        var bad = outline()
        bad.expand(["Ghost"])
        fixture.dataSource.apply(bad, to: "groceries", animatingDifferences: false)
        #expect(fixture.texts() == ["Veg", "Fruit"])
        #expect(fixture.harness.traceLines(containing: "table view list: NSDiffableDataSourceSectionSnapshot: expand(_:): item identifier \"Ghost\" is not in the snapshot; ignored").count == 1)
        #expect(fixture.harness.traceLines(containing: "table view list: NSDiffableDataSourceSnapshot: appendItems(_:toSection:): supplied item identifiers are not unique. Duplicate identifiers: {(\"Veg\")}; the duplicates were dropped").count == 1)
    }
}
