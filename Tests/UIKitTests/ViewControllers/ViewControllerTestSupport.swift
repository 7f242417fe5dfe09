import Testing
import UIKitTesting

/// One ordered log shared by several controllers and views, so a test can check the order of callbacks
/// across all of them.
@MainActor
final class CallbackLog {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
    /// Entries containing `substring`.
    func entries(containing substring: String) -> [String] { entries.filter { $0.contains(substring) } }
    /// The appearance callbacks of the controller called `name`.
    func appearance(of name: String) -> [String] {
        entries.filter { $0.hasPrefix("\(name) view") && $0.contains("ppear") }
    }
}

/// A controller that logs every lifecycle callback as `name callback`, with the appearance query flags that
/// are true while the callback runs in brackets (`B viewWillAppear [presented]`).
@MainActor
class RecordingViewController: UIViewController {
    let name: String
    let log: CallbackLog
    /// A view `loadView` assigns instead of the default one.
    var customView: UIView?
    /// Whether the view had a window when `viewWillAppear` ran.
    private(set) var hadWindowInWillAppear: Bool?
    /// Whether the view had a window when `viewWillDisappear` ran.
    private(set) var hadWindowInWillDisappear: Bool?
    /// Whether the view had a window when `viewDidDisappear` ran.
    private(set) var hadWindowInDidDisappear: Bool?
    /// Whether `touchesBegan` forwards up the responder chain.
    var forwardsTouches = true
    /// Whether `viewWillLayoutSubviews` and `viewDidLayoutSubviews` are logged.
    var logsLayout = false

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = nil
    }

    private func record(_ callback: String) {
        var flags: [String] = []
        if isMovingToParent { flags.append("toParent") }
        if isMovingFromParent { flags.append("fromParent") }
        if isBeingPresented { flags.append("presented") }
        if isBeingDismissed { flags.append("dismissed") }
        log.append(flags.isEmpty ? "\(name) \(callback)" : "\(name) \(callback) [\(flags.joined(separator: ","))]")
    }

    override func loadView() {
        log.append("\(name) loadView")
        if let customView { view = customView } else { super.loadView() }
    }
    override func viewDidLoad() { log.append("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hadWindowInWillAppear = view.window != nil
        record("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        hadWindowInWillDisappear = view.window != nil
        record("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        hadWindowInDidDisappear = view.window != nil
        record("viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("\(name) willMove(toParent: \((parent as? RecordingViewController)?.name ?? "nil")) parent=\((self.parent as? RecordingViewController)?.name ?? "nil")")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("\(name) didMove(toParent: \((parent as? RecordingViewController)?.name ?? "nil")) parent=\((self.parent as? RecordingViewController)?.name ?? "nil")")
    }
    override func viewWillLayoutSubviews() { if logsLayout { log.append("\(name) viewWillLayoutSubviews") } }
    override func viewDidLayoutSubviews() { if logsLayout { log.append("\(name) viewDidLayoutSubviews") } }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) touchesBegan")
        if forwardsTouches { super.touchesBegan(touches, with: event) }
    }
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        log.append("\(name) didReceiveMemoryWarning")
    }
}

/// A view that logs `touchesBegan` (and `layoutSubviews`) into a shared log, then forwards the touch.
@MainActor
final class LoggingView: UIView {
    let name: String
    let log: CallbackLog
    /// Whether `layoutSubviews` is logged.
    var logsLayout = false

    init(_ name: String, log: CallbackLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name) touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func layoutSubviews() { if logsLayout { log.append("\(name) layoutSubviews") } }
}

/// A window that logs `touchesBegan`, so a test can see a touch that climbed the whole chain.
@MainActor
final class LoggingWindow: UIWindow {
    var log: CallbackLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.append("window touchesBegan")
        super.touchesBegan(touches, with: event)
    }
}

extension UIKitTestHarness {
    /// The diagnostics reported so far.
    var diagnostics: [String] { traceLines(containing: "diagnostic") }
}
