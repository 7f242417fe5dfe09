import Foundation
import PhotoViewerKit
import Testing
import UIKit
import UIKitTesting

/// The photo viewer launched as on a device (its delegate, a 480 × 360 screen, the example's four photos) and
/// driven with a virtual touchscreen: paging with a swipe and the index label, double-tap zoom in and out,
/// pinch zoom, a page left behind returning to 1×, and folders with bad or no photos.
@MainActor
@Suite struct PhotoViewerTests {
    static let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Photos").path

    func launch(photos: String = Self.photos) throws -> (UIKitTestHarness, PhotoViewerViewController) {
        let harness = UIKitTestHarness(launching: PhotoViewerAppDelegate.self, screenSize: CGSize(width: 480, height: 360),
                                       arguments: ["PhotoViewer", "--photos", photos])
        let delegate = try #require(harness.application.delegate as? PhotoViewerAppDelegate)
        let viewer = try #require(delegate.window?.rootViewController as? PhotoViewerViewController)
        harness.application.layoutPass()
        return (harness, viewer)
    }

    @Test func thePhotosArePagesSideBySideAndTheLabelSaysWhichIsShown() throws {
        let (_, viewer) = try launch()
        #expect(viewer.library.photos.map(\.name) == ["1-sunset.png", "2-checker.png", "3-stripes.png", "4-rings.png"])
        #expect(viewer.pages.map(\.frame.minX) == [0, 480, 960, 1440])
        #expect(viewer.pager.contentSize == CGSize(width: 1920, height: 360))
        #expect(viewer.pages[0].imageView.frame == CGRect(x: 0, y: 0, width: 480, height: 360))
        #expect(viewer.indexLabel.text == "1 / 4")
    }

    @Test func aSwipeToTheLeftTurnsToTheNextPhotoAndBackToThePrevious() throws {
        let (harness, viewer) = try launch()
        let screen = harness.touchscreen()
        screen.swipe(from: CGPoint(x: 400, y: 180), dx: -200, dy: 0, duration: 0.15)
        harness.advance(by: 2)
        #expect(viewer.pager.contentOffset.x == 480)
        #expect(viewer.indexLabel.text == "2 / 4")
        screen.swipe(from: CGPoint(x: 400, y: 180), dx: -200, dy: 0, duration: 0.15)
        harness.advance(by: 2)
        #expect(viewer.indexLabel.text == "3 / 4")
        screen.swipe(from: CGPoint(x: 80, y: 180), dx: 200, dy: 0, duration: 0.15)
        harness.advance(by: 2)
        #expect(viewer.pager.contentOffset.x == 480)
        #expect(viewer.indexLabel.text == "2 / 4")
    }

    @Test func aDoubleTapZoomsAroundThePointAndASecondOneZoomsBackOut() throws {
        let (harness, viewer) = try launch()
        let screen = harness.touchscreen()
        let page = viewer.pages[0]
        screen.doubleTap(at: CGPoint(x: 120, y: 90))
        harness.advance(by: 0.5)
        #expect(page.zoomScale == PhotoPageView.doubleTapZoom)
        // The tapped point of the photo is in the middle of the screen, as far as the photo's edges allow:
        // (120, 90) at 2.5× is (300, 225); centred, the offset would be (60, 45).
        #expect(abs(page.contentOffset.x - 60) < 0.01 && abs(page.contentOffset.y - 45) < 0.01)
        #expect(viewer.indexLabel.text == "1 / 4", "zooming a page does not turn it")
        screen.doubleTap(at: CGPoint(x: 240, y: 180))
        harness.advance(by: 0.5)
        #expect(page.zoomScale == 1)
        #expect(page.contentOffset == .zero)
    }

    @Test func aPinchZoomsThePhotoWithinItsLimitsAndAPageLeftBehindReturnsToOne() throws {
        let (harness, viewer) = try launch()
        let screen = harness.touchscreen()
        screen.pinch(center: CGPoint(x: 240, y: 180), from: 80, to: 240, duration: 0.3)
        harness.advance(by: 0.5)
        let page = viewer.pages[0]
        #expect(abs(page.zoomScale - 3) < 0.05, "\(page.zoomScale)")
        #expect(viewer.pager.contentOffset.x == 0, "a pinch does not page")
        // Zoomed back and turned: the first page is at 1× again when it comes back.
        page.setZoomScale(2, animated: false)
        viewer.pager.setContentOffset(CGPoint(x: 480, y: 0), animated: false)
        viewer.scrollViewDidEndDecelerating(viewer.pager)
        #expect(page.zoomScale == 1)
    }

    @Test func aFileThatIsNotAPhotoIsNamedAndLeftOutAndAnEmptyFolderSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = PhotoLibrary(folder: folder)
        #expect(library.photos.isEmpty && library.skipped.isEmpty)
        let (_, empty) = try launch(photos: folder)
        #expect(empty.indexLabel.text == "No photos in \(folder)")
        try FileManager.default.copyItem(atPath: Self.photos + "/2-checker.png", toPath: folder + "/a.png")
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: folder + "/b.png"))
        let mixed = PhotoLibrary(folder: folder)
        #expect(mixed.photos.map(\.name) == ["a.png"])
        #expect(mixed.skipped.count == 1 && mixed.skipped[0].hasPrefix("b.png: "), "\(mixed.skipped)")
        let missing = PhotoLibrary(folder: folder + "/nowhere")
        #expect(missing.photos.isEmpty && missing.skipped.count == 1 && missing.skipped[0].contains("cannot be read"))
    }
}
