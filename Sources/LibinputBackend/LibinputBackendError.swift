import Glibc

/// Why the libinput backend could not start or read a device, in words a person can act on.
///
/// Open failures happen inside libinput's `open_restricted` callback, where nothing can be thrown;
/// the backend records them (see `LibinputSource.openFailures`) and also throws them from the calls
/// that caused them when it can tell (`LibinputSource.init(paths:configuration:)`,
/// `LibinputSource.addDevice(path:)`).
public enum LibinputBackendError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The node exists but this process may not open it (`EACCES`/`EPERM`).
    case permissionDenied(node: String)
    /// The node does not exist (`ENOENT`): unplugged, or a wrong path.
    case nodeMissing(node: String)
    /// Opening the node failed for another reason, with the `errno` value.
    case openFailed(node: String, errno: Int32)
    /// libinput rejected a device node given to the path backend; `cause` is the open failure when
    /// there was one (otherwise the node is not an evdev device libinput accepts, or udev has no
    /// initialized record of it).
    case deviceRejected(node: String, cause: OpenFailureCause?)
    /// One or more of the explicitly requested nodes could not be added.
    case devicesUnavailable([LibinputBackendError])
    /// `udev_new()` failed, so neither backend can run (libinput needs udev even for the path backend).
    case udevUnavailable
    /// `libinput_udev_create_context` or `libinput_path_create_context` returned NULL.
    case contextCreationFailed(backend: String)
    /// `libinput_udev_assign_seat` failed for the seat.
    case seatAssignmentFailed(seat: String)
    /// `libinput_dispatch` returned an error, with the `errno` value.
    case dispatchFailed(errno: Int32)
    /// `libinput_resume` failed.
    case resumeFailed

    /// The open failure behind a rejected device, kept apart so `deviceRejected` stays non-recursive.
    public enum OpenFailureCause: Hashable, Sendable {
        /// See `LibinputBackendError.permissionDenied`.
        case permissionDenied
        /// See `LibinputBackendError.nodeMissing`.
        case nodeMissing
        /// See `LibinputBackendError.openFailed`.
        case errno(Int32)
    }

    /// Classifies a failed `open(2)` of `node` by its `errno`.
    public init(node: String, errno code: Int32) {
        switch code {
        case EACCES, EPERM: self = .permissionDenied(node: node)
        case ENOENT, ENODEV, ENXIO: self = .nodeMissing(node: node)
        default: self = .openFailed(node: node, errno: code)
        }
    }

    /// The cause part of an open failure, for `deviceRejected`; `nil` for errors that are not open failures.
    var openFailureCause: OpenFailureCause? {
        switch self {
        case .permissionDenied: .permissionDenied
        case .nodeMissing: .nodeMissing
        case .openFailed(_, let code): .errno(code)
        default: nil
        }
    }

    /// Advice printed with every permission error. libinput opens `/dev/input/event*` through the
    /// caller's `open_restricted`; on a normal system those nodes are `root:input 0660`, so an
    /// unprivileged reader needs the `input` group or a seat manager that hands out the fds.
    static let permissionAdvice =
        "reading input devices needs membership of the `input` group (`sudo usermod -aG input $USER`, then log in again) or a seat manager such as systemd-logind that grants device access"

    public var description: String {
        switch self {
        case .permissionDenied(let node):
            "cannot open \(node): permission denied; \(Self.permissionAdvice)"
        case .nodeMissing(let node):
            "cannot open \(node): no such device node (unplugged, or a wrong path?)"
        case .openFailed(let node, let code):
            "cannot open \(node): \(String(cString: strerror(code))) (errno \(code))"
        case .deviceRejected(let node, let cause):
            switch cause {
            case .permissionDenied?: Self.permissionDenied(node: node).description
            case .nodeMissing?: Self.nodeMissing(node: node).description
            case .errno(let code)?: Self.openFailed(node: node, errno: code).description
            case nil:
                "libinput did not accept \(node): not an evdev input device, or udev has no initialized record of it"
            }
        case .devicesUnavailable(let errors):
            errors.map(\.description).joined(separator: "\n")
        case .udevUnavailable:
            "cannot create a udev context (udev_new failed); libinput needs udev for both backends"
        case .contextCreationFailed(let backend):
            "libinput could not create a \(backend) context"
        case .seatAssignmentFailed(let seat):
            "libinput could not assign seat \"\(seat)\""
        case .dispatchFailed(let code):
            "libinput_dispatch failed: \(String(cString: strerror(code))) (errno \(code))"
        case .resumeFailed:
            "libinput_resume failed"
        }
    }
}
