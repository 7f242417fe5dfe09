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

    @OptionGroup var selection: DeviceSelection

    func run() throws {
        // Sizes are physical; the screen mapping does not matter for listing.
        let source = try selection.open(screen: ScreenMapping(width: 1, height: 1))
        // DEVICE_ADDED events for everything opened so far are already queued.
        do { _ = try source.drainEvents() } catch { throw CLIError("\(error)") }
        let devices = source.currentDevices
        guard !devices.isEmpty else { throw CLIError(selection.noDevicesMessage(failures: source.openFailures)) }
        print(Self.table(devices))
        for failure in source.openFailures { Self.printError("warning: \(failure)") }
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
