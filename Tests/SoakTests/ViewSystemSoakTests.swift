import Foundation
import Testing
import UIKitTesting

/// The soak with the whole view system (``ViewSystemSoak``, docs/reliability.md). In `make test` it runs
/// two seeds briefly; `make soak` runs it long: `UIKIT_VIEW_SOAK_FRAMES` frames (default 500 here) from
/// `UIKIT_SOAK_SEED`. A failure prints the seed and frame; run again with that seed to reproduce it.
private let environment = ProcessInfo.processInfo.environment
private let viewSoakFrames = environment["UIKIT_VIEW_SOAK_FRAMES"].flatMap { Int($0) } ?? 500
private let viewSoakSeeds: [UInt64] = environment["UIKIT_SOAK_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? [1, 2]

@MainActor
@Suite struct ViewSystemSoakTests {
    @Test(arguments: viewSoakSeeds) func invariantsHoldWithControlsScrollViewsStacksTablesAndNavigation(seed: UInt64) {
        let run = ViewSystemSoak(seed: seed)
        run.run(frames: viewSoakFrames)
        print("view-system soak seed \(seed): \(run.frame) frames, \(run.scenesBuilt) scenes, \(run.settles) settles, "
            + "\(run.mutations) mutations, \(run.pushes) pushes, \(run.damageChecks) damage checks, "
            + "\(run.constraintsChecked) constraint checks")
        #expect(run.failure == nil, "\(run.failure ?? "")")
        if run.failure != nil, environment["UIKIT_SOAK_TRACE"] != nil { print(run.failureTrace) }
        #expect(run.frame == viewSoakFrames)
        // The audits ran and judged something: an audit that checks nothing cannot fail.
        #expect(run.damageChecks > viewSoakFrames / run.checkEvery / 2)
        #expect(run.constraintsChecked > 0)
    }
}
