import FuzzSupport
import Replay
import UIKit

/// Reads arbitrary bytes as a scene file through `SceneReader` (what `uikit replay --scene` runs): every
/// input must give a scene or one `SceneError`, never a crash. A scene that reads is also built into an
/// application, since the reader promises that building a checked scene cannot fail.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    let bytes = input.rest()
    guard let scene = try? SceneReader.parse(bytes, file: "fuzz.scene.json") else { return 0 }
    MainActor.assumeIsolated {
        let application = SceneBuilder.makeApplication(for: scene)
        _ = SceneBuilder.build(scene, in: application)
        application.layoutPass()
    }
    return 0
}
