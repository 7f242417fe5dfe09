import InputCore

/// One step of filtered input, in the order the caller must act on it: reports go on the trace,
/// events go to the application.
public enum FilteredInput: Hashable, Sendable {
    /// An event to handle (possibly changed, or released by a timer at its deadline).
    case event(InputEvent)
    /// What a filter did, for the trace.
    case report(FilterReport)
}

/// Applies an ``InputRuleSet`` to a stream of events: the one code path the live backend, the recorder
/// and the replay engine share.
///
/// Each device is given its rule when it is added (first match of its identity). Touch frames of a device
/// whose rule has filters go through that device's filters; every other event passes unchanged. Filter
/// timers run on event time: call ``advance(to:)`` with the current time (live: the monotonic clock;
/// replay: the next event's time, or the end) to release what is due; ``process(_:)`` does it before
/// each event by itself.
///
/// ```swift
/// var engine = InputRuleEngine(rules: rules, mainScreen: ScreenMapping(width: 800, height: 480))
/// for step in engine.process(event) { … }
/// ```
public struct InputRuleEngine {
    /// The rules.
    public let rules: InputRuleSet
    /// The main screen: devices without a rule (or whose rule names no known screen) drive it.
    public let mainScreen: ScreenMapping
    /// Other screens by name, as rules refer to them.
    public let screens: [String: ScreenMapping]
    /// How a device's identity is found from its description (live backends know more than its name).
    private let identify: (DeviceDescription) -> DeviceIdentity
    private var filters: [DeviceID: DeviceTouchFilter] = [:]
    /// The rule each known device got.
    public private(set) var deviceRules: [DeviceID: InputRule] = [:]
    /// The identities of devices added so far (for unmatched-rule warnings).
    public private(set) var seenDevices: [DeviceIdentity] = []
    private var lastSpace: [DeviceID: TouchCoordinateSpace] = [:]
    /// The names of the rules some device got.
    private var usedRules: Set<String> = []
    /// The pen settings of tablet devices whose rule has them, with the rule's name.
    private var pens: [DeviceID: (rule: String, settings: PenSettings)] = [:]
    /// Pen arbitration by screen (the rule's screen name, "" for the main screen); empty while no device
    /// arbitrates, so touch frames pay one check.
    private var arbitrations: [String: PenArbitration] = [:]

    /// Creates an engine.
    public init(
        rules: InputRuleSet, mainScreen: ScreenMapping, screens: [String: ScreenMapping] = [:],
        identify: @escaping (DeviceDescription) -> DeviceIdentity = DeviceIdentity.init
    ) {
        self.rules = rules
        self.mainScreen = mainScreen
        self.screens = screens
        self.identify = identify
    }

    /// The screen mapping of a device under its rule: the rule's calibration, then its rotation plus the
    /// screen's, then the named screen's size (`ScreenMapping.map(normalized:)`); the main screen without a rule.
    public func mapping(for rule: InputRule?) -> ScreenMapping {
        guard let rule else { return mainScreen }
        var mapping = rule.screen.flatMap { screens[$0] } ?? mainScreen
        // The screen's own rotation (its output is turned) and the panel's mounting add up.
        let degrees = ((rule.rotation ?? .degrees0).rawValue + mapping.rotation.rawValue) % 360
        mapping.rotation = ScreenRotation(rawValue: degrees) ?? .degrees0
        mapping.calibration = rule.calibration ?? .identity
        return mapping
    }

    /// The earliest filter timer, if any.
    public var nextDeadline: InputTime? { filters.values.compactMap(\.nextDeadline).min() }

    /// Releases what filter timers have due at or before `time`, in time order.
    public mutating func advance(to time: InputTime) -> [FilteredInput] {
        var output: [FilteredInput] = []
        while let deadline = nextDeadline, deadline <= time {
            for device in filters.keys.sorted() where filters[device]?.nextDeadline == deadline {
                filters[device]?.fire(upTo: deadline, space: lastSpace[device] ?? .screen, into: &output)
            }
        }
        return output
    }

    /// Filters one event: first whatever timers are due at or before it, then the event itself.
    public mutating func process(_ event: InputEvent) -> [FilteredInput] {
        var output = advance(to: event.time)
        switch event.payload {
        case .deviceAdded(let description):
            let identity = identify(description)
            seenDevices.append(identity)
            let rule: InputRule?
            if let resolved = rules.resolvedDevices[event.device] {
                rule = resolved.flatMap { name in rules.rules.first { $0.name == name } }
            } else {
                rule = rules.rule(for: identity)
            }
            if let rule { usedRules.insert(rule.name) }
            deviceRules[event.device] = rule
            if let rule, rule.hasTouchFilters {
                filters[event.device] = DeviceTouchFilter(rule: rule, device: event.device, mapping: mapping(for: rule))
            }
            if let rule, var pen = rule.pen {
                // keepAspect becomes an area once the tablet's size and its screen are known.
                pen.area = pen.effectiveArea(tablet: description.physicalSize, mapping: mapping(for: rule))
                pens[event.device] = (rule.name, pen)
                if pen.arbitration, arbitrations[screenKey(event.device)] == nil {
                    arbitrations[screenKey(event.device)] = PenArbitration(rule: rule.name)
                }
            }
            output.append(.event(event))
        case .deviceRemoved:
            if !arbitrations.isEmpty { penDeviceRemoved(event.device, at: event.time) }
            filters[event.device]?.removeAll(at: event.time, space: lastSpace[event.device] ?? .screen, into: &output)
            filters[event.device] = nil
            deviceRules[event.device] = nil
            output.append(.event(event))
        case .touchFrame(let frame):
            lastSpace[event.device] = frame.space
            if !arbitrations.isEmpty, let arbitrated = arbitrate(frame, of: event, into: &output) {
                deliverTouch(InputEvent(time: event.time, device: event.device, payload: .touchFrame(arbitrated)), into: &output)
            } else if arbitrations.isEmpty {
                deliverTouch(event, into: &output)
            }
        case .tabletTool(let tool) where pens[event.device] != nil:
            penEvent(tool, of: event, into: &output)
        default:
            output.append(.event(event))
        }
        return output
    }

