import ArgumentParser
import Foundation
import InputCore
import InputRules
import LibinputBackend
import UIKit
import UIKitRuntime

/// Which live devices a command reads: a udev seat (following hotplug) or explicit device nodes. Shared
/// by `devices`, `live` and `record`, so they open devices and explain failures the same way.
struct DeviceSelection: ParsableArguments {
    @Option(help: "The udev seat to read.")
    var seat = "seat0"

    @Argument(help: "Device nodes to open instead of the seat (e.g. /dev/input/event5).")
    var nodes: [String] = []

    /// What was read, for messages and recording headers: `seat seat0` or the nodes.
    var label: String { nodes.isEmpty ? "seat \(seat)" : nodes.joined(separator: " ") }

    /// Opens the devices; a node that is missing or may not be opened is an error naming it and why.
    /// With `rules`, devices are placed and filtered by them (`screens` are the screens they may name) and
    /// what the filters do goes to `reports`.
    func open(
        screen: ScreenMapping, rules: InputRuleSet? = nil, screens: [String: ScreenMapping] = [:],
        reports: (@Sendable (FilterReport) -> Void)? = nil
    ) throws -> LibinputSource {
        var configuration = LibinputConfiguration(screen: screen)
        configuration.inputRules = rules
        configuration.screens = screens
        configuration.filterReportHandler = reports
        let opened = Result { () throws -> LibinputSource in
            nodes.isEmpty
                ? try LibinputSource(seat: seat, configuration: configuration)
                : try LibinputSource(paths: nodes, configuration: configuration)
        }
        return try opened.mapError { CLIError("\($0)") }.get()
    }

    /// Why no device is readable: the open failures libinput reported, else what /dev/input holds.
    func noDevicesMessage(failures: [LibinputBackendError]) -> String {
        RuntimeSession.noDevicesMessage(label: label, failures: failures)
    }
}
