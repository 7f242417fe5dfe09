import ArgumentParser
import Foundation
import InputCore
import InputRecording
import InputRules
import LibinputBackend
import UIKit

/// `uikit record OUTPUT.jsonl`: records live devices through libinput to the native format.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record live input devices (through libinput) to a native recording (.jsonl).",
        discussion: """
            The file is created with mode 0600. Key codes of the typing block and keypad are written as KEY_A \
            (as libinput record does), so a recording attached to a bug report does not leak what was typed; \
            --show-keycodes keeps them. Stops after --duration seconds, after --count events, or on Ctrl-C.

            Exit codes: 0 success; 1 no readable device or the file cannot be written; 64 wrong usage.
            """)

    @Argument(help: "The recording to write (.jsonl).")
    var output: String

    @OptionGroup var selection: DeviceSelection

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Option(help: "Stop after this many events.")
    var count: Int?

    @Flag(help: "Keep key codes as typed instead of hiding them.")
    var showKeycodes = false

    @Option(help: "Screen width in points, for the recording's header and direct touch mapping.")
    var width: Double = 1024

    @Option(help: "Screen height in points.")
    var height: Double = 768

    @Option(help: "Input rules (docs/input-rules.md) in effect: stored in the recording, which replay then applies.")
    var rules: String?

    @OptionGroup var show: DisplayOptions

    @Option(help: "With --display: the scene shown while recording (default: the built-in gesture scene).")
    var scene = "gestures"

    func validate() throws {
        guard output.lowercased().hasSuffix(".jsonl") else {
            throw ValidationError("the recording is written in the native format: its name must end in .jsonl")
        }
        if let duration, !(duration > 0 && duration.isFinite) { throw ValidationError("--duration must be a number > 0") }
        if let count, count <= 0 { throw ValidationError("--count must be at least 1") }
        guard width > 0, height > 0, width.isFinite, height.isFinite else { throw ValidationError("--width and --height must be > 0") }
        if show.isShowing, count != nil { throw ValidationError("--count is not supported with --display or --frames (use --duration)") }
    }

    func run() throws {
        if show.isShowing {
            // Record while showing: the scene on the screen, its input (window or libinput) recorded.
            let description = try SceneOption.load(scene)
            let ruleSet = try RulesOption.resolve(file: rules, scene: description.inputRules)
            try RulesOption.check(ruleSet, screens: ([description.screen] + description.additionalScreens).map(\.name))
            var onScreen = SceneOnScreen(scene: description, options: show.launchOptions(selection: selection, record: output),
                                         rules: ruleSet, duration: duration)
            onScreen.showKeyCodes = showKeycodes
            onScreen.printsTrace = false
            try MainActor.assumeIsolated { try onScreen.run() }
            return
        }
        let mapping = ScreenMapping(width: width, height: height)
        let ruleSet = try RulesOption.resolve(file: rules)
        // The recorder stores the devices' events unfiltered, with the rules: replay filters them. Devices
        // are still placed and turned by the rules here, as libinput applies that (its calibration matrix).
        let raw = try selection.open(screen: mapping, rules: ruleSet.map { InputRuleSet(rules: $0.rules.map(\.placementOnly), source: $0.source) })
        let source = raw
        Interruption.install()
        let descriptor = source.pollDescriptor
        let recorder = LiveRecorder(
            source: source,
            options: .init(duration: duration, maximumEvents: count, showsKeyCodes: showKeycodes, screen: mapping,
                           source: "uikit record \(selection.label)", inputRules: ruleSet),
            now: MonotonicTimeSource().now,
            waitForInput: { deadline in
                // Wake at least every 100 ms to notice Ctrl-C.
                var waitMilliseconds: Int64 = 100
                if let deadline { waitMilliseconds = min(waitMilliseconds, max(0, (deadline.microseconds - MonotonicTimeSource().now().microseconds + 999) / 1000)) }
                var poller = pollfd(fd: descriptor ?? -1, events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, Int32(waitMilliseconds))
            },
            ruleAssignments: {
                // The rule each device got live, so a replay gives it the same one even when the rule
                // matches on facts the recording does not keep (vendor, udev properties, seat).
                Dictionary(uniqueKeysWithValues: source.currentDevices.map { ($0.id, source.deviceRules[$0.id]?.name) })
            })
        let summary: LiveRecorder.Summary
        do {
            summary = try recorder.record(to: output) { Interruption.requested }
        } catch {
            throw CLIError("\(error)")
        }
        guard !summary.devices.isEmpty else {
            // A recording without devices holds nothing worth keeping; leaving it would look like a result.
            try? FileManager.default.removeItem(atPath: output)
            throw CLIError(selection.noDevicesMessage(failures: source.openFailures) + "\nnothing recorded; \(output) was not kept")
        }
        for warning in source.unmatchedRuleWarnings { printError(warning) }
        let hidden = summary.hiddenKeyCount > 0 ? ", \(summary.hiddenKeyCount) key codes hidden (--show-keycodes keeps them)" : ""
        printError("recorded \(summary.eventCount) events from \(summary.devices.count) devices to \(output) (stopped: \(summary.stopReason.rawValue))\(hidden)")
    }
}

/// Ctrl-C (SIGINT) and SIGTERM end a recording cleanly: the flag is read between drains, so the file
/// is flushed and closed with every line complete.
enum Interruption {
    nonisolated(unsafe) static var flag: sig_atomic_t = 0

    static var requested: Bool { flag != 0 }

    static func install() {
        signal(SIGINT) { _ in Interruption.flag = 1 }
        signal(SIGTERM) { _ in Interruption.flag = 1 }
        // A process started by one whose thread blocks them (a test runner, some supervisors) inherits
        // the block and would never see Ctrl-C or SIGTERM.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }
}
