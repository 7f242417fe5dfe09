import Foundation
import CXkbLog
import CXkbcommon

/// An xkbcommon context whose error messages are kept, so a failure can say what xkbcommon said instead
/// of printing it to standard error.
final class XkbContext {
    let pointer: OpaquePointer
    /// xkbcommon's messages since the last ``takeMessages()``, without their trailing newlines.
    fileprivate var messages: [String] = []

    /// Environment names are turned off: ``KeymapNames/systemDefault(environment:systemConfiguration:)``
    /// reads them, so the names a keymap was made from are always known (recordings store them).
    init() throws(KeyboardError) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { throw .contextUnavailable }
        pointer = context
        xkb_context_set_user_data(context, Unmanaged.passUnretained(self).toOpaque())
        cxkblog_install(context, Int32(XKB_LOG_LEVEL_ERROR.rawValue), xkbLogCollector)
    }

    deinit { xkb_context_unref(pointer) }

    /// The messages collected so far, emptied.
    func takeMessages() -> [String] {
        defer { messages.removeAll() }
        return messages
    }
}

/// Receives each formatted message with its context's user data and appends it to that context's list.
private let xkbLogCollector: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void = { box, message in
    guard let box, let message else { return }
    let owner = Unmanaged<XkbContext>.fromOpaque(box).takeUnretainedValue()
    owner.messages.append(String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines))
}
