import CInputShim
import CLibevdev
import Glibc

/// Reads a touchscreen's contact sizes (`ABS_MT_TOUCH_MAJOR`) from a second, read-only descriptor on
/// its device node, for the palm filter.
///
/// libinput 1.22 has no accessor for a touchscreen contact's size, but the kernel gives every open
/// file of an evdev node its own copy of the event stream, so a second reader sees exactly what
/// libinput read. It is drained right after `libinput_dispatch`, in the same run-loop turn, so by the
/// time libinput's touch events of that dispatch are converted, it has read the same frames.
///
/// Sizes are matched to libinput's touch events by kernel slot and by the frame's kernel timestamp:
/// both descriptors receive the same events with the same `CLOCK_MONOTONIC` stamps (libinput asks for
/// that clock; so does the reader), and libinput stamps each touch event with its frame's time. So
/// when one drain holds several frames — the loop woke late — each libinput event still gets the size
/// its own frame reported, and a contact that lifted and one that landed in the same slot within that
/// drain keep their own sizes (the tracking id is part of each frame's record).
///
/// Units: `ABS_MT_TOUCH_MAJOR` is "in surface units" (kernel multi-touch-protocol.rst). Its own
/// resolution converts it to millimetres when the device gives one; otherwise the resolution of
/// `ABS_MT_POSITION_X` does, as libinput does for touchpads (evdev-mt-touchpad.c) and as the
/// project's evdev decoder does for recordings. With neither, sizes are unknown and the reader is not
/// created. Only protocol-B devices (with `ABS_MT_SLOT`) are read; protocol A reaches libinput through
/// mtdev, whose slot assignment a second reader cannot reproduce.
final class ContactSizeReader {
    /// Why a device's contact sizes cannot be read; the message names the device.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// A slot's contact as one frame left it.
    private struct SlotSample {
        /// The frame's `SYN_REPORT` time, microseconds of `CLOCK_MONOTONIC` (0: state at open).
        var time: Int64
        var trackingID: Int32
        var major: Int32
    }

    private let fd: Int32
    private let device: OpaquePointer
    /// Axis units per millimetre.
    private let unitsPerMillimetre: Double
    /// Per active slot, its samples since the previous drain, oldest first (at least the last one).
    private var samples: [Int32: [SlotSample]] = [:]
    /// The slots the current frame changed.
    private var changedSlots: Set<Int32> = []

    /// Opens `node` read-only and checks that it reports contact sizes it can convert.
    init(node: String, deviceName: String) throws(Unavailable) {
        let fd = cinput_open(node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = String(cString: strerror(cinput_errno()))
            throw Unavailable(description: "warning: device \"\(deviceName)\" (\(node)): cannot open it to read contact sizes (\(reason)): its palm filter is off")
        }
        var created: OpaquePointer?
        let rc = libevdev_new_from_fd(fd, &created)
        guard rc == 0, let created else {
            close(fd)
            throw Unavailable(description: "warning: device \"\(deviceName)\" (\(node)): libevdev cannot read it (\(String(cString: strerror(-rc)))): its palm filter is off")
        }
        func fail(_ why: String) -> Unavailable {
            libevdev_free(created)
            close(fd)
            return Unavailable(description: "warning: device \"\(deviceName)\" (\(node)): \(why): its palm filter is off")
        }
        let abs = UInt32(EV_ABS)
        guard libevdev_has_event_code(created, abs, UInt32(ABS_MT_SLOT)) != 0 else {
            throw fail("not a protocol-B multitouch device (no ABS_MT_SLOT), so contact sizes cannot be matched to libinput's touches")
        }
        guard libevdev_has_event_code(created, abs, UInt32(ABS_MT_TOUCH_MAJOR)) != 0 else {
            throw fail("it reports no contact size (no ABS_MT_TOUCH_MAJOR)")
        }
        let own = libevdev_get_abs_resolution(created, UInt32(ABS_MT_TOUCH_MAJOR))
        let position = libevdev_get_abs_resolution(created, UInt32(ABS_MT_POSITION_X))
        guard own > 0 || position > 0 else {
            throw fail("neither ABS_MT_TOUCH_MAJOR nor ABS_MT_POSITION_X has a resolution, so sizes in millimetres are unknown")
        }
        self.fd = fd
        self.device = created
        self.unitsPerMillimetre = Double(own > 0 ? own : position)
        // Same clock as libinput's descriptor (evdev.c sets EVIOCSCLOCKID), so frame times compare equal.
        _ = libevdev_set_clock_id(created, CLOCK_MONOTONIC)
        // Contacts already down when the reader opened: libevdev read their slot values (EVIOCGMTSLOTS).
        for slot in 0..<max(0, libevdev_get_num_slots(created)) {
            let id = libevdev_get_slot_value(created, UInt32(slot), UInt32(ABS_MT_TRACKING_ID))
            if id >= 0 {
                let major = libevdev_get_slot_value(created, UInt32(slot), UInt32(ABS_MT_TOUCH_MAJOR))
                samples[slot] = [SlotSample(time: 0, trackingID: id, major: major)]
            }
        }
    }

