import Display
import Foundation
import InputCore
import UIKit

/// The host `@main` apps run on (``UIKit/UIApplicationMain(_:_:_:_:)`` finds it by name when the app links
/// this library): the launch options from the command line and the environment, then a
/// ``RuntimeSession`` for the display, input, rules and recording, until SIGTERM, SIGINT or the window
/// closes. The same binary runs in a window on a desk and on a kiosk's KMS console:
/// `MyKiosk --display kms --input libinput --rules /etc/kiosk/rules.yaml`.
@MainActor
public final class RuntimeHost: UIApplicationHost {
    /// The session, once prepared.
    public private(set) var session: RuntimeSession?
    private var program = "app"
    private var stopReason: RuntimeSession.StopReason?

    public init() {}

    /// Reads the launch options and the rules; returns the main screen (``LaunchOptions/size``, turned by
    /// ``LaunchOptions/rotation``' s panel only on the output, not in the app's coordinates).
    public func prepare(arguments: [String]) throws -> UIApplicationLaunch {
        program = arguments.first.map { ($0 as NSString).lastPathComponent } ?? "app"
        CallbackCrashReporter.install()
        let parsed: (options: LaunchOptions, appArguments: [String])
        do { parsed = try LaunchOptions.parse(arguments: arguments) } catch { throw RuntimeError.launchOptions(error) }
        let session = try RuntimeSession(options: parsed.options)
        session.title = program
        self.session = session
        let size = parsed.options.screenSize
        let screen = UIScreen(name: "screen0", bounds: CGRect(origin: .zero, size: size))
        return UIApplicationLaunch(screens: [screen], start: session.startTime, arguments: parsed.appArguments)
    }

    /// Opens the display and the input for `application`.
    public func attach(_ application: UIApplication) throws {
        try session?.attach(application)
    }

    /// Runs until SIGTERM, SIGINT or the window closes.
    public func run(_ application: UIApplication) throws {
        stopReason = try session?.run()
    }

    /// Flushes the recording, closes the display, prints `--stats`.
    public func finish(_ application: UIApplication) throws {
        guard let session else { return }
        let statistics = session.options.stats ? session.statistics() : nil
        try session.finish()
        if let recording = session.recording {
            report("recorded \(recording.eventCount) events to \(recording.path) (stopped: \(stopReason?.rawValue ?? "requested"))")
        }
        if let statistics { report(statistics) }
    }

    public func lifecycleCallbackChanged(_ callback: String?) {
        CallbackCrashReporter.callbackChanged(callback, program: program)
    }

    private func report(_ line: String) {
        FileHandle.standardError.write(Data("\(program): \(line)\n".utf8))
    }
}
