import Testing
import UIKitTesting

/// `Sources/UIKit/Controls/UIAction.swift`: identifiers, the sender during the handler, removal by
/// identifier.
@MainActor
@Suite struct UIActionTests {
    @Test func actionsWithoutAnIdentifierGetDistinctOnes() {
        let first = UIAction { _ in }
        let second = UIAction { _ in }
        #expect(first.identifier != second.identifier)
        #expect(UIAction(identifier: UIAction.Identifier("buy")) { _ in }.identifier.rawValue == "buy")
    }

    @Test func theSenderIsTheControlOnlyWhileTheHandlerRuns() {
        let harness = UIKitTestHarness()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        harness.window.addSubview(control)
        var senderDuringHandler: AnyObject?
        let action = UIAction(title: "Buy") { senderDuringHandler = $0.sender }
        control.addAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(senderDuringHandler === control)
        #expect(action.sender == nil)
        #expect(action.title == "Buy")
    }

    @Test func removingByIdentifierStopsTheAction() {
        let harness = UIKitTestHarness()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        harness.window.addSubview(control)
        var fired = 0
        control.addAction(UIAction(identifier: UIAction.Identifier("count")) { _ in fired += 1 }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.removeAction(identifiedBy: UIAction.Identifier("count"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(fired == 1)
    }
}
