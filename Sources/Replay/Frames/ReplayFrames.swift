import Foundation
import InputCore
import UIKit

/// Pictures of a replay: the screen as PNG frames at a fixed rate on the recording's clock, with each
/// touch's finger and recent trail drawn over it and a label for every recognizer that changed state since
/// the previous frame.
///
/// Frame `k` stands for time `start + k / fps`; it is rendered when the replay reaches the first event at
/// or after that time (so it shows the screen after that event), and the frames left at the end of the
/// replay are rendered by ``finish(at:)``. Rendering goes through the ``Compositor``, so each frame
/// redraws only what changed.
@MainActor
public final class ReplayFrames: TraceObserver {
    /// Frames per second of replay time.
    public let framesPerSecond: Double
    /// How much of each touch's recent path is drawn, in seconds. Default 0.5.
    public var trailDuration: TimeInterval = 0.5
    /// The most frames one replay may write; more is an error (lower the rate). Default 36,000 (20 minutes
    /// at 30 frames per second).
    public var maximumFrames = 36_000
    /// Which frames to render, by index: the others are skipped (their index still counts, and the
    /// state-change labels and lifted trails they would have shown carry to the next rendered frame).
    /// `nil`, the default: all. The replay inspector thins long recordings with it.
    public var sampling: ((Int) -> Bool)?
    /// Receives each rendered frame's bitmap instead of its PNG data (the replay inspector encodes only
    /// what changed between frames). `nil`, the default: PNG data through the `write` closure.
    public var bitmapSink: ((Int, CGContext) throws -> Void)?
    /// How many frames were written (or skipped by ``sampling``): the next frame's index.
    public private(set) var frameCount = 0
    /// The first error (writing a frame, or too many frames); frames stop after it.
    public private(set) var failure: String?

    private let application: UIApplication
    private let compositor: Compositor
    private let write: (Int, Data) throws -> Void
    private var start: InputTime?
    private var touches: [String: [(time: InputTime, point: CGPoint)]] = [:]
    private var liftedTouches: [String: [(time: InputTime, point: CGPoint)]] = [:]
    private var labels: [String] = []

    /// Frames of `application`'s main screen at `framesPerSecond`; `write` stores frame `index` (PNG).
    public init(application: UIApplication, framesPerSecond: Double, write: @escaping (Int, Data) throws -> Void) throws {
        self.application = application
        self.framesPerSecond = framesPerSecond
        self.write = write
        compositor = try Compositor(screen: application.mainScreen)
    }

    /// Follows the replay: touches from the engine's events, state changes from the trace.
    public func attach(to engine: ReplayEngine) {
        application.trace.addObserver(self)
        let previous = engine.afterEvent
        engine.afterEvent = { [weak self] event in
            previous?(event)
            self?.handle(event)
        }
    }

    /// Renders the frames up to `time` (the end of the replay).
    public func finish(at time: InputTime) {
        if start == nil { start = time }
        renderFrames(through: time, inclusive: true)
    }

    public func record(_ entry: TraceEntry) {
        // Only real transitions: a continuous recognizer re-reports `changed` on every update.
        switch entry {
        case .gestureState(_, let recognizer, let from, let to, _) where from != to: labels.append("\(recognizer): \(from) → \(to)")
        case .gestureRemoved(_, let recognizer): labels.append("\(recognizer): participating → removed")
        default: break
        }
    }

    private func handle(_ event: InputEvent) {
        if start == nil { start = event.time }
        renderFrames(through: event.time, inclusive: false)
        guard case .touchFrame(let frame) = event.payload else {
            followPointer(event)
            renderFrames(through: event.time, inclusive: true)
            return
        }
        let mapping = application.mainScreen.inputMapping
        for change in frame.changes where change.position.isFinite {
            let p = frame.space == .normalized ? mapping.map(normalized: change.position) : change.position
            let key = "\(event.device) \(change.contact)"
            if change.phase == .down { touches[key] = [] }
            touches[key, default: []].append((event.time, CGPoint(x: p.x, y: p.y)))
            if change.phase == .up || change.phase == .cancel { lift(key) }
        }
        renderFrames(through: event.time, inclusive: true)
    }

