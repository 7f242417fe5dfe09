import FuzzSupport
import Foundation
import InputCore
import InputRules

/// Feeds random touchscreen streams through `InputRuleEngine` under a random rule (debounce, hysteresis,
/// palm, watchdog, dead zones in any mix) and checks what comes out:
/// - the output keeps the contact contract (`ContactSequenceCheck`): no touch is reported after its lift
///   or cancel, none lands twice, time never runs backwards (timer frames included);
/// - every touch that begins ends or is cancelled: once the stream has lifted every finger and the
///   engine's timers have run out, no contact is still down downstream;
/// - palm and dead-zone drops never leak: no contact is delivered down or moving with a palm-sized major
///   axis, none lands inside a dead zone, and a frame carrying only changes of dropped contacts delivers
///   nothing.
/// The stream itself always keeps the contract (each finger lands, moves, lifts), as a device does; its
/// timing, positions and sizes are anything, so bounces, jitter, palms and silences all occur.
/// A broken promise traps, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouchFilters(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var run = TouchFilterRun(input: FuzzBytes(data, size))
    run.run()
    return 0
}

/// `FUZZ_TRACE=1` prints every frame sent and everything delivered (to turn a crash into a test).
let tracing = ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil

/// Writes a trace line to standard error, unbuffered, so a crash keeps it.
func trace(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

struct TouchFilterRun {
    static let device = DeviceID(1)
    static let screen = ScreenMapping(width: 800, height: 480)
    var input: FuzzBytes
    let rule: InputRule
    var engine: InputRuleEngine
    var check = ContactSequenceCheck()
    var time = InputTime.zero
    /// The stream's fingers that are down, with where they are.
    var down: [ContactID: InputPoint] = [:]
    /// Where fingers lifted last (landings near them exercise debounce).
    var lifts: [InputPoint] = []
    /// The stream's fingers the filters reported dropping (palm, dead zone) and that have not lifted.
    var dropped: Set<ContactID> = []
    /// Fingers with several changes in the frame being delivered: a drop reported for one of them may be
    /// of an earlier landing in that frame, so it is not counted.
    var repeatedInFrame: Set<ContactID> = []
    /// The time of the last event the engine delivered.
    var lastOutput = InputTime.zero

    init(input: FuzzBytes) {
        var input = input
        rule = Self.rule(from: &input)
        self.input = input
        engine = InputRuleEngine(rules: InputRuleSet(rules: [rule]), mainScreen: Self.screen)
    }

    static func rule(from input: inout FuzzBytes) -> InputRule {
        let features = input.byte()
        var rule = InputRule(name: "fuzz")
        if features & 1 != 0 {
            rule.debounce = DebounceFilter(windowMilliseconds: Double(input.byte() % 120), distancePoints: Double(input.byte() % 80))
        }
        if features & 2 != 0 { rule.hysteresis = HysteresisFilter(radiusPoints: Double(input.byte() % 16) / 2) }
        if features & 4 != 0 { rule.palm = PalmFilter(maximumMajorAxisMillimetres: Double(input.byte() % 50)) }
        if features & 8 != 0 { rule.watchdog = WatchdogFilter(timeoutMilliseconds: Double(input.byte())) }
        for _ in 0..<Int(features >> 4 & 3) {
            if input.byte() & 1 == 0 {
                rule.deadZones.append(.edges(top: Double(input.byte() % 60), left: Double(input.byte() % 60),
                                             bottom: Double(input.byte() % 60), right: Double(input.byte() % 60)))
            } else {
                rule.deadZones.append(.rectangle(x: Double(input.uint16() % 800), y: Double(input.uint16() % 480),
                                                 width: Double(input.byte()), height: Double(input.byte())))
            }
        }
        return rule
    }

    mutating func run() {
        deliver(engine.process(InputEvent(time: time, device: Self.device, payload: .deviceAdded(
            DeviceDescription(id: Self.device, name: "Fuzz Panel", capabilities: .touch, touchSurface: .direct, maximumContacts: 5)))))
        var steps = 0
        while !input.isAtEnd && steps < 600 {
            steps += 1
            step()
        }
        // Every finger lifts; the timers run out; then nothing may be down downstream.
        advanceTime(by: 1)
        let lifting = down.keys.sorted().map { ContactChange(contact: $0, phase: .up, position: down[$0] ?? InputPoint(x: 0, y: 0)) }
        if !lifting.isEmpty { frame(lifting) }
        deliver(engine.finish())
        // finish() releases timers at their deadlines, which may lie after the stream's last frame.
        time = max(time, lastOutput)
        advanceTime(by: 1)
        if let problem = check.check(InputEvent(time: time, device: Self.device, payload: .deviceRemoved)) {
            fail("after every finger lifted and the timers ran out: \(problem)")
        }
    }

    mutating func step() {
        let selector = input.byte()
        switch selector % 8 {
        case 0: advanceTime(by: Int64(input.uint16()) * 10)  // up to 655 ms: watchdog and debounce expire
        case 1:
            advanceTime(by: Int64(input.byte()) * 100)
            deliver(engine.advance(to: time))
        default:
            advanceTime(by: Int64(input.byte() % 40) * 500)  // 0–20 ms: one frame of a 50–100 Hz panel
            var changes: [ContactChange] = []
            for _ in 0...(Int(selector >> 3) % 3) {
                if let change = nextChange() { changes.append(change) }
            }
            if !changes.isEmpty { frame(changes) }
        }
    }

    /// One change of the stream: a finger lands (anywhere, or near a recent lift), moves (a jitter or a
    /// jump, growing or not), lifts or is cancelled.
    mutating func nextChange() -> ContactChange? {
        let contact = ContactID(Int32(input.byte() % 5))
        let major = majorRadius()
        guard let position = down[contact] else {
            var point = InputPoint(x: input.coordinate(limit: 800), y: input.coordinate(limit: 480))
            if input.byte() & 1 == 0, let lift = lifts.last {
                point = InputPoint(x: lift.x + Double(Int(input.byte()) - 128) / 4, y: lift.y + Double(Int(input.byte()) - 128) / 4)
            }
            guard point.isFinite else { return nil }
            down[contact] = point
            return ContactChange(contact: contact, phase: .down, position: point, majorRadiusMillimetres: major)
        }
        switch input.byte() % 6 {
        case 0:
            down[contact] = nil
            lifts.append(position)
            if lifts.count > 4 { lifts.removeFirst() }
            return ContactChange(contact: contact, phase: .up, position: position, majorRadiusMillimetres: major)
        case 1:
            down[contact] = nil
            return ContactChange(contact: contact, phase: .cancel, position: position)
        default:
            let step = Double(input.byte() % 8 == 0 ? 400 : 4)
            var point = InputPoint(x: position.x + Double(Int(input.byte()) - 128) / 128 * step,
                                   y: position.y + Double(Int(input.byte()) - 128) / 128 * step)
            if !point.isFinite { point = position }
            down[contact] = point
            return ContactChange(contact: contact, phase: .move, position: point, majorRadiusMillimetres: major)
        }
    }

    mutating func majorRadius() -> Double? {
        let size = input.byte()
        return size < 64 ? nil : Double(size % 64) / 2
    }

    mutating func advanceTime(by microseconds: Int64) {
        time = time.advanced(byMicroseconds: microseconds)
    }

    /// Sends one frame: first the timers due (their output checked on its own), then the frame, whose
    /// output must be empty when it carries only changes of dropped fingers.
    mutating func frame(_ changes: [ContactChange]) {
        deliver(engine.advance(to: time))
        let onlyDropped = changes.allSatisfy { $0.phase != .down && dropped.contains($0.contact) }
        for change in changes where change.phase == .down { dropped.remove(change.contact) }
        if tracing { trace("in  \(time) " + changes.map { "\($0.phase.rawValue) \($0.contact) (\($0.position.x), \($0.position.y)) \($0.majorRadiusMillimetres.map { "r\($0)" } ?? "")" }.joined(separator: ", ")) }
        let output = engine.process(InputEvent(time: time, device: Self.device, payload: .touchFrame(TouchFrame(space: .screen, changes: changes))))
        var seen: Set<ContactID> = []
        repeatedInFrame = Set(changes.map(\.contact).filter { !seen.insert($0).inserted })
        defer { repeatedInFrame = [] }
        if onlyDropped, output.contains(where: { if case .event = $0 { true } else { false } }) {
            fail("a frame of dropped contacts \(changes) delivered \(output)")
        }
        for change in changes where change.phase == .up || change.phase == .cancel { dropped.remove(change.contact) }
        deliver(output)
    }

    /// Checks what the engine delivered and notes which fingers it dropped.
    mutating func deliver(_ output: [FilteredInput]) {
        for step in output {
            if tracing {
                switch step {
                case .report(let report): trace("    report \(report.time) \(report)")
                case .event(let event):
                    if case .touchFrame(let frame) = event.payload {
                        trace("    out \(event.time) " + frame.changes.map { "\($0.phase.rawValue) \($0.contact) (\($0.position.x), \($0.position.y))" }.joined(separator: ", "))
                    }
                }
            }
            switch step {
            case .report(let report):
                if report.filter == .palm || report.filter == .deadZone, down[report.contact] != nil,
                   !repeatedInFrame.contains(report.contact) {
                    dropped.insert(report.contact)
                }
            case .event(let event):
                lastOutput = max(lastOutput, event.time)
                if let problem = check.check(event) { fail("\(event): \(problem)") }
                guard case .touchFrame(let frame) = event.payload else { continue }
                for change in frame.changes where change.phase == .down || change.phase == .move {
                    if let palm = rule.palm, let radius = change.majorRadiusMillimetres, radius * 2 > palm.maximumMajorAxisMillimetres {
                        fail("a palm leaked: \(change) under \(palm)")
                    }
                    if change.phase == .down, let zone = rule.deadZones.first(where: {
                        $0.contains(x: change.position.x, y: change.position.y, width: Self.screen.width, height: Self.screen.height)
                    }) {
                        fail("a landing in \(zone) leaked: \(change)")
                    }
                }
            }
        }
    }

    func fail(_ message: String) -> Never {
        fatalError("touch filters under \(rule): \(message)")
    }
}
