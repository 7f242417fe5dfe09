/// A touch's delivery bookkeeping: what its view has been told, what is held back, and who decides.
/// The dispatcher alone owns and writes these records (``TouchDeliveryRecords``); a touch only knows the
/// slot of its record.
struct TouchDelivery {
    /// The serial of the touch the record belongs to: a slot is reused once its touch is forgotten, and a
    /// stale touch (one a recognizer still lists) must not read its successor's record.
    var serial: Int
    /// The view got `touchesBegan` for this touch.
    var deliveredBeganToView = false
    /// The view will never hear of this touch again (it ended or was cancelled for the view, or the
    /// touch was never to be delivered).
    var closedForView = false
    /// The touch is not delivered to its view at all (a second touch on a view without multiple touch);
    /// recognizers still see it.
    var suppressedForView = false
    /// Phases held back from the view while recognizers with `delaysTouches*` are undecided.
    var heldPhases: [UITouch.Phase] = []
    /// Recognizers that received this touch and have not been reset since: the ones whose decision can
    /// hold back or cancel its delivery.
    var deciders: [UIGestureRecognizer] = []
    /// The farthest the touch travelled from where it began, in points (for tap counting).
    var maximumTravel: CGFloat = 0
    /// Recognizers that stopped tracking the touch (``UIGestureRecognizer/ignore(_:for:)`` or a reset)
    /// while it is down: their recognition never cancels it in its view.
    var ignoringRecognizers: [ObjectIdentifier] = []

    init(serial: Int) { self.serial = serial }

    /// Makes the record a fresh one for `serial` (every field as ``init(serial:)`` sets it), keeping its
    /// lists' storage: a reused slot's first ignoring recognizer, decider or held phase then allocates
    /// nothing (the pan's recognition frame allocated here; docs/benchmarks.md, session 35).
    mutating func reset(serial: Int) {
        var heldPhases = self.heldPhases
        var deciders = self.deciders
        var ignoringRecognizers = self.ignoringRecognizers
        self = TouchDelivery(serial: serial)
        heldPhases.removeAll(keepingCapacity: true)
        deciders.removeAll(keepingCapacity: true)
        ignoringRecognizers.removeAll(keepingCapacity: true)
        self.heldPhases = heldPhases
        self.deciders = deciders
        self.ignoringRecognizers = ignoringRecognizers
    }

    /// What a touch without a record reads: its view will hear nothing more of it.
    static let forgotten: TouchDelivery = {
        var record = TouchDelivery(serial: -1)
        record.closedForView = true
        return record
    }()
}

/// The delivery records of the touches a dispatcher tracks, in an array indexed by a small slot number
/// (reused once a touch is forgotten), so a frame reaches a touch's bookkeeping without hashing and
/// without writing into the touch object.
@MainActor
struct TouchDeliveryRecords {
    private var records: [TouchDelivery] = []
    private var freeSlots: [Int] = []

    /// A slot for a new touch with `serial`.
    mutating func open(serial: Int) -> Int {
        if let slot = freeSlots.popLast() {
            records[slot].reset(serial: serial)
            return slot
        }
        records.append(TouchDelivery(serial: serial))
        return records.count - 1
    }

    /// Forgets the record of `touch`: its slot can serve another touch.
    mutating func close(_ touch: UITouch) {
        guard isCurrent(touch) else { return }
        // The deciders are released here; the lists' storage stays for the slot's next touch.
        records[touch.deliverySlot].reset(serial: -1)
        freeSlots.append(touch.deliverySlot)
    }

    /// Whether `touch` has a record here (it is down, or finished with deliveries still held back).
    @inline(__always)
    func isCurrent(_ touch: UITouch) -> Bool {
        let slot = touch.deliverySlot
        return slot >= 0 && slot < records.count && records[slot].serial == touch.serial
    }

    /// The record of `touch`; ``TouchDelivery/forgotten`` for a touch without one. Writes go to touches
    /// with a record only (the dispatcher's own touches).
    subscript(touch: UITouch) -> TouchDelivery {
        @inline(__always) get { isCurrent(touch) ? records[touch.deliverySlot] : .forgotten }
        set {
            guard isCurrent(touch) else { return }
            records[touch.deliverySlot] = newValue
        }
    }

    /// Calls `body` with the record of `touch` to change it in place (nothing for a touch without one).
    @inline(__always)
    mutating func update(_ touch: UITouch, _ body: (inout TouchDelivery) -> Void) {
        guard isCurrent(touch) else { return }
        body(&records[touch.deliverySlot])
    }
}
