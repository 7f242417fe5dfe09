import InputCore

extension UIApplication {
    /// What turns key codes into characters and modifier flags for ``UIPress/key``.
    ///
    /// UIKit knows nothing of keymaps: the runtime and the replay engine install the xkbcommon one
    /// (module `Keyboard`, docs/keyboard.md); tests may install their own. Without one (plain unit
    /// tests), keys arrive with their codes and empty characters. Every key change of every keyboard goes
    /// through it, releases too, and a removed keyboard's held keys are released from its state.
    public var keyTranslator: (any KeyTranslator)? {
        get { inputRouter.keyTranslator }
        set { inputRouter.keyTranslator = newValue }
    }
}
