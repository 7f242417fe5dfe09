import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite struct ReusableViewPoolTests {
    @Test func dequeueMakesViewsOnlyWhenNoneIsQueued() {
        var pool = ReusableViewPool<UIView>()
        pool.register("cell") { UIView() }
        guard let first = pool.dequeue("cell") else {
            Issue.record("a registered identifier made no view")
            return
        }
        #expect(!first.reused && pool.createdCount == 1)
        pool.enqueue(first.view, as: "cell")
        let second = pool.dequeue("cell")
        #expect(second?.reused == true && second?.view === first.view)
        #expect(pool.createdCount == 1)
        #expect(pool.dequeue("cell")?.reused == false)
        #expect(pool.createdCount == 2)
    }

    @Test func anUnregisteredIdentifierGivesOnlyWhatWasQueued() {
        var pool = ReusableViewPool<UIView>()
        #expect(pool.dequeue("header") == nil)
        let view = UIView()
        pool.enqueue(view, as: "header")
        #expect(pool.dequeue("header")?.view === view)
        #expect(pool.dequeue("header") == nil)
        #expect(!pool.isRegistered("header"))
    }

    @Test func registeringAgainDropsTheQueue() {
        var pool = ReusableViewPool<UIView>()
        pool.register("cell") { UIView() }
        pool.enqueue(UIView(), as: "cell")
        #expect(pool.queuedCount("cell") == 1)
        pool.register("cell") { UIView() }
        #expect(pool.queuedCount("cell") == 0)
        #expect(pool.registeredIdentifiers == ["cell"])
    }
}
