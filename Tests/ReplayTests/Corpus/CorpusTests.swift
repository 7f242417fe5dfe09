import Foundation
import InputRecording
import Replay
import Testing
import UIKitTesting

/// Recordings/corpus: every recording replays against its scene to exactly its golden trace, twice in a
/// row, and does what its name says. `UPDATE_GOLDENS=1 swift test --filter CorpusTests` rewrites the
/// goldens (review the diff: the expected actions below must still hold).
@MainActor
struct CorpusTests {
    static let folder = ReplayTestSupport.packageRoot + "/Recordings/corpus"

    /// What each recording must make the recognizers do: actions other than `changed`, in order.
    nonisolated static let expectedActions: [String: [String]] = [
        "tap": ["tap (ended)"],
        "double-tap": ["doubleTap (ended)", "singleTap (ended)"],
        "long-press": ["longPress (began)", "longPress (ended)", "tap (ended)"],
        "pan": ["pan (began)", "pan (ended)"],
        "swipes": ["swipeRight (ended)", "swipeLeft (ended)", "swipeUp (ended)", "swipeDown (ended)"],
        "pinch": ["pinch (began)", "pinch (ended)", "pinch (began)", "pinch (ended)"],
        "rotation": ["rotate (began)", "rotate (ended)", "rotate (began)", "rotate (ended)"],
        "edge-pan": ["edgePan (began)", "edgePan (ended)", "pan (began)", "pan (ended)"],
        "two-finger-pan": ["twoFingerPan (began)", "twoFingerPan (ended)"],
        "mouse-and-wheel": ["click (ended)", "scroll (began)", "scroll (ended)", "scroll (began)", "scroll (ended)"],
        "two-views": ["leftPan (began)", "rightPan (began)", "leftPan (ended)", "rightPan (ended)", "leftTap (ended)", "rightTap (ended)"],
        "device-removed": ["pan (began)", "pan (cancelled)"],
        "scroll-buttons": [
            "button buy1 (touchDown)", "button buy1 (touchUpInside)", "button buy1 (primaryActionTriggered)",
            "UIScrollViewPanGestureRecognizer(feed) (began)", "scroll view feed (willBeginDragging)", "UIScrollViewPanGestureRecognizer(feed) (ended)", "scroll view feed (willEndDragging)",
            "scroll view feed (didEndDragging(willDecelerate: true))", "scroll view feed (willBeginDecelerating)",
            "scroll view feed (didEndDecelerating)",
            "button buy15 (touchDown)", "button buy15 (touchDragExit)", "button buy15 (touchUpOutside)",
        ],
        "carousel-feed": [
            "UIScrollViewPanGestureRecognizer(carousel) (began)", "scroll view carousel (willBeginDragging)", "UIScrollViewPanGestureRecognizer(carousel) (ended)", "scroll view carousel (willEndDragging)",
            "scroll view carousel (didEndDragging(willDecelerate: false))",
            "UIScrollViewPanGestureRecognizer(carousel) (began)", "scroll view carousel (willBeginDragging)", "UIScrollViewPanGestureRecognizer(carousel) (ended)", "scroll view carousel (willEndDragging)",
            "scroll view carousel (didEndDragging(willDecelerate: true))", "scroll view carousel (willBeginDecelerating)",
            "scroll view carousel (didEndDecelerating)",
            "UIScrollViewPanGestureRecognizer(feed) (began)", "scroll view feed (willBeginDragging)", "UIScrollViewPanGestureRecognizer(feed) (ended)", "scroll view feed (willEndDragging)",
            "scroll view feed (didEndDragging(willDecelerate: false))",
        ],
        "slider-pager": [
            "slider volume (touchDown)", "slider volume (valueChanged)", "slider volume (touchUpInside)",
            "UIScrollViewPanGestureRecognizer(pager) (began)", "scroll view pager (willBeginDragging)", "UIScrollViewPanGestureRecognizer(pager) (ended)", "scroll view pager (willEndDragging)",
            "scroll view pager (didEndDragging(willDecelerate: true))", "scroll view pager (willBeginDecelerating)",
            "scroll view pager (didEndDecelerating)",
        ],
        // Table rows: a quick tap, a held press (both select), a press then a drag (scrolls; no selection;
        // the recording ends as the list starts decelerating).
        "table-select": [
            "UIScrollViewPanGestureRecognizer(list) (began)", "scroll view list (willBeginDragging)", "UIScrollViewPanGestureRecognizer(list) (ended)",
            "scroll view list (willEndDragging)", "scroll view list (didEndDragging(willDecelerate: true))", "scroll view list (willBeginDecelerating)",
        ],
        // A fling (the list decelerates), then a tap on a row.
        "table-fling": [
            "UIScrollViewPanGestureRecognizer(list) (began)", "scroll view list (willBeginDragging)", "UIScrollViewPanGestureRecognizer(list) (ended)",
            "scroll view list (willEndDragging)", "scroll view list (didEndDragging(willDecelerate: true))", "scroll view list (willBeginDecelerating)",
            "scroll view list (didEndDecelerating)",
        ],
        // A short swipe opens "Delete" on row 2, a tap on it deletes the row; a full swipe deletes row 5.
        "table-swipe-delete": [
            "RowSwipeGestureRecognizer(list) (began)", "RowSwipeGestureRecognizer(list) (ended)",
            "RowSwipeGestureRecognizer(list) (began)", "RowSwipeGestureRecognizer(list) (ended)",
        ],
        // A pull past 100 pt refreshes; the list rests under the spinner until the refresh ends.
        "table-pull-refresh": [
            "UIScrollViewPanGestureRecognizer(list) (began)", "scroll view list (willBeginDragging)", "control UIRefreshControl@0.12 (valueChanged)",
            "UIScrollViewPanGestureRecognizer(list) (ended)", "scroll view list (willEndDragging)", "scroll view list (didEndDragging(willDecelerate: true))",
            "scroll view list (willBeginDecelerating)", "scroll view list (didEndDecelerating)",
        ],
        // A grid (collection scene): a quick tap and a held press select (no actions), a press then a drag
        // scrolls (the recording ends as the grid starts decelerating). CollectionReplayTests reads the rest.
        "collection-grid-select": [
            "UIScrollViewPanGestureRecognizer(grid) (began)", "scroll view grid (willBeginDragging)", "UIScrollViewPanGestureRecognizer(grid) (ended)",
            "scroll view grid (willEndDragging)", "scroll view grid (didEndDragging(willDecelerate: true))", "scroll view grid (willBeginDecelerating)",
        ],
        // A horizontal flick moves and decelerates the carousel section's own scroll view only; a vertical
        // drag starting on it scrolls the outer collection view.
        "collection-carousel-fling": [
            "UIScrollViewPanGestureRecognizer(shelf section 0) (began)", "scroll view shelf section 0 (willBeginDragging)",
            "UIScrollViewPanGestureRecognizer(shelf section 0) (ended)", "scroll view shelf section 0 (willEndDragging)",
            "scroll view shelf section 0 (didEndDragging(willDecelerate: true))", "scroll view shelf section 0 (willBeginDecelerating)",
            "scroll view shelf section 0 (didEndDecelerating)",
            "UIScrollViewPanGestureRecognizer(shelf) (began)", "scroll view shelf (willBeginDragging)", "UIScrollViewPanGestureRecognizer(shelf) (ended)",
            "scroll view shelf (willEndDragging)", "scroll view shelf (didEndDragging(willDecelerate: false))",
        ],
        // The scene's reorder press lifts a tile, moves it two places and drops it (no scroll, no selection).
        "collection-reorder": ["UILongPressGestureRecognizer(board) (began)", "UILongPressGestureRecognizer(board) (ended)"],
        // A swipe left opens "Delete" on a list row; the tap on the button is the swipe machinery's, not an action.
        "collection-list-swipe": ["RowSwipeGestureRecognizer(inbox) (began)", "RowSwipeGestureRecognizer(inbox) (ended)"],
        // Views placed by constraints: one tap inside the button, one beside it.
        "constraints-tap": ["tap (ended)"],
        // Views placed by visual-format strings: one tap on each, one in the gap between them.
        "constraints-vfl": ["leftTap (ended)", "rightTap (ended)"],
        // Views a stack view lays out: a tap on the first, one in a gap (nothing), one on the third.
        "stack-buttons": ["oneTap (ended)", "threeTap (ended)"],
        // A navigation view of two screens; a drag from the left edge across a row with a swipe pan.
        "navigation-pop-completed": ["interactivePop (began)", "interactivePop (ended)"],
        "navigation-pop-cancelled": ["interactivePop (began)", "interactivePop (ended)", "rowSwipe (began)", "rowSwipe (ended)"],
        // A tap begins editing the name field; keys type (each an editingChanged), Tab moves to the PIN field,
        // Return ends it on exit (TextEntryReplayTests checks the text and the keymap).
        "text-field-keys": [
            "text field name (touchDown)", "text field name (touchCancel)", "text field tap (ended)", "text field name (editingDidBegin)",
            "text field name (editingChanged)", "text field name (editingChanged)", "text field name (editingChanged)", "text field name (editingChanged)",
            "text field name (editingDidEnd)", "text field pin (editingDidBegin)",
            "text field pin (editingChanged)", "text field pin (editingChanged)", "text field pin (editingChanged)", "text field pin (editingChanged)",
            "text field pin (editingDidEndOnExit)",
        ],
        // A tap on the field brings up the on-screen keyboard; taps on h, i and Return type into the field.
        "text-field-on-screen-keyboard": [
            "text field search (touchDown)", "text field search (touchCancel)", "text field tap (ended)", "text field search (editingDidBegin)",
            "text field search (editingChanged)", "text field search (editingChanged)", "text field search (editingDidEndOnExit)",
        ],
        // A double tap selects "bravo"; the end handle, dragged two words right, wins over the field's gestures
        // (TextEntryReplayTests checks the range and the trace's note).
        "text-field-selection-handles": [
            "text field name (touchDown)", "text field name (touchCancel)", "text field tap (ended)", "text field name (editingDidBegin)",
            "text field name (touchDown)", "text field name (touchDownRepeat)", "text field name (touchCancel)", "text field tap (ended)",
            "text field double tap (ended)", "selection handle end (began)", "selection handle end (ended)",
        ],
    ]

