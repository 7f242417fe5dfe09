/// Turns one evdev device's raw events into InputCore events, one frame at a time.
///
/// Feed it every event the device (or a recording) produced, in order. Events are buffered until
/// `SYN_REPORT` and then applied atomically: one `SYN_REPORT` gives at most one touch frame, plus any
/// pointer motion, buttons, keys and scroll of that sample, in that order.
///
/// - Touches: protocol B (slots), protocol A (anonymous contacts matched by distance) or single-touch
///   (`ABS_X/Y` + `BTN_TOUCH`), as the profile says. Tablet tools (pens, erasers) are not touches:
///   `EvdevTabletTracker` turns them into `tabletTool` events, and a tablet pad's buttons, rings and strips
///   are `tabletPad` events (`EvdevTabletPadTracker`). Positions are in `.normalized` space:
///   `(value - minimum) / (maximum - minimum + 1)` of the position axis, as libinput divides. Contact ids are the lowest free
///   number, like libinput's seat slots. `MT_TOOL_PALM` cancels a contact. Legacy single-touch emulation
///   (`ABS_X/Y`, `BTN_TOUCH`, `BTN_TOOL_*`) on multitouch devices is ignored, as the kernel docs advise.
/// - `SYN_DROPPED`: the partial frame and everything up to the next `SYN_REPORT` are discarded; at that
///   report every active contact is cancelled, because without the device's current state (libevdev
///   asks the kernel for it; a recording cannot) nothing said about those contacts can be trusted. A
///   finger still down stays silent until it lifts; the next new contact is reported normally.
/// - Time: a frame takes its `SYN_REPORT`'s time (older recordings stamp the events of one frame
///   slightly differently). A frame earlier than the previous one is reported and clamped to it.
/// - Bad input never stops it: each oddity is recorded as a `DecoderDiagnostic` and skipped.
///
/// Differences from libinput: no hysteresis, no defuzzing, no pointer acceleration, no palm detection
/// beyond `MT_TOOL_PALM`, no seat-wide limit on protocol-B contacts (the slot count limits them).
public struct EvdevDecoder: Sendable {
    /// Tunable behaviour.
    public struct Options: Hashable, Sendable {
        /// Points scrolled per wheel detent (120 `v120` units). Default 15 pt: libinput reports 15° of
        /// rotation per detent for most mice and compositors commonly scroll 15 px per detent; iOS does
        /// not define a wheel, so we follow that convention.
        public var wheelPointsPerDetent: Double
        /// Most simultaneous protocol-A contacts tracked. Default 32, the size of libinput's seat slot
        /// map; further contacts are ignored and reported.
        public var maximumAnonymousContacts: Int
        /// Most events buffered for one frame. Default 4096, far above any real device (a 10-finger
        /// protocol-B frame is under 100); protects memory against a stream that never sends `SYN_REPORT`.
        public var maximumEventsPerFrame: Int

        /// Creates options; every parameter defaults to the documented value.
        public init(wheelPointsPerDetent: Double = 15, maximumAnonymousContacts: Int = 32, maximumEventsPerFrame: Int = 4096) {
            self.wheelPointsPerDetent = wheelPointsPerDetent
            self.maximumAnonymousContacts = maximumAnonymousContacts
            self.maximumEventsPerFrame = maximumEventsPerFrame
        }
    }

    /// The device being decoded.
    public let profile: EvdevDeviceProfile
    /// The id stamped on every produced event.
    public let device: DeviceID
    /// The options in effect.
    public let options: Options

    private let touchProtocol: EvdevTouchProtocol?
    private let scale: EvdevContactScale
    private var slots: EvdevSlotTracker?
    private var anonymous: EvdevAnonymousContactTracker?
    private var single: EvdevSingleTouchTracker?
    private var absolutePointer: EvdevAbsolutePointerTracker?
    private var tablet: EvdevTabletTracker?
    private var pad: EvdevTabletPadTracker?
    private var pointer: EvdevPointerAccumulator
    private var ids = ContactIDAllocator()
    private var log = DiagnosticLog()
    private var pending: [EvdevRawEvent] = []
    private var reportedOversizedFrame = false
    private var reportedUnknownTypes: Set<UInt16> = []
    private var missingAxes: [String]

