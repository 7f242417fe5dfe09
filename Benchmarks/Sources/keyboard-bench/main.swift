// Translating one key press through the xkbcommon state (module Keyboard), the cost every key pays
// before UIKit sees it: a press and its release of letters on `us`, of AltGr-level keys on `de`, and a
// two-key compose sequence. Usage: keyboard-bench [PRESSES]; prints microseconds per press, the median
// of 9 runs (docs/benchmarks.md, "Keyboard").
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import InputCore
import Keyboard

/// Microseconds on the monotonic clock (a benchmark measures the machine, not the framework clock).
func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
}

let presses = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 200_000 : 200_000
let device = DeviceID(1)

/// Median microseconds per press of `codes` (cycled), each press followed by its release.
func measure(_ translator: XkbKeyTranslator, codes: [UInt32], hold: UInt32? = nil) -> (Double, Int) {
    var runs: [Double] = []
    var checksum = 0
    if let hold { _ = translator.translate(code: hold, state: .pressed, device: device) }
    for _ in 0..<9 {
        let start = now()
        for index in 0..<presses {
            let code = codes[index % codes.count]
            checksum &+= translator.translate(code: code, state: .pressed, device: device).characters.utf8.count
            _ = translator.translate(code: code, state: .released, device: device)
        }
        runs.append((now() - start) / Double(presses))
    }
    if let hold { _ = translator.translate(code: hold, state: .released, device: device) }
    return (runs.sorted()[4], checksum)
}

do {
    let letters: [UInt32] = [30, 48, 46, 32, 18, 33, 34, 35, 23, 36]        // a … j
    let us = try XkbKeyTranslator(keymap: Keymap(names: KeymapNames(layout: "us")))
    let (plain, c1) = measure(us, codes: letters)
    let de = try XkbKeyTranslator(keymap: Keymap(names: KeymapNames(layout: "de")))
    let (altGr, c2) = measure(de, codes: [16, 18, 8, 9, 10, 11], hold: 100)  // AltGr + q e 7 8 9 0: @ € { [ ] }
    let composing = try XkbKeyTranslator(
        keymap: Keymap(names: KeymapNames(layout: "de")), compose: ComposeTable(locale: "en_US.UTF-8"))
    let (composed, c3) = measure(composing, codes: [13, 18])                  // dead_acute, e: é per two presses
    print(String(format: "us letter press+release: %.3f us", plain))
    print(String(format: "de AltGr-level press+release: %.3f us", altGr))
    print(String(format: "de compose (dead key or e) press+release: %.3f us", composed))
    print("check \(c1 &+ c2 &+ c3)")
} catch {
    print("keyboard-bench: \(error)")
    exit(1)
}
