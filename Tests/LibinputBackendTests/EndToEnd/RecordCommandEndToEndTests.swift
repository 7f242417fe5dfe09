import CommandTestSupport
import EmulatedDevices
import Foundation
import Testing
import InputCore

/// `uikit record` against real libinput under `umockdev-run`: what the emulated devices send is written
/// to a native recording created with mode 0600, key codes hidden unless `--show-keycodes`, and the file
/// replays through `uikit replay`.
@Suite("uikit record end to end (umockdev)")
struct RecordCommandEndToEndTests {
    typealias T = LibinputEndToEndTests
    static let uikit = DevicesCommandEndToEndTests.uikit
    static let keyQ = Evdev.KEY_Q, keyA = Evdev.KEY_A

    /// KEY_Q pressed and released, after a pause for the recorder to open the keyboard.
    static var typing: EvemuScript {
        var script = EvemuScript()
        script.frame(at: 1200, [Evdev.key(Self.keyQ, 1)])
        script.frame(at: 1250, [Evdev.key(Self.keyQ, 0)])
        return script
    }

    static func record(_ extra: [String], devices: [EmulatedDeviceSpec], scripts: [String: EvemuScript]) throws
        -> (result: CommandRunner.Result, path: String, lines: [String])
    {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("record-e2e-\(UUID().uuidString).jsonl").path
        let result = try ProbeHarness.runUnderUMockdev(
            devices: devices, scripts: scripts, command: [uikit, "record", path, "--seat", "seat0"] + extra)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return (result, path, text.split(separator: "\n").map(String.init))
    }

    @Test func keysAreHiddenByDefaultAndTheFileIsPrivate() throws {
        let (result, path, lines) = try Self.record(
            ["--count", "3"], devices: [TestDevices.keyboard], scripts: [TestDevices.keyboard.node: Self.typing])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let keys = lines.filter { $0.contains("\"key\"") }
        #expect(keys.count == 2, "lines: \(lines)")
        #expect(keys.allSatisfy { $0.contains("\"code\":\(Self.keyA)") }, "KEY_Q is written as KEY_A: \(keys)")
    }

    @Test func showKeycodesKeepsThem() throws {
        let (result, path, lines) = try Self.record(
            ["--count", "3", "--show-keycodes"], devices: [TestDevices.keyboard], scripts: [TestDevices.keyboard.node: Self.typing])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let keys = lines.filter { $0.contains("\"key\"") }
        #expect(keys.count == 2 && keys.allSatisfy { $0.contains("\"code\":\(Self.keyQ)") }, "lines: \(lines)")
    }

    @Test func aRecordedTapReplaysAsATap() throws {
        var script = EvemuScript()
        script.frame(at: 1200, Evdev.mtDown(slot: 0, id: 5, x: 1024, y: 2048) + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        script.frame(at: 1250, Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        let (result, path, lines) = try Self.record(
            ["--count", "3"], devices: [TestDevices.multitouchScreen], scripts: [TestDevices.multitouchScreen.node: script])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(lines.count >= 4, "a header and three events: \(lines)")
        let replay = try CommandRunner.run([Self.uikit, "replay", path, "--scene", "gestures", "--summary"], environment: nil, timeout: 20)
        #expect(replay.status == 0, "stderr: \(replay.stderr)")
        #expect(replay.stdout.contains("action singleTap (ended)"), "replay: \(replay.stdout)")
    }

    @Test func aSeatWithoutDevicesWritesNothingAndExitsOne() throws {
        let (result, path, _) = try Self.record(["--duration", "1"], devices: [], scripts: [:])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(result.status == 1)
        #expect(result.stderr.contains("no input devices readable on seat seat0"), "stderr: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path), "an empty recording is not left behind")
    }
}
