import Foundation
import Testing
import UIKitTesting

/// Pixel tests of a table on a 300 × 240 screen: cells, separators, headers, the selected background,
/// accessories and text, read at named points through the compositor.
@MainActor
@Suite struct TableViewDrawingTests {
    func scene(style: UITableView.Style = .plain, accessory: UITableViewCell.AccessoryType = .none)
        throws -> (ControlDrawingScene, UITableView, StringListSource)
    {
        let scene = try ControlDrawingScene(background: .black, size: CGSize(width: 300, height: 240))
        let source = StringListSource([["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 240), style: style)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        scene.add(table)
        if accessory != .none {
            table.layoutIfNeeded()
            for cell in table.visibleCells { cell.accessoryType = accessory }
        }
        return (scene, table, source)
    }

    /// How many pixels of the last rendered frame in `box` differ from white by more than `tolerance` on
    /// some channel.
    func inkedPixels(_ scene: ControlDrawingScene, in box: CGRect, tolerance: UInt8) -> Int {
        var count = 0
        for x in Int(box.minX)..<Int(box.maxX) {
            for y in Int(box.minY)..<Int(box.maxY) {
                if let pixel = scene.compositor.context.pixel(x: x, y: y), !pixel.isClose(to: .white, tolerance: tolerance) { count += 1 }
            }
        }
        return count
    }

    @Test func rowsAreWhiteWithInsetSeparatorsBetweenThem() throws {
        let (scene, _, source) = try scene()
        // Row 0 is 0…44; its separator is the last pixel row (y 43) from x 16.
        expectPixel(scene.pixel(CGPoint(x: 290, y: 30)), .blend(.white), "row 0's background")
        expectPixel(scene.pixel(CGPoint(x: 100, y: 43)), .blend(UITableView.defaultSeparatorColor), "row 0's separator")
        expectPixel(scene.pixel(CGPoint(x: 8, y: 43)), .blend(.white), "the separator's inset")
        expectPixel(scene.pixel(CGPoint(x: 100, y: 44)), .blend(.white), "row 1's top")
        withExtendedLifetime(source) {}
    }

    @Test func theTextOfEachRowIsDrawnInIt() throws {
        let (scene, _, source) = try scene()
        scene.compositor.renderFrame()
        // Some pixel of "Alpha" (16…~70 × 11…33) is dark; the right side of the row is not.
        #expect(inkedPixels(scene, in: CGRect(x: 16, y: 12, width: 44, height: 20), tolerance: 150) > 20)
        expectPixel(scene.pixel(CGPoint(x: 250, y: 22)), .blend(.white), "right of the text")
        withExtendedLifetime(source) {}
    }

    @Test func aHighlightedRowShowsTheSelectedBackground() throws {
        let (scene, table, source) = try scene()
        let finger = scene.screen.down(at: CGPoint(x: 200, y: 66))
        scene.harness.advance(by: 0.2)
        expectPixel(scene.pixel(CGPoint(x: 250, y: 60)), .blend(UITableViewCell.selectedBackgroundColor), "row 1 highlighted")
        expectPixel(scene.pixel(CGPoint(x: 250, y: 20)), .blend(.white), "row 0 not highlighted")
        finger.lift()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        expectPixel(scene.pixel(CGPoint(x: 250, y: 60)), .blend(UITableViewCell.selectedBackgroundColor), "row 1 selected")
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        expectPixel(scene.pixel(CGPoint(x: 250, y: 60)), .blend(.white), "row 1 deselected")
        withExtendedLifetime(source) {}
    }

    @Test func aDisclosureIndicatorIsDrawnAtTheTrailingEdge() throws {
        let (scene, _, source) = try scene(accessory: .disclosureIndicator)
        scene.compositor.renderFrame()
        // The chevron's box: x 276…284, y 16…29 in row 0 (centred: (44 − 13) / 2 rounded = 16).
        #expect(inkedPixels(scene, in: CGRect(x: 276, y: 16, width: 8, height: 13), tolerance: 25) > 8)
        expectPixel(scene.pixel(CGPoint(x: 292, y: 22)), .blend(.white), "right of the chevron")
        withExtendedLifetime(source) {}
    }

    @Test func aGroupedTableDrawsItsGreyBackgroundAroundTheGroup() throws {
        let (scene, _, source) = try scene(style: .grouped)
        // The grouped header gap is 0…18, then rows.
        expectPixel(scene.pixel(CGPoint(x: 150, y: 8)), .blend(UITableView.groupedBackgroundColor), "the gap above the group")
        expectPixel(scene.pixel(CGPoint(x: 250, y: 30)), .blend(.white), "row 0")
        withExtendedLifetime(source) {}
    }

    @Test func aPlainHeaderIsDrawnOverTheRowsScrollingUnderIt() throws {
        let scene = try ControlDrawingScene(background: .black, size: CGSize(width: 300, height: 240))
        let source = StringListSource([(0..<20).map { "Row \($0)" }])
        source.headerTitles = ["Header"]
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 240))
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        scene.add(table)
        table.contentOffset = CGPoint(x: 0, y: 100)
        expectPixel(scene.pixel(CGPoint(x: 290, y: 10)), .blend(UITableView.plainHeaderColor), "the floating header")
        expectPixel(scene.pixel(CGPoint(x: 290, y: 60)), .blend(.white), "a row under it")
        withExtendedLifetime(source) {}
    }
}
