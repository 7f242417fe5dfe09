import CoreGraphics
import Foundation
import FuzzSupport

/// Reads arbitrary bytes as PNG data through `CGImage(pngData:)` (what `UIImage(pngData:)` and scenes'
/// image views use): every input must give an image within the documented size limits or one error,
/// never a crash. An image that decodes is read back pixel by pixel at its corners and encoded again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    guard let image = try? CGImage(pngData: Data(input.rest())) else { return 0 }
    guard image.width > 0, image.height > 0, image.width <= CGImage.maximumPixelDimension,
          image.height <= CGImage.maximumPixelDimension, image.width * image.height <= CGImage.maximumPixelCount
    else { fatalError("decoded a \(image.width) × \(image.height) image, outside the limits") }
    for (x, y) in [(0, 0), (image.width - 1, image.height - 1)] where image.pixel(x: x, y: y) == nil {
        fatalError("pixel (\(x), \(y)) of a \(image.width) × \(image.height) image unreadable")
    }
    if image.pixel(x: image.width, y: 0) != nil { fatalError("a pixel outside the image was read") }
    _ = try? image.pngData()
    return 0
}
