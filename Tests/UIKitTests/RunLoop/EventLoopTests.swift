import Testing
import UIKitTesting

/// A source the tests feed: `push` queues a batch for the next drain (the arrival of input on a
/// descriptor); it has a descriptor number only so the loop hands it to the waiter.
private final class QueueSource: InputEventSource {
    private var queued: [[InputEvent]] = []
    private(set) var drains = 0
    var failure: Error?
    var pollDescriptor: Int32? { 1_000 }
    func push(_ events: [InputEvent]) { queued.append(events) }
    func drainEvents() throws -> [InputEvent] {
        drains += 1
        if let failure { throw failure }
        return queued.isEmpty ? [] : queued.removeFirst()
    }
}

/// A source without a descriptor whose own timer releases one event once time reaches its deadline, as
/// an input filter releases a lift it held.
@MainActor
private final class DeadlineSource: @preconcurrency TimedInputSource {
    let time: LiveTimeSource
    let deadline: InputTime
    private(set) var released = false
    init(time: LiveTimeSource, deadline: InputTime) {
        self.time = time
        self.deadline = deadline
    }
    var pollDescriptor: Int32? { nil }
    var nextDeadline: InputTime? { released ? nil : deadline }
    func drainEvents() throws -> [InputEvent] {
        guard !released, time.now() >= deadline else { return [] }
        released = true
        return [EventLoopTests.touchscreenAdded(at: deadline)]
    }
}

/// A source that can only be looked at: no descriptor, no deadline.
private final class LookedAtSource: InputEventSource {
    var pollDescriptor: Int32? { nil }
    func drainEvents() throws -> [InputEvent] { [] }
}

/// A window the tests close or expose.
@MainActor
private final class FakeSurface: DisplaySurface {
    var needsRedraw = false
    var closeRequested = false
    private(set) var redrawsRequested = 0
    func redrawRequested() {
        needsRedraw = false
        redrawsRequested += 1
    }
}

@MainActor
private final class LoggingPresenter: FramePresenter {
    var log: (String) -> Void
    init(log: @escaping (String) -> Void) { self.log = log }
    func present(_ frame: ScreenFrame, for refresh: FrameLoop.Refresh) throws { log("present \(refresh.timestamp.microseconds)") }
}

@MainActor
@Suite struct EventLoopTests {
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

    private func headless(_ harness: UIKitTestHarness, _ sources: [InputEventSource], _ waiter: VirtualWaiter) -> EventLoop {
        let loop = EventLoop(application: harness.application, sources: sources, waiter: waiter)
        loop.drivesRefreshes = false
        return loop
    }

    @Test func itWaitsForTheEarliestOfTheNextTimerTheSourcesDeadlineAndItsOwnDeadline() throws {
        let harness = UIKitTestHarness()
        let start = harness.now
        let waiter = VirtualWaiter(start: start)
        let source = DeadlineSource(time: waiter, deadline: start.advanced(bySeconds: 0.03))
        var fired: [InputTime] = []
        harness.application.clock.schedule(at: start.advanced(bySeconds: 0.02), label: "app") { fired.append(harness.now) }
        harness.application.clock.schedule(at: start.advanced(bySeconds: 0.04), label: "app") { fired.append(harness.now) }
        let loop = headless(harness, [source], waiter)
        #expect(loop.nextDeadline() == start.advanced(bySeconds: 0.02))
        #expect(loop.nextDeadline(before: start.advanced(bySeconds: 0.01)) == start.advanced(bySeconds: 0.01))
        let end = start.advanced(bySeconds: 0.05)
        let reason = try loop.run(deadline: end) { waiter.now() >= end }
        #expect(reason == .requested)
        #expect(waiter.waits == [0.02, 0.03, 0.04, 0.05].map { start.advanced(bySeconds: $0) })
        #expect(fired == [start.advanced(bySeconds: 0.02), start.advanced(bySeconds: 0.04)])
        #expect(source.released)
        #expect(harness.application.devices[Self.screen] != nil)
    }

    @Test func aFilterTimerReleasesItsEventWithoutInputAndWithoutAnyFrameworkTimer() throws {
        let harness = UIKitTestHarness()
        let start = harness.now
        let waiter = VirtualWaiter(start: start)
        let source = DeadlineSource(time: waiter, deadline: start.advanced(bySeconds: 0.05))
        #expect(harness.application.clock.nextDeadline == nil)
        var handled: [InputEvent] = []
        let loop = headless(harness, [source], waiter)
        loop.onEvent = { handled.append($0) }
        // Without the source's deadline the loop would see nothing to wait for and return at once.
        let reason = try loop.run()
        #expect(reason == .exhausted)
        #expect(handled.map(\.time) == [source.deadline])
        #expect(harness.application.clock.now == source.deadline)
        #expect(waiter.waits == [source.deadline, nil])
    }

    @Test func idleItWakesOnlyForTheTimersTheAppAskedFor() throws {
        let harness = UIKitTestHarness()
        let start = harness.now
        let waiter = VirtualWaiter(start: start)
        let source = QueueSource()
        harness.application.clock.schedule(after: 1, label: "app's timer") {}
        let loop = headless(harness, [source], waiter)
        let reason = try loop.run()
        #expect(reason == .exhausted)
        // One wait for the app's timer, then one without a limit: nothing else wakes an idle loop.
        #expect(waiter.waits == [start.advanced(bySeconds: 1), nil])
        #expect(waiter.watched == [1_000])
        #expect(source.drains == 2)
    }

