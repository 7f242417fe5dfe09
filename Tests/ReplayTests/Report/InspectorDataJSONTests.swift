import Foundation
@testable import Replay
import Testing

/// The page's data is written in pieces; the pieces make the JSON `JSONEncoder` writes for the whole.
@MainActor
struct InspectorDataJSONTests {
    /// Parses and re-writes with sorted keys, so key order does not matter.
    func canonical(_ json: Data) throws -> Data {
        try JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: json), options: [.sortedKeys])
    }

    @Test(arguments: [1, 3, InspectorData.jsonChunk])
    func thePiecesMakeTheJSONOfTheWhole(chunk: Int) throws {
        var (data, _, _) = try InspectorRecorderTests.record("pinch")
        data.rulesSource = "rules.json"
        data.warnings = ["a warning"]
        data.comparison = TraceComparison.compare("[0.000000] note a\n", named: "a.trace", with: "[0.000000] note b\n", named: "b.trace")
        #expect(data.entries.count > 3 && data.touchLanes.count > 1 && data.trees.count >= 1)
        var pieces: [Data] = []
        try data.writeJSON(chunk: chunk) { pieces.append($0) }
        #expect(try canonical(pieces.reduce(Data(), +)) == canonical(JSONEncoder().encode(data)))
        if chunk == 1 { #expect(pieces.count > data.entries.count, "one piece per trace line") }
    }

    @Test func absentOptionalsAreLeftOutAsTheEncoderDoes() throws {
        let (data, _, _) = try InspectorRecorderTests.record("tap")
        #expect(data.comparison == nil)
        var whole = Data()
        try data.writeJSON { whole.append($0) }
        let object = try #require(try JSONSerialization.jsonObject(with: whole) as? [String: Any])
        #expect(object["comparison"] == nil)
        #expect(try canonical(whole) == canonical(JSONEncoder().encode(data)))
    }
}
