import CoreGraphics
import InputCore

/// A scroll view whose rows can be swiped to reveal ``UISwipeActionsConfiguration``s: the table view, and a
/// collection view showing a list (`UICollectionLayoutListConfiguration`). It answers what the swipe
/// machinery (``RowSwipeController``) asks; the machinery is the same for both.
@MainActor
protocol RowSwipeHost: UIScrollView {
    /// The visible row at `point` (in the host's coordinates), if any.
    func swipeIndexPath(at point: CGPoint) -> IndexPath?
    /// The visible cell showing `indexPath`, when it can slide aside.
    func swipeableCell(at indexPath: IndexPath) -> (any SwipeableRowCell)?
    /// Why a visible row at `indexPath` cannot slide (its cell is not a swipeable one), or `nil` when it can.
    func swipeCellRefusal(at indexPath: IndexPath) -> String?
    /// The actions for `indexPath` on the trailing (dragged left) or leading side, the name of what was
    /// asked (for the trace: "trailingSwipeActionsConfigurationForRowAt"), and why there are none when
    /// nothing could be asked (`nil`: "… returned nil").
    func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> (configuration: UISwipeActionsConfiguration?, asked: String, absent: String?)
    /// `row 3` / `item 3 of section 1`, for the trace.
    func swipeRowName(_ indexPath: IndexPath) -> String
    /// `table view list`, for timer labels.
    var swipeTraceName: String { get }
    /// Writes a decision to the trace, prefixed with the host's name.
    func traceSwipe(_ message: String)
    /// Reports a mistake of the app's code (a completion called twice).
    func reportSwipeDiagnostic(_ message: String)
    /// The application whose clock runs the settling.
    var swipeApplication: UIApplication { get }
    /// The swipe of `indexPath` begins (the table tells its delegate `willBeginEditingRowAt`).
    func swipeWillBegin(at indexPath: IndexPath)
    /// The swipe ended; `nil` when its row went away (the table tells `didEndEditingRowAt`).
    func swipeDidEnd(at indexPath: IndexPath?)
}

