import Foundation
import InputCore

/// An evemu event script with times relative to its start, as the probe expects.
///
/// It always begins with an empty `SYN_REPORT` at time 0: umockdev plays the first event at once,
/// and an emulated run must never depend on that first frame (libinput drains whatever is queued
/// when it opens a device, evdev.c). The probe rebases the times to `CLOCK_MONOTONIC` when it starts
/// playback.
public struct EvemuScript: Sendable {
    /// An empty script (only the leading empty frame).
    public init() {}

    /// The script's lines, header first.
    public private(set) var lines = ["# EVEMU 1.3", "E: 0.000000 0000 0000 0"]

    /// Appends one evdev frame at `milliseconds`, closed by a `SYN_REPORT`.
    public mutating func frame(at milliseconds: Int, _ events: [EvdevEvent]) {
        for event in events + [(type: 0, code: 0, value: 0)] {
            let stamp = "\(milliseconds / 1000).\(String(format: "%06d", (milliseconds % 1000) * 1000))"
            lines.append("E: \(stamp) \(String(format: "%04x %04x", Int(event.type), Int(event.code))) \(event.value)")
        }
    }

    /// The file text.
    public var text: String { lines.joined(separator: "\n") + "\n" }
}

/// One evdev event of a frame: type, code, value.
public typealias EvdevEvent = (type: UInt16, code: UInt16, value: Int)

extension Evdev {
    /// A protocol-B contact landing: select the slot, give it a tracking id and a position.
    public static func mtDown(slot: Int, id: Int, x: Int, y: Int) -> [EvdevEvent] {
        [(EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_TRACKING_ID, id), (EV_ABS, ABS_MT_POSITION_X, x), (EV_ABS, ABS_MT_POSITION_Y, y)]
    }

    /// A protocol-B contact moving along x.
    public static func mtMove(slot: Int, x: Int) -> [EvdevEvent] {
        [(EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_POSITION_X, x)]
    }

    /// A protocol-B contact lifting (tracking id -1).
    public static func mtUp(slot: Int) -> [EvdevEvent] {
        [(EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_TRACKING_ID, -1)]
    }

    /// A key or button press (1) or release (0).
    public static func key(_ code: UInt16, _ value: Int) -> EvdevEvent { (EV_KEY, code, value) }
}
