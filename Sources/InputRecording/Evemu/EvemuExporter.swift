import Foundation
import InputCore

/// Turns a touch device's InputCore events back into an evemu recording (protocol B), so a recording
/// made or edited here can be fed to real libinput through umockdev, or to evemu-play on real hardware.
///
/// Contacts take the lowest free slot and a fresh tracking id. Positions are quantised to the profile's
/// axis range (clamped to it: evdev cannot report outside its range). `cancel` is written the way the
/// kernel says it: `ABS_MT_TOOL_TYPE = MT_TOOL_PALM` in the frame, then the slot's `ABS_MT_TRACKING_ID -1`
/// in a frame of its own at the same time; libinput turns that into `TOUCH_CANCEL` and this package's
/// decoder into `.cancel`. `BTN_TOUCH` and the legacy `ABS_X/Y` follow the first active contact, as
/// kernel drivers emulate them.
///
/// Only normalised touch frames of the exported device are written; other events are counted in
/// `skippedEventCount` (a screen-space frame cannot be turned back into device units without knowing
/// the mapping that produced it).
public struct EvemuExporter: Sendable {
    /// The device description written into the file.
    public let profile: EvdevDeviceProfile
    /// The device whose events are exported.
    public let device: DeviceID
    /// Whether to start with an empty `SYN_REPORT`: libinput drains the first frame when it opens a
    /// umockdev device, so without it the first touch would be lost (see reference/libinput.md §6).
    public var leadingEmptyFrame: Bool

    /// Exports with an explicit profile (for example the one a recording was imported with).
    public init(profile: EvdevDeviceProfile, device: DeviceID, leadingEmptyFrame: Bool = true) {
        self.profile = profile
        self.device = device
        self.leadingEmptyFrame = leadingEmptyFrame
    }

    /// Exports with a synthetic protocol-B touchscreen profile derived from a description.
    public init(description: DeviceDescription, includesCancel: Bool = true, leadingEmptyFrame: Bool = true) {
        self.init(
            profile: Self.syntheticProfile(for: description, includesToolType: includesCancel),
            device: description.id, leadingEmptyFrame: leadingEmptyFrame)
    }

    /// Axis units per millimetre for synthetic profiles with a known size: fine enough that quantisation
    /// (0.05 mm) is far below any touch's size.
    public static let syntheticResolution: Int32 = 20
    /// Axis maximum for synthetic profiles without a size: the 15-bit range most USB touchscreens use.
    public static let syntheticUnknownMaximum: Int32 = 32767

    /// A protocol-B touchscreen profile matching a description: its name, slot count
    /// (`maximumContacts`, default 10), size (resolution 20 units/mm, or 0...32767 with resolution 0 when the
    /// size is unknown) and directness (`INPUT_PROP_DIRECT` for direct surfaces, `INPUT_PROP_POINTER`
    /// otherwise). `ABS_MT_TOOL_TYPE` is included when cancels must be expressible.
    public static func syntheticProfile(for description: DeviceDescription, includesToolType: Bool = true) -> EvdevDeviceProfile {
        func axis(_ millimetres: Double?) -> EvdevAbsInfo {
            guard let millimetres, millimetres.isFinite, millimetres > 0, millimetres < 100_000 else {
                return EvdevAbsInfo(minimum: 0, maximum: syntheticUnknownMaximum)
            }
            return EvdevAbsInfo(
                minimum: 0, maximum: Int32((millimetres * Double(syntheticResolution)).rounded()),
                resolution: syntheticResolution)
        }
        let x = axis(description.physicalSize?.widthMillimetres)
        let y = axis(description.physicalSize?.heightMillimetres)
        let slots = Int32(min(max(description.maximumContacts ?? 10, 1), 64))
        var abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: x, Evdev.ABS_Y: y, Evdev.ABS_MT_POSITION_X: x, Evdev.ABS_MT_POSITION_Y: y,
            Evdev.ABS_MT_SLOT: EvdevAbsInfo(minimum: 0, maximum: slots - 1),
            Evdev.ABS_MT_TRACKING_ID: EvdevAbsInfo(minimum: 0, maximum: 65535),
        ]
        if includesToolType {
            abs[Evdev.ABS_MT_TOOL_TYPE] = EvdevAbsInfo(minimum: 0, maximum: Evdev.MT_TOOL_PALM)
        }
        let direct = description.touchSurface != .indirect
        return EvdevDeviceProfile(
            name: description.name, busType: 0x06, vendor: 0, product: 0, version: 1,
            codes: [Evdev.EV_SYN: [Evdev.SYN_REPORT, Evdev.SYN_DROPPED], Evdev.EV_KEY: [Evdev.BTN_TOUCH], Evdev.EV_ABS: Set(abs.keys)],
            absInfo: abs, properties: [direct ? Evdev.INPUT_PROP_DIRECT : Evdev.INPUT_PROP_POINTER])
    }

    /// The result of an export.
    public struct Export: Hashable, Sendable {
        /// The raw events written.
        public var rawEvents: [EvdevRawEvent]
        /// Events not written: other devices, non-touch payloads, screen-space frames, contacts with
        /// no free slot.
        public var skippedEventCount: Int
    }

    /// Converts events to raw evdev events.
    public func export(_ events: [InputEvent]) -> Export {
        var encoder = EvemuFrameEncoder(profile: profile)
        var raw: [EvdevRawEvent] = []
        var skipped = 0
        if leadingEmptyFrame, let first = events.first(where: { $0.device == device }) {
            raw.append(EvdevRawEvent(time: first.time, type: Evdev.EV_SYN, code: Evdev.SYN_REPORT, value: 0))
        }
        for event in events where event.device == device {
            switch event.payload {
            case .touchFrame(let frame) where frame.space == .normalized:
                let encoded = encoder.encode(frame, at: event.time)
                raw += encoded.events
                skipped += encoded.droppedContacts > 0 ? 1 : 0
            case .deviceAdded, .deviceRemoved:
                continue
            default:
                skipped += 1
            }
        }
        skipped += events.count(where: { $0.device != device })
        return Export(rawEvents: raw, skippedEventCount: skipped)
    }

    /// The evemu description text (`.desc`, or the first part of a single file).
    public var descriptionText: String { EvemuWriter.description(profile) }

    /// The evemu `E:` lines for some raw events.
    public static func eventsText(_ events: [EvdevRawEvent]) -> String { EvemuWriter.events(events) }

    /// A single-file recording (description then events), as evemu 1.3 writes it.
    public func singleFileText(_ events: [InputEvent]) -> String {
        descriptionText + "################################\n#      Waiting for events      #\n################################\n"
            + Self.eventsText(export(events).rawEvents)
    }

    /// Writes a single-file recording.
    ///
    /// - Throws: `RecordingWriteError` when the file cannot be written.
    public func writeSingleFile(_ events: [InputEvent], to path: String) throws(RecordingWriteError) {
        try Self.write(singleFileText(events), to: path)
    }

    /// Writes a `.desc` + `.events` pair.
    ///
    /// - Throws: `RecordingWriteError` when a file cannot be written.
    public func writePair(_ events: [InputEvent], descriptionPath: String, eventsPath: String) throws(RecordingWriteError) {
        try Self.write(descriptionText, to: descriptionPath)
        try Self.write(Self.eventsText(export(events).rawEvents), to: eventsPath)
    }

    private static func write(_ text: String, to path: String) throws(RecordingWriteError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw RecordingWriteError(message: "\(path): cannot write the file: \(error.localizedDescription)")
        }
    }
}
