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
    }

    static func run(into sheet: ResultSheet, repositoryRoot relativeRoot: String) {
        // Absolute, because the script runs with the repository root as its working directory.
        let repositoryRoot = URL(fileURLWithPath: relativeRoot).standardizedFileURL.path
        let script = repositoryRoot + "/Tools/scripts/libinput-latency.sh"
        let name = "libinput event → view"
        guard FileManager.default.fileExists(atPath: script) else {
            sheet.add(ResultRow(group: "latency", name: name, detail: "not measured: \(script) does not exist in this checkout", unit: "µs"))
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script]
        process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            sheet.add(ResultRow(group: "latency", name: name, detail: "not measured: cannot run \(script): \(error)", unit: "µs"))
            return
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lastLine = String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        guard process.terminationStatus == 0,
              let report = try? JSONDecoder().decode(Report.self, from: Data(lastLine.utf8))
        else {
            sheet.add(ResultRow(
                group: "latency", name: name,
                detail: "not measured: \(script) exited \(process.terminationStatus) with output \(lastLine.prefix(200).debugDescription) "
                    + "(expected {\"samples\":N,\"median_us\":x,\"p99_us\":y})", unit: "µs"))
            return
        }
        sheet.add(ResultRow(
            group: "latency", name: name,
            detail: "real libinput reading a umockdev-emulated touchscreen, a one-finger drag at 240 Hz: descriptor readable → "
                + "delivered to UIKit's views and recognizers (Tools/scripts/libinput-latency.sh)",
            unit: "µs", median: report.median_us, p99: report.p99_us, samples: report.samples))
    }
}
