import CInputShim
import CLibinput
import Glibc

/// Routes libinput's printf-style log messages to `LibinputConfiguration.logHandler`.
enum LibinputLog {
    /// Installs the handler and priority on a context whose user data is a `LibinputCallbackState`.
    static func install(on context: OpaquePointer, priority: LibinputLogPriority) {
        libinput_log_set_priority(context, libinput_log_priority(rawValue: priority.rawValue))
        libinput_log_set_handler(context, handler)
    }

    /// The C log handler. The `va_list` can be consumed once, so the message is formatted into a
    /// fixed buffer; longer lines are truncated (libinput's own lines are short).
    private static let handler: libinput_log_handler = {
        context, priority, format, arguments in
        guard let context, let format, let arguments,
            let state = LibinputCallbackState.from(libinput_get_user_data(context)),
            let sink = state.logHandler
        else { return }
        var buffer = [CChar](repeating: 0, count: 1024)
        _ = vsnprintf(&buffer, buffer.count, format, arguments)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        var line = String(decoding: bytes, as: UTF8.self)
        while line.hasSuffix("\n") { line.removeLast() }
        sink(LibinputLogPriority(rawValue: priority.rawValue) ?? .error, line)
    }
}
