import Testing
import UIKitTesting

/// Observers of the application's trace, the recorder, and the names views go by in trace lines.
@MainActor
@Suite struct TraceTests {
    let entry = TraceEntry.diagnostic(time: InputTime(microseconds: 1_000), message: "hello")

    @Test func anObserverAddedTwiceHearsEachEntryOnce() {
        let harness = UIKitTestHarness()
        let extra = TraceRecorder()
        harness.application.trace.addObserver(extra)
        harness.application.trace.addObserver(extra)
        harness.application.trace.emit(entry)
        #expect(extra.entries.count == 1)
        #expect(extra.text == "[0.001000] diagnostic hello\n")
    }

    @Test func withoutObserversTheTraceIsOffAndEntriesAreNotEvenBuilt() {
        let harness = UIKitTestHarness()
        let trace = harness.application.trace
        #expect(trace.isEnabled)
        trace.removeObserver(harness.trace)
        #expect(!trace.isEnabled)
        var built = false
        func make() -> TraceEntry { built = true; return entry }
        trace.emit(make())
        #expect(!built)
        #expect(harness.trace.entries.isEmpty)
    }

    @Test func clearEmptiesTheRecorder() {
        let recorder = TraceRecorder()
        recorder.record(entry)
        recorder.clear()
        #expect(recorder.entries.isEmpty)
        #expect(recorder.text.isEmpty)
    }

    @Test func aViewIsNamedByItsIdentifierOrElseByItsPathFromTheRoot() {
        let root = UIView()
        let first = UIView()
        let second = UIView()
        root.addSubview(first)
        root.addSubview(second)
        #expect(root.traceName == "UIView")
        #expect(second.traceName == "UIView@1")
        second.accessibilityIdentifier = "named"
        #expect(second.traceName == "named")
        second.accessibilityIdentifier = nil
        // The cached name follows the hierarchy when it changes.
        first.removeFromSuperview()
        #expect(second.traceName == "UIView@0")
        first.addSubview(second)
        #expect(second.traceName == "UIView@0")
        root.addSubview(first)
        #expect(second.traceName == "UIView@0.0")
    }
}
