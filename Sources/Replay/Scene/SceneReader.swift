import Foundation
import InputRecording
import InputCore
import InputRules
import UIKit

/// Reads a scene file (`docs/scene-format.md`) into a ``SceneDescription``, checking everything a build
/// could trip on: unknown fields and recognizer types, wrong value types, duplicate recognizer names,
/// relations to recognizers that do not exist, and `requireToFail` cycles.
///
/// ```swift
/// let scene = try SceneReader.read(path: "Recordings/corpus/tap.scene.json")
/// let built = SceneBuilder.build(scene, in: application)
/// ```
public enum SceneReader {
    /// The `format` value every scene file starts with.
    public static let formatName = "uikit-scene"
    /// The scene format version this reader understands.
    public static let version: Int64 = 1

    /// A view's fields; the plain properties among them come from ``ViewPropertyCatalog``.
    static let viewKeys = ViewPropertyCatalog.viewKeys
    static let windowKeys = viewKeys + ["level", "isKey", "screen"]

    /// The largest scene file read, in bytes: a hand-written kiosk scene is a few kilobytes; 16 MB (the
    /// native recording's line limit) leaves room for generated ones.
    public static let maximumFileBytes = 16 * 1024 * 1024

    /// Reads a scene file.
    public static func read(path: String) throws(SceneError) -> SceneDescription {
        if let size = DocumentFile.size(of: path), size > maximumFileBytes {
            throw SceneError(file: path, line: nil, message: "the file is \(size) bytes (expected at most \(maximumFileBytes): is it a scene?)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneError(file: path, line: nil, message: "cannot read the file (does it exist and is it readable?)")
        }
        return try parse([UInt8](data), file: path)
    }

    /// Reads a scene from text; `file` names it in messages.
    public static func parse(_ text: String, file: String) throws(SceneError) -> SceneDescription {
        try parse(Array(text.utf8), file: file)
    }

    /// Reads a scene from UTF-8 bytes; `file` names it in messages.
    public static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> SceneDescription {
        let root: JSONNode
        switch JSONDocument.parse(bytes) {
        case .success(let node): root = node
        case .failure(let error):
            throw SceneError(file: file, line: error.line, message: "invalid JSON: \(error.detail)")
        }
        let object = try SceneObject(root, context: "the scene", file: file)
        try object.checkKeys(allowed: ["format", "version", "screen", "screens", "windows", "inputRules", "onScreenKeyboard"])
        try checkHeader(object)
        let screen = try readScreen(object)
        guard let windowNodes = try object.array("windows"), !windowNodes.isEmpty else {
            throw object.error(object.member("windows")?.line ?? object.line, "the scene: missing field \"windows\" (expected an array of at least one window)")
        }
        var windows: [WindowDescription] = []
        for (index, node) in windowNodes.enumerated() {
            windows.append(try readWindow(node, index: index, file: file))
        }
        if !windows.contains(where: \.isKey) { windows[0].isKey = true }
        var scene = SceneDescription(screen: screen, windows: windows, file: file)
        scene.additionalScreens = try readScreens(object, main: screen)
        let screenNames = [screen.name] + scene.additionalScreens.map(\.name)
        let knownScreens = Set(screenNames)
        for (index, node) in windowNodes.enumerated() {
            guard let name = windows[index].screen, !knownScreens.contains(name) else { continue }
            let line = (try? SceneObject(node, context: "window", file: file))?.member("screen")?.line ?? node.line
            throw SceneError(file: file, line: line, message: "window \(index + 1): unknown screen \"\(name)\" (expected one of: \(screenNames.joined(separator: ", ")))")
        }
        if let rules = object.member("inputRules")?.value {
            switch Result(catching: { () throws(InputRulesError) in try InputRulesReader.ruleList(rules, file: file) }) {
            case .success(let set): scene.inputRules = set
            case .failure(let error): throw SceneError(file: error.file, line: error.line, message: error.message)
            }
        }
        if let node = object.member("onScreenKeyboard")?.value {
            let names = OnScreenKeyboardMode.allCases.map(\.rawValue)
            guard case .string(let text) = node.value, let mode = OnScreenKeyboardMode(rawValue: text) else {
                throw object.mismatch("onScreenKeyboard", node, "one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            scene.onScreenKeyboard = mode
        }
        try SceneRelations.check(scene)
        try SceneConstraintCheck.check(scene)
        return scene
    }

    private static func checkHeader(_ object: SceneObject) throws(SceneError) {
        let expected = "{\"format\": \"\(formatName)\", \"version\": 1, …}"
        let format = try object.required("format", expected: "\"\(formatName)\"")
        guard format.value == .string(formatName) else {
            throw object.error(format.line, "unknown format \(format.shortDescription) (expected \"\(formatName)\"; a scene starts \(expected))")
        }
        let version = try object.required("version", expected: "1")
        guard version.value == .integer(Self.version) else {
            throw object.error(version.line, "unsupported scene version \(version.shortDescription) (this reader understands version 1)")
        }
    }

    /// The `screens` array: screens besides the main one, each `{"name", "width", "height", "scale",
    /// "position": [x, y], "rotation"}`.
    private static func readScreens(_ scene: SceneObject, main: ScreenDescription) throws(SceneError) -> [ScreenDescription] {
        var screens: [ScreenDescription] = []
        var names: Set<String> = [main.name]
        for node in try scene.array("screens") ?? [] {
            let object = try SceneObject(node, context: "screen", file: scene.file)
            try object.checkKeys(allowed: ["name", "width", "height", "scale", "position", "rotation"])
            let positive = "a number > 0"
            guard let name = try object.string("name") else {
                throw object.error(object.line, "screen: missing field \"name\" (expected the name windows and input rules use)")
            }
            guard names.insert(name).inserted else {
                throw object.error(object.member("name")?.line ?? object.line, "screen name \"\(name)\" is used twice (the main screen is \"\(main.name)\")")
            }
            guard let width = try object.number("width", minimum: .leastNonzeroMagnitude, expected: positive),
                  let height = try object.number("height", minimum: .leastNonzeroMagnitude, expected: positive) else {
                throw object.error(object.line, "screen \"\(name)\": missing field \"width\" or \"height\" (expected \(positive))")
            }
            var screen = ScreenDescription(width: width, height: height,
                                           scale: try object.number("scale", minimum: .leastNonzeroMagnitude, expected: positive) ?? 1)
            screen.name = name
            if let position = try object.numbers("position", count: 2, expected: "[x, y] in points") {
                screen.position = CGPoint(x: position[0], y: position[1])
            }
            if let degrees = try object.number("rotation", expected: "one of: 0, 90, 180, 270") {
                guard let rotation = ScreenRotation(rawValue: Int(degrees)), Double(rotation.rawValue) == degrees else {
                    throw object.error(object.member("rotation")?.line ?? object.line, "screen \"\(name)\": field \"rotation\" is \(degrees) (expected one of: 0, 90, 180, 270)")
                }
                screen.rotation = rotation
            }
            screens.append(screen)
        }
        return screens
    }

    private static func readScreen(_ scene: SceneObject) throws(SceneError) -> ScreenDescription {
        guard let member = scene.member("screen") else { return ScreenDescription(width: 1024, height: 768) }
        let object = try SceneObject(member.value, context: "screen", file: scene.file)
        try object.checkKeys(allowed: ["width", "height", "scale"])
        let positive = "a number > 0"
        guard let width = try object.number("width", minimum: .leastNonzeroMagnitude, expected: positive) else {
            throw object.error(object.line, "screen: missing field \"width\" (expected \(positive))")
        }
        guard let height = try object.number("height", minimum: .leastNonzeroMagnitude, expected: positive) else {
            throw object.error(object.line, "screen: missing field \"height\" (expected \(positive))")
        }
        let scale = try object.number("scale", minimum: .leastNonzeroMagnitude, expected: positive) ?? 1
        return ScreenDescription(width: width, height: height, scale: scale)
    }

    private static func readWindow(_ node: JSONNode, index: Int, file: String) throws(SceneError) -> WindowDescription {
        let object = try SceneObject(node, context: "window \(index + 1)", file: file)
        try object.checkKeys(allowed: windowKeys)
        var root = try readView(object, isWindow: true)
        if root.name == nil { root.name = index == 0 ? "window" : "window\(index + 1)" }
        var window = WindowDescription(
            root: root, level: try object.number("level") ?? 0, isKey: try object.bool("isKey") ?? false)
        window.screen = try object.string("screen")
        return window
    }

    private static func readView(_ node: JSONNode, file: String, path: String) throws(SceneError) -> ViewDescription {
        let object = try SceneObject(node, context: "view \(path)", file: file)
        let type = try ViewKindReader.type(object)
        try object.checkKeys(allowed: viewKeys + type.keys)
        var view = try readView(object, isWindow: false)
        let named = view.name.map { SceneObject(members: object.members, line: object.line, context: "view \"\($0)\"", file: file) } ?? object
        view.kind = try ViewKindReader.read(type, named)
        return view
    }

    private static func readView(_ basic: SceneObject, isWindow: Bool) throws(SceneError) -> ViewDescription {
        let name = try basic.string("name")
        let object = name.map { SceneObject(members: basic.members, line: basic.line, context: "view \"\($0)\"", file: basic.file) } ?? basic
        let frameExpectation = "[x, y, width, height] with width and height ≥ 0"
        let frameValues = try object.numbers("frame", count: 4, expected: frameExpectation)
        if let frameValues, frameValues[2] < 0 || frameValues[3] < 0, let node = object.member("frame")?.value {
            throw object.mismatch("frame", node, frameExpectation)
        }
        // A subview without a frame must be placed by constraints (checked once the scene is read).
        var view = ViewDescription(
            name: name,
            frame: frameValues.map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) },
            line: object.line)
        if let node = object.member("transform")?.value { view.transform = try readTransform(node, in: object) }
        for property in ViewPropertyCatalog.properties { try property.read(object, &view) }
        for (index, node) in (try object.array("recognizers") ?? []).enumerated() {
            view.recognizers.append(try RecognizerReader.read(node, index: index, owner: object.context, file: object.file))
        }
        for node in try object.array("constraints") ?? [] {
            guard case .string(let text) = node.value else {
                throw object.mismatch("constraints", node, "an array of anchor equations and visual-format strings")
            }
            if ConstraintEquationReader.isVisualFormat(text) {
                view.constraints.append(ConstraintDescription(text: text, line: node.line, form: .visualFormat))
            } else {
                do {
                    let equation = try ConstraintEquationReader.parse(text)
                    view.constraints.append(ConstraintDescription(text: text, line: node.line, form: .equation(equation)))
                } catch {
                    throw object.error(node.line, "\(object.context): constraint \"\(text)\" column \(error.column): \(error.message)")
                }
            }
        }
        for (index, node) in (try object.array("subviews") ?? []).enumerated() {
            let path = name.map { "\($0).\(index + 1)" } ?? "\(index + 1)"
            view.subviews.append(try readView(node, file: object.file, path: path))
        }
        return view
    }

    /// `{"translate": [x, y], "rotateDegrees": a, "scale": [sx, sy]}` (applied scale, then rotation, then
    /// translation, all about the view's centre), or `{"matrix": [a, b, c, d, tx, ty]}`.
    private static func readTransform(_ node: JSONNode, in view: SceneObject) throws(SceneError) -> CGAffineTransform {
        let object = try SceneObject(node, context: "\(view.context) transform", file: view.file)
        try object.checkKeys(allowed: ["translate", "rotateDegrees", "scale", "matrix"])
        if let matrix = try object.numbers("matrix", count: 6, expected: "[a, b, c, d, tx, ty]") {
            guard object.members.count == 1 else {
                throw object.error(object.line, "\(object.context): \"matrix\" cannot be combined with translate, rotateDegrees or scale")
            }
            return CGAffineTransform(a: matrix[0], b: matrix[1], c: matrix[2], d: matrix[3], tx: matrix[4], ty: matrix[5])
        }
        var transform = CGAffineTransform.identity
        if let scale = try object.numbers("scale", count: 2, expected: "[sx, sy]") {
            transform = transform.concatenating(CGAffineTransform(scaleX: scale[0], y: scale[1]))
        }
        if let degrees = try object.number("rotateDegrees") {
            transform = transform.concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
        }
        if let translation = try object.numbers("translate", count: 2, expected: "[x, y]") {
            transform = transform.concatenating(CGAffineTransform(translationX: translation[0], y: translation[1]))
        }
        return transform
    }
}
