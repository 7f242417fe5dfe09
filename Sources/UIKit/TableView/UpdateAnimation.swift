import InputCore

/// A running batch-update animation of a table or collection view: each element view's start and end frame
/// and opacity, sampled at ``UIScrollView/framesPerSecond`` on the framework clock.
struct UpdateAnimation<Element: UIView> {
    /// One animated view.
    struct Item {
        let view: Element
        let from: CGRect
        let to: CGRect
        let fromAlpha: CGFloat
        let toAlpha: CGFloat
        /// The view's element was deleted: it is queued for reuse when the animation ends.
        var retires = false
    }

    let items: [Item]
    let start: InputTime
    let completions: [(Bool) -> Void]
    var frame = 0
    var timer: FrameworkClock.TimerID?
    /// Tells a stale frame timer from the running animation's.
    let serial: Int

    @MainActor
    init(items: [Item], start: InputTime, completions: [(Bool) -> Void]) {
        self.items = items
        self.start = start
        self.completions = completions
        UpdateAnimationSerial.next += 1
        serial = UpdateAnimationSerial.next
    }

    /// The items of a batch's animation: each of `shown` that was on screen before (it has a frame in
    /// `startFrames`) moves from there to where it is now, the others fade in where they are, and `leaving`
    /// ones fade out where they were.
    @MainActor
    static func items(
        shown: some Sequence<Element>, startFrames: [ObjectIdentifier: CGRect], leaving: some Sequence<Element>
    ) -> [Item] {
        var items: [Item] = []
        for view in shown {
            if let start = startFrames[ObjectIdentifier(view)] {
                if start != view.frame { items.append(Item(view: view, from: start, to: view.frame, fromAlpha: 1, toAlpha: 1)) }
            } else {
                items.append(Item(view: view, from: view.frame, to: view.frame, fromAlpha: 0, toAlpha: 1))
            }
        }
        for view in leaving {
            items.append(Item(view: view, from: view.frame, to: view.frame, fromAlpha: 1, toAlpha: 0, retires: true))
        }
        return items
    }

    /// Schedules `fire` on `clock` at the next sample, ``UIScrollView/framesPerSecond`` after the last.
    @MainActor
    mutating func scheduleNextFrame(on clock: FrameworkClock, label: String, _ fire: @escaping @MainActor () -> Void) {
        frame += 1
        timer = clock.schedule(at: start.advanced(bySeconds: Double(frame) / UIScrollView.framesPerSecond), label: label, fire)
    }

    /// Puts the views where they are at `now`, `duration` after ``start`` at the end; returns whether the
    /// animation is over.
    @MainActor
    func apply(at now: InputTime, duration: TimeInterval) -> Bool {
        let t = min(max((now.seconds - start.seconds) / duration, 0), 1)
        // Ease in and out, as UIKit's default curve.
        let eased = CGFloat(t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2)
        for item in items {
            let frame = CGRect(
                x: item.from.minX + (item.to.minX - item.from.minX) * eased,
                y: item.from.minY + (item.to.minY - item.from.minY) * eased,
                width: item.from.width + (item.to.width - item.from.width) * eased,
                height: item.from.height + (item.to.height - item.from.height) * eased)
            if item.view.frame != frame { item.view.frame = frame }
            item.view.alpha = item.fromAlpha + (item.toAlpha - item.fromAlpha) * eased
        }
        return t >= 1
    }
}

/// The serial counter every ``UpdateAnimation`` shares (a generic type cannot have stored statics).
@MainActor
enum UpdateAnimationSerial {
    static var next = 0
}
