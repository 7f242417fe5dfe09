import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Replay
import Testing
import UIKitTesting

/// The SVG drawing: well-formed, deterministic, and holding the views, each touch's path and where each
/// gesture began, changed and ended.
@MainActor
struct ReplayDrawingTests {
    /// Reads an XML document into its elements (name, attributes, depth) in document order; `nil` when it
    /// is not well-formed.
    final class Elements: NSObject, XMLParserDelegate {
        struct Element {
            var name: String
            var attributes: [String: String]
            var parent: Int?
        }
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(Element(name: name, attributes: attributes, parent: open.last))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        static func parse(_ text: String) -> [Element]? {
            let reader = Elements()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = reader
            return parser.parse() ? reader.elements : nil
        }

        static func withClass(_ elements: [Element], _ name: String) -> [Element] {
            elements.filter { $0.attributes["class"] == name }
        }
    }

    static func drawing(of name: String) throws -> String {
        let folder = ReplayTestSupport.packageRoot + "/Recordings/corpus"
        let scene = try Result(catching: { () throws(SceneError) in try SceneReader.read(path: "\(folder)/\(name).scene.json") }).get()
        let drawing = ReplayDrawing()
        _ = try ReplayTestSupport.replay(path: "\(folder)/\(name).jsonl", against: scene, drawing: drawing)
        return drawing.svg
    }

    @Test func twoViewsDrawingHasViewsTouchPathsAndGestureMarks() throws {
        let elements = try #require(Elements.parse(try Self.drawing(of: "two-views")), "the SVG is not well-formed XML")
        #expect(elements.first?.name == "svg" && elements.first?.attributes["viewBox"] == "0 0 800 600")
        let views = Elements.withClass(elements, "view")
        #expect(views.compactMap { $0.attributes["data-name"] } == ["window", "left", "right"])
        #expect(views.first { $0.attributes["data-name"] == "left" }?.attributes["points"] == "0,0 400,0 400,600 0,600")
        #expect(views.first { $0.attributes["data-name"] == "right" }?.attributes["fill"] == "#ddaaaa")
        let touches = Elements.withClass(elements, "touch")
        #expect(touches.compactMap { $0.attributes["data-touch"] } == ["dev1 c0", "dev1 c1", "dev1 c2", "dev1 c3"])
        #expect(touches.allSatisfy { $0.attributes["data-end"] == "up" })
        let gestures = Elements.withClass(elements, "gesture")
        #expect(gestures.compactMap { $0.attributes["data-recognizer"] } == ["leftPan", "rightPan", "leftTap", "rightTap"])
        let leftPan = try #require(elements.firstIndex { $0.attributes["data-recognizer"] == "leftPan" })
        let marks = elements.filter { $0.parent == leftPan }.compactMap { $0.attributes["class"] }
        #expect(marks.contains("gesture-began") && marks.contains("gesture-changed") && marks.contains("gesture-ended"))
        let began = elements.first { $0.parent == leftPan && $0.attributes["class"] == "gesture-began" }
        #expect(began?.attributes["cx"] == "200")
        let tap = try #require(elements.firstIndex { $0.attributes["data-recognizer"] == "rightTap" })
        #expect(elements.filter { $0.parent == tap }.compactMap { $0.attributes["class"] } == ["gesture-ended", "gesture-name"])
    }

    @Test func cancelledTouchAndGestureAreMarkedAsCancelled() throws {
        let elements = try #require(Elements.parse(try Self.drawing(of: "device-removed")))
        #expect(Elements.withClass(elements, "touch").map { $0.attributes["data-end"] } == ["cancel"])
        #expect(Elements.withClass(elements, "touch-cancel").count == 1)
        #expect(Elements.withClass(elements, "gesture-cancelled").count == 1)
    }

    @Test func drawingIsDeterministic() throws {
        #expect(try Self.drawing(of: "pinch") == (try Self.drawing(of: "pinch")))
    }
}
