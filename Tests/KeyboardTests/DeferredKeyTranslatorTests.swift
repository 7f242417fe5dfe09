import Foundation
import InputCore
import Testing
@testable import Keyboard

/// The system's keymap is compiled at the first key, not at launch; a keymap that cannot be built leaves keys
/// with their codes only and is reported once.
struct DeferredKeyTranslatorTests {
    @Test func nothingIsCompiledUntilTheFirstKey() {
        let translator = DeferredKeyTranslator(names: KeymapNames(layout: "de"), environment: [:])
        #expect(!translator.isBuilt)
        #expect(translator.keymapDescription == "//de//")
        let z = translator.translate(code: Key.z, state: .pressed, device: DeviceID(1))
        #expect(translator.isBuilt)
        #expect(z.characters == "y", "the German keymap, compiled at the first key")
    }

    @Test func aKeymapThatCannotBeBuiltIsReportedOnceAndKeysTypeNothing() {
        var reports: [KeyboardError] = []
        let translator = DeferredKeyTranslator(names: KeymapNames(layout: "frr"), environment: [:]) { reports.append($0) }
        let first = translator.translate(code: Key.a, state: .pressed, device: DeviceID(1))
        _ = translator.translate(code: Key.a, state: .released, device: DeviceID(1))
        _ = translator.translate(code: Key.q, state: .pressed, device: DeviceID(1))
        #expect(first.characters.isEmpty && first.modifiers.isEmpty && !first.repeats)
        #expect(reports.count == 1)
        #expect("\(reports.first.map { "\($0)" } ?? "")".contains("'frr'"))
        #expect(!translator.isBuilt)
        translator.deviceRemoved(DeviceID(1))   // nothing built: nothing to release, no crash
    }
}
