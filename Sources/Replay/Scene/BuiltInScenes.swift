/// Scenes that ship inside the tool, selectable by name where a scene file path is expected
/// (`uikit replay REC --scene gestures`), so the demo and quick looks at a recording need no file.
public enum BuiltInScenes {
    /// The names there are.
    public static var names: [String] { scenes.map(\.name) }

    /// The scene named `name`, read through ``SceneReader`` like any file.
    public static func scene(named name: String) throws(SceneError) -> SceneDescription? {
        guard let text = scenes.first(where: { $0.name == name })?.text else { return nil }
        return try SceneReader.parse(text, file: "<built-in scene \(name)>")
    }

    /// `gestures`: a full-screen multi-touch canvas with the recognizers a field engineer most often
    /// asks about, wired as iOS apps wire them: a single tap that waits for a double tap to fail, a
    /// two-finger tap, a long press, and a pan that also takes wheel and touchpad scrolling.
    static let gestures = """
        {
          "format": "uikit-scene",
          "version": 1,
          "screen": {"width": 1024, "height": 768},
          "windows": [
            {
              "name": "window",
              "subviews": [
                {
                  "name": "canvas",
                  "frame": [0, 0, 1024, 768],
                  "isMultipleTouchEnabled": true,
                  "recognizers": [
                    {"type": "tap", "name": "singleTap", "requireToFail": ["doubleTap"]},
                    {"type": "tap", "name": "doubleTap", "numberOfTapsRequired": 2},
                    {"type": "tap", "name": "twoFingerTap", "numberOfTouchesRequired": 2},
                    {"type": "longPress", "name": "longPress"},
                    {"type": "pan", "name": "pan", "allowedScrollTypes": "all"}
                  ]
                }
              ]
            }
          ]
        }
        """

    private static let scenes: [(name: String, text: String)] = [("gestures", gestures)]
}