    deinit {
        libevdev_free(device)
        close(fd)
    }

    /// Reads every event the kernel has queued for this descriptor, without blocking. Samples of the
    /// previous drain's frames are dropped (libinput's events of those frames have been converted), except
    /// each slot's last one.
    func drain() {
        for (slot, list) in samples where list.count > 1 { samples[slot] = [list[list.count - 1]] }
        var event = input_event()
        var flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
        while true {
            let rc = libevdev_next_event(device, flags, &event)
            if rc == LIBEVDEV_READ_STATUS_SYNC.rawValue {
                // SYN_DROPPED: libevdev then replays the device's state as events (each also returned with
                // the sync status) until -EAGAIN; those update the slots like any other frame.
                if flags == LIBEVDEV_READ_FLAG_SYNC.rawValue { apply(event) } else { flags = LIBEVDEV_READ_FLAG_SYNC.rawValue }
            } else if rc == LIBEVDEV_READ_STATUS_SUCCESS.rawValue {
                apply(event)
            } else if rc == -EAGAIN, flags == LIBEVDEV_READ_FLAG_SYNC.rawValue {
                flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
            } else {
                return  // -EAGAIN: nothing more; any other error: try again at the next drain
            }
        }
    }

    /// libevdev keeps each slot's values; a frame's end records the slots it changed.
    private func apply(_ event: input_event) {
        if event.type == UInt16(EV_ABS) {
            let code = Int32(event.code)
            if code == ABS_MT_TRACKING_ID || code == ABS_MT_TOUCH_MAJOR {
                changedSlots.insert(libevdev_get_current_slot(device))
            }
        } else if event.type == UInt16(EV_SYN), Int32(event.code) == SYN_REPORT {
            let time = Int64(event.time.tv_sec) * 1_000_000 + Int64(event.time.tv_usec)
            for slot in changedSlots {
                let id = libevdev_get_slot_value(device, UInt32(slot), UInt32(ABS_MT_TRACKING_ID))
                let major = libevdev_get_slot_value(device, UInt32(slot), UInt32(ABS_MT_TOUCH_MAJOR))
                var list = samples[slot] ?? []
                if list.count >= 256 { list.removeFirst(list.count - 255) }  // a loop that never converts
                list.append(SlotSample(time: time, trackingID: id, major: major))
                samples[slot] = list
            }
            changedSlots.removeAll(keepingCapacity: true)
        }
    }

    /// The major radius in millimetres, on kernel `slot`, of the contact as the frame stamped `time`
    /// (libinput's event time, microseconds) left it; `nil` when no contact was down there then.
    func majorRadiusMillimetres(slot: Int32, time: Int64) -> Double? {
        // The frame with exactly that stamp; else the last one before it (libinput did not report that
        // frame's change to this slot, or the reader opened after it).
        guard let list = samples[slot],
            let sample = list.last(where: { $0.time == time }) ?? list.last(where: { $0.time < time }) ?? list.first,
            sample.trackingID >= 0
        else { return nil }
        return Double(sample.major) / unitsPerMillimetre / 2
    }
}
