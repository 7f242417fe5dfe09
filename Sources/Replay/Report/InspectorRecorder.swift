import Foundation
import InputCore
import InputRules
import UIKit

/// Follows a replay for the inspector's page: keeps the trace lines, builds the touch, recognizer and
/// filter lanes, samples the screen as PNG frames (``ReplayFrames``, fingers and trails drawn) with the
/// view tree of each frame, and records each touch's hit-test path.
///
/// Memory stays bounded for recordings of any length, and stops growing once every store is full: after
/// ``Limits/entries`` trace lines only decisions are kept, ``Limits/decisions`` of them (the rest counted in
/// ``InspectorData/omittedEntries``); touch lanes, their moves, recognizer state spans and filter decisions
/// each have a limit too, past which they are counted (``InspectorData/omissions``); and when more than
/// ``Limits/frames`` frames would be kept, every other one is dropped with the view trees only it showed,
/// and the sampling interval doubles.
///
/// ```swift
/// let recorder = try InspectorRecorder(application: application, limits: .init())
/// recorder.attach(to: engine)
/// let summary = try engine.run(in: application)
/// let data = recorder.finish(summary, recording: "tap.jsonl", scene: "gestures")
/// try InspectorPage.write(data, frames: recorder.frameImages, to: "report.html")
/// ```
@MainActor
public final class InspectorRecorder: TraceObserver {
    /// How much the recorder keeps.
    public struct Limits: Sendable {
        /// Frames per second of recording time to sample the screen at. Default 10.
        public var framesPerSecond: Double
        /// The most frames kept; beyond it the sampling thins (see the type's discussion). Default 3,000.
        public var frames: Int
        /// Trace lines kept in full; beyond, decisions only. Default 400,000.
        public var entries: Int
        /// Decision lines kept after the first ``entries`` lines. Default 50,000.
        public var decisions: Int
        /// Touch lanes kept. Default 10,000.
        public var touchLanes: Int
        /// Move instants kept on touch lanes, all lanes together. Default 1,000,000.
        public var moves: Int
        /// Recognizer state spans kept, all lanes together. Default 50,000.
        public var spans: Int
        /// Input filter decisions kept on the filters' lane. Default 50,000.
        public var filterMarks: Int
        /// PNG bytes of the kept frames' images; beyond, frames are thinned as past ``frames`` (frames far
        /// apart in time share fewer tiles, so the same number of frames can take more). Default 16 MiB.
        public var frameBytes: Int

        /// Creates limits. The defaults keep a report of a long recording under about 200 MB of memory
        /// (docs/benchmarks.md) and its page small enough to open.
        public init(framesPerSecond: Double = 10, frames: Int = 3_000, entries: Int = 400_000, decisions: Int = 50_000,
                    touchLanes: Int = 10_000, moves: Int = 1_000_000, spans: Int = 50_000, filterMarks: Int = 50_000,
                    frameBytes: Int = 16 << 20) {
            self.framesPerSecond = framesPerSecond
            self.frames = max(2, frames)
            self.entries = max(1, entries)
            self.decisions = max(0, decisions)
            self.touchLanes = max(0, touchLanes)
            self.moves = max(0, moves)
            self.spans = max(0, spans)
            self.filterMarks = max(0, filterMarks)
            self.frameBytes = max(0, frameBytes)
        }
    }

    /// The limits in use.
    public let limits: Limits
    /// The first error while rendering frames, if any (the page then has the frames before it).
    public var frameFailure: String? { frames.failure }

