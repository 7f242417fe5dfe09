import CLibinput
import InputCore
import InputRules

/// Converts libinput's tablet tool and tablet pad events into InputCore's `tabletTool` / `tabletPad`
/// payloads, the same model the evemu importer and the native recordings produce (docs/pens.md).
///
/// libinput gives every axis the tool has with every tool event (proximity, tip and button included),
/// so each converted event carries the full current axes; an axis the tool does not have
/// (`libinput_tablet_tool_has_pressure` … false) is `nil`, never 0.
extension LibinputSource {
    /// Appends the `tabletTool` event for a `LIBINPUT_EVENT_TABLET_TOOL_*` event.
    func convertTabletTool(
        _ event: OpaquePointer, type: libinput_event_type, record: LibinputDeviceRecord, into events: inout [InputEvent]
    ) {
        guard let tabletEvent = libinput_event_get_tablet_tool_event(event),
            let handle = libinput_event_tablet_tool_get_tool(tabletEvent)
        else { return }
        // The tool's type, serial, id and axes never change: asked once per tool (`CachedTabletTool`).
        let cached = record.tool(handle)
        let tool = cached.tool
        let phase: TabletToolPhase
        switch type {
        case LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY:
            phase = libinput_event_tablet_tool_get_proximity_state(tabletEvent)
                == LIBINPUT_TABLET_TOOL_PROXIMITY_STATE_IN ? .proximityIn : .proximityOut
        case LIBINPUT_EVENT_TABLET_TOOL_TIP:
            phase = libinput_event_tablet_tool_get_tip_state(tabletEvent) == LIBINPUT_TABLET_TOOL_TIP_DOWN ? .tipDown : .tipUp
        case LIBINPUT_EVENT_TABLET_TOOL_BUTTON:
            let state: ButtonState =
                libinput_event_tablet_tool_get_button_state(tabletEvent) == LIBINPUT_BUTTON_STATE_PRESSED ? .pressed : .released
            phase = .button(code: libinput_event_tablet_tool_get_button(tabletEvent), state: state)
        default:
            phase = .axis
        }
        let time = InputTime(microseconds: Int64(clamping: libinput_event_tablet_tool_get_time_usec(tabletEvent)))
        events.append(
            InputEvent(
                time: time, device: record.description.id,
                payload: .tabletTool(
                    TabletToolEvent(tool: tool, phase: phase, space: .screen, axes: axes(tabletEvent, has: cached.axes, record: record)))))
    }

    /// The tool's axes: the position through the device's screen mapping as touchscreens are (libinput's
    /// calibration matrix on pen displays that have one, the mapping in Swift otherwise), and only the
    /// axes the tool has.
    private func axes(_ event: OpaquePointer, has: CachedTabletTool.Axes, record: LibinputDeviceRecord) -> TabletAxes {
        var normalized = InputPoint(
            x: libinput_event_tablet_tool_get_x_transformed(event, 1), y: libinput_event_tablet_tool_get_y_transformed(event, 1))
        // The rule's tablet area (libinput 1.22 has no area configuration of its own: 1.26 added it).
        if let area = record.tabletArea { normalized = area.map(normalized) }
        let position = record.screenPoint(normalizedX: normalized.x, y: normalized.y)
        var axes = TabletAxes(position: position)
        if has.contains(.pressure) { axes.pressure = libinput_event_tablet_tool_get_pressure(event) }
        if has.contains(.distance) { axes.distance = libinput_event_tablet_tool_get_distance(event) }
        if has.contains(.tilt) {
            axes.tiltX = libinput_event_tablet_tool_get_tilt_x(event)
            axes.tiltY = libinput_event_tablet_tool_get_tilt_y(event)
        }
        if has.contains(.rotation) { axes.rotation = libinput_event_tablet_tool_get_rotation(event) }
        if has.contains(.slider) { axes.slider = libinput_event_tablet_tool_get_slider_position(event) }
        // The wheel is relative: a delta in degrees, only meaningful on axis events (0 on the others).
        if has.contains(.wheel) { axes.wheelDelta = libinput_event_tablet_tool_get_wheel_delta(event) }
        return axes
    }

