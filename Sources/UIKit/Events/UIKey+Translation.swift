import InputCore

extension UIKey {
    /// A key as a keymap translated it (``UIApplication/keyTranslator``).
    public init(keyCode: UInt32, translation: KeyTranslation) {
        self.init(
            keyCode: keyCode, characters: translation.characters,
            charactersIgnoringModifiers: translation.charactersIgnoringModifiers,
            // KeyModifiers uses UIKeyModifierFlags' bits (InputCore/KeyTranslation.swift).
            modifierFlags: UIKeyModifierFlags(rawValue: translation.modifiers.rawValue))
    }
}
