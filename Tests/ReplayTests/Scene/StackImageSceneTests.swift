import Foundation
import Replay
import Testing
import UIKitTesting

/// Scenes with `stack` and `image` views (`Sources/Replay/Scene/ViewKindCatalog+StackAndImage.swift`):
/// read, built and laid out, and their bad input named with file and line.
@MainActor
struct StackImageSceneTests {
    /// A folder of its own with a 20 × 10 PNG (`pic.png`) and a file that is not a PNG (`bad.png`).
    private static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stack-image-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        _ = UIKitTestHarness()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).pngData { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)).fill()
        }
        try png.write(to: url.appendingPathComponent("pic.png"))
        try Data("not a picture".utf8).write(to: url.appendingPathComponent("bad.png"))
        return url.path
    }

    private static func read(_ text: String, file: String) -> Result<SceneDescription, SceneError> {
        Result(catching: { () throws(SceneError) in try SceneReader.parse(text, file: file) })
    }

    @Test func aStackArrangesItsSubviewsAndAnImageTakesItsPicturesSize() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = ControlSceneTests.scene(#"""
        {"name": "row", "type": "stack", "frame": [0, 0, 320, 100], "axis": "horizontal",
         "distribution": "equalSpacing", "alignment": "center", "spacing": 5,
         "subviews": [
           {"name": "a", "constraints": ["a.width = 40", "a.height = 20"]},
           {"name": "pic", "type": "image", "image": "pic.png", "contentMode": "center"},
           {"name": "b", "constraints": ["b.width = 60", "b.height = 60"]}
         ]}
        """#)
        let description = try Self.read(text, file: "\(folder)/scene.json").get()
        let application = SceneBuilder.makeApplication(for: description)
        let built = SceneBuilder.build(description, in: application)
        let row = try #require(built.view(named: "row") as? UIStackView)
        #expect(row.distribution == .equalSpacing && row.alignment == .center && row.spacing == 5)
        #expect(row.arrangedSubviews.map(\.accessibilityIdentifier) == ["a", "pic", "b"])
        let pic = try #require(built.view(named: "pic") as? UIImageView)
        #expect(pic.contentMode == .center && !pic.isUserInteractionEnabled)
        #expect(pic.image?.size == CGSize(width: 20, height: 10))
        row.window?.layoutIfNeeded()
        // 40 + 20 + 60 = 120 long; 200 left over in two gaps of 100.
        #expect(built.view(named: "a")?.frame == CGRect(x: 0, y: 40, width: 40, height: 20))
        #expect(pic.frame == CGRect(x: 140, y: 45, width: 20, height: 10))
        #expect(built.view(named: "b")?.frame == CGRect(x: 260, y: 20, width: 60, height: 60))
    }

    @Test func badStackAndImageFieldsNameTheFileLineAndWhatWasExpected() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = "\(folder)/scene.json"
        func error(_ view: String) -> String {
            switch Self.read(ControlSceneTests.scene(view), file: file) {
            case .success: "no error"
            case .failure(let error): error.description
            }
        }
        #expect(
            error(#"{"name": "row", "type": "stack", "frame": [0, 0, 10, 10], "axis": "diagonal"}"#)
                == #"\#(file):3: view "row": field "axis" is "diagonal" (expected one of "horizontal", "vertical")"#)
        #expect(
            error(#"{"name": "row", "type": "stack", "frame": [0, 0, 10, 10], "distribution": 3}"#)
                == #"\#(file):3: view "row": field "distribution" is 3 (expected one of "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering")"#)
        #expect(
            error(#"{"name": "pic", "type": "image", "frame": [0, 0, 10, 10], "image": "missing.png"}"#)
                == #"\#(file):3: view "pic": field "image": cannot read "missing.png" (expected a PNG file relative to the scene file's folder)"#)
        #expect(
            error(#"{"name": "pic", "type": "image", "frame": [0, 0, 10, 10], "image": "."}"#)
                == #"\#(file):3: view "pic": field "image": "." is not a regular file (expected a PNG file)"#)
        #expect(
            error(#"{"name": "pic", "type": "image", "frame": [0, 0, 10, 10], "image": "/dev/zero"}"#)
                == #"\#(file):3: view "pic": field "image": "/dev/zero" is not a regular file (expected a PNG file)"#)
        let notPNG = error(#"{"name": "pic", "type": "image", "frame": [0, 0, 10, 10], "image": "bad.png"}"#)
        #expect(notPNG.hasPrefix(#"\#(file):3: view "pic": field "image": "bad.png" is not a PNG image"#), "\(notPNG)")
        #expect(
            error(#"{"name": "pic", "type": "image", "frame": [0, 0, 10, 10], "contentMode": "stretch"}"#).contains(
                #"field "contentMode" is "stretch" (expected one of "scaleToFill""#))
    }
}
