import Display
import Testing
import UIKitTesting

/// Time that moves 2 ms at every reading, so the loop never waits long and the test never sleeps long.
final class SteppingTime: LiveTimeSource, @unchecked Sendable {
    private var current: InputTime
    init(start: InputTime) { current = start }
    func now() -> InputTime {
        current = current.advanced(byMicroseconds: 2_000)
        return current
    }
}

/// Hands out scripted events once, each on the turn after the previous.
final class ScriptedSource: InputEventSource {
    var batches: [[InputEvent]]
    init(_ batches: [[InputEvent]]) { self.batches = batches }
    var pollDescriptor: Int32? { nil }
    func drainEvents() throws -> [InputEvent] { batches.isEmpty ? [] : batches.removeFirst() }
}

@MainActor
final class CountingPresenter: FramePresenter {
    var refreshes: [FrameLoop.Refresh] = []
    func present(_ frame: ScreenFrame, for refresh: FrameLoop.Refresh) throws { refreshes.append(refresh) }
}

@MainActor
@Suite struct LiveDisplayLoopTests {
    @Test func inputIsDispatchedAndTheNextRefreshPresentsItsEffectWithItsLatencyMeasured() throws {
        let harness = UIKitTestHarness(screenSize: CGSize(width: 100, height: 100))
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        let presenter = CountingPresenter()
        let loop = harness.application.frameLoop
        loop.presenter = presenter
        loop.composite = { _ in ScreenFrame(width: 1, height: 1, filledWith: 0) }
        let device = DeviceID(1)
        let time = SteppingTime(start: .zero)
        let touch = { (phase: ContactPhase, at: Int64) in
            InputEvent(time: InputTime(microseconds: at), device: device, payload: .touchFrame(TouchFrame(
                space: .screen, changes: [ContactChange(contact: ContactID(0), phase: phase, position: InputPoint(x: 10, y: 10))])))
        }
        let source = ScriptedSource([
            [InputEvent(time: .zero, device: device, payload: .deviceAdded(DeviceDescription(
                id: device, name: "panel", capabilities: .touch, touchSurface: .direct)))],
            [touch(.down, 3_000)], [], [], [], [], [], [], [touch(.up, 20_000)],
        ])
        let live = LiveDisplayLoop(application: harness.application, sources: [source], window: nil, time: time)
        var recorded: [InputEvent] = []
        live.onEvent = { recorded.append($0) }
        var firstPresents: [InputTime] = []
        live.measurements.onFirstPresent = { firstPresents.append($0) }
        let reason = try live.run { loop.statistics.framesPresented >= 2 || time.now() > InputTime(seconds: 1) }
        #expect(reason == .requested)
        #expect(view.phases == ["touchesBegan", "touchesEnded"])
        #expect(recorded.count == 3)
        // The first picture and the down share the first boundary (16.666 ms); the up, read some turns
        // later, is shown at a later boundary.
        #expect(presenter.refreshes.count == 2)
        #expect(presenter.refreshes.first?.timestamp.microseconds == 16_666)
        #expect(presenter.refreshes.allSatisfy { $0.timestamp.microseconds % 16_666 == 0 })
        #expect(live.measurements.latencies.count == 2)
        // Scripted time moves 2 ms at every reading, so the figures are positive and bounded, not exact.
        #expect((live.measurements.latencies.minimum ?? 0) > 0 && (live.measurements.latencies.maximum ?? .max) < 100_000)
        #expect(live.measurements.renderDurations.count == 2)
        #expect(firstPresents.count == 1, "announced once, for the first of the two frames")
    }
}
