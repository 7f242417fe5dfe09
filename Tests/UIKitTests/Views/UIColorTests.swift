import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIColor.swift`: components, named colours and the `#rrggbbaa` description.
@Suite struct UIColorTests {
    @Test func whiteSetsEveryComponentAndAlphaIsReplaced() {
        let grey = UIColor(white: 0.5, alpha: 1)
        #expect(grey.red == 0.5 && grey.green == 0.5 && grey.blue == 0.5 && grey.alpha == 1)
        #expect(grey.withAlphaComponent(0.25).alpha == 0.25)
        #expect(grey.withAlphaComponent(0.25).red == 0.5)
    }

    @Test func descriptionIsHexWithComponentsClamped() {
        #expect(UIColor.systemBlue.description == "#007affff")
        #expect(UIColor.clear.description == "#00000000")
        #expect(UIColor(red: 2, green: -1, blue: 0.5, alpha: 1).description == "#ff0080ff")
    }

    /// UIColor and CGColor share one colour model: the components live in `cgColor`, a round trip is
    /// exact, and changing a component through UIKit's name changes the Core Graphics colour.
    @Test func componentsLiveInTheCoreGraphicsColour() {
        let cg = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        var color = UIColor(cgColor: cg)
        #expect(color.cgColor == cg)
        #expect(color.red == 0.1 && color.green == 0.2 && color.blue == 0.3 && color.alpha == 0.4)
        color.red = 0.9
        #expect(color.cgColor == CGColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.4) == color)
        #expect(color.withAlphaComponent(1).cgColor == CGColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1))
    }
}
