import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Typing on the system keyboard with fingers on a touchscreen.
@MainActor
@Suite struct OnScreenKeyboardViewTests {
    func editing(_ type: UIKeyboardType = .default, text: String? = nil) -> (KeyboardScene, UITextField) {
        let scene = KeyboardScene()
        let field = scene.field(type: type)
        field.text = text
        scene.showKeyboard(for: field)
        return (scene, field)
    }

    /// The pop-ups on screen, with their titles.
    func popups(_ scene: KeyboardScene) -> [String] {
        (scene.keyboard?.subviews ?? []).compactMap { $0 as? OnScreenKeyboardPopupView }.filter { !$0.isHidden }.map(\.title)
    }

    @Test func tappingKeysTypesThemIntoTheFirstResponderThroughItsKeyInput() {
        let (scene, field) = editing()
        defer { scene.stop() }
        for key in ["h", "i", "space", "1"] where key != "1" { scene.tap(key) }
        scene.tap("123")
        scene.tap("1")
        #expect(field.text == "hi 1")
        // The trace notes each key as it notes a hardware key, typed text hidden.
        #expect(scene.harness.traceLines(containing: "on-screen key typed 1 character (hidden) -> ").count == 4)
    }

    /// Keys and pop-ups sit on whole device pixels, so each is composited one pixel for one (the 400-point
    /// screen gives fractional key widths before rounding), on every page and at scales 1 and 2.
    @Test(arguments: [1.0, 2.0]) func keysAndPopupsSitOnWholeDevicePixels(scale: Double) throws {
        let scene = KeyboardScene(scale: scale)
        defer { scene.stop() }
        let field = scene.field()
        scene.showKeyboard(for: field)
        let keyboard = try #require(scene.keyboard)
        func onPixels(_ view: UIView) -> Bool {
            let frame = view.convert(view.bounds, to: nil)
            return [frame.minX, frame.maxX, frame.minY, frame.maxY].allSatisfy { ($0 * scale).rounded() == $0 * scale }
        }
        for page in ["123", "#+=", "ABC"] {
            keyboard.layoutIfNeeded()
            for row in keyboard.keyViews {
                for key in row { #expect(onPixels(key), "\(key.title) at \(key.frame), scale \(scale)") }
                for (left, right) in zip(row, row.dropFirst()) { #expect(left.frame.maxX <= right.frame.minX, "\(left.title) overlaps \(right.title)") }
            }
            let finger = scene.screen.down(at: scene.centre(of: keyboard.keyViews[0][3].title))
            let popup = try #require(keyboard.subviews.compactMap { $0 as? OnScreenKeyboardPopupView }.first { !$0.isHidden })
            #expect(onPixels(popup), "pop-up at \(popup.frame), scale \(scale)")
            finger.lift()
            scene.tap(page)
        }
    }

    /// The letter keys of a row are one size before rounding and a pixel apart after it; their pop-ups
    /// share one size (the key's unrounded width plus 12 points, rounded), stand on the key and are centred
    /// on it to the pixel, so the pop-up keeps its bitmap from key to key.
    @Test(arguments: [1.0, 2.0]) func thePopupHasOneSizeOverEveryLetterAndKeepsItsBitmap(scale: Double) throws {
        let scene = KeyboardScene(scale: scale)
        defer { scene.stop() }
        let compositor = try Compositor()
        scene.showKeyboard(for: scene.field())
        let keyboard = try #require(scene.keyboard)
        keyboard.layoutIfNeeded()
        let letters = keyboard.keyViews.flatMap { $0 }.filter { $0.key.showsPopup }
        #expect(Set(letters.map(\.frame.width)).count > 1, "the rounded keys differ by a pixel (else this tests nothing)")
        var sizes = Set<CGSize>()
        var bitmaps = Set<ObjectIdentifier>()
        for key in letters {
            let finger = scene.screen.down(at: scene.centre(of: key.title))
            compositor.renderFrame()
            let popup = try #require(keyboard.subviews.compactMap { $0 as? OnScreenKeyboardPopupView }.first { !$0.isHidden })
            sizes.insert(popup.frame.size)
            #expect(popup.frame.maxY == key.frame.maxY, "\(key.title): stands on the key")
            #expect(abs(popup.frame.midX - key.frame.midX) <= 0.5 / scale + 1e-9, "\(key.title): centred to the pixel")
            #expect(abs(popup.frame.width - (key.unroundedFrame.width + 12)) <= 0.5 / scale + 1e-9)
            if let content = popup.displayState.content { bitmaps.insert(ObjectIdentifier(content)) }
            finger.lift()
        }
        #expect(sizes.count == 1, "one pop-up size: \(sizes)")
        #expect(bitmaps.count == 1, "one bitmap for every key")
    }

    @Test func shiftShiftsOneLetterAndADoubleTapLocksCapitals() {
        let (scene, field) = editing()
        defer { scene.stop() }
        scene.tap("⇧")
        #expect(scene.rows.first == "Q W E R T Y U I O P")
        scene.tap("A")
        scene.tap("b")
        #expect(field.text == "Ab")
        scene.harness.advance(by: 1)
        scene.tap("⇧")
        scene.harness.advance(by: 0.1)
        scene.tap("⇧")
        #expect(scene.keyboard?.shift == .locked)
        scene.tap("C")
        scene.tap("D")
        scene.tap("⇪")
        scene.tap("e")
        #expect(field.text == "AbCDe")
    }

    @Test func pageKeysSwitchBetweenLettersNumbersAndSymbols() {
        let (scene, _) = editing()
        defer { scene.stop() }
        scene.tap("123")
        #expect(scene.rows.first == "1 2 3 4 5 6 7 8 9 0")
        scene.tap("#+=")
        #expect(scene.rows.first == "[ ] { } # % ^ * + =")
        scene.tap("ABC")
        #expect(scene.rows.first == "q w e r t y u i o p")
    }

    @Test func aFingerThatSlidesToANeighbourTypesTheNeighbourAndMovesThePopup() {
        let (scene, field) = editing()
        defer { scene.stop() }
        let finger = scene.screen.down(at: scene.centre(of: "q"))
        #expect(popups(scene) == ["q"])
        #expect(scene.key("q")?.isHighlighted == true)
        finger.move(to: scene.centre(of: "w"))
        #expect(popups(scene) == ["w"])
        #expect(scene.key("q")?.isHighlighted == false && scene.key("w")?.isHighlighted == true)
        #expect(field.text == "", "nothing is typed before the lift")
        finger.lift()
        #expect(field.text == "w")
        #expect(popups(scene).isEmpty)
    }

    @Test func severalFingersEachTypeTheirKeyInTheOrderTheyLift() {
        let (scene, field) = editing()
        defer { scene.stop() }
        let first = scene.screen.down(at: scene.centre(of: "a"))
        let second = scene.screen.down(at: scene.centre(of: "s"))
        #expect(Set(popups(scene)) == ["a", "s"])
        second.lift()
        first.lift()
        #expect(field.text == "sa")
    }

    @Test func backspaceDeletesAtTouchDownThenRepeatsAtTheKeyRepeatRate() {
        let (scene, field) = editing(text: "abcdefghij")
        defer { scene.stop() }
        let finger = scene.screen.down(at: scene.centre(of: "⌫"))
        #expect(field.text == "abcdefghi")
        scene.harness.advance(by: 0.59)
        #expect(field.text == "abcdefghi", "nothing before the repeat delay (0.6 s)")
        scene.harness.advance(by: 0.01)
        #expect(field.text == "abcdefgh")
        scene.harness.advance(by: 0.12)
        #expect(field.text == "abcde", "then one every 0.04 s")
        finger.lift()
        scene.harness.advance(by: 1)
        #expect(field.text == "abcde")
    }

    @Test func aDelegateThatRefusesTheChangeBlocksATappedKey() {
        let (scene, field) = editing(text: "x")
        defer { scene.stop() }
        let delegate = RecordingTextFieldDelegate()
        delegate.allowChange = { _, _ in false }
        field.delegate = delegate
        scene.tap("a")
        #expect(field.text == "x")
        #expect(delegate.calls == ["change 1,0 \"a\""])
    }

    @Test func returnIsTitledFromTheReturnKeyTypeAndReturnsAsAHardwareKeyDoes() {
        let scene = KeyboardScene()
        defer { scene.stop() }
        let field = scene.field()
        field.returnKeyType = .search
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate
        scene.showKeyboard(for: field)
        scene.tap("Search")
        #expect(delegate.calls.contains("shouldReturn"))
        #expect(scene.harness.traceLines(containing: "on-screen key \"\\r\" -> ").count == 1)
    }

    @Test func aPINPadTypesDigits() {
        let (scene, field) = editing(.numberPad)
        defer { scene.stop() }
        #expect(scene.rows == ["1 2 3", "4 5 6", "7 8 9", "0 ⌫"])
        for digit in ["2", "0", "2", "6"] { scene.tap(digit) }
        scene.tap("⌫")
        #expect(field.text == "202")
    }

    @Test func thePopupIsDrawnAboveTheKey() throws {
        let scene = KeyboardScene()
        defer { scene.stop() }
        scene.harness.window.backgroundColor = .black
        let compositor = try Compositor()
        scene.showKeyboard(for: scene.field())
        guard let key = scene.key("t"), let window = key.window else { Issue.record("no key t"); return }
        let top = key.convert(CGPoint(x: key.bounds.midX, y: 0), to: window)
        let above = CGPoint(x: top.x, y: top.y - 20)
        func pixel() -> CGPixel? {
            compositor.renderFrame()
            return compositor.pixel(above)
        }
        expectPixel(pixel(), .blend(.black), "above the key before the touch: the app")
        let finger = scene.screen.down(at: scene.centre(of: "t"))
        expectPixel(pixel(), .blend(.white), "the pop-up above the key")
        finger.lift()
        expectPixel(pixel(), .blend(.black), "the pop-up is gone after the lift")
    }

    /// A key's pop-up is drawn once per title and then copied from its image: pressed again, it shows the
    /// same pixels (the balloon and the title's ink) without drawing anew; another key adds its own image.
    @Test func aPopupIsDrawnOnceAndThenCopiedFromItsImage() throws {
        let scene = KeyboardScene()
        defer { scene.stop() }
        scene.harness.window.backgroundColor = .black
        let compositor = try Compositor()
        scene.showKeyboard(for: scene.field())
        OnScreenKeyboardPopupView.images = [:]
        guard let key = scene.key("t"), let window = key.window else { Issue.record("no key t"); return }
        let balloon = OnScreenKeyboardPopupView.frame(above: key.convert(key.bounds, to: window))
        func pixels() -> [CGPixel?] {
            compositor.renderFrame()
            return stride(from: balloon.minY + 9, to: balloon.minY + balloon.height * 0.55, by: 1).flatMap { y in
                stride(from: balloon.minX + 9, to: balloon.maxX - 9, by: 1).map { x in compositor.pixel(CGPoint(x: x, y: y)) }
            }
        }
        compositor.renderFrame()
        var finger = scene.screen.down(at: scene.centre(of: "t"))
        let first = pixels()
        finger.lift()
        compositor.renderFrame()
        #expect(OnScreenKeyboardPopupView.images.keys.map(\.title) == ["t"])
        // Inside the balloon, clear of its rounded corners: white, but for the title's ink.
        let ink = first.filter { $0 != CGPixel.blend(.white) }.count
        #expect(ink > 20, "the title's ink")
        #expect(first.filter { $0 == CGPixel.blend(.white) }.count > first.count / 2, "the white balloon")
        finger = scene.screen.down(at: scene.centre(of: "t"))
        #expect(pixels() == first, "copied from the image: the same pop-up")
        finger.lift()
        finger = scene.screen.down(at: scene.centre(of: "y"))
        compositor.renderFrame()
        finger.lift()
        #expect(Set(OnScreenKeyboardPopupView.images.keys.map(\.title)) == ["t", "y"])
        // The pop-up moved from "t" to "y" keeps its bitmap: it shows y's pop-up, with no trace of t's.
        func pixelsOfPopup() -> [CGPixel?] {
            compositor.renderFrame()
            guard let popup = scene.keyboard?.subviews.compactMap({ $0 as? OnScreenKeyboardPopupView }).first(where: { !$0.isHidden })
            else { return [] }
            let frame = popup.convert(popup.bounds, to: nil)
            return stride(from: frame.minY + 0.5, to: frame.maxY, by: 1).flatMap { y in
                stride(from: frame.minX + 0.5, to: frame.maxX, by: 1).map { x in compositor.pixel(CGPoint(x: x, y: y)) }
            }
        }
        finger = scene.screen.down(at: scene.centre(of: "t"))
        _ = pixelsOfPopup()
        finger.lift()
        finger = scene.screen.down(at: scene.centre(of: "y"))
        let yOverKept = pixelsOfPopup()
        finger.lift()
        compositor.renderFrame()
        OnScreenKeyboardPopupView.images = [:]
        scene.keyboard?.subviews.forEach { if let popup = $0 as? OnScreenKeyboardPopupView { popup.displayState.content = nil; popup.setNeedsDisplay() } }
        finger = scene.screen.down(at: scene.centre(of: "y"))
        #expect(!yOverKept.isEmpty)
        #expect(pixelsOfPopup() == yOverKept, "the same pixels as a pop-up drawn afresh")
        finger.lift()
    }

    /// The images kept stay under the limit however many titles are shown.
    @Test func thePopupImagesStayUnderTheirLimit() throws {
        let scene = try ControlDrawingScene(background: .black)
        let popup = OnScreenKeyboardPopupView(frame: CGRect(x: 10, y: 10, width: 40, height: 90))
        scene.add(popup)
        OnScreenKeyboardPopupView.images = [:]
        for index in 0..<(OnScreenKeyboardPopupView.imageLimit + 12) {
            popup.title = "\(index)"
            _ = scene.compositor.renderFrame()
            #expect(OnScreenKeyboardPopupView.images.count <= OnScreenKeyboardPopupView.imageLimit)
        }
        #expect(OnScreenKeyboardPopupView.images.count == 12, "started again at the limit, then kept the newest")
        expectPixel(scene.pixel(CGPoint(x: 30, y: 95)), .blend(.white), "the last pop-up's balloon")
    }
}
