import InputCore

/// Input that is not touches but drives recognizers: scroll (pan), hover (hover), touchpad pinch and
/// rotation (pinch, rotation). Each goes to the recognizers of the view under the cursor and its
/// ancestors that accept it, deepest first.
extension GestureEnvironment {
    /// The recognizers under a screen point that accept some input, deepest view first.
    /// `device`: the pointer device, whose screen's windows are searched (the main screen's without one).
    private func recognizers(
        at point: CGPoint, device: DeviceID? = nil, accepting: (UIGestureRecognizer) -> Bool
    ) -> (UIWindow, [UIGestureRecognizer])? {
        guard let (window, _, hit) = application.hitTestWindows(atScreenPoint: point, event: application.touchDispatcher.touchEvent, device: device)
        else { return nil }
        var result: [UIGestureRecognizer] = []
        var current: UIView? = hit
        while let view = current {
            for recognizer in view.storedGestureRecognizers ?? [] where recognizer.isEnabled && accepting(recognizer) {
                result.append(recognizer)
            }
            current = view.storedSuperview
        }
        return (window, result)
    }

    func routeScroll(_ scroll: ScrollInput, at point: CGPoint, time: InputTime, device: DeviceID? = nil) {
        guard scroll.deltaX.isFinite, scroll.deltaY.isFinite else {
            application.reportDiagnostic("scroll with non-finite deltas: ignored")
            return
        }
        // A scroll sequence stays with the recognizer that took it, as a touch stays with its view.
        let target: (UIWindow, UIGestureRecognizer)?
        // The owner keeps the sequence only while its gesture is in progress: a wheel has no stop event,
        // and its pan ends later on a timer, after which the next scroll is a new sequence.
        if let owner = scrollOwner, owner.storedState == .began || owner.storedState == .changed,
           let view = owner.view, let window = view.window {
            target = (window, owner)
        } else if let (window, list) = recognizers(at: point, device: device, accepting: { $0.acceptsScroll(scroll.source) }), let first = list.first {
            target = (window, first)
        } else {
            target = nil
        }
        guard let (window, recognizer) = target else { return }
        scrollOwner = recognizer
        join(recognizer)
        let windowPoint = window.convertFromSuperview(point)
        // libinput reports positive deltas for scrolling down (content moves up); a pan's translation is the
        // finger's motion, so the sign flips.
        let update = ScrollUpdate(
            source: scroll.source, delta: CGPoint(x: -scroll.deltaX, y: -scroll.deltaY),
            location: windowPoint, time: time, isStop: scroll.isStop)
        recognizer.handleScroll(update, in: window)
        if recognizer.storedState.isTerminal || scroll.isStop { scrollOwner = nil }
        application.settle()
    }

    func routeHover(at point: CGPoint, time: InputTime, device: DeviceID? = nil, zOffset: CGFloat = 0) {
        let under = recognizers(at: point, device: device) { $0.acceptsHoverInput }
        let current = under?.1 ?? []
        for recognizer in hoverRecognizers where !current.contains(where: { $0 === recognizer }) {
            exitHover(recognizer, at: point, time: time)
        }
        if let (window, list) = under {
            let local = window.convertFromSuperview(point)
            for recognizer in list {
                let entering = !hoverRecognizers.contains { $0 === recognizer }
                join(recognizer)
                recognizer.handleHover(HoverUpdate(phase: entering ? .entered : .moved, location: local, time: time, zOffset: zOffset), in: window)
            }
        }
        hoverRecognizers = current
        application.settle()
    }

    /// The pointer left a hover recognizer's view. A view that left its window since is exited in the window
    /// it was hovered in (it would otherwise stay `began` for good); with that window gone too, the hover is
    /// cancelled.
    private func exitHover(_ recognizer: UIGestureRecognizer, at point: CGPoint, time: InputTime) {
        if let window = recognizer.view?.window ?? recognizer.lastWindow {
            recognizer.handleHover(HoverUpdate(phase: .exited, location: window.convertFromSuperview(point), time: time), in: window)
        } else if recognizer.storedState == .began || recognizer.storedState == .changed {
            recognizer.setState(.cancelled, reason: "its window is gone")
        }
    }

    func routeTouchpadGesture(_ gesture: TouchpadGesture, at point: CGPoint, time: InputTime, device: DeviceID? = nil) {
        guard gesture.kind == .pinch else {
            // Swipes and holds have no UIKit recognizer; the trace shows them as input.
            return
        }
        let targets: [UIGestureRecognizer]
        let window: UIWindow
        if gesture.phase == .begin || transformRecognizers.isEmpty {
            guard let (hitWindow, list) = recognizers(at: point, device: device, accepting: { $0.acceptsTransformInput }) else { return }
            targets = list
            window = hitWindow
            transformRecognizers = list
        } else {
            targets = transformRecognizers
            guard let first = targets.first?.view?.window else { return }
            window = first
        }
        let update = TransformUpdate(
            phase: gesture.phase, scale: CGFloat(gesture.scale),
            rotationDelta: CGFloat(gesture.angleDeltaDegrees * Double.pi / 180),
            location: window.convertFromSuperview(point), time: time)
        for recognizer in targets {
            join(recognizer)
            recognizer.handleTransform(update, in: window)
        }
        if gesture.phase == .end || gesture.phase == .cancel { transformRecognizers = [] }
        application.settle()
    }
    /// The device that drove hover, a scroll or a touchpad pinch went away. Hover ends as if the pointer
    /// left (there is no pointer any more); a scroll or touchpad pinch in progress is cancelled, as a
    /// removed device's touches are. Without this a recognizer stays `began` forever, since the stop or
    /// end event it waits for can no longer come.
    /// Hover ends wherever it is: a pen touched down or left proximity.
    func endHover(at point: CGPoint, time: InputTime) {
        guard !hoverRecognizers.isEmpty else { return }
        pointerDeviceRemoved(.hover, at: point, time: time, reason: "hover ended")
    }

    func pointerDeviceRemoved(_ ended: PointerSequences, at point: CGPoint, time: InputTime, reason: String) {
        if ended.contains(.hover) {
            for recognizer in hoverRecognizers { exitHover(recognizer, at: point, time: time) }
            hoverRecognizers = []
        }
        if ended.contains(.scroll), let owner = scrollOwner {
            if owner.storedState == .began || owner.storedState == .changed { owner.setState(.cancelled, reason: reason) }
            scrollOwner = nil
        }
        if ended.contains(.transform) {
            for recognizer in transformRecognizers {
                guard let window = recognizer.view?.window else { continue }
                recognizer.handleTransform(
                    TransformUpdate(phase: .cancel, scale: 1, rotationDelta: 0, location: window.convertFromSuperview(point), time: time),
                    in: window)
            }
            transformRecognizers = []
        }
        application.settle()
    }
}

/// The pointer-driven input sequences a device can be driving.
struct PointerSequences: OptionSet {
    let rawValue: Int
    static let hover = PointerSequences(rawValue: 1 << 0)
    static let scroll = PointerSequences(rawValue: 1 << 1)
    static let transform = PointerSequences(rawValue: 1 << 2)
}

extension UIGestureRecognizer {
    /// Whether the recognizer takes scroll from `source` (pan with `allowedScrollTypesMask`).
    func acceptsScroll(_ source: ScrollSource) -> Bool { acceptsScrollInput && allowsScroll(from: source) }
}
