import InputCore

/// A running deceleration or animation: one curve per axis, sampled at ``UIScrollView/framesPerSecond``
/// on the framework clock, frame `k` at exactly `start + k / framesPerSecond`.
struct ScrollMotion {
    enum Kind {
        /// After a drag: ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// From `setContentOffset(_:animated:)`: ends with `scrollViewDidEndScrollingAnimation`.
        case animation
    }
    var kind: Kind
    var x: ScrollPhysics.AxisMotion
    var y: ScrollPhysics.AxisMotion
    var start: InputTime
    var frame = 0
    var timer: FrameworkClock.TimerID?
    /// The application whose clock runs the timer, to cancel it and trace the stop there even after the
    /// view left its window.
    var applicationLink: ApplicationLink?
    var serial = 0

    init(kind: Kind, x: ScrollPhysics.AxisMotion, y: ScrollPhysics.AxisMotion, start: InputTime) {
        self.kind = kind
        self.x = x
        self.y = y
        self.start = start
    }
}

extension UIScrollView {
    private static var nextMotionSerial = 0

    func startMotion(_ newMotion: ScrollMotion) {
        var started = newMotion
        UIScrollView.nextMotionSerial += 1
        started.serial = UIScrollView.nextMotionSerial
        motion = started
        scheduleMotionFrame()
    }

    private func scheduleMotionFrame() {
        guard var current = motion else { return }
        current.frame += 1
        let deadline = current.start.advanced(bySeconds: Double(current.frame) / UIScrollView.framesPerSecond)
        let serial = current.serial
        let application = scrollApplication
        current.applicationLink = application.link
        current.timer = application.clock.schedule(at: deadline, label: "\(scrollTraceName) frame") { [weak self] in
            self?.motionFrame(serial: serial)
        }
        motion = current
    }

    private func motionFrame(serial: Int) {
        guard let current = motion, current.serial == serial else { return }
        // The ideal instant of this frame, so every frame samples the curve at k / framesPerSecond exactly.
        let time = current.start.seconds + Double(current.frame) / UIScrollView.framesPerSecond
        let x = current.x.sample(at: time)
        let y = current.y.sample(at: time)
        contentOffset = CGPoint(x: x.offset, y: y.offset)
        // `scrollViewDidScroll` may have stopped this motion or started another.
        guard let after = motion, after.serial == serial else { return }
        if x.finished && y.finished {
            finishMotion()
        } else {
            scheduleMotionFrame()
        }
    }

    private func finishMotion() {
        guard let finished = motion else { return }
        motion = nil
        switch finished.kind {
        case .deceleration:
            isDecelerating = false
            traceCallback("didEndDecelerating")
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            traceCallback("didEndScrollingAnimation")
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops a running deceleration or animation where it is, without the "did end" callbacks (as a touch
    /// that stops a fling on iOS). `reason` goes to the trace.
    func stopMotion(reason: String?) {
        guard let current = motion else { return }
        let application = current.applicationLink?.application
        if let timer = current.timer { application?.clock.cancel(timer) }
        motion = nil
        isDecelerating = false
        if let reason { traceNote(in: application, "\(scrollTraceName) stopped at \(TraceFormat.point(contentOffset)): \(reason)") }
    }

    /// Moves to `target` along the fast deceleration curve.
    func animate(to target: CGPoint, kind: ScrollMotion.Kind) {
        let now = scrollApplication.clock.now
        let rate = DecelerationRate.fast.rawValue
        startMotion(ScrollMotion(
            kind: kind, x: .toward(target.x, from: contentOffset.x, rate: rate, time: now.seconds),
            y: .toward(target.y, from: contentOffset.y, rate: rate, time: now.seconds), start: now))
    }

    /// Whether the content is moving on its own (decelerating or animating).
    var isMoving: Bool { motion != nil }
}
