import InputCore

/// The display's refresh: once per refresh interval, while something needs a new picture, it runs the
/// frame's work in one fixed order on the framework clock.
///
/// Input is not part of a refresh: `UIApplication.handle(_:)` dispatches each event as it arrives (latency
/// first), and whatever the event changed is shown by the next refresh. A refresh is a timer on the
/// framework clock at a refresh boundary (a "vsync": a multiple of ``refreshInterval`` from the clock's
/// origin), so live runs, replays and tests run the same loop; a test sees refreshes happen when it
/// advances virtual time past them.
///
/// The order of a refresh (``refresh()``, written once):
/// 1. display links (`CADisplayLink` callbacks), with the refresh's timestamps;
/// 2. update constraints (``updateConstraints``: by default Auto Layout's update-constraints pass over every
///    visible window, leaves first);
/// 3. layout (`UIApplication.layoutPass()`);
/// 4. display: views that need drawing draw (``display``; the drawing system supplies it);
/// 5. composite: the screen's frame is assembled from what changed (``composite``);
/// 6. present: the frame goes to the ``presenter``.
///
/// Refreshes happen on demand: after ``setNeedsRefresh()`` (the live loop calls it when input was handled
/// or a timer fired; drawing calls it when a view needs display) and on every refresh while a display link
/// is active and not paused. An idle screen costs nothing.
@MainActor
public final class FrameLoop {
    /// One refresh: which one, the boundary it runs at, and when its picture is meant to be on screen.
    public struct Refresh: Sendable, Equatable, CustomStringConvertible {
        /// 1 for the first refresh of this loop, then counting up.
        public var number: Int
        /// The refresh boundary this refresh runs at, on the framework clock.
        public var timestamp: InputTime
        /// When its picture is meant to be on screen: the next boundary.
        public var targetTimestamp: InputTime

        /// Creates a description of a refresh.
        public init(number: Int, timestamp: InputTime, targetTimestamp: InputTime) {
            self.number = number
            self.timestamp = timestamp
            self.targetTimestamp = targetTimestamp
        }

        public var description: String { "refresh \(number) at \(timestamp) for \(targetTimestamp)" }
    }

    /// What the loop has done, for frame-pacing figures.
    public struct Statistics: Sendable, Equatable {
        /// Refreshes run.
        public var refreshes = 0
        /// Frames handed to the presenter.
        public var framesPresented = 0
        /// Frames presented after their target time (the previous picture stayed up at least one refresh
        /// longer than meant): the "dropped frames" of frame-pacing tools. Only counted when the loop knows
        /// real time (``presentationTime``); on a virtual clock rendering takes no time.
        public var framesLate = 0
        /// Refresh boundaries that passed with a refresh wanted but none started, because the previous one
        /// was still running.
        public var boundariesMissed = 0
    }

    unowned let application: UIApplication
    private var refreshTimer: FrameworkClock.TimerID?
    private var links: [CADisplayLink] = []

    /// Step 2 of a refresh: update constraints. By default it runs `updateConstraintsIfNeeded()` on every
    /// visible window (leaves first), so a `setNeedsUpdateConstraints()` between refreshes is honoured by the
    /// next one before its layout; replace it to observe or extend the step (`nil` skips it).
    public var updateConstraints: (@MainActor () -> Void)?
    /// Step 4 of a refresh: views that need display draw. `nil` until the drawing system provides it.
    public var display: (@MainActor () -> Void)?
    /// Step 5 of a refresh: the screen's frame, composited from what changed; `nil` when there is nothing
    /// to show (no drawing system attached, or nothing changed).
    public var composite: (@MainActor (Refresh) -> ScreenFrame?)?
    /// Step 6 of a refresh: where frames go. Without one, frames are composited and dropped.
    public var presenter: FramePresenter?
    /// Real time, read after presenting, to tell late frames and missed boundaries; `nil` on a virtual
    /// clock. A live loop sets it to the clock its input is stamped with.
    public var presentationTime: LiveTimeSource?
    /// Called after a refresh that had nothing to present (nothing changed on screen): the live loop's
    /// latency recorder forgets the inputs it was waiting to see, as no frame will show them.
    public var didSkipPresent: (@MainActor (Refresh) -> Void)?
    /// Whether the next refresh presents even if nothing changed: the display lost its picture (a
    /// window was exposed). Cleared by the refresh.
    public private(set) var needsPresent = false
    /// The first error the presenter threw; refreshes stop until it is cleared. The live loop reports it.
    public private(set) var presentError: Error?

    /// What the loop has done so far.
    public private(set) var statistics = Statistics()
    /// The latest refresh, if any.
    public private(set) var lastRefresh: Refresh?

    init(application: UIApplication) {
        self.application = application
        updateConstraints = { [unowned application] in application.updateConstraintsPass() }
    }

    private var clock: FrameworkClock { application.clock }

    /// The screen's refresh rate: `UIScreen.maximumFramesPerSecond` of the main screen.
    public var framesPerSecond: Int { max(1, application.mainScreen.maximumFramesPerSecond) }

