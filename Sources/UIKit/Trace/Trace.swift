import InputCore

/// Receives every trace entry: input frames, hit tests, deliveries, recognizer state changes with their
/// reasons, actions and diagnostics.
@MainActor
public protocol TraceObserver: AnyObject {
    /// Called for each entry, in order.
    func record(_ entry: TraceEntry)
}

/// A trace observer that keeps every entry in memory.
@MainActor
public final class TraceRecorder: TraceObserver {
    /// The entries so far.
    public private(set) var entries: [TraceEntry] = []
    /// Creates an empty recorder.
    public init() {}
    public func record(_ entry: TraceEntry) { entries.append(entry) }
    /// The entries' text forms, one per line, with a trailing newline.
    public var text: String { entries.map { $0.text + "\n" }.joined() }
    /// Forgets the entries so far.
    public func clear() { entries.removeAll() }
}

/// The application's trace: a list of observers and the switch that keeps tracing free when nobody
/// listens (entries are only built while ``isEnabled``).
@MainActor
public final class Trace {
    /// The observers in the order they were attached (a list, not a dictionary: each entry is sent to
    /// every observer, and a frame makes several entries).
    /// Unchecked: read at every emission and written only by ``addObserver(_:)`` and
    /// ``removeObserver(_:)``, which call out to nothing while they write; the runtime's exclusivity check
    /// was a tenth of the cost of a traced delivery (callgrind, docs/benchmarks.md).
    @exclusivity(unchecked) private var observers: [TraceObserver] = []

    /// Whether any observer is attached. Call sites check this before building an entry.
    @exclusivity(unchecked) public private(set) var isEnabled = false

    /// Whether key notes show the text a key typed. Default `false`: a trace attached to a bug report
    /// must not leak a password, as recordings hide key codes (`KeyCodeObfuscation`); UIKit's strings for
    /// non-printing keys (Return, arrows …) are always shown.
    public var showsTypedCharacters = false

    init() {}

    /// Attaches an observer (held strongly until removed); attaching it again changes nothing.
    public func addObserver(_ observer: TraceObserver) {
        if !observers.contains(where: { $0 === observer }) { observers.append(observer) }
        isEnabled = true
    }

    /// Detaches an observer.
    public func removeObserver(_ observer: TraceObserver) {
        observers.removeAll { $0 === observer }
        isEnabled = !observers.isEmpty
    }

    /// Sends an entry to every observer, in the order they were attached.
    @inline(__always)
    public func emit(_ entry: @autoclosure () -> TraceEntry) {
        guard isEnabled else { return }
        send(entry())
    }

    /// Hands a built entry to the observers (out of line: ``emit(_:)``'s inlined part is only the check).
    @inline(never)
    private func send(_ entry: TraceEntry) {
        for observer in observers { observer.record(entry) }
    }
}

extension UIView {
    /// How the trace names this view: its `accessibilityIdentifier`, else its type and its index path from
    /// the root (`UIView@0.2`).
    public var traceName: String {
        // The name follows the hierarchy and the identifier; it is built again only after either changed
        // (both bump `hierarchyGeneration`). Building it, a path walk and a type name through reflection,
        // was most of the cost of tracing a frame, and even reading the identifier first cost a tenth of a
        // traced delivery (callgrind, docs/benchmarks.md).
        if let cached = cachedTraceName, cached.generation == UIView.hierarchyGeneration { return cached.name }
        let name = accessibilityIdentifier ?? indexPathTraceName
        cachedTraceName = (UIView.hierarchyGeneration, name)
        return name
    }

    private var indexPathTraceName: String {
        var path: [Int] = []
        var current: UIView = self
        while let parent = current.storedSuperview {
            path.append(parent.storedSubviews.firstIndex { $0 === current } ?? -1)
            current = parent
        }
        let typeName = String(describing: type(of: self))
        return path.isEmpty ? typeName : "\(typeName)@\(path.reversed().map(String.init).joined(separator: "."))"
    }
}

extension UIResponder {
    /// How the trace names any responder.
    var traceResponderName: String {
        if let view = self as? UIView { return view.traceName }
        return String(describing: type(of: self))
    }
}
