import Foundation
import Replay
import Testing
import UIKitTesting

/// The corpus's `collection` scenes are drawn: tiles, gaps, selection, a list's rows and a carousel scrolled
/// across, read at named points of frames rendered through the compositor (the real Cairo rasterizer).
@MainActor
struct CollectionSceneDrawingTests {
    static let tile = CGPixel(red: 229, green: 229, blue: 234, alpha: 255)
    static let tint = CGPixel(red: 0, green: 122, blue: 255, alpha: 255)
    static let white = CGPixel(red: 255, green: 255, blue: 255, alpha: 255)
    static let listHighlight = CGPixel(red: 209, green: 209, blue: 214, alpha: 255)

    func render(_ name: String) throws -> (BuiltScene, Compositor) {
        let scene = try SceneReader.read(path: "\(ReplayTestSupport.packageRoot)/Recordings/corpus/\(name).scene.json")
        let application = SceneBuilder.makeApplication(for: scene)
        let built = SceneBuilder.build(scene, in: application)
        let compositor = try Compositor(screen: application.mainScreen)
        compositor.renderFrame()
        return (built, compositor)
    }

    func expectPixel(_ compositor: Compositor, _ x: Int, _ y: Int, _ expected: CGPixel, _ what: String) throws {
        let pixel = try #require(compositor.context.pixel(x: x, y: y))
        #expect(pixel.isClose(to: expected, tolerance: 6), Comment(rawValue: "\(what): \(pixel)"))
    }

    @Test func theGridDrawsItsTilesColumnsAndSelection() throws {
        let (built, compositor) = try render("collection-grid-select")
        // Columns at x 10, 210, 410, 610, 180 pt wide; rows at y 10, 130, …, 100 pt tall.
        try expectPixel(compositor, 20, 20, Self.tile, "item 0's tile")
        try expectPixel(compositor, 780, 200, Self.tile, "item 7's tile (fourth column)")
        try expectPixel(compositor, 200, 60, Self.white, "the gap between columns")
        try expectPixel(compositor, 100, 120, Self.white, "the gap between rows")
        try expectPixel(compositor, 5, 60, Self.white, "the section inset")
        let grid = try #require(built.view(named: "grid") as? UICollectionView)
        grid.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        compositor.renderFrame()
        try expectPixel(compositor, 220, 140, Self.tint, "item 5 selected")
        try expectPixel(compositor, 20, 20, Self.tile, "item 0 not selected")
    }

    @Test func theReorderableGridDrawsTwelveTilesAndNothingBelow() throws {
        let (_, compositor) = try render("collection-reorder")
        try expectPixel(compositor, 620, 260, Self.tile, "tile 12, the last")
        try expectPixel(compositor, 20, 380, Self.white, "below the last row")
    }

    @Test func theCarouselDrawsBothSectionsAndScrollsAcross() throws {
        let (built, compositor) = try render("collection-carousel-fling")
        // Featured: items 200 × 150 from x 10, 10 apart, y 10…160. Recent: rows of 180 × 100 from y 180.
        try expectPixel(compositor, 20, 20, Self.tile, "the carousel's first item")
        try expectPixel(compositor, 215, 85, Self.white, "between carousel items")
        try expectPixel(compositor, 400, 165, Self.white, "between the sections")
        try expectPixel(compositor, 20, 190, Self.tile, "the wrapping section's first item")
        let shelf = try #require(built.view(named: "shelf") as? UICollectionView)
        let carousel = try #require(shelf.subviews.compactMap { $0 as? UIScrollView }.first)
        carousel.contentOffset = CGPoint(x: 105, y: 0)
        shelf.layoutIfNeeded()
        compositor.renderFrame()
        // Item 0 (10…210) now ends at 105, item 1 (220…420) starts at 115.
        try expectPixel(compositor, 110, 85, Self.white, "the gap, scrolled left")
        try expectPixel(compositor, 120, 20, Self.tile, "item 1, scrolled left")
        try expectPixel(compositor, 20, 190, Self.tile, "the wrapping section did not move")
    }

    @Test func theListDrawsWhiteRowsAndAHighlightedRow() throws {
        let (built, compositor) = try render("collection-list-swipe")
        try expectPixel(compositor, 700, 20, Self.white, "row 0's background")
        let list = try #require(built.view(named: "inbox") as? UICollectionView)
        list.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        compositor.renderFrame()
        try expectPixel(compositor, 700, 66, Self.listHighlight, "row 1 selected")
        try expectPixel(compositor, 700, 20, Self.white, "row 0 not selected")
    }
}
