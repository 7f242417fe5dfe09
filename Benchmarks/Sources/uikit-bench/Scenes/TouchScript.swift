import InputCore
import UIKit

/// Builds a stream of input events for one touchscreen: gestures at a fixed frame rate, positions
/// normalised to the panel as a real device reports them, each event marked if it is a move frame (the
/// frames the benchmarks time).
struct TouchScript {
    struct Step {
        var event: InputEvent
        /// A frame in which every contact only moved: the steady-state work of a finger on glass.
        var isMove: Bool
        /// The phase every contact of a touch frame has (`nil` for other events).
        var phase: ContactPhase? = nil
    }

    /// 240 Hz, the fastest common touch panel rate: 4,167 µs between frames.
    static let frameInterval: Int64 = 1_000_000 / 240

    let device: DeviceID
    let screenSize: CGSize
    private(set) var time: InputTime
    private(set) var steps: [Step] = []

    init(device: DeviceID, screenSize: CGSize, start: InputTime) {
        self.device = device
        self.screenSize = screenSize
        time = start
    }

    mutating func append(_ payload: InputPayload, isMove: Bool = false, phase: ContactPhase? = nil) {
        steps.append(Step(event: InputEvent(time: time, device: device, payload: payload), isMove: isMove, phase: phase))
    }

    /// One frame in which every finger in `points` has `phase`; contacts are numbered by index.
    mutating func frame(_ points: [CGPoint], phase: ContactPhase) {
        let changes = points.enumerated().map { index, point in
            ContactChange(contact: ContactID(Int32(index)), phase: phase,
                          position: InputPoint(x: Double(point.x / screenSize.width), y: Double(point.y / screenSize.height)))
        }
        append(.touchFrame(TouchFrame(space: .normalized, changes: changes)), isMove: phase == .move, phase: phase)
        time = time.advanced(byMicroseconds: Self.frameInterval)
    }

    mutating func wait(seconds: Double) { time = time.advanced(bySeconds: seconds) }

    /// Fingers land at `start`, travel `moves` frames of `step` points each, and lift; then the script waits
    /// long enough (0.5 s) for every multi-tap and long-press timer to run out, so cycles are independent.
    mutating func drag(from start: [CGPoint], moves: Int, step: CGVector) {
        var points = start
        frame(points, phase: .down)
        for _ in 0..<moves {
            points = points.map { CGPoint(x: $0.x + step.dx, y: $0.y + step.dy) }
            frame(points, phase: .move)
        }
        frame(points, phase: .up)
        wait(seconds: 0.5)
    }

    /// Fingers land and rest, trembling by under a point for `moves` frames (0.4 s at 240 Hz keeps every
    /// recognizer undecided: below tap's 0.75 s duration and long press's 0.5 s), then lift: a tap.
    mutating func hold(at start: [CGPoint], moves: Int) {
        frame(start, phase: .down)
        for index in 0..<moves {
            let offset: CGFloat = index % 2 == 0 ? 0.4 : -0.4
            frame(start.map { CGPoint(x: $0.x + offset, y: $0.y - offset) }, phase: .move)
        }
        frame(start, phase: .up)
        wait(seconds: 0.5)
    }

    /// Two fingers spread apart from `center` by `step` points a frame each, then lift.
    mutating func pinch(around center: CGPoint, moves: Int, step: CGFloat) {
        var points = [CGPoint(x: center.x - 20, y: center.y), CGPoint(x: center.x + 20, y: center.y)]
        frame(points, phase: .down)
        for _ in 0..<moves {
            points = [CGPoint(x: points[0].x - step, y: points[0].y), CGPoint(x: points[1].x + step, y: points[1].y)]
            frame(points, phase: .move)
        }
        frame(points, phase: .up)
        wait(seconds: 0.5)
    }

    /// The steps built so far, removing them (for streams generated a piece at a time).
    mutating func takeSteps() -> [Step] {
        defer { steps.removeAll(keepingCapacity: true) }
        return steps
    }
}
