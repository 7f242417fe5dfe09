import InputCore
import UIKit

/// An endless, deterministic touch session for replay benchmarks, produced a round at a time so a
/// 10-million-event replay never holds more than one round (about 500 events) in memory.
///
/// One round, at 240 Hz: a one-finger drag (120 frames), a two-finger pinch (60), a tap (10 frames of
/// rest), a ten-finger drag (60), each followed by a 0.5 s pause; positions normalised to the panel.
/// Against ``GestureScene`` it makes every recognizer family act: pan, pinch, tap.
struct SyntheticSession {
    private var script: TouchScript
    private let spots: [CGPoint]
    private var pending: [InputEvent] = []
    private var position = 0

    init(scene spots: [CGPoint], start: InputTime = .zero) {
        self.spots = spots
        script = TouchScript(device: GestureScene.device.id, screenSize: GestureScene.screenSize, start: start)
        script.append(.deviceAdded(GestureScene.device))
    }

    /// The next event; never runs out.
    mutating func next() -> InputEvent {
        if position == pending.count {
            if script.steps.isEmpty { appendRound() }
            pending = script.takeSteps().map(\.event)
            position = 0
        }
        defer { position += 1 }
        return pending[position]
    }

    /// The first `count` events.
    static func events(count: Int, scene spots: [CGPoint]) -> [InputEvent] {
        var session = SyntheticSession(scene: spots)
        return (0..<count).map { _ in session.next() }
    }

    private mutating func appendRound() {
        script.drag(from: [spots[5]], moves: 120, step: CGVector(dx: 1.5, dy: 0.5))
        script.pinch(around: spots[4], moves: 60, step: 1)
        script.hold(at: [spots[2]], moves: 10)
        script.drag(from: spots, moves: 60, step: CGVector(dx: 0, dy: -1))
    }
}
