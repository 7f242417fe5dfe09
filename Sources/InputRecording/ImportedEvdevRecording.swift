import InputCore

/// One device of an evdev-level recording (evemu, `libinput record`): its profile and raw events.
public struct EvdevDeviceRecording: Hashable, Sendable {
    /// What the device is.
    public var profile: EvdevDeviceProfile
    /// The kernel node it was recorded from, when the file says.
    public var node: String?
    /// Its events, in file order, with times rebased as the import options asked.
    public var rawEvents: [EvdevRawEvent]

    /// Creates a device recording.
    public init(profile: EvdevDeviceProfile, node: String? = nil, rawEvents: [EvdevRawEvent]) {
        self.profile = profile
        self.node = node
        self.rawEvents = rawEvents
    }
}

/// How importers place a recording's timestamps.
public enum RecordingTimeBase: String, Hashable, Sendable {
    /// Shift every time so the earliest event is at 0. The default: old evemu files use absolute
    /// `CLOCK_REALTIME` seconds (1338280519.670913), which mean nothing on replay, and a recording that
    /// starts at 0 replays the same way whatever the clock.
    case firstEventAtZero
    /// Keep times as written.
    case asRecorded
}

/// An evdev-level recording decoded into InputCore events, with the raw material kept for inspection.
public struct ImportedEvdevRecording: Sendable {
    /// The decoded recording: a `deviceAdded` per device at the first event's time, then every frame.
    public var recording: Recording
    /// The devices as the file described them, in file order (`DeviceID(1)` is the first).
    public var devices: [EvdevDeviceRecording]
    /// What each device's decoder found odd (see `DecoderDiagnostic`), keyed by device.
    public var diagnostics: [DeviceID: [DecoderDiagnostic]]

    /// Decodes device recordings with one `EvdevDecoder` each and merges their events by time
    /// (at equal times every `deviceAdded` comes first, then device order, then file order).
    public init(devices: [EvdevDeviceRecording], source: String?, options: EvdevDecoder.Options = .init()) {
        self.devices = devices
        var descriptions: [DeviceDescription] = []
        // `group` 0 puts every deviceAdded before any frame at the same time.
        var merged: [(time: InputTime, group: Int, device: Int, order: Int, event: InputEvent)] = []
        var diagnostics: [DeviceID: [DecoderDiagnostic]] = [:]
        let start = devices.compactMap { $0.rawEvents.first?.time }.min() ?? .zero
        for (index, device) in devices.enumerated() {
            let id = DeviceID(UInt32(index + 1))
            let description = device.profile.deviceDescription(id: id, node: device.node)
            descriptions.append(description)
            merged.append((start, 0, index, 0, InputEvent(time: start, device: id, payload: .deviceAdded(description))))
            var decoder = EvdevDecoder(profile: device.profile, device: id, options: options)
            for (order, event) in decoder.decode(device.rawEvents).enumerated() {
                merged.append((event.time, 1, index, order, event))
            }
            diagnostics[id] = decoder.diagnostics
        }
        merged.sort { ($0.time, $0.group, $0.device, $0.order) < ($1.time, $1.group, $1.device, $1.order) }
        recording = Recording(
            header: RecordingHeader(devices: descriptions, source: source), events: merged.map(\.event))
        self.diagnostics = diagnostics
    }
}