    /// Whether the decoder is discarding events after `SYN_DROPPED`, waiting for `SYN_REPORT`.
    public private(set) var isDiscardingAfterDrop = false
    /// The time of the last frame produced, after clamping.
    public private(set) var lastFrameTime: InputTime?

    /// Creates a decoder for one device.
    public init(profile: EvdevDeviceProfile, device: DeviceID, options: Options = Options()) {
        self.profile = profile
        self.device = device
        self.options = options
        touchProtocol = profile.touchProtocol
        var missing: [String] = []
        scale = EvdevContactScale(profile: profile, missing: &missing)
        missingAxes = (touchProtocol != nil || profile.isAbsolutePointer || profile.isTabletTool) ? missing : []
        switch touchProtocol {
        case .protocolB: slots = EvdevSlotTracker(slotCount: profile.slotCount ?? 1)
        case .protocolA: anonymous = EvdevAnonymousContactTracker(maximumContacts: options.maximumAnonymousContacts)
        case .singleTouch: single = EvdevSingleTouchTracker()
        case nil: if profile.isAbsolutePointer { absolutePointer = EvdevAbsolutePointerTracker() }
        }
        if profile.isTabletTool { tablet = EvdevTabletTracker(profile: profile) }
        if profile.isTabletPad { pad = EvdevTabletPadTracker(profile: profile) }
        pointer = EvdevPointerAccumulator(profile: profile, pointsPerDetent: options.wheelPointsPerDetent)
    }

    /// Problems found so far, oldest first (at most 1000 are kept; see `suppressedDiagnosticCount`).
    public var diagnostics: [DecoderDiagnostic] { log.entries }
    /// Diagnostics beyond the kept limit, counted but not stored.
    public var suppressedDiagnosticCount: Int { log.suppressedCount }
    /// Returns the diagnostics gathered so far and forgets them, for streaming consumers.
    public mutating func takeDiagnostics() -> [DecoderDiagnostic] { log.take() }

    /// Contacts currently down as far as UIKit has been told.
    public var activeContactCount: Int {
        (slots?.activeContactCount ?? 0) + (anonymous?.activeContactCount ?? 0) + (single?.activeContactCount ?? 0)
    }

    /// Feeds one raw event; returns the events its frame produced (empty until `SYN_REPORT`).
    public mutating func decode(_ event: EvdevRawEvent) -> [InputEvent] {
        if !missingAxes.isEmpty {
            log.report(
                .missingAxisInfo, at: event.time,
                "no usable axis range for \(missingAxes.joined(separator: ", ")); positions on it read as 0")
            missingAxes.removeAll()
        }
        if isDiscardingAfterDrop {
            guard event.isReport else { return [] }
            isDiscardingAfterDrop = false
            return resynchronize(at: frameTime(event.time))
        }
        if event.type == Evdev.EV_SYN && event.code == Evdev.SYN_DROPPED {
            log.report(
                .eventsDropped, at: event.time,
                "SYN_DROPPED: the device's buffer overflowed; discarding events up to the next SYN_REPORT and "
                    + "cancelling active contacts")
            pending.removeAll(keepingCapacity: true)
            isDiscardingAfterDrop = true
            return []
        }
        guard event.isReport else {
            if pending.count < options.maximumEventsPerFrame {
                pending.append(event)
            } else if !reportedOversizedFrame {
                reportedOversizedFrame = true
                log.report(
                    .oversizedFrame, at: event.time,
                    "more than \(options.maximumEventsPerFrame) events without SYN_REPORT; the rest of the frame is ignored")
            }
            return []
        }
        return applyFrame(at: frameTime(event.time))
    }

    /// Feeds a sequence of raw events; returns everything they produced, in order.
    public mutating func decode<Events: Sequence>(_ events: Events) -> [InputEvent] where Events.Element == EvdevRawEvent {
        var result: [InputEvent] = []
        for event in events { result.append(contentsOf: decode(event)) }
        return result
    }

    /// The time to stamp a frame with: its report's time, clamped so time never runs backwards.
    private mutating func frameTime(_ time: InputTime) -> InputTime {
        var result = time
        if let last = lastFrameTime, time < last {
            log.report(
                .timeWentBackwards, at: time,
                "frame time \(time) is earlier than the previous frame's \(last); clamped to \(last)")
            result = last
        }
        lastFrameTime = result
        return result
    }

