/// Buffers the dispatch cycle reuses from frame to frame, so that a steady frame (every finger moving,
/// the same recognizers deciding) allocates nothing for its own bookkeeping.
///
/// A buffer is taken for the length of one step and given back empty with its capacity; a nested cycle
/// (a touch handler that cancels touches or hides a window) finds none spare and takes fresh ones, so
/// reentrancy never shares a buffer in use. The sets of touches handed to recognizers and views are kept
/// while the same groups of touches keep changing: a finger's moved frames all pass the same
/// `Set<UITouch>`, built once, and ten fingers on ten views reuse eleven sets (each new set was an
/// allocation and a round of hashing per recognizer or view per frame; callgrind, docs/benchmarks.md).
@MainActor
struct DispatchScratch {
    /// One touch going to one recognizer or view in a phase.
    ///
    /// The references are `unowned(unsafe)`: an entry lives only during one delivery step, while the
    /// touch is held by the cycle's list of changed touches and its recognizers and view by the touch.
    /// Plain pointers make the buffers trivial to clear (clearing strong references, one retain count
    /// and one slow-path release each, was a tenth of a resting frame; callgrind).
    struct Delivery {
        var phase: UITouch.Phase
        unowned(unsafe) var responder: UIResponderOrRecognizer
        unowned(unsafe) var touch: UITouch
    }

    /// A recognizer or a view, compared by identity.
    struct Participant {
        unowned(unsafe) var object: UIResponderOrRecognizer
    }

    private var spareTouches: [[UITouch]] = []
    private var spareDeliveries: [[Delivery]] = []
    private var spareParticipants: [[Participant]] = []
    /// Sets handed out recently, each with its members in the order they were asked for.
    private var cachedSets: [CachedSet] = []
    /// The entry the next new set replaces once the cache is full.
    private var nextEviction = 0

    /// One set of touches kept for reuse.
    struct CachedSet {
        var members: [UITouch]
        var set: Set<UITouch>
    }

    /// How many sets are kept: one per group of touches a frame hands out (a recognizer's touches, each
    /// view's touches; ten fingers on ten leaves are eleven groups).
    static let cachedSetLimit = 32

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

    mutating func takeParticipants() -> [Participant] { spareParticipants.popLast() ?? [] }
    mutating func give(_ buffer: inout [Participant]) {
        buffer.removeAll(keepingCapacity: true)
        spareParticipants.append(buffer)
        buffer = []
    }

    /// A set of `touches`: one built before for the same touches in the same order, else a new one
    /// (built in the storage of a set emptied by ``forget(_:)`` when there is one, else kept for the next
    /// frames in place of the oldest kept set).
    mutating func set(of touches: [UITouch]) -> Set<UITouch> {
        for index in cachedSets.indices where cachedSets[index].members.isIdentical(to: touches) {
            return cachedSets[index].set
        }
        // An emptied entry's set and list take the touches in their own storage (no allocation, unless
        // a receiver kept the set it was handed: then it is copied and the receiver's stays as it was).
        for index in cachedSets.indices where cachedSets[index].members.isEmpty && !touches.isEmpty {
            cachedSets[index].members.append(contentsOf: touches)
            for touch in touches { cachedSets[index].set.insert(touch) }
            return cachedSets[index].set
        }
        let entry = CachedSet(members: touches, set: Set(touches))
        if cachedSets.count < Self.cachedSetLimit {
            cachedSets.append(entry)
        } else {
            cachedSets[nextEviction] = entry
            nextEviction = (nextEviction + 1) % Self.cachedSetLimit
        }
        return entry.set
    }

    /// Touches finished: the kept sets no longer hold them alive. The sets are emptied with their
    /// storage kept for the next touches' sets (a tap used to build a new set and list every time).
    mutating func forget(_ finished: [UITouch]) {
        guard !finished.isEmpty, !cachedSets.isEmpty else { return }
        for index in cachedSets.indices {
            cachedSets[index].members.removeAll(keepingCapacity: true)
            cachedSets[index].set.removeAll(keepingCapacity: true)
        }
        nextEviction = 0
    }
}

extension Array where Element == UITouch {
    /// Whether both arrays list the same touch objects in the same order.
    @inline(__always)
    func isIdentical(to other: [UITouch]) -> Bool {
        guard count == other.count else { return false }
        for index in indices where self[index] !== other[index] { return false }
        return true
    }
}

/// What a delivery step hands touches to: a recognizer (step one) or a view (the last step).
typealias UIResponderOrRecognizer = AnyObject

extension Array where Element == DispatchScratch.Participant {
    /// Whether `object` itself is listed.
    func containsIdentical(_ object: AnyObject) -> Bool {
        for participant in self where participant.object === object { return true }
        return false
    }
}

extension UITouch.Phase {
    /// The order in which one cycle delivers phases, to recognizers and to views.
    static let deliveryOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]
}

extension Array where Element == UITouch {
    /// Whether the touches are in the order they began.
    @MainActor var isSortedBySerial: Bool {
        var previous = Int.min
        for touch in self {
            if touch.serial < previous { return false }
            previous = touch.serial
        }
        return true
    }

    /// Whether every touch began in `window` (the common case of one window needs no filtered copy).
    @MainActor func allSatisfyWindow(_ window: UIWindow) -> Bool {
        let id = ObjectIdentifier(window)
        for touch in self where touch.windowID != id { return false }
        return true
    }
}
