import Foundation
import Testing
import UIKitTesting

/// The randomized soak (docs/reliability.md). In `make test` it runs a few seeds briefly; `make soak`
/// runs it long: `UIKIT_SOAK_FRAMES` frames (default 20,000 here) from `UIKIT_SOAK_SEED` (default: a few
/// fixed seeds). A failure prints the seed and frame; run again with that seed to reproduce it.
private let environment = ProcessInfo.processInfo.environment
private let soakFrames = environment["UIKIT_SOAK_FRAMES"].flatMap { Int($0) } ?? 20_000
private let soakSeeds: [UInt64] = environment["UIKIT_SOAK_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? [1, 2, 3]

@MainActor
@Suite struct SoakTests {
    @Test(arguments: soakSeeds) func invariantsHoldUnderRandomInputAndMutation(seed: UInt64) {
        let run = SoakRun(seed: seed)
        run.run(frames: soakFrames)
        print("soak seed \(seed): \(run.frame) frames, \(run.scenesBuilt) scenes, \(run.settles) settles, "
            + "\(run.mutations) mutations, \(run.actions) actions")
        #expect(run.failure == nil, "\(run.failure ?? "")")
        if run.failure != nil, environment["UIKIT_SOAK_TRACE"] != nil { print(run.failureTrace) }
        #expect(run.frame == soakFrames)
    }
}
