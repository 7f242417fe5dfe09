import Foundation
import InputCore
import InputRecording
import Testing

/// Where test inputs live, resolved from this file so tests run from any working directory.
enum TestPaths {
    /// The package root (this file is `Tests/InputRecordingTests/RecordingTestSupport.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The project's own small fixtures.
    static let fixtures = packageRoot.appendingPathComponent("Recordings/fixtures")

    /// The shared real-device recordings (`../shared/recordings` from the package root).
    static func sharedEvemu() throws -> URL {
        let folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/recordings/evemu-devices")
        try #require(
            FileManager.default.fileExists(atPath: folder.path),
            "shared recordings not found at \(folder.path): these tests need ../shared/recordings next to the package")
        return folder
    }

    /// A fresh empty folder for one test's files.
    static func scratchFolder(_ name: String = #function) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("InputRecordingTests-\(ProcessInfo.processInfo.processIdentifier)")
            .appendingPathComponent(name.filter { $0.isLetter || $0.isNumber })
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes text to a file in a scratch folder and returns its path.
    static func write(_ text: String, named name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

extension Recording {
    /// The touch frames, in order.
    var touchFrames: [TouchFrame] {
        events.compactMap { if case .touchFrame(let frame) = $0.payload { frame } else { nil } }
    }

    /// How many contact changes of each phase the recording has.
    func count(_ phase: ContactPhase) -> Int {
        touchFrames.reduce(0) { $0 + $1.changes.count(where: { $0.phase == phase }) }
    }

    /// The largest number of contacts down at once.
    var maximumSimultaneousContacts: Int {
        var down = Set<ContactID>()
        var maximum = 0
        for frame in touchFrames {
            for change in frame.changes {
                switch change.phase {
                case .down: down.insert(change.contact)
                case .up, .cancel: down.remove(change.contact)
                case .move: break
                }
            }
            maximum = max(maximum, down.count)
        }
        return maximum
    }
}
