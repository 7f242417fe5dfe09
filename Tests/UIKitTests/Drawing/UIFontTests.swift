import Foundation
import Testing
import UIKitTesting

/// UIFont and string measuring: sizes grow with the text and the font, fonts are found by family name.
@MainActor
struct UIFontTests {
    @Test func longerTextMeasuresWiderAndBiggerFontsTaller() {
        _ = UIKitTestHarness()
        let small = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let long = "Hello, world".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let big = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        #expect(small.width > 0 && long.width > small.width)
        #expect(big.height > small.height * 1.5)
    }


    @Test func aFontNeedsAPositiveFiniteSizeAndWithSizeKeepsTheFace() throws {
        #expect(UIFont(name: "DejaVu Sans", size: 0) == nil)
        #expect(UIFont(name: "DejaVu Sans", size: -3) == nil)
        #expect(UIFont(name: "DejaVu Sans", size: .infinity) == nil)
        let bold = UIFont.boldSystemFont(ofSize: 12).withSize(30)
        #expect(bold.pointSize == 30)
        #expect(bold.weight == .bold)
        #expect(bold.familyName == UIFont.systemFamilyName)
        #expect(UIFont.italicSystemFont(ofSize: 12).withSize(20).isItalic)
    }

    @Test func lineMetricsGrowWithTheSizeAndTheDescenderIsNegative() {
        _ = UIKitTestHarness()
        let small = UIFont.systemFont(ofSize: 12)
        let big = UIFont.systemFont(ofSize: 24)
        #expect(big.lineHeight > small.lineHeight * 1.5)
        #expect(small.ascender > 0)
        #expect(small.descender < 0)
        #expect(big.ascender > small.ascender)
    }
}
