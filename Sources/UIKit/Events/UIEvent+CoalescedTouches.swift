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
    ///
    /// Pencils too: libinput reports each tablet sample as its own event (one per evdev frame) and each is
    /// delivered at once, so a pencil's coalesced touch is that sample, with its own ``UITouch/force``,
    /// ``UITouch/altitudeAngle``, ``UITouch/azimuthAngle(in:)``, ``UITouch/estimatedProperties`` and
    /// ``UITouch/isEraser``; its angles stay its own after the touch moves on.
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
    /// The force is extrapolated the same way from its change over the latest move (pencils, and panels that
    /// report pressure), kept within `0...maximumPossibleForce`; a pencil's angles are those of its latest
    /// sample (tilt changes too slowly and noisily to extrapolate).
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
        let predicted = touch.sample(at: location, timestamp: touch.timestamp + ahead, phase: .moved)
        let elapsed = touch.timestamp - touch.previousTimestamp
        if touch.maximumPossibleForce > 0, elapsed > 0 {
            let rate = (touch.force - touch.previousForce) / CGFloat(elapsed)
            predicted.force = min(max(touch.force + rate * CGFloat(ahead), 0), touch.maximumPossibleForce)
        }
        return [predicted]
    }
}
