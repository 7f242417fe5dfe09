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
}
