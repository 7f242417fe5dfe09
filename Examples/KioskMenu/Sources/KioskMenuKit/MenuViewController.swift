import UIKit

/// The menu: a title and a vertical scroll view of one button per item, laid out with Auto Layout. A tap
/// on an item presents its ``ItemDetailsViewController``.
public final class MenuViewController: UIViewController {
    /// The items shown.
    public let items: [MenuItem]
    /// Where orders go.
    public let orders: OrderBook
    /// The scroll view holding the buttons.
    public let scrollView = UIScrollView()
    /// One button per item, in order.
    public private(set) var itemButtons: [UIButton] = []
    private let contentView = UIView()
    private let titleLabel = UILabel()

    /// The height of an item's button and the gap between them, in points.
    static let rowHeight: CGFloat = 72
    static let rowSpacing: CGFloat = 12

    /// Creates the menu of `items`, ordering into `orders`.
    public init(items: [MenuItem], orders: OrderBook) {
        self.items = items
        self.orders = orders
        super.init(nibName: nil, bundle: nil)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        titleLabel.text = "Lunch menu"
        titleLabel.font = UIFont.systemFont(ofSize: 28)
        titleLabel.accessibilityIdentifier = "menu title"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.accessibilityIdentifier = "menu"
        view.addSubview(titleLabel)
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            scrollView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        var previous: UIView?
        for (index, item) in items.enumerated() {
            let button = UIButton(type: .system, primaryAction: UIAction(title: item.name) { [weak self] _ in
                self?.showDetails(of: index)
            })
            button.setTitle("\(item.name)   \(item.priceText)", for: .normal)
            button.backgroundColor = .white
            button.accessibilityIdentifier = item.name
            button.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 24),
                button.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -24),
                button.heightAnchor.constraint(equalToConstant: Self.rowHeight),
                button.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? contentView.topAnchor,
                                            constant: previous == nil ? 0 : Self.rowSpacing),
            ])
            previous = button
            itemButtons.append(button)
        }
        if let previous {
            previous.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24).isActive = true
        }
        // The column is as wide as the scroll view and as tall as its buttons: pinned to the content guide,
        // its edges are the scroll view's content size; its width to the frame guide, so it never scrolls
        // sideways.
        contentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    /// Presents the details of the item at `index`.
    public func showDetails(of index: Int) {
        guard items.indices.contains(index), presentedViewController == nil else { return }
        let details = ItemDetailsViewController(item: items[index], orders: orders)
        present(details, animated: false)
    }
}
