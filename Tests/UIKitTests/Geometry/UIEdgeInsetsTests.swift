import Foundation
import Testing
import UIKit

/// `Sources/UIKit/Geometry/UIEdgeInsets.swift`.
struct UIEdgeInsetsTests {
    @Test func zeroInsetsAreAllZero() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets() == .zero)
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).inset(by: .zero) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func positiveInsetsShrinkEachSideByItsOwnAmount() {
        let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        // x 0+10, y 0+5, width 100−10−20, height 50−5−15.
        #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == CGRect(x: 10, y: 5, width: 70, height: 30))
    }

    @Test func negativeInsetsGrowTheRect() {
        let insets = UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)
        #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == CGRect(x: -5, y: -5, width: 110, height: 60))
    }

    @Test func insetsCompareByValue() {
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) != UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1))
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).description == "{1.0, 2.0, 3.0, 4.0}")
    }

    @Test func offsetStoresBothComponentsAndHasAZero() {
        let offset = UIOffset(horizontal: 3, vertical: -4)
        #expect(offset.horizontal == 3)
        #expect(offset.vertical == -4)
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(UIOffset() == .zero)
    }

    @Test func directionalInsetsZeroIsAllZero() {
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}
