import CMallocCounter
import Foundation
import Glibc
import InputCore
import UIKit

// osk-bench: the on-screen keyboard (issue 28 item 4's targets). A 480 × 800 portrait kiosk, a touchscreen,
// the system keyboard up (mode `.always`) under an editing UITextField. Every sample goes through the real
// path: touch events into `UIApplication.handle`, the layout pass, then one frame (the damage composited
// and copied into the presented frame, as the display loop does).
//   popup   — touch-down on the "g" key → its pop-up drawn: `handle(down)` and one frame, in µs, after a
//             2 ms idle pause (the lift and a Backspace that keeps the text's length run unmeasured);
//   allocs  — 600 keys typed at 10 a second on the virtual clock (down, frame, 50 ms, up, frame, 50 ms)
//             after 60 keys of warm-up, heap allocations per key, for three first responders:
//             `field` (a UITextField: the keyboard plus the field's own edit, layout and drawing),
//             `collector` (a bare UIKeyInput view that appends to a String: the keyboard's own share),
//             and `baseline` (the same taps on a plain view with no keyboard: touch dispatch alone).
// `collector-no-frames` repeats the collector's keys without drawing any frame: the dispatch and typing
// alone.
// Prints `popup <µs>` lines, then `allocs <responder> <per key> <total>`.

func microsecondsNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1_000
}

/// A responder that only collects typed text, as the press path delivers it.
final class Collector: UIView, UIKeyInput {
    var text = ""
    var keyboardType: UIKeyboardType = .default
    var returnKeyType: UIReturnKeyType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .none
    var isSecureTextEntry = false
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ typed: String) { text += typed }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let characters = press.key?.characters else { continue }
            if characters == "\u{8}" { deleteBackward() } else { insertText(characters) }
        }
    }
}

@MainActor
final class Kiosk {
    let application: UIApplication
    let window: UIWindow
    let compositor: Compositor
    let device = DeviceID(1)
    var contact: Int32 = 0
    /// Whether each key's touch events are followed by frames (off: dispatch and typing alone).
    var drawsFrames = true
    /// The presented frame's damage list, built in one buffer as the frame loop does
    /// (`FrameLoop.attachCompositor`).
    var damageRegions: [ScreenFrame.Region] = []
    /// The touch frame's list of changes, kept by the harness (the bench's own allocation per event
    /// otherwise, not the framework's: a backend builds its frames its own way).
    var changes: [ContactChange] = []

    init() throws {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 480, height: 800))
        application = UIApplication.makeShared(screen: screen)
        application.onScreenKeyboardMode = .always
        window = UIWindow(screen: screen)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        application.handle(InputEvent(time: application.clock.now, device: device, payload: .deviceAdded(DeviceDescription(
            id: device, name: "bench touchscreen", capabilities: .touch, touchSurface: .direct, maximumContacts: 10))))
        compositor = try Compositor(screen: screen)
        _ = ScreenFrame(borrowing: compositor.context, damage: compositor.renderFrame())
    }

    /// One frame as a display loop makes it.
    @inline(never)
    func frame() {
        guard drawsFrames else { return }
        let damage = compositor.renderFrame()
        if !damage.isEmpty { _ = ScreenFrame(borrowing: compositor.context, damage: damage, reusing: &damageRegions) }
    }

    func touch(_ phase: ContactPhase, at point: CGPoint) {
        if phase == .down { contact &+= 1 }
        changes.removeAll(keepingCapacity: true)
        changes.append(ContactChange(contact: ContactID(contact), phase: phase, position: InputPoint(x: Double(point.x), y: Double(point.y))))
        application.handle(InputEvent(time: application.clock.now, device: device, payload: .touchFrame(TouchFrame(space: .screen, changes: changes))))
    }

    /// The centre of the key whose identifier is `name`, in screen points.
    func key(_ name: String) -> CGPoint? {
        for window in application.windows.reversed() {
            window.layoutIfNeeded()
            if let view = Self.find(name, in: window) {
                return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
            }
        }
        return nil
    }

    static func find(_ name: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == name, !view.isHidden { return view }
        for subview in view.subviews { if let found = find(name, in: subview) { return found } }
        return nil
    }

    /// One key at 10 a second: down, a frame, 50 ms, up, a frame, 50 ms.
    func type(at point: CGPoint) {
        touch(.down, at: point)
        frame()
        application.advance(by: 0.05)
        touch(.up, at: point)
        frame()
        application.advance(by: 0.05)
    }
}

