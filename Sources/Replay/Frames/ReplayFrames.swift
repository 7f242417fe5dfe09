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
    /// The device-pixel rectangles outside which the last rendered frame equals the frame rendered before
    /// it (the screen's damage and both frames' fingers, trails and labels); `nil` when it was drawn whole
    /// (the first frame). The replay inspector compares only these tiles.
    public private(set) var lastChangedRects: [CGRect]?
    /// The first error (writing a frame, or too many frames); frames stop after it.
    public private(set) var failure: String?

    private let application: UIApplication
    private let compositor: Compositor
    private let write: (Int, Data) throws -> Void
    private var start: InputTime?
    private var touches: [String: [(time: InputTime, point: CGPoint)]] = [:]
    private var liftedTouches: [String: [(time: InputTime, point: CGPoint)]] = [:]
    private var labels: [String] = []
    /// The frame bitmap, kept from frame to frame (see `frameBitmap(screen:damage:)`).
    private var frameContext: CGContext?
    /// Where the last frame's fingers, trails and labels were drawn, in device pixels.
    private var overlay: [CGRect] = []
    /// `false` draws every frame in a new bitmap: the reference the kept bitmap is tested against.
    var reusesFrameBitmap = true

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
        let damage = compositor.renderFrame()
        let screen = compositor.context
        guard let (context, restored) = frameBitmap(screen: screen, damage: damage) else {
            failure = "cannot render frame \(frameCount)"
            return
        }
        let depth = context.gStateDepth
        context.saveGState()
        context.scaleBy(x: application.mainScreen.scale, y: application.mainScreen.scale)
        var drawn: [CGRect] = []
        drawTouches(in: context, at: time, drawn: &drawn)
        drawLabels(in: context, at: time, drawn: &drawn)
        context.restoreGState(toDepth: depth)
        overlay = drawn.map { deviceRect($0, in: screen) }.filter { !$0.isEmpty }
        lastChangedRects = restored.map { $0 + overlay }
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

    /// The frame bitmap with the screen in it, and the device rectangles copied from the screen (`nil`:
    /// all of it). The bitmap is kept between frames: only the compositor's damage and the previous
    /// frame's fingers, trails and labels are copied again, which leaves it pixel for pixel what a new
    /// bitmap with the whole screen drawn in it would be.
    private func frameBitmap(screen: CGContext, damage: [CGRect]) -> (CGContext, [CGRect]?)? {
        if reusesFrameBitmap, let kept = frameContext, kept.width == screen.width, kept.height == screen.height {
            let restored = damage + overlay
            for rect in restored { kept.copyPixels(from: screen, in: rect, to: rect.origin) }
            return (kept, restored)
        }
        guard let fresh = try? CGContext(width: screen.width, height: screen.height) else { return nil }
        let all = CGRect(x: 0, y: 0, width: screen.width, height: screen.height)
        fresh.copyPixels(from: screen, in: all, to: .zero)
        frameContext = fresh
        return (fresh, nil)
    }

    /// A rectangle drawn in points, as the device pixels it may have touched: grown by the widest stroke's
    /// half and antialiasing, scaled, rounded out and cut to the screen.
    private func deviceRect(_ rect: CGRect, in screen: CGContext) -> CGRect {
        let scale = application.mainScreen.scale
        let grown = rect.insetBy(dx: -Self.overlayMargin, dy: -Self.overlayMargin)
        let device = CGRect(x: grown.minX * scale, y: grown.minY * scale, width: grown.width * scale, height: grown.height * scale)
        let cut = device.integral.intersection(CGRect(x: 0, y: 0, width: screen.width, height: screen.height))
        return cut.isNull ? .zero : cut
    }

    /// Points added around what the overlay draws: half the trail's 4-point line and its round caps, the
    /// finger's 2-point outline, and antialiasing.
    private static let overlayMargin: CGFloat = 4

    private func drawTouches(in context: CGContext, at time: InputTime, drawn: inout [CGRect]) {
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
                drawn.append(Self.bounds(of: trail))
            }
            guard isDown, let finger = samples.last?.point else { continue }
            let radius: CGFloat = 22
            let circle = CGRect(x: finger.x - radius, y: finger.y - radius, width: radius * 2, height: radius * 2)
            context.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.45)
            context.fillEllipse(in: circle)
            context.setStrokeColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.9)
            context.setLineWidth(2)
            context.strokeEllipse(in: circle)
            drawn.append(circle)
        }
    }

    private static func bounds(of points: [CGPoint]) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for point in points {
            minX = min(minX, point.x); minY = min(minY, point.y)
            maxX = max(maxX, point.x); maxY = max(maxY, point.y)
        }
        return minX <= maxX && minY <= maxY ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    private func drawLabels(in context: CGContext, at time: InputTime, drawn: inout [CGRect]) {
        let style = TextStyle(pointSize: 13, color: .white)
        let lines = ["t = \(time)"] + labels
        let lineHeight = TextLayout.lineHeight(of: style) + 2
        let width = lines.map { TextLayout.size(of: $0, style: style).width }.max() ?? 0
        let panel = CGRect(x: 4, y: 4, width: width + 12, height: lineHeight * CGFloat(lines.count) + 8)
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.6)
        context.fill(panel)
        drawn.append(panel)
        for (index, line) in lines.enumerated() {
            context.draw(line, style: style, at: CGPoint(x: 10, y: 8 + lineHeight * CGFloat(index)))
        }
    }
}
