import Foundation
import InputCore
import InputRecording
import Replay

// Generates the recordings of Recordings/corpus/ with the project's own tools: each gesture is scripted
// with `InputScript` (as a person would perform it, frame by frame at 120 Hz) and written with
// `NativeRecordingWriter`; a few are also exported to evemu with `EvemuExporter`, to show the exporter
// and so they can drive real libinput through the emulated-device harness.
//
//     swift run make-corpus Recordings/corpus
//
// The scenes (`*.scene.json`) are written by hand; the golden traces (`*.trace`) come from
// `UPDATE_GOLDENS=1 swift test --filter CorpusTests`.

if CommandLine.arguments.dropFirst().first == "--field" {
    try FieldFixtures.write(to: CommandLine.arguments.dropFirst(2).first ?? "Recordings/field")
    exit(0)
}

let screen = ScreenMapping(width: 800, height: 600)
let panelSize = PhysicalSize(widthMillimetres: 160, heightMillimetres: 120)

func script(_ name: String, _ body: (inout InputScript) -> Void) -> (String, Recording) {
    var script = InputScript(screen: screen, source: "make-corpus: \(name)")
    // Half a second of nothing first: the replay engine skips leading idle time.
    body(&script)
    script.wait(0.2)
    return (name, script.recording)
}

func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

