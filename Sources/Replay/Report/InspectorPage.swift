import Foundation

/// The replay inspector's page: one self-contained HTML file (inline CSS and script, the frames as PNG
/// data inside it, no network) made from an ``InspectorData`` and the frames' PNG data.
///
/// The data and the frames sit in two `application/json` script blocks; the script parses them when the
/// page opens and decodes a frame only when it is shown, so a long recording opens quickly. See
/// docs/inspector.md for what the page shows.
public enum InspectorPage {
    /// The page's HTML.
    public static func html(_ data: InspectorData, frames: [Data]) throws -> Data {
        var page = Data()
        try writePage(data, frames: frames) { page.append($0) }
        return page
    }

    /// Writes the page to `path` through a temporary file beside it, renamed into place, so a failure
    /// never leaves half a report. The page goes to the file in pieces (see
    /// ``InspectorData``'s `writeJSON(to:)`): memory does not grow with the page.
    ///
    /// - Throws: ``InspectorError`` naming the path.
    public static func write(_ data: InspectorData, frames: [Data], to path: String) throws(InspectorError) {
        try writeAtomically(to: path) { file in try writePage(data, frames: frames) { try file.write($0) } }
    }

    /// Writes `contents` to a temporary file next to `path` and renames it over `path`.
    public static func writeAtomically(_ contents: Data, to path: String) throws(InspectorError) {
        try writeAtomically(to: path) { file in try file.write(contents) }
    }

    /// Runs `body` with a temporary file next to `path`, then renames it over `path`; removes it when
    /// `body` or the rename fails.
    static func writeAtomically(to path: String, _ body: (BufferedFile) throws -> Void) throws(InspectorError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            let file = try BufferedFile(path: temporary.path)
            do {
                try body(file)
                try file.close()
            } catch {
                try? file.close()
                throw error
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            let reason = (error as? BufferedFile.Failure)?.reason ?? "\(error)"
            throw InspectorError(path: path, message: "cannot write the report: \(reason)")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw InspectorError(path: path, message: "cannot write the report: \(reason)")
        }
    }

    /// The page, in pieces: head, data, frames (each frame's PNG as base64), script.
    private static func writePage(_ data: InspectorData, frames: [Data], to sink: (Data) throws -> Void) throws {
        try sink(Data(head(title: "\(data.recording) — \(data.scene)").utf8))
        try sink(Data(#"<script type="application/json" id="inspector-data">"#.utf8))
        // `<` inside JSON strings could end the script block (`</script>`) or open an HTML comment;
        // `\u003c` is the same string to JSON.parse.
        try data.writeJSON { try sink(escapeAngleBrackets($0)) }
        try sink(Data("</script>\n".utf8))
        try sink(Data(#"<script type="application/json" id="inspector-frames">["#.utf8))
        for (index, frame) in frames.enumerated() {
            var piece = Data(index > 0 ? ",\"".utf8 : "\"".utf8)
            piece.append(frame.base64EncodedData())
            piece.append(UInt8(ascii: "\""))
            try sink(piece)
        }
        try sink(Data("]</script>\n<script>\n".utf8))
        try sink(Data(InspectorScript.source.utf8))
        try sink(Data("</script>\n</body>\n</html>\n".utf8))
    }

    private static func escapeAngleBrackets(_ json: Data) -> Data {
        guard json.contains(UInt8(ascii: "<")) else { return json }
        var out = Data()
        out.reserveCapacity(json.count + 64)
        var rest = json[...]
        while let bracket = rest.firstIndex(of: UInt8(ascii: "<")) {
            out.append(rest[rest.startIndex..<bracket])
            out.append(contentsOf: Array(#"\u003c"#.utf8))
            rest = rest[(bracket + 1)...]
        }
        out.append(rest)
        return out
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>Replay inspector: \(escaped(title))</title>
        <style>\(InspectorScript.style)</style>
        </head>
        <body>
        <header>
          <h1 id="title"></h1>
          <div class="controls">
            <button id="play" title="Play or pause (space)">▶</button>
            <select id="speed" title="Playback speed">
              <option value="1">1×</option><option value="0.5">½×</option><option value="0.25">¼×</option><option value="0.1">⅒×</option><option value="2">2×</option>
            </select>
            <input id="scrubber" type="range" min="0" max="1" step="1" value="0" aria-label="Time">
            <span id="time" class="mono"></span>
          </div>
        </header>
        <main>
          <section id="screen-panel"><h2>Screen <small id="frame-label"></small></h2><canvas id="screen"></canvas></section>
          <section id="side">
            <h2>Touches at this moment</h2><div id="hits" class="mono"></div>
            <h2>View tree <small>frame, interaction, hidden, alpha</small></h2><div id="tree" class="mono"></div>
            <h2>Input rules</h2><div id="rules" class="mono"></div>
          </section>
          <section id="lanes-panel"><h2>Timeline <small>wheel: zoom, click: move the scrubber<span id="lanes-omitted"></span></small></h2><canvas id="lanes"></canvas></section>
          <section id="trace-panel">
            <h2>Trace <small id="trace-count"></small></h2>
            <div class="filters">
              <label>view <select id="filter-view"><option value="">all</option></select></label>
              <label>recognizer <select id="filter-recognizer"><option value="">all</option></select></label>
              <label>touch <select id="filter-touch"><option value="">all</option></select></label>
              <label>text <input id="filter-text" type="search" placeholder="contains…"></label>
            </div>
            <div id="trace" class="mono"><div id="trace-spacer"></div></div>
          </section>
          <section id="compare-panel" hidden><h2>Comparison with the golden trace</h2><pre id="compare"></pre></section>
        </main>

        """
    }
}

/// A report that could not be written.
public struct InspectorError: Error, CustomStringConvertible, Sendable {
    /// The report's path.
    public var path: String
    /// What went wrong.
    public var message: String
    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
    /// `report.html: cannot write the report: …`.
    public var description: String { "\(path): \(message)" }
}
