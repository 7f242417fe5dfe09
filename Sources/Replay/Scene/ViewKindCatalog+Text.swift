import Foundation
import UIKit

/// A text field's or a text view's settings in a scene: the text it starts with and the traits that
/// choose the on-screen keyboard (docs/text-entry.md).
public struct TextInputSettings: Hashable, Sendable {
    /// `text`. Default empty.
    public var text = ""
    /// A field's `placeholder`. Default none.
    public var placeholder: String?
    /// A field's `isSecureTextEntry`. Default false.
    public var isSecureTextEntry = false
    /// A field's `borderStyle`. Default none, as `UITextField()`.
    public var borderStyle = UITextField.BorderStyle.none
    /// A field's `clearButtonMode`. Default never.
    public var clearButtonMode = UITextField.ViewMode.never
    /// `keyboardType`. Default `.default`.
    public var keyboardType = UIKeyboardType.default
    /// `returnKeyType`. Default `.default`.
    public var returnKeyType = UIReturnKeyType.default
    /// A text view's `isEditable`. Default true.
    public var isEditable = true
    /// UIKit's defaults.
    public init() {}
}

extension ViewKindCatalog {
    static let keyboardTypes: [(String, UIKeyboardType)] = [
        ("default", .default), ("asciiCapable", .asciiCapable), ("numbersAndPunctuation", .numbersAndPunctuation),
        ("URL", .URL), ("numberPad", .numberPad), ("phonePad", .phonePad), ("namePhonePad", .namePhonePad),
        ("emailAddress", .emailAddress), ("decimalPad", .decimalPad), ("twitter", .twitter), ("webSearch", .webSearch),
        ("asciiCapableNumberPad", .asciiCapableNumberPad),
    ]
    static let returnKeyTypes: [(String, UIReturnKeyType)] = [
        ("default", .default), ("go", .go), ("google", .google), ("join", .join), ("next", .next), ("route", .route),
        ("search", .search), ("send", .send), ("yahoo", .yahoo), ("done", .done), ("emergencyCall", .emergencyCall),
        ("continue", .continue),
    ]
    static let borderStyles: [(String, UITextField.BorderStyle)] = [
        ("none", .none), ("line", .line), ("bezel", .bezel), ("roundedRect", .roundedRect),
    ]
    static let clearButtonModes: [(String, UITextField.ViewMode)] = [
        ("never", .never), ("whileEditing", .whileEditing), ("unlessEditing", .unlessEditing), ("always", .always),
    ]

    static let textField = ViewKindType(
        name: "textField",
        summary: "A `UITextField`: one line of editable text. A tap begins editing; keys from a keyboard in the recording, or touches on the on-screen keyboard, type into it; Tab moves to the next text input (docs/text-entry.md).",
        ownFields: [
            ViewKindField(
                name: "text", type: "string", defaultValue: "`\"\"`", meaning: "the text it starts with",
                read: { (object, kind) throws(SceneError) in kind.text.text = try object.string("text") ?? "" },
                apply: { kind, view in (view as? UITextField)?.text = kind.text.text }),
            ViewKindField(
                name: "placeholder", type: "string", defaultValue: "none", meaning: "drawn in grey while the field is empty",
                read: { (object, kind) throws(SceneError) in kind.text.placeholder = try object.string("placeholder") },
                apply: { kind, view in (view as? UITextField)?.placeholder = kind.text.placeholder }),
            ViewKindField(
                name: "isSecureTextEntry", type: "bool", defaultValue: "false", meaning: "shows one • per character",
                read: { (object, kind) throws(SceneError) in kind.text.isSecureTextEntry = try object.bool("isSecureTextEntry") ?? false },
                apply: { kind, view in (view as? UITextField)?.isSecureTextEntry = kind.text.isSecureTextEntry }),
            choice("keyboardType", keyboardTypes, default: "default", \.text.keyboardType, UITextField.self) { $0.keyboardType = $1 },
            choice("returnKeyType", returnKeyTypes, default: "default", \.text.returnKeyType, UITextField.self) { $0.returnKeyType = $1 },
            choice("borderStyle", borderStyles, default: "none", \.text.borderStyle, UITextField.self) { $0.borderStyle = $1 },
            choice("clearButtonMode", clearButtonModes, default: "never", \.text.clearButtonMode, UITextField.self) {
                $0.clearButtonMode = $1
            },
        ],
        isControl: true) { UITextField(frame: $0) }

    static let textView = ViewKindType(
        name: "textView",
        summary: "A `UITextView`: editable text of several lines that wraps and scrolls. Return types a new line and Tab a tab (docs/text-entry.md).",
        ownFields: [
            ViewKindField(
                name: "text", type: "string", defaultValue: "`\"\"`", meaning: "the text it starts with",
                read: { (object, kind) throws(SceneError) in kind.text.text = try object.string("text") ?? "" },
                apply: { kind, view in (view as? UITextView)?.text = kind.text.text }),
            ViewKindField(
                name: "isEditable", type: "bool", defaultValue: "true", meaning: "false: it cannot become first responder",
                read: { (object, kind) throws(SceneError) in kind.text.isEditable = try object.bool("isEditable") ?? true },
                apply: { kind, view in (view as? UITextView)?.isEditable = kind.text.isEditable }),
            choice("keyboardType", keyboardTypes, default: "default", \.text.keyboardType, UITextView.self) { $0.keyboardType = $1 },
            choice("returnKeyType", returnKeyTypes, default: "default", \.text.returnKeyType, UITextView.self) { $0.returnKeyType = $1 },
        ],
        isControl: false) { UITextView(frame: $0) }
}
