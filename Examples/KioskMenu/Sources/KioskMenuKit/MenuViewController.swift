import UIKit

/// The menu: a table of one row per item (name and price) under the navigation bar's title. Selecting a row
/// pushes its ``ItemDetailsViewController``.
public final class MenuViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The items shown.
    public let items: [MenuItem]
    /// Where orders go.
    public let orders: OrderBook
    /// The table of items.
    public let tableView = UITableView(frame: .zero, style: .plain)

    /// The height of an item's row, in points: a comfortable target for a finger on a panel.
    public static let rowHeight: CGFloat = 72
    static let cellIdentifier = "item"

    /// Creates the menu of `items`, ordering into `orders`.
    public init(items: [MenuItem], orders: OrderBook) {
        self.items = items
        self.orders = orders
        super.init(nibName: nil, bundle: nil)
        title = "Lunch menu"
        // What the back button says on the details screens.
        navigationItem.backButtonTitle = "Menu"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tableView.accessibilityIdentifier = "menu"
        tableView.rowHeight = Self.rowHeight
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        // Below the navigation bar (the safe area's top), to the screen's other edges.
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let item = items[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = item.name
        content.secondaryText = item.priceText
        content.textProperties.font = UIFont.systemFont(ofSize: 22)
        content.secondaryTextProperties.font = UIFont.systemFont(ofSize: 22)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = item.name
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        showDetails(of: indexPath.row)
        // As iOS apps do: the row's selection fades once its details are on screen.
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Pushes the details of the item at `index`.
    public func showDetails(of index: Int) {
        guard items.indices.contains(index), let navigationController, navigationController.topViewController === self else { return }
        navigationController.pushViewController(ItemDetailsViewController(item: items[index], orders: orders), animated: true)
    }
}
