import Foundation
import UIKit

/// Encodes the inspector's frames cheaply: a frame is a keyframe (a whole PNG) plus the 32-pixel tiles
/// that differ from it, packed in one small PNG (an atlas). Fingers, trails and the label change a few
/// percent of the screen between frames, and PNG encoding of whole frames was 80 % of the cost of a
/// report (docs/benchmarks.md). The page draws the keyframe, then the tiles over it: pixel for pixel the
/// frame `replay --frames` writes.
@MainActor
final class FrameTileEncoder {
    /// A frame: its keyframe, its atlas (`-1`: none) and its tiles (`[column, row, …]`), indices into
    /// ``images``.
    struct Part: Equatable {
        var keyframe: Int
        var atlas: Int
        var tiles: [Int]

        /// `[keyframe, atlas, column, row, column, row, …]`, as the page reads it.
        var encoded: [Int] { [keyframe, atlas] + tiles }
    }

    /// Tile size in pixels.
    static let tile = 32
    /// Tiles per row of an atlas.
    static let atlasColumns = 32

    /// The PNG images (keyframes and atlases).
    private(set) var images: [Data] = []
    private var key: [UInt8] = []
    private var keyIndex = -1
    private var keySize = (width: 0, height: 0, bytesPerRow: 0)

    /// Encodes the frame drawn in `context`.
    func encode(_ context: CGContext) throws -> Part {
        let changed = context.withUnsafeBitmap { pixels, width, height, bytesPerRow -> [Int]? in
            guard keyIndex >= 0, keySize == (width, height, bytesPerRow), pixels.count == key.count, let base = pixels.baseAddress else {
                return nil
            }
            var tiles: [Int] = []
            let columns = (width + Self.tile - 1) / Self.tile, rows = (height + Self.tile - 1) / Self.tile
            key.withUnsafeBytes { keyBytes in
                guard let keyBase = keyBytes.baseAddress else { return }
                for row in 0..<rows {
                    for column in 0..<columns {
                        let x = column * Self.tile, bytes = min(Self.tile, width - x) * 4
                        for y in (row * Self.tile)..<min(height, (row + 1) * Self.tile) {
                            let offset = y * bytesPerRow + x * 4
                            if memcmp(base + offset, keyBase + offset, bytes) != 0 {
                                tiles += [column, row]
                                break
                            }
                        }
                    }
                }
            }
            // A frame that changed a third of the screen or more becomes a keyframe.
            return tiles.count / 2 * 3 >= columns * rows ? nil : tiles
        }
        guard let changed else { return try keyframe(context) }
        guard !changed.isEmpty else { return Part(keyframe: keyIndex, atlas: -1, tiles: []) }
        return Part(keyframe: keyIndex, atlas: try atlas(of: changed, from: context), tiles: changed)
    }

    /// Keeps only the images `parts` use, renumbering them.
    func compact(_ parts: inout [Part]) {
        var used = Set<Int>()
        for part in parts {
            used.insert(part.keyframe)
            if part.atlas >= 0 { used.insert(part.atlas) }
        }
        used.insert(keyIndex)
        var renumbered: [Int: Int] = [:]
        var kept: [Data] = []
        for (index, image) in images.enumerated() where used.contains(index) {
            renumbered[index] = kept.count
            kept.append(image)
        }
        images = kept
        keyIndex = renumbered[keyIndex] ?? -1
        for index in parts.indices {
            parts[index].keyframe = renumbered[parts[index].keyframe] ?? 0
            if parts[index].atlas >= 0 { parts[index].atlas = renumbered[parts[index].atlas] ?? -1 }
        }
    }

    private func keyframe(_ context: CGContext) throws -> Part {
        images.append(try context.pngData())
        keyIndex = images.count - 1
        context.withUnsafeBitmap { pixels, width, height, bytesPerRow in
            key = Array(pixels)
            keySize = (width, height, bytesPerRow)
        }
        return Part(keyframe: keyIndex, atlas: -1, tiles: [])
    }

    private func atlas(of tiles: [Int], from context: CGContext) throws -> Int {
        guard let frame = context.makeImage() else { throw CGDrawingError.cairo("cannot copy the frame") }
        let count = tiles.count / 2
        let columns = min(count, Self.atlasColumns), rows = (count + Self.atlasColumns - 1) / Self.atlasColumns
        let atlas = try CGContext(width: columns * Self.tile, height: rows * Self.tile)
        let size = CGSize(width: frame.width, height: frame.height)
        for index in 0..<count {
            let destination = CGPoint(x: (index % Self.atlasColumns) * Self.tile, y: (index / Self.atlasColumns) * Self.tile)
            let source = CGPoint(x: tiles[2 * index] * Self.tile, y: tiles[2 * index + 1] * Self.tile)
            atlas.saveGState()
            atlas.clip(to: CGRect(origin: destination, size: CGSize(width: Self.tile, height: Self.tile)))
            atlas.draw(frame, in: CGRect(origin: CGPoint(x: destination.x - source.x, y: destination.y - source.y), size: size))
            atlas.restoreGState()
        }
        images.append(try atlas.pngData())
        return images.count - 1
    }
}
