import CommandTestSupport
import Foundation
import Testing

/// The photo viewer run as a person runs it: `PhotoViewer --display window --size 480x360` under Xvfb on the
/// example's photos, dragged to the next photo and double-clicked with xdotool; each screen compared with its
/// reference picture (Examples/PhotoViewer/Tests/References).
@Suite(.serialized, .enabled(if: XvfbServer.canStart, "Xvfb could not start (install xvfb, xdotool and x11-apps: Tools/scripts/install-deps.sh)"))
struct PhotoViewerWindowEndToEndTests {
    @Test func pagingAndDoubleClickZoomLookAsTheirReferences() throws {
        let references = ReferenceScreens(example: "PhotoViewer")
        let server = try XvfbServer.start(screen: "800x600x24")
        defer { server.stop() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("photos-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let app = try LiveProcess(arguments: ["--display", "window", "--size", "480x360", "--photos", PhotoViewerReplayTests.example + "/Photos"],
                                  display: server.display, directory: work, executable: "PhotoViewer")
        defer { app.stop() }
        let id = try #require(try server.xdotool("search", "--sync", "--name", "PhotoViewer").split(separator: "\n").first.map(String.init))
        try references.expect(server, window: id, matches: "first", work: work)

        // A drag of 360 pt to the left: more than half the page, so the pager settles on the second photo.
        try server.xdotool("mousemove", "--window", id, "450", "180", "mousedown", "1")
        for x in [420, 380, 330, 270, 200, 140, 90] { try server.xdotool("mousemove", "--window", id, "\(x)", "180") }
        try server.xdotool("mouseup", "1")
        try references.expect(server, window: id, matches: "second", work: work)
        // A double click zooms 2.5× around the checkerboard's circle; a second one zooms back out.
        try server.xdotool("mousemove", "--window", id, "200", "150", "click", "--repeat", "2", "--delay", "80", "1")
        try references.expect(server, window: id, matches: "zoomed", work: work)
        try server.xdotool("mousemove", "--window", id, "240", "180", "click", "--repeat", "2", "--delay", "80", "1")
        try references.expect(server, window: id, matches: "second", work: work)

        kill(app.process.processIdentifier, SIGTERM)
        let result = try app.wait(timeout: 15)
        #expect(result.status == 0, "stderr: \(result.stderr)")
    }
}
