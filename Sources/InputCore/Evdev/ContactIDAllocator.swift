/// Hands out contact ids the way libinput hands out seat slots: the lowest id not in use.
///
/// Small, reused ids keep traces readable (`c0`, `c1`) and match what live libinput input produces.
/// Ids released during a frame only become free after it, so one frame never lifts and lands the same id.
struct ContactIDAllocator: Sendable {
    private var inUse: Set<Int32> = []
    private var releasedThisFrame: [Int32] = []

    /// Whether any contact is active.
    var isEmpty: Bool { inUse.isEmpty }
    /// How many contacts are active (including ones released this frame).
    var count: Int { inUse.count }

    mutating func allocate() -> ContactID {
        var candidate: Int32 = 0
        while inUse.contains(candidate) { candidate += 1 }
        inUse.insert(candidate)
        return ContactID(candidate)
    }

    mutating func release(_ id: ContactID) { releasedThisFrame.append(id.rawValue) }

    /// Frees the ids released during the frame that just ended.
    mutating func endFrame() {
        for id in releasedThisFrame { inUse.remove(id) }
        releasedThisFrame.removeAll()
    }
}
