import InputCore
import InputRules

/// Selects devices for a `LibinputDeviceRule`.
public enum LibinputDeviceMatch: Hashable, Sendable {
    /// Devices whose kernel name contains this text, ignoring case (e.g. `"eGalax"`).
    case nameContains(String)
    /// The device with this node: a full path (`/dev/input/event5`) or its sysname (`event5`).
    case node(String)
    /// Every device.
    case any

    /// Whether a device with this name and node matches.
    public func matches(name: String, node: String?) -> Bool {
        switch self {
        case .nameContains(let text):
            return name.lowercased().contains(text.lowercased())
        case .node(let wanted):
            guard let node else { return false }
            if node == wanted { return true }
            // A sysname matches the last path component of the node (`event5` ~ `/dev/input/event5`).
            return !wanted.contains("/") && node.split(separator: "/").last.map(String.init) == wanted
        case .any:
            return true
        }
    }
}

/// What to do with the devices a rule matches.
public enum LibinputDeviceAction: Hashable, Sendable {
    /// The device produces no events at all, not even `deviceAdded`. The backend also disables it in
    /// libinput (`libinput_device_config_send_events_set_mode(…, DISABLED)`) where supported, so
    /// libinput stops processing it.
    case ignore
    /// Map the device's absolute coordinates (touch, absolute pointer) onto this screen, with its
    /// rotation and calibration.
    case map(to: ScreenMapping)
}

/// A per-device configuration rule. The first rule whose `match` fits a device decides its action;
/// devices no rule matches use `LibinputConfiguration.screen`.
public struct LibinputDeviceRule: Hashable, Sendable {
    /// Which devices the rule applies to.
    public var match: LibinputDeviceMatch
    /// What happens to them.
    public var action: LibinputDeviceAction

    /// Creates a rule.
    public init(match: LibinputDeviceMatch, action: LibinputDeviceAction) {
        self.match = match
        self.action = action
    }
}

/// How the libinput backend maps and filters devices.
public struct LibinputConfiguration: Sendable {
    /// The screen absolute devices map onto when no rule says otherwise.
    public var screen: ScreenMapping
    /// Per-device rules, first match wins.
    public var rules: [LibinputDeviceRule]
    /// Receives libinput's own log lines (priority and text without the trailing newline); `nil`
    /// drops them. libinput logs at ERROR by default; see `logPriority`.
    public var logHandler: (@Sendable (LibinputLogPriority, String) -> Void)?
    /// The lowest priority libinput reports to `logHandler`.
    public var logPriority: LibinputLogPriority
    /// Input rules (docs/input-rules.md): a device matched by one drives the rule's screen with its
    /// rotation and calibration (set as libinput's calibration matrix), and its touches go through the
    /// rule's filters inside `drainEvents()`. Checked after `rules` (a device `rules` ignores stays ignored).
    public var inputRules: InputRuleSet?
    /// The screens input rules name, by name; a rule naming another screen maps to `screen`.
    public var screens: [String: ScreenMapping] = [:]
    /// Receives what the input rules' filters did, as they do it (put it on the trace). `nil` drops it.
    public var filterReportHandler: (@Sendable (FilterReport) -> Void)?
    /// Receives warnings about devices as they are added, one line each, naming the device (a palm
    /// filter that cannot read a device's contact sizes, and why). `nil`: they go to standard error.
    public var warningHandler: (@Sendable (String) -> Void)?

    /// Creates a configuration.
    public init(
        screen: ScreenMapping, rules: [LibinputDeviceRule] = [],
        logHandler: (@Sendable (LibinputLogPriority, String) -> Void)? = nil,
        logPriority: LibinputLogPriority = .error
    ) {
        self.screen = screen
        self.rules = rules
        self.logHandler = logHandler
        self.logPriority = logPriority
    }

    /// The action for a device: the first matching rule's, else mapping to `screen`.
    public func action(name: String, node: String?) -> LibinputDeviceAction {
        rules.first { $0.match.matches(name: name, node: node) }?.action ?? .map(to: screen)
    }
}

/// libinput's log priorities (`enum libinput_log_priority`).
public enum LibinputLogPriority: UInt32, Hashable, Sendable, Comparable {
    /// `LIBINPUT_LOG_PRIORITY_DEBUG`.
    case debug = 10
    /// `LIBINPUT_LOG_PRIORITY_INFO`.
    case info = 20
    /// `LIBINPUT_LOG_PRIORITY_ERROR`.
    case error = 30

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
