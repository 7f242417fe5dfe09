import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A constraint to `keyboardLayoutGuide` moves a layout out of the keyboard's way, with the keyboard.
@MainActor
@Suite struct UIKeyboardLayoutGuideTests {
    @Test func aViewConstrainedToTheGuideMovesUpWithTheKeyboardAndBack() {
        let scene = KeyboardScene()
        defer { scene.stop() }
        let window = scene.harness.window
        let footer = UIView()
        footer.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(footer)
        NSLayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 50),
            footer.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(footer.frame.maxY == 800, "no keyboard: the guide's top is the safe area's bottom")
        let field = scene.field()
        field.becomeFirstResponder()
        scene.harness.advance(by: 0.125)
        window.layoutIfNeeded()
        #expect(footer.frame.maxY > 520 && footer.frame.maxY < 800, "mid-slide: \(footer.frame.maxY)")
        scene.harness.advance(by: 0.125)
        window.layoutIfNeeded()
        #expect(footer.frame.maxY == 520)
        #expect(window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 520, width: 400, height: 280))
        field.resignFirstResponder()
        scene.harness.advance(by: 0.25)
        window.layoutIfNeeded()
        #expect(footer.frame.maxY == 800)
    }
}
