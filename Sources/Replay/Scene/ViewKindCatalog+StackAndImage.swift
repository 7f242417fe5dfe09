import Foundation
import UIKit

/// A stack view's settings in a scene (its subviews, in order, are its arranged subviews).
public struct StackSettings: Hashable, Sendable {
    /// `axis`: `"horizontal"` or `"vertical"`. Default horizontal.
    public var axis = NSLayoutConstraint.Axis.horizontal
    /// `distribution`. Default fill.
    public var distribution = UIStackView.Distribution.fill
    /// `alignment`. Default fill.
    public var alignment = UIStackView.Alignment.fill
    /// `spacing`. Default 0.
    public var spacing: Double = 0
    /// `isLayoutMarginsRelativeArrangement`. Default false.
    public var isLayoutMarginsRelativeArrangement = false
    /// UIKit's defaults.
    public init() {}
}

/// An image view's settings in a scene: the PNG, read when the scene is read (so a missing or broken
/// file is a `path:line:` error), and how it is placed.
public struct ImageSettings: Hashable, Sendable {
    /// The `image` path as the file gives it (relative to the scene file's folder), if any.
    public var path: String?
    /// The PNG's bytes, checked to decode.
    public var pngData: Data?
    /// `contentMode`. Default scaleToFill.
    public var contentMode = UIView.ContentMode.scaleToFill
    /// `isUserInteractionEnabled` for the image view. Default false, as in UIKit.
    public var isUserInteractionEnabled = false
    /// UIKit's defaults.
    public init() {}
}

