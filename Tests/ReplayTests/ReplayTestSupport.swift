import Foundation
import InputRecording
import Replay
import UIKitTesting

/// Builds a scene from JSON text and replays scripted input against it, returning the trace.
@MainActor
enum ReplayTestSupport {
    static func scene(_ text: String) throws -> SceneDescription {
        try Result(catching: { () throws(SceneError) in try SceneReader.parse(text, file: "test.json") }).get()
    }

    /// A one-window scene whose window holds `views` (JSON objects) on an 800 × 600 screen.
    static func scene(views: String) throws -> SceneDescription {
        try scene(#"{"format": "uikit-scene", "version": 1, "screen": {"width": 800, "height": 600}, "windows": [{"subviews": [\#(views)]}]}"#)
    }

    /// Replays `recording` against `scene` on the virtual clock; returns the trace text and the built scene.
    static func replay(_ recording: Recording, against scene: SceneDescription) throws -> (trace: String, scene: BuiltScene) {
        let engine = try Result(catching: { () throws(RecordingImportError) in try ReplayEngine(source: RecordingEvents(recording)) }).get()
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        let built = SceneBuilder.build(scene, in: application)
        _ = try Result(catching: { () throws(RecordingImportError) in try engine.run(in: application) }).get()
        return (trace.text, built)
    }

    /// The package's root folder (for Recordings/).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Replays the recording file at `path` (any format) against `scene`; `drawing` follows it when given.
    static func replay(path: String, against scene: SceneDescription, drawing: ReplayDrawing? = nil) throws -> (trace: String, summary: ReplayEngine.Summary) {
        let source = try Result(catching: { () throws(RecordingImportError) in try RecordingFiles.open(path) }).get()
        let engine = try Result(catching: { () throws(RecordingImportError) in try ReplayEngine(source: source) }).get()
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        let built = SceneBuilder.build(scene, in: application)
        if let drawing {
            drawing.useColors(of: built)
            drawing.attach(to: built, engine: engine, application: application)
        }
        let summary = try Result(catching: { () throws(RecordingImportError) in try engine.run(in: application) }).get()
        withExtendedLifetime(built) {}
        return (trace.text, summary)
    }

    /// Replays the recording file at `path` against `scene`; returns the trace and the built scene, to read
    /// what the replay left in the views (a collection's data after a reorder or a deletion).
    static func replayKeepingScene(path: String, against scene: SceneDescription) throws -> (trace: String, scene: BuiltScene) {
        let source = try Result(catching: { () throws(RecordingImportError) in try RecordingFiles.open(path) }).get()
        let engine = try Result(catching: { () throws(RecordingImportError) in try ReplayEngine(source: source) }).get()
        let application = SceneBuilder.makeApplication(for: scene, start: engine.startTime)
        let trace = TraceRecorder()
        application.trace.addObserver(trace)
        let built = SceneBuilder.build(scene, in: application)
        _ = try Result(catching: { () throws(RecordingImportError) in try engine.run(in: application) }).get()
        return (trace.text, built)
    }

    static func actions(_ trace: String) -> [String] {
        trace.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "] action ") else { return nil }
            return String(line[range.upperBound...])
        }
    }

    static var screen: ScreenMapping { ScreenMapping(width: 800, height: 600) }
}
