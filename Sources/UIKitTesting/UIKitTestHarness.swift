@_exported import InputCore
@_exported import UIKit

/// A fresh application, screen and key window for one test, with a virtual clock and a trace.
///
/// ```swift
/// let harness = UIKitTestHarness()
/// let button = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
/// harness.window.addSubview(button)
/// let screen = harness.touchscreen()
/// screen.tap(at: CGPoint(x: 50, y: 30))
/// harness.advance(by: 0.5)
/// ```
///
/// Everything it produces is an `InputEvent` handed to `UIApplication.handle(_:)`, the entry point live
/// devices and replays use, so a test exercises the code that runs on a device. Time only moves when the
/// test moves it.
@MainActor
public final class UIKitTestHarness {
    /// The application, installed as `UIApplication.shared`.
    public let application: UIApplication
    /// A visible key window filling the screen.
    public let window: UIWindow
    /// Every trace entry since the harness was made.
    public let trace: TraceRecorder
    private var nextDevice: UInt32 = 0

    /// Creates an application with a screen of `screenSize` points, a key window and a trace recorder.
    /// Pass `application` to use a subclass of `UIApplication` (created on a screen of your own).
    public init(
        screenSize: CGSize = CGSize(width: 400, height: 800), scale: CGFloat = 1, start: InputTime = .zero,
        application custom: UIApplication? = nil
    ) {
        if let custom {
            UIApplication.install(custom)
            application = custom
        } else {
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale)
            application = UIApplication.makeShared(screen: screen, start: start)
        }
        let screen = application.mainScreen
        trace = TraceRecorder()
        application.trace.addObserver(trace)
        window = UIWindow(screen: screen)
        window.accessibilityIdentifier = "window"
        window.makeKeyAndVisible()
    }

    /// Launches an app in the test, as ``UIKit/UIApplicationMain(_:_:_:_:)`` would on a device: a new
    /// application on a screen of `screenSize` points (and `additionalScreens`), its delegate created from
    /// `delegateType`, `willFinishLaunching` and `didFinishLaunching` called, its scenes connected; then
    /// the test drives it (virtual devices, ``advance(by:)``) and ends it with ``terminate()``.
    /// ``window`` is the window the app made key, or a hidden window on the main screen if it made none.
    public init(
        launching delegateType: any UIApplicationDelegate.Type, screenSize: CGSize = CGSize(width: 400, height: 800),
        scale: CGFloat = 1, additionalScreens: [UIScreen] = [], start: InputTime = .zero, arguments: [String] = ["app"]
    ) {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale)
        application = UIApplication.makeShared(screen: screen, start: start)
        for other in additionalScreens { application.addScreen(other) }
        trace = TraceRecorder()
        application.trace.addObserver(trace)
        application.launch(delegate: delegateType.init(), options: [.arguments: arguments])
        window = application.keyWindow ?? UIWindow(screen: screen)
    }

    /// Ends a launched app as a host does on SIGTERM: touches in progress are cancelled, the scenes
    /// disconnect, `applicationWillTerminate` runs. Only the first call does anything.
    public func terminate() { application.terminateLifecycle() }

    /// The current time of the framework clock.
    public var now: InputTime { application.clock.now }

    /// Advances virtual time, firing due timers.
    public func advance(by seconds: TimeInterval) { application.advance(by: seconds) }

    /// Sends one event at the current time (or at `time`).
    public func send(_ payload: InputPayload, from device: DeviceID, at time: InputTime? = nil) {
        application.handle(InputEvent(time: time ?? now, device: device, payload: payload))
    }

    func makeDeviceID() -> DeviceID {
        nextDevice += 1
        return DeviceID(nextDevice)
    }

    /// Adds a virtual touchscreen that reports positions in screen points.
    public func touchscreen(name: String = "Virtual Touchscreen", maximumContacts: Int = 10) -> VirtualTouchscreen {
        let device = VirtualTouchscreen(harness: self, id: makeDeviceID(), name: name, maximumContacts: maximumContacts)
        device.announce()
        return device
    }

    /// Adds a virtual mouse with a wheel.
    public func mouse(name: String = "Virtual Mouse") -> VirtualMouse {
        let device = VirtualMouse(harness: self, id: makeDeviceID(), name: name)
        device.announce()
        return device
    }

    /// Adds a virtual keyboard.
    public func keyboard(name: String = "Virtual Keyboard") -> VirtualKeyboard {
        let device = VirtualKeyboard(harness: self, id: makeDeviceID(), name: name)
        device.announce()
        return device
    }

    /// Adds a virtual touchpad that produces libinput-style gestures and finger scrolling.
    public func touchpad(name: String = "Virtual Touchpad") -> VirtualTouchpad {
        let device = VirtualTouchpad(harness: self, id: makeDeviceID(), name: name)
        device.announce()
        return device
    }

    /// The trace as text, one entry per line.
    public var traceText: String { trace.text }

    /// Trace lines containing `substring`.
    public func traceLines(containing substring: String) -> [String] {
        trace.entries.map(\.text).filter { $0.contains(substring) }
    }
}
