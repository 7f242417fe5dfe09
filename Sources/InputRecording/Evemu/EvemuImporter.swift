import Foundation
import InputCore

/// Imports evemu recordings: a single file (description then events), or a `.desc` + `.events` pair as
/// the evemu device database's older recordings are stored.
///
/// Times are rebased so the first event is at 0 unless `timeBase` says `.asRecorded` (see
/// `RecordingTimeBase` for why). The result carries the decoded events and the raw material.
public enum EvemuImporter {
    /// Imports one file. A file with `N:`/`A:`… lines is a single-file recording; a `.events` file without
    /// them is paired with its description, found next to it (see `descriptionPath(forEvents:)`).
    ///
    /// - Throws: `RecordingImportError` naming the file and line, or the missing description file.
    public static func importFile(
        at path: String, timeBase: RecordingTimeBase = .firstEventAtZero, options: EvdevDecoder.Options = .init()
    ) throws(RecordingImportError) -> ImportedEvdevRecording {
        let parser = try parse(path: path)
        if parser.hasDescription {
            try requireDescription(parser)
            return finish(parser, events: parser.events, source: path, timeBase: timeBase, options: options)
        }
        let descriptionPath = try descriptionPath(forEvents: path)
        let description = try parse(path: descriptionPath)
        try requireDescription(description)
        return finish(
            description, events: parser.events, source: "\(descriptionPath) + \(path)", timeBase: timeBase,
            options: options)
    }

    /// Imports an explicit description and events pair.
    public static func importPair(
        descriptionPath: String, eventsPath: String, timeBase: RecordingTimeBase = .firstEventAtZero,
        options: EvdevDecoder.Options = .init()
    ) throws(RecordingImportError) -> ImportedEvdevRecording {
        let description = try parse(path: descriptionPath)
        try requireDescription(description)
        let events = try parse(path: eventsPath)
        return finish(
            description, events: events.events, source: "\(descriptionPath) + \(eventsPath)", timeBase: timeBase,
            options: options)
    }

    /// Imports evemu text held in memory; `file` names it in errors.
    public static func importText(
        _ text: String, file: String, timeBase: RecordingTimeBase = .firstEventAtZero,
        options: EvdevDecoder.Options = .init()
    ) throws(RecordingImportError) -> ImportedEvdevRecording {
        let parser = try parse(text: text, file: file)
        try requireDescription(parser)
        return finish(parser, events: parser.events, source: file, timeBase: timeBase, options: options)
    }

    /// Finds the description for a `.events` file: `<name>.desc`, or else the `.desc` in the same folder
    /// whose name is the longest prefix of the events file's name followed by a space, `-`, `_` or `.`
    /// (the device database names them `Device.desc` and `Device gesture.events`).
    ///
    /// - Throws: `RecordingImportError` naming the expected `<name>.desc` when none exists.
    public static func descriptionPath(forEvents path: String) throws(RecordingImportError) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let base = url.deletingPathExtension().lastPathComponent
        let exact = folder.appendingPathComponent(base + ".desc").path
        if FileManager.default.fileExists(atPath: exact) { return exact }
        let candidates = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let separators: Set<Character> = [" ", "-", "_", "."]
        let matches = candidates.filter { $0.hasSuffix(".desc") }.filter { candidate in
            let stem = String(candidate.dropLast(5))
            guard base.hasPrefix(stem), let next = base.dropFirst(stem.count).first else { return false }
            return separators.contains(next)
        }
        if let best = matches.max(by: { ($0.count, $1) < ($1.count, $0) }) {
            return folder.appendingPathComponent(best).path
        }
        throw RecordingImportError(
            file: path,
            message: "events file without a device description: expected \"\(exact)\" (or a .desc named after the "
                + "device, like \"Device.desc\" for \"Device gesture.events\") in the same folder")
    }

    private static func requireDescription(_ parser: EvemuParser) throws(RecordingImportError) {
        guard parser.hasDescription, parser.name != nil else {
            throw RecordingImportError(
                file: parser.file, message: "no device description (expected N:, I:, B: and A: lines before the events)")
        }
    }

    /// The largest evemu file read, in bytes: about 6 million events, hours of a touchscreen. The text and
    /// its events are held in memory together.
    public static let maximumFileBytes = 256 * 1024 * 1024

    private static func parse(path: String) throws(RecordingImportError) -> EvemuParser {
        if let size = DocumentFile.size(of: path), size > maximumFileBytes {
            throw RecordingImportError(file: path, message: "the file is \(size) bytes (expected at most \(maximumFileBytes) for an evemu recording)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordingImportError(file: path, message: "cannot read the file (does it exist and is it readable?)")
        }
        return try parse(text: String(decoding: data, as: UTF8.self), file: path)
    }

    private static func parse(text: String, file: String) throws(RecordingImportError) -> EvemuParser {
        var parser = EvemuParser(file: file)
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            try parser.parse(line: line.hasSuffix("\r") ? line.dropLast() : line, number: number)
        }
        return parser
    }

    private static func finish(
        _ description: EvemuParser, events: [EvdevRawEvent], source: String, timeBase: RecordingTimeBase,
        options: EvdevDecoder.Options
    ) -> ImportedEvdevRecording {
        var raw = events
        if timeBase == .firstEventAtZero, let first = raw.first?.time.microseconds {
            for index in raw.indices { raw[index].time = raw[index].time.advanced(byMicroseconds: -first) }
        }
        let device = EvdevDeviceRecording(profile: description.profile, rawEvents: raw)
        return ImportedEvdevRecording(devices: [device], source: "evemu: \(source)", options: options)
    }
}
