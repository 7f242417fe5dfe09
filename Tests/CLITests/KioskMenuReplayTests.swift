import CommandTestSupport
import Foundation
import Testing

/// A session recorded with the kiosk app itself (`KioskMenu --display window --record`, under Xvfb with
/// xdotool: a drag up and back, a tap on "Falafel wrap", Order twice, the bar's back button), replayed into the
/// app with `--replay` on the framework clock: the trace must equal the golden one beside the recording, and
/// the app must end through `applicationWillTerminate` having placed exactly one order.
/// `UPDATE_REFERENCES=1` rewrites the golden trace.
@Suite struct KioskMenuReplayTests {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/KioskMenu/Tests/Recordings").path
    static let app = CommandRunner.builtExecutable(named: "KioskMenu")

    @Test func theRecordedOrderReplaysToItsGoldenTraceAndPlacesOneOrder() throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-\(UUID().uuidString).trace").path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let golden = Self.recordings + "/order-falafel.trace"
        let result = try CommandRunner.run(
            [Self.app, "--replay", Self.recordings + "/order-falafel.jsonl", "--trace", trace, "--size", "480x800"], timeout: 60)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == "kiosk: 1 orders placed\n")
        let expected = try GoldenTrace.expectMatches(traceAt: trace, golden: golden)
        // The decisions that matter, so a golden rewritten by mistake still has to show them.
        #expect(expected.contains("note table view menu: row 1 selected: touch t3 lifted on row 1"))
        #expect(expected.contains("action button order (touchUpInside)"))
        #expect(expected.contains("pop finished: showing MenuViewController(\"Lunch menu\")"))
    }

    @Test func aBrokenRecordingIsNamedWithItsLineAndTheAppDoesNotStart() throws {
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-broken-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: broken) }
        let lines = try String(contentsOfFile: Self.recordings + "/order-falafel.jsonl", encoding: .utf8).split(separator: "\n")
        try (lines.prefix(1).joined(separator: "\n") + "\n{\"t\":1,\"device\":\n").write(toFile: broken, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run([Self.app, "--replay", broken], timeout: 60)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("KioskMenu: \(broken):2:"), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty, "the delegate ran: \(result.stdout)")
    }

    @Test func aTraceThatCannotBeWrittenIsNamedAndTheAppExitsOne() throws {
        let recording = Self.recordings + "/order-falafel.jsonl"
        // A folder that does not exist: refused before the delegate runs.
        let missing = try CommandRunner.run([Self.app, "--replay", recording, "--trace", "/nonexistent/kiosk.trace"], timeout: 60)
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("KioskMenu: /nonexistent/kiosk.trace: cannot write the trace here: No such file or directory"),
                "stderr: \(missing.stderr)")
        #expect(missing.stdout.isEmpty, "the delegate ran: \(missing.stdout)")
        // A full disk (/dev/full refuses every write): the app runs and terminates, then says the trace is incomplete.
        let full = try CommandRunner.run([Self.app, "--replay", recording, "--trace", "/dev/full", "--size", "480x800"], timeout: 60)
        #expect(full.status == 1)
        #expect(full.stdout == "kiosk: 1 orders placed\n")
        #expect(full.stderr.contains("/dev/full: the trace could not be written completely"), "stderr: \(full.stderr)")
    }
}
