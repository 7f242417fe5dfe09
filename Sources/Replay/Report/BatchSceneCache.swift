import Foundation
import InputRecording

/// The scenes beside a batch's recordings, parsed once per distinct file: a corpus copied many times (or
/// a folder of field recordings of one kiosk) has one scene text in many files, and parsing it is a tenth
/// of a short replay's time.
///
/// A scene is reused when a file has the same bytes in the same folder (images in a scene are read
/// relative to its folder); the reused description names the file it was asked for, so messages name it.
/// Failures are not kept: each file that fails says so itself.
@MainActor
public final class BatchSceneCache {
    private struct Key: Hashable {
        var folder: String
        var bytes: [UInt8]

        /// The bytes hashed as one buffer: the synthesized hash fed the hasher one byte at a time, which was
        /// half of a lookup (callgrind, docs/benchmarks.md, session 37).
        func hash(into hasher: inout Hasher) {
            hasher.combine(folder)
            hasher.combine(bytes.count)
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    private var scenes: [Key: SceneDescription] = [:]
    private var keptBytes = 0
    /// Files parsed so far (the others were reused).
    private(set) var parses = 0
    /// Scene text kept before the cache starts over: bounds a worker's memory in a folder of many
    /// different large scenes.
    static let byteLimit = 16 * 1024 * 1024

    /// Creates an empty cache.
    public init() {}

    /// The scene in the file at `path`, parsed unless an identical file of its folder was.
    public func scene(at path: String) throws(SceneError) -> SceneDescription {
        if let size = DocumentFile.size(of: path), size > SceneReader.maximumFileBytes {
            return try SceneReader.read(path: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else { return try SceneReader.read(path: path) }
        let key = Key(folder: (path as NSString).deletingLastPathComponent, bytes: [UInt8](data))
        if var scene = scenes[key] {
            scene.file = path
            return scene
        }
        parses += 1
        let scene = try SceneReader.parse(key.bytes, file: path)
        if keptBytes + key.bytes.count > Self.byteLimit {
            scenes.removeAll()
            keptBytes = 0
        }
        scenes[key] = scene
        keptBytes += key.bytes.count
        return scene
    }
}
