import CCairo
import Foundation

/// An immutable bitmap: 8-bit premultiplied ARGB pixels in native byte order (Cairo's `ARGB32`).
///
/// Made by ``CGContext/makeImage()`` or decoded from PNG data. Read pixels back with
/// ``pixel(x:y:)``, which undoes the premultiplication exactly as Cairo defines it.
public final class CGImage: @unchecked Sendable {
    // Immutable after creation: the surface is never drawn into once wrapped (Cairo's reference counting is
    // atomic, so sharing the wrapper across threads is safe).
    let surface: OpaquePointer

    /// The largest width or height of any bitmap, in pixels. Cairo's own limit is 32,767; this one keeps a
    /// mistaken size from reaching the allocator.
    public static let maximumPixelDimension = 16_384
    /// The largest number of pixels in any bitmap: 64 Mi pixels (256 MiB).
    public static let maximumPixelCount = 64 * 1024 * 1024

    /// Takes ownership of one reference to an image surface.
    init(owning surface: OpaquePointer) { self.surface = surface }

    deinit { cairo_surface_destroy(surface) }

    /// Checks a requested pixel size before anything is allocated.
    static func validatedPixelSize(width: Double, height: Double) throws -> (width: Int32, height: Int32) {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= Double(maximumPixelDimension), height <= Double(maximumPixelDimension),
              width * height <= Double(maximumPixelCount)
        else { throw CGDrawingError.unsupportedSize(width: width, height: height) }
        return (Int32(width), Int32(height))
    }

    /// Decodes PNG data. A truncated or corrupt file, or one that is not a PNG, throws
    /// ``CGDrawingError``; a PNG whose header declares more than the maximum size throws before decoding.
    public convenience init(pngData data: Data) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data.prefix(8)) == signature else { throw CGDrawingError.notPNG }
        // The IHDR chunk comes first: length (4), "IHDR" (4), width (4), height (4), big-endian.
        guard data.count >= 24 else { throw CGDrawingError.invalidPNG(reason: "the data ends inside the PNG header") }
        let bytes = [UInt8](data.prefix(24))
        func bigEndian(_ at: Int) -> Double {
            Double(UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3]))
        }
        _ = try CGImage.validatedPixelSize(width: bigEndian(16), height: bigEndian(20))
        let reader = PNGReader(data: data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
                return reader.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { throw CGDrawingError.cairo("no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            let reason = status == CAIRO_STATUS_READ_ERROR
                ? "the data ended after \(data.count) bytes, before the image was complete"
                : String(cString: cairo_status_to_string(status))
            throw CGDrawingError.invalidPNG(reason: reason)
        }
        // PNGs decode to RGB24 (no alpha) or ARGB32; keep every image ARGB32 so pixel access has one layout.
        if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 {
            let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
            guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
                cairo_surface_destroy(surface)
                throw CGDrawingError.cairo("no surface")
            }
            let cr = cairo_create(converted)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            self.init(owning: converted)
        } else {
            self.init(owning: surface)
        }
    }

    /// The width in pixels.
    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    /// The height in pixels.
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }
    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (32).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row, padding included.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The colour of the pixel at column `x`, row `y` (row 0 at the top), un-premultiplied; `nil` outside
    /// the image.
    ///
    /// Cairo stores each pixel as one native-endian 32-bit word `A R G B` with the colour channels
    /// premultiplied by alpha (`c' = round(c·a/255)`); this divides them back out, rounding to nearest.
    public func pixel(x: Int, y: Int) -> CGPixel? {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else { return nil }
        let word = data.advanced(by: y * bytesPerRow + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return CGPixel(premultipliedARGB: word)
    }

    /// The image encoded as PNG (8-bit RGBA, straight alpha as the format requires).
    public func pngData() throws -> Data {
        let writer = PNGWriter()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(surface, { closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PNGWriter>.fromOpaque(closure).takeUnretainedValue().data.append(buffer, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw CGDrawingError.cairo(String(cString: cairo_status_to_string(status))) }
        return writer.data
    }
}

/// One pixel with straight (un-premultiplied) 8-bit components.
public struct CGPixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0 to 255.
    public var red: UInt8
    /// Green, 0 to 255.
    public var green: UInt8
    /// Blue, 0 to 255.
    public var blue: UInt8
    /// Opacity, 0 to 255.
    public var alpha: UInt8

    /// Creates a pixel from straight components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Decodes Cairo's premultiplied ARGB32 word. A fully transparent pixel has no colour: it reads as
    /// transparent black.
    public init(premultipliedARGB word: UInt32) {
        let a = UInt32(word >> 24)
        func straight(_ c: UInt32) -> UInt8 {
            guard a > 0 else { return 0 }
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        self.init(red: straight((word >> 16) & 0xFF), green: straight((word >> 8) & 0xFF),
                  blue: straight(word & 0xFF), alpha: UInt8(a))
    }

    /// Whether every component is within `tolerance` of `other`'s.
    public func isClose(to other: CGPixel, tolerance: UInt8 = 2) -> Bool {
        func near(_ a: UInt8, _ b: UInt8) -> Bool { abs(Int(a) - Int(b)) <= Int(tolerance) }
        return near(red, other.red) && near(green, other.green) && near(blue, other.blue) && near(alpha, other.alpha)
    }

    /// `#rrggbbaa`.
    public var description: String { String(format: "#%02x%02x%02x%02x", red, green, blue, alpha) }
}

private final class PNGReader {
    let data: Data
    var offset = 0
    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.count - offset else { return false }
        let start = data.startIndex + offset
        data.copyBytes(to: buffer, from: start..<(start + count))
        offset += count
        return true
    }
}

private final class PNGWriter {
    var data = Data()
}
