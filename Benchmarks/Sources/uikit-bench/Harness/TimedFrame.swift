import InputCore
import UIKit

/// One timed frame of the drag suites: the event, then the layout pass it asks for. A display loop lays out
/// before it draws, so the layout a move asks for belongs to that move's frame; without the pass here a query
/// the suite makes after the frame (`indexPathsForVisibleItems`, `indexPathsForVisibleRows`) would run it
/// outside the timing (docs/benchmarks.md, collection views, "Session 39", the lead's correction).
///
/// Kept out of line so that callgrind counts each side's frames by their caller
/// (`callgrind_annotate --tree=caller`, the lines above `TimedFrame.run`): instructions per frame without
/// the clock reads around it.
@MainActor
enum TimedFrame {
    @inline(never)
    static func run(_ event: InputEvent, in application: UIApplication) {
        application.handle(event)
        application.layoutPass()
    }
}
