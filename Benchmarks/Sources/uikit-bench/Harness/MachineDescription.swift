import Foundation

/// The machine a run was made on, written into the JSON next to the figures.
struct MachineDescription: Codable {
    var processors: Int
    var cpuModel: String
    var swiftVersion: String
    var kernel: String
    /// `/proc/loadavg`'s 1-minute load when the run started and when it ended: how busy the shared cores
    /// were (2.0 on 2 cores means another process kept both busy on average).
    var loadAtStart: Double
    var loadAtEnd: Double?

    static func current() -> MachineDescription {
        MachineDescription(
            processors: ProcessInfo.processInfo.activeProcessorCount,
            cpuModel: cpuModel(), swiftVersion: swiftVersion(),
            kernel: (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown",
            loadAtStart: loadAverage())
    }

    static func loadAverage() -> Double {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.flatMap { Double($0) } ?? .nan
    }

    private static func cpuModel() -> String {
        let text = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    /// The first line of `swift --version` (the compiler on PATH, which `make bench` built with).
    private static func swiftVersion() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        guard (try? process.run()) != nil else { return "unknown" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "unknown"
    }
}

/// The JSON file: the machine, the options, and every row.
struct BenchmarkReport: Codable {
    var machine: MachineDescription
    var quick: Bool
    /// Median cost of reading the monotonic clock twice, in nanoseconds: included in every timing.
    var clockOverheadNanoseconds: Double
    var totalSeconds: Double
    var rows: [ResultRow]
}