/// Swipe actions: a horizontal drag on a row slides its content aside and reveals the host's
/// ``UISwipeActionsConfiguration`` (trailing actions when dragged left, leading ones when dragged right).
/// One implementation for the table view and the list collection view.
///
/// The rules, in the order they apply:
/// 1. At touch-down, a touch while a row's actions are open closes them (unless it lands on a button) and
///    never reaches the rows: it neither highlights nor selects, as on iOS. A touch on a button chooses
///    that action when it lifts on it.
/// 2. The first movement decides, as on iOS: past the pan's hysteresis, a mostly vertical drag is the
///    scroll's (the swipe fails), a mostly horizontal one the row's (the scroll view's pan refuses
///    horizontal drags when the content is no wider than the view), provided the host has actions
///    for that side. Inside a navigation controller the swipe, like every pan there, waits for the
///    interactive pop to fail, so a drag from the left edge pops instead (docs/decisions.md).
/// 3. Released: past ``UITableView/fullSwipeFraction`` of the row's width (and
///    `performsFirstActionWithFullSwipe`) the row slides out and the first action runs; past half the
///    buttons' width, or flicked open at ``UITableView/swipeFlingVelocity``, the actions stay open;
///    otherwise they close. Each decision is traced with its distances ("swipe actions opened: moved
///    82.0 pt ≥ half the actions' width 37.0 pt and < full swipe 240.0 pt").
/// 4. The actions close when an action's handler calls its completion, when the host scrolls or reloads,
///    and when a touch lands elsewhere. The settling runs on the framework clock
///    (``UITableView/swipeSettleDuration``).
@MainActor
final class RowSwipeController {
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
        let cell: any SwipeableRowCell
        let configuration: UISwipeActionsConfiguration
        let actionsView: SwipeActionsView
        var phase: Phase = .tracking
        /// The row's offset when the current drag began.
        var offsetAtBegin: CGFloat = 0
        /// The host's content offset when the actions came to rest open (a scroll closes them).
        var contentOffsetWhenOpen: CGPoint = .zero
        var animation: Animation?
        /// Tells the stale timers and completions of an earlier swipe from this one's.
        let serial: Int
        var isTrailing: Bool { actionsView.isTrailing }
    }

    /// A swipe the pan may begin: decided in `shouldBegin`, started at `began` (the navigation
    /// controller's pop may still make the pan fail in between).
    struct ProposedSwipe {
        let indexPath: IndexPath
        let configuration: UISwipeActionsConfiguration
        let isTrailing: Bool
    }

    /// The pan that swipes rows.
    let recognizer = RowSwipeGestureRecognizer()
    /// The row being swiped, open, or closing.
    private(set) var swipe: RowSwipe?
    /// The swipe the pan's first movement chose, begun when the pan begins.
    private var proposed: ProposedSwipe?
    private var nextSerial = 0
    /// The touch that closed a row's swipe actions: the rows never get it.
    private weak var swallowedTouch: UITouch?
    private weak var host: (any RowSwipeHost)?

    /// Machinery for `host`; the host adds ``recognizer`` to itself.
    init(host: any RowSwipeHost) {
        self.host = host
        recognizer.controller = self
        recognizer.addTarget(self, action: RowSwipeController.recognizerChanged)
    }

    /// Whether the pan is dragging a row now.
    var isSwiping: Bool { recognizer.state == .began || recognizer.state == .changed }

    /// While the pan may still take a touch, the rows wait for it even after the scroll's pan failed (a
    /// horizontal drag), so a swiped row never flashes its highlight first.
    var contentTouchesWait: Bool { recognizer.state == .possible && recognizer.numberOfTouches > 0 }

    // MARK: Touch-down

    /// Rule 1: the swipe pan's answer at touch-down (a reason to fail, or `nil`); closes open actions.
    func refusal(_ touches: Set<UITouch>) -> String? {
        guard let host, let touch = touches.min(by: { $0.serial < $1.serial }) else { return nil }
        guard let swipe else { return nil }
        let row = host.swipeRowName(swipe.indexPath)
        if swipe.phase == .performing { return "\(row) is performing a swipe action" }
        let view = swipe.actionsView
        if !view.isHidden, view.bounds.contains(touch.location(in: view)) {
            return "touch \(touch.traceName) is on the swipe actions of \(row): their buttons take it"
        }
        swallowedTouch = touch
        close(animated: true, reason: "touch \(touch.traceName) landed outside them")
        // A drag on the closing row itself may still move it; elsewhere the touch only closed it.
        if swipe.cell.frame.contains(touch.location(in: host)) { return nil }
        return "touch \(touch.traceName) closed the swipe actions of \(row)"
    }

    /// Whether the content may get `touches`: not a touch that closed a row's actions.
    func letsContentHave(_ touches: Set<UITouch>) -> Bool {
        guard let swallowed = swallowedTouch, touches.contains(where: { $0 === swallowed }) else { return true }
        host?.traceSwipe("touch \(swallowed.traceName) does not reach the rows: it closed swipe actions")
        return false
    }

    // MARK: The first movement

    /// Rule 2: whether the swipe pan may begin, from its translation when it crossed its hysteresis.
    func shouldBegin() -> Bool {
        proposed = nil
        guard let host else { return false }
        let t = recognizer.translation(in: host)
        // Mostly vertical: the scroll's. Not traced: every scroll would say it.
        guard abs(t.x) > abs(t.y) else { return false }
        let location = recognizer.location(in: host)
        let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
        if let swipe {
            // The finger took hold of the row that is open or closing: it drags it from where it is.
            return swipe.cell.frame.contains(start) && swipe.phase != .performing
        }
        guard let indexPath = host.swipeIndexPath(at: start) else { return false }
        if let refusal = host.swipeCellRefusal(at: indexPath) {
            host.traceSwipe("\(host.swipeRowName(indexPath)) not swiped: \(refusal)")
            return false
        }
        let isTrailing = t.x < 0
        let (configuration, asked, absent) = host.swipeActionsConfiguration(at: indexPath, trailing: isTrailing)
        guard let configuration else {
            host.traceSwipe("\(host.swipeRowName(indexPath)) not swiped: \(absent ?? "\(asked) returned nil")")
            return false
        }
        guard !configuration.actions.isEmpty else {
            host.traceSwipe("\(host.swipeRowName(indexPath)) not swiped: \(asked) returned no actions")
            return false
        }
        proposed = ProposedSwipe(indexPath: indexPath, configuration: configuration, isTrailing: isTrailing)
        return true
    }

    // MARK: Dragging

    /// The swipe pan's action.
    private func recognizerChanged(_ pan: RowSwipeGestureRecognizer) {
        guard let host else { return }
        switch pan.state {
        case .began:
            begin()
            follow()
        case .changed: follow()
        case .ended: release(velocity: pan.velocity(in: host).x)
        case .cancelled:
            // A cancelled touch chooses nothing: the row goes back to closed.
            if swipe?.phase == .tracking { close(animated: true, reason: "the touch was cancelled") }
        default: break
        }
    }

    private func begin() {
        guard let host else { return }
        if var current = swipe {
            stopAnimation(&current)
            current.phase = .tracking
            current.offsetAtBegin = current.cell.swipeOffset
            swipe = current
            host.traceSwipe("\(host.swipeRowName(current.indexPath)) swipe taken hold of at \(GestureReason.points(abs(current.offsetAtBegin)))")
            return
        }
        guard let proposed, let cell = host.swipeableCell(at: proposed.indexPath) else { return }
        self.proposed = nil
        host.swipeWillBegin(at: proposed.indexPath)
        nextSerial &+= 1
        let serial = nextSerial
        let view = SwipeActionsView(actions: proposed.configuration.actions, isTrailing: proposed.isTrailing) { [weak self] index in
            self?.actionTapped(index, serial: serial)
        }
        cell.swipeActionsView = view
        swipe = RowSwipe(indexPath: proposed.indexPath, cell: cell, configuration: proposed.configuration,
                         actionsView: view, serial: serial)
        let titles = proposed.configuration.actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
        host.traceSwipe("\(host.swipeRowName(proposed.indexPath)) swipe began: \(proposed.isTrailing ? "trailing" : "leading") actions \(titles)")
    }

    /// The row follows the finger: within the row's width, on its side only, with resistance past the
    /// buttons when a full swipe is off; a full swipe is armed (the first button covers the space) past
    /// ``UITableView/fullSwipeFraction``.
    private func follow() {
        guard let host, let swipe, swipe.phase == .tracking else { return }
        let raw = swipe.offsetAtBegin + recognizer.translation(in: host).x
        let width = swipe.actionsView.naturalWidth
        var distance = swipe.isTrailing ? -raw : raw
        distance = min(max(distance, 0), swipe.cell.bounds.width)
        let fullSwipe = swipe.configuration.performsFirstActionWithFullSwipe
        if !fullSwipe, distance > width {
            distance = width + (distance - width) * UITableView.swipeOverdragResistance
        }
        swipe.actionsView.expandsFirstAction = fullSwipe && distance >= fullSwipeDistance(swipe.cell)
        swipe.cell.swipeOffset = swipe.isTrailing ? -distance : distance
    }

    /// The distance that makes a full swipe: ``UITableView/fullSwipeFraction`` of the row's width.
    private func fullSwipeDistance(_ cell: any SwipeableRowCell) -> CGFloat {
        (cell.bounds.width * UITableView.fullSwipeFraction).rounded()
    }

    /// Rule 3.
    private func release(velocity: CGFloat) {
        guard let host, var current = swipe, current.phase == .tracking else { return }
        let row = host.swipeRowName(current.indexPath)
        let moved = abs(current.cell.swipeOffset)
        let width = current.actionsView.naturalWidth
        let half = width / 2
        let full = fullSwipeDistance(current.cell)
        let fullSwipe = current.configuration.performsFirstActionWithFullSwipe
        // Positive: moving the way that opens the actions.
        let opening = current.isTrailing ? -velocity : velocity
        let sign: CGFloat = current.isTrailing ? -1 : 1
        let movedText = GestureReason.points(moved)
        let flick = "\(String(format: "%.1f", Double(abs(opening)))) pt/s"
        let fling = GestureReason.points(UITableView.swipeFlingVelocity).replacingOccurrences(of: " pt", with: " pt/s")
        current.phase = .settling
        swipe = current
        if fullSwipe, moved >= full {
            let title = current.configuration.actions[0].title ?? ""
            host.traceSwipe("\(row) full swipe performs \"\(title)\": moved \(movedText) ≥ full swipe \(GestureReason.points(full))")
            settle(to: sign * current.cell.bounds.width, then: .perform(0))
        } else if opening <= -UITableView.swipeFlingVelocity {
            host.traceSwipe("\(row) swipe actions closed: flicked back at \(flick) ≥ \(fling)")
            settle(to: 0, then: .close)
        } else if opening >= UITableView.swipeFlingVelocity || moved >= half {
            let why = moved >= half
                ? "moved \(movedText) ≥ half the actions' width \(GestureReason.points(half))"
                : "flicked at \(flick) ≥ \(fling)"
            let limit = fullSwipe ? " and < full swipe \(GestureReason.points(full))" : ""
            host.traceSwipe("\(row) swipe actions opened: \(why)\(limit)")
            settle(to: sign * width, then: .open)
        } else {
            host.traceSwipe("\(row) swipe actions closed: moved \(movedText) < half the actions' width \(GestureReason.points(half))")
            settle(to: 0, then: .close)
        }
    }

    // MARK: Choosing an action

    private func actionTapped(_ index: Int, serial: Int) {
        guard let host, let swipe, swipe.serial == serial, swipe.phase == .open || swipe.phase == .settling else { return }
        let title = swipe.configuration.actions[index].title ?? ""
        host.traceSwipe("\(host.swipeRowName(swipe.indexPath)) swipe action \"\(title)\" tapped")
        perform(index)
    }

    /// Runs the action's handler; its completion closes the actions (if the row is still there).
    private func perform(_ index: Int) {
        guard var current = swipe, index < current.configuration.actions.count else { return }
        stopAnimation(&current)
        current.phase = .performing
        swipe = current
        let action = current.configuration.actions[index]
        let serial = current.serial
        let title = action.title ?? ""
        let button = current.actionsView.buttons[index]
        var called = false
        action.handler(action, button) { [weak self] performed in
            guard let self, let host = self.host else { return }
            if called {
                host.reportSwipeDiagnostic("swipe action \"\(title)\": its completion handler was called more than once; the extra call is ignored")
                return
            }
            called = true
            host.traceSwipe("swipe action \"\(title)\" completed (performed: \(performed))")
            guard let swipe = self.swipe, swipe.serial == serial else { return }
            self.close(animated: true, reason: nil)
        }
    }

    // MARK: Closing

    /// Closes the open (or opening) actions: the row slides back, then the buttons go.
    func close(animated: Bool, reason: String?) {
        guard let host, var current = swipe else { return }
        if let reason { host.traceSwipe("\(host.swipeRowName(current.indexPath)) swipe actions closed: \(reason)") }
        guard animated, host.window != nil, current.cell.swipeOffset != 0 else {
            stopAnimation(&current)
            swipe = current
            finish()
            return
        }
        current.phase = .settling
        swipe = current
        settle(to: 0, then: .close)
    }

    /// The swipe is over: the row's content back in place, the buttons gone, the host told.
    private func finish() {
        guard var current = swipe else { return }
        stopAnimation(&current)
        swipe = nil
        current.cell.clearSwipe()
        host?.swipeDidEnd(at: current.indexPath)
    }

    /// The row's swipe after the host's rows changed: it follows its row, or ends with it (a deleted row
    /// keeps its look while it fades out; the cell is cleared when reused).
    func remap(_ newIndexPath: (IndexPath) -> IndexPath?) {
        guard var current = swipe else { return }
        if let new = newIndexPath(current.indexPath) {
            current.indexPath = new
            swipe = current
            return
        }
        stopAnimation(&current)
        swipe = nil
        host?.swipeDidEnd(at: nil)
    }

    /// A reload, or the swiped row leaving the screen (`cell`), ends the swipe at once.
    func drop(ifShownIn cell: UIView? = nil) {
        guard let current = swipe, cell == nil || current.cell === cell else { return }
        finish()
    }

    /// Rule 4: a scroll closes actions at rest.
    func closeIfScrolled() {
        // The open swipe first: with none (every scroll frame but a swipe's), the host is not loaded.
        guard let current = swipe, current.phase == .open, let host, host.contentOffset != current.contentOffsetWhenOpen else { return }
        close(animated: true, reason: "\(host.swipeTraceName) scrolled")
    }

    // MARK: Settling on the framework clock

    private func settle(to target: CGFloat, then: RowSwipe.Settle) {
        guard let host, var current = swipe else { return }
        stopAnimation(&current)
        current.actionsView.expandsFirstAction = if case .perform = then { true } else { false }
        current.animation = RowSwipe.Animation(from: current.cell.swipeOffset, to: target, start: host.swipeApplication.clock.now, then: then)
        swipe = current
        scheduleFrame()
    }

    private func scheduleFrame() {
        guard let host, var current = swipe, var animation = current.animation else { return }
        animation.frame += 1
        let deadline = animation.start.advanced(bySeconds: Double(animation.frame) / UIScrollView.framesPerSecond)
        let serial = current.serial
        animation.timer = host.swipeApplication.clock.schedule(at: deadline, label: "\(host.swipeTraceName) swipe frame") { [weak self] in
            guard let self, let swipe = self.swipe, swipe.serial == serial, swipe.animation != nil else { return }
            self.frame()
        }
        current.animation = animation
        swipe = current
    }

    private func frame() {
        guard let host, var current = swipe, let animation = current.animation else { return }
        let elapsed = host.swipeApplication.clock.now.seconds - animation.start.seconds
        let t = min(max(elapsed / UITableView.swipeSettleDuration, 0), 1)
        // Ease out: the row moves fastest as the finger lets go.
        let eased = CGFloat(1 - (1 - t) * (1 - t))
        current.cell.swipeOffset = (animation.from + (animation.to - animation.from) * eased).rounded()
        guard t >= 1 else {
            scheduleFrame()
            return
        }
        current.cell.swipeOffset = animation.to
        current.animation = nil
        swipe = current
        switch animation.then {
        case .open:
            current.phase = .open
            current.contentOffsetWhenOpen = host.contentOffset
            current.actionsView.expandsFirstAction = false
            swipe = current
        case .close:
            finish()
        case .perform(let index):
            perform(index)
        }
    }

    private func stopAnimation(_ current: inout RowSwipe) {
        if let timer = current.animation?.timer, let host { host.swipeApplication.clock.cancel(timer) }
        current.animation = nil
    }
}

/// The swipe-actions pan (iOS has a private recognizer for this too): one finger, the rules of its
/// ``RowSwipeController`` at touch-down and at its first movement.
@MainActor
final class RowSwipeGestureRecognizer: UIPanGestureRecognizer {
    /// The machinery the pan serves.
    weak var controller: RowSwipeController?

    override init() {
        super.init()
        maximumNumberOfTouches = 1
    }

    override func refusalAtTouchDown(_ touches: Set<UITouch>) -> String? {
        controller?.refusal(touches)
    }
}
