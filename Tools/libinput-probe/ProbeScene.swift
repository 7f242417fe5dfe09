import InputCore
import UIKit

/// The UIKit side of `libinput-probe --uikit`: a full-screen canvas with a tap, a pinch and a pan (which
/// also takes wheel and touchpad scrolling), fed with every event libinput produced. Its trace lines are
/// what the end-to-end tests check reaches views and recognizers.
@MainActor
final class ProbeScene: TraceObserver {
    private var started = false
    private let size: CGSize
    private let printsTrace: Bool

    /// A scene on a screen of this size; `printsTrace: false` keeps latency runs free of output.
    init(width: Double, height: Double, printsTrace: Bool = true) {
        size = CGSize(width: width, height: height)
        self.printsTrace = printsTrace
    }

    /// Builds the scene at the first event's time, so the clock starts where libinput's does.
    private func start(at time: InputTime) {
        let app = UIApplication.makeShared(screen: UIScreen(bounds: CGRect(origin: .zero, size: size)), start: time)
        // Without an observer the trace builds no entries, as in a kiosk that does not trace: latency runs
        // (`--quiet`) measure delivery, not the formatting of trace lines nobody reads.
        if printsTrace { app.trace.addObserver(self) }
        let window = UIWindow(screen: app.mainScreen)
        window.accessibilityIdentifier = "window"
        let canvas = UIView(frame: window.bounds)
        canvas.accessibilityIdentifier = "canvas"
        canvas.isMultipleTouchEnabled = true
        window.addSubview(canvas)
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        tap.cancelsTouchesInView = false
        tap.delaysTouchesEnded = false
        let pinch = UIPinchGestureRecognizer()
        pinch.name = "pinch"
        pinch.cancelsTouchesInView = false
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        pan.cancelsTouchesInView = false
        pan.minimumNumberOfTouches = 1
        pan.maximumNumberOfTouches = 1
        pan.allowedScrollTypesMask = .all
        [tap, pinch, pan].forEach(canvas.addGestureRecognizer)
        window.makeKeyAndVisible()
        started = true
    }

    func handle(_ event: InputEvent) {
        if !started { start(at: event.time) }
        UIApplication.shared.handle(event)
    }

    /// Lets pending timers (a wheel scroll's end) run out.
    func finish() {
        guard started else { return }
        UIApplication.shared.advance(by: 1)
    }

    func record(_ entry: TraceEntry) {
        guard printsTrace else { return }
        switch entry {
        case .delivery, .action, .diagnostic, .gestureRemoved:
            print("uikit " + Self.untimed(entry.text))
        case .note(_, let message) where message.hasPrefix("pencil ") || message.hasPrefix("eraser "):
            // What UIKit made of a pen sample (force, altitude, azimuth): docs/pens.md.
            print("uikit " + Self.untimed(entry.text))
        case .gestureState(_, _, let from, let to, _) where !(from == .changed && to == .changed) && to != .possible:
            print("uikit " + Self.untimed(entry.text))
        default:
            break
        }
    }

    /// Drops the `[time]` prefix: live timestamps differ from run to run.
    private static func untimed(_ line: String) -> String {
        guard let close = line.firstIndex(of: "]") else { return line }
        return String(line[line.index(after: close)...]).trimmingCharacters(in: .whitespaces)
    }
}
