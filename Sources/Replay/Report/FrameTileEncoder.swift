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
    private(set) var images: [Data] = [] {
        didSet { imageBytes = images.reduce(0) { $0 + $1.count } }
    }
    /// The bytes of ``images`` together (what the frames cost in memory and, as base64, in the page).
    private(set) var imageBytes = 0
    private var key: [UInt8] = []
    private var keyIndex = -1
    private var keySize = (width: 0, height: 0, bytesPerRow: 0)
    /// Which tiles (row-major) differed from the keyframe in the last frame encoded.
    private var differing: [Bool] = []

    /// Encodes the frame drawn in `context`. `changed` bounds where it may differ from the previous frame
    /// given (device pixels; `nil`: anywhere): only the tiles those touch, and the tiles that differed from
    /// the keyframe in the previous frame, are compared, which finds the same tiles as comparing them all.
    func encode(_ context: CGContext, changed: [CGRect]? = nil) throws -> Part {
        let found = context.withUnsafeBitmap { pixels, width, height, bytesPerRow -> [Int]? in
            guard keyIndex >= 0, keySize == (width, height, bytesPerRow), pixels.count == key.count, let base = pixels.baseAddress else {
                return nil
            }
            let columns = (width + Self.tile - 1) / Self.tile, rows = (height + Self.tile - 1) / Self.tile
            var candidates = differing
            if let changed, candidates.count == columns * rows {
                for rect in changed { mark(rect, in: &candidates, columns: columns, rows: rows) }
            } else {
                candidates = [Bool](repeating: true, count: columns * rows)
            }
            var tiles: [Int] = []
            differing = [Bool](repeating: false, count: columns * rows)
            key.withUnsafeBytes { keyBytes in
                guard let keyBase = keyBytes.baseAddress else { return }
                for row in 0..<rows {
                    for column in 0..<columns where candidates[row * columns + column] {
                        let x = column * Self.tile, bytes = min(Self.tile, width - x) * 4
                        for y in (row * Self.tile)..<min(height, (row + 1) * Self.tile) {
                            let offset = y * bytesPerRow + x * 4
                            if memcmp(base + offset, keyBase + offset, bytes) != 0 {
                                tiles += [column, row]
                                differing[row * columns + column] = true
                                break
                            }
                        }
                    }
                }
            }
            // A frame that changed a third of the screen or more becomes a keyframe.
            return tiles.count / 2 * 3 >= columns * rows ? nil : tiles
        }
        guard let found else { return try keyframe(context) }
        guard !found.isEmpty else { return Part(keyframe: keyIndex, atlas: -1, tiles: []) }
        return Part(keyframe: keyIndex, atlas: try atlas(of: found, from: context), tiles: found)
    }

    /// Marks the tiles `rect` (device pixels) touches.
    private func mark(_ rect: CGRect, in tiles: inout [Bool], columns: Int, rows: Int) {
        let size = CGFloat(Self.tile)
        let cut = rect.intersection(CGRect(x: 0, y: 0, width: CGFloat(columns) * size, height: CGFloat(rows) * size))
        guard !cut.isNull, !cut.isEmpty else { return }
        let first = (column: Int((cut.minX / size).rounded(.down)), row: Int((cut.minY / size).rounded(.down)))
        let last = (column: min(columns - 1, Int((cut.maxX / size).rounded(.up)) - 1), row: min(rows - 1, Int((cut.maxY / size).rounded(.up)) - 1))
        guard first.column <= last.column, first.row <= last.row else { return }
        for row in first.row...last.row {
            for column in first.column...last.column { tiles[row * columns + column] = true }
        }
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
            differing = [Bool](repeating: false, count: ((width + Self.tile - 1) / Self.tile) * ((height + Self.tile - 1) / Self.tile))
        }
        return Part(keyframe: keyIndex, atlas: -1, tiles: [])
    }

    private func atlas(of tiles: [Int], from context: CGContext) throws -> Int {
        let count = tiles.count / 2
        let columns = min(count, Self.atlasColumns), rows = (count + Self.atlasColumns - 1) / Self.atlasColumns
        let atlas = try CGContext(width: columns * Self.tile, height: rows * Self.tile)
        for index in 0..<count {
            let source = CGRect(x: tiles[2 * index] * Self.tile, y: tiles[2 * index + 1] * Self.tile, width: Self.tile, height: Self.tile)
            // A tile cut by the frame's edge leaves the rest of its atlas cell transparent.
            atlas.copyPixels(from: context, in: source,
                             to: CGPoint(x: (index % Self.atlasColumns) * Self.tile, y: (index / Self.atlasColumns) * Self.tile))
        }
        images.append(try atlas.pngData())
        return images.count - 1
    }
}
