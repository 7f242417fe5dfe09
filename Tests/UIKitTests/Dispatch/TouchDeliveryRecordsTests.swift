import Testing
@testable import UIKit

/// A touch delivery record reused for a new touch starts fresh but keeps its lists' storage.
@MainActor
@Suite struct TouchDeliveryRecordsTests {
    @Test func resetForANewTouchClearsEveryFieldAndKeepsTheListsStorage() {
        let recognizer = UIPanGestureRecognizer()
        var record = TouchDelivery(serial: 3)
        record.deliveredBeganToView = true
        record.closedForView = true
        record.suppressedForView = true
        record.heldPhases = [.began, .moved]
        record.deciders = [recognizer]
        record.maximumTravel = 12
        record.ignoringRecognizers = [ObjectIdentifier(recognizer)]

        record.reset(serial: 8)

        #expect(record.serial == 8)
        #expect(!record.deliveredBeganToView && !record.closedForView && !record.suppressedForView)
        #expect(record.heldPhases.isEmpty && record.deciders.isEmpty && record.ignoringRecognizers.isEmpty)
        #expect(record.maximumTravel == 0)
        // The storage stays: the slot's next touch appends without allocating.
        #expect(record.heldPhases.capacity >= 2)
        #expect(record.deciders.capacity >= 1)
        #expect(record.ignoringRecognizers.capacity >= 1)
    }
}
