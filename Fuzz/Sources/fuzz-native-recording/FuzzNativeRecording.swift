import Foundation
import FuzzSupport
import InputRecording

/// Reads arbitrary bytes as a native recording (JSON Lines) through `NativeRecordingReader`, the code
/// `uikit replay` runs: every input must give events or one `RecordingImportError`, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNativeRecording(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    let bytes = input.rest()
    // A pipe, not a file: no disk traffic per input. Inputs stay below the pipe's 64 KiB buffer (run.sh
    // passes -max_len=8192), so writing everything before reading cannot block.
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(bytes))
    try? pipe.fileHandleForWriting.close()
    let handle = pipe.fileHandleForReading
    do {
        let reader = try NativeRecordingReader(handle: handle, path: "fuzz.jsonl")
        while try reader.next() != nil {}
    } catch {
        // A RecordingImportError is the expected outcome for most inputs; its text must name the file.
        guard "\(error)".hasPrefix("fuzz.jsonl") else { fatalError("error does not name the file: \(error)") }
    }
    return 0
}
