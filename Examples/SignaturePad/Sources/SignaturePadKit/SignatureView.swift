import UIKit

/// Where a signature is drawn: one finger (or pen) at a time draws a stroke through every sample the panel
/// reported (``UIEvent/coalescedTouches(for:)``), smoothed with quadratic curves through the midpoints of
/// the samples; ``undo()`` takes back the last stroke, ``clear()`` all of them.
public final class SignatureView: UIView {
    /// The finished strokes and the one being drawn, in points of this view, oldest first.
    public private(set) var strokes: [[CGPoint]] = []
    /// The ink's width in points.
    public var inkWidth: CGFloat = 3 { didSet { setNeedsDisplay() } }
    /// The ink's colour.
    public var inkColor: UIColor = UIColor(red: 0.05, green: 0.1, blue: 0.35, alpha: 1) { didSet { setNeedsDisplay() } }
    /// Called when the strokes change (drawn, undone, cleared).
    public var onChange: (() -> Void)?
    /// The touch drawing the current stroke: a second finger landing meanwhile is ignored, as a pen on paper.
    private weak var drawingTouch: UITouch?

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
        changed()
    }

    /// Removes every stroke.
    public func clear() {
        guard !strokes.isEmpty else { return }
        strokes.removeAll()
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
        strokes.append([touch.location(in: self)])
        changed()
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = drawingTouch, touches.contains(touch), !strokes.isEmpty else { return }
        // Every sample since the last delivery, so a fast stroke keeps its shape.
        let samples = event?.coalescedTouches(for: touch) ?? [touch]
        strokes[strokes.count - 1].append(contentsOf: samples.map { $0.location(in: self) })
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
        for stroke in strokes {
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

    private func changed() {
        setNeedsDisplay()
        onChange?()
    }
}
