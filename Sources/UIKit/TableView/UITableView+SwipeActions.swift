import CoreGraphics
import InputCore

/// Swipe actions: a horizontal drag on a row slides its content aside and reveals the delegate's
/// ``UISwipeActionsConfiguration`` (trailing actions when dragged left, leading ones when dragged right).
///
/// The rules, in the order they apply:
/// 1. At touch-down, a touch while a row's actions are open closes them (unless it lands on a button) and
///    never reaches the rows: it neither highlights nor selects, as on iOS. A touch on a button chooses
///    that action when it lifts on it.
/// 2. The first movement decides, as on iOS: past the pan's hysteresis, a mostly vertical drag is the
///    scroll's (the swipe fails), a mostly horizontal one the row's (the scroll view's pan refuses
///    horizontal drags when the content is no wider than the table), provided the delegate has actions
///    for that side. Inside a navigation controller the swipe, like every pan there, waits for the
///    interactive pop to fail, so a drag from the left edge pops instead (docs/decisions.md).
/// 3. Released: past ``fullSwipeFraction`` of the row's width (and `performsFirstActionWithFullSwipe`)
///    the row slides out and the first action runs; past half the buttons' width, or flicked open at
///    ``swipeFlingVelocity``, the actions stay open; otherwise they close. Each decision is traced with
///    its distances ("swipe actions opened: moved 82.0 pt ≥ half the actions' width 37.0 pt and < full
///    swipe 240.0 pt").
/// 4. The actions close when an action's handler calls its completion, when the table scrolls or reloads,
///    and when a touch lands elsewhere. The settling runs on the framework clock
///    (``swipeSettleDuration``).
extension UITableView {
    /// The fraction of the row's width a drag must cover for a full swipe: 0.8 (iOS's threshold is
    /// private; on a 300-pt row this is 240 pt, well past any set of buttons).
    public static let fullSwipeFraction: CGFloat = 0.8
    /// The horizontal speed at which a release opens (or closes) the actions whatever the distance:
    /// 300 pt/s, the interactive pop's flick speed.
    public static let swipeFlingVelocity: CGFloat = 300
    /// How long the row takes to settle open, closed or fully out after the finger lifts: 0.25 s.
    public static let swipeSettleDuration: TimeInterval = 0.25
    /// How much of a drag past the buttons' width moves the row when a full swipe is off: a quarter.
    static let swipeOverdragResistance: CGFloat = 0.25

    /// What the row's swipe is doing.
    struct RowSwipe {
        enum Phase: Equatable {
            /// The finger drags the row.
            case tracking
            /// Settling after the lift (or a close).
            case settling
            /// Resting with the buttons showing.
            case open
            /// An action's handler runs; waiting for its completion.
            case performing
        }
        enum Settle { case open, close, perform(Int) }
        struct Animation {
            let from: CGFloat
            let to: CGFloat
            let start: InputTime
            let then: Settle
            var frame = 0
            var timer: FrameworkClock.TimerID?
        }

        var indexPath: IndexPath
        let cell: UITableViewCell
        let configuration: UISwipeActionsConfiguration
        let actionsView: SwipeActionsView
        var phase: Phase = .tracking
        /// The row's offset when the current drag began.
        var offsetAtBegin: CGFloat = 0
        /// The table's content offset when the actions came to rest open (a scroll closes them).
        var contentOffsetWhenOpen: CGPoint = .zero
        var animation: Animation?
        /// Tells the stale timers and completions of an earlier swipe from this one's.
        let serial: Int
        var isTrailing: Bool { actionsView.isTrailing }
    }

    /// A swipe the pan may begin: decided in `gestureRecognizerShouldBegin`, started at `began` (the
    /// navigation controller's pop may still make the pan fail in between).
    struct ProposedSwipe {
        let indexPath: IndexPath
        let configuration: UISwipeActionsConfiguration
        let isTrailing: Bool
    }

    // MARK: Touch-down

    /// Rule 1: the swipe pan's answer at touch-down (a reason to fail, or `nil`); closes open actions.
    func rowSwipeRefusal(_ touches: Set<UITouch>) -> String? {
        guard let touch = touches.min(by: { $0.serial < $1.serial }) else { return nil }
        guard let swipe = rowSwipe else { return nil }
        let row = rowName(swipe.indexPath)
        if swipe.phase == .performing { return "\(row) is performing a swipe action" }
        let view = swipe.actionsView
        if !view.isHidden, view.bounds.contains(touch.location(in: view)) {
            return "touch \(touch.traceName) is on the swipe actions of \(row): their buttons take it"
        }
        swipeSwallowedTouch = touch
        closeRowSwipe(animated: true, reason: "touch \(touch.traceName) landed outside them")
        // A drag on the closing row itself may still move it; elsewhere the touch only closed it.
        if swipe.cell.frame.contains(touch.location(in: self)) { return nil }
        return "touch \(touch.traceName) closed the swipe actions of \(row)"
    }

