import CLibinput
import Glibc
import InputCore
import InputRules

/// Converts libinput events into InputCore events.
///
/// Each accessor is only called for the event types libinput documents it for: a wrong type logs
/// "client bug: Invalid event type" and returns 0 (libinput.c `require_event_type`).
extension LibinputSource {
    func convert(_ event: OpaquePointer, into events: inout [InputEvent]) {
        let type = libinput_event_get_type(event)
        guard let device = libinput_event_get_device(event) else { return }
        switch type {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            deviceAdded(device, into: &events)
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            deviceRemoved(device, into: &events)
        default:
            let record: LibinputDeviceRecord
            if let last = lastRecord, last.device == device {
                record = last.record
            } else {
                guard let found = devices[device] else { return }
                record = found
                lastRecord = (device, found)
            }
            guard !record.ignored else { return }
            convert(event, type: type, record: record, into: &events)
        }
    }

    private func convert(
        _ event: OpaquePointer, type: libinput_event_type, record: LibinputDeviceRecord, into events: inout [InputEvent]
    ) {
        let id = record.description.id
        switch type {
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
            LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
            guard let touch = libinput_event_get_touch_event(event) else { return }
            convertTouch(touch, type: type, record: record, into: &events)
        case LIBINPUT_EVENT_POINTER_MOTION, LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE, LIBINPUT_EVENT_POINTER_BUTTON,
            LIBINPUT_EVENT_POINTER_SCROLL_WHEEL, LIBINPUT_EVENT_POINTER_SCROLL_FINGER,
            LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
            guard let pointer = libinput_event_get_pointer_event(event),
                let payload = pointerPayload(pointer, type: type)
            else { return }
            let time = InputTime(microseconds: Int64(clamping: libinput_event_pointer_get_time_usec(pointer)))
            events.append(InputEvent(time: time, device: id, payload: payload))
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            guard let key = libinput_event_get_keyboard_event(event) else { return }
            let state: ButtonState =
                libinput_event_keyboard_get_key_state(key) == LIBINPUT_KEY_STATE_PRESSED ? .pressed : .released
            let time = InputTime(microseconds: Int64(clamping: libinput_event_keyboard_get_time_usec(key)))
            events.append(
                InputEvent(time: time, device: id, payload: .key(code: libinput_event_keyboard_get_key(key), state: state)))
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN, LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE, LIBINPUT_EVENT_GESTURE_SWIPE_END,
            LIBINPUT_EVENT_GESTURE_PINCH_BEGIN, LIBINPUT_EVENT_GESTURE_PINCH_UPDATE, LIBINPUT_EVENT_GESTURE_PINCH_END,
            LIBINPUT_EVENT_GESTURE_HOLD_BEGIN, LIBINPUT_EVENT_GESTURE_HOLD_END:
            guard let gesture = libinput_event_get_gesture_event(event) else { return }
            let time = InputTime(microseconds: Int64(clamping: libinput_event_gesture_get_time_usec(gesture)))
            events.append(
                InputEvent(time: time, device: id, payload: .touchpadGesture(touchpadGesture(gesture, type: type))))
        case LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY, LIBINPUT_EVENT_TABLET_TOOL_AXIS, LIBINPUT_EVENT_TABLET_TOOL_TIP,
            LIBINPUT_EVENT_TABLET_TOOL_BUTTON:
            convertTabletTool(event, type: type, record: record, into: &events)
        case LIBINPUT_EVENT_TABLET_PAD_BUTTON, LIBINPUT_EVENT_TABLET_PAD_RING, LIBINPUT_EVENT_TABLET_PAD_STRIP:
            convertTabletPad(event, type: type, record: record, into: &events)
        default:
            // LIBINPUT_EVENT_POINTER_AXIS is deliberately dropped: libinput ≥ 1.19 sends it *in addition*
            // to SCROLL_WHEEL/FINGER/CONTINUOUS for old clients (libinput.h), so converting both would
            // scroll twice. Switch events and tablet pad keys have no InputCore counterpart yet.
            break
        }
    }