    private let application: UIApplication
    private let frames: ReplayFrames
    private var data: InspectorData
    /// Kept frames: their index in the full sampling (at ``Limits/framesPerSecond``), how to draw them
    /// and their view tree.
    private var keptFrames: [(index: Int, part: FrameTileEncoder.Part, tree: Int)] = []
    private let encoder = FrameTileEncoder()
    private var stride = 1
    private var treeIndex: [[InspectorData.ViewNode]: Int] = [:]
    private var start: InputTime?
    /// Touch lanes not yet lifted, by contact key (`dev1.c0`) or touch name (pointer touches).
    private var openLanes: [String: Int] = [:]
    /// Contacts whose `down` came and whose hit test has not, in order, with their lane (`nil` when the
    /// lane was left out at the limit).
    private var awaitingHitTest: [(lane: Int?, contact: String)] = []
    /// Entries whose contacts became touches later (the `down` line before its hit test).
    private var contactEntries: [String: Int] = [:]
    /// The touch each contact down now became (its hit test named it), for tagging its lines when its
    /// lane was left out at the limit.
    private var touchOfContact: [String: String] = [:]
    private var recognizerLane: [String: Int] = [:]
    /// Move instants kept on touch lanes, all lanes together (bounded: the lanes only draw ticks).
    private var movesKept = 0
    /// Recognizer state spans kept, all lanes together.
    private var spansKept = 0
    /// Recognizers whose current span was left out at the limit, with its state (so that the `changed`
    /// reported with every move counts as the one span it would have been).
    private var omittedSpanState: [String: String] = [:]

    /// Samples `application`'s main screen; attach it with ``attach(to:)`` before the replay runs.
    public init(application: UIApplication, limits: Limits = Limits()) throws {
        self.application = application
        self.limits = limits
        let screen = application.mainScreen
        data = InspectorData(
            recording: "", scene: "", start: 0, end: 0,
            screen: .init(w: Double(screen.bounds.width), h: Double(screen.bounds.height), scale: Double(screen.scale)),
            fps: limits.framesPerSecond)
        // Frames arrive as bitmaps (`bitmapSink`), never as PNG data.
        frames = try ReplayFrames(application: application, framesPerSecond: limits.framesPerSecond) { _, _ in }
        frames.maximumFrames = .max
        // The closures run only while `self` lives: the frames belong to it.
        frames.sampling = { [unowned self] index in index % stride == 0 }
        frames.bitmapSink = { [unowned self] index, context in try keepFrame(index, context) }
    }

    /// Follows `engine`'s replay: frames and touches from its events, everything else from the trace.
    public func attach(to engine: ReplayEngine) {
        application.trace.addObserver(self)
        frames.attach(to: engine)
        let previous = engine.afterEvent
        engine.afterEvent = { [weak self] event in
            previous?(event)
            if self?.start == nil { self?.start = event.time }
        }
    }

    /// Describes the input rules in effect, for the page's rules panel.
    public func useRules(_ rules: InputRuleSet?) {
        data.rules = rules?.rules.map(Self.describe) ?? []
        data.rulesSource = rules.map { $0.source ?? "the recording" }
    }

    /// Ends the recording of a finished replay and returns the page's data.
    public func finish(_ summary: ReplayEngine.Summary, recording: String, scene: String) -> InspectorData {
        frames.finish(at: summary.endTime)
        application.trace.removeObserver(self)
        data.recording = recording
        data.scene = scene
        data.start = (start ?? summary.startTime).microseconds
        data.end = max(summary.endTime.microseconds, data.start)
        data.warnings = summary.ruleWarnings
        data.fps = limits.framesPerSecond / Double(stride)
        data.frameTimes = keptFrames.map { data.start + Int64((Double($0.index) / limits.framesPerSecond * 1_000_000).rounded()) }
        data.frameTrees = keptFrames.map(\.tree)
        data.frameParts = keptFrames.map(\.part.encoded)
        for index in data.touchLanes.indices where data.touchLanes[index].endPhase == "open" {
            data.touchLanes[index].end = data.end
        }
        for lane in data.recognizerLanes.indices {
            for span in data.recognizerLanes[lane].spans.indices where data.recognizerLanes[lane].spans[span].end < 0 {
                data.recognizerLanes[lane].spans[span].end = data.end
            }
        }
        return data
    }

    /// The PNG images the kept frames are drawn from (``InspectorData/frameParts`` indexes them).
    public var frameImages: [Data] { encoder.images }

    // MARK: Frames