    private mutating func applyFrame(at time: InputTime) -> [InputEvent] {
        defer {
            pending.removeAll(keepingCapacity: true)
            reportedOversizedFrame = false
            ids.endFrame()
        }
        for event in pending { route(event) }
        var changes: [ContactChange] = []
        if slots != nil { changes = slots?.endFrame(at: time, scale: scale, ids: &ids, log: &log) ?? [] }
        if anonymous != nil { changes = anonymous?.endFrame(at: time, scale: scale, ids: &ids, log: &log) ?? [] }
        if single != nil { changes = single?.endFrame(scale: scale, ids: &ids) ?? [] }
        var payloads: [InputPayload] = []
        if !changes.isEmpty { payloads.append(.touchFrame(TouchFrame(space: .normalized, changes: changes))) }
        if let point = absolutePointer?.endFrame(scale: scale) { payloads.append(.pointerMotionAbsolute(point)) }
        if tablet != nil, let events = tablet?.endFrame() { payloads.append(contentsOf: events.map { .tabletTool($0) }) }
        if pad != nil, let events = pad?.endFrame() { payloads.append(contentsOf: events.map { .tabletPad($0) }) }
        payloads.append(contentsOf: pointer.endFrame())
        return payloads.map { InputEvent(time: time, device: device, payload: $0) }
    }

    /// Sends one buffered event to whichever part of the decoder understands it.
    private mutating func route(_ event: EvdevRawEvent) {
        if tablet != nil, tablet?.handle(event) == true { return }
        if pad != nil, pad?.handle(event) == true { return }
        switch event.type {
        case Evdev.EV_ABS:
            // ABS_MT_SLOT (0x2f) through ABS_MT_TOOL_Y (0x3d) are the multitouch axes.
            let isMultitouch = (Evdev.ABS_MT_SLOT...0x3d).contains(event.code)
            switch touchProtocol {
            case .protocolB: if isMultitouch { slots?.handle(event, log: &log) }
            case .protocolA: if isMultitouch { anonymous?.handle(event, log: &log) }
            case .singleTouch: single?.handle(event)
            case nil: absolutePointer?.handle(event)
            }
        case Evdev.EV_SYN:
            if event.code == Evdev.SYN_MT_REPORT { anonymous?.handle(event, log: &log) }
        case Evdev.EV_KEY:
            if event.code == Evdev.BTN_TOUCH && touchProtocol != nil {
                anonymous?.handle(event, log: &log)
                single?.handle(event)
            } else {
                pointer.handleKey(event, log: &log)
            }
        case Evdev.EV_REL:
            pointer.handleRelative(event)
        default:
            // EV_MSC (timestamps, scan codes), switches, LEDs and the like carry nothing UIKit consumes.
            if EvdevNames.typeName(event.type) == nil && !reportedUnknownTypes.contains(event.type) {
                reportedUnknownTypes.insert(event.type)
                log.report(.invalidValue, at: event.time, "unknown event type 0x\(String(event.type, radix: 16)); ignored")
            }
        }
    }

    /// Ends a `SYN_DROPPED` gap: cancels every contact whose state is now unknown.
    private mutating func resynchronize(at time: InputTime) -> [InputEvent] {
        defer { ids.endFrame() }
        pointer.discardFrame()
        var changes: [ContactChange] = []
        if slots != nil { changes = slots?.cancelAll(scale: scale, ids: &ids) ?? [] }
        if anonymous != nil { changes = anonymous?.cancelAll(scale: scale, ids: &ids) ?? [] }
        if single != nil { changes = single?.cancelAll(scale: scale, ids: &ids) ?? [] }
        let tools = tablet != nil ? tablet?.cancelAll() ?? [] : []
        var result = tools.map { InputEvent(time: time, device: device, payload: .tabletTool($0)) }
        if pad != nil, let buttons = pad?.releaseAll() {
            result.append(contentsOf: buttons.map { InputEvent(time: time, device: device, payload: .tabletPad($0)) })
        }
        guard !changes.isEmpty else { return result }
        result.insert(InputEvent(time: time, device: device, payload: .touchFrame(TouchFrame(space: .normalized, changes: changes))), at: 0)
        return result
    }
}
