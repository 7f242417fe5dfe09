import InputCore

/// A timer synchronized with the display's refresh: its callback runs at the start of each refresh (or
/// every few refreshes, see ``preferredFramesPerSecond``), before layout and drawing, so what it changes
/// is in the frame that refresh shows.
///
/// ```swift
/// let link = CADisplayLink { link in
///     let progress = (link.targetTimestamp - start) / duration
///     spinner.transform = CGAffineTransform(rotationAngle: progress * 2 * .pi)
/// }
/// link.add(to: .main, forMode: .common)
/// // …
/// link.invalidate()
/// ```
///
/// Times are in seconds of the framework clock (`UIApplication.clock`), like `UITouch.timestamp`; the
/// display's refresh boundaries are multiples of ``duration`` on that clock.
///
/// Differences from iOS: the run loop and mode passed to ``add(to:forMode:)`` are accepted and ignored
/// (there is one frame loop, the shared application's, and it runs in every mode); the target-action
/// form takes an unapplied method reference instead of a selector. As on iOS, the link keeps its target
/// (and the frame loop keeps the link) until ``invalidate()``.
@MainActor
public final class CADisplayLink {
    private var callback: (@MainActor (CADisplayLink) -> Void)?
    private weak var frameLoop: FrameLoop?
    private var isInvalidated = false

    /// The time of the refresh this callback runs in, in seconds; 0 before the first callback.
    public private(set) var timestamp: TimeInterval = 0
    /// When the frame this callback prepares is meant to be on screen, in seconds: ``timestamp`` plus this
    /// link's own period (one refresh, or several when ``preferredFramesPerSecond`` is lower than the
    /// display's rate). Animations compute their state for this time. 0 before the first callback.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The display's refresh interval in seconds (1/60 on a 60 Hz display); 0 before the first callback.
    public private(set) var duration: TimeInterval = 0

    /// The rate the callback wants, in frames per second; 0 (the default) means the display's rate. The
    /// link fires every `n`-th refresh, `n` being the display's rate divided by this and rounded to the
    /// nearest whole number (at least 1): 30 on a 60 Hz display fires every other refresh, 25 too (the
    /// nearest a 60 Hz display can pace evenly). Negative values are treated as 0.
    public var preferredFramesPerSecond: Int = 0

    /// Whether callbacks are suspended. A paused link asks for no refreshes.
    public var isPaused = false {
        didSet { if oldValue && !isPaused { frameLoop?.linkUnpaused(self) } }
    }

    /// The refresh at which the link fires next, once it has fired (boundary time on the framework clock).
    var nextFireTime: InputTime?

    /// Creates a link that calls `action` on `target` (an unapplied method reference, such as
    /// `Spinner.step`, with `func step(_ link: CADisplayLink)`). The link keeps `target` until invalidated.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (CADisplayLink) -> Void) {
        callback = { link in action(target)(link) }
    }

    /// Creates a link that calls `handler` at each of its refreshes.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        callback = handler
    }

    /// Starts the callbacks at the next refresh of the shared application's display. `runLoop` and
    /// `mode` are accepted for source compatibility and ignored (see the type's documentation).
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        // A run loop is no object of ours: the shared application's display is the one to follow.
        add(to: UIApplication.shared.frameLoop)
    }

    /// Starts the callbacks at the next refresh of `frameLoop`. Adding an invalidated link does nothing.
    public func add(to frameLoop: FrameLoop) {
        guard !isInvalidated else { return }
        if let current = self.frameLoop, current !== frameLoop { current.remove(self) }
        self.frameLoop = frameLoop
        frameLoop.add(self)
    }

    /// Stops the callbacks until the link is added again. `runLoop` and `mode` are ignored.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        frameLoop?.remove(self)
        frameLoop = nil
        nextFireTime = nil
    }

    /// Stops the callbacks for good and releases the target.
    public func invalidate() {
        isInvalidated = true
        frameLoop?.remove(self)
        frameLoop = nil
        callback = nil
    }

    /// How many refreshes apart callbacks are.
    func period(displayRate: Int) -> Int {
        guard preferredFramesPerSecond > 0 else { return 1 }
        let ratio = (Double(displayRate) / Double(preferredFramesPerSecond)).rounded()
        return max(1, Int(ratio))
    }

    /// Called by the frame loop at each refresh; fires when the link's period has come round.
    func fire(for refresh: FrameLoop.Refresh, refreshInterval: Int64) {
        if let nextFireTime, refresh.timestamp < nextFireTime { return }
        let rate = Int((1_000_000 / Double(refreshInterval)).rounded())
        let periodMicros = Int64(period(displayRate: rate)) * refreshInterval
        nextFireTime = refresh.timestamp.advanced(byMicroseconds: periodMicros)
        timestamp = refresh.timestamp.seconds
        targetTimestamp = refresh.timestamp.advanced(byMicroseconds: periodMicros).seconds
        duration = Double(refreshInterval) / 1_000_000
        callback?(self)
    }
}
