import Foundation
import Testing
import UIKitTesting

/// A data source and delegate over lists of strings, one list per section, logging what the table asks
/// and tells.
@MainActor
final class StringListSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    /// Per-row heights for `heightForRowAt`, when set.
    var heights: ((IndexPath) -> CGFloat)?
    var identifier = "row"
    var log: [String] = []
    var configured: [IndexPath] = []
    /// Called from inside `cellForRowAt`.
    var onConfigure: ((UITableView, IndexPath) -> Void)?
    var willSelect: ((IndexPath) -> IndexPath?)?
    var shouldHighlight = true

    init(_ sections: [[String]]) { self.sections = sections }
    convenience init(rows count: Int) { self.init([(0..<count).map { "Row \($0)" }]) }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        configured.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        onConfigure?(tableView, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? UITableView.delegateDefaultHeight
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { shouldHighlight }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return willSelect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.row)")
    }
}

/// A 300 × 440 table named "list" at the window's origin with `source` as data source and delegate, cells
/// of `cellClass` registered as `identifier`, laid out once (in `harness`'s window).
@MainActor
func makeTable(
    _ source: UITableViewDataSource & UITableViewDelegate, identifier: String = "row", style: UITableView.Style = .plain,
    rowHeight: CGFloat = 44, cellClass: UITableViewCell.Type = UITableViewCell.self, harness: UIKitTestHarness = UIKitTestHarness()
) -> (UIKitTestHarness, UITableView) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 440), style: style)
    table.accessibilityIdentifier = "list"
    table.rowHeight = rowHeight
    table.register(cellClass, forCellReuseIdentifier: identifier)
    table.dataSource = source
    table.delegate = source
    harness.window.addSubview(table)
    table.layoutIfNeeded()
    return (harness, table)
}

/// ``makeTable(_:identifier:style:rowHeight:cellClass:harness:)`` with the cells registered as the source's
/// own identifier.
@MainActor
func makeTable(
    _ source: StringListSource, style: UITableView.Style = .plain, rowHeight: CGFloat = 44,
    cellClass: UITableViewCell.Type = UITableViewCell.self
) -> (UIKitTestHarness, UITableView) {
    makeTable(source as UITableViewDataSource & UITableViewDelegate, identifier: source.identifier, style: style,
              rowHeight: rowHeight, cellClass: cellClass)
}

/// The rows of a table's visible cells, as `section.row` strings, from the table's own answer.
@MainActor
func visibleRows(_ table: UITableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).map { "\($0.section).\($0.row)" }
}
