import Foundation
import Glibc
import UIKit

// drawing-bench: our side of Benchmarks/peers/qtquick-render (issues 16, 25). Renders the dispatch
// benchmarks' 1,000-view balanced tree (fan-out 10, every tenth view slightly rotated and scaled), each view
// an opaque colour, inside a 1280 × 800 clipping scroll view, through the Compositor, and times each frame
// from the change to a frame ready to present (composite, then the frame that borrows the compositor's
// bitmap with the damage, as the display loop hands it to the presenter):
//   full     — the whole tree moved by one point (every view damaged: a full recomposite);
//   damage   — one 100 × 44 view changed colour (only its rectangle recomposited);
//   nochange — nothing changed (nothing walked, nothing to present);
//   caret    — a 2 × 20 view blinks (shown, hidden);
//   drag10   — ten 80 × 80 views each move 1 pt, as under ten dragging fingers;
//   scroll   — the scroll view's content offset moves 1 pt (everything in it moves).
// `--layout FILE` writes the scene (parent, frame, rotation, scale, colour per view) for the Qt peer to
// build the same QML Rectangles; the last 12 are the changing view, the caret and the ten dragged views.
// Prints one line per sample: `<kind> <microseconds>`. `--only KIND[,KIND…]` runs only those kinds (full,
// damage, nochange, nochange-warm, damage-warm, caret-warm, caret, drag10, scroll) after the first frame,
// for profiling one kind: `valgrind --tool=callgrind --toggle-collect='*profiledFrame*' drawing-bench --only caret`
// counts the instructions of those frames alone. The floor rows (Floor.swift: floor-empty, floor-alu,
// floor-chase-N, floor-dense-N, floor-scan-N, floor-code-N; also `--only` kinds) run first, timed like the
// frames. `--evict BYTES` writes over a buffer of that many bytes in each idle pause, so a cache simulator
// (callgrind --cache-sim=yes) sees every frame start cold, as the 2 ms pause leaves it on the real machine;
// the line `heap-span BYTES` gives the span of the views' objects on the heap (the floor's area).

func microsecondsNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1e6 + Double(ts.tv_nsec) / 1e3
}

struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct ViewRecord {
    var parent: Int
    var frame: CGRect  // untransformed frame in the parent's coordinates
    var rotation: CGFloat
    var scale: CGFloat
    var rgb: UInt32
}

@MainActor
func buildScene(window: UIWindow) -> (root: UIView, records: [ViewRecord], changing: UIView, caret: UIView, dragged: [UIView], scroll: UIScrollView) {
    var random = SplitMix(state: 16)
    var records: [ViewRecord] = []
    func colour() -> (UIColor, UInt32) {
        let rgb = UInt32(truncatingIfNeeded: random.next()) & 0xFFFFFF
        return (UIColor(red: CGFloat(rgb >> 16) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255, alpha: 1), rgb)
    }
    let size = CGSize(width: 1280, height: 800)
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    let (rootColour, rootRGB) = colour()
    root.backgroundColor = rootColour
    records.append(ViewRecord(parent: -1, frame: root.frame, rotation: 0, scale: 1, rgb: rootRGB))
    // Breadth-first, fan-out 10, children tiling their parent in strips (x at even depths, y at odd), every
    // tenth view rotated 0.03 rad and scaled 0.97 about its centre: the tree of ViewTree.balanced.
    var level: [(UIView, Int)] = [(root, 0)]
    var created = 1
    var depth = 0
    while created < 1000 {
        var next: [(UIView, Int)] = []
        for (parent, parentIndex) in level {
            let b = parent.bounds
            for index in 0..<10 where created < 1000 {
                let frame = depth % 2 == 0
                    ? CGRect(x: b.minX + b.width * CGFloat(index) / 10, y: b.minY, width: b.width / 10, height: b.height)
                    : CGRect(x: b.minX, y: b.minY + b.height * CGFloat(index) / 10, width: b.width, height: b.height / 10)
                let child = UIView(frame: frame)
                let (c, rgb) = colour()
                child.backgroundColor = c
                created += 1
                var record = ViewRecord(parent: parentIndex, frame: frame, rotation: 0, scale: 1, rgb: rgb)
                if created % 10 == 0 {
                    child.transform = CGAffineTransform(rotationAngle: 0.03).scaledBy(x: 0.97, y: 0.97)
                    record.rotation = 0.03
                    record.scale = 0.97
                }
                parent.addSubview(child)
                records.append(record)
                next.append((child, records.count - 1))
            }
            if created >= 1000 { break }
        }
        level = next
        depth += 1
    }
    // The changing view: the front-most leaf of one cell, made 100 × 44 (a button's size).
    let (changing, changingIndex) = level[level.count / 2 - 1]
    let cell = changing.superview?.bounds ?? .zero
    changing.transform = .identity
    changing.frame = CGRect(x: cell.minX + 14, y: cell.minY + 18, width: 100, height: 44)
    changing.superview?.bringSubviewToFront(changing)
    records[changingIndex].frame = changing.frame
    records[changingIndex].rotation = 0
    records[changingIndex].scale = 1
    // Keep the peer's z-order: move its record to the end of its siblings by re-listing it last.
    let moved = records.remove(at: changingIndex)
    records.append(moved)
    // Parent indices after the move: views after `changingIndex` shift by one (leaves have no children).
    for i in records.indices where records[i].parent > changingIndex { records[i].parent -= 1 }
    // A text caret (2 × 20) and ten 80 × 80 cards for ten fingers, in front of everything in the root.
    let caret = UIView(frame: CGRect(x: 600, y: 380, width: 2, height: 20))
    caret.backgroundColor = .black
    root.addSubview(caret)
    records.append(ViewRecord(parent: 0, frame: caret.frame, rotation: 0, scale: 1, rgb: 0))
    var dragged: [UIView] = []
    for finger in 0..<10 {
        let card = UIView(frame: CGRect(x: 40 + CGFloat(finger) * 120, y: 100 + CGFloat(finger % 5) * 120, width: 80, height: 80))
        let (c, rgb) = colour()
        card.backgroundColor = c
        root.addSubview(card)
        records.append(ViewRecord(parent: 0, frame: card.frame, rotation: 0, scale: 1, rgb: rgb))
        dragged.append(card)
    }
    // The content scrolls: a clipping scroll view the size of the screen, twice as tall a content.
    let scroll = UIScrollView(frame: CGRect(origin: .zero, size: size))
    scroll.backgroundColor = .black
    scroll.contentSize = CGSize(width: size.width, height: size.height * 2)
    scroll.showsVerticalScrollIndicator = false
    scroll.showsHorizontalScrollIndicator = false
    scroll.addSubview(root)
    window.addSubview(scroll)
    return (root, records, changing, caret, dragged, scroll)
}

