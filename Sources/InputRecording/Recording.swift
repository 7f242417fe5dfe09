import InputCore
import InputRules

/// A recorded session: the devices and screen it was made with, and its events in order.
///
/// The native format stores exactly this; importers of other formats produce it.
public struct Recording: Hashable, Sendable {
    /// Devices, screen and provenance.
    public var header: RecordingHeader
    /// The events, in the order they were produced (times are non-decreasing per device).
    public var events: [InputEvent]

    /// Creates a recording.
    public init(header: RecordingHeader, events: [InputEvent]) {
        self.header = header
        self.events = events
    }
}

/// What a recording says about itself before its first event.
public struct RecordingHeader: Hashable, Sendable {
    /// Every device that appears in the recording. Events of other devices are errors.
    public var devices: [DeviceDescription]
    /// The screen the touches were meant for, when known (direct touch devices map onto it).
    public var screen: ScreenMapping?
    /// Free-form provenance, e.g. `evemu: dell_canvas_touch.evemu`.
    public var source: String?
    /// The input rules in effect when the recording was made (`uikit record --rules`); a replay applies
    /// them unless told otherwise. The events are stored as the devices sent them, before any filter.
    public var inputRules: InputRuleSet?
    /// The keymap the keys were typed with, as `rules/model/layout/variant/options` (module Keyboard's
    /// `KeymapNames` description), so a replay translates them through the same keymap.
    public var keymap: String?

    /// Creates a header.
    public init(
        devices: [DeviceDescription], screen: ScreenMapping? = nil, source: String? = nil, inputRules: InputRuleSet? = nil,
        keymap: String? = nil
    ) {
        self.devices = devices
        self.screen = screen
        self.source = source
        self.inputRules = inputRules
        self.keymap = keymap
    }
}
