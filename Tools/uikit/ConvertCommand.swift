import ArgumentParser
import Foundation
import InputCore
import InputRecording
import Replay

/// `uikit convert INPUT OUTPUT`: between the native format and evemu, and from `libinput record`.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a recording: native (.jsonl) ↔ evemu (.evemu, or .events with a .desc beside it); libinput record (.yml) → either.",
        discussion: """
            The output format follows OUTPUT's extension: .jsonl writes the native format; .evemu writes one \
            EVEMU 1.3 file; .events writes a pair (OUTPUT and the .desc beside it). evemu holds one touch \
            device's frames: --device picks it (default: the first touch device); other events are skipped \
            and counted on standard error. libinput record is read only.

            Exit codes: 0 success; 1 bad input (malformed or missing recording, nothing to export, unwritable \
            output); 64 wrong usage.
            """)

    @Argument(help: "The recording to read: .jsonl, .yml/.yaml, .evemu or .events.")
    var input: String

    @Argument(help: "The file to write: .jsonl (native), .evemu (evemu single file) or .events (evemu pair).")
    var output: String

    @Option(help: "For evemu output: the id of the touch device to export (see the recording's header).")
    var device: UInt32?

    enum Target { case native, evemuSingle, evemuPair }

    var target: Target? {
        let lower = output.lowercased()
        if lower.hasSuffix(".jsonl") { return .native }
        if lower.hasSuffix(".evemu") { return .evemuSingle }
        if lower.hasSuffix(".events") { return .evemuPair }
        return nil
    }

    func validate() throws {
        guard target != nil else {
            throw ValidationError("cannot tell the output format from \"\(output)\" (expected a name ending in .jsonl, .evemu or .events)")
        }
        if input.lowercased().hasSuffix(".yml") || input.lowercased().hasSuffix(".yaml"), output.lowercased().hasSuffix(".yml") {
            throw ValidationError("libinput record files can be read but not written")
        }
    }

    func run() throws {
        let recording = try CLIError.reporting { () throws(RecordingImportError) in try RecordingFiles.load(input) }
        switch target {
        case .native, nil:
            try CLIError.reporting { () throws(RecordingWriteError) in try NativeRecordingWriter.write(recording, to: output) }
            print("wrote \(output): \(recording.events.count) events, \(recording.header.devices.count) devices")
        case .evemuSingle, .evemuPair:
            try exportEvemu(recording)
        }
    }

    private func exportEvemu(_ recording: Recording) throws {
        let touchDevices = recording.header.devices.filter { $0.capabilities.contains(.touch) }
        let chosen: DeviceDescription
        if let device {
            guard let match = recording.header.devices.first(where: { $0.id.rawValue == device }) else {
                throw CLIError("\(input): no device \(device) in the recording (devices: \(Self.list(recording.header.devices)))")
            }
            guard match.capabilities.contains(.touch) else {
                throw CLIError("\(input): device \(device) \"\(match.name)\" is not a touch device (evemu export writes touch frames; touch devices: \(Self.list(touchDevices)))")
            }
            chosen = match
        } else {
            guard let first = touchDevices.first else {
                throw CLIError("\(input): no touch device to export (evemu export writes touch frames; devices: \(Self.list(recording.header.devices)))")
            }
            chosen = first
        }
        let exporter = EvemuExporter(description: chosen)
        let export = exporter.export(recording.events)
        let description = URL(fileURLWithPath: output).deletingPathExtension().appendingPathExtension("desc").path
        try CLIError.reporting { () throws(RecordingWriteError) in
            if target == .evemuSingle {
                try exporter.writeSingleFile(recording.events, to: output)
            } else {
                try exporter.writePair(recording.events, descriptionPath: description, eventsPath: output)
            }
        }
        print("wrote \(output): device \(chosen.id.rawValue) \"\(chosen.name)\", \(export.rawEvents.count) evdev events")
        if export.skippedEventCount > 0 {
            printError("note: \(export.skippedEventCount) events of other devices or kinds are not touch frames of device \(chosen.id.rawValue) and were skipped")
        }
    }

    static func list(_ devices: [DeviceDescription]) -> String {
        devices.isEmpty ? "none" : devices.map { "\($0.id.rawValue) \"\($0.name)\"" }.joined(separator: ", ")
    }
}
