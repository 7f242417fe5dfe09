import FuzzSupport
import InputRecording

/// Imports arbitrary text as an evemu recording: it must give a recording or a `RecordingImportError`,
/// never a crash, and what it decodes must keep the touch contract.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    let text = String(decoding: input.rest(), as: UTF8.self)
    for timeBase in [RecordingTimeBase.firstEventAtZero, .asRecorded] {
        guard let imported = try? EvemuImporter.importText(text, file: "fuzz.evemu", timeBase: timeBase) else { return 0 }
        var check = ContactSequenceCheck()
        check.require(imported.recording.events, source: "evemu")
    }
    return 0
}