/// The keys whose allocations are counted; not inlined, so callgrind can collect them alone
/// (`--toggle-collect='*countedKeys*'`) and attribute each `malloc` to its caller.
@inline(never) @MainActor
func countedKeys(_ keys: Int, typing points: [CGPoint], in kiosk: Kiosk) {
    for i in 0..<keys { kiosk.type(at: points[i % points.count]) }
}

@MainActor
func allocations(per keys: Int, warmUp: Int, typing points: [CGPoint], in kiosk: Kiosk) -> (perKey: Double, total: UInt64) {
    for i in 0..<warmUp { kiosk.type(at: points[i % points.count]) }
    malloc_counter_set_enabled(1)
    let before = malloc_counter_read().allocations
    countedKeys(keys, typing: points, in: kiosk)
    let total = malloc_counter_read().allocations - before
    malloc_counter_set_enabled(0)
    precondition(malloc_counter_is_active() != 0, "the counting allocator is not in use")
    return (Double(total) / Double(keys), total)
}

@MainActor
func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var samples = 200
    while !arguments.isEmpty {
        let name = arguments.removeFirst()
        switch name {
        case "--samples": samples = Int(arguments.isEmpty ? "" : arguments.removeFirst()) ?? samples
        default: throw NSError(domain: "osk-bench: unknown option \(name)", code: 64)
        }
    }
    var output = ""
    let sentence = "thequickbrownfoxjumpsoverthelazydog".map(String.init)

    // The pop-up and the field's allocations.
    do {
        let kiosk = try Kiosk()
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 440, height: 34))
        field.borderStyle = .roundedRect
        kiosk.window.addSubview(field)
        guard field.becomeFirstResponder() else { throw NSError(domain: "osk-bench: the field did not begin editing", code: 1) }
        kiosk.application.advance(by: 0.3)
        kiosk.frame()
        guard let g = kiosk.key("g"), let backspace = kiosk.key("backspace") else { throw NSError(domain: "osk-bench: no keys", code: 1) }
        for _ in 0..<samples {
            usleep(2_000)
            let start = microsecondsNow()
            kiosk.touch(.down, at: g)
            kiosk.frame()
            output += String(format: "popup %.2f\n", microsecondsNow() - start)
            kiosk.application.advance(by: 0.05)
            kiosk.touch(.up, at: g)
            kiosk.frame()
            kiosk.application.advance(by: 0.05)
            kiosk.type(at: backspace)
        }
        guard field.text?.isEmpty == true else { throw NSError(domain: "osk-bench: the field holds \(field.text ?? "")", code: 1) }
        let points = sentence.compactMap { kiosk.key($0) }
        let result = allocations(per: 600, warmUp: 60, typing: points, in: kiosk)
        output += String(format: "allocs field %.2f %llu\n", result.perKey, result.total)
        output += "check field \(field.text?.count ?? 0)\n"
    }
    // The keyboard's own share: a bare key input.
    do {
        let kiosk = try Kiosk()
        let collector = Collector(frame: CGRect(x: 20, y: 80, width: 440, height: 34))
        kiosk.window.addSubview(collector)
        guard collector.becomeFirstResponder() else { throw NSError(domain: "osk-bench: the collector did not become first responder", code: 1) }
        kiosk.application.advance(by: 0.3)
        kiosk.frame()
        let points = sentence.compactMap { kiosk.key($0) }
        let result = allocations(per: 600, warmUp: 60, typing: points, in: kiosk)
        output += String(format: "allocs collector %.2f %llu\n", result.perKey, result.total)
        kiosk.drawsFrames = false
        let undrawn = allocations(per: 600, warmUp: 60, typing: points, in: kiosk)
        output += String(format: "allocs collector-no-frames %.2f %llu\n", undrawn.perKey, undrawn.total)
        output += "check collector \(collector.text.count)\n"
    }
    // Touch dispatch alone: the same taps on a plain view, no keyboard.
    do {
        let kiosk = try Kiosk()
        let pad = UIView(frame: CGRect(x: 0, y: 400, width: 480, height: 400))
        kiosk.window.addSubview(pad)
        kiosk.frame()
        let points = (0..<26).map { CGPoint(x: 20 + CGFloat($0 % 10) * 44, y: 450 + CGFloat($0 / 10) * 60) }
        let result = allocations(per: 600, warmUp: 60, typing: points, in: kiosk)
        output += String(format: "allocs baseline %.2f %llu\n", result.perKey, result.total)
    }
    FileHandle.standardOutput.write(Data(output.utf8))
}

do {
    try MainActor.assumeIsolated { try main() }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
