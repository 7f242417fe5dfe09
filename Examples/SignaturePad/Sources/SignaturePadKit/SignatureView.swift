import UIKit

/// Where a signature is drawn: one finger (or pen) at a time draws a stroke through every sample the panel
/// reported (``UIEvent/coalescedTouches(for:)``), smoothed with quadratic curves through the midpoints of
/// the samples; ``undo()`` takes back the last stroke, ``clear()`` all of them.
///
/// A pen (a `.pencil` touch) draws with a width that follows its force, as ink from a nib pressed harder;
/// a finger or a mouse keeps ``inkWidth``. A pen's eraser end (`isEraser`) draws nothing and removes every
/// stroke it passes over.
public final class SignatureView: UIView {
    /// The finished strokes and the one being drawn, in points of this view, oldest first.
    public private(set) var strokes: [[CGPoint]] = []
    /// Per stroke, the ink width at each of its points for a pen stroke (from the pen's force), or `nil`
    /// for a finger or mouse stroke (drawn at ``inkWidth``).
    public private(set) var strokeWidths: [[CGFloat]?] = []
    /// How near the eraser must pass to a stroke's point to remove the stroke, in points.
    public var eraserRadius: CGFloat = 8
    /// The ink's width in points.
    public var inkWidth: CGFloat = 3 { didSet { setNeedsDisplay() } }
    /// The ink's colour.
    public var inkColor: UIColor = UIColor(red: 0.05, green: 0.1, blue: 0.35, alpha: 1) { didSet { setNeedsDisplay() } }
    /// Called when the strokes change (drawn, undone, cleared).
    public var onChange: (() -> Void)?
    /// The touch drawing the current stroke: a second finger landing meanwhile is ignored, as a pen on paper.
    private weak var drawingTouch: UITouch?
    /// Whether `drawingTouch` is an eraser.
    private var erasing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        accessibilityIdentifier = "signature"
    }

    /// Whether anything is drawn.
    public var isEmpty: Bool { strokes.isEmpty }

    /// Takes back the last stroke.
    public func undo() {
        guard !strokes.isEmpty else { return }
        strokes.removeLast()
        strokeWidths.removeLast()
        changed()
    }

    /// Removes every stroke.
    public func clear() {
        guard !strokes.isEmpty else { return }
        strokes.removeAll()
        strokeWidths.removeAll()
        changed()
    }

    /// The ink width of a pen sample: from a third of ``inkWidth`` at no force to twice it at full force
    /// (half the maximum force draws a little over ``inkWidth``).
    public func penWidth(force: CGFloat, maximumPossibleForce: CGFloat) -> CGFloat {
        let fraction = maximumPossibleForce > 0 ? min(max(force / maximumPossibleForce, 0), 1) : 0.5
        return inkWidth * (1.0 / 3 + fraction * 5 / 3)
    }

    /// Removes every stroke with a point within ``eraserRadius`` of `point`.
    private func erase(at point: CGPoint) {
        let radius = eraserRadius * eraserRadius
        let kept = strokes.indices.filter { index in
            !strokes[index].contains { ($0.x - point.x) * ($0.x - point.x) + ($0.y - point.y) * ($0.y - point.y) <= radius }
        }
        guard kept.count != strokes.count else { return }
        strokes = kept.map { strokes[$0] }
        strokeWidths = kept.map { strokeWidths[$0] }
        changed()
    }

    /// The signature as a PNG picture of this view's size, white behind the ink.
    public func pngData() -> Data {
        UIGraphicsImageRenderer(size: bounds.size).pngData { _ in
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(origin: .zero, size: bounds.size)).fill()
            drawStrokes()
        }
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard drawingTouch == nil, let touch = touches.first else { return }
        drawingTouch = touch
        erasing = touch.type == .pencil && touch.isEraser
        if erasing {
            erase(at: touch.location(in: self))
            return
        }
        strokes.append([touch.location(in: self)])
        strokeWidths.append(touch.type == .pencil ? [penWidth(force: touch.force, maximumPossibleForce: touch.maximumPossibleForce)] : nil)
        changed()
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = drawingTouch, touches.contains(touch) else { return }
        // Every sample since the last delivery, so a fast stroke keeps its shape.
        let samples = event?.coalescedTouches(for: touch) ?? [touch]
        if erasing {
            for sample in samples { erase(at: sample.location(in: self)) }
            return
        }
        guard !strokes.isEmpty else { return }
        strokes[strokes.count - 1].append(contentsOf: samples.map { $0.location(in: self) })
        if strokeWidths[strokeWidths.count - 1] != nil {
            strokeWidths[strokeWidths.count - 1]?.append(
                contentsOf: samples.map { penWidth(force: $0.force, maximumPossibleForce: $0.maximumPossibleForce) })
        }
        changed()
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = drawingTouch, touches.contains(touch) else { return }
        drawingTouch = nil
    }

    /// A cancelled stroke (the app went to the background, a device vanished) is kept as far as it got:
    /// what the person drew is not thrown away.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = drawingTouch, touches.contains(touch) else { return }
        drawingTouch = nil
    }

    public override func draw(_ rect: CGRect) {
        drawStrokes()
    }

    private func drawStrokes() {
        inkColor.setStroke()
        inkColor.setFill()
        for (stroke, widths) in zip(strokes, strokeWidths) {
            if let widths {
                drawPenStroke(stroke, widths: widths)
                continue
            }
            guard let first = stroke.first else { continue }
            if stroke.count == 1 {
                // A tap is a dot.
                UIBezierPath(ovalIn: CGRect(x: first.x - inkWidth / 2, y: first.y - inkWidth / 2, width: inkWidth, height: inkWidth)).fill()
                continue
            }
            let path = UIBezierPath()
            path.lineWidth = inkWidth
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.move(to: first)
            // Through the midpoints, with each sample as the control point: a smooth curve that still passes
            // close to every sample.
            for index in 1..<stroke.count {
                let previous = stroke[index - 1], point = stroke[index]
                let middle = CGPoint(x: (previous.x + point.x) / 2, y: (previous.y + point.y) / 2)
                path.addQuadCurve(to: middle, controlPoint: previous)
            }
            if let last = stroke.last { path.addLine(to: last) }
            path.stroke()
        }
    }

    /// A pen stroke: each segment between two samples at the mean of their widths, with round caps so the
    /// segments join smoothly; a single sample is a dot of its width.
    private func drawPenStroke(_ stroke: [CGPoint], widths: [CGFloat]) {
        guard let first = stroke.first, let firstWidth = widths.first else { return }
        if stroke.count == 1 {
            UIBezierPath(ovalIn: CGRect(x: first.x - firstWidth / 2, y: first.y - firstWidth / 2, width: firstWidth, height: firstWidth)).fill()
            return
        }
        for index in 1..<min(stroke.count, widths.count) {
            let segment = UIBezierPath()
            segment.lineWidth = (widths[index - 1] + widths[index]) / 2
            segment.lineCapStyle = .round
            segment.move(to: stroke[index - 1])
            segment.addLine(to: stroke[index])
            segment.stroke()
        }
    }

    private func changed() {
        setNeedsDisplay()
        onChange?()
    }
}
