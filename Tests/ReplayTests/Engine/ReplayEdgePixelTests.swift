import Foundation
import InputRecording
import Replay
import Testing
import UIKit
import UIKitTesting

/// The last pixel of a screen belongs to the view covering it (issue 24, item 1): an evdev touch at the
/// axis maximum lands inside the screen, as libinput maps it live, and a cursor pushed against the right
/// or bottom edge stops on the last pixel, where the view is hit.
@MainActor
struct ReplayEdgePixelTests {
    /// One view covering the whole 800 × 600 screen, with a tap recognizer.
    static let scene = #"{"name": "cover", "frame": [0, 0, 800, 600], "recognizers": [{"type": "tap", "name": "coverTap"}]}"#

    /// An evemu touchscreen (`0...4095` × `0...3071`) tapping at both axis maxima: the bottom-right corner.
    static let evemuCornerTap = """
        # EVEMU 1.3
        N: Edge Panel
        I: 0003 0001 0002 0003
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 03 00 00 00 00 00 80 60 02
        A: 2f 0 9 0 0 0
        A: 35 0 4095 0 0 0
        A: 36 0 3071 0 0 0
        A: 39 0 65535 0 0 0
        E: 0.000000 0003 002f 0000
        E: 0.000000 0003 0039 0001
        E: 0.000000 0003 0035 4095
        E: 0.000000 0003 0036 3071
        E: 0.000000 0000 0000 0000
        E: 0.050000 0003 0039 -1
        E: 0.050000 0000 0000 0000
        E: 0.600000 0000 0000 0000

        """

    static func hits(_ trace: String) -> [String] {
        trace.split(separator: "\n").filter { $0.contains("hit-test") }.map { String($0.split(separator: "] ")[1]) }
    }

    @Test func anEvemuTouchAtTheAxisMaximumHitsTheViewCoveringTheScreen() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("edge-\(UUID().uuidString).evemu").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.evemuCornerTap.write(toFile: path, atomically: true, encoding: .utf8)
        let scene = try ReplayTestSupport.scene(views: Self.scene)
        let (trace, _) = try ReplayTestSupport.replay(path: path, against: scene)
        // 4095 / 4096 × 800 and 3071 / 3072 × 600: inside the last pixel, as libinput maps the device live.
        #expect(Self.hits(trace) == ["hit-test t1 at (799.8, 599.8) in window → cover"])
        #expect(ReplayTestSupport.actions(trace) == ["coverTap (ended)"])
    }

    @Test func aCursorPushedAgainstTheBottomRightEdgeClicksTheViewCoveringTheScreen() throws {
        var script = InputScript(screen: ReplayTestSupport.screen)
        let mouse = script.addMouse()
        script.wait(0.01)
        script.mouseMove(mouse, dx: 5000, dy: 5000)
        script.wait(0.01)
        script.mouseButton(mouse, .pressed)
        script.wait(0.05)
        script.mouseButton(mouse, .released)
        script.wait(0.5)
        let scene = try ReplayTestSupport.scene(views: Self.scene)
        let (trace, _) = try ReplayTestSupport.replay(script.recording, against: scene)
        #expect(Self.hits(trace).count == 1)
        #expect(Self.hits(trace).first?.hasSuffix("in window → cover") == true)
        #expect(ReplayTestSupport.actions(trace) == ["coverTap (ended)"])
    }
}
