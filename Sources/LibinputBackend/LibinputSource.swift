import CLibinput
import CLibudev
import Glibc
import InputCore
import InputRules

/// Live input from Linux devices through libinput, as an `InputEventSource`.
///
/// Two ways to find devices:
/// - `init(seat:configuration:)`: libinput's udev backend. Enumerates the seat's devices and follows
///   hotplug: plugging a device in reports `deviceAdded`, unplugging reports cancelled touches and
///   `deviceRemoved`. What compositors and kiosks use.
/// - `init(paths:configuration:)`: the path backend with explicit device nodes (tests, one known
///   panel). libinput still needs udev to have an initialized record of each node. It does *not*
///   notice unplugging: a read error only drops the fd from its epoll set (evdev.c
///   `evdev_device_dispatch`), so use the udev backend where hotplug matters.
///
/// Plug it into a run loop by polling `pollDescriptor` for readability and calling `drainEvents()`
/// each time it is readable, promptly: libinput's tap, hold and debounce timers run inside
/// `libinput_dispatch`, and events older than 20 ms at dispatch make libinput log "event processing
/// lagging behind" (evdev.c `evdev_note_time_delay`). UIKit's `EventLoop` with a `PollWaiter` does so.
///
/// Touch positions are in `.screen` space: libinput applies each device's rotation and calibration
/// through its calibration matrix and the backend scales the result to the device's `ScreenMapping`
/// (chosen by `LibinputConfiguration.rules`). Event times are libinput's `CLOCK_MONOTONIC`
/// microseconds; `deviceAdded`/`deviceRemoved` carry the monotonic time they were converted, since
/// libinput's device events have no timestamp.
///
/// Not thread-safe: use one source from one thread.
public final class LibinputSource: InputEventSource {
    /// The `struct libinput *`.
    let context: OpaquePointer
    private let udev: OpaquePointer
    private let interface: UnsafeMutablePointer<libinput_interface>
    private let callbackState: LibinputCallbackState
    /// The configuration devices are mapped and filtered with.
    public let configuration: LibinputConfiguration
    /// Whether this is the path backend (`addDevice(path:)` and `removeDevice(_:)` work).
    public let usesPathBackend: Bool
    /// The devices libinput has added and not yet removed, by their `libinput_device` pointer.
    var devices: [OpaquePointer: LibinputDeviceRecord] = [:] {
        didSet { lastRecord = nil }
    }
    /// The record of the device the last converted event came from: consecutive events almost always
    /// come from one device, and this saves a dictionary lookup per event on the latency path.
    var lastRecord: (device: OpaquePointer, record: LibinputDeviceRecord)?
    var touches = TouchFrameAccumulator(space: .screen)
    /// The input rules' filters (`configuration.inputRules`), applied to every drained event.
    var ruleEngine: InputRuleEngine?
    /// The identities of added devices, which the rule engine matches rules against.
    let identities = DeviceIdentityBook()
    /// Contact-size readers of the touchscreens whose rule has a palm filter (libinput 1.22 reports no
    /// touchscreen contact size), drained after each `libinput_dispatch`.
    var sizeReaders: [DeviceID: ContactSizeReader] = [:]
    /// Every device warning so far (also given to `configuration.warningHandler`), oldest first.
    public internal(set) var deviceWarnings: [String] = []
    private var nextDeviceID: UInt32 = 1

    /// Opens the devices of a udev seat (usually `"seat0"`), following hotplug.
    ///
    /// Succeeds even when no device can be opened (libinput's `assign_seat` does, libinput.h); check
    /// `currentDevices` after the first `drainEvents()` and `openFailures` for why.
    public convenience init(seat: String = "seat0", configuration: LibinputConfiguration) throws {
        try self.init(configuration: configuration, pathBackend: false)
        guard libinput_udev_assign_seat(context, seat) == 0 else {
            throw LibinputBackendError.seatAssignmentFailed(seat: seat)
        }
    }

