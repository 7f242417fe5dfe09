import UIKit

/// The screen: a prompt, the signature area, and a row of Undo, Clear and Save buttons (a stack view).
/// Save writes the signature to ``savePath`` as PNG and says so.
public final class SignaturePadViewController: UIViewController {
    /// Where the signature is drawn.
    public let signatureView = SignatureView()
    /// Takes back the last stroke.
    public let undoButton = UIButton(type: .system)
    /// Removes every stroke.
    public let clearButton = UIButton(type: .system)
    /// Writes the PNG.
    public let saveButton = UIButton(type: .system)
    /// "Sign above", then what Save did.
    public let statusLabel = UILabel()
    /// Where Save writes the PNG.
    public let savePath: String

    /// Creates the pad, saving to `savePath`.
    public init(savePath: String) {
        self.savePath = savePath
        super.init(nibName: nil, bundle: nil)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.93, alpha: 1)
        statusLabel.text = "Sign above"
        statusLabel.accessibilityIdentifier = "status"
        statusLabel.textAlignment = .center
        for (button, title, identifier) in [(undoButton, "Undo", "undo"), (clearButton, "Clear", "clear"), (saveButton, "Save", "save")] {
            button.setTitle(title, for: .normal)
            button.backgroundColor = .white
            button.accessibilityIdentifier = identifier
        }
        undoButton.addAction(UIAction { [weak self] _ in self?.signatureView.undo() }, for: .touchUpInside)
        clearButton.addAction(UIAction { [weak self] _ in self?.signatureView.clear() }, for: .touchUpInside)
        saveButton.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
        signatureView.onChange = { [weak self] in self?.strokesChanged() }
        strokesChanged()

        let buttons = UIStackView(arrangedSubviews: [undoButton, clearButton, saveButton])
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        for subview in [signatureView, statusLabel, buttons] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            signatureView.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            signatureView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            signatureView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            statusLabel.topAnchor.constraint(equalTo: signatureView.bottomAnchor, constant: 8),
            statusLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            statusLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            buttons.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            buttons.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            buttons.heightAnchor.constraint(equalToConstant: 56),
            buttons.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
        ])
    }

    /// Writes the signature to ``savePath``; the status says where, or why not.
    public func save() {
        do {
            try signatureView.pngData().write(to: URL(fileURLWithPath: savePath))
            statusLabel.text = "Saved to \((savePath as NSString).lastPathComponent)"
            print("signature-pad: saved \(signatureView.strokes.count) strokes to \(savePath)")
        } catch {
            statusLabel.text = "Not saved: \(error.localizedDescription)"
            print("signature-pad: cannot save to \(savePath): \(error.localizedDescription)")
        }
    }

    private func strokesChanged() {
        undoButton.isEnabled = !signatureView.isEmpty
        clearButton.isEnabled = !signatureView.isEmpty
        saveButton.isEnabled = !signatureView.isEmpty
        if signatureView.isEmpty { statusLabel.text = "Sign above" }
    }
}
