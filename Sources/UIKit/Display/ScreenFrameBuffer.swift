import CoreGraphics

/// The presented copy of the compositor's screen, kept up to date by copying only the damaged rectangles
/// of each frame: a frame where one button changed copies that button's pixels, not the screen.
///
/// The copy is shared with the ``ScreenFrame`` handed out (no copy), and written in place at the next
/// frame once the presenter has let that frame go; a presenter that keeps frames (a test collecting them)
/// makes the next update copy the whole buffer once, as any array would.
@MainActor
public final class ScreenFrameBuffer {
    private var bytes: [UInt8] = []
    private var size = (width: 0, height: 0, bytesPerRow: 0)

    /// Creates an empty buffer; the first frame copies the whole context.
    public init() {}

    /// The context's pixels as a frame whose damage is `damage` (device pixels, rounded out to whole
    /// pixels), copying only those rectangles; the whole context when its size changed since the last
    /// call. Returns `nil` when the context's size cannot make a frame.
    public func frame(from context: CGContext, damage: [CGRect]) -> ScreenFrame? {
        var regions: [ScreenFrame.Region] = []
        regions.reserveCapacity(damage.count)
        for rect in damage { if let region = Self.region(rect) { regions.append(region) } }
        // The copy runs in a nonisolated function: a closure formed in this main-actor method would check
        // its executor when called (the concurrency runtime's code pages, loaded on every cold frame).
        Self.copy(context, regions: &regions, into: &bytes, size: &size)
        return ScreenFrame(width: size.width, height: size.height, bytesPerRow: size.bytesPerRow, bytes: bytes)?
            .withDamage(regions)
    }

    /// Copies `regions` of the context's pixels into `bytes`; the whole context (and `regions` becomes the
    /// whole) when its size is not `size`.
    private nonisolated static func copy(_ context: CGContext, regions: inout [ScreenFrame.Region], into bytes: inout [UInt8],
                                         size: inout (width: Int, height: Int, bytesPerRow: Int)) {
        context.withUnsafeBitmap { pixels, width, height, bytesPerRow in
            if size != (width, height, bytesPerRow) || bytes.count != bytesPerRow * height {
                bytes = Array(pixels)
                size = (width, height, bytesPerRow)
                regions = [ScreenFrame.Region(x: 0, y: 0, width: width, height: height)]
                return
            }
            bytes.withUnsafeMutableBytes { target in
                guard let source = pixels.baseAddress, let destination = target.baseAddress else { return }
                for region in regions {
                    let left = max(0, region.x), right = min(width, region.x + region.width)
                    let top = max(0, region.y), bottom = min(height, region.y + region.height)
                    guard left < right, top < bottom else { continue }
                    let rowBytes = (right - left) * 4
                    for row in top..<bottom {
                        let offset = row * bytesPerRow + left * 4
                        (destination + offset).copyMemory(from: source + offset, byteCount: rowBytes)
                    }
                }
            }
        }
    }

    /// A damage rectangle as whole pixels (rounded out); `nil` when empty or not finite.
    nonisolated static func region(_ rect: CGRect) -> ScreenFrame.Region? {
        guard !rect.isNull, rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.maxX.isFinite, rect.maxY.isFinite,
              abs(rect.minX) < 1e9, abs(rect.minY) < 1e9, abs(rect.maxX) < 1e9, abs(rect.maxY) < 1e9 else { return nil }
        let x = Int(rect.minX.rounded(.down)), y = Int(rect.minY.rounded(.down))
        return ScreenFrame.Region(x: x, y: y, width: Int(rect.maxX.rounded(.up)) - x, height: Int(rect.maxY.rounded(.up)) - y)
    }
}
