import Foundation

/// libinput event → view delivery latency through the emulated-device path, measured by
/// `Tools/scripts/libinput-latency.sh` (real libinput reading a umockdev device, the probe delivering to
/// a view). The script prints one JSON object: `{"samples":N,"median_us":x,"p99_us":y}`. When the
/// script is not in the checkout the row says so instead of a figure.
@MainActor
enum LatencySuite {
    struct Report: Decodable {
        var samples: Int
        var median_us: Double
        var p99_us: Double
        var backend_median_us: Double?
        var backend_p99_us: Double?
        var floor_samples: Int?
        var floor_median_us: Double?
        var floor_p99_us: Double?
        var own_median_us: Double?
        var own_p99_us: Double?
        var uikit_dispatch_median_us: Double?
        var uikit_dispatch_p99_us: Double?
        var conversion_median_us: Double?
    }

    /// The issue-18 target: our overhead over the C floor client, at the median.
    static let overheadTarget = 50.0

    /// Runs `Tools/scripts/libinput-latency.sh` with `arguments` and decodes the JSON object it prints last;
    /// on failure, the detail a "not measured" row shows (the script missing, not runnable, failing or
    /// printing something else). One launch and decode for both rows (touchscreen and pen).
    private static func measure(arguments: [String], repositoryRoot relativeRoot: String) -> Result<Report, MeasureFailure> {
        // Absolute, because the script runs with the repository root as its working directory.
        let repositoryRoot = URL(fileURLWithPath: relativeRoot).standardizedFileURL.path
        let script = repositoryRoot + "/Tools/scripts/libinput-latency.sh"
        guard FileManager.default.fileExists(atPath: script) else {
            return .failure(MeasureFailure(detail: "not measured: \(script) does not exist in this checkout", scriptMissing: true))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return .failure(MeasureFailure(detail: "not measured: cannot run \(script): \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lastLine = String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        guard process.terminationStatus == 0,
              let report = try? JSONDecoder().decode(Report.self, from: Data(lastLine.utf8))
        else {
            return .failure(MeasureFailure(
                detail: "not measured: \(script) \(arguments.joined(separator: " ")) exited \(process.terminationStatus) "
                    + "with output \(lastLine.prefix(200).debugDescription) (expected {\"samples\":N,\"median_us\":x,\"p99_us\":y})"))
        }
        return .success(report)
    }

    /// Why a latency row was not measured.
    struct MeasureFailure: Error {
        var detail: String
        /// The script is not in this checkout (the pen row then adds no row at all).
        var scriptMissing = false
    }

    static func run(into sheet: ResultSheet, repositoryRoot relativeRoot: String) {
        let name = "libinput event → view"
        let report: Report
        switch measure(arguments: [], repositoryRoot: relativeRoot) {
        case .success(let measured): report = measured
        case .failure(let failure):
            sheet.add(ResultRow(group: "latency", name: name, detail: failure.detail, unit: "µs"))
            return
        }
        sheet.add(ResultRow(
            group: "latency", name: name,
            detail: "real libinput reading a umockdev-emulated touchscreen, a one-finger drag at 240 Hz: descriptor readable → "
                + "delivered to UIKit's views and recognizers (Tools/scripts/libinput-latency.sh)",
            unit: "µs", median: report.median_us, p99: report.p99_us, samples: report.samples))
        if let median = report.backend_median_us {
            sheet.add(ResultRow(
                group: "latency", name: "libinput event → LibinputSource",
                detail: "the same run without UIKit: descriptor readable → converted by LibinputSource (libinput-probe without --uikit)",
                unit: "µs", median: median, p99: report.backend_p99_us, samples: report.samples))
        }
        guard let floor = report.floor_median_us else { return }
        sheet.add(ResultRow(
            group: "latency", name: "libinput floor (C client)",
            detail: "Tools/scripts/libinput-floor.c: a minimal C libinput client reading the same emulated device the same way "
                + "(same fixtures and playback, path backend, poll + libinput_dispatch, seat slot and transformed position read): "
                + "descriptor readable → frame read",
            unit: "µs", median: floor, p99: report.floor_p99_us, samples: report.floor_samples))
        let across = report.median_us - floor
        sheet.add(ResultRow(
            group: "latency", name: "ours minus the floor (across runs)",
            detail: "libinput event → view minus the floor client's figure, medians of the alternating rounds (two processes: noisy)",
            unit: "µs", median: across))
        if let own = report.own_median_us {
            let parts = [report.conversion_median_us.map { "conversion \(Int($0)) µs" },
                         report.uikit_dispatch_median_us.map { "UIKit \(Int($0)) µs" }].compactMap { $0 }
            sheet.add(ResultRow(
                group: "latency", name: "our overhead over the floor",
                detail: "per frame, in the same run: descriptor readable → view minus that wake's libinput_dispatch "
                    + "(what the floor client spends); medians: \(parts.joined(separator: ", "))",
                unit: "µs", median: own, p99: report.own_p99_us, target: "≤ \(Int(overheadTarget)) µs at p50",
                met: own <= overheadTarget))
        }
    }

    /// The pen row (issue 27): the same script and method with `pen-tablet` (an emulated Wacom-like tablet,
    /// a pen drag at 240 Hz with every axis changing; each libinput tablet tool event is a sample):
    /// libinput tablet event → pencil touch delivered, and our overhead over the C floor reading the same
    /// device (same run, minus that wake's libinput_dispatch), target ≤ 50 µs at p50.
    static func runPen(into sheet: ResultSheet, repositoryRoot relativeRoot: String) {
        let name = "libinput tablet event → pencil touch"
        let report: Report
        switch measure(arguments: ["1200", "240", "3", "pen-tablet"], repositoryRoot: relativeRoot) {
        case .success(let measured): report = measured
        case .failure(let failure):
            if !failure.scriptMissing { sheet.add(ResultRow(group: "latency", name: name, detail: failure.detail, unit: "µs")) }
            return
        }
        sheet.add(ResultRow(
            group: "latency", name: name,
            detail: "real libinput reading a umockdev-emulated pen tablet, a pen drag at 240 Hz with all axes: descriptor readable → "
                + "pencil touch delivered to UIKit (Tools/scripts/libinput-latency.sh … pen-tablet)",
            unit: "µs", median: report.median_us, p99: report.p99_us, samples: report.samples))
        if let floor = report.floor_median_us {
            sheet.add(ResultRow(
                group: "latency", name: "libinput floor, pen tablet (C client)",
                detail: "Tools/scripts/libinput-floor.c reading the same emulated tablet: descriptor readable → tablet event read "
                    + "(tool, position, pressure, distance, tilt)",
                unit: "µs", median: floor, p99: report.floor_p99_us, samples: report.floor_samples))
        }
        if let own = report.own_median_us {
            let parts = [report.conversion_median_us.map { "conversion \(Int($0)) µs" },
                         report.uikit_dispatch_median_us.map { "UIKit \(Int($0)) µs" }].compactMap { $0 }
            sheet.add(ResultRow(
                group: "latency", name: "our pen overhead over the floor",
                detail: "per tablet event, in the same run: descriptor readable → pencil touch delivered minus that wake's "
                    + "libinput_dispatch; medians: \(parts.joined(separator: ", "))",
                unit: "µs", median: own, p99: report.own_p99_us, target: "≤ \(Int(overheadTarget)) µs at p50",
                met: own <= overheadTarget))
        }
    }
}
