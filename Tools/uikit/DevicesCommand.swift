import ArgumentParser
import Foundation
import InputCore
import LibinputBackend

/// `uikit devices [--seat NAME] [NODE ...]`: lists the input devices libinput can read.
///
/// Exits non-zero when no device is readable, saying why (permissions, no devices), so a kiosk
/// set-up script can check it before starting the app.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the input devices libinput can read (id, name, node, capabilities, size, touches).")

    @Option(help: "The udev seat to enumerate.")
    var seat = "seat0"

    @Argument(help: "Device nodes to open instead of enumerating the seat (e.g. /dev/input/event5).")
    var nodes: [String] = []

    func run() throws {
        // Sizes are physical; the screen mapping does not matter for listing.
        let configuration = LibinputConfiguration(screen: ScreenMapping(width: 1, height: 1))
        let source: LibinputSource
        do {
            source = nodes.isEmpty
                ? try LibinputSource(seat: seat, configuration: configuration)
                : try LibinputSource(paths: nodes, configuration: configuration)
            // DEVICE_ADDED events for everything opened so far are already queued.
            _ = try source.drainEvents()
        } catch let error as LibinputBackendError {
            Self.printError(error.description)
            throw ExitCode(1)
        }
        let devices = source.currentDevices
        guard !devices.isEmpty else {
            Self.printError(Self.noDevicesMessage(seat: seat, failures: source.openFailures))
            throw ExitCode(1)
        }
        print(Self.table(devices))
        for failure in source.openFailures { Self.printError("warning: \(failure)") }
    }

    static func noDevicesMessage(seat: String, failures: [LibinputBackendError]) -> String {
        var lines = ["no input devices readable on \(seat):"]
        if !failures.isEmpty {
            lines += failures.map { "  \($0)" }
        } else {
            let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/input"))?.filter { $0.hasPrefix("event") } ?? []
            lines.append(nodes.isEmpty
                ? "  there are no /dev/input/event* nodes on this machine (no input hardware, or a container without /dev/input)"
                : "  /dev/input/event* exist but libinput found none on this seat that udev has initialized; reading them needs membership of the `input` group or a seat manager (logind)")
        }
        return lines.joined(separator: "\n")
    }

    static func table(_ devices: [DeviceDescription]) -> String {
        let header = ["ID", "NAME", "NODE", "CAPABILITIES", "SIZE (mm)", "TOUCHES"]
        let rows = devices.map { d in
            [d.id.description, d.name, d.node ?? "-", d.capabilities.description,
             d.physicalSize.map { String(format: "%.1f x %.1f", $0.widthMillimetres, $0.heightMillimetres) } ?? "-",
             d.maximumContacts.map(String.init) ?? "-"]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
