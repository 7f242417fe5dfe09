import Foundation
@testable import Replay
import Testing

/// The scenes beside a batch's recordings, parsed once per distinct text and folder.
@MainActor
struct BatchSceneCacheTests {
    static let tapScene = ReplayTestSupport.packageRoot + "/Recordings/corpus/tap.scene.json"

    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func identicalScenesOfAFolderAreParsedOnceAndNameTheirOwnFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["a", "b"] { try FileManager.default.copyItem(atPath: Self.tapScene, toPath: "\(folder)/\(name).scene.json") }
        let cache = BatchSceneCache()
        let a = try cache.scene(at: "\(folder)/a.scene.json")
        let b = try cache.scene(at: "\(folder)/b.scene.json")
        #expect(cache.parses == 1)
        #expect(a.file == "\(folder)/a.scene.json" && b.file == "\(folder)/b.scene.json")
        #expect(b == (try SceneReader.read(path: "\(folder)/b.scene.json")), "reused, it is what reading the file gives")
    }

    @Test func theSameTextInAnotherFolderIsParsedAgainForItsImages() throws {
        let first = try Self.folder(), second = try Self.folder()
        defer { for folder in [first, second] { try? FileManager.default.removeItem(atPath: folder) } }
        let text = #"""
        {"format": "uikit-scene", "version": 1, "screen": {"width": 100, "height": 100},
         "windows": [{"name": "window", "subviews": [{"name": "pic", "type": "image", "frame": [0, 0, 10, 10], "image": "pic.png"}]}]}
        """#
        let pictures = ["gray-4x2.png", "rgb-3x1.png"].map { ReplayTestSupport.packageRoot + "/Fuzz/Corpus/png/" + $0 }
        for (folder, picture) in zip([first, second], pictures) {
            try text.write(toFile: "\(folder)/s.scene.json", atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(atPath: picture, toPath: "\(folder)/pic.png")
        }
        let cache = BatchSceneCache()
        let one = try cache.scene(at: "\(first)/s.scene.json")
        let two = try cache.scene(at: "\(second)/s.scene.json")
        #expect(cache.parses == 2)
        #expect(one.allViews.compactMap(\.kind.image.pngData) == [try Data(contentsOf: URL(fileURLWithPath: pictures[0]))])
        #expect(two.allViews.compactMap(\.kind.image.pngData) == [try Data(contentsOf: URL(fileURLWithPath: pictures[1]))])
    }

    @Test func aBrokenSceneFailsEveryTimeNamingItsFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["a", "b"] { try "{ not a scene".write(toFile: "\(folder)/\(name).scene.json", atomically: true, encoding: .utf8) }
        let cache = BatchSceneCache()
        for name in ["a", "b"] {
            let result = Result(catching: { () throws(SceneError) in try cache.scene(at: "\(folder)/\(name).scene.json") })
            guard case .failure(let error) = result else {
                Issue.record("a broken scene was read")
                continue
            }
            #expect(error.description.hasPrefix("\(folder)/\(name).scene.json:1:"), "\(error.description)")
        }
        let missing = Result(catching: { () throws(SceneError) in try cache.scene(at: "\(folder)/none.scene.json") })
        #expect((try? missing.get()) == nil)
    }
}
