import Foundation
import UIKit

/// The table view a scene's `table` view builds: one section, one default cell per string of `rows`,
/// its list content configuration's text the string. It is its own data source, so the scene holds only
/// the view (a table holds its data source weakly).
@MainActor
final class SceneTableView: UITableView, UITableViewDataSource {
    /// The reuse identifier of the rows' cells.
    static let cellIdentifier = "row"

    /// The rows' texts. Setting them reloads the table.
    var rows: [String] = [] {
        didSet { reloadData() }
    }

    init(frame: CGRect) {
        super.init(frame: frame, style: .plain)
        register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.row < rows.count ? rows[indexPath.row] : nil
        cell.contentConfiguration = content
        return cell
    }
}
