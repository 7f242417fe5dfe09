import Foundation
import InputRecording
import UIKit

/// Renders a ``ReplayDrawing`` as a standalone SVG document: views as outlined polygons with their
/// names, touch paths as polylines (a dot where each touch went down, a ring where it lifted, a cross
/// where it was cancelled), and for each recognizer a circle where it began, a line through where it
/// changed, and a square where it ended (a cross when cancelled).
///
/// The output is deterministic (numbers with one decimal, elements in the order things happened), so
/// two replays of one recording give identical files. Every element carries a `class` and `data-*`
/// attributes, so tools and tests can read it back.
public enum SVGRenderer {
    /// Colours for recognizers, by the order they first act.
    static let palette = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]

    /// The SVG text.
    @MainActor
    public static func render(_ drawing: ReplayDrawing) -> String {
        let width = number(drawing.screenSize.width)
        let height = number(drawing.screenSize.height)
        var lines = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" viewBox="0 0 \##(width) \##(height)" font-family="sans-serif" font-size="12">"##,
            ##"<rect class="screen" x="0" y="0" width="\##(width)" height="\##(height)" fill="#ffffff" stroke="#000000"/>"##,
            ##"<g id="views">"##,
        ]
        for view in drawing.views {
            let fill = view.color ?? "none"
            lines.append(##"<polygon class="view" data-name="\##(escape(view.name))" points="\##(points(view.corners))" fill="\##(fill)" fill-opacity="0.15" stroke="#888888"/>"##)
            if let corner = view.corners.first {
                lines.append(##"<text class="view-name" x="\##(number(corner.x + 4))" y="\##(number(corner.y + 14))" fill="#555555">\##(escape(view.name))</text>"##)
            }
        }
        lines.append("</g>")
        lines.append(##"<g id="touches">"##)
        for touch in drawing.touches {
            guard let first = touch.points.first, let last = touch.points.last else { continue }
            let label = escape(touch.label)
            lines.append(##"<g class="touch" data-touch="\##(label)" data-end="\##(touch.end ?? "down")">"##)
            lines.append(##"<polyline points="\##(points(touch.points))" fill="none" stroke="#333333" stroke-width="1.5"/>"##)
            lines.append(##"<circle class="touch-down" cx="\##(number(first.x))" cy="\##(number(first.y))" r="4" fill="#333333"/>"##)
            switch touch.end {
            case "up": lines.append(##"<circle class="touch-up" cx="\##(number(last.x))" cy="\##(number(last.y))" r="5" fill="none" stroke="#333333"/>"##)
            case "cancel": lines.append(cross(at: last, className: "touch-cancel", color: "#333333"))
            default: break
            }
            lines.append("</g>")
        }
        lines.append("</g>")
        lines.append(##"<g id="gestures">"##)
        var colors: [String: String] = [:]
        var groups: [(name: String, marks: [ReplayDrawing.GestureMark])] = []
        // One group per gesture: it opens when a recognizer begins (or acts discretely) and closes when
        // it ends; recognizers acting at the same time (two views, two fingers) interleave their marks.
        var openGroups: [String: Int] = [:]
        for mark in drawing.marks {
            if colors[mark.recognizer] == nil { colors[mark.recognizer] = palette[colors.count % palette.count] }
            // A control's touchDown opens its group as a recognizer's began does.
            if mark.state == "began" || mark.state == "touchDown" || openGroups[mark.recognizer] == nil {
                openGroups[mark.recognizer] = groups.count
                groups.append((mark.recognizer, []))
            }
            if let index = openGroups[mark.recognizer] { groups[index].marks.append(mark) }
            if !["began", "changed", "touchDown"].contains(mark.state) { openGroups[mark.recognizer] = nil }
        }
        for group in groups {
            let color = colors[group.name] ?? palette[0]
            let name = escape(group.name)
            lines.append(##"<g class="gesture" data-recognizer="\##(name)" stroke="\##(color)" fill="\##(color)">"##)
            let path = group.marks.map(\.location)
            if path.count > 1 {
                lines.append(##"<polyline class="gesture-changed" points="\##(points(path))" fill="none" stroke-width="2" stroke-dasharray="4 3"/>"##)
            }
            for mark in group.marks {
                let x = number(mark.location.x)
                let y = number(mark.location.y)
                let title = "<title>\(name) \(mark.state) at \(mark.time)</title>"
                switch mark.state {
                case "began", "touchDown": lines.append(##"<circle class="gesture-began" cx="\##(x)" cy="\##(y)" r="7" fill="none" stroke-width="2">\##(title)</circle>"##)
                case "ended", "touchUpInside", "valueChanged": lines.append(##"<rect class="gesture-ended" x="\##(number(mark.location.x - 6))" y="\##(number(mark.location.y - 6))" width="12" height="12" fill-opacity="0.6">\##(title)</rect>"##)
                case "cancelled", "failed", "touchCancel", "touchUpOutside": lines.append(cross(at: mark.location, className: "gesture-cancelled", color: color))
                default: break
                }
            }
            if let first = group.marks.first {
                lines.append(##"<text class="gesture-name" x="\##(number(first.location.x + 9))" y="\##(number(first.location.y - 9))" stroke="none">\##(name)</text>"##)
            }
            lines.append("</g>")
        }
        lines.append("</g>")
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cross(at point: CGPoint, className: String, color: String) -> String {
        let a = "M\(number(point.x - 5)),\(number(point.y - 5)) L\(number(point.x + 5)),\(number(point.y + 5))"
        let b = "M\(number(point.x - 5)),\(number(point.y + 5)) L\(number(point.x + 5)),\(number(point.y - 5))"
        return ##"<path class="\##(className)" d="\##(a) \##(b)" stroke="\##(color)" stroke-width="2"/>"##
    }

    private static func points(_ points: [CGPoint]) -> String {
        points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
    }

    /// One decimal place, `-0` printed as `0`.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10).rounded() / 10
        if rounded == 0 { return "0" }
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(format: "%.1f", rounded)
    }

    /// Escapes text for XML content and attributes.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
