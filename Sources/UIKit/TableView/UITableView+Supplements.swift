/// Section headers and footers, and the table's own header and footer view.
///
/// In the `.plain` style a section's header floats: it stays at the top of the visible area while its
/// section's rows scroll under it, and is pushed up by the end of its section; a footer likewise stays at
/// the bottom. In the grouped styles they scroll with their rows.
extension UITableView {
    /// Places the headers and footers of the sections that intersect the bounds.
    func placeSupplements() {
        // Inside the window drawn when the sections were last decided: the same headers and footers, which
        // only float.
        if let steadySections, let visibleSections, visibleSections.version == geometry.version,
           steadySections.sections == visibleSections, steadySections.window.holds(top: bounds.minY, bottom: bounds.maxY) {
            floatSupplements()
            return
        }
        guard !geometry.sections.isEmpty,
              let firstSection = geometry.section(at: bounds.minY),
              let lastSection = geometry.section(at: bounds.maxY) else {
            for section in visibleHeaders.keys.sorted() { removeSupplement(section, header: true) }
            for section in visibleFooters.keys.sorted() { removeSupplement(section, header: false) }
            visibleSections = nil
            return
        }
        let range = firstSection...lastSection
        if visibleSections?.range != range || visibleSections?.version != geometry.version {
            for section in visibleHeaders.keys.sorted() where !range.contains(section) { removeSupplement(section, header: true) }
            for section in visibleFooters.keys.sorted() where !range.contains(section) { removeSupplement(section, header: false) }
            for section in range {
                ensureSupplement(section, header: true)
                ensureSupplement(section, header: false)
            }
            visibleSections = (range, geometry.version)
        }
        steadySections = ((range, geometry.version), geometry.steadySectionWindow(for: range))
        floatSupplements()
    }

    /// Gives the headers and footers shown their frames (the plain style's float with the bounds).
    private func floatSupplements() {
        for (section, view) in visibleHeaders {
            let frame = headerFrame(section)
            if view.frame != frame { view.frame = frame }
        }
        for (section, view) in visibleFooters {
            let frame = footerFrame(section)
            if view.frame != frame { view.frame = frame }
        }
    }

    /// Where a section's header is drawn: floating in the plain style.
    private func headerFrame(_ section: Int) -> CGRect {
        var frame = geometry.rectForHeader(section, width: bounds.width)
        guard style == .plain else { return frame }
        let sectionBottom = geometry.sections[section].origin + geometry.sections[section].height
        let pinned = bounds.minY + adjustedContentInset.top
        frame.origin.y = min(max(frame.minY, pinned), sectionBottom - frame.height)
        return frame
    }

    /// Where a section's footer is drawn: floating at the bottom in the plain style.
    private func footerFrame(_ section: Int) -> CGRect {
        var frame = geometry.rectForFooter(section, width: bounds.width)
        guard style == .plain else { return frame }
        let rowsTop = geometry.sections[section].rowsOrigin
        let pinned = bounds.maxY - adjustedContentInset.bottom - frame.height
        frame.origin.y = max(min(frame.minY, pinned), rowsTop)
        return frame
    }

    /// Makes the header (or footer) of `section` when it has one and is not shown yet.
    private func ensureSupplement(_ section: Int, header: Bool) {
        let height = header ? geometry.sections[section].headerHeight : geometry.sections[section].footerHeight
        let shown = header ? visibleHeaders[section] : visibleFooters[section]
        guard height > 0 else {
            if shown != nil { removeSupplement(section, header: header) }
            return
        }
        guard shown == nil else { return }
        let view: UIView
        if let custom = header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section) {
            view = custom
        } else if let title = header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section) {
            let titled = titleViewPool.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
            var configuration: UIListContentConfiguration = switch (style, header) {
            case (.plain, true): .plainHeader()
            case (.plain, false): .plainFooter()
            case (_, true): .groupedHeader()
            case (_, false): .groupedFooter()
            }
            configuration.text = title
            titled.contentConfiguration = configuration
            // A plain header covers the rows scrolling under it: give it the table's background.
            titled.backgroundColor = style == .plain ? UITableView.plainHeaderColor : nil
            view = titled
        } else {
            return
        }
        if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
        view.isHidden = false
        if header { visibleHeaders[section] = view } else { visibleFooters[section] = view }
    }

    /// Takes the header (or footer) of `section` off screen; a title view goes back to the pool.
    func removeSupplement(_ section: Int, header: Bool) {
        guard let view = header ? visibleHeaders.removeValue(forKey: section) : visibleFooters.removeValue(forKey: section) else { return }
        if let titled = view as? UITableViewHeaderFooterView, titled.reuseIdentifier == nil, titleViewPool.count < 8,
           !visibleHeaders.values.contains(where: { $0 === titled }) {
            titled.isHidden = true
            titleViewPool.append(titled)
        } else if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            reusable.isHidden = true
            headerFooterPool.enqueue(reusable, as: identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    /// The plain style's header background: iOS's secondary system background in a plain list (#F7F7F7).
    public static let plainHeaderColor = UIColor(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255, alpha: 1)

    /// Places the table header view at the top and the footer view below the last section, full width.
    func placeTableHeaderAndFooter() {
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            let frame = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: bounds.width,
                               height: geometry.tableFooterHeight)
            if footer.frame != frame { footer.frame = frame }
        }
    }
}