let recordings: [(String, Recording)] = [
    script("tap") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        s.tap(panel, at: point(400, 300))
        s.wait(0.6)
        // A second tap that drifts too far: the tap fails (allowableMovement).
        var finger = s.down(panel, at: [point(400, 300)])
        s.move(&finger, to: [point(460, 300)], duration: 0.1)
        s.lift(finger)
    },
    script("double-tap") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        s.tap(panel, at: point(300, 300))
        s.wait(0.12)
        s.tap(panel, at: point(304, 302))
        s.wait(0.8)
        s.tap(panel, at: point(500, 300))
    },
    script("long-press") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        s.press(panel, at: point(400, 300), duration: 0.9, drift: 3)
        s.wait(0.5)
        s.press(panel, at: point(400, 300), duration: 0.2, drift: 1)
    },
    script("pan") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        s.drag(panel, from: [point(200, 300)], dx: 300, dy: 80, duration: 0.5)
    },
    script("swipes") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        s.drag(panel, from: [point(250, 300)], dx: 250, dy: 0, duration: 0.12)
        s.wait(0.5)
        s.drag(panel, from: [point(550, 300)], dx: -250, dy: 0, duration: 0.12)
        s.wait(0.5)
        s.drag(panel, from: [point(400, 450)], dx: 0, dy: -250, duration: 0.12)
        s.wait(0.5)
        s.drag(panel, from: [point(400, 150)], dx: 0, dy: 250, duration: 0.12)
    },
    script("pinch") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        s.pinch(panel, center: point(400, 300), from: 100, to: 300, duration: 0.4)
        s.wait(0.5)
        s.pinch(panel, center: point(400, 300), from: 300, to: 120, duration: 0.4)
    },
    script("rotation") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        s.rotate(panel, center: point(400, 300), radius: 120, degrees: 90, duration: 0.5)
        s.wait(0.5)
        s.rotate(panel, center: point(400, 300), radius: 120, degrees: -45, duration: 0.4)
    },
    script("edge-pan") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // From the left edge inwards: the edge pan; then the same move from the middle: the plain pan.
        s.drag(panel, from: [point(4, 300)], dx: 200, dy: 10, duration: 0.4)
        s.wait(0.5)
        s.drag(panel, from: [point(300, 300)], dx: 200, dy: 10, duration: 0.4)
    },
    script("two-finger-pan") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        s.drag(panel, from: [point(350, 200), point(450, 200)], dx: 0, dy: 200, duration: 0.5)
        s.wait(0.5)
        // One finger alone does not move the two-finger pan.
        s.drag(panel, from: [point(400, 200)], dx: 0, dy: 200, duration: 0.5)
    },
    script("mouse-and-wheel") { s in
        let mouse = s.addMouse()
        s.wait(0.5)
        s.mouseMove(mouse, dx: -312, dy: -184)
        s.wait(0.05)
        s.mouseButton(mouse, .pressed)
        s.wait(0.08)
        s.mouseButton(mouse, .released)
        s.wait(0.6)
        // A drag with the button held: the pan, driven by the pointer.
        s.mouseButton(mouse, .pressed)
        for _ in 0..<30 {
            s.wait(1.0 / 60)
            s.mouseMove(mouse, dx: 8, dy: 2)
        }
        s.mouseButton(mouse, .released)
        s.wait(0.6)
        for _ in 0..<4 {
            s.wheel(mouse, detents: 1)
            s.wait(0.03)
        }
        s.wait(0.3)
    },
    script("two-views") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // One finger on each half at once: each view's pan follows its own finger.
        var fingers = s.down(panel, at: [point(200, 300), point(600, 300)])
        s.move(&fingers, to: [point(200, 150), point(600, 450)], duration: 0.4)
        s.lift(fingers)
        s.wait(0.5)
        // Taps on both at the same moment.
        let taps = s.down(panel, at: [point(150, 400), point(650, 200)])
        s.wait(0.06)
        s.lift(taps)
    },
    script("scroll-buttons") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // A tap on a button in a feed: held back until the lift, then the button's touchDown and
        // touchUpInside together.
        s.tap(panel, at: point(400, 60))
        s.wait(0.6)
        // A quick flick starting on a button: the feed scrolls and decelerates; the button hears nothing.
        s.drag(panel, from: [point(400, 420)], dx: 0, dy: -250, duration: 0.1)
        s.wait(4)
        // A press held past the delay, then a drag: the pressed button keeps its touch (touchesShouldCancel
        // is false for controls) and the feed does not scroll.
        var finger = s.down(panel, at: [point(400, 300)])
        s.wait(0.3)
        s.move(&finger, to: [point(400, 50)], duration: 0.3)
        s.lift(finger)
    },
    script("carousel-feed") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // A horizontal drag on the carousel scrolls the carousel (the finger rests before lifting).
        var finger = s.down(panel, at: [point(600, 200)])
        s.move(&finger, to: [point(300, 205)], duration: 0.3)
        s.wait(0.1)
        s.lift(finger)
        s.wait(0.5)
        // A horizontal flick: the carousel decelerates and comes to rest.
        s.drag(panel, from: [point(600, 200)], dx: -300, dy: 0, duration: 0.1)
        s.wait(4)
        // A vertical drag on the carousel scrolls the feed.
        finger = s.down(panel, at: [point(400, 250)])
        s.move(&finger, to: [point(405, 50)], duration: 0.3)
        s.wait(0.1)
        s.lift(finger)
    },
    script("slider-pager") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // A drag from the slider's thumb moves the slider, not the page.
        s.drag(panel, from: [point(400, 300)], dx: 100, dy: 0, duration: 0.3)
        s.wait(0.5)
        // A flick elsewhere on the page: the pager moves one page.
        s.drag(panel, from: [point(600, 500)], dx: -300, dy: 0, duration: 0.15)
    },
    script("device-removed") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        var finger = s.down(panel, at: [point(200, 300)])
        s.move(&finger, to: [point(400, 300)], duration: 0.3)
        // The cable comes out mid-pan: the touch is cancelled, and so is the pan.
        s.remove(panel)
    },
    script("constraints-tap") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // The button is placed by anchor equations (x 384…784, y 200…400): a tap inside, then one beside it.
        s.tap(panel, at: point(600, 300))
        s.wait(0.6)
        s.tap(panel, at: point(300, 300))
    },
    script("table-select") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // A quick tap on row 3 (rows are 50 pt): it reaches the cell at the lift, highlights and selects.
        s.tap(panel, at: point(400, 175))
        s.wait(0.6)
        // A press held past the 0.15 s delay on row 5: highlighted after the delay, selected at the lift
        // (row 3 is deselected: single selection).
        var finger = s.down(panel, at: [point(400, 275)])
        s.wait(0.3)
        s.lift(finger)
        s.wait(0.6)
        // A press held on row 7, then a drag: the scroll cancels the highlight and selects nothing.
        finger = s.down(panel, at: [point(400, 375)])
        s.wait(0.3)
        s.move(&finger, to: [point(400, 175)], duration: 0.3)
        s.lift(finger)
    },
    script("table-fling") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // A fling up the list: it scrolls and decelerates, no row highlights.
        s.drag(panel, from: [point(400, 500)], dx: 0, dy: -300, duration: 0.1)
        s.wait(4)
        // A tap once it rests selects the row under the finger.
        s.tap(panel, at: point(400, 300))
    },
    script("table-swipe-delete") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // A short swipe left on row 2 (rows are 50 pt): moved 82 pt, the "Delete" button stays open.
        var finger = s.down(panel, at: [point(600, 125)])
        s.move(&finger, to: [point(518, 125)], duration: 0.3)
        s.wait(0.1)
        s.lift(finger)
        s.wait(0.6)
        // A tap on the button deletes row 2.
        s.tap(panel, at: point(785, 125))
        s.wait(0.8)
        // A full swipe across row 5: past 0.8 of the width, the first action runs and row 5 goes too.
        finger = s.down(panel, at: [point(780, 275)])
        s.move(&finger, to: [point(80, 275)], duration: 0.3)
        s.wait(0.1)
        s.lift(finger)
        s.wait(0.8)
    },
    script("table-pull-refresh") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // A slow pull down from the top of the list, held, released: past 100 pt the control refreshes;
        // the list rests under the spinner until the refresh ends 1 s later and scrolls back.
        var finger = s.down(panel, at: [point(400, 100)])
        s.move(&finger, to: [point(400, 480)], duration: 0.5)
        s.wait(0.1)
        s.lift(finger)
        s.wait(2)
    },
    script("constraints-vfl") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // Two equal views placed by visual-format strings (x 8…396 and 404…792): one tap on each, then
        // one in the 8-point gap between them, which neither view gets.
        s.tap(panel, at: point(200, 300))
        s.wait(0.6)
        s.tap(panel, at: point(600, 300))
        s.wait(0.6)
        s.tap(panel, at: point(400, 300))
    },
    script("stack-buttons") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // Three views a stack view lays out with fillEqually and 30-point gaps in x 40…760 (one 40…260,
        // two 290…510, three 540…760): a tap on the first, one in the gap after the second, one on the third.
        s.tap(panel, at: point(150, 300))
        s.wait(0.6)
        s.tap(panel, at: point(525, 300))
        s.wait(0.6)
        s.tap(panel, at: point(650, 300))
    },
    script("navigation-pop-completed") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // From the left edge across a row with a swipe pan: the interactive pop wins; released slowly
        // (held still first) past half the 800-point width, it completes.
        var finger = s.down(panel, at: [point(6, 300)])
        s.move(&finger, to: [point(506, 304)], duration: 0.6)
        s.wait(0.15)
        s.lift(finger)
        s.wait(0.5)
    },
    script("navigation-pop-cancelled") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // The same drag released slowly a quarter of the way: the pop cancels and the message stays.
        var finger = s.down(panel, at: [point(6, 300)])
        s.move(&finger, to: [point(206, 302)], duration: 0.5)
        s.wait(0.15)
        s.lift(finger)
        s.wait(0.5)
        // A drag from the middle of the row moves the row's swipe pan, not the pop.
        s.drag(panel, from: [point(600, 300)], dx: -200, dy: 0, duration: 0.3)
    },
    // A `collection` grid of 40 photos, 4 columns of 180 × 100 pt (x 10, 210, 410, 610; rows 120 pt apart from y 10).
    script("collection-grid-select") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // A quick tap on item 0: it reaches the cell at the lift, highlights and selects.
        s.tap(panel, at: point(100, 60))
        s.wait(0.6)
        // A press held past the 0.15 s delay on item 5: highlighted after the delay, selected at the lift
        // (item 0 is deselected: single selection).
        var finger = s.down(panel, at: [point(300, 180)])
        s.wait(0.3)
        s.lift(finger)
        s.wait(0.6)
        // A press held on item 10, then a drag up: the scroll cancels the highlight and selects nothing.
        finger = s.down(panel, at: [point(500, 300)])
        s.wait(0.3)
        s.move(&finger, to: [point(500, 100)], duration: 0.3)
        s.lift(finger)
        s.wait(1)
    },
    // A compositional `collection`: a carousel section (20 items 200 × 150 pt scrolling across, y 10…160)
    // above a wrapping section of 40 items.
    script("collection-carousel-fling") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // A horizontal flick on the carousel: that section decelerates; the outer view does not move.
        s.drag(panel, from: [point(600, 85)], dx: -300, dy: 0, duration: 0.1)
        s.wait(4)
        // A vertical drag starting on the carousel: the carousel does not scroll up and down, the outer view does.
        var finger = s.down(panel, at: [point(400, 150)])
        s.move(&finger, to: [point(404, 10)], duration: 0.3)
        s.wait(0.1)
        s.lift(finger)
        s.wait(0.5)
    },
    // A reorderable `collection` grid of 12 tiles (the grid-select geometry): a long press on tile 1 lifts
    // it (0.5 s), a drag over item 2 (two places on), held while the others make room, the lift drops it.
    script("collection-reorder") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        var finger = s.down(panel, at: [point(100, 60)])
        s.wait(0.7)
        s.move(&finger, to: [point(500, 62)], duration: 0.5)
        s.wait(0.5)
        s.lift(finger)
        s.wait(0.8)
    },
    // A `collection` list of 20 messages (44 pt rows) with a trailing "Delete" swipe action.
    script("collection-list-swipe") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        // A short swipe left on item 2 (y 88…132): the "Delete" button stays open.
        var finger = s.down(panel, at: [point(600, 110)])
        s.move(&finger, to: [point(518, 110)], duration: 0.3)
        s.wait(0.1)
        s.lift(finger)
        s.wait(0.6)
        // A tap on the button deletes item 2.
        s.tap(panel, at: point(785, 110))
        s.wait(0.8)
    },
    // Typing into text fields with a hardware keyboard whose keymap is German (the header says
    // `evdev/pc105/de//`): a tap begins editing the name field; Shift-KEY_Y, KEY_LEFTBRACE, KEY_R, KEY_I type
    // "Züri" on a German keyboard ("Y[ri" on a US one); Tab moves to the PIN field; 1 2 3 4; Return.
    script("text-field-keys") { s in
        s.keymap = "evdev/pc105/de//"
        let panel = s.addTouchscreen(physicalSize: panelSize)
        let keyboard = s.addKeyboard()
        s.wait(0.5)
        s.tap(panel, at: point(300, 100))
        s.wait(0.3)
        s.type(keyboard, [21], holding: [42])
        s.type(keyboard, [26, 19, 23])
        s.wait(0.2)
        s.type(keyboard, [15])
        s.wait(0.2)
        s.type(keyboard, [2, 3, 4, 5])
        s.wait(0.2)
        s.type(keyboard, [28])
    },
    // A kiosk with only a touchscreen: a tap on the search field brings up the on-screen keyboard (800 × 600:
    // 216 pt tall, four rows 51 pt apart from y 392); taps on its h and i keys, then on Return (the bottom
    // row's last key).
    script("text-field-on-screen-keyboard") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        s.tap(panel, at: point(300, 100))
        s.wait(0.5)
        s.tap(panel, at: point(479, 468))
        s.wait(0.25)
        s.tap(panel, at: point(598, 417))
        s.wait(0.25)
        s.tap(panel, at: point(760, 570))
    },
    // Selection handles: a double tap on "bravo" in "alpha bravo charlie delta echo" selects it and shows the
    // handles; a finger on the end handle's knob (below the line, at the word's end) drags it two words right,
    // to the end of "delta"; the start stays.
    script("text-field-selection-handles") { s in
        let panel = s.addTouchscreen(physicalSize: panelSize)
        s.wait(0.5)
        s.tap(panel, at: point(180, 100))
        s.wait(0.12)
        s.tap(panel, at: point(181, 101))
        s.wait(0.6)
        var finger = s.down(panel, at: [point(205, 114)])
        s.move(&finger, to: [point(312, 116)], duration: 0.4)
        s.wait(0.1)
        s.lift(finger)
    },
]

/// Recordings also exported to evemu (`<name>.evemu`), touch frames of the first device.
let evemuExports = ["tap", "pinch", "rotation"]

let folder = CommandLine.arguments.dropFirst().first ?? "Recordings/corpus"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
for (name, recording) in recordings {
    let path = "\(folder)/\(name).jsonl"
    try NativeRecordingWriter.write(recording, to: path)
    print("wrote \(path) (\(recording.events.count) events)")
    if evemuExports.contains(name), let device = recording.header.devices.first {
        let evemuPath = "\(folder)/\(name).evemu"
        try EvemuExporter(description: device).writeSingleFile(recording.events, to: evemuPath)
        print("wrote \(evemuPath)")
    }
}
