import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIView+LayoutPass.swift`: a layout pass enters only the branches marked for it, as
/// UIKit's does, and what marks a branch still reaches every view that needs layout.
@MainActor
struct ViewLayoutPassTests {
    /// A view that logs its `layoutSubviews` under its name.
    final class LoggingView: UIView {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.entries.append(name)
        }
    }

    final class Log { var entries: [String] = [] }

    /// A window holding two branches: `a` with three children of three leaves each (13 views), and the chain
    /// `b` → `b1` → `b2` → `leaf`; every view laid out, nothing marked.
    private func makeTree() -> (UIKitTestHarness, Log, [String: LoggingView]) {
        let harness = UIKitTestHarness()
        let log = Log()
        var views: [String: LoggingView] = [:]
        func make(_ name: String, in parent: UIView) -> LoggingView {
            let view = LoggingView(name, log: log)
            views[name] = view
            parent.addSubview(view)
            return view
        }
        let a = make("a", in: harness.window)
        for child in 0..<3 {
            let middle = make("a\(child)", in: a)
            for leaf in 0..<3 { _ = make("a\(child).\(leaf)", in: middle) }
        }
        let b = make("b", in: harness.window)
        let b1 = make("b1", in: b)
        let b2 = make("b2", in: b1)
        _ = make("leaf", in: b2)
        settle(harness)
        log.entries = []
        return (harness, log, views)
    }

    /// Runs passes until one enters only the window: the first passes of a new tree may enter every view
    /// (a window's first constraint pass counts as an Auto Layout request, which every pass after it
    /// honours by entering the whole tree once).
    private func settle(_ harness: UIKitTestHarness) {
        for _ in 0..<4 {
            harness.window.setNeedsLayout()
            let before = UIView.layoutPassFigures.entered
            harness.application.layoutPass()
            if UIView.layoutPassFigures.entered - before == 1 { return }
        }
        Issue.record("the tree did not settle: every pass enters more than the window")
    }

    @Test func setNeedsLayoutDeepInATreeLaysOutExactlyThatViewAndEntersOnlyItsBranch() throws {
        let (harness, log, views) = makeTree()
        let leaf = try #require(views["leaf"])
        leaf.setNeedsLayout()
        let before = UIView.layoutPassFigures
        harness.application.layoutPass()
        let after = UIView.layoutPassFigures
        #expect(log.entries == ["leaf"])
        // The window, b, b1, b2 and the leaf: none of a's 13 views.
        #expect(after.entered - before.entered == 5)
        #expect(after.laidOut - before.laidOut == 1)
    }

    @Test func aPassWithNothingMarkedEntersOnlyTheWindow() {
        let (harness, log, _) = makeTree()
        harness.window.setNeedsDisplay()  // not a layout change
        let before = UIView.layoutPassFigures
        harness.application.layoutPass()
        // The application skips the pass when nothing was marked; a pass run anyway enters only the root.
        harness.window.layoutIfNeeded()
        #expect(UIView.layoutPassFigures.entered - before.entered <= 1)
        #expect(log.entries.isEmpty)
    }

    @Test func twoMarkedBranchesAreLaidOutParentsFirstInSubviewOrder() throws {
        let (harness, log, views) = makeTree()
        try #require(views["a2.1"]).setNeedsLayout()
        try #require(views["b1"]).setNeedsLayout()
        try #require(views["a0"]).setNeedsLayout()
        try #require(views["a"]).setNeedsLayout()
        harness.application.layoutPass()
        #expect(log.entries == ["a", "a0", "a2.1", "b1"])
    }

    @Test func aViewMarkedOutsideAWindowIsLaidOutWhenItJoinsOne() throws {
        let (harness, log, views) = makeTree()
        let detached = LoggingView("detached", log: log)
        let inner = LoggingView("inner", log: log)
        detached.addSubview(inner)
        detached.layoutIfNeeded()
        log.entries = []
        inner.setNeedsLayout()
        try #require(views["b2"]).addSubview(detached)
        harness.application.layoutPass()
        // Added views are marked (UIKit lays out a view added to a superview); the inner mark is kept.
        #expect(log.entries == ["detached", "inner"])
    }

    @Test func aMarkedViewMovedToAnotherBranchIsStillReached() throws {
        let (harness, log, views) = makeTree()
        let moving = try #require(views["a1.2"])
        try #require(views["a1.2"]).setNeedsLayout()
        // Its old branch was marked; it now lives under `leaf`, whose branch was not.
        try #require(views["leaf"]).addSubview(moving)
        harness.application.layoutPass()
        #expect(log.entries == ["a1.2"])
        #expect(moving.superview === views["leaf"])
    }

    @Test func aViewMarkedByItsParentsLayoutIsLaidOutInTheSamePass() throws {
        let (harness, log, views) = makeTree()
        let parent = try #require(views["b1"])
        let child = try #require(views["b2"])
        // A resize in `layoutSubviews` marks the child (a bounds size change calls setNeedsLayout).
        final class Resizer: UIView {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        let resizer = Resizer(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(resizer)
        resizer.addSubview(child)
        harness.application.layoutPass()
        log.entries = []
        resizer.onLayout = { child.frame.size.width += 10 }
        resizer.setNeedsLayout()
        harness.application.layoutPass()
        #expect(log.entries == ["b2"])
        #expect(child.frame.width == 110)
    }

    @Test func aMarkBelowAViewMarkedOnlyForItselfIsStillReached() throws {
        // `b1` marked for itself first: its parent knows of a marked subview, `b1` does not yet. The leaf's
        // mark must walk through `b1` (not stop at it) so that `b1` looks at its subviews.
        let (harness, log, views) = makeTree()
        try #require(views["b1"]).setNeedsLayout()
        try #require(views["leaf"]).setNeedsLayout()
        let before = UIView.layoutPassFigures
        harness.application.layoutPass()
        #expect(log.entries == ["b1", "leaf"])
        // The window, b, b1, b2 and the leaf.
        #expect(UIView.layoutPassFigures.entered - before.entered == 5)
    }

    @Test func aViewMarkedAfterThePassWentByItIsLaidOutByTheNextPass() throws {
        // `a2`'s layout marks `a0`, which the pass already went by (subviews are entered in order): the mark
        // reaches `a` and the window again, so the next pass lays `a0` out.
        final class Marker: UIView {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        let (harness, log, views) = makeTree()
        let a = try #require(views["a"])
        let marker = Marker(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.addSubview(marker)
        harness.application.layoutPass()
        log.entries = []
        let a0 = try #require(views["a0"])
        marker.onLayout = { a0.setNeedsLayout() }
        marker.setNeedsLayout()
        harness.application.layoutPass()
        #expect(log.entries.isEmpty)
        marker.onLayout = {}
        harness.application.layoutPass()
        #expect(log.entries == ["a0"])
    }

    @Test func aPassThroughAViewWithNoMarkedSubviewEntersNoneOfThem() throws {
        // `a` needs layout itself; none of its 12 views below does: the pass lays out `a` and enters nothing
        // below it.
        let (harness, log, views) = makeTree()
        try #require(views["a"]).setNeedsLayout()
        let before = UIView.layoutPassFigures
        harness.application.layoutPass()
        #expect(log.entries == ["a"])
        #expect(UIView.layoutPassFigures.entered - before.entered == 2)
    }

    @Test func layoutIfNeededOnAMarkedViewLaysOutItsMarkedBranchOnly() throws {
        let (_, log, views) = makeTree()
        try #require(views["a0.1"]).setNeedsLayout()
        try #require(views["leaf"]).setNeedsLayout()
        let before = UIView.layoutPassFigures
        try #require(views["a"]).layoutIfNeeded()
        // `a` itself was not marked: its pass enters a, a0 and a0.1, and leaves b's branch for the next one.
        #expect(log.entries == ["a0.1"])
        #expect(UIView.layoutPassFigures.entered - before.entered == 3)
        try #require(views["b"]).layoutIfNeeded()
        #expect(log.entries == ["a0.1", "leaf"])
    }

    @Test func aConstrainedViewMovedByHandInsideATableCellIsPutBackByTheNextPass() throws {
        // A cell is a separate layout root: its engine runs when the pass reaches it. Moving a view inside it
        // (no size change, so no `setNeedsLayout`) counts in the cell's engine and marks the branch down to
        // the cell, so the next pass reaches the cell and its constraints put the view back.
        final class LabelCell: UITableViewCell {
            let label = UILabel()
            required init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10).isActive = true
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5).isActive = true
                label.text = "Label"
            }
        }
        final class Source: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "label", for: indexPath)
            }
        }
        let harness = UIKitTestHarness()
        let source = Source()
        defer { withExtendedLifetime(source) {} }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        table.rowHeight = 44
        table.register(LabelCell.self, forCellReuseIdentifier: "label")
        table.dataSource = source
        harness.window.addSubview(table)
        settle(harness)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? LabelCell)
        let placed = cell.label.frame
        #expect(placed.minX == 10 && placed.minY == 5)
        cell.label.center.x += 40
        // Something else asks for the next pass (the application runs one only when a view was marked).
        harness.window.setNeedsLayout()
        let before = UIView.layoutPassFigures.entered
        harness.application.layoutPass()
        #expect(cell.label.frame == placed)
        // The window, the table, the cell, its content view (the label's own size did not change): not the
        // other cells.
        #expect(UIView.layoutPassFigures.entered - before <= 4)
    }
}
