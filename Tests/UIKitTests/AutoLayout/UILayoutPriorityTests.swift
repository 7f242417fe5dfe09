import Testing
import UIKitTesting

/// The named levels match UIKit's, and a priority compares and shifts by its raw value.
@MainActor
@Suite struct UILayoutPriorityTests {
    @Test func namedLevelsHaveUIKitsValues() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test func literalsArithmeticAndOrderFollowTheRawValue() {
        let fromInteger: UILayoutPriority = 600
        let fromFloat: UILayoutPriority = 600.5
        #expect(fromInteger == UILayoutPriority(rawValue: 600))
        #expect(fromInteger < fromFloat)
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
        #expect(UILayoutPriority.required - 1 < .required)
        let shuffled: [UILayoutPriority] = [.required, .defaultLow, .defaultHigh]
        #expect(shuffled.sorted() == [.defaultLow, .defaultHigh, .required])
    }
}
