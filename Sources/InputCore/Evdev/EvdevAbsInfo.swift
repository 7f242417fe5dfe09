/// The range and resolution of one absolute axis (`struct input_absinfo`).
public struct EvdevAbsInfo: Hashable, Sendable, Codable {
    /// The smallest value the axis reports. Not necessarily 0: some touchscreens start at 1000.
    public var minimum: Int32
    /// The largest value the axis reports.
    public var maximum: Int32
    /// Noise the kernel filters out, in axis units.
    public var fuzz: Int32
    /// Dead zone around the centre (joysticks), in axis units.
    public var flat: Int32
    /// Units per millimetre for position axes (units per radian for orientation); 0 when unknown.
    public var resolution: Int32

    /// Creates axis information.
    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// `maximum - minimum`, computed in 64 bits so extreme values cannot overflow.
    public var span: Int64 { Int64(maximum) - Int64(minimum) }

    /// Whether the range can normalise values (`maximum > minimum`). Devices with an empty range exist
    /// (broken firmware); the decoder reports them instead of dividing by zero.
    public var hasUsableRange: Bool { span > 0 }

    /// Maps a raw value to `0..<1` of the range: `(value - minimum) / (maximum - minimum + 1)`, the division
    /// libinput makes (`absinfo_scale_axis`), so a recording replays where the same device lands live. Each
    /// raw value owns a cell of width `1 / (span + 1)` and the maximum maps to the start of the last cell,
    /// inside the screen: a touch at the axis maximum reaches the last pixel instead of the far edge, which
    /// belongs to no view. Values outside the range map outside `0..<1`, as a touch on the bezel does. An
    /// unusable range maps everything to 0.
    public func normalized(_ value: Int32) -> Double {
        guard hasUsableRange else { return 0 }
        return Double(Int64(value) - Int64(minimum)) / Double(span + 1)
    }

    /// The raw value nearest to a normalised position, clamped to `minimum...maximum`. Inverse of
    /// `normalized(_:)` up to rounding; non-finite input maps to `minimum`.
    public func rawValue(normalized position: Double) -> Int32 {
        guard position.isFinite else { return minimum }
        let raw = (Double(minimum) + position * Double(span + 1)).rounded()
        return Int32(min(max(raw, Double(minimum)), Double(maximum)))
    }

    /// Maps a magnitude (pressure) to `0...1` of the range: `(value - minimum) / (maximum - minimum)`, so
    /// the maximum is exactly 1 (a full press is `maximumPossibleForce`). Positions use
    /// ``normalized(_:)``, whose cells end below 1. An unusable range maps everything to 0.
    public func fraction(_ value: Int32) -> Double {
        guard hasUsableRange else { return 0 }
        return Double(Int64(value) - Int64(minimum)) / Double(span)
    }

    /// The raw value nearest to a magnitude, clamped to `minimum...maximum`. Inverse of ``fraction(_:)``
    /// up to rounding; non-finite input maps to `minimum`.
    public func rawValue(fraction: Double) -> Int32 {
        guard fraction.isFinite else { return minimum }
        let raw = (Double(minimum) + fraction * Double(span)).rounded()
        return Int32(min(max(raw, Double(minimum)), Double(maximum)))
    }

    /// The axis length in millimetres (`span / resolution`), or `nil` when the resolution is unknown (0),
    /// which is common: several real recordings have resolution 0.
    public var lengthMillimetres: Double? {
        guard resolution > 0, hasUsableRange else { return nil }
        return Double(span) / Double(resolution)
    }
}
