import UIKit

/// Copies a frame's damaged rectangles into an output's 32-bit pixels, turned and scaled as a
/// ``Letterbox`` says: how ``SDLDisplay`` draws into a window's own surface (on X11 the MIT-SHM image the
/// X server reads) without a renderer or a texture in between.
///
/// Each output pixel whose centre falls on the frame takes the frame pixel under that centre (nearest
/// neighbour, as SDL's software renderer scaled); pixels on the letterbox bars are left alone (they are
/// cleared once, when the output is new). The output word is the frame's word: Cairo's premultiplied
/// ARGB32 is SDL's `ARGB8888`, and the alpha byte is the padding byte of `RGB888` (XRGB), which a window
/// system ignores.
package struct SurfaceBlit {
    /// Where the frame goes.
    package let letterbox: Letterbox

    /// A rectangle of output pixels.
    package struct OutputRect: Equatable {
        package var x: Int, y: Int, width: Int, height: Int
        package init(x: Int, y: Int, width: Int, height: Int) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }
    }

    /// A copier for `letterbox`.
    package init(letterbox: Letterbox) { self.letterbox = letterbox }

    /// The output rectangle covering `region` of the frame once turned and scaled (rounded out to whole
    /// pixels, clipped to the output); `nil` when nothing of it is on the output.
    package func outputRect(of region: ScreenFrame.Region) -> OutputRect? {
        let corners = [outputPoint(Double(region.x), Double(region.y)),
                       outputPoint(Double(region.x + region.width), Double(region.y)),
                       outputPoint(Double(region.x), Double(region.y + region.height)),
                       outputPoint(Double(region.x + region.width), Double(region.y + region.height))]
        let minX = corners.map(\.x).min() ?? 0, maxX = corners.map(\.x).max() ?? 0
        let minY = corners.map(\.y).min() ?? 0, maxY = corners.map(\.y).max() ?? 0
        // A hair inside, so that an edge landing exactly on a pixel boundary does not take the next pixel.
        let left = max(0, Int((minX + 1e-9).rounded(.down))), top = max(0, Int((minY + 1e-9).rounded(.down)))
        let right = min(letterbox.outputWidth, Int((maxX - 1e-9).rounded(.up)))
        let bottom = min(letterbox.outputHeight, Int((maxY - 1e-9).rounded(.up)))
        guard left < right, top < bottom else { return nil }
        return OutputRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The output point (in output pixels) showing a frame point: ``Letterbox/framePoint(outputX:outputY:)``
    /// the other way.
    package func outputPoint(_ frameX: Double, _ frameY: Double) -> (x: Double, y: Double) {
        let x = (frameX - Double(letterbox.frameWidth) / 2) * letterbox.scale
        let y = (frameY - Double(letterbox.frameHeight) / 2) * letterbox.scale
        // A clockwise turn with y pointing down.
        let (dx, dy): (Double, Double)
        switch letterbox.rotation {
        case .degrees0: (dx, dy) = (x, y)
        case .degrees90: (dx, dy) = (-y, x)
        case .degrees180: (dx, dy) = (-x, -y)
        case .degrees270: (dx, dy) = (y, -x)
        }
        return (dx + Double(letterbox.outputWidth) / 2, dy + Double(letterbox.outputHeight) / 2)
    }

    /// The frame pixel under the centre of output pixel (`x`, `y`), whether or not it is on the frame.
    private func framePixel(_ x: Int, _ y: Int) -> (x: Int, y: Int) {
        let point = letterbox.framePoint(outputX: Double(x) + 0.5, outputY: Double(y) + 0.5)
        return (Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
    }

    /// Copies `regions` of `frame` (its pixels as `source`) into `output` (`letterbox`'s output size,
    /// rows `outputBytesPerRow` apart) and returns the output rectangles written, one per region on the
    /// output. An empty `regions` writes nothing.
    package func copy(_ regions: [ScreenFrame.Region], of frame: ScreenFrame, from source: UnsafeRawBufferPointer,
              to output: UnsafeMutableRawPointer, outputBytesPerRow: Int) -> [OutputRect] {
        guard let base = source.baseAddress, frame.width == letterbox.frameWidth, frame.height == letterbox.frameHeight,
              source.count >= frame.bytesPerRow * frame.height else { return [] }
        var written: [OutputRect] = []
        written.reserveCapacity(regions.count)
        for region in regions {
            guard let rect = outputRect(of: region) else { continue }
            written.append(rect)
            // Where the rectangle's first pixel and the one right of it fall on the frame. With a scale of
            // 1 and whole-pixel placement (a window the frame's size) a step right on the output is a fixed
            // step on the frame (a pixel right, left, up or down), and a row is a walk with that stride
            // (a row copy when unturned); otherwise each pixel is looked up.
            let origin = framePixel(rect.x, rect.y)
            let alongX = framePixel(rect.x + 1, rect.y)
            let unitScale = letterbox.scale == 1 && letterbox.destinationX == letterbox.destinationX.rounded()
                && letterbox.destinationY == letterbox.destinationY.rounded()
            for row in rect.y..<(rect.y + rect.height) {
                let target = output + row * outputBytesPerRow
                if unitScale {
                    let stepX = (alongX.x - origin.x) * 4 + (alongX.y - origin.y) * frame.bytesPerRow
                    let start = framePixel(rect.x, row)
                    // Whole-pixel placement puts the whole rectangle on the frame or on a bar row by row:
                    // check the row's two ends.
                    let end = (x: start.x + (alongX.x - origin.x) * (rect.width - 1), y: start.y + (alongX.y - origin.y) * (rect.width - 1))
                    guard inFrame(start, frame), inFrame(end, frame) else {
                        copySlowly(row: row, rect: rect, frame: frame, base: base, target: target)
                        continue
                    }
                    if stepX == 4 {
                        (target + rect.x * 4).copyMemory(from: base + start.y * frame.bytesPerRow + start.x * 4, byteCount: rect.width * 4)
                        continue
                    }
                    var offset = start.y * frame.bytesPerRow + start.x * 4
                    for column in rect.x..<(rect.x + rect.width) {
                        target.storeBytes(of: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self), toByteOffset: column * 4, as: UInt32.self)
                        offset += stepX
                    }
                } else {
                    copySlowly(row: row, rect: rect, frame: frame, base: base, target: target)
                }
            }
        }
        return written
    }

    private func inFrame(_ pixel: (x: Int, y: Int), _ frame: ScreenFrame) -> Bool {
        pixel.x >= 0 && pixel.y >= 0 && pixel.x < frame.width && pixel.y < frame.height
    }

    /// One output row of `rect`, each pixel looked up (scaled output, or a row crossing a bar).
    private func copySlowly(row: Int, rect: OutputRect, frame: ScreenFrame, base: UnsafeRawPointer, target: UnsafeMutableRawPointer) {
        for column in rect.x..<(rect.x + rect.width) {
            let pixel = framePixel(column, row)
            guard inFrame(pixel, frame) else { continue }
            let word = base.loadUnaligned(fromByteOffset: pixel.y * frame.bytesPerRow + pixel.x * 4, as: UInt32.self)
            target.storeBytes(of: word, toByteOffset: column * 4, as: UInt32.self)
        }
    }
}