    /// A touch frame through its device's filters, or unchanged when it has none.
    private mutating func deliverTouch(_ event: InputEvent, into output: inout [FilteredInput]) {
        guard case .touchFrame(let frame) = event.payload else { return }
        if filters[event.device] != nil {
            filters[event.device]?.filter(frame, at: event.time, into: &output)
        } else {
            output.append(.event(event))
        }
    }

    /// The screen a device drives, as arbitration matches panels: its rule's screen when that screen is
    /// known, "" for the main screen.
    private func screenKey(_ device: DeviceID) -> String {
        guard let screen = deviceRules[device]?.screen, screens[screen] != nil else { return "" }
        return screen
    }

    // MARK: Pens (PenSettings, PenArbitration)

    /// A frame without the touches its screen's pen arbitration suppresses, each reported; `nil` when
    /// nothing of it is left to deliver.
    private mutating func arbitrate(_ frame: TouchFrame, of event: InputEvent, into output: inout [FilteredInput]) -> TouchFrame? {
        let key = screenKey(event.device)
        guard var arbitration = arbitrations[key] else { return frame }
        let result = arbitration.filter(frame.changes, device: event.device, at: event.time)
        arbitrations[key] = arbitration
        for landing in result.suppressedLandings {
            output.append(.report(FilterReport(
                time: event.time, device: event.device, rule: arbitration.rule, filter: .pen, contact: landing.contact,
                detail: "landed while a pen is in proximity or within its timeout: suppressed until it lifts")))
        }
        guard !result.passed.isEmpty || frame.changes.isEmpty else { return nil }
        var arbitrated = frame
        arbitrated.changes = result.passed
        return arbitrated
    }

    /// A pen's event: its pressure and area shaped by its rule, and its proximity driving the arbitration
    /// of its screen (touches cancelled before the pen's event is delivered).
    private mutating func penEvent(_ tool: TabletToolEvent, of event: InputEvent, into output: inout [FilteredInput]) {
        guard let pen = pens[event.device] else { return }
        var shaped = tool
        if let pressure = tool.axes.pressure, pen.settings.minimumPressure > 0 || pen.settings.pressureCurve != nil {
            shaped.axes.pressure = pen.settings.pressure(pressure)
        }
        // Live events come in screen points with the area already applied by the backend.
        if let area = pen.settings.area, tool.space == .normalized { shaped.axes.position = area.map(tool.axes.position) }
        if pen.settings.arbitration {
            let key = screenKey(event.device)
            if tool.phase == .proximityOut {
                arbitrations[key]?.penLeft(event.device, at: event.time, timeout: pen.settings.arbitrationTimeoutMilliseconds)
            } else if let cancels = arbitrations[key]?.penEntered(event.device) {
                for (device, changes) in cancels.sorted(by: { $0.key < $1.key }) {
                    for change in changes {
                        output.append(.report(FilterReport(
                            time: event.time, device: device, rule: pen.rule, filter: .pen, contact: change.contact,
                            detail: "pen \(event.device) came into proximity: cancelled")))
                    }
                    let frame = TouchFrame(space: lastSpace[device] ?? .screen, changes: changes)
                    deliverTouch(InputEvent(time: event.time, device: device, payload: .touchFrame(frame)), into: &output)
                }
            }
        }
        output.append(.event(InputEvent(time: event.time, device: event.device, payload: .tabletTool(shaped))))
    }

    /// A removed pen leaves proximity; a removed touch device's contacts are forgotten.
    private mutating func penDeviceRemoved(_ device: DeviceID, at time: InputTime) {
        let timeout = pens[device]?.settings.arbitrationTimeoutMilliseconds ?? 0
        for key in arbitrations.keys {
            arbitrations[key]?.penLeft(device, at: time, timeout: timeout)
            arbitrations[key]?.touchDeviceRemoved(device)
        }
        pens[device] = nil
    }

    /// Releases every timer still pending (the end of a replay): lifts held by debounce are delivered at
    /// their deadlines; the watchdog fires where due.
    public mutating func finish() -> [FilteredInput] {
        var output: [FilteredInput] = []
        while let deadline = nextDeadline { output += advance(to: deadline) }
        return output
    }

    /// Warnings for rules that matched none of the devices added so far.
    public var unmatchedRuleWarnings: [String] {
        // A rule given to a device by a recording's resolution was used, whatever matching says.
        let unused = Set(rules.rules.map(\.name)).subtracting(usedRules)
        let unusedNames = rules.rules.filter { unused.contains($0.name) }.map(\.name)
        return zip(rules.rules.map(\.name), rules.unmatchedWarningsByRule(devices: seenDevices))
            .filter { unusedNames.contains($0.0) }.compactMap(\.1)
    }
}
