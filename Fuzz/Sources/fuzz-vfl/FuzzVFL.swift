import FuzzSupport
import UIKit

/// Reads arbitrary bytes as Visual Format Language strings through
/// `NSLayoutConstraint.validatedConstraints(withVisualFormat:…)`: every string must give constraints or
/// one `VisualFormatError` naming a column inside the string, never a crash. The first byte picks the
/// layout options; the rest is split at newlines into formats, applied to three views (`a`, `b`, `c`, a
/// layout guide `g`) in a container with two metrics. Constraints that parse are activated together and
/// laid out, so conflicting and unsatisfiable systems reach the solver as well.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    let optionBits: [NSLayoutConstraint.FormatOptions] = [.alignAllLeft, .alignAllTop, .alignAllCenterX, .alignAllCenterY, .alignAllFirstBaseline]
    let selector = input.byte()
    let options = NSLayoutConstraint.FormatOptions(optionBits.enumerated().filter { selector & (1 << $0.offset) != 0 }.map(\.element))
    let text = String(decoding: input.rest(), as: UTF8.self)
    MainActor.assumeIsolated { layOut(text, options: options) }
    return 0
}

/// Parses each line of `text` as a format, then activates what parsed and lays the container out.
@MainActor
func layOut(_ text: String, options: NSLayoutConstraint.FormatOptions) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [String: Any] = [:]
    for name in ["a", "b", "c"] {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        views[name] = view
    }
    let guide = UILayoutGuide()
    container.addLayoutGuide(guide)
    views["g"] = guide
    var all: [NSLayoutConstraint] = []
    for format in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(16) {
        do {
            all += try NSLayoutConstraint.validatedConstraints(
                withVisualFormat: String(format), options: options, metrics: ["m": 12, "w": 60.5], views: views)
        } catch {
            // 1-based; counted in characters, never beyond one past the last byte.
            let length = format.utf8.count
            if error.column < 1 || error.column > length + 1 {
                fatalError("VFL error column \(error.column) outside the \(length)-character string: \(error)")
            }
        }
    }
    NSLayoutConstraint.activate(all)
    container.layoutIfNeeded()
}
