import Foundation

extension InspectorData {
    /// Elements of a long array encoded at once: large enough that the encoder's per-call cost vanishes,
    /// small enough that a piece is a few hundred kilobytes.
    static let jsonChunk = 2_048

    /// Writes the data as JSON in pieces, the long arrays (trace lines, lanes, frames, trees) a chunk of
    /// elements at a time, so the whole document is never in memory: a 1 GB recording's page holds
    /// hundreds of thousands of trace lines, and encoding them in one `JSONEncoder` call doubled the
    /// replay's peak memory (docs/benchmarks.md). The JSON is the one `JSONEncoder` writes for the whole
    /// value, key for key (a test parses both and compares them). `chunk`: elements per piece.
    func writeJSON(chunk: Int = jsonChunk, to sink: (Data) throws -> Void) throws {
        let encoder = JSONEncoder()
        var first = true
        func key(_ name: String) throws {
            try sink(Data(((first ? "{" : ",") + "\"\(name)\":").utf8))
            first = false
        }
        /// `items` encoded as a JSON array's elements, without its brackets.
        func elements<T: Encodable>(_ items: some Collection<T>) throws -> Data {
            let array = try encoder.encode(Array(items))
            return array.count >= 2 ? array.dropFirst().dropLast() : Data()
        }
        func value<T: Encodable>(_ name: String, _ item: T) throws {
            try key(name)
            try sink(try elements(CollectionOfOne(item)))
        }
        func array<T: Encodable>(_ name: String, _ items: [T]) throws {
            try key(name)
            try sink(Data("[".utf8))
            var start = 0
            while start < items.count {
                let end = min(items.count, start + max(1, chunk))
                if start > 0 { try sink(Data(",".utf8)) }
                try sink(try elements(items[start..<end]))
                start = end
            }
            try sink(Data("]".utf8))
        }
        try value("recording", recording)
        try value("scene", scene)
        try value("start", start)
        try value("end", end)
        try value("screen", screen)
        try value("fps", fps)
        try array("frameTimes", frameTimes)
        try array("frameParts", frameParts)
        try array("frameTrees", frameTrees)
        try array("trees", trees)
        try array("entries", entries)
        try value("omittedEntries", omittedEntries)
        try value("omittedTouchLanes", omittedTouchLanes)
        try value("omittedMoves", omittedMoves)
        try value("omittedSpans", omittedSpans)
        try value("omittedFilterMarks", omittedFilterMarks)
        try array("touchLanes", touchLanes)
        try array("recognizerLanes", recognizerLanes)
        try array("filterMarks", filterMarks)
        try array("rules", rules)
        if let rulesSource { try value("rulesSource", rulesSource) }
        try array("warnings", warnings)
        if let comparison { try value("comparison", comparison) }
        try sink(Data("}".utf8))
    }
}
