import Foundation

extension UIResponder {
    /// Posted (on `NotificationCenter.default`, object `nil`) before the keyboard slides in, or before it
    /// changes size while up. `userInfo` holds ``keyboardFrameBeginUserInfoKey``,
    /// ``keyboardFrameEndUserInfoKey`` (`CGRect`s in screen coordinates),
    /// ``keyboardAnimationDurationUserInfoKey`` (`TimeInterval`), ``keyboardAnimationCurveUserInfoKey``
    /// (`Int`) and ``keyboardIsLocalUserInfoKey`` (`Bool`).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard finished sliding in (or changing size while up).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard slides out.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard slid out.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before every change of the keyboard's frame: showing, hiding, resizing.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after every change of the keyboard's frame.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame (a `CGRect`, screen coordinates) when the animation starts. iOS wraps it in an
    /// `NSValue`; without the Objective-C runtime it is the `CGRect` itself (docs/decisions.md).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame (a `CGRect`, screen coordinates) when the animation ends.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (a `TimeInterval`): 0.25, as on iOS.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (an `Int`): 7, the private curve iOS reports for its keyboard.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (a `Bool`): always `true` here.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
