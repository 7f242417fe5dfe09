import CInputShim
import CLibinput
import Glibc

/// State the C callbacks reach through libinput's `user_data`: open failures and the log sink.
///
/// libinput calls `open_restricted`, `close_restricted` and the log handler synchronously from inside
/// the libinput call that needs them (`libinput_path_add_device`, `libinput_udev_assign_seat`,
/// `libinput_dispatch`, `libinput_resume`) on the caller's thread, so no locking is needed.
final class LibinputCallbackState {
    /// Every open failure so far, in order.
    var openFailures: [LibinputBackendError] = []
    /// Where libinput's log lines go.
    var logHandler: (@Sendable (LibinputLogPriority, String) -> Void)?

    init(logHandler: (@Sendable (LibinputLogPriority, String) -> Void)?) {
        self.logHandler = logHandler
    }

    /// The state behind a `user_data` pointer produced by `LibinputInterface.userData(for:)`.
    static func from(_ userData: UnsafeMutableRawPointer?) -> LibinputCallbackState? {
        guard let userData else { return nil }
        return Unmanaged<LibinputCallbackState>.fromOpaque(userData).takeUnretainedValue()
    }
}

/// The `struct libinput_interface` handed to libinput.
///
/// libinput keeps the *pointer* to the interface (`libinput->interface = interface`, libinput.c), so
/// it lives in allocated memory owned by the source, freed only after `libinput_unref`.
enum LibinputInterface {
    /// Allocates the interface with the two restricted-open callbacks.
    static func allocate() -> UnsafeMutablePointer<libinput_interface> {
        let pointer = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        pointer.initialize(to: libinput_interface(open_restricted: openRestricted, close_restricted: closeRestricted))
        return pointer
    }

    /// libinput asks for `O_RDWR|O_NONBLOCK|O_CLOEXEC` (evdev.c `evdev_device_create`) and expects an
    /// fd or a negative errno back. Failures are recorded, classified, for the caller to report.
    private static let openRestricted: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Int32 = {
        path, flags, userData in
        guard let path else { return -EINVAL }
        let fd = cinput_open(path, flags)
        if fd >= 0 { return fd }
        let code = cinput_errno()
        LibinputCallbackState.from(userData)?.openFailures.append(
            LibinputBackendError(node: String(cString: path), errno: code))
        return -code
    }

    private static let closeRestricted: @convention(c) (Int32, UnsafeMutableRawPointer?) -> Void = { fd, _ in
        _ = close(fd)
    }
}
