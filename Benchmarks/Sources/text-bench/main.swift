import Foundation
import Glibc
import UIKit

// text-bench: typing into a text field (issue 28's target: key press → character inserted and the field's
// damage drawn, ≤ 0.3 ms for a 200-character field). A 360 × 34 rounded-rectangle UITextField holding 200
// characters of prose is editing, with its caret at the end, on a 400 × 200 screen. Each sample is one
// keystroke as the field receives it from a key press after the keymap (`insertText("a")`, alternating
// with `deleteBackward()` so the text stays at 200 characters) followed by one frame: the damage
// composited and handed on as a frame borrowing the screen (`ScreenFrame(borrowing:damage:)`), as the
// display loop does. The keymap's own cost (libxkbcommon) is not in it.
//   type       — one keystroke and its frame, after a 2 ms idle pause (as between real keystrokes);
//   type-warm  — 200 keystrokes and frames back to back, the mean per keystroke;
//   blink      — the caret's blink frame alone (the field invalidates only the caret's rectangle);
//   handle     — a selection end moved by a word with the selection handles shown, and its frame: what a
//                selection handle's drag step does after finding the boundary under the finger (the
//                selection set through `selectedTextRange`, alternating between two ranges).
// Prints one line per sample: `<kind> <microseconds>`, then `check <text length>`.

func microsecondsNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1_000
}

/// One frame as a display loop makes it; not inlined, so callgrind can count it alone.
@inline(never) @MainActor
func profiledFrame(_ compositor: Compositor) -> [CGRect] {
    let damage = compositor.renderFrame()
    if !damage.isEmpty { _ = ScreenFrame(borrowing: compositor.context, damage: damage) }
    return damage
}

/// One keystroke: a character typed, or (every other one) deleted, so the length stays the same.
@inline(never) @MainActor
func profiledKeystroke(_ field: UITextField, _ index: Int) {
    if index % 2 == 0 { field.insertText("a") } else { field.deleteBackward() }
}

/// A selection step's frame: the same work as ``profiledFrame(_:)``, apart so callgrind counts the two
/// separately (and the keystroke's frame stays comparable with earlier sessions'). Written differently
/// (`renderChanges()`, which `renderFrame()` wraps) so the optimizer does not merge the two identical bodies.
@inline(never) @MainActor
func profiledHandleFrame(_ compositor: Compositor) -> [CGRect] {
    guard let damage = compositor.renderChanges() else { return [] }
    _ = ScreenFrame(borrowing: compositor.context, damage: damage)
    return damage
}

/// One step of a selection handle's drag: the end of a selected range moves by a word (or back).
@inline(never) @MainActor
func profiledSelectionStep(_ field: UITextField, _ index: Int) {
    let start = field.position(from: field.beginningOfDocument, offset: 170)!
    let end = field.position(from: field.beginningOfDocument, offset: index % 2 == 0 ? 185 : 179)!
    field.selectedTextRange = field.textRange(from: start, to: end)
}

@MainActor
func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var frames = 200
    while !arguments.isEmpty {
        let name = arguments.removeFirst()
        switch name {
        case "--frames": frames = Int(arguments.isEmpty ? "" : arguments.removeFirst()) ?? frames
        default: throw NSError(domain: "text-bench: unknown option \(name)", code: 64)
        }
    }
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 200))
    let application = UIApplication.makeShared(screen: screen)
    let window = UIWindow(screen: screen)
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 20, y: 80, width: 360, height: 34))
    field.borderStyle = .roundedRect
    let prose = "The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs. "
    field.text = String(String(repeating: prose, count: 3).prefix(200))
    window.addSubview(field)
    guard field.becomeFirstResponder() else { throw NSError(domain: "text-bench: the field did not begin editing", code: 1) }
    let compositor = try Compositor(screen: application.mainScreen)
    _ = ScreenFrame(borrowing: compositor.context, damage: compositor.renderFrame())
    var output = ""
    for i in 0..<frames {
        usleep(2_000)
        let start = microsecondsNow()
        profiledKeystroke(field, i)
        let damage = profiledFrame(compositor)
        output += String(format: "type %.2f\n", microsecondsNow() - start)
        if damage.isEmpty { FileHandle.standardError.write(Data("text-bench: a keystroke drew nothing\n".utf8)) }
    }
    for _ in 0..<max(1, frames / 10) {
        usleep(2_000)
        let start = microsecondsNow()
        for i in 0..<200 {
            profiledKeystroke(field, i)
            _ = profiledFrame(compositor)
        }
        output += String(format: "type-warm %.3f\n", (microsecondsNow() - start) / 200)
    }
    for _ in 0..<frames {
        usleep(2_000)
        application.advance(by: UITextField.caretBlinkInterval)
        let start = microsecondsNow()
        _ = profiledFrame(compositor)
        output += String(format: "blink %.2f\n", microsecondsNow() - start)
    }
    profiledSelectionStep(field, 1)
    _ = profiledHandleFrame(compositor)
    for i in 0..<frames {
        usleep(2_000)
        let start = microsecondsNow()
        profiledSelectionStep(field, i)
        let damage = profiledHandleFrame(compositor)
        output += String(format: "handle %.2f\n", microsecondsNow() - start)
        if damage.isEmpty { FileHandle.standardError.write(Data("text-bench: a selection step drew nothing\n".utf8)) }
    }
    output += "check \(field.text?.count ?? 0)\n"
    FileHandle.standardOutput.write(Data(output.utf8))
}

try MainActor.assumeIsolated { try main() }