    private func keepFrame(_ index: Int, _ context: CGContext) throws {
        // `sampling` renders only the frames kept, so every frame the encoder sees follows the one before
        // it and the frames' changed rectangles hold.
        keptFrames.append((index, try encoder.encode(context, changed: frames.lastChangedRects), snapshotTree()))
        while keptFrames.count > limits.frames || (encoder.imageBytes > limits.frameBytes && keptFrames.count > 2) {
            stride *= 2
            keptFrames.removeAll { $0.index % stride != 0 }
            var parts = keptFrames.map(\.part)
            encoder.compact(&parts)
            for (position, part) in parts.enumerated() { keptFrames[position].part = part }
            dropUnshownTrees()
        }
    }

    /// Drops the view trees no kept frame shows: in a scene that moves (a pinched photo) nearly every
    /// frame has its own tree, and the dropped frames' trees would otherwise pile up with every thinning.
    private func dropUnshownTrees() {
        let shown = Set(keptFrames.map(\.tree))
        guard shown.count < data.trees.count else { return }
        var newIndex: [Int: Int] = [:]
        var trees: [[InspectorData.ViewNode]] = []
        for (index, tree) in data.trees.enumerated() where shown.contains(index) {
            newIndex[index] = trees.count
            trees.append(tree)
        }
        data.trees = trees
        treeIndex = Dictionary(uniqueKeysWithValues: trees.enumerated().map { ($1, $0) })
        for position in keptFrames.indices { keptFrames[position].tree = newIndex[keptFrames[position].tree] ?? 0 }
    }

    private func snapshotTree() -> Int {
        var nodes: [InspectorData.ViewNode] = []
        for window in application.windows { append(window, depth: 0, window: window, to: &nodes) }
        if let index = treeIndex[nodes] { return index }
        data.trees.append(nodes)
        treeIndex[nodes] = data.trees.count - 1
        return data.trees.count - 1
    }

    private func append(_ view: UIView, depth: Int, window: UIWindow, to nodes: inout [InspectorData.ViewNode]) {
        let frame = view.frame
        let origin = view === window ? CGPoint.zero : (view.superview?.convert(frame.origin, to: window) ?? frame.origin)
        nodes.append(InspectorData.ViewNode(
            depth: depth, name: view.traceName, type: String(describing: type(of: view)),
            frame: [frame.minX, frame.minY, frame.width, frame.height].map { Self.rounded(Double($0)) },
            windowOrigin: [Self.rounded(Double(origin.x)), Self.rounded(Double(origin.y))],
            interaction: view.isUserInteractionEnabled, hidden: view.isHidden, alpha: Self.rounded(Double(view.alpha))))
        for subview in view.subviews { append(subview, depth: depth + 1, window: window, to: &nodes) }
    }

    private static func rounded(_ value: Double) -> Double { value.isFinite ? (value * 10).rounded() / 10 : 0 }

    // MARK: Trace

    public func record(_ entry: TraceEntry) {
        let t = entry.time.microseconds
        var views: [String] = []
        var recognizer = ""
        var touches: [String] = []
        switch entry {
        case .input(_, let device, let payload):
            if case .touchFrame(let frame) = payload { touches = follow(frame, device: device, at: t) }
        case .hitTest(_, let touch, let point, let window, let view):
            views = view.map { [$0] } ?? []
            touches = [touch.description]
            hitTest(touch.description, point: point, window: window, view: view, at: t)
        case .delivery(_, let responder, let phase, let list):
            views = [responder]
            touches = list.map(\.description)
            deliver(touches, phase: phase, at: t)
        case .gestureState(_, let name, let from, let to, let reason):
            recognizer = name
            transition(name, from: from.description, to: to.description, reason: reason, at: t)
        case .gestureRemoved(_, let name):
            recognizer = name
            closeSpan(of: name, at: t)
        case .action(_, let name, _):
            recognizer = name
        case .controlAction(_, let sender, _):
            // `button buy1`, `scroll view feed`: the view's name is the last word.
            views = sender.split(separator: " ").last.map { [String($0)] } ?? []
        case .inputFilter(_, _, let message):
            let words = message.split(separator: " ", maxSplits: 2)
            if data.filterMarks.count < limits.filterMarks {
                data.filterMarks.append(.init(t: t, filter: words.count > 1 ? String(words[1]) : "filter", message: message))
            } else {
                data.omittedFilterMarks += 1
            }
        case .diagnostic, .note:
            break
        }
        keep(entry, views: views, recognizer: recognizer, touches: touches)
    }