    @Test func onAScreenAnIdleLoopPresentsTheFirstPictureThenWaitsWithoutALimit() throws {
        let harness = UIKitTestHarness()
        let start = harness.now
        let waiter = VirtualWaiter(start: start)
        let frameLoop = harness.application.frameLoop
        var log: [String] = []
        frameLoop.presenter = LoggingPresenter { log.append($0) }
        frameLoop.composite = { _ in ScreenFrame(width: 1, height: 1, filledWith: 0) }
        let loop = EventLoop(application: harness.application, sources: [QueueSource()], waiter: waiter)
        #expect(try loop.run() == .exhausted)
        #expect(log == ["present 16666"])
        #expect(waiter.waits == [InputTime(microseconds: 16_666), nil])
    }

    @Test func inputIsHandledThenTheNextRefreshRunsTheFrameInItsOneOrder() throws {
        let harness = UIKitTestHarness()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        harness.window.addSubview(view)
        let start = harness.now
        let waiter = VirtualWaiter(start: start)
        let source = QueueSource()
        var log: [String] = []
        let frameLoop = harness.application.frameLoop
        let link = CADisplayLink { _ in log.append("display link") }
        link.add(to: .main, forMode: .common)
        frameLoop.updateConstraints = { log.append("update constraints") }
        frameLoop.display = { log.append("display") }
        frameLoop.composite = { _ in
            log.append("composite")
            return ScreenFrame(width: 1, height: 1, filledWith: 0)
        }
        frameLoop.presenter = LoggingPresenter { log.append($0) }
        waiter.arrive(at: start.advanced(bySeconds: 0.02)) {
            source.push([Self.touchscreenAdded(at: start.advanced(bySeconds: 0.02)), Self.touch(.down, at: start.advanced(bySeconds: 0.02))])
        }
        let loop = EventLoop(application: harness.application, sources: [source], waiter: waiter)
        loop.onEvent = { event in
            if case .touchFrame = event.payload { log.append("input") }
        }
        try loop.run { frameLoop.statistics.framesPresented >= 2 }
        link.invalidate()
        let frame = ["display link", "update constraints", "display", "composite"]
        // The first picture at the first boundary; the touch at 20 ms is shown at the next one (33.3 ms).
        #expect(log == frame + ["present 16666", "input"] + frame + ["present 33332"])
        #expect(view.phases == ["touchesBegan"])
        // The first picture's boundary, the touch arriving before the next one, then that boundary.
        #expect(waiter.endedByArrival == [false, true, false])
    }

    @Test func aLongPressFiresAtItsDeadlineWhileNoEventsArrive() throws {
        let harness = UIKitTestHarness()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        harness.window.addSubview(view)
        var began: InputTime?
        let press = UILongPressGestureRecognizer { recognizer in
            if recognizer.state == .began { began = UIApplication.shared.clock.now }
        }
        view.addGestureRecognizer(press)
        let source = QueueSource()
        let start = harness.now
        source.push([Self.touchscreenAdded(at: start), Self.touch(.down, at: start)])
        let waiter = VirtualWaiter(start: start)
        try headless(harness, [source], waiter).run { began != nil }
        // minimumPressDuration is 0.5 s: the loop slept until the recognizer's timer and no longer.
        #expect(began == start.advanced(bySeconds: 0.5))
        #expect(waiter.waits == [start.advanced(bySeconds: 0.5)])
    }

    @Test func aSourceThatCanOnlyBeLookedAtIsLookedAtEveryPollingInterval() throws {
        let harness = UIKitTestHarness()
        let start = harness.now
        let waiter = VirtualWaiter(start: start)
        let loop = headless(harness, [LookedAtSource()], waiter)
        try loop.run { waiter.waits.count >= 3 }
        let step = EventLoop.pollingInterval
        #expect(waiter.waits == [1, 2, 3].map { start.advanced(byMicroseconds: step * $0) })
    }

    @Test func aClosedSurfaceEndsTheLoopAndALostPictureIsPresentedAgain() throws {
        let harness = UIKitTestHarness()
        let start = harness.now
        let waiter = VirtualWaiter(start: start)
        let surface = FakeSurface()
        var presents = 0
        let frameLoop = harness.application.frameLoop
        frameLoop.presenter = LoggingPresenter { _ in presents += 1 }
        // Nothing changes on screen: only a present asked for by the surface shows a frame again.
        var frames = 0
        frameLoop.composite = { _ in
            frames += 1
            return frames == 1 || frameLoop.needsPresent ? ScreenFrame(width: 1, height: 1, filledWith: 0) : nil
        }
        waiter.arrive(at: start.advanced(bySeconds: 0.1)) { surface.needsRedraw = true }
        waiter.arrive(at: start.advanced(bySeconds: 0.2)) { surface.closeRequested = true }
        let loop = EventLoop(application: harness.application, sources: [QueueSource()], waiter: waiter)
        loop.surface = surface
        #expect(try loop.run() == .windowClosed)
        #expect(presents == 2)
        #expect(surface.redrawsRequested == 1)
    }

    @Test func aFailingSourceEndsTheLoopWithItsError() {
        struct Unplugged: Error {}
        let harness = UIKitTestHarness()
        let source = QueueSource()
        source.failure = Unplugged()
        let loop = headless(harness, [source], VirtualWaiter(start: harness.now))
        #expect(throws: Unplugged.self) { try loop.run() }
        #expect(source.drains == 1)
    }
}
