import InputCore
import InputRecording

/// Where a replay's events come from, one at a time, so a native recording of any size replays in
/// constant memory.
public protocol ReplaySource: AnyObject {
    /// The recording's header: its devices and screen.
    var header: RecordingHeader { get }
    /// The next event in recording order, or `nil` at the end.
    ///
    /// - Throws: `RecordingImportError` for a malformed event (file and line).
    func nextEvent() throws(RecordingImportError) -> InputEvent?
}

extension NativeRecordingReader: ReplaySource {
    /// Reads the next line of the file (streaming).
    public func nextEvent() throws(RecordingImportError) -> InputEvent? { try next() }
}

/// Replays a recording already in memory (imported evemu or `libinput record` files, scripts).
public final class RecordingEvents: ReplaySource {
    /// The recording's header.
    public let header: RecordingHeader
    private var iterator: IndexingIterator<[InputEvent]>

    /// Replays `recording`'s events in order.
    public init(_ recording: Recording) {
        header = recording.header
        iterator = recording.events.makeIterator()
    }

    /// The next event, or `nil` at the end.
    public func nextEvent() throws(RecordingImportError) -> InputEvent? { iterator.next() }
}
