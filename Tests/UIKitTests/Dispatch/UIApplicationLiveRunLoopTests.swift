import Glibc
import Testing
import UIKitTesting

/// A live source the tests control: a pipe whose read end is the poll descriptor; `push` queues events
/// and makes the descriptor readable.
private final class PipeSource: InputEventSource {
    private var fds: [Int32] = [-1, -1]
    private var queued: [[InputEvent]] = []
    private(set) var drains = 0
    var failure: Error?

    init() { _ = pipe(&fds) }
    deinit { fds.forEach { _ = close($0) } }

    var pollDescriptor: Int32? { fds[0] }

    func push(_ events: [InputEvent]) {
        queued.append(events)
        var byte: UInt8 = 1
        _ = write(fds[1], &byte, 1)
    }

    func drainEvents() throws -> [InputEvent] {
        drains += 1
        if let failure { throw failure }
        var byte: UInt8 = 0
        guard !queued.isEmpty, read(fds[0], &byte, 1) == 1 else { return [] }
        return queued.removeFirst()
    }
}

/// A source that is only drained when asked (no descriptor), like a replay.
private final class ScriptedSource: InputEventSource {
    var batches: [[InputEvent]]
    init(_ batches: [[InputEvent]]) { self.batches = batches }
    var pollDescriptor: Int32? { nil }
    func drainEvents() throws -> [InputEvent] { batches.isEmpty ? [] : batches.removeFirst() }
}

/// Time that moves by a fixed step each time it is read, so timers come due without waiting.
private final class SteppingTime: LiveTimeSource {
    private var current: InputTime
    let step: Int64
    init(start: InputTime, stepMicroseconds: Int64) {
        current = start
        step = stepMicroseconds
    }
    func now() -> InputTime {
        current = InputTime(microseconds: current.microseconds + step)
        return current
    }
}

/// A source without a descriptor whose own timer releases one event once the application's clock reaches
/// its deadline, as an input filter releases a lift it held.
@MainActor
private final class DeadlineSource: @preconcurrency TimedInputSource {
    let application: UIApplication
    let deadline: InputTime
    private(set) var released = false
    init(application: UIApplication, deadline: InputTime) {
        self.application = application
        self.deadline = deadline
    }
    var pollDescriptor: Int32? { nil }
    var nextDeadline: InputTime? { released ? nil : deadline }
    func drainEvents() throws -> [InputEvent] {
        guard !released, application.clock.now >= deadline else { return [] }
        released = true
        return [UIApplicationLiveRunLoopTests.touchscreenAdded(at: deadline)]
    }
}

@MainActor
@Suite struct UIApplicationLiveRunLoopTests {
    @Test func aTimedSourceIsWaitedForUntilItsDeadlineWithoutAnyFrameworkTimer() throws {
        let start = InputTime(microseconds: 5_000_000)
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)), start: start)
        let source = DeadlineSource(application: application, deadline: start.advanced(bySeconds: 0.05))
        #expect(application.clock.nextDeadline == nil)
        // Without the source's deadline the loop would see nothing to wait for and return at once.
        try application.run(source: source, time: SteppingTime(start: start, stepMicroseconds: 10_000)) { source.released }
        #expect(source.released)
        #expect(application.clock.now >= source.deadline)
        #expect(application.devices[Self.screen] != nil)
    }

    @Test func theWaitEndsAtTheEarlierOfTheNextTimerAndTheSourcesDeadline() {
        let start = InputTime(microseconds: 1_000_000)
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)), start: start)
        #expect(application.waitMilliseconds(from: start) == 1_000)
        #expect(application.waitMilliseconds(from: start, sourceDeadline: start.advanced(bySeconds: 0.0301)) == 31)
        _ = application.clock.schedule(at: start.advanced(bySeconds: 0.02), label: "test") {}
        #expect(application.waitMilliseconds(from: start, sourceDeadline: start.advanced(bySeconds: 0.03)) == 20)
        #expect(application.waitMilliseconds(from: start, sourceDeadline: start.advanced(bySeconds: 0.01)) == 10)
    }

    static let screen = DeviceID(9)

    static func touchscreenAdded(at time: InputTime) -> InputEvent {
        InputEvent(time: time, device: screen, payload: .deviceAdded(DeviceDescription(
            id: screen, name: "panel", capabilities: .touch, touchSurface: .direct, maximumContacts: 10)))
    }

    static func touch(_ phase: ContactPhase, at time: InputTime, x: Double = 50, y: Double = 50) -> InputEvent {
        InputEvent(time: time, device: screen, payload: .touchFrame(TouchFrame(space: .screen, changes: [
            ContactChange(contact: ContactID(0), phase: phase, position: InputPoint(x: x, y: y)),
        ])))
    }

    @Test func eventsFromTheDescriptorReachViewsInOrderAndAnActionCanStopTheLoop() throws {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        var tapped = false
        let tap = UITapGestureRecognizer { _ in tapped = true }
        view.addGestureRecognizer(tap)
        let source = PipeSource()
        let start = harness.now
        source.push([Self.touchscreenAdded(at: start), Self.touch(.down, at: start.advanced(bySeconds: 0.01))])
        source.push([Self.touch(.up, at: start.advanced(bySeconds: 0.05))])
        try harness.application.run(source: source, time: SteppingTime(start: start, stepMicroseconds: 1_000)) { tapped }
        #expect(tapped)
        #expect(harness.traceLines(containing: "action").count == 1)
    }

    @Test func aLongPressFiresOnTheLiveClockWhileNoEventsArrive() throws {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        var began: InputTime?
        let press = UILongPressGestureRecognizer { recognizer in
            if recognizer.state == .began { began = UIApplication.shared.clock.now }
        }
        view.addGestureRecognizer(press)
        let source = PipeSource()
        let start = harness.now
        source.push([Self.touchscreenAdded(at: start), Self.touch(.down, at: start)])
        // The clock only learns the time from the time source: 600 ms per read, so no turn ever waits.
        try harness.application.run(source: source, time: SteppingTime(start: start, stepMicroseconds: 600_000)) { began != nil }
        let fired = try #require(began)
        // minimumPressDuration is 0.5 s: the timer fires at its deadline, not at the time source's step.
        #expect(fired == start.advanced(bySeconds: 0.5))
    }

    @Test func aSourceWithoutDescriptorRunsUntilItAndTheTimersAreExhausted() throws {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        var taps = 0
        let single = UITapGestureRecognizer { _ in taps += 1 }
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        [single, double].forEach(view.addGestureRecognizer)
        let start = harness.now
        let source = ScriptedSource([
            [Self.touchscreenAdded(at: start), Self.touch(.down, at: start)],
            [Self.touch(.up, at: start.advanced(bySeconds: 0.05))],
        ])
        // The single tap waits for the double tap to fail (0.35 s): the loop must keep turning until
        // that timer has fired, then return by itself.
        try harness.application.run(source: source, time: SteppingTime(start: start, stepMicroseconds: 400_000))
        #expect(taps == 1)
        #expect(harness.application.clock.nextDeadline == nil)
    }

    @Test func aFailingSourceEndsTheLoopWithItsError() {
        struct Unplugged: Error {}
        let harness = UIKitTestHarness()
        let source = PipeSource()
        source.failure = Unplugged()
        #expect(throws: Unplugged.self) {
            try harness.application.run(source: source, time: SteppingTime(start: harness.now, stepMicroseconds: 1))
        }
        #expect(source.drains == 1)
    }
}
