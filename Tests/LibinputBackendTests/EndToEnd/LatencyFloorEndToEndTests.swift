import CommandTestSupport
import Foundation
import Testing

/// The C floor client of the latency rows (Tools/scripts/libinput-floor.c), built as the script builds it and
/// run on the probe's own pen-tablet fixtures: it reads every tablet sample without making libinput log (a
/// client bug logged per event is time the floor would count, docs/benchmarks.md "Session 39"), and reports
/// its after-dispatch share.
@Suite("latency floor client (umockdev)", .serialized)
struct LatencyFloorEndToEndTests {
    @Test func penFloorReadsEverySampleWithoutLibinputLoggingAndReportsItsAfterDispatchShare() throws {
        let (shim, probe) = try ProbeHarness.shimAndProbe()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("libinput-floor-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let floor = directory + "/libinput-floor"
        let compile = try CommandRunner.run(
            ["/bin/sh", "-c", "cc -O2 -o \"$1\" \"$2\" $(pkg-config --cflags --libs libinput umockdev-1.0) -lm", "sh", floor,
             root.appendingPathComponent("Tools/scripts/libinput-floor.c").path], timeout: 120)
        try #require(compile.status == 0, "compiling the floor client needs cc, pkg-config, libinput-dev and libumockdev-dev (make deps): \(compile.stderr)")
        let written = try CommandRunner.run(
            [probe, "--emulate", "pen-tablet", "--emulate-drag", "20", "--write-emulated-devices", directory], timeout: 30)
        try #require(written.status == 0, "\(written.stderr)")
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = shim + ":libumockdev-preload.so.0"
        let run = try CommandRunner.run([floor, directory + "/event48", "/dev/input/event48"], environment: environment, timeout: 90)
        #expect(run.status == 0, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
        #expect(!run.stderr.contains("Invalid event type"), "the floor asked a tablet event for a view it has not: \(run.stderr)")
        let json = try #require(run.stdout.split(separator: "\n").last(where: { $0.hasPrefix("{") }), "stdout: \(run.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        // Proximity in and out of the warm-up, proximity in, tip down, 20 axis events, tip up: the floor stops there.
        let samples = try #require(object["samples"] as? Int, "\(json)")
        #expect(samples > 0 && samples <= 25, "\(json)")
        let median = try #require(object["median_us"] as? Int, "\(json)")
        let afterDispatch = try #require(object["after_dispatch_median_us"] as? Int, "after_dispatch_median_us missing in \(json)")
        #expect(afterDispatch >= 0 && afterDispatch <= median, "\(json)")
    }
}
