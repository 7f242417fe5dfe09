import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIScreen.swift`, `UIApplication+Screens.swift`: several screens, windows on a chosen
/// screen, devices placed on screens, and touches that never cross to another screen's windows.
@MainActor
struct UIApplicationScreensTests {
    /// The harness's main screen (400 × 800) with its full-screen window, plus a second 800 × 480 screen
    /// to its right, turned 90°, with its own full-screen window. Both windows hold a view at the same
    /// local rectangle.
    @MainActor
    struct TwoScreens {
        let harness = UIKitTestHarness()
        let side = UIScreen(name: "side", bounds: CGRect(x: 0, y: 0, width: 800, height: 480), scale: 2,
                            position: CGPoint(x: 400, y: 0), rotation: .degrees90)
        let sideWindow: UIWindow
        let mainView = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let sideView = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

        init() {
            harness.application.addScreen(side)
            sideWindow = UIWindow(screen: side)
            sideWindow.accessibilityIdentifier = "sideWindow"
            sideWindow.makeKeyAndVisible()
            mainView.accessibilityIdentifier = "mainView"
            sideView.accessibilityIdentifier = "sideView"
            harness.window.addSubview(mainView)
            sideWindow.addSubview(sideView)
        }
    }

    @Test func screensListsTheMainScreenFirstThenTheOthers() {
        let scene = TwoScreens()
        #expect(UIScreen.screens.map(\.name) == ["screen0", "side"])
        #expect(scene.harness.application.screen(named: "side") === scene.side)
        #expect(scene.sideWindow.screen === scene.side)
        #expect(scene.sideWindow.frame == CGRect(x: 0, y: 0, width: 800, height: 480))
        #expect(scene.side.position == CGPoint(x: 400, y: 0))
    }

    @Test func aDeviceWithoutPlacementDrivesTheMainScreenOnly() {
        let scene = TwoScreens()
        scene.harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.mainView.phases == ["touchesBegan", "touchesEnded"])
        #expect(scene.sideView.log.isEmpty)
    }

    @Test func aPlacedDevicesTouchesOnlyReachItsScreensWindows() {
        let scene = TwoScreens()
        let panel = scene.harness.touchscreen(name: "Side Panel")
        scene.harness.application.place(panel.id, on: scene.side)
        panel.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.sideView.phases == ["touchesBegan", "touchesEnded"])
        #expect(scene.mainView.log.isEmpty)
        #expect(scene.harness.traceLines(containing: "hit-test").first?.contains("in sideWindow → sideView") == true)
        // The main screen's devices still reach the main screen.
        scene.harness.touchscreen().tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.mainView.phases == ["touchesBegan", "touchesEnded"])
    }

    @Test func aTouchOutsideEveryWindowOfItsScreenReachesNothingElsewhere() {
        let scene = TwoScreens()
        scene.sideWindow.isHidden = true
        let panel = scene.harness.touchscreen(name: "Side Panel")
        scene.harness.application.place(panel.id, on: scene.side)
        panel.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.mainView.log.isEmpty)
        #expect(scene.sideView.log.isEmpty)
    }

    @Test func normalisedPositionsMapThroughCalibrationThenRotationThenTheScreensSize() {
        let scene = TwoScreens()
        let device = DeviceID(77)
        scene.harness.send(.deviceAdded(DeviceDescription(id: device, name: "Raw Panel", capabilities: .touch, touchSurface: .direct)), from: device)
        // The panel is mounted upright on a screen whose output is turned 90°: touches turn 90° with it.
        scene.harness.application.place(device, on: scene.side, rotation: .degrees0)
        let view = RecordingView(frame: CGRect(x: 700, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "corner"
        scene.sideWindow.addSubview(view)
        // Device (0.1, 0.1) turned 90° clockwise is (0.9, 0.1): (720, 48) on the 800 × 480 screen.
        scene.harness.send(.touchFrame(TouchFrame(space: .normalized, changes: [
            ContactChange(contact: ContactID(0), phase: .down, position: InputPoint(x: 0.1, y: 0.1)),
        ])), from: device)
        #expect(view.phases == ["touchesBegan"])
        #expect(scene.harness.traceLines(containing: "hit-test").last?.contains("at (720.0, 48.0) in sideWindow → corner") == true)
    }
}
