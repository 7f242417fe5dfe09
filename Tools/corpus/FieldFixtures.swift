import Foundation
import InputCore
import InputRecording
import InputRules

/// Writes Recordings/field/: the touch-panel failure modes of issue 18 as evemu recordings of evdev frames
/// (decoded by the project's own decoder on replay) and the same recordings in the native format carrying
/// the rules they were made with, plus each scenario's rules file. `swift run make-corpus --field Recordings/field`.
///
/// The panel: 200 × 120 mm at 40 units/mm (0…7999 × 0…4799), so one unit is 0.1 pt on the scenes'
/// 800 × 480 screen; contact size `ABS_MT_TOUCH_MAJOR` at 10 units/mm. Samples at 100 Hz.
enum FieldFixtures {
    typealias Frame = (ms: Int, events: [(UInt16, UInt16, Int32)])

    static func panel(_ name: String, protocolA: Bool = false, vendor: UInt16 = 0x2808, product: UInt16 = 0x1001) -> EvdevDeviceProfile {
        var abs: [UInt16: EvdevAbsInfo] = [
            Evdev.ABS_X: EvdevAbsInfo(minimum: 0, maximum: 7999, resolution: 40),
            Evdev.ABS_Y: EvdevAbsInfo(minimum: 0, maximum: 4799, resolution: 40),
            Evdev.ABS_MT_POSITION_X: EvdevAbsInfo(minimum: 0, maximum: 7999, resolution: 40),
            Evdev.ABS_MT_POSITION_Y: EvdevAbsInfo(minimum: 0, maximum: 4799, resolution: 40),
            Evdev.ABS_MT_TOUCH_MAJOR: EvdevAbsInfo(minimum: 0, maximum: 1000, resolution: 10),
        ]
        if !protocolA {
            abs[Evdev.ABS_MT_SLOT] = EvdevAbsInfo(minimum: 0, maximum: 9)
            abs[Evdev.ABS_MT_TRACKING_ID] = EvdevAbsInfo(minimum: 0, maximum: 65535)
        }
        return EvdevDeviceProfile(
            name: name, busType: 3, vendor: vendor, product: product, codes: [Evdev.EV_KEY: [Evdev.BTN_TOUCH]],
            absInfo: abs, properties: [0x01])  // INPUT_PROP_DIRECT
    }

    // MARK: Protocol B helpers (positions in points on the 800 × 480 screen)

    static func down(_ slot: Int32, _ id: Int32, _ x: Double, _ y: Double, major: Int32 = 120) -> [(UInt16, UInt16, Int32)] {
        [(Evdev.EV_ABS, Evdev.ABS_MT_SLOT, slot), (Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, id),
         (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, Int32(x * 10)), (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, Int32(y * 10)),
         (Evdev.EV_ABS, Evdev.ABS_MT_TOUCH_MAJOR, major)]
    }

    static func move(_ slot: Int32, _ x: Double, _ y: Double, major: Int32? = nil) -> [(UInt16, UInt16, Int32)] {
        [(Evdev.EV_ABS, Evdev.ABS_MT_SLOT, slot), (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, Int32(x * 10)),
         (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, Int32(y * 10))]
            + (major.map { [(Evdev.EV_ABS, Evdev.ABS_MT_TOUCH_MAJOR, $0)] } ?? [])
    }

    static func up(_ slot: Int32) -> [(UInt16, UInt16, Int32)] {
        [(Evdev.EV_ABS, Evdev.ABS_MT_SLOT, slot), (Evdev.EV_ABS, Evdev.ABS_MT_TRACKING_ID, -1)]
    }

    static let touch: [(UInt16, UInt16, Int32)] = [(Evdev.EV_KEY, Evdev.BTN_TOUCH, 1)]
    static let release: [(UInt16, UInt16, Int32)] = [(Evdev.EV_KEY, Evdev.BTN_TOUCH, 0)]

    /// A protocol-A sample: every contact, each closed by SYN_MT_REPORT (an empty list is one bare report).
    static func protocolA(_ contacts: [(Double, Double)]) -> [(UInt16, UInt16, Int32)] {
        guard !contacts.isEmpty else { return [(Evdev.EV_SYN, Evdev.SYN_MT_REPORT, 0)] + release }
        return contacts.flatMap { (x, y) -> [(UInt16, UInt16, Int32)] in
            [(Evdev.EV_ABS, Evdev.ABS_MT_POSITION_X, Int32(x * 10)), (Evdev.EV_ABS, Evdev.ABS_MT_POSITION_Y, Int32(y * 10)),
             (Evdev.EV_ABS, Evdev.ABS_MT_TOUCH_MAJOR, 120), (Evdev.EV_SYN, Evdev.SYN_MT_REPORT, 0)]
        } + touch
    }

    // MARK: Scenarios

    /// A drag across the screen whose finger the panel loses twice for one sample (it comes back with a
    /// new tracking id, as a bouncing panel reports it).
    static func bouncingDrag() -> [Frame] {
        var frames: [Frame] = [(500, down(0, 1, 200, 240) + touch)]
        var id: Int32 = 1
        for step in 1...30 {
            let x = 200 + Double(step) * 10
            if step == 10 || step == 20 {
                frames.append((500 + step * 10, up(0) + release))
                continue
            }
            if step == 11 || step == 21 {
                id += 1
                frames.append((500 + step * 10, down(0, id, x, 240) + touch))
                continue
            }
            frames.append((500 + step * 10, move(0, x, 240)))
        }
        frames.append((820, up(0) + release))
        return frames
    }