extension ViewKindCatalog {
    static let stackAxes: [(String, NSLayoutConstraint.Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
    static let stackDistributions: [(String, UIStackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]
    static let stackAlignments: [(String, UIStackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline), ("center", .center),
        ("trailing", .trailing), ("bottom", .bottom), ("lastBaseline", .lastBaseline),
    ]
    static let contentModes: [(String, UIView.ContentMode)] = [
        ("scaleToFill", .scaleToFill), ("scaleAspectFit", .scaleAspectFit), ("scaleAspectFill", .scaleAspectFill),
        ("redraw", .redraw), ("center", .center), ("top", .top), ("bottom", .bottom), ("left", .left),
        ("right", .right), ("topLeft", .topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft),
        ("bottomRight", .bottomRight),
    ]

    static let stack = ViewKindType(
        name: "stack",
        summary: "A `UIStackView`; its subviews, in order, are its arranged subviews (laid out by the constraints it makes).",
        ownFields: [
            choice("axis", stackAxes, default: "horizontal", \.stack.axis, UIStackView.self) { $0.axis = $1 },
            choice("distribution", stackDistributions, default: "fill", \.stack.distribution, UIStackView.self) {
                $0.distribution = $1
            },
            choice("alignment", stackAlignments, default: "fill", \.stack.alignment, UIStackView.self) { $0.alignment = $1 },
            ViewKindField(
                name: "spacing", type: "number", defaultValue: "0", meaning: "points between neighbours",
                read: { (object, kind) throws(SceneError) in kind.stack.spacing = try object.number("spacing") ?? 0 },
                apply: { kind, view in (view as? UIStackView)?.spacing = kind.stack.spacing }),
            ViewKindField(
                name: "isLayoutMarginsRelativeArrangement", type: "bool", defaultValue: "false", meaning: "",
                read: { (object, kind) throws(SceneError) in
                    kind.stack.isLayoutMarginsRelativeArrangement = try object.bool("isLayoutMarginsRelativeArrangement") ?? false
                },
                apply: { kind, view in
                    (view as? UIStackView)?.isLayoutMarginsRelativeArrangement = kind.stack.isLayoutMarginsRelativeArrangement
                }),
        ],
        isControl: false
    ) { frame in
        let stack = UIStackView(frame: frame)
        return stack
    }

    static let image = ViewKindType(
        name: "image",
        summary: "A `UIImageView` showing a PNG file; without a frame it takes the image's size under constraints.",
        ownFields: [
            ViewKindField(
                name: "image", type: "string", defaultValue: "none", meaning: "a PNG file, relative to the scene file's folder",
                read: { (object, kind) throws(SceneError) in
                    guard let path = try object.string("image"), let node = object.member("image")?.value else { return }
                    kind.image.path = path
                    kind.image.pngData = try readPNG(path, sceneFile: object.file, line: node.line, context: object.context)
                },
                apply: { kind, view in
                    guard let data = kind.image.pngData else { return }
                    (view as? UIImageView)?.image = UIImage(data: data)
                }),
            choice("contentMode", contentModes, default: "scaleToFill", \.image.contentMode, UIImageView.self) {
                $0.contentMode = $1
            },
            ViewKindField(
                name: "isUserInteractionEnabled", type: "bool", defaultValue: "false",
                meaning: "as in UIKit, an image view takes no touches until this is true",
                read: { (object, kind) throws(SceneError) in
                    kind.image.isUserInteractionEnabled = try object.bool("isUserInteractionEnabled") ?? false
                },
                apply: { kind, view in view.isUserInteractionEnabled = kind.image.isUserInteractionEnabled }),
        ],
        isControl: false
    ) { UIImageView(frame: $0) }

    /// The largest image file a scene may name: 64 MiB (a 16384 × 16384 PNG, the decoder's limit, compresses
    /// to far less).
    static let maximumImageFileBytes: Int64 = 64 << 20

    /// Reads and checks a PNG named by a scene: the file must exist and decode, or the error names the scene
    /// file and line, the image file, and what is wrong with it.
    static func readPNG(_ path: String, sceneFile: String, line: Int, context: String) throws(SceneError) -> Data {
        let resolved =
            path.hasPrefix("/") ? path : URL(fileURLWithPath: sceneFile).deletingLastPathComponent().appendingPathComponent(path).path
        // Only a regular file of a sensible size is read: a scene naming a folder, a device such as
        // /dev/zero or a pipe must not hang or exhaust memory.
        if let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) {
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw SceneError(
                    file: sceneFile, line: line,
                    message: "\(context): field \"image\": \"\(path)\" is not a regular file (expected a PNG file)")
            }
            if let size = attributes[.size] as? NSNumber, size.int64Value > maximumImageFileBytes {
                throw SceneError(
                    file: sceneFile, line: line,
                    message: "\(context): field \"image\": \"\(path)\" is \(size.int64Value) bytes (expected a PNG file of at most \(maximumImageFileBytes) bytes)")
            }
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            throw SceneError(
                file: sceneFile, line: line,
                message: "\(context): field \"image\": cannot read \"\(path)\" (expected a PNG file relative to the scene file's folder)")
        }
        do {
            _ = try UIImage(pngData: data)
        } catch {
            throw SceneError(file: sceneFile, line: line, message: "\(context): field \"image\": \"\(path)\" is \(error)")
        }
        return data
    }

    /// A field that is one of a few names, kept in `field` of the kind as the UIKit value.
    static func choice<View: UIView, Value: Sendable>(
        _ name: String, _ choices: [(String, Value)], default defaultName: String,
        _ field: WritableKeyPath<ViewKind, Value> & Sendable, _ viewClass: View.Type,
        apply: @escaping @MainActor @Sendable (View, Value) -> Void
    ) -> ViewKindField {
        let names = choices.map(\.0)
        let listed = names.map { "`\"\($0)\"`" }
        let typeText = listed.count > 4 ? "one of \(listed.joined(separator: ", "))" : listed.dropLast().joined(separator: ", ") + " or \(listed.last ?? "")"
        return ViewKindField(
            name: name, type: typeText, defaultValue: "`\"\(defaultName)\"`", meaning: "",
            read: { (object, kind) throws(SceneError) in
                guard let node = object.member(name)?.value else { return }
                guard case .string(let text) = node.value, let value = choices.first(where: { $0.0 == text })?.1 else {
                    throw object.mismatch(name, node, "one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
                }
                kind[keyPath: field] = value
            },
            apply: { kind, view in if let view = view as? View { apply(view, kind[keyPath: field]) } })
    }
}
