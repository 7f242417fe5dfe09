import Foundation

/// The curves a scroll view moves along, as closed forms of time, so the offset at any instant of the
/// framework clock is exact and testable (docs/decisions.md, "Scrolling").
///
/// - **Deceleration** (iOS's `decelerationRate`, a velocity factor per millisecond, normal 0.998, fast
///   0.99): the velocity after `t` ms is `v₀·dᵗ`, so the offset is `x(t) = T + (x₀ − T)·d^t` where the
///   resting offset `T = x₀ − v₀ / ln d` (v₀ in pt/ms). A target chosen by the delegate (`willEndDragging`)
///   or by paging uses the same curve: any `T` fixes `v₀ = (T − x₀)·(−ln d)`. The motion ends when it is
///   within ``restDistance`` of `T`.
/// - **Rubber-banding** past an edge while dragging: `f(x) = (1 − 1 / (x·c / dim + 1))·dim` with
///   `c` = ``rubberBandCoefficient`` (0.55) and `dim` the scroll view's size along the axis.
/// - **Spring-back** to an edge: a critically damped spring, `x(t) = edge + (a + b·t)·e^(−ωt)` with
///   `a` the overshoot and `b = v₀ + ω·a`, ω = ``springAngularFrequency``.
enum ScrollPhysics {
    /// How close, in points, a motion must come to where it rests before it snaps there and ends.
    static let restDistance: CGFloat = 0.5
    /// How slow, in points per second, a spring must be moving to end (with ``restDistance``).
    static let restSpeed: CGFloat = 10
    /// The rubber band's stiffness: 0.55, the constant of the formula attributed to iOS by UIKit engineer
    /// Grant Paul (docs/decisions.md).
    static let rubberBandCoefficient: CGFloat = 0.55
    /// The spring's natural angular frequency, rad/s: a 0.5 s response (`2π / 0.5`). iOS's bounce
    /// constants are private; 0.5 s settles a 100 pt overshoot in about 0.55 s, as iOS appears to.
    static let springAngularFrequency: Double = 2 * Double.pi / 0.5

    /// The rubber-banded distance for a finger `overshoot` points past an edge.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// Where a motion starting at `offset` with `velocity` (pt/s) comes to rest at `rate` (per ms).
    static func restingOffset(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return offset }
        return offset - (velocity / 1000) / CGFloat(log(Double(rate)))
    }

    /// One stretch of an axis's motion, from `start` (seconds on the framework clock).
    struct Segment {
        enum Curve {
            /// `target + (from − target)·rate^(ms)`.
            case decay(from: CGFloat, target: CGFloat, rate: CGFloat)
            /// `edge + (a + b·t)·e^(−ωt)`.
            case spring(edge: CGFloat, a: CGFloat, b: CGFloat)
        }
        var start: Double
        var curve: Curve

        /// The offset and velocity (pt/s) `elapsed` seconds after `start`.
        func sample(_ elapsed: Double) -> (offset: CGFloat, velocity: CGFloat) {
            switch curve {
            case .decay(let from, let target, let rate):
                let lnd = log(Double(rate))
                let factor = exp(lnd * elapsed * 1000)
                return (target + (from - target) * CGFloat(factor), (from - target) * CGFloat(factor * lnd * 1000))
            case .spring(let edge, let a, let b):
                let w = springAngularFrequency
                let e = exp(-w * elapsed)
                let x = (Double(a) + Double(b) * elapsed) * e
                return (edge + CGFloat(x), CGFloat((Double(b) - w * (Double(a) + Double(b) * elapsed)) * e))
            }
        }

        /// Where the segment rests.
        var rest: CGFloat {
            switch curve {
            case .decay(_, let target, _): target
            case .spring(let edge, _, _): edge
            }
        }
    }

    /// An axis's whole motion after a release: a decay, a spring, or a decay that crosses an edge and
    /// continues as a spring from it (a fling that bounces).
    struct AxisMotion {
        var segments: [Segment]

        /// No motion: the axis stays at `offset`.
        static func still(at offset: CGFloat, time: Double) -> AxisMotion {
            AxisMotion(segments: [Segment(start: time, curve: .decay(from: offset, target: offset, rate: 0.99))])
        }

        /// The offset at `time`, and whether the motion has ended (the offset is then exactly the rest).
        func sample(at time: Double) -> (offset: CGFloat, finished: Bool) {
            guard let segment = segments.last(where: { $0.start <= time }) ?? segments.first else { return (0, true) }
            let (offset, velocity) = segment.sample(max(time - segment.start, 0))
            let isLast = segment.start == segments.last?.start
            let near = abs(offset - segment.rest) < ScrollPhysics.restDistance
            let slow: Bool
            switch segment.curve {
            case .decay: slow = true
            case .spring: slow = abs(velocity) < ScrollPhysics.restSpeed
            }
            if isLast && near && slow { return (segment.rest, true) }
            return (offset, false)
        }

        /// A release at `offset` with `velocity` (pt/s, along the offset) in the allowed range
        /// `minimum…maximum`.
        static func release(
            at offset: CGFloat, velocity: CGFloat, minimum: CGFloat, maximum: CGFloat, bounces: Bool,
            rate: CGFloat, time: Double
        ) -> AxisMotion {
            // Already past an edge (rubber-banded): spring back, carrying the release velocity.
            if offset < minimum || offset > maximum {
                let edge = offset < minimum ? minimum : maximum
                let a = offset - edge
                let b = velocity + CGFloat(springAngularFrequency) * a
                return AxisMotion(segments: [Segment(start: time, curve: .spring(edge: edge, a: a, b: b))])
            }
            let rest = restingOffset(from: offset, velocity: velocity, rate: rate)
            guard rest < minimum || rest > maximum else {
                return AxisMotion(segments: [Segment(start: time, curve: .decay(from: offset, target: rest, rate: rate))])
            }
            let edge = rest < minimum ? minimum : maximum
            guard bounces, offset != edge else {
                // Without bouncing, the same curve toward the edge: the deceleration ends at the edge.
                return AxisMotion(segments: [Segment(start: time, curve: .decay(from: offset, target: edge, rate: rate))])
            }
            // The decay would pass the edge: it runs until it reaches it, then a spring carries its
            // velocity out past the edge and back.
            let decay = Segment(start: time, curve: .decay(from: offset, target: rest, rate: rate))
            let crossing = log(Double((edge - rest) / (offset - rest))) / (log(Double(rate)) * 1000)
            let velocityAtEdge = decay.sample(crossing).velocity
            let spring = Segment(start: time + crossing, curve: .spring(edge: edge, a: 0, b: velocityAtEdge))
            return AxisMotion(segments: [decay, spring])
        }

        /// A motion toward a chosen `target` (the delegate's, a page, `setContentOffset(_:animated:)`).
        static func toward(_ target: CGFloat, from offset: CGFloat, rate: CGFloat, time: Double) -> AxisMotion {
            AxisMotion(segments: [Segment(start: time, curve: .decay(from: offset, target: target, rate: rate))])
        }
    }
}
