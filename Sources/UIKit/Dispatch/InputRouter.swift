import InputCore

/// Routes each `InputEvent` to where UIKit handles it: touch frames to the touch dispatcher, the
/// pointer's primary button to a pointer touch, hover and scroll to recognizers, keys to the first
/// responder. It also validates input: anything impossible is reported and handled, never fatal.
@MainActor
final class InputRouter {
    unowned let application: UIApplication
    /// Known devices.
    @exclusivity(unchecked) private(set) var devices: [DeviceID: DeviceDescription] = [:]
    /// Screen mappings for direct touch devices; the main screen's when absent.
    @exclusivity(unchecked) var mappings: [DeviceID: ScreenMapping] = [:]
    /// The cursor pointer devices move.
    var cursor: PointerCursor
    /// Pointer buttons held down, per device (the primary one drives a touch).
    private var pressedButtons: [DeviceID: Set<PointerButton>] = [:]
    /// Keys held down, per device, with the press objects the responder saw.
    var pressedKeys: [DeviceID: [UInt32: UIPress]] = [:]
    /// Turns key codes into characters and modifiers (``UIApplication/keyTranslator``); without one keys
    /// carry only their codes.
    var keyTranslator: (any KeyTranslator)?
    /// The held key that repeats, with its next repeat's timer (InputRouter+KeyRepeat.swift).
    var keyRepeat: KeyRepeat?
    /// Seconds a repeating key is held before it first repeats.
    var keyRepeatDelay: TimeInterval = KeyRepeat.defaultDelay
    /// Seconds between repeats.
    var keyRepeatInterval: TimeInterval = KeyRepeat.defaultInterval
    /// Whether the cursor is over a window (for hover enter/exit).
    private var hovering = false
    /// The touch updates of a frame, kept from frame to frame so a steady frame allocates no list.
    @exclusivity(unchecked) private var updateBuffer: [TouchUpdate] = []
    /// The device whose input last drove each pointer sequence, so removing it can end the sequence.
    private var pointerSequenceDevices: [DeviceID: PointerSequences] = [:]

    /// The contact id pointer touches use (touch devices use non-negative slots).
    static let pointerContact = ContactID(-1)
    /// Each tablet device's tool in proximity (`InputRouter+Tablet.swift`). Read and written once per pen
    /// sample, never across a call that could reach it again (each access copies in or out), so without the
    /// runtime exclusivity checks a checked `var` costs: three `swift_beginAccess` and two `swift_endAccess`
    /// per sample (docs/benchmarks.md, "Session 39").
    @exclusivity(unchecked) var tabletTools: [DeviceID: TabletToolState] = [:]

    init(application: UIApplication) {
        self.application = application
        self.cursor = PointerCursor(mapping: application.mainScreen.inputMapping)
    }

    var now: InputTime { application.clock.now }

    func route(_ event: InputEvent) {
        if application.trace.isEnabled {
            application.trace.emit(.input(time: now, device: event.device, payload: event.payload))
        }
        switch event.payload {
        case .deviceAdded(let description):
            if devices[event.device] != nil {
                application.reportDiagnostic("device \(event.device) added twice: the second description replaces the first")
            }
            devices[event.device] = description
            application.keyboardPresenter.devicesChanged()
        case .deviceRemoved:
            deviceRemoved(event.device)
            application.keyboardPresenter.devicesChanged()
        case .touchFrame(let frame):
            touchFrame(frame, device: event.device)
        case .pointerMotion(let dx, let dy):
            withCursor(of: event.device) { $0.move(deltaX: dx, deltaY: dy) }
            pointerMoved(device: event.device)
        case .pointerMotionAbsolute(let point):
            guard point.isFinite else {
                application.reportDiagnostic("absolute pointer position \(point) from \(event.device) is not finite: ignored")
                return
            }
            withCursor(of: event.device) { $0.warp(normalized: point) }
            pointerMoved(device: event.device)
        case .pointerButton(let button, let state):
            pointerButton(button, state, device: event.device)
        case .scroll(let scroll):
            drives(.scroll, device: event.device)
            application.gestureEnvironment.routeScroll(scroll, at: cursorPoint(of: event.device), time: now, device: event.device)
        case .key(let code, let state):
            key(code, state, device: event.device)
        case .touchpadGesture(let gesture):
            drives(.transform, device: event.device)
            application.gestureEnvironment.routeTouchpadGesture(gesture, at: cursorPoint(of: event.device), time: now, device: event.device)
        case .tabletTool(let tool):
            tabletTool(tool, device: event.device)
        case .tabletPad(let pad):
            tabletPad(pad, device: event.device)
        }
    }

