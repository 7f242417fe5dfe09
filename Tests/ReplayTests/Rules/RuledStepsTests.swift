import InputRules
import Replay
import Testing
import UIKitTesting

/// The one place rules reach the app: reports traced just before the event they came with, devices a
/// rule matched placed on its screen before their first event.
@MainActor
struct RuledStepsTests {
    static let panel = DeviceID(3)

    static func report(_ detail: String, at microseconds: Int64) -> FilteredInput {
        .report(FilterReport(time: InputTime(microseconds: microseconds), device: panel, rule: "panel", filter: .debounce,
                             contact: ContactID(0), detail: detail))
    }

    static func touch(_ phase: ContactPhase, at microseconds: Int64) -> InputEvent {
        InputEvent(time: InputTime(microseconds: microseconds), device: panel, payload: .touchFrame(TouchFrame(
            space: .normalized, changes: [ContactChange(contact: ContactID(0), phase: phase, position: InputPoint(x: 0.5, y: 0.5))])))
    }

    @Test func eachChunkIsTheEventsUpToTheNextReportWithItsReportsTracedFirst() {
        let harness = UIKitTestHarness()
        var steps = RuledSteps(application: harness.application)
        #expect(!steps.hasQueued)
        steps.append([Self.report("first", at: 1), .event(Self.touch(.down, at: 1)), .event(Self.touch(.move, at: 2)),
                      Self.report("second", at: 3), .event(Self.touch(.up, at: 3))])
        let first = steps.nextChunk(deviceRules: [:])
        #expect(first.map(\.time.microseconds) == [1, 2])
        #expect(harness.traceLines(containing: "debounce").count == 1)
        #expect(steps.hasQueued)
        let second = steps.nextChunk(deviceRules: [:])
        #expect(second.map(\.time.microseconds) == [3])
        #expect(harness.traceLines(containing: "debounce").count == 2)
        #expect(harness.traceLines(containing: "second").count == 1)
        #expect(!steps.hasQueued)
        #expect(steps.nextChunk(deviceRules: [:]).isEmpty)
    }

    @Test func aDeviceARuleMatchedIsPlacedOnTheRulesScreenBeforeItsFirstEvent() {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 400, height: 300))
        let side = UIScreen(name: "side", bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        harness.application.addScreen(side)
        var steps = RuledSteps(application: harness.application)
        let added = InputEvent(time: .zero, device: Self.panel, payload: .deviceAdded(DeviceDescription(
            id: Self.panel, name: "panel", capabilities: .touch, touchSurface: .direct)))
        steps.append([.event(added)])
        let rule = InputRule(name: "panel", screen: "side", rotation: .degrees90)
        #expect(steps.nextChunk(deviceRules: [Self.panel: rule]) == [added])
        #expect(harness.application.screen(for: Self.panel) === side)
        // A rule naming no screen the application has leaves the device on the main screen.
        let other = DeviceID(4)
        harness.application.place(other, by: InputRule(name: "lost", screen: "nowhere"))
        #expect(harness.application.screen(for: other) === harness.application.mainScreen)
    }
}
