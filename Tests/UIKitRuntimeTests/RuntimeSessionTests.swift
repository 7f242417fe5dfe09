import Foundation
import InputCore
import Keyboard
import Testing
import UIKit
@testable import UIKitRuntime

@MainActor
@Suite struct RuntimeSessionTests {
    @Test func anUnreadableRulesFileIsAnErrorNamingItBeforeAnythingOpens() {
        var options = LaunchOptions()
        options.display = .window
        options.rules = "/nonexistent/kiosk-rules.yaml"
        #expect {
            _ = try RuntimeSession(options: options)
        } throws: { error in
            "\(error)".contains("/nonexistent/kiosk-rules.yaml") && "\(error)".contains("cannot read the file")
        }
    }

    @Test func aMalformedRulesFileIsAnErrorNamingItsLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString).json").path
        try Data("{\"rules\": [\n  {\"match\": 5}\n]}".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = LaunchOptions()
        options.rules = path
        #expect {
            _ = try RuntimeSession(options: options)
        } throws: { error in
            "\(error)".hasPrefix(path + ":")
        }
    }

    @Test func aRuleNamingAScreenTheAppDoesNotHaveIsRefusedWhenAttaching() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString).json").path
        try Data("{\"format\": \"uikit-input-rules\", \"version\": 1, \"rules\": [{\"name\": \"panel\", \"match\": {\"name\": \"Touch\"}, \"screen\": \"HDMI-A-2\"}]}".utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = LaunchOptions()
        options.rules = path
        options.input = LaunchOptions.InputSelection.none
        let session = try RuntimeSession(options: options)
        let application = UIApplication(screen: UIScreen(name: "screen0", bounds: CGRect(x: 0, y: 0, width: 320, height: 240)))
        #expect {
            try session.attach(application)
        } throws: { error in
            "\(error)".contains("HDMI-A-2")
        }
    }

    @Test func aRecordingThatCannotBeCreatedIsAnErrorNamingIt() throws {
        var options = LaunchOptions()
        options.input = LaunchOptions.InputSelection.none
        options.record = "/nonexistent/dir/session.jsonl"
        let session = try RuntimeSession(options: options)
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240)))
        #expect {
            try session.attach(application)
        } throws: { error in
            "\(error)".hasPrefix("/nonexistent/dir/session.jsonl: cannot create the file")
        }
    }

    @Test func libinputOnNodesThatDoNotExistIsAnErrorNamingTheNode() throws {
        var options = LaunchOptions()
        options.input = .libinputNodes(["/nonexistent/event99"])
        let session = try RuntimeSession(options: options)
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240)))
        #expect {
            try session.attach(application)
        } throws: { error in
            "\(error)".contains("/nonexistent/event99")
        }
    }

    @Test func aHeadlessSessionWithoutInputEndsWhenAskedAndRunsTheAppsTimersMeanwhile() throws {
        var options = LaunchOptions()
        options.input = LaunchOptions.InputSelection.none
        let session = try RuntimeSession(options: options)
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240)),
                                        start: MonotonicTimeSource().now())
        try session.attach(application)
        var fired = false
        _ = application.clock.schedule(at: application.clock.now, label: "test") { fired = true }
        let reason = try session.run { fired }
        #expect(reason == .requested)
        #expect(fired)
        try session.finish()
    }

    @Test func anUnknownKeyboardLayoutIsAnErrorNamingItAndTheCloseOnesBeforeLaunch() throws {
        var options = LaunchOptions()
        options.input = LaunchOptions.InputSelection.none
        let session = try RuntimeSession(options: options)
        session.keymapNames = KeymapNames(layout: "frr")
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240)))
        #expect {
            try session.attach(application)
        } throws: { error in
            guard case RuntimeError.keyboard(let message) = error else { return false }
            return message.contains("unknown keyboard layout 'frr'") && message.contains("close names: fr")
        }
    }

    @Test func theSystemKeymapWaitsForTheFirstKey() throws {
        var options = LaunchOptions()
        options.input = LaunchOptions.InputSelection.none
        let session = try RuntimeSession(options: options)
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240)))
        try session.attach(application)
        let deferred = try #require(application.keyTranslator as? DeferredKeyTranslator)
        #expect(!deferred.isBuilt, "no keymap compiled at launch")
        _ = deferred.translate(code: 30, state: .pressed, device: DeviceID(1))
        #expect(deferred.isBuilt)
        #expect(RuntimeSession.recordedKeymap(of: deferred) == deferred.names.description)
        try session.finish()
    }

    @Test func theSessionInstallsTheKeymapItIsGiven() throws {
        var options = LaunchOptions()
        options.input = LaunchOptions.InputSelection.none
        let session = try RuntimeSession(options: options)
        session.keymapNames = KeymapNames(layout: "de")
        let application = UIApplication(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240)))
        try session.attach(application)
        #expect(application.keyTranslator?.keymapDescription == "//de//")
        let z = application.keyTranslator?.translate(code: 44, state: .pressed, device: DeviceID(1))
        #expect(z?.characters == "y")
        try session.finish()
    }
}
