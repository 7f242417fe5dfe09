import CommandTestSupport
import Foundation
import Testing

/// The photo viewer run as a person runs it: `PhotoViewer --display window --size 480x360` under Xvfb on the
/// example's photos, double-clicked with xdotool to zoom in and out; each screen compared with its reference
/// picture (Examples/PhotoViewer/Tests/References).
@Suite(.serialized, .enabled(if: XvfbServer.canStart, "Xvfb could not start (install xvfb, xdotool and x11-apps: Tools/scripts/install-deps.sh)"))
struct PhotoViewerWindowEndToEndTests {
    @Test func doubleClickZoomInAndOutLookAsTheirReferences() throws {
        let viewer = try ExampleWindow("PhotoViewer", screen: "800x600x24") { _ in
            ["--display", "window", "--size", "480x360", "--photos", PhotoViewerReplayTests.example + "/Photos"]
        }
        try viewer.expect(matches: "first")
        // A double click zooms 2.5× around the sun; a second one zooms back out. (Paging is checked by the
        // unit tests and the replayed recording: a drag by xdotool on a loaded machine can reach the app as
        // one burst of motion events with one time stamp, which has no velocity to page with.)
        try viewer.xdotool("mousemove", "--window", viewer.window, "240", "200", "click", "--repeat", "2", "--delay", "80", "1")
        try viewer.expect(matches: "zoomed")
        try viewer.xdotool("mousemove", "--window", viewer.window, "240", "180", "click", "--repeat", "2", "--delay", "80", "1")
        try viewer.expect(matches: "first")

        let result = try viewer.terminate()
        #expect(result.status == 0, "stderr: \(result.stderr)")
    }
}
