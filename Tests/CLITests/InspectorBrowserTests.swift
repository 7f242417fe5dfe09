import CommandTestSupport
import CoreGraphics
import Foundation
import Testing

/// The replay inspector's page in a real browser: headless Chromium (Debian's package) loads the report
/// and Tools/scripts/inspector-browser.py drives it over the DevTools protocol. Everything is checked
/// through the DOM and the page's own state, against the golden trace of the recording and the PNG frames
/// `replay --frames` writes. One browser session runs every check (a few seconds).
@Suite(.serialized) struct InspectorBrowserTests {
    static let root = UIKitCommandTests.packageRoot
    static let corpus = root + "/Recordings/corpus"

    /// What the driver printed.
    struct Run: Decodable {
        var results: [JSONValue]
        var errors: [String]
        var failure: String?
        var readyMs: Int?
    }

    /// Any JSON value the page returns.
    enum JSONValue: Decodable, Equatable {
        case number(Double), string(String), bool(Bool), array([JSONValue]), null
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else { self = .array(try container.decode([JSONValue].self)) }
        }
        var strings: [String] { if case .array(let items) = self { items.compactMap { if case .string(let s) = $0 { s } else { nil } } } else { [] } }
        var numbers: [Double] { if case .array(let items) = self { items.compactMap { if case .number(let n) = $0 { n } else { nil } } } else { [] } }
    }

    /// The golden trace's entry lines, in order (the page keeps all of them, in the same order).
    static func goldenLines(_ name: String) throws -> [String] {
        try String(contentsOfFile: "\(corpus)/\(name).trace", encoding: .utf8).split(separator: "\n").map(String.init)
    }

    static func micros(_ line: String) -> Int64 {
        let time = line.dropFirst().prefix { $0 != "]" }
        return Int64(((Double(time) ?? -1) * 1_000_000).rounded())
    }

    /// Each recognizer's transitions in the golden trace (`name start state`), resets and changed → changed
    /// left out, grouped by recognizer in the order they first appear: what the lanes must draw.
    static func expectedSpans(_ lines: [String]) -> [String] {
        var order: [String] = [], spans: [String: [String]] = [:]
        for line in lines {
            let words = line.split(separator: " ", maxSplits: 5).map(String.init)
            guard words.count >= 6, words[1] == "gesture", words[4] == "→" else { continue }
            let name = words[2], from = words[3]
            let rest = words[5]
            let to = String(rest.prefix { $0 != ":" })
            if rest.hasSuffix(": reset") || (from == "changed" && to == "changed" && !rest.contains(":")) { continue }
            if spans[name] == nil { order.append(name) }
            spans[name, default: []].append("\(name) \(micros(line)) \(to)")
        }
        return order.flatMap { spans[$0] ?? [] }
    }

    func run(page: String, steps: [[String: Any]]) throws -> Run {
        let stepsFile = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString).json").path
        try JSONSerialization.data(withJSONObject: steps).write(to: URL(fileURLWithPath: stepsFile))
        defer { try? FileManager.default.removeItem(atPath: stepsFile) }
        let result = try CommandRunner.run(
            ["/usr/bin/env", "python3", Self.root + "/Tools/scripts/inspector-browser.py", page, stepsFile], timeout: 120)
        let run = try JSONDecoder().decode(Run.self, from: Data(result.stdout.utf8))
        try #require(run.failure == nil && result.status == 0, "browser: \(run.failure ?? "") \(result.stderr)")
        return run
    }

    @Test func theReportShowsTheTraceLanesTreeAndFramesOfTheReplay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/report.html", frames = folder + "/frames"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let replay = try CommandRunner.run(
            [CommandRunner.builtExecutable(named: "uikit"), "replay", Self.corpus + "/two-views.jsonl",
             "--scene", Self.corpus + "/two-views.scene.json", "--summary", "--html", page, "--html-fps", "10",
             "--frames", frames, "--fps", "10"], directory: Self.root, timeout: 60)
        try #require(replay.status == 0, "uikit replay: \(replay.stderr)")

        let golden = try Self.goldenLines("two-views")
        let action = try #require(golden.firstIndex { $0.contains("] action ") })
        let hitTests = golden.filter { $0.contains("] hit-test ") }
        let firstHit = try #require(hitTests.first)
        let frame = 6  // 0.6 s: both fingers down, mid-pan
        let steps: [[String: Any]] = [
            // 0: the lanes drawn for recognizers, 1: for touches
            ["eval": "inspector.drawn.filter(d => d.kind === 'recognizer').map(d => d.name + ' ' + d.start + ' ' + d.state)"],
            ["eval": "inspector.drawn.filter(d => d.kind === 'touch').map(d => d.name + ' ' + d.start)"],
            // 2: clicking a trace line moves the scrubber to its moment and highlights it
            ["eval": "document.getElementById('trace').scrollTop = Math.max(0, inspector.filtered.indexOf(\(action)) * 18 - 100); true"],
            ["waitFor": "document.querySelector('#trace .row[data-index=\"\(action)\"]')"],
            ["click": "#trace .row[data-index=\"\(action)\"]"],
            ["eval": "[inspector.state.t, Number(document.getElementById('scrubber').value) + inspector.data.start, document.querySelector('#trace .row[data-index=\"\(action)\"]').classList.contains('now') ? 1 : 0]"],
            // 6: moving the scrubber highlights the lines of its moment
            ["eval": "(() => { const s = document.getElementById('scrubber'); s.value = \(Self.micros(firstHit)) - inspector.data.start; s.dispatchEvent(new Event('input')); return [...document.querySelectorAll('#trace .row.now')].map(r => r.textContent); })()"],
            // 7: the view tree at that moment, 8: the views on a hit path, 9: the touches' hit paths
            ["eval": "[...document.querySelectorAll('#tree .tree-row')].map(r => r.dataset.view)"],
            ["eval": "[...document.querySelectorAll('#tree .tree-row.hit')].map(r => r.dataset.view)"],
            ["eval": "[...document.querySelectorAll('#hits .hit-line')].map(r => r.textContent)"],
            // 10: a frame shown at its time, 11: its screenshot
            ["eval": "inspector.setTime(inspector.data.frameTimes[\(frame)]); true"],
            ["waitFor": "inspector.frameShown === \(frame)"],
            ["screenshot": "#screen", "path": folder + "/shot.png"],
            // 13: the right arrow steps one frame
            ["key": "ArrowRight"],
            ["eval": "[inspector.state.t, inspector.data.frameTimes[\(frame + 1)]]"],
            // 15: the touch filter keeps the lines of that touch only
            ["eval": "(() => { const f = document.getElementById('filter-touch'); f.value = 't2'; f.dispatchEvent(new Event('change')); return [inspector.filtered.length, inspector.filtered.filter(i => inspector.data.entries[i][5].includes('t2')).length, document.querySelectorAll('#trace .row').length]; })()"],
        ]
        let run = try run(page: page, steps: steps)
        #expect(run.errors.isEmpty, "console errors: \(run.errors)")
        let r = run.results
        try #require(r.count == steps.count)

        #expect(r[0].strings == Self.expectedSpans(golden))
        // Touches that do not overlap share a row, so the page draws them row by row: compare as sets.
        #expect(r[1].strings.sorted() == hitTests.map { line in
            "\(line.split(separator: " ")[2]) \(Self.micros(line))"
        }.sorted())

        let actionTime = Double(Self.micros(golden[action]))
        #expect(r[5].numbers == [actionTime, actionTime, 1], "the clicked line's moment: \(golden[action])")

        let moment = golden.filter { Self.micros($0) == Self.micros(firstHit) }
        #expect(!r[6].strings.isEmpty && r[6].strings.allSatisfy { moment.contains($0) }, "highlighted: \(r[6].strings)")

        #expect(r[7].strings == ["window", "left", "right"])
        #expect(r[8].strings == ["window", "left", "right"], "t1 went to left, t2 to right, both through the window")
        #expect(r[9].strings == ["t1 (dev1.c0) at (200, 300) in window → window › left", "t2 (dev1.c1) at (600, 300) in window → window › right"])

        // The screenshot of the screen canvas equals the PNG frame `--frames` wrote for that time: the page
        // draws the embedded frame 1:1; allowed: a few levels of colour conversion on under 0.1 % of pixels.
        let shot = try CGImage(pngData: Data(contentsOf: URL(fileURLWithPath: folder + "/shot.png")))
        let expected = try CGImage(pngData: Data(contentsOf: URL(fileURLWithPath: frames + String(format: "/frame-%05d.png", frame))))
        #expect(shot.width == expected.width && shot.height == expected.height)
        var off = 0, worst = 0
        for y in 0..<min(shot.height, expected.height) {
            for x in 0..<min(shot.width, expected.width) {
                guard let a = shot.pixel(x: x, y: y), let b = expected.pixel(x: x, y: y) else { off += 1; continue }
                let d = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                worst = max(worst, d)
                if d > 3 { off += 1 }
            }
        }
        #expect(off * 1000 <= expected.width * expected.height, "\(off) pixels differ by more than 3 levels (worst \(worst))")

        #expect(r[14].numbers.count == 2 && r[14].numbers[0] == r[14].numbers[1])
        let filtered = r[15].numbers
        #expect(filtered.count == 3 && filtered[0] > 0 && filtered[0] == filtered[1])
        #expect(filtered.count == 3 && filtered[2] < 60, "the list is virtual: only the visible rows are in the DOM")
    }
}
