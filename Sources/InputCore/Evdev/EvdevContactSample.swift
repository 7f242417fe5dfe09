/// The raw values of one contact, in device units, as the kernel last reported them.
struct EvdevContactSample: Hashable, Sendable {
    var x: Int32 = 0
    var y: Int32 = 0
    var touchMajor: Int32?
    var touchMinor: Int32?
    var pressure: Int32?

    /// Applies an `ABS_MT_*` (or single-touch `ABS_*`) value; returns false for axes a contact does not
    /// carry, so callers can ignore them.
    mutating func apply(code: UInt16, value: Int32, multitouch: Bool) -> Bool {
        switch (code, multitouch) {
        case (Evdev.ABS_MT_POSITION_X, true), (Evdev.ABS_X, false): x = value
        case (Evdev.ABS_MT_POSITION_Y, true), (Evdev.ABS_Y, false): y = value
        case (Evdev.ABS_MT_TOUCH_MAJOR, true): touchMajor = value
        case (Evdev.ABS_MT_TOUCH_MINOR, true): touchMinor = value
        case (Evdev.ABS_MT_PRESSURE, true), (Evdev.ABS_PRESSURE, false): pressure = value
        default: return false
        }
        return true
    }
}

/// Converts raw contact values to InputCore units using the device's axis information.
struct EvdevContactScale: Sendable {
    let x: EvdevAbsInfo
    let y: EvdevAbsInfo
    let pressure: EvdevAbsInfo?
    /// Units per millimetre for the ellipse axes, or `nil` when unknown.
    let ellipseResolution: Double?

    /// Reads the axes for a protocol; a missing position axis becomes an empty range (everything maps
    /// to 0) and `missing` names it, so the decoder can report it once.
    init(profile: EvdevDeviceProfile, missing: inout [String]) {
        let axes = profile.positionAxes
        let multitouch = profile.touchProtocol == .protocolA || profile.touchProtocol == .protocolB
        func axis(_ code: UInt16) -> EvdevAbsInfo {
            if let info = profile.absInfo[code], info.hasUsableRange { return info }
            missing.append(EvdevNames.describe(type: Evdev.EV_ABS, code: code))
            return profile.absInfo[code] ?? EvdevAbsInfo(minimum: 0, maximum: 0)
        }
        x = axis(axes.x)
        y = axis(axes.y)
        let pressureInfo = profile.absInfo[multitouch ? Evdev.ABS_MT_PRESSURE : Evdev.ABS_PRESSURE]
        pressure = pressureInfo?.hasUsableRange == true ? pressureInfo : nil
        // Ellipse axes rarely carry their own resolution; libinput then converts them with the X
        // position axis's resolution, and so do we. With neither, the size in mm is unknown.
        let own = profile.absInfo[Evdev.ABS_MT_TOUCH_MAJOR]?.resolution ?? 0
        let fallback = x.resolution
        ellipseResolution = own > 0 ? Double(own) : (fallback > 0 ? Double(fallback) : nil)
    }

    func change(_ sample: EvdevContactSample, contact: ContactID, phase: ContactPhase) -> ContactChange {
        let major = sample.touchMajor.flatMap { value in ellipseResolution.map { Double(value) / $0 / 2 } }
        let minor = sample.touchMinor.flatMap { value in ellipseResolution.map { Double(value) / $0 / 2 } }
        return ContactChange(
            contact: contact, phase: phase,
            position: InputPoint(x: x.normalized(sample.x), y: y.normalized(sample.y)),
            majorRadiusMillimetres: major, minorRadiusMillimetres: minor,
            pressure: sample.pressure.flatMap { value in pressure.map { $0.fraction(value) } })
    }

    /// Squared distance between two samples in normalised units, for matching anonymous contacts.
    func distanceSquared(_ a: EvdevContactSample, _ b: EvdevContactSample) -> Double {
        let dx = x.normalized(a.x) - x.normalized(b.x)
        let dy = y.normalized(a.y) - y.normalized(b.y)
        return dx * dx + dy * dy
    }
}