    private func keep(_ entry: TraceEntry, views: [String], recognizer: String, touches: [String]) {
        let count = data.entries.count
        guard count < limits.entries || (count < limits.entries + limits.decisions && TraceSummary.isDecision(entry)) else {
            data.omittedEntries += 1
            return
        }
        let text = entry.text
        // `[0.500000] deliver …`: the page prints the time itself.
        var body = text[...]
        if let close = text.firstIndex(of: "]") {
            body = text[text.index(after: close)...].drop { $0 == " " }
        }
        let kind = body.prefix { $0 != " " }
        data.entries.append(.init(t: entry.time.microseconds, kind: String(kind), text: String(body), views: views,
                                  recognizer: recognizer, touches: touches))
    }

    /// Opens, moves and closes the lanes of a frame's contacts; returns the touches they are.
    private func follow(_ frame: TouchFrame, device: DeviceID, at t: Int64) -> [String] {
        var names: [String] = []
        for change in frame.changes {
            let key = "\(device).\(change.contact)"
            switch change.phase {
            case .down:
                contactEntries[key] = data.entries.count
                guard data.touchLanes.count < limits.touchLanes else {
                    data.omittedTouchLanes += 1
                    awaitingHitTest.append((nil, key))
                    continue
                }
                data.touchLanes.append(.init(name: key, contact: key, start: t, end: t, endPhase: "open", moves: [],
                                             point: [], window: "", path: []))
                openLanes[key] = data.touchLanes.count - 1
                awaitingHitTest.append((data.touchLanes.count - 1, key))
            case .move:
                if let lane = openLanes[key] {
                    keepMove(at: t, on: lane)
                    names.append(data.touchLanes[lane].name)
                } else if let touch = touchOfContact[key] {
                    names.append(touch)
                }
            case .up, .cancel:
                let touch = touchOfContact.removeValue(forKey: key)
                if let lane = openLanes.removeValue(forKey: key) {
                    data.touchLanes[lane].end = t
                    data.touchLanes[lane].endPhase = change.phase.rawValue
                    names.append(data.touchLanes[lane].name)
                } else if let touch {
                    names.append(touch)
                }
            }
        }
        return names
    }

    /// Keeps a move instant on `lane` (one per instant), up to the limit; counts the rest.
    private func keepMove(at t: Int64, on lane: Int) {
        guard data.touchLanes[lane].moves.last != t else { return }
        if movesKept < limits.moves {
            movesKept += 1
            data.touchLanes[lane].moves.append(t)
        } else {
            data.omittedMoves += 1
        }
    }

    private func hitTest(_ touch: String, point: CGPoint, window: String, view: String?, at t: Int64) {
        let lane: Int
        if !awaitingHitTest.isEmpty {
            let awaiting = awaitingHitTest.removeFirst()
            // The `down` line came before the hit test named its touch: tag it now.
            if let entry = contactEntries.removeValue(forKey: awaiting.contact), entry < data.entries.count {
                data.entries[entry].touches.append(touch)
            }
            guard let kept = awaiting.lane else {
                touchOfContact[awaiting.contact] = touch
                return
            }
            lane = kept
        } else {
            // A pointer's press becomes a touch without a touch frame: its lane follows deliveries.
            guard data.touchLanes.count < limits.touchLanes else {
                data.omittedTouchLanes += 1
                return
            }
            data.touchLanes.append(.init(name: touch, contact: "pointer", start: t, end: t, endPhase: "open", moves: [],
                                         point: [], window: "", path: []))
            lane = data.touchLanes.count - 1
            openLanes[touch] = lane
        }
        data.touchLanes[lane].name = touch
        data.touchLanes[lane].point = [Self.rounded(Double(point.x)), Self.rounded(Double(point.y))]
        data.touchLanes[lane].window = window
        data.touchLanes[lane].path = view.map { hitPath(to: $0, in: window) } ?? []
    }

