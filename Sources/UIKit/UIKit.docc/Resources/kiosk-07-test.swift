import Testing
import UIKit
import UIKitTesting
@testable import MyKiosk

@MainActor
@Suite struct MyKioskTests {
    @Test func tappingARowShowsItsDetails() throws {
        let harness = UIKitTestHarness(launching: AppDelegate.self, screenSize: CGSize(width: 480, height: 800))
        let navigation = try #require(harness.application.keyWindow?.rootViewController as? UINavigationController)
        harness.application.layoutPass()
        // Below the 44 pt bar, the second 72 pt row.
        harness.touchscreen().tap(at: CGPoint(x: 240, y: 44 + 72 + 36))
        harness.advance(by: 1)
        #expect(navigation.topViewController?.title == "Falafel wrap")
    }
}
