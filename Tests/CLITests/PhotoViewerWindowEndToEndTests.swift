import CommandTestSupport
import Foundation
import Testing

/// The photo viewer run as a person runs it: `PhotoViewer --display window --size 480x360` under Xvfb on the
/// example's photos, double-clicked with xdotool to zoom in and out; each screen compared with its reference
/// picture (Examples/PhotoViewer/Tests/References).
@Suite(.serialized, .enabled(if: XvfbServer.canStart, "Xvfb could not start (install xvfb, xdotool and x11-apps: Tools/scripts/install-deps.sh)"))
struct PhotoViewerWindowEndToEndTests {
    @Test func doubleClickZoomInAndOutLookAsTheirReferences() throws {
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
        // A double click zooms 2.5× around the sun; a second one zooms back out. (Paging is checked by the
        // unit tests and the replayed recording: a drag by xdotool on a loaded machine can reach the app as
        // one burst of motion events with one time stamp, which has no velocity to page with.)
        try server.xdotool("mousemove", "--window", id, "240", "200", "click", "--repeat", "2", "--delay", "80", "1")
        try references.expect(server, window: id, matches: "zoomed", work: work)
        try server.xdotool("mousemove", "--window", id, "240", "180", "click", "--repeat", "2", "--delay", "80", "1")
        try references.expect(server, window: id, matches: "first", work: work)

        kill(app.process.processIdentifier, SIGTERM)
        let result = try app.wait(timeout: 15)
        #expect(result.status == 0, "stderr: \(result.stderr)")
    }
}
