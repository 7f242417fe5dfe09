import Foundation
import Replay
import Testing

/// The report is one self-contained file, written whole or not at all.
@MainActor
struct InspectorPageTests {
    @Test func thePageIsSelfContainedAndEmbedsTheDataAndFrames() throws {
        let (data, frames, _) = try InspectorRecorderTests.record("tap")
        let html = String(decoding: try InspectorPage.html(data, frames: frames), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains(" src=\""),
                "no network and no external files")
        #expect(html.contains(#"<script type="application/json" id="inspector-data">"#))
        #expect(html.contains(frames[0].base64EncodedString()))
        // Exactly the four script blocks' ends: nothing inside the data closes one early.
        #expect(html.components(separatedBy: "</script>").count == 4)
    }

    @Test func angleBracketsInTheTraceCannotEndTheDataBlock() throws {
        var (data, frames, _) = try InspectorRecorderTests.record("tap")
        data.entries[0].text = "note </script><script>alert(1)</script> <!--"
        let html = String(decoding: try InspectorPage.html(data, frames: frames), as: UTF8.self)
        #expect(html.components(separatedBy: "</script>").count == 4)
        #expect(html.contains(#"note \u003c\/script>"#))
    }

    @Test func anUnwritableReportIsAnErrorNamingItAndLeavesNoFile() throws {
        let (data, frames, _) = try InspectorRecorderTests.record("tap")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The target is a folder: the rename over it fails after the temporary file was written.
        try FileManager.default.createDirectory(atPath: "\(folder)/report.html", withIntermediateDirectories: false)
        #expect(throws: InspectorError.self) { try InspectorPage.write(data, frames: frames, to: "\(folder)/report.html") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.html"], "no temporary file left")
        let missing = "\(folder)/no/such/folder/report.html"
        let error = try #require(throws: InspectorError.self) { try InspectorPage.write(data, frames: frames, to: missing) }
        #expect(error.description.hasPrefix("\(missing): cannot write the report"))
    }
}