    // MARK: Devices

    private func deviceAdded(_ device: OpaquePointer, into events: inout [InputEvent]) {
        guard devices[device] == nil else { return }
        let id = makeDeviceID()
        let description = LibinputDeviceInfo.description(device, id: id)
        // Configuration goes in at DEVICE_ADDED, before the device's first event (libinput.h).
        var action = configuration.action(name: description.name, node: description.node)
        var palmRule = false
        var tabletArea: TabletArea?
        if let rules = ruleEngine {
            let identity = LibinputDeviceInfo.identity(device, description: description)
            identities.book[id] = identity
            // An input rule places the device on its screen, unless a device rule ignores it.
            if action != .ignore, let rule = rules.rules.rule(for: identity) {
                let mapping = rules.mapping(for: rule)
                action = .map(to: mapping)
                palmRule = rule.palm != nil
                tabletArea = rule.pen?.effectiveArea(tablet: description.physicalSize, mapping: mapping)
            }
        }
        // The device pointer is only guaranteed valid while its events are processed; keep a reference
        // until DEVICE_REMOVED (libinput.h, libinput_device_ref).
        let handle = libinput_device_ref(device) ?? device
        let record: LibinputDeviceRecord
        switch action {
        case .ignore:
            if libinput_device_config_send_events_get_modes(device) & LIBINPUT_CONFIG_SEND_EVENTS_DISABLED.rawValue != 0 {
                _ = libinput_device_config_send_events_set_mode(device, LIBINPUT_CONFIG_SEND_EVENTS_DISABLED.rawValue)
            }
            record = LibinputDeviceRecord(
                handle: handle, description: description, ignored: true, mapping: configuration.screen,
                libinputAppliesMatrix: false)
        case .map(let mapping):
            record = LibinputDeviceRecord(
                handle: handle, description: description, ignored: false, mapping: mapping,
                libinputAppliesMatrix: Self.applyCalibration(mapping, to: device))
        }
        record.tabletArea = tabletArea
        devices[device] = record
        if palmRule, !record.ignored, description.capabilities.contains(.touch) { openSizeReader(for: description) }
        if !record.ignored {
            events.append(InputEvent(time: InputTime.monotonicNow(), device: id, payload: .deviceAdded(description)))
        }
    }

    /// Sets the mapping's calibration and rotation as the device's libinput calibration matrix.
    ///
    /// Only absolute devices have one (`libinput_device_config_calibration_has_matrix`, libinput.h:
    /// touchscreens and absolute pointers). Doing it in libinput rather than afterwards means libinput's
    /// own logic (touch arbitration areas, `*_transformed`) sees the same coordinates the app does.
    /// Returns `false` when the device has no matrix or refused it; the backend then maps in Swift.
    static func applyCalibration(_ mapping: ScreenMapping, to device: OpaquePointer) -> Bool {
        guard libinput_device_config_calibration_has_matrix(device) != 0 else { return false }
        var defaults = [Float](repeating: 0, count: 6)
        let hasDefault = libinput_device_config_calibration_get_default_matrix(device, &defaults) != 0
        let deviceDefault = hasDefault ? CalibrationMatrix(defaults.map(Double.init)) ?? .identity : .identity
        let matrix = mapping.libinputMatrix(deviceDefault: deviceDefault).values.map(Float.init)
        return libinput_device_config_calibration_set_matrix(device, matrix) == LIBINPUT_CONFIG_STATUS_SUCCESS
    }

