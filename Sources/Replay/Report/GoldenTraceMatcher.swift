import UIKit

/// A trace observer that compares a replay's trace with a golden trace as the entries come, line by line,
/// instead of keeping every entry and joining their text at the end (`TraceRecorder.text`).
///
/// A batch replays mostly recordings whose trace equals their golden byte for byte: for those, each entry's
/// text is written into one reused byte buffer (``TraceEntry/appendText(to:)``, no string per line),
/// compared with the golden's bytes at the current offset and dropped, so no entry is kept and no trace
/// string is built. At the first entry that differs, the matcher keeps the text from there on; the
/// whole trace is then the golden's bytes matched so far followed by that text (``text``), exactly what
/// `TraceRecorder.text` would have given, so ``TraceComparison`` finds the same divergence as before.
@MainActor
public final class GoldenTraceMatcher: TraceObserver {
    private let golden: [UInt8]
    /// How many bytes of the golden the trace has matched so far.
    private var matched = 0
    /// The trace's text from the first entry that did not match the golden on, when one did not.
    private var rest: String?

    /// A matcher against the golden trace's bytes.
    public init(golden: [UInt8]) {
        self.golden = golden
    }

    /// The entry being compared, as bytes: one buffer for every line of the replay, so a line costs no
    /// string and, once the buffer has grown to the longest line, no allocation.
    private var line: [UInt8] = []

    public func record(_ entry: TraceEntry) {
        line.removeAll(keepingCapacity: true)
        entry.appendText(to: &line)
        if rest != nil {
            // Appended in place (optional chaining mutates the stored string, no copy).
            rest?.append(String(decoding: line, as: UTF8.self))
            rest?.append("\n")
        } else if !matchesLine() {
            rest = String(decoding: line, as: UTF8.self) + "\n"
        }
    }

    /// Whether ``line`` and a newline follow in the golden at the matched offset; if so, moves past them.
    private func matchesLine() -> Bool {
        let end = matched + line.count
        guard end < golden.count, golden[end] == UInt8(ascii: "\n") else { return false }
        let same = line.withUnsafeBufferPointer { bytes in
            golden.withUnsafeBufferPointer { golden in
                bytes.isEmpty || memcmp(golden.baseAddress! + matched, bytes.baseAddress!, bytes.count) == 0
            }
        }
        if same { matched = end + 1 }
        return same
    }

    /// Whether the trace so far equals the whole golden, byte for byte.
    public var isExactMatch: Bool {
        rest == nil && matched == golden.count
    }

    /// The whole trace so far, one entry per line with a trailing newline (`TraceRecorder.text`'s form).
    public var text: String {
        // The matched bytes are whole lines of entries' text, so they are UTF-8.
        String(decoding: golden[..<matched], as: UTF8.self) + (rest ?? "")
    }
}