    /// A pointer device moves the cursor of the screen it drives (`UIApplication.screen(for:)`); each
    /// screen has its own, which stays on that screen (docs/decisions.md). The main screen's is `cursor`.
    private func withCursor(of device: DeviceID, _ body: (inout PointerCursor) -> Void) {
        let screen = application.screen(for: device)
        if screen === application.mainScreen { body(&cursor) } else { application.screenRegistry.withCursor(of: screen, body) }
    }

    private func cursorPoint(of device: DeviceID) -> CGPoint {
        var position = InputPoint(x: 0, y: 0)
        withCursor(of: device) { position = $0.position }
        return CGPoint(x: position.x, y: position.y)
    }

    // MARK: Devices

    private func deviceRemoved(_ device: DeviceID) {
        if devices[device] == nil {
            application.reportDiagnostic("device \(device) removed but never added")
        }
        application.touchDispatcher.cancelTouches(reason: "device \(device) was removed") { $0.source.device == device }
        application.touchDispatcher.forgetUnboundContacts(of: device)
        pressedButtons[device] = nil
        cancelSqueeze(of: tabletTools.removeValue(forKey: device))
        keyTranslator?.deviceRemoved(device)
        if let repeating = keyRepeat, repeating.device == device { stopRepeat(of: repeating.press) }
        if let presses = pressedKeys.removeValue(forKey: device), !presses.isEmpty {
            deliverPresses(Array(presses.values), phase: .cancelled)
        }
        devices[device] = nil
        mappings[device] = nil
        if let sequences = pointerSequenceDevices.removeValue(forKey: device) {
            application.gestureEnvironment.pointerDeviceRemoved(
                sequences, at: cursorPoint(of: device), time: now, reason: "device \(device) was removed")
        }
    }

    /// Records that `device` now drives `sequence` (and no other device does).
    func drives(_ sequence: PointerSequences, device: DeviceID) {
        guard pointerSequenceDevices[device]?.contains(sequence) != true else { return }
        for other in pointerSequenceDevices.keys { pointerSequenceDevices[other]?.remove(sequence) }
        pointerSequenceDevices[device, default: []].insert(sequence)
    }

    // MARK: Touches

    private func touchFrame(_ frame: TouchFrame, device: DeviceID) {
        let description = devices[device]
        if description == nil {
            application.reportDiagnostic("touch frame from \(device), which was never added: treated as a direct touchscreen")
        }
        // Only normalized positions need the device's mapping (a lookup per frame otherwise).
        let mapping = frame.space == .normalized ? mappings[device] ?? application.mainScreen.inputMapping : nil
        let type: UITouch.TouchType = description?.touchSurface == .indirect ? .indirect : .direct
        let dispatcher: TouchDispatcher = application.touchDispatcher
        // The buffer of the last frame, taken while this one is built (a nested frame finds it empty).
        var updates = updateBuffer
        updateBuffer = []
        defer {
            updates.removeAll(keepingCapacity: true)
            updateBuffer = updates
        }
        var downsThisFrame = 0
        for change in frame.changes {
            guard change.position.isFinite else {
                application.reportDiagnostic("\(device) \(change.contact) \(change.phase.rawValue) at a non-finite position: ignored")
                if change.phase == .up || change.phase == .cancel, dispatcher.isDown(TouchSource(device: device, contact: change.contact)) {
                    // The contact still ends, at its last known position.
                    updates.append(TouchUpdate(source: TouchSource(device: device, contact: change.contact), phase: change.phase,
                                               location: .zero, majorRadius: nil, force: nil).withLastPosition())
                }
                continue
            }
            if change.phase == .down, let limit = description?.maximumContacts,
               !dispatcher.isDown(TouchSource(device: device, contact: change.contact)),
               dispatcher.contactCount(of: device) + downsThisFrame >= limit
            {
                application.reportDiagnostic("\(device) \(change.contact) down: the device declares \(limit) contacts and all are down: ignored")
                continue
            }
            if change.phase == .down { downsThisFrame += 1 }
            let point = mapping?.map(normalized: change.position) ?? change.position
            updates.append(TouchUpdate(
                source: TouchSource(device: device, contact: change.contact), phase: change.phase,
                location: CGPoint(x: point.x, y: point.y),
                majorRadius: change.majorRadiusMillimetres.map { CGFloat($0 * InputRouter.pointsPerMillimetre) },
                force: change.pressure.map { CGFloat($0) * UITouch.maximumForceScale }))
        }
        dispatcher.dispatch(updates, type: type)
    }

    /// Points per millimetre for converting contact sizes: iOS's 163 points per inch.
    static let pointsPerMillimetre = 163.0 / 25.4

    // MARK: Pointer

