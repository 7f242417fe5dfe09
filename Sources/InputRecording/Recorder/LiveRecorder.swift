import Foundation
import InputCore
import InputRules

/// Records live input to a native recording: drains an `InputEventSource` (libinput in `uikit record`,
/// a scripted source in tests), hides key codes unless asked not to, and streams every event to a file
/// created with mode 0600 (recordings can hold what a person typed and where they touched).
///
/// The header lists the devices the first drain announced; devices plugged in later are declared by
/// their own `deviceAdded` line. Recording stops after ``Options/duration`` seconds of source time,
/// after ``Options/maximumEvents`` events, or when `shouldStop` says so (Ctrl-C in the CLI).
///
/// ```swift
/// let recorder = LiveRecorder(source: libinput, options: .init(duration: 10),
///                             now: monotonicNow, waitForInput: { deadline in poll(...) })
/// let summary = try recorder.record(to: "session.jsonl") { interrupted }
/// ```
public final class LiveRecorder {
    /// What to record and when to stop.
    public struct Options: Sendable {
        /// Stop this many seconds after recording started (by `now`). `nil`: no limit.
        public var duration: TimeInterval?
        /// Stop after writing this many events (`deviceAdded` included). `nil`: no limit.
        public var maximumEvents: Int?
        /// Keep key codes as they are instead of hiding them (``KeyCodeObfuscation``).
        public var showsKeyCodes: Bool
        /// The screen the recording is for, written in the header.
        public var screen: ScreenMapping?
        /// Provenance for the header.
        public var source: String?
        /// The input rules in effect, written in the header so a replay applies the same ones. The events
        /// are recorded as the devices sent them: filtering again on replay gives the same result, and
        /// `uikit replay --no-rules` shows what the panel really did.
        public var inputRules: InputRuleSet?

        /// Creates options.
        public init(
            duration: TimeInterval? = nil, maximumEvents: Int? = nil, showsKeyCodes: Bool = false,
            screen: ScreenMapping? = nil, source: String? = nil, inputRules: InputRuleSet? = nil
        ) {
            self.duration = duration
            self.maximumEvents = maximumEvents
            self.showsKeyCodes = showsKeyCodes
            self.screen = screen
            self.source = source
            self.inputRules = inputRules
        }
    }

    /// Why recording stopped.
    public enum StopReason: String, Hashable, Sendable {
        /// ``Options/duration`` ran out.
        case duration
        /// ``Options/maximumEvents`` were written.
        case count
        /// `shouldStop` returned true.
        case requested
    }

    /// What was recorded.
    public struct Summary: Hashable, Sendable {
        /// Events written.
        public var eventCount: Int
        /// Key events whose code was hidden.
        public var hiddenKeyCount: Int
        /// Devices seen (header and later `deviceAdded`).
        public var devices: [DeviceDescription]
        /// Why it stopped.
        public var stopReason: StopReason
    }

    /// The file mode recordings are created with: owner read and write only.
    public static let fileMode: mode_t = 0o600

    private let source: InputEventSource
    private let options: Options
    private let now: () -> InputTime
    private let waitForInput: (InputTime?) -> Void
    private let ruleAssignments: (() -> [DeviceID: String?])?

    /// Creates a recorder. `now` reads the clock the source stamps events with; `waitForInput(deadline)`
    /// blocks until the source may have events or `deadline` passes (return early to re-check
    /// `shouldStop`); `ruleAssignments` says which rule (by name) each device got, for the header.
    public init(
        source: InputEventSource, options: Options, now: @escaping () -> InputTime,
        waitForInput: @escaping (InputTime?) -> Void, ruleAssignments: (() -> [DeviceID: String?])? = nil
    ) {
        self.source = source
        self.options = options
        self.now = now
        self.waitForInput = waitForInput
        self.ruleAssignments = ruleAssignments
    }

    /// The rules for the header, with the rule each device got (`ruleAssignments`, asked when the header
    /// is written, after the first drain announced the devices).
    private var headerRules: InputRuleSet? {
        guard var rules = options.inputRules else { return nil }
        if let ruleAssignments { rules.resolvedDevices = ruleAssignments() }
        return rules
    }

    /// Records to `path` (created or truncated, mode 0600) until a stop condition.
    ///
    /// - Throws: `RecordingWriteError` when the file cannot be created or written; any error the source
    ///   throws. Events written before the error stay in the file.
    @discardableResult
    public func record(to path: String, shouldStop: () -> Bool = { false }) throws -> Summary {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, Self.fileMode)
        guard descriptor >= 0 else {
            throw RecordingWriteError(message: "\(path): cannot create the file: \(String(cString: strerror(errno)))")
        }
        // O_CREAT's mode does not apply to a file that already existed.
        fchmod(descriptor, Self.fileMode)
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        let start = now()
        let end = options.duration.map { start.advanced(bySeconds: $0) }
        var writer: NativeRecordingWriter?
        var summary = Summary(eventCount: 0, hiddenKeyCount: 0, devices: [], stopReason: .requested)
        defer { try? writer?.close() }
        while true {
            if shouldStop() {
                summary.stopReason = .requested
                break
            }
            if let end, now() >= end {
                summary.stopReason = .duration
                break
            }
            let events = try source.drainEvents()
            if writer == nil {
                let devices = events.compactMap { event -> DeviceDescription? in
                    if case .deviceAdded(let description) = event.payload { return description }
                    return nil
                }
                writer = try NativeRecordingWriter(
                    handle: handle, header: RecordingHeader(devices: devices, screen: options.screen, source: options.source, inputRules: headerRules))
            }
            guard let writer else { break }
            if events.isEmpty {
                waitForInput(end)
                continue
            }
            var reachedCount = false
            for var event in events {
                if case .deviceAdded(let description) = event.payload, !summary.devices.contains(where: { $0.id == description.id }) {
                    summary.devices.append(description)
                }
                if case .key(let code, let state) = event.payload, !options.showsKeyCodes {
                    let hidden = KeyCodeObfuscation.obfuscated(code)
                    if hidden != code { summary.hiddenKeyCount += 1 }
                    event.payload = .key(code: hidden, state: state)
                }
                try writer.write(event)
                summary.eventCount += 1
                if let maximum = options.maximumEvents, summary.eventCount >= maximum {
                    reachedCount = true
                    break
                }
            }
            if reachedCount {
                summary.stopReason = .count
                break
            }
        }
        if writer == nil {
            writer = try NativeRecordingWriter(
                handle: handle, header: RecordingHeader(devices: [], screen: options.screen, source: options.source, inputRules: headerRules))
        }
        try writer?.close()
        return summary
    }
}
