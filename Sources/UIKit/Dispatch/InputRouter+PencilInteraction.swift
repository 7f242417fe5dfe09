import Foundation
import InputCore

/// The pen's barrel buttons as ``UIPencilInteraction`` taps and squeezes (docs/pens.md; the mapping and
/// why: docs/decisions.md, "UIPencilInteraction from the barrel buttons").
extension InputRouter {
    /// `BTN_STYLUS`, the lower barrel button: a tap.
    static let pencilTapButton: UInt32 = 0x14b
    /// `BTN_STYLUS2`, the upper barrel button: a squeeze while held.
    static let pencilSqueezeButton: UInt32 = 0x14c

    /// A barrel button of the tool in `state` changed: a tap on the lower button's press, a squeeze from the
    /// upper button's press to its release. Other buttons (`BTN_STYLUS3`, a puck's) are only traced.
    func pencilButton(
        _ code: UInt32, _ buttonState: ButtonState, tool state: inout TabletToolState, axes: TabletAxes, pencil: PencilSample,
        device: DeviceID
    ) {
        switch (code, buttonState) {
        case (Self.pencilTapButton, .pressed):
            let hover = state.tipDown ? nil : HoverSample(point: state.point, axes: axes, pencil: pencil)
            deliverToPencilInteractions(name: "tap") { interaction in
                interaction.deliver(UIPencilInteraction.Tap(timestamp: now.seconds, hoverPose: hover?.pose(in: interaction.view)))
            }
        case (Self.pencilSqueezeButton, .pressed) where !state.squeezing:
            state.squeezing = true
            squeeze(.began, state: state, axes: axes, pencil: pencil)
        case (Self.pencilSqueezeButton, .released) where state.squeezing:
            state.squeezing = false
            squeeze(.ended, state: state, axes: axes, pencil: pencil)
        default:
            break
        }
    }

    /// Ends a squeeze in progress as cancelled: the pen left proximity, changed tool or went away with the
    /// upper button held (a squeeze never stays `began` without an end).
    func cancelSqueeze(of state: TabletToolState?) {
        guard let state, state.squeezing else { return }
        deliverToPencilInteractions(name: "squeeze cancelled") { interaction in
            interaction.deliver(UIPencilInteraction.Squeeze(phase: .cancelled, timestamp: now.seconds, hoverPose: nil))
        }
    }

    private func squeeze(_ phase: UIPencilInteraction.Phase, state: TabletToolState, axes: TabletAxes, pencil: PencilSample) {
        let hover = state.tipDown ? nil : HoverSample(point: state.point, axes: axes, pencil: pencil)
        deliverToPencilInteractions(name: "squeeze \(phase == .began ? "began" : "ended")") { interaction in
            interaction.deliver(UIPencilInteraction.Squeeze(phase: phase, timestamp: now.seconds, hoverPose: hover?.pose(in: interaction.view)))
        }
    }

    /// Calls `deliver` for every enabled pencil interaction on a view in a visible window's hierarchy (not
    /// hidden, nor inside a hidden view), windows back to front, each window's views depth first — as iOS,
    /// which does not hit-test the tap. They are collected first, so a delegate changing the views does
    /// not change who hears this one.
    private func deliverToPencilInteractions(name: String, _ deliver: (UIPencilInteraction) -> Void) {
        var found: [UIPencilInteraction] = []
        func collect(_ view: UIView) {
            guard !view.isHidden else { return }
            for case let interaction as UIPencilInteraction in view.storedInteractions where interaction.isEnabled {
                found.append(interaction)
            }
            for subview in view.subviews { collect(subview) }
        }
        for window in application.windows { collect(window) }
        if application.trace.isEnabled {
            application.trace.emit(.note(time: now, message: "pencil \(name) → \(found.count) interaction\(found.count == 1 ? "" : "s")"))
        }
        for interaction in found { deliver(interaction) }
    }
}

/// Where a hovering pen was, in screen points, with its angles: a ``UIPencilHoverPose`` once a view is known.
private struct HoverSample {
    var point: CGPoint
    var zOffset: CGFloat
    var altitude: CGFloat
    var azimuth: CGFloat
    var roll: CGFloat

    init(point: CGPoint, axes: TabletAxes, pencil: PencilSample) {
        self.point = point
        zOffset = CGFloat(axes.distance ?? 0)
        altitude = pencil.altitude
        azimuth = pencil.azimuth
        roll = CGFloat((axes.rotation ?? 0) * .pi / 180)
    }

    /// The pose in `view`'s coordinates: the position and the azimuth carried through the view's
    /// transforms, as ``UITouch/azimuthAngle(in:)`` is.
    @MainActor
    func pose(in view: UIView?) -> UIPencilHoverPose {
        var location = point
        var direction = CGVector(dx: cos(azimuth), dy: sin(azimuth))
        if let view, let window = view.window {
            let inWindow = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
            location = view.convert(inWindow, from: window)
            let ahead = view.convert(CGPoint(x: inWindow.x + direction.dx * 100, y: inWindow.y + direction.dy * 100), from: window)
            let dx = ahead.x - location.x
            let dy = ahead.y - location.y
            let length = (dx * dx + dy * dy).squareRoot()
            if length > 0, length.isFinite { direction = CGVector(dx: dx / length, dy: dy / length) }
        }
        return UIPencilHoverPose(
            location: location, zOffset: zOffset, azimuthAngle: atan2(direction.dy, direction.dx), azimuthUnitVector: direction,
            altitudeAngle: altitude, rollAngle: roll)
    }
}
