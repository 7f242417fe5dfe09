import FuzzSupport
import UIKitTesting

/// Feeds arbitrary InputCore sequences through `UIApplication.handle(_:)` into `DispatcherScene`. Each
/// step's first byte picks what arrives: a touch frame (any contacts, phases and positions, NaN and far
/// away included), pointer motion, buttons, wheel and touchpad scroll, keys, touchpad gestures, devices
/// added and removed (a touchscreen, a mouse, a touchpad, one never declared), time steps forwards and
/// backwards, and `advance(by:)`. `InvariantChecker` watches the trace all along; at the end every device
/// is removed and the clock runs on, and then every touch must have ended everywhere and every recognizer
/// must be back in `possible`. A broken promise traps, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDispatcher(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzBytes(data, size)
    MainActor.assumeIsolated {
        var run = DispatcherRun(input: input)
        run.run()
    }
    return 0
}

@MainActor
struct DispatcherRun {
    var input: FuzzBytes
    let scene = DispatcherScene()
    let devices: [DeviceDescription] = [
        DeviceDescription(id: DeviceID(1), name: "touchscreen", capabilities: .touch, touchSurface: .direct, maximumContacts: 10),
        DeviceDescription(id: DeviceID(2), name: "mouse", capabilities: [.pointer, .scroll]),
        DeviceDescription(id: DeviceID(3), name: "touchpad", capabilities: [.pointer, .scroll, .gesture, .touch], touchSurface: .indirect, maximumContacts: 5),
    ]

    init(input: FuzzBytes) { self.input = input }

    mutating func run() {
        for device in devices { send(.deviceAdded(device), from: device.id) }
        var steps = 0
        while !input.isAtEnd && steps < 2000 {
            steps += 1
            step()
            if !scene.checker.violations.isEmpty { fail() }
        }
        // Settle: every device goes away (the never-declared one included), then time runs past every timer.
        for id in 1...4 { send(.deviceRemoved, from: DeviceID(UInt32(id))) }
        scene.harness.advance(by: 5)
        scene.checker.checkSettled(scene.harness.application, recognizers: scene.recognizers)
        if !scene.checker.violations.isEmpty { fail() }
    }

    private func fail() -> Never {
        let trace = scene.harness.trace.entries.suffix(80).map(\.text).joined(separator: "\n")
        fatalError("invariants broken:\n" + scene.checker.violations.joined(separator: "\n") + "\nlast trace entries:\n" + trace)
    }

    private var now: InputTime { scene.harness.now }

    private func send(_ payload: InputPayload, from device: DeviceID, at time: InputTime? = nil) {
        scene.harness.application.handle(InputEvent(time: time ?? now, device: device, payload: payload))
    }

    private mutating func device() -> DeviceID { DeviceID(UInt32(1 + input.choose(4))) }

    private mutating func time() -> InputTime {
        let selector = input.byte()
        switch selector {
        case 0: return now.advanced(byMicroseconds: -Int64(input.uint16()) * 100)  // backwards
        case 1: return now.advanced(byMicroseconds: Int64(input.uint32()) * 1000)  // far forward
        default: return now.advanced(byMicroseconds: Int64(selector) * 500)
        }
    }

    private mutating func step() {
        let kind = input.choose(12)
        let at = time()
        switch kind {
        case 0, 1, 2, 3:
            var changes: [ContactChange] = []
            let space: TouchCoordinateSpace = input.byte() & 1 == 0 ? .screen : .normalized
            let limit: Double = space == .screen ? 800 : 1
            for _ in 0..<(1 + input.choose(12)) {
                let phases: [ContactPhase] = [.down, .move, .move, .up, .cancel]
                changes.append(ContactChange(
                    contact: ContactID(Int32(input.choose(34))), phase: phases[input.choose(phases.count)],
                    position: InputPoint(x: input.coordinate(limit: limit / 2), y: input.coordinate(limit: limit)),
                    majorRadiusMillimetres: input.byte() < 16 ? input.coordinate(limit: 20) : nil,
                    pressure: input.byte() < 16 ? input.coordinate(limit: 1) : nil))
            }
            send(.touchFrame(TouchFrame(space: space, changes: changes)), from: device(), at: at)
        case 4:
            send(.pointerMotion(deltaX: input.coordinate(limit: 80) - 40, deltaY: input.coordinate(limit: 80) - 40), from: device(), at: at)
        case 5:
            send(.pointerMotionAbsolute(InputPoint(x: input.coordinate(limit: 1), y: input.coordinate(limit: 1))), from: device(), at: at)
        case 6:
            let buttons: [PointerButton] = [.left, .left, .right, .middle, PointerButton(code: input.uint32())]
            send(.pointerButton(buttons[input.choose(buttons.count)], input.byte() & 1 == 0 ? .pressed : .released), from: device(), at: at)
        case 7:
            let sources: [ScrollSource] = [.wheel, .finger, .continuous]
            let scroll = ScrollInput(
                source: sources[input.choose(3)], deltaX: input.coordinate(limit: 60) - 30, deltaY: input.coordinate(limit: 60) - 30,
                v120X: Double(input.choose(3)) * 120 - 120, v120Y: Double(input.choose(3)) * 120 - 120)
            send(.scroll(input.byte() < 32 ? ScrollInput(source: scroll.source, deltaX: 0, deltaY: 0) : scroll), from: device(), at: at)
        case 8:
            send(.key(code: UInt32(input.byte()), state: input.byte() & 1 == 0 ? .pressed : .released), from: device(), at: at)
        case 9:
            let kinds: [TouchpadGestureKind] = [.swipe, .pinch, .hold]
            let phases: [TouchpadGesturePhase] = [.begin, .update, .update, .end, .cancel]
            send(.touchpadGesture(TouchpadGesture(
                kind: kinds[input.choose(3)], phase: phases[input.choose(phases.count)], fingerCount: input.choose(6),
                deltaX: input.coordinate(limit: 40) - 20, deltaY: input.coordinate(limit: 40) - 20,
                scale: input.coordinate(limit: 3), angleDeltaDegrees: input.coordinate(limit: 90) - 45)), from: device(), at: at)
        case 10:
            let id = device()
            if input.byte() & 1 == 0 {
                send(.deviceRemoved, from: id, at: at)
            } else if let description = devices.first(where: { $0.id == id }) {
                send(.deviceAdded(description), from: id, at: at)
            } else {
                send(.deviceAdded(DeviceDescription(id: id, name: "late", capabilities: .touch, touchSurface: .direct, maximumContacts: 2)), from: id, at: at)
            }
        default:
            let seconds: [TimeInterval] = [0.01, 0.1, 0.36, 0.6, 2, -1, .nan, .infinity, 1e300, 1e9]
            scene.harness.advance(by: seconds[input.choose(seconds.count)])
        }
    }
}
