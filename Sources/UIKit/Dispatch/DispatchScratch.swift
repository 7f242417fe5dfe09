/// Buffers the dispatch cycle reuses from frame to frame, so that a steady frame (every finger moving,
/// the same recognizers deciding) allocates nothing for its own bookkeeping.
///
/// A buffer is taken for the length of one step and given back empty with its capacity; a nested cycle
/// (a touch handler that cancels touches or hides a window) finds none spare and takes fresh ones, so
/// reentrancy never shares a buffer in use. The set of touches handed to recognizers and views is kept
/// while the same touches keep changing: a finger's moved frames all pass the same `Set<UITouch>`, built
/// once (each new set was an allocation and a round of hashing per recognizer per frame; callgrind,
/// docs/benchmarks.md).
@MainActor
struct DispatchScratch {
    /// One touch going to one recognizer or view in a phase.
    typealias Delivery = (phase: UITouch.Phase, responder: AnyObject, touch: UITouch)

    private var spareTouches: [[UITouch]] = []
    private var spareDeliveries: [[Delivery]] = []
    private var spareResponders: [[AnyObject]] = []
    private var cachedSet: Set<UITouch> = []
    private var cachedMembers: [UITouch] = []

    mutating func takeTouches() -> [UITouch] { spareTouches.popLast() ?? [] }
    mutating func give(_ buffer: inout [UITouch]) {
        buffer.removeAll(keepingCapacity: true)
        spareTouches.append(buffer)
        buffer = []
    }

    mutating func takeDeliveries() -> [Delivery] { spareDeliveries.popLast() ?? [] }
    mutating func give(_ buffer: inout [Delivery]) {
        buffer.removeAll(keepingCapacity: true)
        spareDeliveries.append(buffer)
        buffer = []
    }

    mutating func takeResponders() -> [AnyObject] { spareResponders.popLast() ?? [] }
    mutating func give(_ buffer: inout [AnyObject]) {
        buffer.removeAll(keepingCapacity: true)
        spareResponders.append(buffer)
        buffer = []
    }

    /// A set of `touches`: the last one built when it holds the same touches, else a new one.
    mutating func set(of touches: [UITouch]) -> Set<UITouch> {
        if touches.count == cachedMembers.count {
            var same = true
            for index in touches.indices where touches[index] !== cachedMembers[index] {
                same = false
                break
            }
            if same { return cachedSet }
        }
        cachedSet = Set(touches)
        cachedMembers.removeAll(keepingCapacity: true)
        cachedMembers.append(contentsOf: touches)
        return cachedSet
    }

    /// Touches finished: the kept set no longer holds them alive.
    mutating func forget(_ finished: [UITouch]) {
        guard !finished.isEmpty, !cachedMembers.isEmpty else { return }
        cachedSet = []
        cachedMembers.removeAll(keepingCapacity: true)
    }
}

extension UITouch.Phase {
    /// The order in which one cycle delivers phases, to recognizers and to views.
    static let deliveryOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]
}

extension Array where Element == UITouch {
    /// Whether the touches are in the order they began.
    var isSortedBySerial: Bool {
        var previous = Int.min
        for touch in self {
            if touch.serial < previous { return false }
            previous = touch.serial
        }
        return true
    }

    /// Whether every touch began in `window` (the common case of one window needs no filtered copy).
    @MainActor func allSatisfyWindow(_ window: UIWindow) -> Bool {
        for touch in self where touch.window !== window { return false }
        return true
    }
}
