import Foundation
import InputCore
import InputRecording
import Testing

/// The native format's `tablet` and `pad` events (`NativeEventEncoding`/`NativeEventDecoding`): every
/// phase, tool and axis survives a write and a read exactly, absent axes stay absent, and bad fields are
/// errors naming the line and what was expected.
@Suite struct NativeTabletEventTests {
    static let pen = DeviceDescription(
        id: DeviceID(3), name: "Wacom Intuos4 6x9 Pen", capabilities: .tabletTool, touchSurface: .indirect,
        physicalSize: PhysicalSize(widthMillimetres: 223.5, heightMillimetres: 139.7))
    static let pad = DeviceDescription(id: DeviceID(4), name: "Wacom Intuos4 6x9 Pad", capabilities: [.tabletPad])

    static func event(_ microseconds: Int64, _ payload: InputPayload, device: UInt32 = 3) -> InputEvent {
        InputEvent(time: InputTime(microseconds: microseconds), device: DeviceID(device), payload: payload)
    }

    static let stylus = TabletTool(type: .pen, serial: 0x0A_5C_31_02, toolID: 0x802)
    static let full = TabletAxes(
        position: InputPoint(x: 0.25, y: 1.0 / 3), pressure: 0.42, distance: 0, tiltX: 12.5, tiltY: -40,
        rotation: 271.25, slider: -0.5, wheelDelta: 15)

    /// One event of every tablet phase and pad input, with tools and axes that exercise every field.
    static let events: [InputEvent] = [
        event(0, .deviceAdded(pen)),
        event(0, .deviceAdded(pad), device: 4),
        event(1000, .tabletTool(TabletToolEvent(tool: stylus, phase: .proximityIn, axes: TabletAxes(
            position: InputPoint(x: 0.5, y: 0.5), distance: 0.75)))),
        event(2000, .tabletTool(TabletToolEvent(tool: stylus, phase: .axis, axes: TabletAxes(
            position: InputPoint(x: 0.51, y: 0.5), distance: 0.1, tiltX: 0, tiltY: 0)))),
        event(3000, .tabletTool(TabletToolEvent(tool: stylus, phase: .tipDown, axes: full))),
        event(3500, .tabletTool(TabletToolEvent(tool: stylus, phase: .button(code: 0x14b, state: .pressed), axes: full))),
        event(3600, .tabletTool(TabletToolEvent(tool: stylus, phase: .button(code: 0x14b, state: .released), axes: full))),
        event(4000, .tabletTool(TabletToolEvent(tool: stylus, phase: .tipUp, axes: TabletAxes(
            position: InputPoint(x: 0.3, y: 0.4), pressure: 0)))),
        event(5000, .tabletTool(TabletToolEvent(tool: TabletTool(type: .eraser), phase: .axis, space: .screen, axes: TabletAxes(
            position: InputPoint(x: 640, y: 400))))),
        event(6000, .tabletTool(TabletToolEvent(tool: stylus, phase: .proximityOut, axes: TabletAxes(
            position: InputPoint(x: 0.3, y: 0.4))))),
        event(7000, .tabletPad(TabletPadEvent(.button(number: 2, state: .pressed), mode: 1)), device: 4),
        event(7001, .tabletPad(TabletPadEvent(.ring(number: 0, degrees: 92.5, source: .finger))), device: 4),
        event(7002, .tabletPad(TabletPadEvent(.ring(number: 0, degrees: nil, source: .finger))), device: 4),
        event(7003, .tabletPad(TabletPadEvent(.strip(number: 1, position: 0.125, source: .unknown), mode: 3)), device: 4),
        event(7004, .tabletPad(TabletPadEvent(.strip(number: 1, position: nil, source: .finger))), device: 4),
    ]

    func write(_ events: [InputEvent], function: String = #function) throws -> String {
        let path = try TestPaths.scratchFolder(function).appendingPathComponent("pen.jsonl").path
        try NativeRecordingWriter.write(Recording(header: RecordingHeader(devices: []), events: events), to: path)
        return path
    }

    @Test func everyTabletEventSurvivesAWriteAndReadExactly() throws {
        let path = try write(Self.events)
        #expect(try NativeRecordingReader.read(path: path).events == Self.events)
    }

