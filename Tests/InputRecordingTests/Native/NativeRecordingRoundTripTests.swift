import Foundation
import InputCore
import InputRecording
import Testing

@Suite struct NativeRecordingRoundTripTests {
    static let screen = DeviceDescription(
        id: DeviceID(1), name: "Panel \"7\"\ttouch", capabilities: .touch, touchSurface: .direct,
        physicalSize: PhysicalSize(widthMillimetres: 154.2, heightMillimetres: 86), maximumContacts: 10,
        node: "/dev/input/event5")
    static let mouse = DeviceDescription(id: DeviceID(2), name: "Mouse", capabilities: [.pointer, .scroll])

    /// One event of every payload kind.
    static let everyPayload: [InputEvent] = [
        InputEvent(time: .zero, device: DeviceID(1), payload: .deviceAdded(screen)),
        InputEvent(time: .zero, device: DeviceID(2), payload: .deviceAdded(mouse)),
        InputEvent(time: InputTime(microseconds: 1000), device: DeviceID(1), payload: .touchFrame(TouchFrame(
            space: .normalized, changes: [
                ContactChange(contact: ContactID(0), phase: .down, position: InputPoint(x: 0.1, y: 1.0 / 3),
                              majorRadiusMillimetres: 3.5, minorRadiusMillimetres: 2.25, pressure: 0.7),
                ContactChange(contact: ContactID(1), phase: .move, position: InputPoint(x: -0.02, y: 1.5)),
            ]))),
        InputEvent(time: InputTime(microseconds: 2000), device: DeviceID(1), payload: .touchFrame(TouchFrame(
            space: .screen, changes: [
                ContactChange(contact: ContactID(0), phase: .up, position: InputPoint(x: 100, y: 200)),
                ContactChange(contact: ContactID(1), phase: .cancel, position: InputPoint(x: 1e-7, y: 12345.678)),
            ]))),
        InputEvent(time: InputTime(microseconds: 3000), device: DeviceID(2), payload: .pointerMotion(deltaX: 1.25, deltaY: -3)),
        InputEvent(time: InputTime(microseconds: 3001), device: DeviceID(2), payload: .pointerMotionAbsolute(InputPoint(x: 0.5, y: 0.25))),
        InputEvent(time: InputTime(microseconds: 3002), device: DeviceID(2), payload: .pointerButton(.right, .pressed)),
        InputEvent(time: InputTime(microseconds: 3003), device: DeviceID(2), payload: .pointerButton(PointerButton(code: 0x116), .released)),
        InputEvent(time: InputTime(microseconds: 3004), device: DeviceID(2), payload: .scroll(ScrollInput(
            source: .wheel, deltaX: 0, deltaY: 15, v120X: 0, v120Y: 120))),
        InputEvent(time: InputTime(microseconds: 3005), device: DeviceID(2), payload: .scroll(ScrollInput(
            source: .finger, deltaX: 0.5, deltaY: 0))),
        InputEvent(time: InputTime(microseconds: 3006), device: DeviceID(2), payload: .scroll(ScrollInput(
            source: .continuous, deltaX: -2, deltaY: 4))),
        InputEvent(time: InputTime(microseconds: 3007), device: DeviceID(2), payload: .key(code: 30, state: .pressed)),
        InputEvent(time: InputTime(microseconds: 3008), device: DeviceID(2), payload: .touchpadGesture(TouchpadGesture(
            kind: .pinch, phase: .update, fingerCount: 2, deltaX: 1, deltaY: -1, scale: 1.125, angleDeltaDegrees: -4.5))),
        InputEvent(time: InputTime(microseconds: 3009), device: DeviceID(2), payload: .touchpadGesture(TouchpadGesture(
            kind: .hold, phase: .cancel, fingerCount: 3))),
        InputEvent(time: InputTime(microseconds: 4000), device: DeviceID(1), payload: .deviceRemoved),
    ]

    static let header = RecordingHeader(
        devices: [screen, mouse],
        screen: ScreenMapping(width: 1280, height: 800, scale: 2, rotation: .degrees90,
                              calibration: CalibrationMatrix([1.01, 0, -0.005, 0, 0.99, 0.002]) ?? .identity),
        source: "unit test")