    private func pointerMoved(device: DeviceID) {
        let source = TouchSource(device: device, contact: Self.pointerContact)
        if pressedButtons[device]?.contains(.left) == true {
            application.touchDispatcher.dispatch(
                [TouchUpdate(source: source, phase: .move, location: cursorPoint(of: device), majorRadius: nil, force: nil)],
                type: .indirectPointer)
        } else {
            hovering = true
            drives(.hover, device: device)
            application.gestureEnvironment.routeHover(at: cursorPoint(of: device), time: now, device: device)
        }
    }

    private func pointerButton(_ button: PointerButton, _ state: ButtonState, device: DeviceID) {
        var pressed = pressedButtons[device] ?? []
        switch state {
        case .pressed:
            guard pressed.insert(button).inserted else {
                application.reportDiagnostic("\(device) \(button) pressed twice without a release: ignored")
                return
            }
        case .released:
            guard pressed.remove(button) != nil else {
                application.reportDiagnostic("\(device) \(button) released but was not pressed: ignored")
                return
            }
        }
        pressedButtons[device] = pressed
        // Only the primary button drives a touch, as on iPadOS; the others are reported by the trace only.
        guard button == .left else { return }
        let source = TouchSource(device: device, contact: Self.pointerContact)
        application.touchDispatcher.dispatch(
            [TouchUpdate(source: source, phase: state == .pressed ? .down : .up, location: cursorPoint(of: device), majorRadius: nil, force: nil)],
            type: .indirectPointer)
    }

    // MARK: Keys

    private func key(_ code: UInt32, _ state: ButtonState, device: DeviceID) {
        var presses = pressedKeys[device] ?? [:]
        switch state {
        case .pressed:
            guard presses[code] == nil else {
                application.reportDiagnostic("key \(code) on \(device) pressed twice without a release: ignored")
                return
            }
            let (key, repeats) = makeKey(code, device: device)
            let press = UIPress(phase: .began, timestamp: now.seconds, key: key)
            presses[code] = press
            pressedKeys[device] = presses
            // A key command takes the press before the responders see it (InputRouter+KeyCommands.swift).
            let command = performKeyCommand(for: key)
            if command == nil {
                if let responder = application.firstResponder ?? application.keyWindow {
                    noteKeyDown(key, to: responder.traceResponderName)
                }
                deliverPresses([press], phase: .began)
            }
            startRepeat(of: press, device: device, repeats: repeats, command: command)
        case .released:
            guard let press = presses.removeValue(forKey: code) else {
                application.reportDiagnostic("key \(code) on \(device) released but was not pressed: ignored")
                return
            }
            pressedKeys[device] = presses
            stopRepeat(of: press)
            // The translator sees the release too, so held modifiers and locks stay right.
            _ = keyTranslator?.translate(code: code, state: .released, device: device)
            deliverPresses([press], phase: .ended)
        }
    }

    /// The key for a press of `code`, translated when a translator is installed, and whether it repeats
    /// (only a translator knows; untranslated keys do not).
    private func makeKey(_ code: UInt32, device: DeviceID) -> (UIKey, repeats: Bool) {
        guard let translation = keyTranslator?.translate(code: code, state: .pressed, device: device) else {
            return (UIKey(keyCode: code), false)
        }
        return (UIKey(keyCode: code, translation: translation), translation.repeats)
    }

    /// Presses go to the responder that was first responder when the key went down (or the key window).
    /// A press a key command took has no responder and is not delivered at all.
    func deliverPresses(_ presses: [UIPress], phase: UIPress.Phase) {
        let event = UIPressesEvent(timestamp: now.seconds)
        for press in presses {
            press.phase = phase
            press.timestamp = now.seconds
            if phase == .began { press.responder = application.firstResponder ?? application.keyWindow }
        }
        event.allPresses = Set(presses)
        var byResponder: [(UIResponder, [UIPress])] = []
        for press in presses {
            guard let responder = press.responder else { continue }
            if let index = byResponder.firstIndex(where: { $0.0 === responder }) {
                byResponder[index].1.append(press)
            } else {
                byResponder.append((responder, [press]))
            }
        }
        for (responder, group) in byResponder {
            let set = Set(group)
            let name: TraceEntry.DeliveryPhase
            switch phase {
            case .began: name = .pressesBegan; responder.pressesBegan(set, with: event)
            case .ended: name = .pressesEnded; responder.pressesEnded(set, with: event)
            case .cancelled: name = .pressesCancelled; responder.pressesCancelled(set, with: event)
            default: name = .pressesChanged; responder.pressesChanged(set, with: event)
            }
            application.trace.emit(.delivery(
                time: now, responder: responder.traceResponderName, phase: name,
                touches: TraceTouches(group.map(\.traceIdentity))))
        }
    }
}

extension TouchUpdate {
    /// Marks an update whose position is unknown: the dispatcher keeps the touch's last position.
    func withLastPosition() -> TouchUpdate {
        var copy = self
        copy.keepsLastPosition = true
        return copy
    }
}