    /// A mouse drag is drawn like a finger: pressed, moved, released (as the SVG drawing does).
    private func followPointer(_ event: InputEvent) {
        let key = "\(event.device) pointer"
        switch event.payload {
        case .pointerButton(.left, let state):
            if state == .pressed {
                touches[key] = [(event.time, application.cursorLocation)]
            } else if touches[key] != nil {
                touches[key, default: []].append((event.time, application.cursorLocation))
                lift(key)
            }
        case .pointerMotion, .pointerMotionAbsolute:
            if touches[key] != nil { touches[key, default: []].append((event.time, application.cursorLocation)) }
        case .deviceRemoved:
            for name in touches.keys where name.hasPrefix("\(event.device) ") { lift(name) }
        default:
            break
        }
    }

    private func lift(_ key: String) {
        liftedTouches[key] = touches[key]
        touches[key] = nil
    }

    private var nextFrameTime: InputTime? {
        guard let start else { return nil }
        return start.advanced(bySeconds: Double(frameCount) / framesPerSecond)
    }

    private func renderFrames(through time: InputTime, inclusive: Bool) {
        while failure == nil, let next = nextFrameTime, inclusive ? next <= time : next < time {
            guard frameCount < maximumFrames else {
                failure = "more than \(maximumFrames) frames at \(framesPerSecond) frames per second; lower --fps"
                return
            }
            if let sampling, !sampling(frameCount) {
                frameCount += 1
                continue
            }
            renderFrame(at: next)
        }
    }

    private func renderFrame(at time: InputTime) {
        compositor.renderFrame()
        guard let screen = compositor.makeImage(), let context = try? CGContext(width: screen.width, height: screen.height) else {
            failure = "cannot render frame \(frameCount)"
            return
        }
        context.draw(screen, in: CGRect(x: 0, y: 0, width: screen.width, height: screen.height))
        context.scaleBy(x: application.mainScreen.scale, y: application.mainScreen.scale)
        drawTouches(in: context, at: time)
        drawLabels(in: context, at: time)
        do {
            if let bitmapSink {
                try bitmapSink(frameCount, context)
            } else {
                try write(frameCount, try context.pngData())
            }
        } catch {
            failure = "\(error)"
        }
        frameCount += 1
        labels.removeAll()
        liftedTouches.removeAll()
    }

    private func drawTouches(in context: CGContext, at time: InputTime) {
        let earliest = time.advanced(bySeconds: -trailDuration)
        let all = touches.map { ($0.value, true) } + liftedTouches.map { ($0.value, false) }
        for (samples, isDown) in all {
            let trail = samples.filter { $0.time >= earliest }.map(\.point)
            if trail.count > 1 {
                context.setStrokeColor(red: 1, green: 0.85, blue: 0, alpha: 0.9)
                context.setLineWidth(4)
                context.setLineCap(.round)
                context.setLineJoin(.round)
                context.addLines(between: trail)
                context.strokePath()
            }
            guard isDown, let finger = samples.last?.point else { continue }
            let radius: CGFloat = 22
            let circle = CGRect(x: finger.x - radius, y: finger.y - radius, width: radius * 2, height: radius * 2)
            context.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.45)
            context.fillEllipse(in: circle)
            context.setStrokeColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.9)
            context.setLineWidth(2)
            context.strokeEllipse(in: circle)
        }
    }

    private func drawLabels(in context: CGContext, at time: InputTime) {
        let style = TextStyle(pointSize: 13, color: .white)
        let lines = ["t = \(time)"] + labels
        let lineHeight = TextLayout.lineHeight(of: style) + 2
        let width = lines.map { TextLayout.size(of: $0, style: style).width }.max() ?? 0
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.6)
        context.fill(CGRect(x: 4, y: 4, width: width + 12, height: lineHeight * CGFloat(lines.count) + 8))
        for (index, line) in lines.enumerated() {
            context.draw(line, style: style, at: CGPoint(x: 10, y: 8 + lineHeight * CGFloat(index)))
        }
    }
}
