import InputCore

/// The application's screens and which screen each input device drives. Owned by the application; the
/// window lookup for a touch asks it for the touch's screen (``UIApplication/screen(for:)``).
@MainActor
final class ScreenRegistry {
    /// Screens added after the main screen, in the order they were added.
    var additional: [UIScreen] = []
    /// The screen of each device placed on one; others drive the main screen.
    var deviceScreens: [DeviceID: UIScreen] = [:]
}
