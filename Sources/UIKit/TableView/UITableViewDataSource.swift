/// Supplies a table view's rows: how many in each section, and a configured cell for each visible one.
///
/// The two row methods are required, as on iOS; the others have defaults (one section, no titles).
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`. A negative count is reported and taken as 0.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``. Asked only for rows that become visible.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, drawn in a standard header view. Default `nil` (no header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer. Default `nil` (no footer).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the user may move the row by pressing and dragging it. Default `false` (iOS's default is
    /// `true` when `moveRowAt` is implemented, which Swift cannot tell: docs/decisions.md).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved the row at `sourceIndexPath` to `destinationIndexPath`: update the model. Told once,
    /// when the finger lifts; the table has already moved its rows. Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// Defaults: one section, no header or footer titles, no row movable.
extension UITableViewDataSource {
    /// 1.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// `nil`.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// `nil`.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `false`.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
