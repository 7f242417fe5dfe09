import Foundation

/// A fixed-seed generator (SplitMix64), so every random case is the same on every run and a failing seed
/// replays exactly. Shared by the randomized suites (diffable snapshots, the compositor's damage, the scroll
/// view's invariants, the collection view's placement).
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0..<n` (0 when `n` is below 1).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// A fraction in `0..<1` in steps of 1/10,000.
    mutating func unit() -> CGFloat { CGFloat(next() % 10_000) / 10_000 }

    /// A multiple of 0.5 in `0..<range`: whole and half points make ties between edges common.
    mutating func coordinate(_ range: Int) -> CGFloat { CGFloat(next() % UInt64(range * 2)) / 2 }
}
