import CXkbcommon
import Foundation
import Glibc

/// Compose sequences (`<dead_acute> <e> : "é"`, `<Multi_key> <o> <c> : "©"`) from a locale's Compose
/// file, a file of one's own, or text.
public final class ComposeTable {
    let context: XkbContext
    let pointer: OpaquePointer
    /// The locale the table was made for (it decides `%L` includes and the character set).
    public let locale: String

    /// The locale's table, as libX11's `compose.dir` maps it (`XCOMPOSEFILE` and `~/.XCompose` first,
    /// as xkbcommon does).
    ///
    /// - Throws: ``KeyboardError/composeLocaleUnavailable(locale:messages:)``.
    public init(locale: String) throws(KeyboardError) {
        let context = try XkbContext()
        guard let table = xkb_compose_table_new_from_locale(context.pointer, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else {
            throw .composeLocaleUnavailable(locale: locale, messages: context.takeMessages())
        }
        self.context = context
        self.pointer = table
        self.locale = locale
    }

    /// The table in the Compose file at `path`.
    ///
    /// - Throws: ``KeyboardError/composeFileInvalid(path:messages:)`` naming the file, with xkbcommon's
    ///   messages (which give the line), when it cannot be opened or does not parse.
    public init(contentsOfFile path: String, locale: String = "en_US.UTF-8") throws(KeyboardError) {
        let context = try XkbContext()
        guard let file = fopen(path, "r") else {
            throw .composeFileInvalid(path: path, messages: ["cannot be opened (\(String(cString: strerror(errno))))"])
        }
        defer { fclose(file) }
        let compiled = xkb_compose_table_new_from_file(
            context.pointer, file, locale, XKB_COMPOSE_FORMAT_TEXT_V1, XKB_COMPOSE_COMPILE_NO_FLAGS)
        let table = try Self.accepted(compiled, context: context, name: path)
        self.context = context
        self.pointer = table
        self.locale = locale
    }

    /// The table in `text` (Compose file syntax; a missing final newline is added); `name` names it in errors.
    ///
    /// - Throws: ``KeyboardError/composeFileInvalid(path:messages:)``.
    public init(text: String, name: String = "<compose text>", locale: String = "en_US.UTF-8") throws(KeyboardError) {
        let context = try XkbContext()
        // xkbcommon wants every production ended by a newline, the last one too.
        var bytes = Array(text.utf8)
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        let table = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xkb_compose_table_new_from_buffer(
                    context.pointer, chars.baseAddress, chars.count, locale, XKB_COMPOSE_FORMAT_TEXT_V1,
                    XKB_COMPOSE_COMPILE_NO_FLAGS)
            }
        }
        let accepted = try Self.accepted(table, context: context, name: name)
        self.context = context
        self.pointer = accepted
        self.locale = locale
    }

    /// A table of one's own is refused when xkbcommon reported any error compiling it: it skips a bad
    /// line and goes on, so a typo would otherwise silently lose sequences. The messages give the lines.
    private static func accepted(_ table: OpaquePointer?, context: XkbContext, name: String) throws(KeyboardError) -> OpaquePointer {
        let messages = context.takeMessages()
        guard let table else { throw .composeFileInvalid(path: name, messages: messages) }
        guard messages.isEmpty else {
            xkb_compose_table_unref(table)
            throw .composeFileInvalid(path: name, messages: messages)
        }
        return table
    }

    deinit { xkb_compose_table_unref(pointer) }

    /// The locale compose uses: `LC_ALL`, then `LC_CTYPE`, then `LANG`, the first set and non-empty, else `C`.
    public static func locale(environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return "C"
    }
}
