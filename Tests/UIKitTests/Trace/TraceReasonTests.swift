import Testing
import UIKitTesting

/// A reason is the text after the colon of a trace line; an empty one prints nothing at all.
@MainActor
@Suite struct TraceReasonTests {
    let t = InputTime(microseconds: 120_000)

    @Test func anEmptyGivenReasonPrintsNothing() {
        #expect(TraceReason("") == .none)
        #expect(TraceReason("held").description == "held")
        #expect(TraceEntry.gestureState(time: t, recognizer: "g", from: .possible, to: .failed, reason: .given("")).text
            == "[0.120000] gesture g possible → failed")
    }

    @Test func namedReasonsPrintTheirFixedText() {
        #expect(TraceReason.reset.description == "reset")
        #expect(TraceReason.removedFromView.description == "removed from its view")
        #expect(!TraceReason.reset.isEmpty)
        #expect(TraceReason.none.isEmpty)
        #expect(TraceReason.given("").isEmpty)
    }

    @Test func waitingNamesWhatMatchedAndEveryRecognizerItWaitsFor() {
        #expect(TraceReason.waiting(matched: "2 taps", for: ["pan", "swipe"]).description
            == "matched (2 taps); waiting for pan, swipe to fail")
        #expect(TraceReason.waiting(matched: "", for: ["pan"]).description == "matched; waiting for pan to fail")
    }
}