    static func toolType(_ type: libinput_tablet_tool_type) -> TabletToolType {
        switch type {
        case LIBINPUT_TABLET_TOOL_TYPE_ERASER: .eraser
        case LIBINPUT_TABLET_TOOL_TYPE_BRUSH: .brush
        case LIBINPUT_TABLET_TOOL_TYPE_PENCIL: .pencil
        case LIBINPUT_TABLET_TOOL_TYPE_AIRBRUSH: .airbrush
        case LIBINPUT_TABLET_TOOL_TYPE_MOUSE: .mouse
        case LIBINPUT_TABLET_TOOL_TYPE_LENS: .lens
        case LIBINPUT_TABLET_TOOL_TYPE_TOTEM: .totem
        // LIBINPUT_TABLET_TOOL_TYPE_PEN, and any type a newer libinput adds: a pen is the safe reading.
        default: .pen
        }
    }

    /// Appends the `tabletPad` event for a `LIBINPUT_EVENT_TABLET_PAD_BUTTON` / `_RING` / `_STRIP` event.
    /// `_KEY` (pad keys with evdev key codes, libinput ≥ 1.15) has no counterpart in the model and is
    /// dropped, as before.
    func convertTabletPad(
        _ event: OpaquePointer, type: libinput_event_type, record: LibinputDeviceRecord, into events: inout [InputEvent]
    ) {
        guard let pad = libinput_event_get_tablet_pad_event(event) else { return }
        let input: TabletPadInput
        switch type {
        case LIBINPUT_EVENT_TABLET_PAD_BUTTON:
            let state: ButtonState =
                libinput_event_tablet_pad_get_button_state(pad) == LIBINPUT_BUTTON_STATE_PRESSED ? .pressed : .released
            input = .button(number: libinput_event_tablet_pad_get_button_number(pad), state: state)
        case LIBINPUT_EVENT_TABLET_PAD_RING:
            // -1 when the finger left the ring (libinput.h libinput_event_tablet_pad_get_ring_position).
            let degrees = libinput_event_tablet_pad_get_ring_position(pad)
            input = .ring(
                number: libinput_event_tablet_pad_get_ring_number(pad), degrees: degrees < 0 ? nil : degrees,
                source: libinput_event_tablet_pad_get_ring_source(pad) == LIBINPUT_TABLET_PAD_RING_SOURCE_FINGER
                    ? .finger : .unknown)
        case LIBINPUT_EVENT_TABLET_PAD_STRIP:
            let position = libinput_event_tablet_pad_get_strip_position(pad)
            input = .strip(
                number: libinput_event_tablet_pad_get_strip_number(pad), position: position < 0 ? nil : position,
                source: libinput_event_tablet_pad_get_strip_source(pad) == LIBINPUT_TABLET_PAD_STRIP_SOURCE_FINGER
                    ? .finger : .unknown)
        default:
            return
        }
        let time = InputTime(microseconds: Int64(clamping: libinput_event_tablet_pad_get_time_usec(pad)))
        events.append(
            InputEvent(
                time: time, device: record.description.id,
                payload: .tabletPad(TabletPadEvent(input, mode: libinput_event_tablet_pad_get_mode(pad)))))
    }

    /// A tablet going away mid-stroke must cancel the stroke, not end it: libinput ends a tool's stroke
    /// itself when its device is removed (tablet.c, the tool is forced up and out of proximity before
    /// `DEVICE_REMOVED`), and a tip up would deliver `touchesEnded` — a signature "finished" by pulling the
    /// cable. So the tip up libinput queued just before the removal, among the device's last events, is
    /// dropped: the proximity out that follows it then reaches UIKit with the tip still down, which
    /// cancels the touch (docs/pens.md P1, P13).
    func dropForcedLift(of device: DeviceID, in events: inout [InputEvent]) {
        var index = events.endIndex
        while index > events.startIndex {
            let previous = events.index(before: index)
            guard events[previous].device == device, case .tabletTool(let tool) = events[previous].payload else { return }
            switch tool.phase {
            case .tipUp:
                events.remove(at: previous)
            case .proximityOut, .button(_, .released):
                break
            default:
                return
            }
            index = previous
        }
    }
}