    /// Microseconds between refresh boundaries.
    public var refreshInterval: Int64 { 1_000_000 / Int64(framesPerSecond) }

    /// When the next refresh is scheduled, if one is.
    public private(set) var nextRefreshTime: InputTime?

    /// Asks for a refresh that presents the last frame again even if nothing changed (a window was
    /// exposed and lost its picture).
    public func setNeedsPresent() {
        needsPresent = true
        setNeedsRefresh()
    }

    /// Whether a refresh asked for runs at once rather than at the next refresh boundary: for a live
    /// display whose presents are not paced by the refresh (``FramePresenter/pacesPresents``; a window
    /// through SDL's software renderer), a change then reaches the screen as soon as it is drawn rather
    /// than up to a refresh interval later. Display links still fire on boundaries. Default `false`
    /// (replays and tests refresh on boundaries); the live runtime sets it from its presenter.
    public var refreshesWhenReady = false

    /// Asks for a refresh: at the next boundary after the current time, or at the current time when
    /// ``refreshesWhenReady`` (the live loop's next turn). Several requests before it runs make one
    /// refresh.
    public func setNeedsRefresh() {
        guard presentError == nil else { return }
        let wanted = refreshesWhenReady ? clock.now : boundary(atOrAfter: clock.now.advanced(byMicroseconds: 1))
        // A refresh already due by then (a display link's) serves; a later one is brought forward.
        if let nextRefreshTime, nextRefreshTime <= wanted { return }
        schedule(at: wanted)
    }

    /// Clears a presenter error so refreshes can run again (after the presenter was replaced).
    public func clearPresentError() { presentError = nil }

    /// The first refresh boundary at or after `time`.
    public func boundary(atOrAfter time: InputTime) -> InputTime {
        let interval = refreshInterval
        let micros = time.microseconds
        let index = micros >= 0 ? (micros + interval - 1) / interval : micros / interval
        return InputTime(microseconds: index * interval)
    }

    private func schedule(at time: InputTime) {
        if let refreshTimer { clock.cancel(refreshTimer) }
        nextRefreshTime = time
        refreshTimer = clock.schedule(at: time, label: "display refresh") { [weak self] in self?.refresh() }
    }

    /// One refresh, in the order the type's documentation gives.
    private func refresh() {
        refreshTimer = nil
        nextRefreshTime = nil
        let now = clock.now
        statistics.refreshes += 1
        let refresh = Refresh(number: statistics.refreshes, timestamp: now,
                              targetTimestamp: now.advanced(byMicroseconds: refreshInterval))
        lastRefresh = refresh
        fireDisplayLinks(for: refresh)
        updateConstraints?()
        application.layoutPass()
        display?()
        if let frame = composite?(refresh) {
            present(frame, for: refresh)
        } else {
            didSkipPresent?(refresh)
        }
        needsPresent = false
        scheduleAfter(refresh)
    }

    private func present(_ frame: ScreenFrame, for refresh: Refresh) {
        guard let presenter else { return }
        do {
            try presenter.present(frame, for: refresh)
            statistics.framesPresented += 1
        } catch {
            presentError = error
            return
        }
        if let real = presentationTime?.now(), real > refresh.targetTimestamp { statistics.framesLate += 1 }
    }

    /// Schedules the next refresh if a display link is waiting for one. Refresh boundaries that passed
    /// while this refresh ran are skipped (and counted): a late frame is not followed by a burst of
    /// catch-up frames.
    private func scheduleAfter(_ refresh: Refresh) {
        guard presentError == nil, refreshTimer == nil else { return }
        let active = links.filter { !$0.isPaused }
        guard !active.isEmpty else { return }
        var next = refresh.targetTimestamp
        if let real = presentationTime?.now(), real > next {
            let caughtUp = boundary(atOrAfter: real)
            statistics.boundariesMissed += Int((caughtUp.microseconds - next.microseconds) / refreshInterval)
            next = caughtUp
        }
        let due = active.map { $0.nextFireTime ?? next }.min() ?? next
        schedule(at: max(next, boundary(atOrAfter: due)))
    }

    // MARK: Display links

    func add(_ link: CADisplayLink) {
        guard !links.contains(where: { $0 === link }) else { return }
        links.append(link)
        if !link.isPaused { setNeedsRefresh() }
    }

    func remove(_ link: CADisplayLink) { links.removeAll { $0 === link } }

    func linkUnpaused(_ link: CADisplayLink) {
        guard links.contains(where: { $0 === link }) else { return }
        setNeedsRefresh()
    }

    /// The display links attached and not invalidated, in the order they were added.
    public var displayLinks: [CADisplayLink] { links }

    private func fireDisplayLinks(for refresh: Refresh) {
        for link in links where !link.isPaused {
            // A link invalidated or paused by an earlier callback of this refresh is skipped.
            guard links.contains(where: { $0 === link }), !link.isPaused else { continue }
            link.fire(for: refresh, refreshInterval: refreshInterval)
        }
    }
}
