import Foundation
import UIKit

/// Writes every presented frame to a file: `frame-000001.ppm`, `frame-000002.ppm`, … in a directory,
/// numbered by refresh. PPM (binary `P6`, 8-bit RGB) needs no library and every image tool reads it; the
/// premultiplied colour is written as is, which is the frame composited over black, as a screen shows it.
///
/// For tests, replays and headless runs; ``lastFramePath`` names the newest file.
@MainActor
public final class FilePresenter: FramePresenter {
    /// Where the files go.
    public let directory: URL
    /// The newest file written.
    public private(set) var lastFramePath: String?
    /// How many files were written.
    public private(set) var framesWritten = 0

    /// Creates the directory if needed. Throws ``DisplayError/frameFile(path:reason:)`` when it cannot.
    public init(directory: String) throws {
        self.directory = URL(fileURLWithPath: directory, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
        } catch {
            throw DisplayError.frameFile(path: directory, reason: "cannot create the directory: \(error.localizedDescription)")
        }
    }

    /// Writes `frame` as `frame-NNNNNN.ppm`, NNNNNN being the refresh number.
    public func present(_ frame: ScreenFrame, for refresh: FrameLoop.Refresh) throws {
        let name = "frame-" + String(repeating: "0", count: max(0, 6 - String(refresh.number).count)) + String(refresh.number) + ".ppm"
        let path = directory.appendingPathComponent(name).path
        do {
            try Self.ppm(frame).write(to: URL(fileURLWithPath: path))
        } catch {
            throw DisplayError.frameFile(path: path, reason: error.localizedDescription)
        }
        lastFramePath = path
        framesWritten += 1
    }

    /// The frame as a binary PPM.
    public static func ppm(_ frame: ScreenFrame) -> Data {
        var data = Data("P6\n\(frame.width) \(frame.height)\n255\n".utf8)
        data.reserveCapacity(data.count + frame.width * frame.height * 3)
        var rgb = [UInt8](repeating: 0, count: frame.width * frame.height * 3)
        frame.withUnsafeBytes { source in
            rgb.withUnsafeMutableBufferPointer { target in
                for y in 0..<frame.height {
                    let row = y * frame.bytesPerRow
                    for x in 0..<frame.width {
                        let word = source.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                        let index = (y * frame.width + x) * 3
                        target[index] = UInt8(truncatingIfNeeded: word >> 16)
                        target[index + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        target[index + 2] = UInt8(truncatingIfNeeded: word)
                    }
                }
            }
        }
        data.append(contentsOf: rgb)
        return data
    }
}

/// Several presenters behind one: a window and a frame directory at once. Each gets every frame; the
/// first error stops the rest for that frame and is passed on.
@MainActor
public final class PresenterGroup: FramePresenter {
    /// The presenters, in the order frames reach them.
    public let presenters: [FramePresenter]
    /// Creates a group.
    public init(_ presenters: [FramePresenter]) { self.presenters = presenters }
    /// Paced when any of them is (a paced display sets the rhythm for all).
    public var pacesPresents: Bool { presenters.contains { $0.pacesPresents } }
    public func present(_ frame: ScreenFrame, for refresh: FrameLoop.Refresh) throws {
        for presenter in presenters { try presenter.present(frame, for: refresh) }
    }
}
