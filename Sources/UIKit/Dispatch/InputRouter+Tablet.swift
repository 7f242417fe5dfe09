import InputCore

/// A tablet device's tool while it is in proximity.
struct TabletToolState {
    /// The tool (type, serial, id) that came into proximity.
    var tool: TabletTool
    /// Whether its tip is down (a `.pencil` touch is in progress).
    var tipDown: Bool
    /// Its last position on the screen, in points.
    var point: CGPoint
    /// Whether its upper barrel button is held: a ``UIPencilInteraction`` squeeze in progress.
    var squeezing = false
}

/// Tablet tools as UIKit sees a stylus: the tip down is a `.pencil` touch through the same dispatcher as
/// fingers (force from pressure, altitude and azimuth from tilt, eraser flagged), and the tool in
/// proximity with its tip up hovers (`UIHoverGestureRecognizer`, with `zOffset` from distance).
///
/// Nothing a device or recording does can leave a touch stuck: a tool leaving proximity with its tip down
/// cancels its touch, as does another tool (a changed type or serial) appearing mid-stroke; axes out of
/// range are clamped and reported. docs/pens.md lists the mappings and decisions.
extension InputRouter {
    /// The contact id of a tablet's tool touch (touch devices use non-negative slots, pointers -1).
    static let penContact = ContactID(-2)

    func tabletTool(_ event: TabletToolEvent, device: DeviceID) {
        let source = TouchSource(device: device, contact: Self.penContact)
        var state = tabletTools[device]
        if let current = state, current.tool != event.tool {
            if current.tipDown {
                application.touchDispatcher.cancelTouches(
                    reason: "\(device) tool changed from \(current.tool) to \(event.tool) with its tip down") { $0.source == source }
            }
            cancelSqueeze(of: current)
            state = nil
        }
        guard event.axes.position.isFinite else {
            application.reportDiagnostic("\(device) \(event.tool) \(event.phase.name) at a non-finite position: ignored")
            if let current = state, current.tipDown, event.phase == .tipUp || event.phase == .proximityOut {
                // The stroke still ends, where it was last seen.
                application.touchDispatcher.dispatch(
                    [TouchUpdate(source: source, phase: event.phase == .tipUp ? .up : .cancel, location: current.point,
                                 majorRadius: nil, force: nil)], type: .pencil)
                state?.tipDown = false
            }
            if event.phase == .proximityOut { cancelSqueeze(of: state) }
            tabletTools[device] = event.phase == .proximityOut ? nil : state
            return
        }
        let axes = clamped(event.axes, tool: event.tool, device: device)
        let point = screenPoint(axes.position, space: event.space, device: device)
        let rotation = mappings[device]?.rotation ?? application.mainScreen.rotation
        let pencil = PencilSample(axes: axes, tool: event.tool.type, rotation: rotation)
        var current = state ?? TabletToolState(tool: event.tool, tipDown: false, point: point)
        current.point = point
        func touch(_ phase: ContactPhase) {
            let dispatcher: TouchDispatcher = application.touchDispatcher
            // The touch before dispatch is only for the trace line (an ended touch is gone after it).
            let tracing = application.trace.isEnabled
            let before = tracing ? dispatcher.touch(for: source) : nil
            dispatcher.dispatch(
                [TouchUpdate(source: source, phase: phase, location: point, majorRadius: nil, force: nil, pencil: pencil)],
                type: .pencil)
            if tracing, let touch = before ?? dispatcher.touch(for: source) {
                tracePencil(touch, phase: phase, pencil: pencil)
            }
        }
        switch event.phase {
        case .proximityIn, .axis:
            if current.tipDown {
                touch(.move)
            } else {
                hover(at: point, distance: axes.distance, device: device)
            }
        case .button(let code, let buttonState):
            if !current.tipDown { hover(at: point, distance: axes.distance, device: device) }
            pencilButton(code, buttonState, tool: &current, axes: axes, pencil: pencil, device: device)
        case .tipDown:
            if current.tipDown {
                application.reportDiagnostic("\(device) \(event.tool) tip down while already down: treated as a move")
                touch(.move)
            } else {
                application.gestureEnvironment.endHover(at: point, time: now)
                current.tipDown = true
                touch(.down)
            }
        case .tipUp:
            if current.tipDown {
                current.tipDown = false
                touch(.up)
            } else {
                application.reportDiagnostic("\(device) \(event.tool) tip up but its tip was not down: ignored")
            }
        case .proximityOut:
            if current.tipDown {
                application.touchDispatcher.cancelTouches(
                    reason: "\(device) \(event.tool) left proximity with its tip down") { $0.source == source }
            }
            application.gestureEnvironment.endHover(at: point, time: now)
            cancelSqueeze(of: current)
            tabletTools[device] = nil
            return
        }
        tabletTools[device] = current
    }

