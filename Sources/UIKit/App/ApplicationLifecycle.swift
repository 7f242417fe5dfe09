/// The application's lifecycle state: its delegate, its state, its scenes, and whether it launched and
/// terminated (each happens once).
@MainActor
final class ApplicationLifecycle {
    /// The delegate, kept alive when the framework created it (``UIApplicationMain(_:_:_:_:)``).
    var ownedDelegate: (any UIApplicationDelegate)?
    weak var delegate: (any UIApplicationDelegate)?
    var state: UIApplication.State = .inactive
    /// Connected scenes, in the order they connected (the main screen's first).
    var scenes: [UIWindowScene] = []
    /// Whether the app has scene delegates (its main screen's configuration named a delegate class).
    var isSceneBased = false
    var launched = false
    var terminated = false
    /// Told the name of each lifecycle callback just before it runs, and `nil` after it returned: a host
    /// names the callback if the app crashes in it.
    var callbackObserver: (@MainActor (String?) -> Void)?

    /// Runs a delegate callback, with the observer told its name around it.
    func call(_ owner: AnyObject, _ method: String, _ body: () -> Void) {
        let observer = callbackObserver
        observer?("\(String(reflecting: type(of: owner))).\(method)")
        body()
        observer?(nil)
    }
}