    @Test func linesCarryOnlyTheAxesTheDeviceReports() throws {
        let path = try write(Self.events)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines[3] == """
            {"t":1000,"device":3,"type":"tablet","phase":"proximityIn","tool":"pen","serial":173814018,"toolId":2050,\
            "space":"normalized","x":0.5,"y":0.5,"distance":0.75}
            """)
        #expect(lines[6] == """
            {"t":3500,"device":3,"type":"tablet","phase":"button","tool":"pen","serial":173814018,"toolId":2050,\
            "button":331,"state":"pressed","space":"normalized","x":0.25,"y":0.3333333333333333,"pressure":0.42,\
            "distance":0,"tiltX":12.5,"tiltY":-40,"rotation":271.25,"slider":-0.5,"wheel":15}
            """)
        #expect(lines[9] == #"{"t":5000,"device":3,"type":"tablet","phase":"axis","tool":"eraser","space":"screen","x":640,"y":400}"#)
        #expect(lines[13] == #"{"t":7002,"device":4,"type":"pad","kind":"ring","number":0,"mode":0,"source":"finger"}"#)
    }

    @Test func capabilitiesOfTabletsRoundTripInTheHeader() throws {
        let path = try TestPaths.scratchFolder().appendingPathComponent("header.jsonl").path
        try NativeRecordingWriter.write(Recording(header: RecordingHeader(devices: [Self.pen, Self.pad]), events: []), to: path)
        #expect(try NativeRecordingReader.read(path: path).header.devices == [Self.pen, Self.pad])
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""capabilities":["tabletTool"]"#))
    }

    @Test func aSerialTooLargeForTheFormatIsAWriteError() throws {
        let path = try TestPaths.scratchFolder().appendingPathComponent("serial.jsonl").path
        let writer = try NativeRecordingWriter(path: path, header: RecordingHeader(devices: [Self.pen]))
        let huge = TabletTool(type: .pen, serial: UInt64.max)
        #expect(throws: RecordingWriteError(message: """
            field "serial" is 18446744073709551615, larger than the format stores (expected at most 9223372036854775807)
            """)) {
            try writer.write(Self.event(0, .tabletTool(TabletToolEvent(tool: huge, phase: .axis, axes: Self.full))))
        }
    }

    /// Reads `line` after a header declaring the pen and returns the error, folder stripped.
    func error(_ line: String, function: String = #function) throws -> String {
        let folder = try TestPaths.scratchFolder(function)
        let header = #"{"format":"uikit-recording","version":1,"devices":[{"id":3,"name":"p","capabilities":["tabletTool"]}]}"#
        let path = try TestPaths.write(header + "\n" + line + "\n", named: "rec.jsonl", in: folder)
        do {
            _ = try NativeRecordingReader.read(path: path)
        } catch {
            return error.description.replacingOccurrences(of: folder.path + "/", with: "")
        }
        Issue.record("expected an error")
        return ""
    }

    @Test func badTabletFieldsNameTheLineAndWhatWasExpected() throws {
        #expect(try error(#"{"t":0,"device":3,"type":"tablet","phase":"hover","tool":"pen","space":"normalized","x":0,"y":0}"#) == """
            rec.jsonl:2: tablet event: unknown tablet phase "hover" (expected one of: proximityIn, axis, tipDown, tipUp, button, proximityOut)
            """)
        #expect(try error(#"{"t":0,"device":3,"type":"tablet","phase":"axis","tool":"crayon","space":"normalized","x":0,"y":0}"#) == """
            rec.jsonl:2: tablet event: unknown tool type "crayon" (expected one of: pen, eraser, brush, pencil, airbrush, mouse, lens, totem)
            """)
        #expect(try error(#"{"t":0,"device":3,"type":"tablet","phase":"button","tool":"pen","state":"pressed","space":"normalized","x":0,"y":0}"#)
            .contains("rec.jsonl:2: tablet event: "))
        #expect(try error(#"{"t":0,"device":3,"type":"tablet","phase":"axis","tool":"pen","space":"normalized","x":0,"y":0,"pressure":"high"}"#)
            .contains("pressure"))
        #expect(try error(#"{"t":0,"device":3,"type":"pad","kind":"dial","number":0}"#) == """
            rec.jsonl:2: pad event: unknown pad input kind "dial" (expected one of: button, ring, strip)
            """)
        #expect(try error(#"{"t":0,"device":3,"type":"pad","kind":"ring","number":-1}"#).contains("rec.jsonl:2: pad event: "))
    }
}
