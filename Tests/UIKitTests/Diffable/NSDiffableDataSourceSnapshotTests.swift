import Foundation
import Testing
@testable import UIKit

@Suite struct NSDiffableDataSourceSnapshotTests {
    @Test func appendingSectionsAndItemsAnswersEveryLookup() {
        var snapshot = TestSnapshot()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems([1, 2, 3], toSection: "fruit")
        snapshot.appendItems([10, 11])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfItems(inSection: "veg") == 2)
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 10, 11])
        #expect(snapshot.itemIdentifiers(inSection: "veg") == [10, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 11) == "veg")
        #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
        #expect(snapshot.indexOfItem(10) == 3)
        #expect(snapshot.indexOfItem(99) == nil)
        #expect(snapshot.indexOfSection("veg") == 1)
        #expect(snapshot.indexOfSection("meat") == nil)
        #expect(snapshot.diagnostics.isEmpty)
    }

    @Test func insertingSectionsAndItemsBeforeAndAfter() {
        var snapshot = makeSnapshot([("b", [1, 2]), ("d", [3])])
        snapshot.insertSections(["a"], beforeSection: "b")
        snapshot.insertSections(["c"], afterSection: "b")
        snapshot.insertItems([7, 8], beforeItem: 2)
        snapshot.insertItems([9], afterItem: 3)
        snapshot.appendItems([5], toSection: "a")
        #expect(sameContents(contents(snapshot), [("a", [5]), ("b", [1, 7, 8, 2]), ("c", []), ("d", [3, 9])]))
        #expect(snapshot.indexOfItem(9) == 6)
        #expect(snapshot.indexOfSection("d") == 3)
    }

    @Test func deletingAndMovingKeepsTheIndexesExact() {
        var snapshot = makeSnapshot([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [6])])
        snapshot.deleteItems([2, 5])
        snapshot.moveItem(1, afterItem: 4)
        snapshot.moveItem(6, beforeItem: 3)
        snapshot.moveSection("c", beforeSection: "a")
        #expect(sameContents(contents(snapshot), [("c", []), ("a", [6, 3]), ("b", [4, 1])]))
        #expect(snapshot.indexOfItem(1) == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 6) == "a")
        snapshot.moveSection("c", afterSection: "b")
        snapshot.deleteSections(["a"])
        #expect(sameContents(contents(snapshot), [("b", [4, 1]), ("c", [])]))
        #expect(snapshot.indexOfItem(3) == nil)
        #expect(snapshot.indexOfItem(1) == 1)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        #expect(snapshot.indexOfItem(4) == nil)
    }

    @Test func reloadAndReconfigureMarksAreKeptOncePerItemAndDroppedWithTheItem() {
        var snapshot = makeSnapshot([("a", [1, 2, 3]), ("b", [4])])
        snapshot.reloadItems([2, 1, 2])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [2, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
        snapshot.deleteItems([2])
        snapshot.deleteSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    // MARK: Bad input (docs/reliability.md, "Diffable data sources")

    @Test func duplicateItemIdentifiersAreDroppedWithUIKitsMessage() {
        var snapshot = makeSnapshot([("a", [1, 2])])
        snapshot.appendItems([3, 2, 3, 4])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
        #expect(snapshot.diagnostics == [
            "appendItems(_:toSection:): supplied item identifiers are not unique. Duplicate identifiers: {(2, 3)}; the duplicates were dropped",
        ])
        // The first occurrence stays where it was.
        #expect(snapshot.indexOfItem(2) == 1)
    }

    @Test func duplicateSectionIdentifiersAreDroppedWithUIKitsMessage() {
        var snapshot = makeSnapshot([("a", [1])])
        snapshot.appendSections(["b", "a", "b"])
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.diagnostics == [
            "appendSections(_:): supplied section identifiers are not unique. Duplicate identifiers: {(\"a\", \"b\")}; the duplicates were dropped",
        ])
    }

    @Test func unknownIdentifiersAsPlacesAreNamedAndChangeNothing() {
        var snapshot = makeSnapshot([("a", [1, 2])])
        let before = contents(snapshot)
        snapshot.insertItems([5], afterItem: 42)
        snapshot.moveItem(1, beforeItem: 43)
        snapshot.moveItem(44, afterItem: 1)
        snapshot.insertSections(["z"], beforeSection: "nope")
        snapshot.moveSection("a", afterSection: "nope")
        snapshot.appendItems([6], toSection: "missing")
        snapshot.deleteItems([45])
        snapshot.reloadItems([46])
        #expect(sameContents(contents(snapshot), before))
        #expect(snapshot.diagnostics == [
            "insertItems(_:afterItem:): item identifier 42 is not in the snapshot; ignored",
            "moveItem(_:beforeItem:): item identifier 43 is not in the snapshot; ignored",
            "moveItem(_:afterItem:): item identifier 44 is not in the snapshot; ignored",
            "insertSections(_:beforeSection:): section identifier \"nope\" is not in the snapshot; ignored",
            "moveSection(_:afterSection:): section identifier \"nope\" is not in the snapshot; ignored",
            "appendItems(_:toSection:): section identifier \"missing\" is not in the snapshot; ignored",
            "deleteItems(_:): item identifier 45 is not in the snapshot; ignored",
            "reloadItems(_:): item identifier 46 is not in the snapshot; ignored",
        ])
    }

    @Test func appendingItemsWithoutASectionIsReported() {
        var snapshot = TestSnapshot()
        snapshot.appendItems([1, 2])
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.diagnostics == [
            "appendItems(_:toSection:): there are no sections in the snapshot: add a section first (appendSections(_:)); 2 items not added",
        ])
    }

    // MARK: Against a plain model

    /// Random edits, fixed seed: after each, the snapshot's contents equal a plain array model's, and every
    /// lookup agrees with a linear search of the model.
    @Test func randomEditsAgreeWithAPlainModel() {
        var random = SeededRandom(seed: 34)
        for _ in 0..<60 {
            var snapshot = TestSnapshot()
            var model: [(String, [Int])] = []
            for _ in 0..<40 {
                edit(&snapshot, &model, using: &random)
                #expect(sameContents(contents(snapshot), model))
                let flat = model.flatMap(\.1)
                #expect(snapshot.itemIdentifiers == flat)
                #expect(snapshot.numberOfItems == flat.count)
                for (index, item) in flat.enumerated() {
                    #expect(snapshot.indexOfItem(item) == index)
                }
                for (index, section) in model.enumerated() {
                    #expect(snapshot.indexOfSection(section.0) == index)
                    for item in section.1 { #expect(snapshot.sectionIdentifier(containingItem: item) == section.0) }
                }
            }
        }
    }

    /// One random edit to both the snapshot and the model (which only ever gets valid edits).
    private func edit(_ snapshot: inout TestSnapshot, _ model: inout [(String, [Int])], using random: inout SeededRandom) {
        let items = model.flatMap(\.1)
        let fresh = Array(Set((0..<Int.random(in: 1...4, using: &random)).map { _ in Int.random(in: 0..<200, using: &random) })
            .subtracting(items)).sorted()
        func place(of item: Int) -> (Int, Int) {
            let section = model.firstIndex { $0.1.contains(item) }!
            return (section, model[section].1.firstIndex(of: item)!)
        }
        switch Int.random(in: 0..<9, using: &random) {
        case 0, 1:
            let name = "s\(Int.random(in: 0..<12, using: &random))"
            guard !model.contains(where: { $0.0 == name }) else { return }
            if let anchor = model.randomElement(using: &random), Bool.random(using: &random) {
                let index = model.firstIndex { $0.0 == anchor.0 }!
                snapshot.insertSections([name], afterSection: anchor.0)
                model.insert((name, []), at: index + 1)
            } else {
                snapshot.appendSections([name])
                model.append((name, []))
            }
        case 2, 3:
            guard let target = model.indices.randomElement(using: &random) else { return }
            snapshot.appendItems(fresh, toSection: model[target].0)
            model[target].1 += fresh
        case 4:
            guard let anchor = items.randomElement(using: &random) else { return }
            let (section, index) = place(of: anchor)
            snapshot.insertItems(fresh, beforeItem: anchor)
            model[section].1.insert(contentsOf: fresh, at: index)
        case 5:
            let doomed = items.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
            snapshot.deleteItems(doomed)
            for index in model.indices { model[index].1.removeAll { doomed.contains($0) } }
        case 6:
            guard let item = items.randomElement(using: &random), let anchor = items.randomElement(using: &random), item != anchor else { return }
            let (from, fromIndex) = place(of: item)
            model[from].1.remove(at: fromIndex)
            let (to, toIndex) = place(of: anchor)
            let after = Bool.random(using: &random)
            model[to].1.insert(item, at: after ? toIndex + 1 : toIndex)
            if after { snapshot.moveItem(item, afterItem: anchor) } else { snapshot.moveItem(item, beforeItem: anchor) }
        case 7:
            guard let moving = model.randomElement(using: &random)?.0, let anchor = model.randomElement(using: &random)?.0,
                  moving != anchor else { return }
            let section = model.remove(at: model.firstIndex { $0.0 == moving }!)
            let index = model.firstIndex { $0.0 == anchor }!
            let after = Bool.random(using: &random)
            model.insert(section, at: after ? index + 1 : index)
            if after { snapshot.moveSection(moving, afterSection: anchor) } else { snapshot.moveSection(moving, beforeSection: anchor) }
        default:
            guard let doomed = model.randomElement(using: &random)?.0 else { return }
            snapshot.deleteSections([doomed])
            model.removeAll { $0.0 == doomed }
        }
    }
}
