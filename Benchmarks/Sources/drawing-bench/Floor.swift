import Foundation

// The floor under the small frames (issue 25): what a frame costs on this machine before it does any work,
// timed exactly like the frames (the same 2 ms idle before each, the same clock reads around it):
//   floor-empty     — nothing between the two clock reads: the timer itself after the pause;
//   floor-alu       — 1,000 dependent integer steps, no memory: whether the core runs slowly after the pause;
//   floor-chase-N   — N cache lines visited one after the other (each holds the next one's offset, in a
//                     shuffled order) spread evenly over a heap area the size the 1,000 views occupy: a tree
//                     walk over objects scattered on the heap, N = 16, 64, 256;
//   floor-dense-N   — N consecutive cache lines (N / 64 pages) visited one after the other in a shuffled
//                     order: the line cost without a page (TLB) miss for each, N = 16, 64, 256;
//   floor-scan-N    — N consecutive cache lines read in order (independent loads the prefetcher sees): one
//                     compact array of per-view data, N = 16, 64, 256.
//   floor-code-N    — N calls, one after the other, each to a one-instruction function (`ret`) on its own
//                     page of an executable mapping (one cold code line and page each), N = 4, 16, 64: what
//                     the code a frame runs costs when it was evicted during the pause.
// Each row's cost minus floor-empty, divided by N, is what one cold cache line costs here.

/// A heap area whose cache lines the floor rows read, allocated once and kept for the run.
struct FloorArea {
    /// One cache line.
    static let line = 64
    /// The base of the area (page-aligned) and its size in bytes.
    let base: UnsafeMutableRawPointer
    let size: Int

    /// An area of `size` bytes (rounded up to whole pages), zero-filled and touched, so no read faults.
    init(size: Int) {
        let page = 4096
        self.size = (max(size, page) + page - 1) / page * page
        base = UnsafeMutableRawPointer.allocate(byteCount: self.size, alignment: page)
        base.initializeMemory(as: UInt8.self, repeating: 0, count: self.size)
    }

    /// Lays out a chain through `count` lines spread evenly over the area (`dense`: consecutive, from byte
    /// `start`), visited in a shuffled order:
    /// each visited line holds the byte offset of the next (the last points back to the first). Returns
    /// the first line's offset.
    func makeChain(count: Int, seed: UInt64, dense: Bool = false, at start: Int = 0) -> Int {
        let lines = size / Self.line
        let spacing = dense ? 1 : max(1, lines / count)
        var offsets = (0..<count).map { start + ($0 * spacing % lines) * Self.line }
        var random = SplitMix(state: seed)
        for i in stride(from: offsets.count - 1, to: 0, by: -1) {
            offsets.swapAt(i, Int(random.next() % UInt64(i + 1)))
        }
        for (i, offset) in offsets.enumerated() {
            base.storeBytes(of: offsets[(i + 1) % offsets.count], toByteOffset: offset, as: Int.self)
        }
        return offsets[0]
    }

    /// Follows the chain from `start` through `count` lines; returns where it ended (so it cannot be dropped).
    @inline(never)
    func chase(from start: Int, count: Int) -> Int {
        var offset = start
        for _ in 0..<count { offset = base.load(fromByteOffset: offset, as: Int.self) }
        return offset
    }

    /// Reads the first word of `count` consecutive lines starting at byte `start`; returns their sum.
    @inline(never)
    func scan(from start: Int, count: Int) -> Int {
        var sum = 0
        for i in 0..<count { sum &+= base.load(fromByteOffset: start + i * Self.line, as: Int.self) }
        return sum
    }
}

/// Pages of machine code, each holding one `ret` at its start, to call as functions (the floor of code
/// misses). `nil` when the system refuses a writable and executable mapping.
struct FloorCode {
    typealias Function = @convention(c) () -> Void
    let base: UnsafeMutableRawPointer
    let pages: Int

    init?(pages: Int) {
        let size = pages * 4096
        guard let mapping = mmap(nil, size, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else { return nil }
        for page in 0..<pages { mapping.storeBytes(of: UInt8(0xC3), toByteOffset: page * 4096, as: UInt8.self) }  // ret
        base = mapping
        self.pages = pages
    }

    /// Calls the functions on `count` pages spread evenly over the mapping.
    @inline(never)
    func call(count: Int) -> Int {
        let spacing = max(1, pages / count)
        for index in 0..<count { unsafeBitCast(base + index * spacing * 4096, to: Function.self)() }
        return count
    }
}

/// 1,000 dependent integer steps (a multiply-add chain the compiler cannot fold).
@inline(never)
func floorArithmetic(_ seed: Int) -> Int {
    var x = seed
    for _ in 0..<1_000 { x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    return x
}

/// The rows of the floor, each `frames` samples, every sample after `idle()` and between two reads of
/// `now()`, appended to `output` as `<kind> <microseconds>`. `areaSize` is the span of the views' heap.
/// Returns a value built from every read so none can be optimised away.
@MainActor
func runFloor(frames: Int, areaSize: Int, runs: (String) -> Bool, idle: () -> Void, now: () -> Double,
              output: inout String) -> Int {
    var sink = 0
    func sample(_ kind: String, _ body: () -> Int) {
        for _ in 0..<frames where runs(kind) {
            idle()
            let start = now()
            sink &+= body()
            let elapsed = now() - start
            output += String(format: "\(kind) %.2f\n", elapsed)
        }
    }
    sample("floor-empty") { 0 }
    sample("floor-alu") { floorArithmetic(sink) }
    let area = FloorArea(size: areaSize)
    for count in [16, 64, 256] {
        // A fresh chain per count, laid out before its rows (the lines of the previous chain are not reused).
        let start = area.makeChain(count: count, seed: UInt64(count))
        sample("floor-chase-\(count)") { area.chase(from: start, count: count) }
    }
    // The dense chains in the last quarter of the area, apart from the spread chains' most recent lines.
    for count in [16, 64, 256] {
        let start = area.makeChain(count: count, seed: UInt64(count) + 1, dense: true, at: area.size / 4 * 3 / 4096 * 4096)
        sample("floor-dense-\(count)") { area.chase(from: start, count: count) }
    }
    // The scans start in the middle of the area, away from the lines the chains used most recently.
    for count in [16, 64, 256] {
        let start = area.size / 2 / FloorArea.line * FloorArea.line
        sample("floor-scan-\(count)") { area.scan(from: start, count: count) }
    }
    // Code pages: 256 pages (1 MB, the order of the frames' code), called 4, 16 or 64 at a time.
    if let code = FloorCode(pages: 256) {
        for count in [4, 16, 64] { sample("floor-code-\(count)") { code.call(count: count) } }
    }
    return sink
}