    /// Whether the content may get `touches`: not a touch that closed a row's actions.
    func rowSwipeLetsContentHave(_ touches: Set<UITouch>) -> Bool {
        guard let swallowed = swipeSwallowedTouch, touches.contains(where: { $0 === swallowed }) else { return true }
        traceTable("touch \(swallowed.traceName) does not reach the rows: it closed swipe actions")
        return false
    }

    // MARK: The first movement

    /// Rule 2: whether the swipe pan may begin, from its translation when it crossed its hysteresis.
    func rowSwipeShouldBegin() -> Bool {
        proposedSwipe = nil
        let pan = rowSwipeRecognizer
        let t = pan.translation(in: self)
        // Mostly vertical: the scroll's. Not traced: every scroll would say it.
        guard abs(t.x) > abs(t.y) else { return false }
        let location = pan.location(in: self)
        let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
        if let swipe = rowSwipe {
            // The finger took hold of the row that is open or closing: it drags it from where it is.
            return swipe.cell.frame.contains(start) && swipe.phase != .performing
        }
        guard let indexPath = indexPathForRow(at: start), visibleRowCells[indexPath] != nil else { return false }
        let isTrailing = t.x < 0
        let configuration = isTrailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        let method = isTrailing ? "trailingSwipeActionsConfigurationForRowAt" : "leadingSwipeActionsConfigurationForRowAt"
        guard let configuration else {
            traceTable("\(rowName(indexPath)) not swiped: \(method) returned nil")
            return false
        }
        guard !configuration.actions.isEmpty else {
            traceTable("\(rowName(indexPath)) not swiped: \(method) returned no actions")
            return false
        }
        proposedSwipe = ProposedSwipe(indexPath: indexPath, configuration: configuration, isTrailing: isTrailing)
        return true
    }

    // MARK: Dragging

    /// The swipe pan's action.
    func rowSwipeChanged(_ pan: RowSwipeGestureRecognizer) {
        switch pan.state {
        case .began:
            beginRowSwipe()
            followRowSwipe()
        case .changed: followRowSwipe()
        case .ended: releaseRowSwipe(velocity: pan.velocity(in: self).x)
        case .cancelled:
            // A cancelled touch chooses nothing: the row goes back to closed.
            if rowSwipe?.phase == .tracking { closeRowSwipe(animated: true, reason: "the touch was cancelled") }
        default: break
        }
    }

    private func beginRowSwipe() {
        if var swipe = rowSwipe {
            stopSwipeAnimation(&swipe)
            swipe.phase = .tracking
            swipe.offsetAtBegin = swipe.cell.swipeOffset
            rowSwipe = swipe
            traceTable("\(rowName(swipe.indexPath)) swipe taken hold of at \(GestureReason.points(abs(swipe.offsetAtBegin)))")
            return
        }
        guard let proposed = proposedSwipe, let cell = visibleRowCells[proposed.indexPath] else { return }
        proposedSwipe = nil
        tableDelegate?.tableView(self, willBeginEditingRowAt: proposed.indexPath)
        nextSwipeSerial &+= 1
        let serial = nextSwipeSerial
        let view = SwipeActionsView(actions: proposed.configuration.actions, isTrailing: proposed.isTrailing) { [weak self] index in
            self?.swipeActionTapped(index, serial: serial)
        }
        cell.swipeActionsView = view
        rowSwipe = RowSwipe(indexPath: proposed.indexPath, cell: cell, configuration: proposed.configuration,
                            actionsView: view, serial: serial)
        let titles = proposed.configuration.actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
        traceTable("\(rowName(proposed.indexPath)) swipe began: \(proposed.isTrailing ? "trailing" : "leading") actions \(titles)")
    }

    /// The row follows the finger: within the row's width, on its side only, with resistance past the
    /// buttons when a full swipe is off; a full swipe is armed (the first button covers the space) past
    /// ``fullSwipeFraction``.
    private func followRowSwipe() {
        guard let swipe = rowSwipe, swipe.phase == .tracking else { return }
        let raw = swipe.offsetAtBegin + rowSwipeRecognizer.translation(in: self).x
        let width = swipe.actionsView.naturalWidth
        var distance = swipe.isTrailing ? -raw : raw
        distance = min(max(distance, 0), bounds.width)
        let fullSwipe = swipe.configuration.performsFirstActionWithFullSwipe
        if !fullSwipe, distance > width {
            distance = width + (distance - width) * UITableView.swipeOverdragResistance
        }
        swipe.actionsView.expandsFirstAction = fullSwipe && distance >= fullSwipeDistance
        swipe.cell.swipeOffset = swipe.isTrailing ? -distance : distance
    }

