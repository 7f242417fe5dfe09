import Foundation
import Replay
import Testing
import UIKitTesting

/// Every row of ``ViewKindCatalog`` is applied by the builder: each type built with every field away
/// from its default has every property set, and a type's fields left out keep UIKit's defaults.
@MainActor
struct ViewKindBuildTests {
    static func build(_ views: String) throws -> BuiltScene {
        let text = #"""
        {"format": "uikit-scene", "version": 1, "screen": {"width": 800, "height": 600},
         "windows": [{"subviews": [
        \#(views)
        ]}]}
        """#
        let description = try ReplayTestSupport.scene(text)
        return SceneBuilder.build(description, in: SceneBuilder.makeApplication(for: description))
    }

    @Test func everyFieldOfEveryTypeIsApplied() throws {
        let built = try Self.build(#"""
        {"name": "feed", "type": "scrollView", "frame": [0, 0, 400, 300], "contentSize": [400, 900],
         "contentOffset": [0, 50], "isPagingEnabled": true, "bounces": false, "alwaysBounceVertical": true,
         "alwaysBounceHorizontal": true, "isDirectionalLockEnabled": true, "isScrollEnabled": false,
         "delaysContentTouches": false, "canCancelContentTouches": false, "decelerationRate": "fast"},
        {"name": "buy", "type": "button", "title": "Buy", "isEnabled": false, "isSelected": true, "frame": [0, 0, 80, 44]},
        {"name": "wifi", "type": "switch", "isOn": true, "isEnabled": false, "isSelected": true, "frame": [0, 0, 0, 0]},
        {"name": "volume", "type": "slider", "minimumValue": 2, "maximumValue": 4, "value": 3, "isContinuous": false,
         "isEnabled": false, "isSelected": true, "frame": [0, 0, 100, 40]}
        """#)
        let feed = try #require(built.view(named: "feed") as? UIScrollView)
        #expect(feed.contentSize == CGSize(width: 400, height: 900) && feed.contentOffset == CGPoint(x: 0, y: 50))
        #expect(feed.isPagingEnabled && !feed.bounces && feed.alwaysBounceVertical && feed.alwaysBounceHorizontal)
        #expect(feed.isDirectionalLockEnabled && !feed.isScrollEnabled && !feed.delaysContentTouches && !feed.canCancelContentTouches)
        #expect(feed.decelerationRate == .fast)
        #expect(feed.clipsToBounds, "a scroll view clips unless the scene says otherwise, as in UIKit")
        let button = try #require(built.view(named: "buy") as? UIButton)
        #expect(button.currentTitle == "Buy" && !button.isEnabled && button.isSelected)
        let toggle = try #require(built.view(named: "wifi") as? UISwitch)
        #expect(toggle.isOn && !toggle.isEnabled && toggle.isSelected)
        let slider = try #require(built.view(named: "volume") as? UISlider)
        #expect(slider.minimumValue == 2 && slider.maximumValue == 4 && slider.value == 3)
        #expect(!slider.isContinuous && !slider.isEnabled && slider.isSelected)
        #expect(!button.clipsToBounds && !slider.clipsToBounds)
    }

    @Test func clipsToBoundsGivenOverridesTheViewsOwnDefault() throws {
        let built = try Self.build(#"""
        {"name": "feed", "type": "scrollView", "frame": [0, 0, 400, 300], "clipsToBounds": false},
        {"name": "box", "frame": [0, 0, 10, 10], "clipsToBounds": true}
        """#)
        #expect(built.view(named: "feed")?.clipsToBounds == false)
        #expect(built.view(named: "box")?.clipsToBounds == true)
    }

    @Test func fieldsLeftOutKeepTheDocumentedDefaults() throws {
        let built = try Self.build(#"""
        {"name": "feed", "type": "scrollView", "frame": [0, 0, 400, 300]},
        {"name": "volume", "type": "slider", "minimumValue": 2, "maximumValue": 4, "frame": [0, 0, 100, 40]}
        """#)
        let feed = try #require(built.view(named: "feed") as? UIScrollView)
        #expect(feed.contentSize == .zero && feed.bounces && feed.isScrollEnabled && feed.delaysContentTouches)
        #expect(feed.canCancelContentTouches && !feed.isPagingEnabled && feed.decelerationRate == .normal)
        let slider = try #require(built.view(named: "volume") as? UISlider)
        // "the middle of the range".
        #expect(slider.value == 3 && slider.isContinuous && slider.isEnabled && !slider.isSelected)
    }
}