    /// A protocol-A tap whose panel stops reporting with the finger down (no empty frame), then, 1.5 s
    /// later, a real tap elsewhere.
    static func stuckContact() -> [Frame] {
        var frames: [Frame] = []
        for step in 0..<6 { frames.append((500 + step * 10, protocolA([(400 + Double(step % 2), 240)]))) }
        frames.append((2100, protocolA([(600, 120)])))
        frames.append((2110, protocolA([(600, 121)])))
        frames.append((2120, protocolA([(600, 121)])))
        frames.append((2130, protocolA([])))
        return frames
    }

    /// A palm that lands at the bottom edge while a finger taps, then a finger that flattens into a palm.
    static func palm() -> [Frame] {
        var frames: [Frame] = [(500, down(0, 1, 300, 420, major: 450) + touch)]
        frames.append((510, move(0, 302, 421, major: 460) + down(1, 2, 600, 150)))
        frames.append((520, move(0, 304, 421, major: 470)))
        frames.append((560, up(1)))
        frames.append((600, up(0) + release))
        frames.append((1200, down(0, 3, 400, 240) + touch))
        frames.append((1210, move(0, 401, 240, major: 200)))
        frames.append((1220, move(0, 402, 241, major: 380)))
        frames.append((1230, move(0, 405, 242, major: 420)))
        frames.append((1300, up(0) + release))
        return frames
    }

    /// A finger resting for 600 ms on a noisy panel: ±1.5 pt of jitter every sample; then it drags.
    static func jitterAtRest() -> [Frame] {
        let noise: [(Double, Double)] = [(1, 0), (0, 1), (-1, 1), (1.5, -0.5), (0, 0), (-1, -1), (0.5, 1.5), (1, 1)]
        var frames: [Frame] = [(500, down(0, 1, 400, 240) + touch)]
        for step in 1...60 {
            let (dx, dy) = noise[step % noise.count]
            frames.append((500 + step * 10, move(0, 400 + dx, 240 + dy)))
        }
        for step in 1...10 { frames.append((1100 + step * 10, move(0, 400 + Double(step) * 8, 240))) }
        frames.append((1220, up(0) + release))
        return frames
    }

    /// One tap on each of two panels (the second panel's recording is `two-screens-right.evemu`).
    static func twoScreensLeft() -> [Frame] {
        [(500, down(0, 1, 200, 120) + touch), (560, up(0) + release)]
    }

    static func twoScreensRight() -> [Frame] {
        [(1000, down(0, 1, 200, 120) + touch), (1060, up(0) + release)]
    }

    // MARK: Writing

    static func evemuText(_ profile: EvdevDeviceProfile, _ frames: [Frame]) -> String {
        var raw: [EvdevRawEvent] = []
        for (ms, events) in frames {
            for (type, code, value) in events + [(Evdev.EV_SYN, Evdev.SYN_REPORT, 0)] {
                raw.append(EvdevRawEvent(microseconds: Int64(ms) * 1000, type: type, code: code, value: value))
            }
        }
        let exporter = EvemuExporter(profile: profile, device: DeviceID(1), leadingEmptyFrame: false)
        return exporter.descriptionText + "################################\n#      Waiting for events      #\n################################\n"
            + EvemuExporter.eventsText(raw)
    }

    static func write(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let scenarios: [(name: String, profile: EvdevDeviceProfile, frames: [Frame])] = [
            ("bouncing-drag", panel("Field Panel Bouncy"), bouncingDrag()),
            ("stuck-contact", panel("Field Panel Protocol A", protocolA: true), stuckContact()),
            ("palm", panel("Field Panel Large"), palm()),
            ("jitter-at-rest", panel("Field Panel Noisy"), jitterAtRest()),
            ("two-screens-left", panel("Field Panel Left"), twoScreensLeft()),
            ("two-screens-right", panel("Field Panel Right", vendor: 0x0eef, product: 0x0001), twoScreensRight()),
        ]
        var imported: [String: Recording] = [:]
        for scenario in scenarios {
            let path = "\(folder)/\(scenario.name).evemu"
            try evemuText(scenario.profile, scenario.frames).write(toFile: path, atomically: true, encoding: .utf8)
            imported[scenario.name] = try EvemuImporter.importFile(at: path).recording
            print("wrote \(path)")
        }
        // Native recordings carry their rules, as `uikit record --rules` writes them.
        func native(_ name: String, rules: String, recording: Recording) throws {
            var recording = recording
            recording.header.source = "make-corpus --field: \(name)"
            recording.header.inputRules = try InputRulesReader.read(path: "\(folder)/\(rules).rules.json")
            try NativeRecordingWriter.write(recording, to: "\(folder)/\(name).jsonl")
            print("wrote \(folder)/\(name).jsonl")
        }
        for name in ["bouncing-drag", "stuck-contact", "palm", "jitter-at-rest"] {
            if let recording = imported[name] { try native(name, rules: name, recording: recording) }
        }
        // Both panels in one native recording: the right one as device 2, its times after the left's.
        if let left = imported["two-screens-left"], let right = imported["two-screens-right"] {
            let second = DeviceID(2)
            var devices = left.header.devices
            // Each evemu file starts at zero; the right panel's tap came half a second after the left's.
            let rightEvents = right.events.map { event -> InputEvent in
                var event = event
                event.device = second
                event.time = event.time.advanced(bySeconds: 0.5)
                if case .deviceAdded(var description) = event.payload {
                    description.id = second
                    event.payload = .deviceAdded(description)
                }
                return event
            }
            devices += right.header.devices.map { var d = $0; d.id = second; return d }
            let events = (left.events + rightEvents).sorted { $0.time < $1.time }
            try native("two-screens", rules: "two-screens", recording: Recording(header: RecordingHeader(devices: devices), events: events))
        }
    }
}
