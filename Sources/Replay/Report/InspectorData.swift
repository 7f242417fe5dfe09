import Foundation

/// Everything the replay inspector's page shows, as the page reads it (JSON inside the HTML file).
///
/// Times are integer microseconds on the recording's clock, as in the JSON trace. Keys are short because
/// a long recording has hundreds of thousands of trace lines. The page's script (``InspectorPage``) draws
/// from this alone; it never parses trace text.
public struct InspectorData: Encodable, Sendable {
    /// The recording's file name and the scene, for the title.
    public var recording: String
    /// The scene's name or file.
    public var scene: String
    /// The replay's first and last instants (the clock's start, the last event plus the tail).
    public var start: Int64
    /// See ``start``.
    public var end: Int64
    /// The screen in points, and its scale (frames are `width × scale` pixels wide).
    public var screen: Screen
    /// Frames per second of recording time the frames were sampled at (after any thinning).
    public var fps: Double
    /// The time each kept frame shows, in order.
    public var frameTimes: [Int64] = []
    /// For each kept frame, how to draw it from the embedded images: `[keyframe, atlas, column, row, …]`
    /// (a whole-frame PNG, then the 32-pixel tiles that differ from it, packed in an atlas PNG, `-1` for
    /// none; see `FrameTileEncoder`).
    public var frameParts: [[Int]] = []
    /// For each kept frame, the index of its view tree in ``trees`` (identical trees are stored once).
    public var frameTrees: [Int] = []
    /// The distinct view trees, each a depth-first list of views.
    public var trees: [[ViewNode]] = []
    /// The trace lines kept, in order.
    public var entries: [Entry] = []
    /// Trace lines left out to bound memory (a very long recording keeps its decisions only).
    public var omittedEntries = 0
    /// Touches left out of the lanes to bound memory (the first ones are kept).
    public var omittedTouchLanes = 0
    /// Move instants left out of the touch lanes.
    public var omittedMoves = 0
    /// Recognizer state spans left out of the lanes.
    public var omittedSpans = 0
    /// Input filter decisions left out of the filters' lane.
    public var omittedFilterMarks = 0

    /// What the limits left out, in words (`120 trace lines, 3 touches`), or `nil` when nothing was.
    public var omissions: String? {
        let counts = [(omittedEntries, "trace lines"), (omittedTouchLanes, "touches"), (omittedMoves, "touch moves"),
                      (omittedSpans, "recognizer state spans"), (omittedFilterMarks, "filter decisions")]
        let said = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return said.isEmpty ? nil : said.joined(separator: ", ")
    }
    /// One lane per touch (or contact that hit no window), in the order they began.
    public var touchLanes: [TouchLane] = []
    /// One lane per recognizer, in the order they first changed state.
    public var recognizerLanes: [RecognizerLane] = []
    /// Every input filter decision (debounce merges, palm drops, dead zones, watchdog cancels).
    public var filterMarks: [FilterMark] = []
    /// The input rules in effect, one line each; empty when none.
    public var rules: [String] = []
    /// Where the rules came from (a rules file, the recording, the scene).
    public var rulesSource: String?
    /// Warnings of the replay (rules that matched no device).
    public var warnings: [String] = []
    /// The comparison with a golden trace (`replay --compare`), when one was asked for.
    public var comparison: TraceComparison?

    /// The screen's size.
    public struct Screen: Encodable, Sendable, Equatable {
        /// Width in points.
        public var w: Double
        /// Height in points.
        public var h: Double
        /// Pixels per point.
        public var scale: Double
    }

    /// One trace line: `[t, kind, text, views, recognizer, touches]`, the text without its time prefix;
    /// views, recognizer and touches are what the page's filters match.
    public struct Entry: Encodable, Sendable, Equatable {
        /// When.
        public var t: Int64
        /// `input`, `hit-test`, `deliver`, `gesture`, `action`, `diagnostic`, `note`, `filter`.
        public var kind: String
        /// The line as the text trace prints it, without `[time] `.
        public var text: String
        /// The views (and controls) it names.
        public var views: [String]
        /// The recognizer it names, or "".
        public var recognizer: String
        /// The touches it names (`t1`), contacts of input frames included once they became touches.
        public var touches: [String]

        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(t)
            try container.encode(kind)
            try container.encode(text)
            try container.encode(views)
            try container.encode(recognizer)
            try container.encode(touches)
        }
    }

    /// One view of a tree: `[depth, name, type, x, y, width, height, windowX, windowY, interaction, hidden, alpha]`.
    /// `x, y, width, height` is `frame` (in the superview); `windowX, windowY` place it in its window, so
    /// the page can show which views contain a touch's point.
    public struct ViewNode: Encodable, Sendable, Hashable {
        /// Depth in the tree (a window is 0).
        public var depth: Int
        /// The trace's name for it (`traceName`).
        public var name: String
        /// Its class.
        public var type: String
        /// `frame`.
        public var frame: [Double]
        /// The frame's origin in window coordinates.
        public var windowOrigin: [Double]
        /// `isUserInteractionEnabled`.
        public var interaction: Bool
        /// `isHidden`.
        public var hidden: Bool
        /// `alpha`.
        public var alpha: Double

        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(depth)
            try container.encode(name)
            try container.encode(type)
            for value in frame + windowOrigin { try container.encode(value) }
            try container.encode(interaction ? 1 : 0)
            try container.encode(hidden ? 1 : 0)
            try container.encode(alpha)
        }
    }

    /// A touch's life: down, moves, up or cancel, and where the hit test sent it.
    public struct TouchLane: Encodable, Sendable, Equatable {
        /// `t1` (or `dev1.c0` for a contact that hit no window).
        public var name: String
        /// The contact it came from: `dev1.c0`.
        public var contact: String
        /// Down.
        public var start: Int64
        /// Up or cancel; the replay's end if neither came.
        public var end: Int64
        /// `up`, `cancel` or `open` (still down at the end).
        public var endPhase: String
        /// The times of its moves (the frames where it moved).
        public var moves: [Int64]
        /// The hit-test point in window coordinates.
        public var point: [Double]
        /// The window it was hit-tested in.
        public var window: String
        /// The hit-test path, window first, ending at the view the touch went to; empty when it hit nothing.
        public var path: [String]
    }

    /// A recognizer's states over time.
    public struct RecognizerLane: Encodable, Sendable, Equatable {
        /// The recognizer's trace name.
        public var name: String
        /// `[start, end, state, reason]`: the state it entered at `start` and held until `end`. States
        /// entered by a reset (`→ possible: reset`) are idle and make no span.
        public var spans: [Span]
    }

    /// One state span of a recognizer.
    public struct Span: Encodable, Sendable, Equatable {
        /// When the state was entered.
        public var start: Int64
        /// When the next transition came (the replay's end for the last).
        public var end: Int64
        /// The state (`possible`, `began`, `changed`, `ended`, `failed`, `cancelled`).
        public var state: String
        /// Why, as the trace says.
        public var reason: String

        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(start)
            try container.encode(end)
            try container.encode(state)
            try container.encode(reason)
        }
    }

    /// An input filter's decision.
    public struct FilterMark: Encodable, Sendable, Equatable {
        /// When.
        public var t: Int64
        /// The filter: `debounce`, `hysteresis`, `palm`, `watchdog`, `deadZone`, or `filter`.
        public var filter: String
        /// The trace's message.
        public var message: String
    }
}
