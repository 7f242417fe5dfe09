import UIKit

final class MenuViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let items = [("Tomato soup", "€4.50"), ("Falafel wrap", "€7.50"), ("Caesar salad", "€8.20")]
    let tableView = UITableView(frame: .zero, style: .plain)

    // … init, viewDidLoad and the data source as before …

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = items[indexPath.row]
        navigationController?.pushViewController(DetailsViewController(name: item.0, price: item.1), animated: true)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

final class DetailsViewController: UIViewController {
    let name: String, price: String
    let orderButton = UIButton(type: .system)
    let statusLabel = UILabel()

    init(name: String, price: String) {
        self.name = name
        self.price = price
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        orderButton.setTitle("Order \(price)", for: .normal)
        orderButton.backgroundColor = UIColor(red: 0.1, green: 0.55, blue: 0.25, alpha: 1)
        orderButton.setTitleColor(.white, for: .normal)
        orderButton.addAction(UIAction { [weak self] _ in
            self?.orderButton.isEnabled = false
            self?.statusLabel.text = "Ordered: \(self?.name ?? "")"
        }, for: .touchUpInside)
        let column = UIStackView(arrangedSubviews: [orderButton, statusLabel])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            orderButton.heightAnchor.constraint(equalToConstant: 72),
        ])
    }
}
