import InputRecording
import Testing

@Suite struct RecordingImportErrorTests {
    @Test func descriptionIsPathLineMessage() {
        let error = RecordingImportError(file: "rec.jsonl", line: 14, message: "unknown event type \"tuch\"")
        #expect(error.description == "rec.jsonl:14: unknown event type \"tuch\"")
    }

    @Test func descriptionWithoutALineIsPathMessage() {
        #expect(RecordingImportError(file: "a.events", message: "missing").description == "a.events: missing")
    }
}
