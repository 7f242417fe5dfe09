import InputCore
import Testing
@testable import Keyboard

/// Types through real keymaps from xkb-data (installed by Tools/scripts/install-deps.sh).
struct KeyboardStateTests {
    private func state(_ layout: String, variant: String = "", compose: ComposeTable? = nil) throws -> KeyboardState {
        try KeyboardState(keymap: Keymap(names: KeymapNames(layout: layout, variant: variant)), compose: compose)
    }

    /// Presses and releases `code`, returning the press's translation.
    @discardableResult
    private func tap(_ code: UInt32, _ state: KeyboardState) -> KeyTranslation {
        let down = state.update(code: code, state: .pressed)
        _ = state.update(code: code, state: .released)
        return down
    }

    /// Types the keys while `modifier` is held.
    private func with(_ modifier: UInt32, _ state: KeyboardState, _ body: () -> Void) {
        _ = state.update(code: modifier, state: .pressed)
        body()
        _ = state.update(code: modifier, state: .released)
    }

    @Test func usTypesLettersAndShiftedSymbols() throws {
        let us = try state("us")
        #expect(tap(Key.a, us).characters == "a")
        #expect(tap(Key.z, us).characters == "z")
        with(Key.leftShift, us) {
            let shifted = tap(Key.a, us)
            #expect(shifted.characters == "A")
            #expect(shifted.charactersIgnoringModifiers == "a")
            #expect(shifted.modifiers == [.shift])
            #expect(tap(Key.one, us).characters == "!")
        }
        // Shift released: lower case again, no flags left behind.
        let after = tap(Key.a, us)
        #expect(after.characters == "a")
        #expect(after.modifiers == [])
    }

    @Test func germanSwapsZAndYAndTypesEszettAndAltGrQ() throws {
        let de = try state("de")
        #expect(tap(Key.z, de).characters == "y")
        #expect(tap(Key.y, de).characters == "z")
        #expect(tap(Key.minus, de).characters == "ß")
        with(Key.rightAlt, de) {
            let at = tap(Key.q, de)
            #expect(at.characters == "@")
            #expect(at.charactersIgnoringModifiers == "q")
            // AltGr is not Alt (Option): the third level is typing, not a shortcut.
            #expect(!at.modifiers.contains(.alternate))
        }
    }

    @Test func frenchIsAzerty() throws {
        let fr = try state("fr")
        #expect(tap(Key.q, fr).characters == "a")
        #expect(tap(Key.a, fr).characters == "q")
        #expect(tap(Key.w, fr).characters == "z")
        #expect(tap(Key.semicolon, fr).characters == "m")
        #expect(tap(Key.one, fr).characters == "&")
        with(Key.leftShift, fr) { #expect(tap(Key.one, fr).characters == "1") }
    }

    @Test func capsLockLocksAndReportsAlphaShift() throws {
        let us = try state("us")
        let capsPress = tap(Key.capsLock, us)
        #expect(capsPress.modifiers.contains(.capsLock))
        let locked = tap(Key.a, us)
        #expect(locked.characters == "A")
        #expect(locked.charactersIgnoringModifiers == "a")
        #expect(locked.modifiers == [.capsLock])
        // Caps Lock does not shift digits.
        #expect(tap(Key.one, us).characters == "1")
        tap(Key.capsLock, us)
        let unlocked = tap(Key.a, us)
        #expect(unlocked.characters == "a")
        #expect(unlocked.modifiers == [])
    }

    @Test func modifierKeysReportTheirOwnFlagAndTypeNothing() throws {
        let us = try state("us")
        let shiftDown = us.update(code: Key.leftShift, state: .pressed)
        #expect(shiftDown.characters == "")
        #expect(shiftDown.modifiers == [.shift])
        let shiftUp = us.update(code: Key.leftShift, state: .released)
        #expect(shiftUp.modifiers == [.shift])
        #expect(us.modifiers == [])
        with(Key.leftCtrl, us) {
            let controlA = tap(Key.a, us)
            #expect(controlA.modifiers == [.control])
            #expect(controlA.charactersIgnoringModifiers == "a")
        }
        with(Key.leftAlt, us) { #expect(tap(Key.a, us).modifiers == [.alternate]) }
        with(Key.leftMeta, us) { #expect(tap(Key.a, us).modifiers == [.command]) }
    }

    @Test func nonPrintingKeysGiveUIKitsStrings() throws {
        let us = try state("us")
        #expect(tap(Key.backspace, us).characters == "\u{8}")
        #expect(tap(Key.enter, us).characters == "\r")
        #expect(tap(Key.tab, us).characters == "\t")
        #expect(tap(Key.esc, us).characters == "\u{1B}")
        #expect(tap(Key.left, us).characters == "UIKeyInputLeftArrow")
        #expect(tap(Key.up, us).charactersIgnoringModifiers == "UIKeyInputUpArrow")
        #expect(tap(Key.delete, us).characters == "UIKeyInputDelete")
        #expect(tap(Key.f1, us).characters == "UIKeyInputF1")
        #expect(tap(Key.f12, us).characters == "UIKeyInputF12")
        with(Key.leftShift, us) { #expect(tap(Key.tab, us).characters == "\t") }
    }

    @Test func keypadKeysCarryNumericPad() throws {
        let us = try state("us")
        // Num Lock off: the keypad's 1 is End, still on the keypad.
        let end = tap(Key.kp1, us)
        #expect(end.characters == "UIKeyInputEnd")
        #expect(end.modifiers.contains(.numericPad))
        tap(Key.numLock, us)
        let one = tap(Key.kp1, us)
        #expect(one.characters == "1")
        #expect(one.modifiers.contains(.numericPad))
        #expect(tap(Key.kpEnter, us).characters == "\r")
        #expect(!tap(Key.one, us).modifiers.contains(.numericPad))
    }

    @Test func lettersRepeatModifiersDoNot() throws {
        let keymap = try Keymap(names: KeymapNames(layout: "us"))
        #expect(keymap.repeats(code: Key.a))
        #expect(keymap.repeats(code: Key.backspace))
        #expect(!keymap.repeats(code: Key.leftShift))
        #expect(!keymap.repeats(code: Key.capsLock))
        let us = try KeyboardState(keymap: keymap)
        #expect(tap(Key.a, us).repeats)
        #expect(!tap(Key.leftShift, us).repeats)
    }

    @Test func secondLayoutGroupSwitchesWithItsOption() throws {
        let keymap = try Keymap(names: KeymapNames(layout: "us,de", options: "grp:caps_toggle"))
        #expect(keymap.layoutNames.count == 2)
        let state = try KeyboardState(keymap: keymap)
        #expect(tap(Key.z, state).characters == "z")
        tap(Key.capsLock, state)
        #expect(tap(Key.z, state).characters == "y")
        #expect(tap(Key.z, state).charactersIgnoringModifiers == "y")
    }
}
