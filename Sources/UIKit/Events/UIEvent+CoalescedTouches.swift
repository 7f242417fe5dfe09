import InputCore

extension UIEvent {
    /// The samples of `touch` that this delivery stands for, oldest first, the last matching the touch
    /// itself; `nil` when the touch is not part of this event.
    ///
    /// iOS coalesces the samples a fast panel reports between two deliveries into one delivery and lists
    /// them here. This framework dispatches every sample as it arrives (latency first: a 240 Hz panel gets
    /// four `touchesMoved` per 60 Hz refresh), so each delivery stands for exactly one sample and the
    /// array holds one touch object. Code written for iOS that walks the coalesced touches of every
    /// `touchesMoved` therefore sees every sample exactly once, as it does on iOS.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchStorage.contains(where: { $0 === touch }) else { return nil }
        return [touch.sample(at: touch.windowLocation, timestamp: touch.timestamp, phase: touch.phase)]
    }

    /// Where `touch` is expected to be when the next frame reaches the screen: one touch object at the
    /// next display refresh's target time, extrapolated from the touch's velocity over its recent samples
    /// (the estimator pan recognizers use); `nil` when the touch is not part of this event, empty when it
    /// has ended, was cancelled, or is not moving.
    ///
    /// Drawing code uses it to draw a little ahead of the finger, hiding the time between the sample and
    /// the picture. The prediction never reaches further than two refresh intervals ahead of the sample.
    ///
    /// Differences from iOS: iOS's predictor is private and may return several touches; this returns one.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchStorage.contains(where: { $0 === touch }) else { return nil }
        guard !touch.isFinished, touch.phase != .began, let application = touch.window?.application else { return [] }
        let loop = application.frameLoop
        let interval = Double(loop.refreshInterval) / 1_000_000
        let sampleTime = InputTime(seconds: touch.timestamp)
        let target = loop.boundary(atOrAfter: sampleTime).advanced(byMicroseconds: loop.refreshInterval).seconds
        let ahead = min(max(target - touch.timestamp, 0), 2 * interval)
        let velocity = touch.motion.velocity(at: touch.timestamp)
        guard ahead > 0, velocity.dx != 0 || velocity.dy != 0 else { return [] }
        let location = CGPoint(x: touch.windowLocation.x + velocity.dx * ahead,
                               y: touch.windowLocation.y + velocity.dy * ahead)
        return [touch.sample(at: location, timestamp: touch.timestamp + ahead, phase: .moved)]
    }
}
