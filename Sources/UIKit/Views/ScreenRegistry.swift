import InputCore

/// The application's screens and which screen each input device drives. Owned by the application; the
/// window lookup for a touch asks it for the touch's screen (``UIApplication/screen(for:)``).
@MainActor
final class ScreenRegistry {
    /// Screens added after the main screen, in the order they were added.
    var additional: [UIScreen] = []
    /// The screen of each device placed on one; others drive the main screen.
    var deviceScreens: [DeviceID: UIScreen] = [:]
    /// The pointer cursor of each screen other than the main one (the input router keeps the main
    /// screen's), made at the screen's centre when a pointer device placed there first moves.
    var cursors: [ObjectIdentifier: PointerCursor] = [:]

    /// Lets `body` move `screen`'s cursor, which is clamped to that screen's current size.
    func withCursor(of screen: UIScreen, _ body: (inout PointerCursor) -> Void) {
        let key = ObjectIdentifier(screen)
        var cursor = cursors[key] ?? PointerCursor(mapping: screen.inputMapping)
        cursor.mapping = screen.inputMapping
        body(&cursor)
        cursors[key] = cursor
    }
}