    /// Pointer touches move and end with their deliveries (contacts end with their frames).
    private func deliver(_ touches: [String], phase: TraceEntry.DeliveryPhase, at t: Int64) {
        for touch in touches {
            guard let lane = openLanes[touch] else { continue }
            switch phase {
            case .touchesMoved:
                keepMove(at: t, on: lane)
            case .touchesEnded, .touchesCancelled:
                data.touchLanes[lane].end = t
                data.touchLanes[lane].endPhase = phase == .touchesEnded ? "up" : "cancel"
                openLanes[touch] = nil
            default:
                break
            }
        }
    }

    /// The names from the window down to the view named `name` (as the hit test walked), found in the
    /// live tree at the moment of the hit test.
    private func hitPath(to name: String, in windowName: String) -> [String] {
        for window in application.windows where window.traceName == windowName {
            var path: [String] = []
            if find(name, in: window, path: &path) { return path }
        }
        return [name]
    }

    private func find(_ name: String, in view: UIView, path: inout [String]) -> Bool {
        path.append(view.traceName)
        if view.traceName == name { return true }
        // Front to back, as the hit test looks.
        for subview in view.subviews.reversed() where find(name, in: subview, path: &path) { return true }
        path.removeLast()
        return false
    }

    private func transition(_ name: String, from: String, to: String, reason: TraceReason, at t: Int64) {
        let lane = recognizerLane[name] ?? {
            data.recognizerLanes.append(.init(name: name, spans: []))
            recognizerLane[name] = data.recognizerLanes.count - 1
            return data.recognizerLanes.count - 1
        }()
        // A continuous recognizer re-reports `changed` with every move: one span.
        if from == to, let last = data.recognizerLanes[lane].spans.last, last.end < 0, last.state == to, reason.isEmpty { return }
        if from == to, omittedSpanState[name] == to, reason.isEmpty { return }
        omittedSpanState[name] = nil
        closeSpan(of: name, at: t)
        if case .reset = reason { return }
        guard spansKept < limits.spans else {
            data.omittedSpans += 1
            omittedSpanState[name] = to
            return
        }
        spansKept += 1
        data.recognizerLanes[lane].spans.append(.init(start: t, end: -1, state: to, reason: reason.description))
    }

    private func closeSpan(of name: String, at t: Int64) {
        guard let lane = recognizerLane[name], let last = data.recognizerLanes[lane].spans.indices.last,
              data.recognizerLanes[lane].spans[last].end < 0 else { return }
        data.recognizerLanes[lane].spans[last].end = t
    }

    /// One rule as the rules panel lists it: its name, what it matches, its screen and its filters.
    static func describe(_ rule: InputRule) -> String {
        var parts = ["rule \"\(rule.name)\"", "match \(rule.match)"]
        if let screen = rule.screen { parts.append("screen \(screen)") }
        if let rotation = rule.rotation { parts.append("rotation \(rotation)") }
        if let calibration = rule.calibration { parts.append("calibration \(calibration)") }
        if let debounce = rule.debounce { parts.append("debounce \(debounce)") }
        if let hysteresis = rule.hysteresis { parts.append("hysteresis \(hysteresis)") }
        if let palm = rule.palm { parts.append("palm \(palm)") }
        if let watchdog = rule.watchdog { parts.append("watchdog \(watchdog)") }
        if !rule.deadZones.isEmpty { parts.append("dead zones \(rule.deadZones)") }
        return (rule.origin.map { "\($0): " } ?? "") + parts.joined(separator: ", ")
    }
}