    /// Opens exactly these device nodes with the path backend.
    ///
    /// Throws `LibinputBackendError.devicesUnavailable` listing every node that could not be added
    /// (permission, missing node, not an input device); use `init(paths: [])` and `addDevice(path:)`
    /// to tolerate some failing.
    public convenience init(paths: [String], configuration: LibinputConfiguration) throws {
        try self.init(configuration: configuration, pathBackend: true)
        var failures: [LibinputBackendError] = []
        for path in paths {
            do { try addDevice(path: path) } catch let error as LibinputBackendError { failures.append(error) }
        }
        if !failures.isEmpty { throw LibinputBackendError.devicesUnavailable(failures) }
    }

    private init(configuration: LibinputConfiguration, pathBackend: Bool) throws {
        guard let udev = udev_new() else { throw LibinputBackendError.udevUnavailable }
        let state = LibinputCallbackState(logHandler: configuration.logHandler)
        let interface = LibinputInterface.allocate()
        let userData = Unmanaged.passUnretained(state).toOpaque()
        let created = pathBackend
            ? libinput_path_create_context(interface, userData)
            : libinput_udev_create_context(interface, userData, udev)
        guard let created else {
            interface.deallocate()
            udev_unref(udev)
            throw LibinputBackendError.contextCreationFailed(backend: pathBackend ? "path" : "udev")
        }
        self.context = created
        self.udev = udev
        self.interface = interface
        self.callbackState = state
        self.configuration = configuration
        self.usesPathBackend = pathBackend
        if let rules = configuration.inputRules {
            let book = identities
            ruleEngine = InputRuleEngine(rules: rules, mainScreen: configuration.screen, screens: configuration.screens) {
                book.book[$0.id] ?? DeviceIdentity($0)
            }
        }
        LibinputLog.install(on: created, priority: configuration.logPriority)
    }

    deinit {
        // libinput_unref frees every device of the context even if the caller still holds references
        // (libinput.h, libinput_unref "bug"), so drop ours first to avoid a double free.
        for record in devices.values {
            record.releaseCachedTool()
            libinput_device_unref(record.handle)
        }
        devices.removeAll()
        libinput_unref(context)
        interface.deinitialize(count: 1)
        interface.deallocate()
        udev_unref(udev)
    }

    /// Every failure to open a device node so far (permission, missing node…), oldest first.
    public var openFailures: [LibinputBackendError] { callbackState.openFailures }

    /// The devices currently reporting (added, not removed, not ignored).
    public var currentDevices: [DeviceDescription] {
        devices.values.filter { !$0.ignored }.map(\.description).sorted { $0.id < $1.id }
    }

    /// Adds a device node to a path-backend source. Its `deviceAdded` comes with the next `drainEvents()`.
    public func addDevice(path: String) throws {
        precondition(usesPathBackend, "addDevice(path:) needs the path backend (init(paths:configuration:))")
        let failuresBefore = callbackState.openFailures.count
        // The returned pointer is only valid until the next dispatch (libinput.h); the device is
        // referenced when its DEVICE_ADDED event is converted.
        guard libinput_path_add_device(context, path) != nil else {
            // libinput stat()s the path before opening it and gives up silently ("client bug: Invalid
            // path", path-seat.c) when that fails, so open_restricted never saw a missing node.
            var cause = callbackState.openFailures.dropFirst(failuresBefore).last?.openFailureCause
            var status = stat()
            if cause == nil, stat(path, &status) != 0 {
                cause = LibinputBackendError(node: path, errno: errno).openFailureCause
            }
            throw LibinputBackendError.deviceRejected(node: path, cause: cause)
        }
    }

    /// Removes a device from a path-backend source, as if unplugged: its touches are cancelled and it
    /// reports `deviceRemoved` with the next `drainEvents()`.
    public func removeDevice(_ id: DeviceID) {
        precondition(usesPathBackend, "removeDevice(_:) needs the path backend (init(paths:configuration:))")
        guard let record = devices.values.first(where: { $0.description.id == id }) else { return }
        libinput_path_remove_device(record.handle)
    }

    /// libinput's epoll descriptor: readable whenever `drainEvents()` has work (device data or an
    /// internal timer).
    public var pollDescriptor: Int32? { libinput_get_fd(context) }

