import Foundation
import UIKit

/// The table view a scene's `table` view builds: one section, one default cell per string of `rows`,
/// its list content configuration's text the string. It is its own data source, so the scene holds only
/// the view (a table holds its data source weakly).
@MainActor
final class SceneTableView: UITableView, UITableViewDataSource, UITableViewDelegate {
    /// The reuse identifier of the rows' cells.
    static let cellIdentifier = "row"

    /// The rows' texts. Setting them reloads the table.
    var rows: [String] = [] {
        didSet { if !isDeletingRow { reloadData() } }
    }
    private var isDeletingRow = false

    /// How long a refresh the scene's pull starts lasts, on the framework clock: 1 s.
    static let refreshDuration: TimeInterval = 1

    /// Whether rows have a trailing destructive "Delete" swipe action that deletes the row.
    var swipeToDelete = false

    /// Whether the table has a refresh control; a pull's refresh ends ``refreshDuration`` later.
    var pullToRefresh = false {
        didSet {
            guard pullToRefresh != oldValue else { return }
            guard pullToRefresh else {
                refreshControl = nil
                return
            }
            let control = UIRefreshControl()
            control.addAction(UIAction { [weak self, weak control] _ in
                guard let self else { return }
                _ = self.panGestureRecognizer.clock.schedule(after: Self.refreshDuration, label: "scene refresh") {
                    control?.endRefreshing()
                }
            }, for: .valueChanged)
            refreshControl = control
        }
    }

    init(frame: CGRect) {
        super.init(frame: frame, style: .plain)
        register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        dataSource = self
        delegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.row < rows.count ? rows[indexPath.row] : nil
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard swipeToDelete else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self, indexPath.row < self.rows.count else {
                done(false)
                return
            }
            self.isDeletingRow = true
            self.rows.remove(at: indexPath.row)
            self.isDeletingRow = false
            self.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
