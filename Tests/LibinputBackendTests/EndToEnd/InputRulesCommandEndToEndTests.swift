import CommandTestSupport
import EmulatedDevices
import Foundation
import Testing
import InputCore

/// `uikit record --rules` and `uikit live --latency`/`--rules` against real libinput under `umockdev-run`.
@Suite("input rules and latency in the uikit command (umockdev)")
struct InputRulesCommandEndToEndTests {
    static let uikit = DevicesCommandEndToEndTests.uikit

    /// A tap, after a pause for the command to open the device (umockdev-run plays at once).
    static var tap: EvemuScript {
        var script = EvemuScript()
        script.frame(at: 1200, Evdev.mtDown(slot: 0, id: 4, x: 1024, y: 2048) + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 1250, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        return script
    }

    static func rulesFile() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rules-e2e-\(UUID().uuidString).json").path
        try #"{"format": "uikit-input-rules", "version": 1, "rules": [{"name": "panel", "match": {"name": "Emulated MT"}, "debounce": true}, {"name": "absent", "match": {"name": "no such device"}}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aRecordingStoresTheRulesInEffectAndWarnsAboutUnusedOnes() throws {
        let rules = try Self.rulesFile()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("record-rules-\(UUID().uuidString).jsonl").path
        defer {
            try? FileManager.default.removeItem(atPath: rules)
            try? FileManager.default.removeItem(atPath: output)
        }
        let result = try ProbeHarness.runUnderUMockdev(
            devices: [TestDevices.multitouchScreen], scripts: [TestDevices.multitouchScreen.node: Self.tap],
            command: [Self.uikit, "record", output, "--seat", "seat0", "--count", "3", "--rules", rules])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let header = (try? String(contentsOfFile: output, encoding: .utf8))?.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.contains(#""inputRules":{"format":"uikit-input-rules","version":1,"rules":[{"name":"panel","match":{"name":"Emulated MT"},"debounce":{"windowMs":40,"distancePt":30}}"#), "header: \(header)")
        // The rule each device got live is written too, so a replay gives it the same one.
        #expect(header.contains(#""resolvedDevices":{"1":"panel"}"#), "header: \(header)")
        #expect(result.stderr.contains("\(rules):1: warning: rule \"absent\" matches no device"), "stderr: \(result.stderr)")
    }

    @Test func liveLatencyPrintsAHistogramPerDeviceAndWarnsOfLag() throws {
        let result = try ProbeHarness.runUnderUMockdev(
            devices: [TestDevices.multitouchScreen], scripts: [TestDevices.multitouchScreen.node: Self.tap],
            command: [Self.uikit, "live", "--seat", "seat0", "--duration", "3", "--latency"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("deliver touchesBegan → canvas t1"), "stdout: \(result.stdout)")
        #expect(result.stderr.contains("# latency dev1 \"Emulated MT Touchscreen\": kernel time → delivered, n=2 p50="), "stderr: \(result.stderr)")
        // umockdev-run writes the script's timestamps verbatim (seconds after boot), so the events are
        // ancient by the time they arrive: exactly the lag libinput warns about.
        #expect(result.stderr.contains("warning: dev1 event processing lagging behind by"), "stderr: \(result.stderr)")
    }
}