    /// The distance that makes a full swipe: ``fullSwipeFraction`` of the table's width.
    var fullSwipeDistance: CGFloat { (bounds.width * UITableView.fullSwipeFraction).rounded() }

    /// Rule 3.
    private func releaseRowSwipe(velocity: CGFloat) {
        guard var swipe = rowSwipe, swipe.phase == .tracking else { return }
        let row = rowName(swipe.indexPath)
        let moved = abs(swipe.cell.swipeOffset)
        let width = swipe.actionsView.naturalWidth
        let half = width / 2
        let full = fullSwipeDistance
        let fullSwipe = swipe.configuration.performsFirstActionWithFullSwipe
        // Positive: moving the way that opens the actions.
        let opening = swipe.isTrailing ? -velocity : velocity
        let sign: CGFloat = swipe.isTrailing ? -1 : 1
        let movedText = GestureReason.points(moved)
        let flick = "\(String(format: "%.1f", Double(abs(opening)))) pt/s"
        let fling = GestureReason.points(UITableView.swipeFlingVelocity).replacingOccurrences(of: " pt", with: " pt/s")
        swipe.phase = .settling
        rowSwipe = swipe
        if fullSwipe, moved >= full {
            let title = swipe.configuration.actions[0].title ?? ""
            traceTable("\(row) full swipe performs \"\(title)\": moved \(movedText) ≥ full swipe \(GestureReason.points(full))")
            settleRowSwipe(to: sign * bounds.width, then: .perform(0))
        } else if opening <= -UITableView.swipeFlingVelocity {
            traceTable("\(row) swipe actions closed: flicked back at \(flick) ≥ \(fling)")
            settleRowSwipe(to: 0, then: .close)
        } else if opening >= UITableView.swipeFlingVelocity || moved >= half {
            let why = moved >= half
                ? "moved \(movedText) ≥ half the actions' width \(GestureReason.points(half))"
                : "flicked at \(flick) ≥ \(fling)"
            let limit = fullSwipe ? " and < full swipe \(GestureReason.points(full))" : ""
            traceTable("\(row) swipe actions opened: \(why)\(limit)")
            settleRowSwipe(to: sign * width, then: .open)
        } else {
            traceTable("\(row) swipe actions closed: moved \(movedText) < half the actions' width \(GestureReason.points(half))")
            settleRowSwipe(to: 0, then: .close)
        }
    }

    // MARK: Choosing an action

    private func swipeActionTapped(_ index: Int, serial: Int) {
        guard let swipe = rowSwipe, swipe.serial == serial, swipe.phase == .open || swipe.phase == .settling else { return }
        let title = swipe.configuration.actions[index].title ?? ""
        traceTable("\(rowName(swipe.indexPath)) swipe action \"\(title)\" tapped")
        performSwipeAction(index)
    }

    /// Runs the action's handler; its completion closes the actions (if the row is still there).
    private func performSwipeAction(_ index: Int) {
        guard var swipe = rowSwipe, index < swipe.configuration.actions.count else { return }
        stopSwipeAnimation(&swipe)
        swipe.phase = .performing
        rowSwipe = swipe
        let action = swipe.configuration.actions[index]
        let serial = swipe.serial
        let title = action.title ?? ""
        let button = swipe.actionsView.buttons[index]
        var called = false
        action.handler(action, button) { [weak self] performed in
            guard let self else { return }
            if called {
                self.reportTableDiagnostic("swipe action \"\(title)\": its completion handler was called more than once; the extra call is ignored")
                return
            }
            called = true
            self.traceTable("swipe action \"\(title)\" completed (performed: \(performed))")
            guard let swipe = self.rowSwipe, swipe.serial == serial else { return }
            self.closeRowSwipe(animated: true, reason: nil)
        }
    }

    // MARK: Closing

    /// Closes the open (or opening) actions: the row slides back, then the buttons go.
    func closeRowSwipe(animated: Bool, reason: String?) {
        guard var swipe = rowSwipe else { return }
        if let reason { traceTable("\(rowName(swipe.indexPath)) swipe actions closed: \(reason)") }
        guard animated, window != nil, swipe.cell.swipeOffset != 0 else {
            stopSwipeAnimation(&swipe)
            rowSwipe = swipe
            finishRowSwipe()
            return
        }
        swipe.phase = .settling
        rowSwipe = swipe
        settleRowSwipe(to: 0, then: .close)
    }

