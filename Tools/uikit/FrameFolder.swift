import Foundation
import Replay
import UIKit

/// The folder `--frames` writes PNG frames into.
@MainActor
enum FrameFolder {
    /// Creates the folder (and its parents) and a frame writer for it; a `CLIError` when it cannot.
    static func makeFrames(in folder: String, application: UIApplication, fps: Double) throws -> ReplayFrames {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError("\(folder): cannot create the frames folder: \(error.localizedDescription)")
        }
        do {
            return try ReplayFrames(application: application, framesPerSecond: fps) { index, data in
                let path = (folder as NSString).appendingPathComponent(String(format: "frame-%05d.png", index))
                do {
                    try data.write(to: URL(fileURLWithPath: path))
                } catch {
                    throw CLIError("\(path): cannot write the frame: \(error.localizedDescription)")
                }
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError("\(folder): cannot render the screen: \(error)")
        }
    }
}