    nonisolated static var names: [String] { expectedActions.keys.sorted() }

    static func replay(_ recordingPath: String, scene name: String) throws -> String {
        let scene = try Result(catching: { () throws(SceneError) in try SceneReader.read(path: "\(folder)/\(name).scene.json") }).get()
        return try ReplayTestSupport.replay(path: recordingPath, against: scene).trace
    }

    static func decisions(_ trace: String) -> [String] {
        // A control's drag events come with every move, like a recognizer's `changed`.
        ReplayTestSupport.actions(trace).filter {
            !$0.hasSuffix("(changed)") && !$0.hasSuffix("(touchDragInside)") && !$0.hasSuffix("(touchDragOutside)")
        }
    }

    @Test func everyCorpusRecordingHasAScene() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
        let recordings = files.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
        #expect(recordings == Self.names)
        for name in recordings { #expect(files.contains("\(name).scene.json")) }
    }

    @Test(arguments: CorpusTests.names)
    func replayMatchesTheGoldenTraceTwice(name: String) throws {
        let path = "\(Self.folder)/\(name).jsonl"
        let first = try Self.replay(path, scene: name)
        let second = try Self.replay(path, scene: name)
        #expect(first == second, "replaying \(name) twice gave different traces")
        #expect(Self.decisions(first) == Self.expectedActions[name])
        let goldenPath = "\(Self.folder)/\(name).trace"
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try first.write(toFile: goldenPath, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: goldenPath, encoding: .utf8)
        #expect(first == golden, "\(name): trace differs from \(goldenPath) (UPDATE_GOLDENS=1 rewrites it)")
    }

    /// The navigation recordings' traces say why the released pop completed or cancelled, and the row's
    /// pan waited for the pop and failed when the pop began at the edge.
    @Test(arguments: [("navigation-pop-completed", "completed: moved"), ("navigation-pop-cancelled", "cancelled: moved")])
    func theNavigationTracesExplainThePop(name: String, decision: String) throws {
        let trace = try Self.replay("\(Self.folder)/\(name).jsonl", scene: name)
        let lines = trace.split(separator: "\n")
        #expect(lines.contains { $0.contains("interactive pop of") && $0.contains(decision) })
        #expect(lines.contains { $0.contains("gesture rowSwipe possible → possible") && $0.contains("waiting for interactivePop to fail") })
        #expect(lines.contains { $0.contains("gesture rowSwipe possible → failed") })
    }

    /// The evemu exports go through the exporter, the evemu parser and the evdev decoder: positions are
    /// quantised, so the trace's numbers may differ, but every decision must be the same.
    @Test(arguments: ["tap", "pinch", "rotation"])
    func evemuExportReplaysToTheSameDecisions(name: String) throws {
        let trace = try Self.replay("\(Self.folder)/\(name).evemu", scene: name)
        #expect(Self.decisions(trace) == Self.expectedActions[name])
    }
}
