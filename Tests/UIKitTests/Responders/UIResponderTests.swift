import Testing
import UIKitTesting

@MainActor
final class CopyingView: UIView {
    var performed: [String] = []
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == "copy:" }
    override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
        performed.append(action.name)
        return true
    }
}

@MainActor
final class EditableView: UIView {
    var allowsResign = true
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { allowsResign }
}

@MainActor
@Suite struct UIResponderTests {
    @Test func viewsNextResponderIsItsSuperviewAndWindowsIsTheApplication() {
        let harness = UIKitTestHarness()
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        harness.window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next === harness.window)
        #expect(harness.window.next === harness.application)
        #expect(harness.application.next == nil)
    }

    @Test func nilTargetActionWalksTheChainFromTheFirstResponder() {
        let harness = UIKitTestHarness()
        let container = CopyingView(frame: .zero)
        let field = EditableView(frame: .zero)
        harness.window.addSubview(container)
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.target(forAction: "copy:", withSender: nil) as? UIView === container)
        #expect(harness.application.sendAction("copy:", to: nil, from: nil, for: nil))
        #expect(container.performed == ["copy:"])
        #expect(!harness.application.sendAction("paste:", to: nil, from: nil, for: nil))
    }

    @Test func firstResponderRulesFollowCanBecomeAndCanResign() {
        let harness = UIKitTestHarness()
        let plain = UIView(frame: .zero)
        let first = EditableView(frame: .zero)
        let second = EditableView(frame: .zero)
        let detached = EditableView(frame: .zero)
        [plain, first, second].forEach(harness.window.addSubview)
        #expect(!plain.becomeFirstResponder())
        #expect(!detached.becomeFirstResponder())
        #expect(first.becomeFirstResponder())
        first.allowsResign = false
        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder)
        first.allowsResign = true
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder)
        second.removeFromSuperview()
        #expect(!second.isFirstResponder)
    }
}