    /// `pencil t3 began force 1.75 altitude 1.05 azimuth 0.31`: what UIKit made of a pen sample (force
    /// in UIKit's units, angles in radians in window coordinates), and `eraser t4 …` for the eraser.
    private func tracePencil(_ touch: UITouch, phase: ContactPhase, pencil: PencilSample) {
        let name: String
        switch phase {
        case .down: name = "began"
        case .move: name = "moved"
        case .up: name = "ended"
        case .cancel: name = "cancelled"
        }
        let force = pencil.pressure.map { " force \(InputSummary.number(($0 * Double(UITouch.pencilMaximumForce) * 100).rounded() / 100))" } ?? ""
        let angles = " altitude \(InputSummary.number((Double(pencil.altitude) * 100).rounded() / 100))"
            + " azimuth \(InputSummary.number((Double(pencil.azimuth) * 100).rounded() / 100))"
        application.trace.emit(.note(
            time: now, message: "\(pencil.isEraser ? "eraser" : "pencil") \(touch.traceName) \(name)\(force)\(angles)"))
    }

    /// A hovering tool drives hover recognizers, as a pointer without a button does.
    private func hover(at point: CGPoint, distance: Double?, device: DeviceID) {
        drives(.hover, device: device)
        application.gestureEnvironment.routeHover(at: point, time: now, device: device, zOffset: CGFloat(distance ?? 0))
    }

    private func screenPoint(_ position: InputPoint, space: TouchCoordinateSpace, device: DeviceID) -> CGPoint {
        guard space == .normalized else { return CGPoint(x: position.x, y: position.y) }
        let mapped = (mappings[device] ?? application.mainScreen.inputMapping).map(normalized: position)
        return CGPoint(x: mapped.x, y: mapped.y)
    }

    /// The axes with values outside their documented ranges clamped, each clamp reported (a driver or
    /// recording bug is visible in the trace, and cannot produce a force above the maximum or a NaN angle).
    /// Non-finite axes are dropped, as if the device did not report them.
    private func clamped(_ axes: TabletAxes, tool: TabletTool, device: DeviceID) -> TabletAxes {
        // Nearly every sample is in range: checked inline, the reporting kept out of the per-sample path
        // (its string building was most of this function's code, cold on every sample).
        func valid(_ value: Double?, _ bound: Double, lower: Double = 0) -> Bool {
            guard let value else { return true }
            return value >= lower && value <= bound  // false for NaN
        }
        if valid(axes.pressure, 1), valid(axes.distance, 1), valid(axes.tiltX, 90, lower: -90), valid(axes.tiltY, 90, lower: -90) {
            return axes
        }
        return clampedReporting(axes, tool: tool, device: device)
    }

    @inline(never)
    private func clampedReporting(_ axes: TabletAxes, tool: TabletTool, device: DeviceID) -> TabletAxes {
        var result = axes
        func clamp(_ value: Double?, _ range: ClosedRange<Double>, _ name: String) -> Double? {
            guard let value else { return nil }
            guard value.isFinite else {
                application.reportDiagnostic("\(device) \(tool) \(name) \(value) is not finite: ignored")
                return nil
            }
            let bounded = min(max(value, range.lowerBound), range.upperBound)
            if bounded != value {
                application.reportDiagnostic(
                    "\(device) \(tool) \(name) \(value) is outside \(range.lowerBound)...\(range.upperBound): clamped to \(bounded)")
            }
            return bounded
        }
        result.pressure = clamp(axes.pressure, 0...1, "pressure")
        result.distance = clamp(axes.distance, 0...1, "distance")
        result.tiltX = clamp(axes.tiltX, -90...90, "tilt x")
        result.tiltY = clamp(axes.tiltY, -90...90, "tilt y")
        return result
    }
}
