import Foundation
import InputCore
@testable import UIKit
import UIKitTesting

/// A 400 × 800 screen whose application shows the on-screen keyboard (mode `.always` unless told), a
/// touchscreen, and the keyboard notifications as they are posted.
@MainActor
final class KeyboardScene {
    let harness: UIKitTestHarness
    let screen: VirtualTouchscreen
    var application: UIApplication { harness.application }
    private(set) var notifications: [(name: String, begin: CGRect, end: CGRect, duration: TimeInterval)] = []
    private var tokens: [NSObjectProtocol] = []

    /// The keyboard's frames on this screen: 35 % of 800 = 280 pt tall.
    static let hidden = CGRect(x: 0, y: 800, width: 400, height: 280)
    static let shown = CGRect(x: 0, y: 520, width: 400, height: 280)

    init(mode: OnScreenKeyboardMode = .always, scale: CGFloat = 1) {
        harness = UIKitTestHarness(screenSize: CGSize(width: 400, height: 800), scale: scale)
        screen = harness.touchscreen()
        harness.application.onScreenKeyboardMode = mode
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo ?? [:]
                let record = (name: note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: ""),
                              begin: info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect ?? .null,
                              end: info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .null,
                              duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? -1)
                MainActor.assumeIsolated { self?.notifications.append(record) }
            })
        }
    }

    /// Stops listening (call at the end of each test: the notification centre is shared).
    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }

    /// The names of the notifications posted so far, and forgets them.
    func takeNames() -> [String] {
        defer { notifications = [] }
        return notifications.map(\.name)
    }

    /// A text field in the app's window.
    func field(y: CGFloat = 40, type: UIKeyboardType = .default) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
        field.keyboardType = type
        harness.window.addSubview(field)
        return field
    }

    /// Makes `field` first responder and lets the keyboard finish sliding in.
    func showKeyboard(for field: UITextField) {
        field.becomeFirstResponder()
        harness.advance(by: KeyboardPresenter.animationDuration)
        keyboard?.superview?.layoutIfNeeded()
        keyboard?.layoutIfNeeded()
    }

    /// The system keyboard view.
    var keyboard: OnScreenKeyboardView? { application.keyboardPresenter.systemKeyboard }

    /// The key cap titled `title` on the page shown.
    func key(_ title: String) -> OnScreenKeyboardKeyView? {
        keyboard?.keyViews.joined().first { $0.title == title }
    }

    /// The centre of the key titled `title`, in screen points (the keyboard's window covers the screen).
    func centre(of title: String) -> CGPoint {
        keyboard?.layoutIfNeeded() // a page switch lays its new keys out at the next pass
        guard let key = key(title), let window = key.window else { return CGPoint(x: -1, y: -1) }
        return key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: window)
    }

    /// Taps the key titled `title`.
    func tap(_ title: String) {
        screen.tap(at: centre(of: title))
    }

    /// The titles of the keys on the page shown, row by row, joined with spaces.
    var rows: [String] {
        (keyboard?.keyViews ?? []).map { $0.map(\.title).joined(separator: " ") }
    }
}

/// A key translator that only names a keymap (the on-screen keyboard reads its layout from it).
final class NamedKeymap: KeyTranslator {
    let keymapDescription: String
    init(_ description: String) { keymapDescription = description }
    func translate(code: UInt32, state: ButtonState, device: DeviceID) -> KeyTranslation {
        KeyTranslation(characters: "", charactersIgnoringModifiers: "", modifiers: [], repeats: false)
    }
    func deviceRemoved(_ device: DeviceID) {}
}