    @Test func everyPayloadSurvivesAWriteAndReadExactly() throws {
        let path = try TestPaths.scratchFolder().appendingPathComponent("all.jsonl").path
        try NativeRecordingWriter.write(Recording(header: Self.header, events: Self.everyPayload), to: path)
        let recording = try NativeRecordingReader.read(path: path)
        #expect(recording.header == Self.header)
        #expect(recording.events == Self.everyPayload)
    }

    @Test func fileIsOneHeaderLineThenOneLinePerEvent() throws {
        let path = try TestPaths.scratchFolder().appendingPathComponent("lines.jsonl").path
        try NativeRecordingWriter.write(Recording(header: Self.header, events: Self.everyPayload), to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.everyPayload.count + 2, "header + events + empty string after the final newline")
        #expect(lines[0].hasPrefix("{\"format\":\"uikit-recording\",\"version\":1,"))
        #expect(lines[3] == """
            {"t":1000,"device":1,"type":"touch","space":"normalized","changes":[{"contact":0,"phase":"down","x":0.1,\
            "y":0.3333333333333333,"major":3.5,"minor":2.25,"pressure":0.7},{"contact":1,"phase":"move","x":-0.02,"y":1.5}]}
            """)
    }

    @Test func readerStreamsALargeFileEventByEvent() throws {
        let path = try TestPaths.scratchFolder().appendingPathComponent("large.jsonl").path
        let writer = try NativeRecordingWriter(path: path, header: RecordingHeader(devices: [Self.screen]))
        let count = 10_000
        for index in 0..<count {
            try writer.write(InputEvent(
                time: InputTime(microseconds: Int64(index) * 8000), device: DeviceID(1),
                payload: .touchFrame(TouchFrame(space: .normalized, changes: [
                    ContactChange(contact: ContactID(0), phase: index == 0 ? .down : .move,
                                  position: InputPoint(x: Double(index % 1000) / 1000, y: 0.5)),
                ]))))
        }
        try writer.close()
        let reader = try NativeRecordingReader(path: path)
        var read = 0
        var lastTime: Int64 = -1
        while let event = try reader.next() {
            #expect(event.time.microseconds > lastTime)
            lastTime = event.time.microseconds
            read += 1
        }
        #expect(read == count)
    }

    /// Reading is linear in the number of devices and events: a header declaring 5,000 devices and an
    /// event from each of them (the general path), then 20,000 touch frames (the writer's fast path),
    /// which quadratic work would turn into minutes.
    @Test func readingIsLinearInDevicesAndEvents() throws {
        let path = try TestPaths.scratchFolder().appendingPathComponent("wide.jsonl").path
        let devices = (1...5_000).map { DeviceDescription(id: DeviceID(UInt32($0)), name: "panel \($0)", capabilities: .touch, touchSurface: .direct) }
        let writer = try NativeRecordingWriter(path: path, header: RecordingHeader(devices: devices))
        for device in devices { try writer.write(InputEvent(time: .zero, device: device.id, payload: .deviceAdded(device))) }
        let frames = 20_000
        for index in 0..<frames {
            try writer.write(InputEvent(
                time: InputTime(microseconds: Int64(index) * 1000), device: DeviceID(UInt32(index % 5_000 + 1)),
                payload: .touchFrame(TouchFrame(space: .normalized, changes: [
                    ContactChange(contact: ContactID(0), phase: index < 5_000 ? .down : .move, position: InputPoint(x: 0.5, y: 0.5)),
                ]))))
        }
        try writer.close()
        let reader = try NativeRecordingReader(path: path)
        #expect(reader.header.devices.count == 5_000)
        var read = 0
        while try reader.next() != nil { read += 1 }
        #expect(read == 5_000 + frames)
    }

    @Test func writerRefusesNonFiniteNumbersAndUndeclaredDevices() throws {
        let path = try TestPaths.scratchFolder().appendingPathComponent("bad.jsonl").path
        let writer = try NativeRecordingWriter(path: path, header: RecordingHeader(devices: [Self.screen]))
        #expect(throws: RecordingWriteError(message: "field \"dx\" is nan, which JSON cannot store (expected a finite number)")) {
            try writer.write(InputEvent(time: .zero, device: DeviceID(1), payload: .pointerMotion(deltaX: .nan, deltaY: 0)))
        }
        #expect(throws: RecordingWriteError(message: "event for device 9, which neither the header nor an earlier deviceAdded declares")) {
            try writer.write(InputEvent(time: .zero, device: DeviceID(9), payload: .deviceRemoved))
        }
    }
}
