import Foundation
import InputCore

/// A ``KeyTranslator`` that compiles its keymap at the first key instead of at launch.
///
/// Compiling the system's keymap and parsing the locale's compose table (en_US.UTF-8's has about 6,000
/// sequences) cost a window's launch about 7 % of its CPU and a megabyte of heap before the first frame
/// (docs/benchmarks.md, "Launch, memory and idle"), for a screen that may never see a keyboard. The runtime
/// uses this for the system's keymap; names given in code are compiled before launch, so a typo fails there.
///
/// Replays use it too: a batch worker replays a thousand recordings in one process, most without a key, and
/// compiling a keymap and a compose table for each cost about 15 ms a recording.
///
/// If the keymap cannot be built at the first key, keys carry only their codes (as with no translator) and
/// `onFailure` is told once.
public final class DeferredKeyTranslator: KeyTranslator {
    /// The names the keymap is built from.
    public let names: KeymapNames
    /// Why the keymap could not be built, once a key has tried.
    public private(set) var failure: KeyboardError?
    private let build: () throws(KeyboardError) -> XkbKeyTranslator
    private let onFailure: (KeyboardError) -> Void
    private var built: XkbKeyTranslator?

    /// A translator for `names`, composing through the compose table of the locale in `environment`.
    public convenience init(
        names: KeymapNames, environment: [String: String] = ProcessInfo.processInfo.environment,
        onFailure: @escaping (KeyboardError) -> Void = { _ in }
    ) {
        self.init(names: names, onFailure: onFailure) { () throws(KeyboardError) in
            try XkbKeyTranslator(names: names, environment: environment)
        }
    }

    /// A translator for `names` that `build` makes at the first key (for a keymap or compose table chosen
    /// otherwise than from the environment, or shared between translators).
    public init(
        names: KeymapNames, onFailure: @escaping (KeyboardError) -> Void = { _ in },
        build: @escaping () throws(KeyboardError) -> XkbKeyTranslator
    ) {
        self.names = names
        self.build = build
        self.onFailure = onFailure
    }

    /// Whether a key has made it compile the keymap (successfully).
    public var isBuilt: Bool { built != nil }

    public func translate(code: UInt32, state: ButtonState, device: DeviceID) -> KeyTranslation {
        guard let translator = builtTranslator() else {
            return KeyTranslation(characters: "", charactersIgnoringModifiers: "", modifiers: [], repeats: false)
        }
        return translator.translate(code: code, state: state, device: device)
    }

    public func deviceRemoved(_ device: DeviceID) { built?.deviceRemoved(device) }

    public var keymapDescription: String { names.description }

    private func builtTranslator() -> XkbKeyTranslator? {
        if let built { return built }
        guard failure == nil else { return nil }
        do {
            let translator = try build()
            built = translator
            return translator
        } catch {
            failure = error
            onFailure(error)
            return nil
        }
    }
}
