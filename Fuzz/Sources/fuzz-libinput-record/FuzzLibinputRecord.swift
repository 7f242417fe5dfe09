import FuzzSupport
import InputRecording

/// Imports arbitrary text as `libinput record` YAML: it must give a recording or a `RecordingImportError`,
/// never a crash, and what it decodes must keep the touch contract.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibinputRecord(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    let text = String(decoding: input.rest(), as: UTF8.self)
    guard let imported = try? LibinputRecordImporter.importText(text, file: "fuzz.yml") else { return 0 }
    var check = ContactSequenceCheck()
    check.require(imported.recording.events, source: "libinput record")
    return 0
}
