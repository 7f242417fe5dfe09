/// Watches an application's trace and checks the promises the event system makes under any input and any
/// tree mutation; the randomized soak and the dispatcher fuzzer run it after every frame.
///
/// - Every touch a responder got `touchesBegan` for ends or is cancelled for that responder exactly once,
///   and nothing reaches the responder for that touch before its `touchesBegan` or after its end.
/// - Recognizers move only along legal transitions (`possible → began | ended | failed`, `began → changed |
///   ended | cancelled`, `changed → changed | ended | cancelled`, a terminal state → `possible` at reset,
///   or out of the sequence when removed), each starting from the state the previous entry left.
/// - No action is sent for a recognizer that is `failed` or `possible`.
/// - The trace's clock never runs backwards.
///
/// Views and recognizers are told apart by their trace names, so give every one a unique
/// `accessibilityIdentifier` / `name`. Call ``checkSettled(_:recognizers:)`` when every finger is up and
/// every timer has fired: then every responder has seen every touch end, and every recognizer is back in
/// `possible`.
///
/// ```swift
/// let checker = InvariantChecker()
/// harness.application.trace.addObserver(checker)
/// // … input, mutations …
/// checker.checkSettled(harness.application, recognizers: all)
/// #expect(checker.violations.isEmpty)
/// ```
@MainActor
public final class InvariantChecker: TraceObserver {
    /// Every broken promise found, with the time and the names involved, oldest first.
    public private(set) var violations: [String] = []
    /// Trace entries checked so far.
    public private(set) var entryCount = 0

    /// Responder → touches it got `touchesBegan` for and has not yet seen end.
    private var openTouches: [String: Set<TraceTouch>] = [:]
    /// Responder → touches that already ended for it.
    private var closedTouches: [String: Set<TraceTouch>] = [:]
    /// Recognizer → its state as the trace last reported it (absent: `possible`).
    private var states: [String: UIGestureRecognizer.State] = [:]
    private var lastTime: InputTime?

    /// Creates a checker with nothing seen.
    public init() {}

    public func record(_ entry: TraceEntry) {
        entryCount += 1
        let time = entry.time
        if let lastTime, time < lastTime { violate(time, "clock ran backwards from \(lastTime)") }
        lastTime = max(lastTime ?? time, time)
        switch entry {
        case .delivery(_, let responder, let phase, let touches) where phase.isTouches:
            for touch in touches { checkDelivery(time, responder: responder, phase: phase, touch: touch) }
        case .gestureState(_, let recognizer, let from, let to, let reason):
            checkTransition(time, recognizer: recognizer, from: from, to: to, reason: reason)
        case .gestureRemoved(_, let recognizer):
            // Out of the sequence: it starts again from `possible`.
            states[recognizer] = nil
        case .action(_, let recognizer, let state):
            let current = states[recognizer] ?? .possible
            if current == .failed || current == .possible || state == .failed || state == .possible {
                violate(time, "action (\(state)) for \(recognizer), which is \(current)")
            }
        default:
            break
        }
    }

    /// Checks the state that must hold once every finger is up and every timer has fired: no touch is
    /// active, every responder saw each of its touches end, every recognizer is `possible`, no timer waits.
    public func checkSettled(_ application: UIApplication, recognizers: [UIGestureRecognizer]) {
        let time = application.clock.now
        if application.activeTouchCountForTesting != 0 {
            violate(time, "settled, but \(application.activeTouchCountForTesting) touches are still active")
        }
        for (responder, touches) in openTouches where !touches.isEmpty {
            violate(time, "settled, but \(responder) never saw \(touches.map(\.description).sorted().joined(separator: ",")) end")
        }
        for recognizer in recognizers where recognizer.state != .possible {
            violate(time, "settled, but \(recognizer.traceName) (\(type(of: recognizer)) on \(recognizer.view?.traceName ?? "no view")\(recognizer.view?.window == nil ? ", outside any window" : "")) is \(recognizer.state), not possible")
        }
        if !application.clock.pendingTimers.isEmpty {
            violate(time, "settled, but timers wait: \(application.clock.pendingTimers.joined(separator: "; "))")
        }
        // Touches that ended can never come back (names are never reused), so forget them.
        closedTouches.removeAll()
    }

    private func checkDelivery(_ time: InputTime, responder: String, phase: TraceEntry.DeliveryPhase, touch: TraceTouch) {
        let isOpen = openTouches[responder]?.contains(touch) ?? false
        let isClosed = closedTouches[responder]?.contains(touch) ?? false
        switch phase {
        case .touchesBegan:
            if isOpen || isClosed { violate(time, "\(responder) got touchesBegan for \(touch) twice") }
            openTouches[responder, default: []].insert(touch)
        case .touchesMoved:
            if !isOpen { violate(time, "\(responder) got touchesMoved for \(touch) \(isClosed ? "after it ended" : "before touchesBegan")") }
        case .touchesEnded, .touchesCancelled:
            if !isOpen {
                violate(time, "\(responder) got \(phase) for \(touch) \(isClosed ? "after it already ended" : "without touchesBegan")")
            }
            openTouches[responder]?.remove(touch)
            closedTouches[responder, default: []].insert(touch)
        default:
            violate(time, "\(responder) got an unknown phase \(phase) for \(touch)")
        }
    }

    private func checkTransition(_ time: InputTime, recognizer: String, from: UIGestureRecognizer.State,
                                 to: UIGestureRecognizer.State, reason: TraceReason) {
        let current = states[recognizer] ?? .possible
        if from != current {
            violate(time, "\(recognizer) reported \(from) → \(to) but was \(current)")
        }
        // UIKit's one table of the state machine (`Sources/UIKit/Gestures/GestureTransitions.swift`), the
        // same the gesture environment refuses requests by.
        if !UIGestureRecognizer.State.isTraceable(from: from, to: to) {
            violate(time, "\(recognizer) moved \(from) → \(to) (\(reason)), which is not a legal transition")
        }
        states[recognizer] = to == .possible ? nil : to
    }

    private func violate(_ time: InputTime, _ message: String) {
        // A broken run can produce the same problem every frame; the first few say everything.
        guard violations.count < 100 else { return }
        violations.append("[\(time)] \(message)")
    }
}