    /// Dispatches libinput and converts every pending event, without blocking. With input rules, what
    /// their filters did goes to `configuration.filterReportHandler` as it happens (use
    /// ``drainFiltered()`` to get reports and events in one ordered list).
    public func drainEvents() throws -> [InputEvent] {
        let events = try dispatchAndConvert()
        guard ruleEngine != nil else { return events }
        var filtered: [InputEvent] = []
        for step in filter(events) {
            switch step {
            case .event(let event): filtered.append(event)
            case .report(let report): configuration.filterReportHandler?(report)
            }
        }
        return filtered
    }

    /// Like ``drainEvents()``, but with the input rules' reports in order among the events, so a trace
    /// shows each report just before the event it concerns. Without rules: the events only.
    public func drainFiltered() throws -> [FilteredInput] {
        let events = try dispatchAndConvert()
        return ruleEngine == nil ? events.map(FilteredInput.event) : filter(events)
    }

    /// Whether input rules are applied (`configuration.inputRules`).
    public var appliesInputRules: Bool { ruleEngine != nil }

    private func dispatchAndConvert() throws -> [InputEvent] {
        let before = InputTime.monotonicNow()
        let rc = libinput_dispatch(context)
        lastDispatchMicroseconds = InputTime.monotonicNow().microseconds - before.microseconds
        if rc < 0 { throw LibinputBackendError.dispatchFailed(errno: -rc) }
        var events: [InputEvent] = []
        // A wake usually brings one frame (its changes and TOUCH_FRAME): room for it without regrowing.
        events.reserveCapacity(4)
        // The same frames libinput just read, from the palm filters' own descriptors.
        if !sizeReaders.isEmpty { for reader in sizeReaders.values { reader.drain() } }
        while let event = libinput_get_event(context) {
            // Events are not reference counted; each one is destroyed after conversion (libinput.h).
            defer { libinput_event_destroy(event) }
            convert(event, into: &events)
        }
        return events
    }

    /// Each event first (its own time releases the filter timers due before it), then the timers due by
    /// now: a landing in this batch may still merge with a lift held since the last one.
    private func filter(_ events: [InputEvent]) -> [FilteredInput] {
        var steps = events.flatMap { ruleEngine?.process($0) ?? [] }
        steps += ruleEngine?.advance(to: InputTime.monotonicNow()) ?? []
        return steps
    }

    /// How long `libinput_dispatch` took in the last `drainEvents()`, in microseconds: libinput's own
    /// share of a drain (reading the devices, its evdev processing), as opposed to the conversion after it.
    /// Latency reports subtract it to show the project's share (docs/benchmarks.md, "Latency").
    public private(set) var lastDispatchMicroseconds: Int64 = 0

    /// When the input rules' filters next need `drainEvents()` called even if no device reports (a lift
    /// held by debounce ends, the watchdog fires); wake the run loop then.
    public var filterDeadline: InputTime? { ruleEngine?.nextDeadline }

    /// Warnings for input rules that matched none of the devices added so far.
    public var unmatchedRuleWarnings: [String] { ruleEngine?.unmatchedRuleWarnings ?? [] }

    /// The rule each current device got, by device (for placing devices on screens).
    public var deviceRules: [DeviceID: InputRule] { ruleEngine?.deviceRules ?? [:] }

    /// Releases every device (libinput_suspend), e.g. when the session is switched away. libinput
    /// cancels active touches and removes the devices; those events come with the next `drainEvents()`.
    public func suspend() {
        libinput_suspend(context)
    }

    /// Reopens the devices after `suspend()`. They come back as new `deviceAdded` events with new ids.
    public func resume() throws {
        guard libinput_resume(context) == 0 else { throw LibinputBackendError.resumeFailed }
    }

    /// The next session-unique device id; ids are never reused.
    func makeDeviceID() -> DeviceID {
        defer { nextDeviceID += 1 }
        return DeviceID(nextDeviceID)
    }
}

/// The identities of a source's devices, shared with its rule engine's matcher.
final class DeviceIdentityBook {
    var book: [DeviceID: DeviceIdentity] = [:]
}
