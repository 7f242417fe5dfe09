import Foundation
import InputCore

/// The ``KeyTranslator`` UIKit uses on a real system: one xkbcommon ``KeyboardState`` for the seat, so
/// Shift on one keyboard and a letter on another type a capital, as on Wayland and X11 (a seat has one
/// modifier state).
///
/// Keys each device holds are remembered, so a keyboard unplugged with Shift down does not leave Shift
/// held: ``deviceRemoved(_:)`` releases its keys (those no other device holds).
public final class XkbKeyTranslator: KeyTranslator {
    /// The seat's state.
    public let state: KeyboardState
    private var held: [DeviceID: Set<UInt32>] = [:]

    /// Translates through `keymap`, composing through `compose`.
    public init(keymap: Keymap, compose: ComposeTable? = nil) throws(KeyboardError) {
        state = try KeyboardState(keymap: keymap, compose: compose)
    }

    /// The keymap for `names` (the system's when `nil`: ``KeymapNames/systemDefault(environment:systemConfiguration:)``)
    /// with the compose table of the locale in `environment`; a locale without a table composes nothing.
    ///
    /// - Throws: the keymap's ``KeyboardError``s (an unknown layout names the close ones).
    public convenience init(names: KeymapNames? = nil, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(KeyboardError)
    {
        let keymap = try Keymap(names: names ?? .systemDefault(environment: environment))
        let compose = try? ComposeTable(locale: ComposeTable.locale(environment: environment))
        try self.init(keymap: keymap, compose: compose)
    }

    public func translate(code: UInt32, state buttonState: ButtonState, device: DeviceID) -> KeyTranslation {
        switch buttonState {
        case .pressed: held[device, default: []].insert(code)
        case .released: held[device]?.remove(code)
        }
        return state.update(code: code, state: buttonState)
    }

    public func deviceRemoved(_ device: DeviceID) {
        guard let keys = held.removeValue(forKey: device) else { return }
        let stillHeld = held.values.reduce(into: Set<UInt32>()) { $0.formUnion($1) }
        for code in keys.sorted() where !stillHeld.contains(code) {
            _ = state.update(code: code, state: .released)
        }
        state.resetCompose()
    }

    public var keymapDescription: String { state.keymap.names.description }
}
