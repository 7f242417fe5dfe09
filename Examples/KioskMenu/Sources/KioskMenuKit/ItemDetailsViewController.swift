import UIKit

/// One item: its name, description and price, and an Order button. The navigation bar's back button, or a
/// swipe in from the left edge (the navigation controller's interactive pop), returns to the menu.
public final class ItemDetailsViewController: UIViewController {
    /// The item shown.
    public let item: MenuItem
    /// Where the order goes.
    public let orders: OrderBook
    /// Places the order.
    public let orderButton = UIButton(type: .system)
    /// Says what happened: empty, then "Ordered: NAME".
    public let statusLabel = UILabel()

    /// Creates the details of `item`.
    public init(item: MenuItem, orders: OrderBook) {
        self.item = item
        self.orders = orders
        super.init(nibName: nil, bundle: nil)
        title = item.name
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.accessibilityIdentifier = "details"
        let name = UILabel()
        name.text = item.name
        name.font = UIFont.systemFont(ofSize: 30)
        let details = UILabel()
        details.text = item.details
        details.numberOfLines = 0
        let price = UILabel()
        price.text = item.priceText
        price.font = UIFont.systemFont(ofSize: 24)
        orderButton.setTitle("Order \(item.priceText)", for: .normal)
        orderButton.backgroundColor = UIColor(red: 0.1, green: 0.55, blue: 0.25, alpha: 1)
        orderButton.setTitleColor(.white, for: .normal)
        orderButton.accessibilityIdentifier = "order"
        orderButton.addAction(UIAction { [weak self] _ in self?.placeOrder() }, for: .touchUpInside)
        statusLabel.accessibilityIdentifier = "status"

        let column = [name, details, price, orderButton, statusLabel]
        for subview in column {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
            NSLayoutConstraint.activate([
                subview.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                subview.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            ])
        }
        NSLayoutConstraint.activate([
            name.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            details.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 12),
            price.topAnchor.constraint(equalTo: details.bottomAnchor, constant: 12),
            orderButton.topAnchor.constraint(equalTo: price.bottomAnchor, constant: 32),
            orderButton.heightAnchor.constraint(equalToConstant: 72),
            statusLabel.topAnchor.constraint(equalTo: orderButton.bottomAnchor, constant: 16),
        ])
    }

    /// Orders the item (once per visit: the button is disabled after).
    public func placeOrder() {
        orders.order(item)
        orderButton.isEnabled = false
        statusLabel.text = "Ordered: \(item.name)"
    }
}
