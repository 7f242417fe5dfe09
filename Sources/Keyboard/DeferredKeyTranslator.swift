import Foundation
import InputCore

/// A ``KeyTranslator`` that compiles its keymap at the first key instead of at launch.
///
/// Compiling the system's keymap and parsing the locale's compose table (en_US.UTF-8's has about 6,000
/// sequences) cost a window's launch about 7 % of its CPU and a megabyte of heap before the first frame
/// (docs/benchmarks.md, "Launch, memory and idle"), for a screen that may never see a keyboard. The runtime
/// uses this for the system's keymap; names given in code are compiled before launch, so a typo fails there.
///
/// If the keymap cannot be built at the first key, keys carry only their codes (as with no translator) and
/// `onFailure` is told once.
public final class DeferredKeyTranslator: KeyTranslator {
    /// The names the keymap is built from.
    public let names: KeymapNames
    /// Why the keymap could not be built, once a key has tried.
    public private(set) var failure: KeyboardError?
    private let environment: [String: String]
    private let onFailure: (KeyboardError) -> Void
    private var built: XkbKeyTranslator?

    /// A translator for `names`, composing through the compose table of the locale in `environment`.
    public init(
        names: KeymapNames, environment: [String: String] = ProcessInfo.processInfo.environment,
        onFailure: @escaping (KeyboardError) -> Void = { _ in }
    ) {
        self.names = names
        self.environment = environment
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
            let translator = try XkbKeyTranslator(names: names, environment: environment)
            built = translator
            return translator
        } catch {
            failure = error
            onFailure(error)
            return nil
        }
    }
}
