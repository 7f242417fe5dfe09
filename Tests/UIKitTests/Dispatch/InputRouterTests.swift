import InputCore
import Testing
import UIKitTesting

/// Input that is not a touch on a touchscreen: the pointer drives an indirect touch at its clamped cursor,
/// keys go to the first responder.
@MainActor
@Suite struct InputRouterTests {
    @Test func pointerPrimaryButtonDrivesAnIndirectPointerTouchAtTheCursor() {
        let harness = UIKitTestHarness()
        let view = TouchTypeView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        harness.window.addSubview(view)
        let mouse = harness.mouse()
        mouse.move(to: CGPoint(x: 150, y: 150))
        mouse.press(.right)
        mouse.release(.right)
        #expect(view.types.isEmpty)
        mouse.press()
        mouse.move(by: 10, 10)
        mouse.release()
        #expect(view.types == [.indirectPointer])
        #expect(view.phases == ["began", "moved", "ended"])
    }

    @Test func cursorIsClampedToTheScreen() {
        let harness = UIKitTestHarness()
        let mouse = harness.mouse()
        mouse.move(by: -5000, 9000)
        // The far edge is outside the half-open screen: the cursor stops on the last pixel.
        #expect(harness.application.cursorLocation == CGPoint(x: 0, y: 800 - ScreenMapping.edgeInset))
    }

    @Test func keysGoToTheFirstResponderAsPresses() {
        let harness = UIKitTestHarness()
        let field = FocusableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        let keyboard = harness.keyboard()
        keyboard.type(30)
        #expect(field.log == ["pressesBegan [30]", "pressesEnded [30]"])
        keyboard.press(31)
        keyboard.unplug()
        #expect(field.log.last == "pressesCancelled [31]")
    }
}
