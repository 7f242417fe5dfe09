import Testing
import UIKitTesting

/// `Sources/UIKit/Gestures/GestureTransitions.swift`: the one table of legal transitions.
@MainActor
@Suite struct GestureTransitionsTests {
    typealias State = UIGestureRecognizer.State

    @Test func discreteGesturesOnlyEndOrFail() {
        #expect(State.isRequestable(from: .possible, to: .ended, continuous: false))
        #expect(State.isRequestable(from: .possible, to: .failed, continuous: false))
        #expect(!State.isRequestable(from: .possible, to: .began, continuous: false))
    }

    @Test func continuousGesturesGoThroughBeganAndChanged() {
        #expect(State.isRequestable(from: .possible, to: .began, continuous: true))
        #expect(State.isRequestable(from: .began, to: .changed, continuous: true))
        #expect(State.isRequestable(from: .changed, to: .changed, continuous: true))
        #expect(State.isRequestable(from: .changed, to: .cancelled, continuous: true))
        #expect(!State.isRequestable(from: .began, to: .failed, continuous: true))
        #expect(!State.isRequestable(from: .ended, to: .changed, continuous: true))
    }

    @Test func theTraceAlsoShowsWaitingAndReset() {
        #expect(State.isTraceable(from: .possible, to: .possible))
        #expect(State.isTraceable(from: .failed, to: .possible))
        #expect(!State.isTraceable(from: .changed, to: .possible))
    }

    @Test func theTraceSpellsEachStateAsUIKitNamesIt() {
        #expect([State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.description)
            == ["possible", "began", "changed", "ended", "cancelled", "failed"])
    }
}