    /// The swipe is over: the row's content back in place, the buttons gone, the delegate told.
    private func finishRowSwipe() {
        guard var swipe = rowSwipe else { return }
        stopSwipeAnimation(&swipe)
        rowSwipe = nil
        swipe.cell.clearSwipe()
        tableDelegate?.tableView(self, didEndEditingRowAt: swipe.indexPath)
    }

    /// The row's swipe after the table's rows changed: it follows its row, or ends with it (a deleted row
    /// keeps its look while it fades out; the cell is cleared when reused).
    func remapRowSwipe(_ newIndexPath: (IndexPath) -> IndexPath?) {
        guard var swipe = rowSwipe else { return }
        if let new = newIndexPath(swipe.indexPath) {
            swipe.indexPath = new
            rowSwipe = swipe
            return
        }
        stopSwipeAnimation(&swipe)
        rowSwipe = nil
        tableDelegate?.tableView(self, didEndEditingRowAt: nil)
    }

    /// A reload or a row leaving the screen ends the swipe at once.
    func dropRowSwipe(ifShownIn cell: UITableViewCell? = nil) {
        guard let swipe = rowSwipe, cell == nil || swipe.cell === cell else { return }
        finishRowSwipe()
    }

    /// Rule 4: a scroll closes actions at rest.
    func closeRowSwipeIfScrolled() {
        guard let swipe = rowSwipe, swipe.phase == .open, contentOffset != swipe.contentOffsetWhenOpen else { return }
        closeRowSwipe(animated: true, reason: "\(tableTraceName) scrolled")
    }

    // MARK: Settling on the framework clock

    private func settleRowSwipe(to target: CGFloat, then: RowSwipe.Settle) {
        guard var swipe = rowSwipe else { return }
        stopSwipeAnimation(&swipe)
        swipe.actionsView.expandsFirstAction = if case .perform = then { true } else { false }
        swipe.animation = RowSwipe.Animation(from: swipe.cell.swipeOffset, to: target, start: tableApplication.clock.now, then: then)
        rowSwipe = swipe
        scheduleSwipeFrame()
    }

    private func scheduleSwipeFrame() {
        guard var swipe = rowSwipe, var animation = swipe.animation else { return }
        animation.frame += 1
        let deadline = animation.start.advanced(bySeconds: Double(animation.frame) / UIScrollView.framesPerSecond)
        let serial = swipe.serial
        animation.timer = tableApplication.clock.schedule(at: deadline, label: "\(tableTraceName) swipe frame") { [weak self] in
            guard let self, let swipe = self.rowSwipe, swipe.serial == serial, swipe.animation != nil else { return }
            self.swipeFrame()
        }
        swipe.animation = animation
        rowSwipe = swipe
    }

    private func swipeFrame() {
        guard var swipe = rowSwipe, let animation = swipe.animation else { return }
        let elapsed = tableApplication.clock.now.seconds - animation.start.seconds
        let t = min(max(elapsed / UITableView.swipeSettleDuration, 0), 1)
        // Ease out: the row moves fastest as the finger lets go.
        let eased = CGFloat(1 - (1 - t) * (1 - t))
        swipe.cell.swipeOffset = (animation.from + (animation.to - animation.from) * eased).rounded()
        guard t >= 1 else {
            scheduleSwipeFrame()
            return
        }
        swipe.cell.swipeOffset = animation.to
        swipe.animation = nil
        rowSwipe = swipe
        switch animation.then {
        case .open:
            swipe.phase = .open
            swipe.contentOffsetWhenOpen = contentOffset
            swipe.actionsView.expandsFirstAction = false
            rowSwipe = swipe
        case .close:
            finishRowSwipe()
        case .perform(let index):
            performSwipeAction(index)
        }
    }

    private func stopSwipeAnimation(_ swipe: inout RowSwipe) {
        if let timer = swipe.animation?.timer { tableApplication.clock.cancel(timer) }
        swipe.animation = nil
    }
}

/// The table's swipe-actions pan (iOS has a private recognizer for this too): one finger, the table's
/// rules at touch-down and at its first movement (``UITableView``'s swipe actions).
@MainActor
final class RowSwipeGestureRecognizer: UIPanGestureRecognizer {
    override init() {
        super.init()
        maximumNumberOfTouches = 1
    }

    override func refusalAtTouchDown(_ touches: Set<UITouch>) -> String? {
        (view as? UITableView)?.rowSwipeRefusal(touches)
    }
}
