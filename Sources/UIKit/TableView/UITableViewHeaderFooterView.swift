/// A section header or footer of a ``UITableView``: a ``contentView`` and a content configuration, reused
/// like cells (``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)``).
///
/// The table makes one for a section with a title from its data source, configured with
/// ``UIListContentConfiguration/plainHeader()`` (or the grouped / footer variant) and the title.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view under.
    public let reuseIdentifier: String?
    /// The view for the header's content.
    public let contentView = UIView()
    private var configuredContentView: (UIView & UIContentView)?

    /// Creates a view reused under `reuseIdentifier`. Required: a table makes registered classes through it.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.isOpaque = false
        addSubview(contentView)
    }

    /// The configuration of the content: a view made from it fills ``contentView``. Default `nil`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            guard let configuration = contentConfiguration else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
                return
            }
            if let existing = configuredContentView, existing.supports(configuration) {
                existing.configuration = configuration
                return
            }
            configuredContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.frame = contentView.bounds
            contentView.addSubview(view)
            configuredContentView = view
        }
    }

    /// A plain-header list configuration with no text.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

    /// Resets per-section state before reuse. Override to reset your own (call `super`).
    open func prepareForReuse() {}

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            contentView.frame = bounds
        }
    }
}
