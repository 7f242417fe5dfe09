import CoreGraphics

/// One finished picture of the screen, as the drawing system hands it to a presenter.
///
/// The pixel format is Cairo's `CAIRO_FORMAT_ARGB32`: each pixel is a native-endian 32-bit word
/// `0xAARRGGBB` with the colour premultiplied by alpha, rows top to bottom, `bytesPerRow` apart (Cairo
/// pads rows to its stride). Presenters show it as it is; nothing here knows how it was drawn, so a
/// presenter can be tested with frames a test fills itself.
///
/// **Whose pixels.** A frame either owns its pixels (made from an array, or ``copied()``) or borrows the
/// drawing system's screen bitmap (``init(borrowing:)``: the frame loop's frames, with no copy of the
/// screen). A borrowed frame keeps that bitmap alive, so reading it is always safe, but its pixels are the
/// screen's *now*: the next refresh draws into them. A presenter reads a frame during
/// ``FramePresenter/present(_:for:)``; one that keeps a frame past that (a test collecting frames, a
/// recorder) keeps ``copied()`` (docs/display.md, "Who owns a frame's pixels").
public struct ScreenFrame: Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from the start of one row to the next (at least `width × 4`).
    public let bytesPerRow: Int
    /// Where the pixels are.
    private let storage: Storage

    enum Storage {
        /// Pixels of its own.
        case owned([UInt8])
        /// The bitmap of a drawing context (retained: it cannot be freed while the frame exists).
        case borrowed(CGContext)
    }

    /// The pixels, `bytesPerRow × height` bytes: the frame's own array, or a copy of the borrowed bitmap
    /// (presenters read through ``withUnsafeBytes(_:)``, which never copies).
    public var bytes: [UInt8] {
        switch storage {
        case .owned(let bytes): bytes
        case .borrowed: withUnsafeBytes { Array($0) }
        }
    }

    /// Whether the pixels are the drawing system's screen bitmap rather than the frame's own.
    public var borrowsPixels: Bool {
        if case .borrowed = storage { return true }
        return false
    }

    /// Calls `body` with the pixels, `bytesPerRow × height` bytes, without copying them. The pointer is
    /// valid only inside `body`.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        switch storage {
        case .owned(let bytes):
            return try bytes.withUnsafeBytes(body)
        case .borrowed(let context):
            return try context.withUnsafeBitmap { pixels, _, _, _ in
                try body(UnsafeRawBufferPointer(rebasing: pixels.prefix(bytesPerRow * height)))
            }
        }
    }

    /// The frame with pixels of its own (the same damage): what a presenter keeps when it needs the
    /// picture after ``FramePresenter/present(_:for:)`` returned. A frame that owns its pixels is returned
    /// as it is (arrays are copied on write).
    public func copied() -> ScreenFrame {
        guard borrowsPixels else { return self }
        return ScreenFrame(width: width, height: height, bytesPerRow: bytesPerRow, storage: .owned(bytes), damage: damage)
    }

    /// Frames are equal when their sizes, damage and pixels are (whoever holds the pixels).
    public static func == (lhs: ScreenFrame, rhs: ScreenFrame) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.bytesPerRow == rhs.bytesPerRow,
              lhs.damage == rhs.damage else { return false }
        return lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in left.elementsEqual(right) } }
    }

    init(width: Int, height: Int, bytesPerRow: Int, storage: Storage, damage: [Region]) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.storage = storage
        self.damage = damage
    }

    /// Whether the sizes fit together and `count` bytes hold the frame.
    static func fits(width: Int, height: Int, bytesPerRow: Int, count: Int) -> Bool {
        width > 0 && height > 0 && width <= Int(Int32.max) / 4 && bytesPerRow >= width * 4
            && bytesPerRow.multipliedReportingOverflow(by: height).overflow == false && count >= bytesPerRow * height
    }

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
        guard Self.fits(width: width, height: height, bytesPerRow: bytesPerRow, count: bytes.count) else { return nil }
        self.init(width: width, height: height, bytesPerRow: bytesPerRow, storage: .owned(bytes),
                  damage: [Region(x: 0, y: 0, width: width, height: height)])
    }

    /// A frame whose pixels are `context`'s bitmap, not a copy (the frame keeps the context alive): the
    /// frame loop's frames borrow the compositor's screen this way. The whole frame is damaged until
    /// ``withDamage(_:)`` says otherwise. Returns `nil` when the context has no bitmap or an unusable size.
    public init?(borrowing context: CGContext) {
        let layout = context.withUnsafeBitmap { pixels, width, height, bytesPerRow in (width, height, bytesPerRow, pixels.count) }
        guard Self.fits(width: layout.0, height: layout.1, bytesPerRow: layout.2, count: layout.3) else { return nil }
        self.init(width: layout.0, height: layout.1, bytesPerRow: layout.2, storage: .borrowed(context),
                  damage: [Region(x: 0, y: 0, width: layout.0, height: layout.1)])
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
        return withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
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
    /// differs from the frame presented before. The frame's pixels may be the screen's own bitmap
    /// (``ScreenFrame/borrowsPixels``), drawn into by the next refresh: read them here, and keep
    /// ``ScreenFrame/copied()`` if the picture is needed later. Errors end the live loop.
    func present(_ frame: ScreenFrame, for refresh: FrameLoop.Refresh) throws
    /// Whether presenting waits for the display's refresh (vsync): then the frame loop renders at refresh
    /// boundaries; otherwise it renders and presents as soon as input changed something. Default `false`.
    var pacesPresents: Bool { get }
}

extension FramePresenter {
    /// Presents are not paced by default (files, tests, a window on the software path).
    public var pacesPresents: Bool { false }
}
