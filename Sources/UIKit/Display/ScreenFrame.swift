/// One finished picture of the screen, as the drawing system hands it to a presenter.
///
/// The pixel format is Cairo's `CAIRO_FORMAT_ARGB32`: each pixel is a native-endian 32-bit word
/// `0xAARRGGBB` with the colour premultiplied by alpha, rows top to bottom, `bytesPerRow` apart (Cairo
/// pads rows to its stride). Presenters show it as it is; nothing here knows how it was drawn, so a
/// presenter can be tested with frames a test fills itself.
public struct ScreenFrame: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from the start of one row to the next (at least `width × 4`).
    public let bytesPerRow: Int
    /// The pixels, `bytesPerRow × height` bytes.
    public let bytes: [UInt8]
    /// The rectangles whose pixels differ from the frame presented before this one (clipped to the frame,
    /// not overlapping). A presenter that kept the previous picture needs to update only these; the whole
    /// frame unless the drawing system said otherwise. Empty only when a presenter is asked to show its
    /// last picture again (a window was exposed).
    public var damage: [Region]

    /// A rectangle of pixels in a frame.
    public struct Region: Sendable, Equatable, CustomStringConvertible {
        /// Left column.
        public var x: Int
        /// Top row.
        public var y: Int
        /// Columns.
        public var width: Int
        /// Rows.
        public var height: Int

        /// Creates a region.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var description: String { "\(width)×\(height) at (\(x), \(y))" }
    }

    /// Creates a frame from pixel data. Returns `nil` when the sizes do not fit together (a row shorter
    /// than `width × 4`, fewer bytes than `bytesPerRow × height`, a negative or empty size), so a frame
    /// from outside can never make a presenter read past its data.
    public init?(width: Int, height: Int, bytesPerRow: Int, bytes: [UInt8]) {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, bytesPerRow >= width * 4,
              bytesPerRow.multipliedReportingOverflow(by: height).overflow == false,
              bytes.count >= bytesPerRow * height
        else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.bytes = bytes
        damage = [Region(x: 0, y: 0, width: width, height: height)]
    }

    /// The frame with `damage` as its damage, each rectangle clipped to the frame (empty ones dropped).
    public func withDamage(_ damage: [Region]) -> ScreenFrame {
        var copy = self
        copy.damage = damage.compactMap { region in
            let left = max(0, region.x), top = max(0, region.y)
            let right = min(width, region.x.addingReportingOverflow(region.width).partialValue)
            let bottom = min(height, region.y.addingReportingOverflow(region.height).partialValue)
            guard left < right, top < bottom else { return nil }
            return Region(x: left, y: top, width: right - left, height: bottom - top)
        }
        return copy
    }

    /// A frame of one colour (a premultiplied ARGB32 word), rows packed.
    public init?(width: Int, height: Int, filledWith pixel: UInt32) {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4,
              (width * 4).multipliedReportingOverflow(by: height).overflow == false
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * 4 * height)
        bytes.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for index in words.indices { words[index] = pixel }
        }
        self.init(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
    }

    /// The premultiplied ARGB32 word at a pixel (row 0 at the top), `nil` outside the frame.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = y * bytesPerRow + x * 4
        return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }

    /// A copy with one rectangle filled with `pixel` (clipped to the frame): how tests and the placeholder
    /// renderer draw without the drawing system.
    public func filling(x: Int, y: Int, width w: Int, height h: Int, with pixel: UInt32) -> ScreenFrame {
        var copy = bytes
        let left = max(0, x), top = max(0, y)
        let right = min(width, x.addingReportingOverflow(w).partialValue), bottom = min(height, y.addingReportingOverflow(h).partialValue)
        guard left < right, top < bottom else { return self }
        copy.withUnsafeMutableBytes { raw in
            for row in top..<bottom {
                for column in left..<right { raw.storeBytes(of: pixel, toByteOffset: row * bytesPerRow + column * 4, as: UInt32.self) }
            }
        }
        return ScreenFrame(width: width, height: height, bytesPerRow: bytesPerRow, bytes: copy) ?? self
    }
}

/// Shows finished frames: a window or a display (the `Display` module's SDL presenter), files, or a test.
@MainActor
public protocol FramePresenter: AnyObject {
    /// Shows `frame` as the picture of the refresh described by `refresh`; only ``ScreenFrame/damage``
    /// differs from the frame presented before. Errors end the live loop.
    func present(_ frame: ScreenFrame, for refresh: FrameLoop.Refresh) throws
    /// Whether presenting waits for the display's refresh (vsync): then the frame loop renders at refresh
    /// boundaries; otherwise it renders and presents as soon as input changed something. Default `false`.
    var pacesPresents: Bool { get }
}

extension FramePresenter {
    /// Presents are not paced by default (files, tests, a window through SDL's software renderer).
    public var pacesPresents: Bool { false }
}
