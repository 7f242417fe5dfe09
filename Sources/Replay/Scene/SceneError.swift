import InputRecording

/// A scene that cannot be read or built: which file, which line, what was found and what was expected.
///
/// `scene.json:14: unknown recognizer type "taps" (expected one of: tap, longPress, …)`.
public typealias SceneError = FileLineError
