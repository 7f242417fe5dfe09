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

    mutating func takeParticipants() -> [Participant] { spareParticipants.popLast() ?? [] }
    mutating func give(_ buffer: inout [Participant]) {
        buffer.removeAll(keepingCapacity: true)
        spareParticipants.append(buffer)
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
