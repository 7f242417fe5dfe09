import CommandTestSupport
import EmulatedDevices
import Foundation
import InputCore
import Testing

/// A mouse placed on a second screen by an input rule, live: real libinput reads an emulated wheel
/// mouse (umockdev) in `uikit live`; its clicks reach only the second screen's windows and its cursor
/// stops at that screen's edge.
@Suite("pointer devices on screens end to end (umockdev)")
struct PointerScreensEndToEndTests {
    /// Each screen is covered by one tappable view, so wherever libinput's pointer acceleration puts the
    /// cursor, the window that takes the click names the screen.
    static let scene = #"""
        {"format": "uikit-scene", "version": 1,
         "screen": {"width": 800, "height": 480},
         "screens": [{"name": "right", "width": 1024, "height": 600, "position": [800, 0]}],
         "windows": [
           {"name": "leftWindow", "subviews": [{"name": "leftPad", "frame": [0, 0, 800, 480], "recognizers": [{"type": "tap", "name": "leftTap"}]}]},
           {"name": "rightWindow", "screen": "right", "subviews": [{"name": "rightPad", "frame": [0, 0, 1024, 600], "recognizers": [{"type": "tap", "name": "rightTap"}]}]}
         ]}
        """#

    static let rules = #"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": "right mouse", "match": {"name": "Wheel Mouse"}, "screen": "right"}]}"#

    /// After a pause for the command to open the device: a small move and a click, then a push far to
    /// the right and another click.
    static var script: EvemuScript {
        var script = EvemuScript()
        script.frame(at: 1200, [(Evdev.EV_REL, Evdev.REL_X, 5), (Evdev.EV_REL, Evdev.REL_Y, 5)])
        script.frame(at: 1220, [Evdev.key(Evdev.BTN_LEFT, 1)])
        script.frame(at: 1260, [Evdev.key(Evdev.BTN_LEFT, 0)])
        for step in 0..<20 { script.frame(at: 1300 + step * 8, [(Evdev.EV_REL, Evdev.REL_X, 120)]) }
        script.frame(at: 1500, [Evdev.key(Evdev.BTN_LEFT, 1)])
        script.frame(at: 1540, [Evdev.key(Evdev.BTN_LEFT, 0)])
        return script
    }

    @Test func aMouseWithARuleForScreenTwoClicksOnlyScreenTwosWindowsAndStaysOnIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pointer-screens-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.scene.write(toFile: directory + "/scene.json", atomically: true, encoding: .utf8)
        try Self.rules.write(toFile: directory + "/rules.json", atomically: true, encoding: .utf8)
        let result = try ProbeHarness.runUnderUMockdev(
            devices: [TestDevices.wheelMouse], scripts: [TestDevices.wheelMouse.node: Self.script],
            command: [DevicesCommandEndToEndTests.uikit, "live", "--seat", "seat0", "--duration", "2.5",
                      "--scene", directory + "/scene.json", "--rules", directory + "/rules.json"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let hits = result.stdout.split(separator: "\n").filter { $0.contains("hit-test") }.map { String($0.split(separator: "] ")[1]) }
        // The first click: on screen 2, whose cursor starts at its centre (512, 300).
        #expect(hits.first?.hasSuffix("in rightWindow → rightPad") == true, "stdout: \(result.stdout)")
        // The second: pushed far right, the cursor stops on screen 2's last pixel (1024 − 1/65536, printed
        // 1024.0), still in the pad that reaches the edge: the pointer stays on its screen, and the edge
        // pixel is reachable (issue 24).
        #expect(hits.count == 2 && hits[1].contains("at (1024.0, ") && hits[1].hasSuffix("in rightWindow → rightPad"), "stdout: \(result.stdout)")
        #expect(result.stdout.contains("rightTap") && !result.stdout.contains("leftTap"), "stdout: \(result.stdout)")
    }
}