/// glibc's `malloc_usable_size` (not in the Glibc module's headers): the size of a heap block.
@_silgen_name("malloc_usable_size") func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int

/// The bytes between the lowest and the highest address of the views under `view` (its own included),
/// plus one object's allocation: the heap area a walk of all of them touches.
@MainActor
func heapSpan(of view: UIView) -> Int {
    var low = Int.max, high = 0
    func visit(_ view: UIView) {
        let address = Int(bitPattern: Unmanaged.passUnretained(view).toOpaque())
        low = min(low, address)
        high = max(high, address + mallocUsableSize(Unmanaged.passUnretained(view).toOpaque()))
        for subview in view.subviews { visit(subview) }
    }
    visit(view)
    return max(0, high - low)
}

/// One frame as a display loop makes it (`FrameLoop.attachCompositor()`): composite, then the frame
/// borrowing the screen with its damage (nothing when nothing changed: `nil`). Returns the damage. Not
/// inlined, so a profiler can count it alone.
///
/// The frame with changes is ``borrowFrame(_:damage:)``, out of line, so this function is the inlined quiet
/// check, a call and a return, as in the display loop's composite closure: with the borrowing inline it
/// was 0x8d bytes with six registers saved on the stack before the check, and in session 39's build it
/// straddled a page boundary, so a quiet frame ran on two code pages (docs/benchmarks.md, "Session 39").
@MainActor @inline(never)
func profiledFrame(_ compositor: Compositor) -> [CGRect]? {
    guard let damage = compositor.renderChanges() else { return nil }
    borrowFrame(compositor, damage: damage)
    return damage
}

/// The frame that borrows the screen with its damage, as the display loop hands it to the presenter.
@MainActor @inline(never)
func borrowFrame(_ compositor: Compositor, damage: [CGRect]) {
    if ScreenFrame(borrowing: compositor.context, damage: damage) == nil {
        FileHandle.standardError.write(Data("drawing-bench: no frame\n".utf8))
    }
}

