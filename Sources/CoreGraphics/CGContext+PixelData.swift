import CCairo

extension CGContext {
    /// Reads the bitmap in place: `body` gets its bytes (Cairo's `ARGB32`: native-endian premultiplied
    /// `0xAARRGGBB` words, rows top to bottom) and the bytes from one row to the next. For presenters that
    /// copy the screen out once per frame; the buffer is valid only inside `body`.
    public func withPixelData<Result>(_ body: (UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            return try body(UnsafeRawBufferPointer(start: nil, count: 0), stride)
        }
        return try body(UnsafeRawBufferPointer(start: data, count: stride * height), stride)
    }
}
