import Foundation
import Testing
@testable import UIKit

/// The walk's whole-pixel rounding (``DamageWalk/roundedOut(_:)``, without libm since session 39).
@MainActor
@Suite struct DamageWalkTests {
    @Test func roundedOutCoversTheTouchedPixels() {
        #expect(DamageWalk.roundedOut(CGRect(x: 0.5, y: -0.25, width: 2, height: 1)) == CGRect(x: 0, y: -1, width: 3, height: 2))
        #expect(DamageWalk.roundedOut(CGRect(x: 3, y: 4, width: 2, height: 20)) == CGRect(x: 3, y: 4, width: 2, height: 20))
        #expect(DamageWalk.roundedOut(CGRect(x: 3, y: 4, width: 0, height: 20)).isNull)
        #expect(DamageWalk.roundedOut(CGRect(x: 1_279.5, y: 799.25, width: 0.5, height: 0.75)) == CGRect(x: 1_279, y: 799, width: 1, height: 1))
        #expect(DamageWalk.roundedOut(.null).isNull)
    }
}
