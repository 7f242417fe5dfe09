import FuzzSupport
import InputCore
import InputRecording
import InputRules

/// Reads arbitrary bytes as an input-rules file through `InputRulesReader` (what `uikit … --rules` runs):
/// every input must give a rule set or one `InputRulesError`, never a crash. A rule set that reads is put
/// to work: an engine gives every rule's device its rule (the screen mapping of calibration and rotation
/// included) and a touch lands, moves and lifts through its filters, since the reader promises that what
/// it accepts can run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputRules(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    guard let rules = try? InputRulesReader.parse(input.rest(), file: "fuzz.rules.json") else { return 0 }
    let screens = Dictionary(rules.rules.compactMap(\.screen).map { ($0, ScreenMapping(width: 1024, height: 600)) }) { first, _ in first }
    var engine = InputRuleEngine(rules: rules, mainScreen: ScreenMapping(width: 800, height: 480), screens: screens)
    for (index, rule) in rules.rules.prefix(64).enumerated() {
        let device = DeviceID(UInt32(index + 1))
        let name = rule.match.nameContains ?? "device \(index)"
        _ = engine.process(InputEvent(time: InputTime(microseconds: 0), device: device, payload: .deviceAdded(
            DeviceDescription(id: device, name: name, capabilities: .touch, touchSurface: .direct))))
        _ = engine.mapping(for: rule).map(normalized: InputPoint(x: 0.5, y: 0.5))
        for (step, phase) in [ContactPhase.down, .move, .up].enumerated() {
            let change = ContactChange(contact: ContactID(0), phase: phase, position: InputPoint(x: 0.5, y: 0.25 + Double(step) / 10),
                                       majorRadiusMillimetres: 5)
            _ = engine.process(InputEvent(time: InputTime(microseconds: Int64(step) * 10_000), device: device,
                                          payload: .touchFrame(TouchFrame(space: .normalized, changes: [change]))))
        }
    }
    _ = engine.finish()
    _ = engine.unmatchedRuleWarnings
    return 0
}
