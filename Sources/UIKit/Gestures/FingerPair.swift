/// The two fingers a two-finger recognizer (pinch, rotation) measures: the first two that land, in
/// landing order. Later fingers do not fit; the recognizer ignores them so they neither move its
/// measurement nor hold back their delivery to views.
@MainActor
struct FingerPair {
    private(set) var touches: [UITouch] = []

    /// Whether both fingers are down.
    var isComplete: Bool { touches.count == 2 }

    /// Takes new fingers, in landing order, until two are held. Returns the fingers that did not fit and
    /// whether any new finger joined the pair.
    mutating func admit(_ new: Set<UITouch>) -> (extra: [UITouch], joined: Bool) {
        var extra: [UITouch] = []
        var joined = false
        for touch in new.sorted(by: { $0.serial < $1.serial }) {
            if touches.count < 2 {
                touches.append(touch)
                joined = true
            } else {
                extra.append(touch)
            }
        }
        return (extra, joined)
    }

    /// Drops lifted fingers from the pair.
    mutating func release(_ lifted: Set<UITouch>) { touches.removeAll { lifted.contains($0) } }

    /// The distance between the fingers, window points. Only while ``isComplete``.
    var span: CGFloat { touches[0].windowLocation.distance(to: touches[1].windowLocation) }

    /// The direction from the first finger to the second, radians; clockwise on screen is positive
    /// because y grows downwards. Only while ``isComplete``.
    var angle: CGFloat {
        let a = touches[0].windowLocation
        let b = touches[1].windowLocation
        return CGFloat(atan2(Double(b.y - a.y), Double(b.x - a.x)))
    }
}

extension UIGestureRecognizer {
    /// A libinput touchpad gesture was cancelled (another finger landed): a recognizer still deciding
    /// fails, one in progress is cancelled.
    func touchpadGestureCancelled() {
        switch state {
        case .possible: setState(.failed, reason: "touchpad pinch cancelled")
        case .began, .changed: setState(.cancelled, reason: "touchpad pinch cancelled")
        default: break
        }
    }
}
