import CommandTestSupport
import Foundation
import Testing

/// An app with nothing to do sleeps: after its first frame, the kiosk example in a window under Xvfb is not
/// woken by its own loop (no polling on a schedule: SDL waits on the X connection, a relay thread on the
/// other descriptors), and SIGTERM still ends it at once through the signal's wake-up pipe.
@Suite(.serialized, .enabled(if: XvfbServer.canStart, "Xvfb could not start (install xvfb, xdotool and x11-apps: Tools/scripts/install-deps.sh)"))
struct IdleWindowEndToEndTests {
    @Test func anIdleAppDoesNotWakeAndEndsAtOnceOnSIGTERM() throws {
        let kiosk = try ExampleWindow("KioskMenu", screen: "800x900x24") { _ in ["--display", "window", "--size", "480x800", "--stats"] }
        try kiosk.expect(matches: "menu")
        let pid = kiosk.app.process.processIdentifier
        // Let the first frames settle, then count the process's voluntary context switches (each time it
        // blocked and was woken) over two seconds of nothing happening.
        var settled = false
        var last = try cpuTicks(of: pid)
        for _ in 0..<20 where !settled {
            Thread.sleep(forTimeInterval: 0.5)
            let now = try cpuTicks(of: pid)
            settled = now == last
            last = now
        }
        #expect(settled, "the app kept using CPU after its first frame")
        let before = try wakeUps(of: pid)
        Thread.sleep(forTimeInterval: 2)
        let woken = try wakeUps(of: pid) - before
        // A loop that polls every 100 ms wakes 20 times here; an X server may send an event or two.
        #expect(woken <= 4, "the idle app woke \(woken) times in 2 s")

        let asked = Date()
        let result = try kiosk.terminate(timeout: 15)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(Date().timeIntervalSince(asked) < 5, "SIGTERM took \(Date().timeIntervalSince(asked)) s to end the app")
        #expect(result.stderr.contains("first frame presented"), "stderr: \(result.stderr)")
    }

    /// The threads' voluntary context switches (/proc/PID/task/*/status), summed.
    private func wakeUps(of pid: Int32) throws -> Int {
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        return try tasks.reduce(0) { total, task in
            let status = try String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return total + (line.flatMap { Int($0.split(separator: "\t").last ?? "") } ?? 0)
        }
    }

    /// User plus system CPU time of the process, in clock ticks.
    private func cpuTicks(of pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        guard let close = stat.lastIndex(of: ")") else { throw E2EError("/proc/\(pid)/stat has no ')'") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { throw E2EError("/proc/\(pid)/stat: no CPU times") }
        return user + system
    }
}
