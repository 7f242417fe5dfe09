import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite struct UIApplicationLifecycleTests {
    @Test func anAppWithoutScenesLaunchesMakesItsWindowThenBecomesActive() {
        LifecycleLog.reset()
        let host = ScriptedHost()
        host.script = { application in
            LifecycleLog.entries.append("running [\(application.applicationState)]")
        }
        let status = UIApplication.main(applicationType: UIApplication.self, delegateType: ScenelessAppDelegate.self,
                                        arguments: ["kiosk", "--host-option", "menu.json"], host: host)
        #expect(status == 0)
        #expect(LifecycleLog.entries == [
            "host prepare", "host attach",
            "app willFinishLaunching [inactive]", "app didFinishLaunching [inactive]", "root viewDidAppear",
            "app didBecomeActive [active]",
            "host run", "running [active]",
            "app willResignActive [inactive]", "app didEnterBackground [background]", "app willTerminate [background]",
            "host finish",
        ])
    }

    @Test func theDelegateIsKeptAndItsWindowIsKeyOnTheMainScreenInTheImplicitScene() {
        let host = ScriptedHost()
        var checked = false
        host.script = { application in
            guard let delegate = application.delegate as? ScenelessAppDelegate, let window = delegate.window else { return }
            #expect(application.keyWindow === window)
            #expect(window.screen === application.mainScreen)
            #expect(window.windowScene != nil)
            #expect(window.windowScene?.screen === application.mainScreen)
            #expect(application.connectedScenes.count == 1)
            #expect(window.windowScene?.activationState == .foregroundActive)
            checked = true
        }
        _ = UIApplication.main(applicationType: UIApplication.self, delegateType: ScenelessAppDelegate.self, arguments: ["kiosk"], host: host)
        #expect(checked)
    }

    @Test func theLaunchOptionsCarryTheAppsOwnArgumentsWithoutTheHostsOptions() {
        let host = ScriptedHost()
        var arguments: [String]?
        host.script = { _ in arguments = LaunchOptionsRecorder.last }
        _ = UIApplication.main(applicationType: UIApplication.self, delegateType: LaunchOptionsRecorder.self,
                               arguments: ["kiosk", "--host-option", "--verbose"], host: host)
        #expect(host.preparedArguments == ["kiosk", "--host-option", "--verbose"])
        #expect(arguments == ["kiosk", "--verbose"])
    }

    @Test func aSceneAppConnectsOneSceneAndWindowPerScreenMainScreenFirst() {
        LifecycleLog.reset()
        let host = ScriptedHost()
        host.screens = [UIScreen(name: "main", bounds: CGRect(x: 0, y: 0, width: 320, height: 480)),
                        UIScreen(name: "HDMI-A-1", bounds: CGRect(x: 0, y: 0, width: 800, height: 600))]
        var windows: [UIWindow] = []
        host.script = { application in
            windows = application.windows
            LifecycleLog.entries.append("running [\(application.applicationState)]")
        }
        let status = UIApplication.main(applicationType: UIApplication.self, delegateType: SceneAppDelegate.self, arguments: ["kiosk"], host: host)
        #expect(status == 0)
        #expect(LifecycleLog.entries == [
            "host prepare", "host attach",
            "app willFinishLaunching", "app didFinishLaunching",
            "app configurationForConnecting application",
            "scene main willConnectTo [unattached]", "root viewDidAppear",
            "scene main willEnterForeground [foregroundInactive]", "scene main didBecomeActive [foregroundActive]",
            "app configurationForConnecting external",
            "scene HDMI-A-1 willConnectTo [unattached]", "root viewDidAppear",
            "scene HDMI-A-1 willEnterForeground [foregroundInactive]", "scene HDMI-A-1 didBecomeActive [foregroundActive]",
            "host run", "running [active]",
            "scene main willResignActive [foregroundInactive]", "scene main didEnterBackground [background]",
            "scene main didDisconnect [unattached]",
            "scene HDMI-A-1 willResignActive [foregroundInactive]", "scene HDMI-A-1 didEnterBackground [background]",
            "scene HDMI-A-1 didDisconnect [unattached]",
            "app willTerminate",
            "host finish",
        ])
        #expect(windows.count == 2)
        #expect(windows.map(\.screen.name).sorted() == ["HDMI-A-1", "main"])
        #expect(windows.allSatisfy { $0.frame == $0.screen.bounds && $0.windowScene?.screen === $0.screen })
    }

    @Test func terminatingCancelsTouchesInProgressBeforeResigningActiveAndHappensOnce() {
        LifecycleLog.reset()
        let harness = UIKitTestHarness(launching: ScenelessAppDelegate.self)
        let finger = harness.touchscreen().down(at: CGPoint(x: 50, y: 50))
        harness.terminate()
        harness.terminate()
        _ = finger
        let tail = LifecycleLog.entries.drop { $0 != "root touchesBegan" }
        #expect(Array(tail) == [
            "root touchesBegan", "root touchesCancelled",
            "app willResignActive [inactive]", "app didEnterBackground [background]", "app willTerminate [background]",
        ])
        #expect(harness.application.activeTouchCountForTesting == 0)
    }

    @Test func aHostThatCannotPrepareEndsTheAppBeforeAnyDelegateCallWithStatusOne() {
        LifecycleLog.reset()
        let host = ScriptedHost()
        host.prepareError = HostFailure(description: "cannot open a window: neither DISPLAY nor WAYLAND_DISPLAY is set")
        let status = UIApplication.main(applicationType: UIApplication.self, delegateType: ScenelessAppDelegate.self, arguments: ["kiosk"], host: host)
        #expect(status == 1)
        #expect(LifecycleLog.entries == ["host prepare"])
    }

    @Test func aHostThatFailsWhileRunningStillTerminatesTheAppOnceAndGivesOne() {
        LifecycleLog.reset()
        let host = ScriptedHost()
        host.runError = HostFailure(description: "the touchscreen vanished")
        let status = UIApplication.main(applicationType: UIApplication.self, delegateType: ScenelessAppDelegate.self, arguments: ["kiosk"], host: host)
        #expect(status == 1)
        #expect(LifecycleLog.entries.filter { $0.hasPrefix("app willTerminate") }.count == 1)
        #expect(LifecycleLog.entries.last == "host finish")
    }

    @Test func theHostIsToldEachCallbackByItsQualifiedNameBeforeItRuns() {
        let host = ScriptedHost()
        _ = UIApplication.main(applicationType: UIApplication.self, delegateType: ScenelessAppDelegate.self, arguments: ["kiosk"], host: host)
        #expect(host.callbacks.first == "UIKitTests.ScenelessAppDelegate.init()")
        #expect(host.callbacks.contains("UIKitTests.ScenelessAppDelegate.application(_:didFinishLaunchingWithOptions:)"))
        #expect(host.callbacks.last == "UIKitTests.ScenelessAppDelegate.applicationWillTerminate(_:)")
    }

    @Test func uiApplicationMainFindsTheDelegateAndPrincipalClassByName() {
        LifecycleLog.reset()
        UIApplication.hostType = ScriptedHost.self
        defer { UIApplication.hostType = nil }
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup("kiosk"), nil]
        defer { arguments.forEach { free($0) } }
        let status = arguments.withUnsafeMutableBufferPointer { buffer in
            UIApplicationMain(1, buffer.baseAddress!, "UIKitTests.KioskApplication", "UIKitTests.ScenelessAppDelegate")
        }
        #expect(status == 0)
        #expect(UIApplication.shared is KioskApplication)
        #expect(LifecycleLog.entries.contains("app willTerminate [background]"))
    }

    @Test func uiApplicationMainRefusesUnknownOrWrongClassesWithStatusOne() {
        LifecycleLog.reset()
        UIApplication.hostType = ScriptedHost.self
        defer { UIApplication.hostType = nil }
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup("kiosk"), nil]
        defer { arguments.forEach { free($0) } }
        arguments.withUnsafeMutableBufferPointer { buffer in
            #expect(UIApplicationMain(1, buffer.baseAddress!, nil, "UIKitTests.NoSuchDelegate") == 1)
            #expect(UIApplicationMain(1, buffer.baseAddress!, nil, "UIKitTests.LoggingViewController") == 1)
            #expect(UIApplicationMain(1, buffer.baseAddress!, nil, nil) == 1)
            #expect(UIApplicationMain(1, buffer.baseAddress!, "UIKitTests.NoSuchApplication", "UIKitTests.ScenelessAppDelegate") == 1)
        }
        #expect(LifecycleLog.entries.isEmpty)
    }
}

/// Keeps the launch arguments it was given.
@MainActor
final class LaunchOptionsRecorder: UIApplicationDelegate {
    static var last: [String]?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.last = launchOptions?[.arguments] as? [String]
        return true
    }
}

/// A principal class for `UIApplicationMain`.
@MainActor
final class KioskApplication: UIApplication {}
