/// Constants of the native recording format (JSON Lines); docs/recording-format.md specifies it.
public enum NativeRecordingFormat {
    /// The value of the header's `format` field.
    public static let formatName = "uikit-recording"
    /// The version this package writes and reads. Bumped only for changes old readers would misread;
    /// new optional fields do not bump it (readers ignore fields they do not know).
    public static let version: Int64 = 1
    /// The longest line the reader accepts, so a corrupt file without newlines cannot exhaust memory.
    public static let maximumLineBytes = 16 * 1024 * 1024

    /// Event `type` names, in the order error messages list them.
    public static let eventTypeNames = [
        "deviceAdded", "deviceRemoved", "touch", "motion", "motionAbsolute", "button", "scroll", "key", "gesture", "tablet", "pad",
    ]
}