@MainActor
func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var frames = 200
    var layoutPath: String?
    var only: Set<String>?
    var evictBytes = 0
    while !arguments.isEmpty {
        let name = arguments.removeFirst()
        switch name {
        case "--frames": frames = Int(arguments.isEmpty ? "" : arguments.removeFirst()) ?? frames
        case "--layout": layoutPath = arguments.isEmpty ? nil : arguments.removeFirst()
        case "--evict": evictBytes = Int(arguments.isEmpty ? "" : arguments.removeFirst()) ?? 0
        case "--only": only = Set((arguments.isEmpty ? "" : arguments.removeFirst()).split(separator: ",").map(String.init))
        default: throw NSError(domain: "drawing-bench: unknown option \(name)", code: 64)
        }
    }
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let application = UIApplication.makeShared(screen: screen)
    let window = UIWindow(screen: screen)
    let (root, records, changing, caret, dragged, scroll) = buildScene(window: window)
    window.makeKeyAndVisible()
    if let layoutPath {
        let lines = records.map { r in
            String(format: "%d %.4f %.4f %.4f %.4f %.6f %.6f %06x", r.parent, r.frame.minX, r.frame.minY, r.frame.width, r.frame.height,
                   r.rotation * 180 / .pi, r.scale, r.rgb)
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: layoutPath, atomically: true, encoding: .utf8)
        return
    }
    let compositor = try Compositor(screen: application.mainScreen)
    _ = ScreenFrame(borrowing: compositor.context, damage: compositor.renderFrame())
    // One frame as a display loop makes it: composite, then the frame borrowing the screen with its damage
    // (nothing when nothing changed). Returns the damage.
    // `nil` (nothing to present) is made an empty array after the timing, as reading the empty array's
    // storage is not part of a display loop's frame.
    func frame() -> [CGRect]? { profiledFrame(compositor) }
    func runs(_ kind: String) -> Bool { only?.contains(kind) ?? true }
    let colours: [UIColor] = [UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)]
    var output = ""
    // A display loop idles between frames (it waits for the next refresh), and so does the peer's render
    // loop; a process that never sleeps is preempted by the scheduler inside its frames on a busy machine
    // (8 ms stalls in 4 % of one-view frames without this). The pause is outside the timed region.
    let evictBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(evictBytes, 64), alignment: 64)
    var evictRound: UInt8 = 0
    func idle() {
        usleep(2_000)
        guard evictBytes > 0 else { return }
        evictRound &+= 1
        for offset in stride(from: 0, to: evictBytes, by: 64) { evictBuffer[offset] = evictRound }
    }
    // The floor: the same pause and timer around nothing, arithmetic, and N cache lines (Floor.swift), over an
    // area the size of the span the views' objects occupy on the heap.
    let span = heapSpan(of: window)
    output += "heap-span \(span)\n"
    let sink = runFloor(frames: frames, areaSize: span, runs: runs, idle: idle, now: microsecondsNow, output: &output)
    if sink == 42 { output += "sink\n" }
    for i in 0..<frames where runs("full") {
        idle()
        root.center.x += i % 2 == 0 ? 1 : -1
        let start = microsecondsNow()
        _ = frame()
        output += String(format: "full %.2f\n", microsecondsNow() - start)
    }
    for i in 0..<frames where runs("damage") {
        idle()
        changing.backgroundColor = colours[i % 2]
        let start = microsecondsNow()
        let presented = frame()
        output += String(format: "damage %.2f\n", microsecondsNow() - start)
        let damage = presented ?? []
        if damage.count != 1 || damage[0].width != 100 || damage[0].height != 44 {
            FileHandle.standardError.write(Data("drawing-bench: unexpected damage \(damage)\n".utf8))
        }
    }
    func timed(_ kind: String, change: (Int) -> Void, check: ([CGRect]) -> Bool) {
        for i in 0..<frames where runs(kind) {
            idle()
            change(i)
            let start = microsecondsNow()
            let presented = frame()
            output += String(format: "\(kind) %.2f\n", microsecondsNow() - start)
            let damage = presented ?? []
            if !check(damage) { FileHandle.standardError.write(Data("drawing-bench: \(kind): unexpected damage \(damage)\n".utf8)) }
        }
    }
    timed("nochange", change: { _ in }, check: { $0.isEmpty })
    // The same frame back to back, 1,000 in one timing: the cost without the wake-up from the idle pause
    // (caches and the scheduler), which dominates a frame this small on a loaded machine.
    for _ in 0..<max(1, frames / 10) where runs("nochange-warm") {
        idle()
        let start = microsecondsNow()
        for _ in 0..<1_000 { _ = frame() }
        output += String(format: "nochange-warm %.4f\n", (microsecondsNow() - start) / 1_000)
    }
    // One-view and caret frames back to back likewise (change and frame, 200 in one timing).
    func warm(_ kind: String, change: (Int) -> Void) {
        for _ in 0..<max(1, frames / 10) where runs("\(kind)-warm") {
            idle()
            let start = microsecondsNow()
            for i in 0..<200 {
                change(i)
                _ = frame()
            }
            output += String(format: "\(kind)-warm %.3f\n", (microsecondsNow() - start) / 200)
        }
    }
    warm("damage") { i in changing.backgroundColor = colours[i % 2] }
    warm("caret") { i in caret.isHidden = i % 2 == 0 }
    changing.backgroundColor = colours[1]
    timed("caret", change: { i in caret.isHidden = i % 2 == 0 }, check: { $0 == [CGRect(x: 600, y: 380, width: 2, height: 20)] })
    timed("drag10", change: { i in for card in dragged { card.center.x += i % 2 == 0 ? 1 : -1 } }, check: { $0.count == 10 })
    timed("scroll", change: { i in scroll.contentOffset.y = i % 2 == 0 ? 1 : 0 }, check: { !$0.isEmpty })
    caret.isHidden = false
    // A check that the pixels are right: the changing view shows its last colour.
    let centre = changing.convert(CGPoint(x: 50, y: 22), to: nil)
    if let pixel = compositor.context.pixel(x: Int(centre.x), y: Int(centre.y)) {
        output += "check \(pixel)\n"
    }
    FileHandle.standardOutput.write(Data(output.utf8))
}

// A bad option or an unwritable layout file is an error message and exit status 64, not a trap.
do {
    try MainActor.assumeIsolated { try main() }
} catch let error as NSError {
    let message = error.domain.hasPrefix("drawing-bench:") ? error.domain : "drawing-bench: \(error.localizedDescription)"
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(64)
}