    /// A palm filter needs contact sizes, which libinput 1.22 does not give for touchscreens: read them
    /// from a second descriptor. When that is impossible (no permission, no size axis…) the warning
    /// names the device and the filter sees no sizes, so it does nothing for that device.
    private func openSizeReader(for description: DeviceDescription) {
        do throws(ContactSizeReader.Unavailable) {
            guard let node = description.node else {
                throw ContactSizeReader.Unavailable(description: "warning: device \"\(description.name)\" has no device node to read contact sizes from: its palm filter is off")
            }
            sizeReaders[description.id] = try ContactSizeReader(node: node, deviceName: description.name)
        } catch {
            deviceWarnings.append(error.description)
            if let handler = configuration.warningHandler {
                handler(error.description)
            } else {
                let line = Array((error.description + "\n").utf8)
                _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
        }
    }

    private func deviceRemoved(_ device: OpaquePointer, into events: inout [InputEvent]) {
        guard let record = devices.removeValue(forKey: device) else { return }
        defer {
            record.releaseCachedTool()
            libinput_device_unref(record.handle)
        }
        guard !record.ignored else { return }
        let id = record.description.id
        sizeReaders[id] = nil
        if record.description.capabilities.contains(.tabletTool) { dropForcedLift(of: id, in: &events) }
        let now = InputTime.monotonicNow()
        // Touches still down are cancelled before the removal (a receiver must never see touches of a
        // device that no longer exists); ones libinput already cancelled are not down any more.
        if let frame = touches.removeDevice(id) {
            events.append(InputEvent(time: now, device: id, payload: .touchFrame(frame)))
        }
        events.append(InputEvent(time: now, device: id, payload: .deviceRemoved))
    }

    // MARK: Touch

    private func convertTouch(
        _ touch: OpaquePointer, type: libinput_event_type, record: LibinputDeviceRecord, into events: inout [InputEvent]
    ) {
        let id = record.description.id
        if type == LIBINPUT_EVENT_TOUCH_FRAME {
            if let frame = touches.frame(device: id) {
                let time = InputTime(microseconds: Int64(clamping: libinput_event_touch_get_time_usec(touch)))
                events.append(InputEvent(time: time, device: id, payload: .touchFrame(frame)))
            }
            return
        }
        // The seat slot is unique across the seat's devices; the kernel slot is per device and -1 on
        // single-touch devices (libinput.h libinput_event_touch_get_seat_slot).
        let slot = libinput_event_touch_get_seat_slot(touch)
        guard slot >= 0 else { return }
        let contact = ContactID(slot)
        switch type {
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            // Width/height 1 gives the normalised position after libinput's calibration matrix;
            // scaling in Double keeps fractional point sizes exact (the C API takes uint32_t).
            let point = record.screenPoint(
                normalizedX: libinput_event_touch_get_x_transformed(touch, 1),
                y: libinput_event_touch_get_y_transformed(touch, 1))
            // The contact's size, when a palm filter reads it (`ContactSizeReader`), by kernel slot and frame time.
            var major: Double?
            if !sizeReaders.isEmpty, let reader = sizeReaders[id] {
                major = reader.majorRadiusMillimetres(
                    slot: libinput_event_touch_get_slot(touch),
                    time: Int64(clamping: libinput_event_touch_get_time_usec(touch)))
            }
            if type == LIBINPUT_EVENT_TOUCH_DOWN {
                touches.down(contact, at: point, device: id, majorRadiusMillimetres: major)
            } else {
                touches.move(contact, to: point, device: id, majorRadiusMillimetres: major)
            }
        case LIBINPUT_EVENT_TOUCH_UP:
            touches.up(contact, device: id)
        default:
            touches.cancel(contact, device: id)
        }
    }

    // MARK: Pointer

    private func pointerPayload(_ pointer: OpaquePointer, type: libinput_event_type) -> InputPayload? {
        switch type {
        case LIBINPUT_EVENT_POINTER_MOTION:
            return .pointerMotion(
                deltaX: libinput_event_pointer_get_dx(pointer), deltaY: libinput_event_pointer_get_dy(pointer))
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            return .pointerMotionAbsolute(
                InputPoint(
                    x: libinput_event_pointer_get_absolute_x_transformed(pointer, 1),
                    y: libinput_event_pointer_get_absolute_y_transformed(pointer, 1)))
        case LIBINPUT_EVENT_POINTER_BUTTON:
            let state: ButtonState =
                libinput_event_pointer_get_button_state(pointer) == LIBINPUT_BUTTON_STATE_PRESSED ? .pressed : .released
            return .pointerButton(PointerButton(code: libinput_event_pointer_get_button(pointer)), state)
        case LIBINPUT_EVENT_POINTER_SCROLL_WHEEL:
            return .scroll(scroll(pointer, source: .wheel))
        case LIBINPUT_EVENT_POINTER_SCROLL_FINGER:
            return .scroll(scroll(pointer, source: .finger))
        case LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
            return .scroll(scroll(pointer, source: .continuous))
        default:
            return nil
        }
    }

    /// Scroll values only exist for the axes the event has (`libinput_event_pointer_has_axis`); a zero
    /// value on a present axis of a finger/continuous event is libinput's scroll-stop marker.
    private func scroll(_ pointer: OpaquePointer, source: ScrollSource) -> ScrollInput {
        func axis(_ axis: libinput_pointer_axis) -> (value: Double, v120: Double) {
            guard libinput_event_pointer_has_axis(pointer, axis) != 0 else { return (0, 0) }
            let value = libinput_event_pointer_get_scroll_value(pointer, axis)
            // v120 is only defined for SCROLL_WHEEL (libinput.h libinput_event_pointer_get_scroll_value_v120).
            let v120 = source == .wheel ? libinput_event_pointer_get_scroll_value_v120(pointer, axis) : 0
            return (value, v120)
        }
        let horizontal = axis(LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL)
        let vertical = axis(LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL)
        return ScrollInput(
            source: source, deltaX: horizontal.value, deltaY: vertical.value, v120X: horizontal.v120,
            v120Y: vertical.v120)
    }

    // MARK: Gestures

    private func touchpadGesture(_ gesture: OpaquePointer, type: libinput_event_type) -> TouchpadGesture {
        let fingers = Int(libinput_event_gesture_get_finger_count(gesture))
        switch type {
        case LIBINPUT_EVENT_GESTURE_HOLD_BEGIN:
            return TouchpadGesture(kind: .hold, phase: .begin, fingerCount: fingers)
        case LIBINPUT_EVENT_GESTURE_HOLD_END:
            return TouchpadGesture(kind: .hold, phase: ended(gesture), fingerCount: fingers)
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN, LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE, LIBINPUT_EVENT_GESTURE_SWIPE_END:
            return TouchpadGesture(
                kind: .swipe, phase: phase(type, begin: LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN,
                    update: LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE, gesture: gesture),
                fingerCount: fingers, deltaX: libinput_event_gesture_get_dx(gesture),
                deltaY: libinput_event_gesture_get_dy(gesture))
        default:
            return TouchpadGesture(
                kind: .pinch, phase: phase(type, begin: LIBINPUT_EVENT_GESTURE_PINCH_BEGIN,
                    update: LIBINPUT_EVENT_GESTURE_PINCH_UPDATE, gesture: gesture),
                fingerCount: fingers, deltaX: libinput_event_gesture_get_dx(gesture),
                deltaY: libinput_event_gesture_get_dy(gesture), scale: libinput_event_gesture_get_scale(gesture),
                angleDeltaDegrees: libinput_event_gesture_get_angle_delta(gesture))
        }
    }

    private func phase(
        _ type: libinput_event_type, begin: libinput_event_type, update: libinput_event_type, gesture: OpaquePointer
    ) -> TouchpadGesturePhase {
        if type == begin { return .begin }
        if type == update { return .update }
        return ended(gesture)
    }

    /// `*_END` events say whether the gesture was cancelled (another finger landed, libinput.h).
    private func ended(_ gesture: OpaquePointer) -> TouchpadGesturePhase {
        libinput_event_gesture_get_cancelled(gesture) != 0 ? .cancel : .end
    }
}
