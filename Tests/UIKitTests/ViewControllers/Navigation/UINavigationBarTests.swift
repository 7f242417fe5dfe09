import Foundation
import Testing
import UIKitTesting

/// What the bar shows for the stack, what tapping its buttons does, and how it draws (pixels read at named
/// points through the compositor). Titles of "███" (full blocks) make a title's colour readable.
@MainActor
@Suite struct UINavigationBarTests {
    static let blocks = "███"

    @Test func theBackButtonShowsThePreviousTitleThenItsBackButtonTitleThenBack() {
        let scene = NavigationScene(["Inbox", "Message"])
        let bar = scene.navigation.navigationBar
        #expect(bar.title.text == "Message")
        #expect(!bar.back.isHidden)
        #expect(bar.back.currentTitle == "Inbox")
        scene.controllers[0].navigationItem.backButtonTitle = "Mail"
        #expect(bar.back.currentTitle == "Mail", "a change to the item below updates the shown bar")
        scene.controllers[0].navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        #expect(bar.back.currentTitle == "Up")
        scene.controllers[0].navigationItem.backBarButtonItem = nil
        scene.controllers[0].navigationItem.backButtonTitle = nil
        scene.controllers[0].title = nil
        #expect(bar.back.currentTitle == "Back")
        scene.controllers[1].title = "Reply"
        #expect(bar.title.text == "Reply", "the controller's title is its item's title")
    }

    @Test func theRootHasNoBackButtonAndLeftItemsReplaceItUnlessTheySupplementIt() {
        let scene = NavigationScene(["A", "B"])
        let bar = scene.navigation.navigationBar
        let item = scene.controllers[1].navigationItem
        item.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        #expect(bar.back.isHidden)
        item.leftItemsSupplementBackButton = true
        scene.layout()
        #expect(!bar.back.isHidden)
        #expect(bar.leftButtons.count == 1)
        #expect(bar.leftButtons[0].frame.minX > bar.back.frame.maxX, "left items follow the back button")
        item.hidesBackButton = true
        #expect(bar.back.isHidden)
        scene.navigation.popViewController(animated: false)
        #expect(bar.back.isHidden, "the root has nothing to go back to")
        #expect(bar.leftButtons.isEmpty)
    }

    @Test func tappingTheBackButtonPopsWithAnimation() {
        let scene = NavigationScene(["A", "B"])
        scene.layout()
        let back = scene.frame(of: scene.navigation.navigationBar.back)
        scene.screen.tap(at: CGPoint(x: back.midX, y: back.midY))
        #expect(scene.navigation.viewControllers.map(\.title) == ["A"])
        #expect(scene.log.entries.contains("B viewWillDisappear [fromParent]"))
        scene.harness.advance(by: 1)
        #expect(scene.log.entries.last == "delegate didShow A")
    }

    @Test func aBarButtonPerformsItsActionOrSendsItsSelectorToItsTarget() {
        final class Target: UIResponder {
            var calls = 0
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == "save:" }
            override func performAction(_ action: Selector, sender: Any?, event: UIEvent?) -> Bool {
                calls += 1
                return true
            }
        }
        let scene = NavigationScene(["A"])
        var performed: [String] = []
        let add = UIBarButtonItem(primaryAction: UIAction(title: "Add") { action in
            performed.append("add from \((action.sender as? UIBarButtonItem)?.title ?? "?")")
        })
        let target = Target()
        let save = UIBarButtonItem(title: "Save", style: .done, target: target, action: "save:")
        scene.controllers[0].navigationItem.rightBarButtonItems = [add, save]
        scene.layout()
        let bar = scene.navigation.navigationBar
        #expect(bar.rightButtons.count == 2)
        let addFrame = scene.frame(of: bar.rightButtons[0])
        let saveFrame = scene.frame(of: bar.rightButtons[1])
        #expect(addFrame.maxX == 392, "the first right item is at the trailing edge")
        #expect(saveFrame.maxX < addFrame.minX)
        scene.screen.tap(at: CGPoint(x: addFrame.midX, y: addFrame.midY))
        #expect(performed == ["add from Add"], "the action's sender is the item")
        scene.screen.tap(at: CGPoint(x: saveFrame.midX, y: saveFrame.midY))
        #expect(target.calls == 1)
        save.isEnabled = false
        scene.screen.tap(at: CGPoint(x: saveFrame.midX, y: saveFrame.midY))
        #expect(target.calls == 1, "a disabled item does nothing")
        #expect(!bar.rightButtons[1].isEnabled)
    }

    @Test func theTitleIsCentredAndClippedBetweenTheButtons() {
        let scene = NavigationScene(["A"])
        let bar = scene.navigation.navigationBar
        scene.layout()
        #expect(abs(bar.title.frame.midX - 200) < 0.5)
        scene.controllers[0].title = String(repeating: "W", count: 60)
        scene.controllers[0].navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        scene.layout()
        #expect(bar.title.frame.maxX <= bar.rightButtons[0].frame.minX)
        #expect(bar.title.frame.minX >= 8)
    }

    @Test func aStandaloneBarPushesAndPopsItemsAskingItsDelegate() {
        final class Delegate: UINavigationBarDelegate {
            var allowsPop = false
            var calls: [String] = []
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                calls.append("shouldPop \(item.title ?? "")")
                return allowsPop
            }
            func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { calls.append("didPop \(item.title ?? "")") }
        }
        let harness = UIKitTestHarness()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        harness.window.addSubview(bar)
        let delegate = Delegate()
        bar.delegate = delegate
        bar.pushItem(UINavigationItem(title: "One"), animated: false)
        bar.pushItem(UINavigationItem(title: "Two"), animated: false)
        #expect(bar.items?.map(\.title) == ["One", "Two"])
        #expect(bar.popItem(animated: true) == nil, "the delegate refused")
        delegate.allowsPop = true
        harness.application.layoutPass()
        let back = bar.back.convert(bar.back.bounds, to: harness.window)
        harness.touchscreen().tap(at: CGPoint(x: back.midX, y: back.midY))
        #expect(delegate.calls == ["shouldPop Two", "shouldPop Two", "didPop Two"])
        #expect(bar.topItem?.title == "One")
        #expect(bar.popItem(animated: false) == nil, "nothing below the last item")
        bar.pushItem(bar.topItem!, animated: false)
        #expect(harness.diagnostics.contains { $0.contains("already in the bar") })
    }

    @Test func aNavigationControllersBarRefusesDirectPushes() {
        let scene = NavigationScene(["A"])
        scene.navigation.navigationBar.pushItem(UINavigationItem(title: "X"), animated: false)
        #expect(scene.navigation.navigationBar.items?.count == 1)
        #expect(scene.harness.diagnostics.contains { $0.contains("push a view controller instead") })
    }

    // MARK: Drawing

    @Test func theBarDrawsItsColourTitleHairlineBackChevronAndButtonsInTheTint() throws {
        let scene = NavigationScene(["A", Self.blocks])
        scene.controllers[1].view.backgroundColor = .white
        scene.controllers[1].navigationItem.rightBarButtonItem = UIBarButtonItem(title: Self.blocks, style: .plain, target: nil, action: nil)
        scene.controllers[0].navigationItem.backButtonTitle = Self.blocks
        let compositor = try Compositor()
        compositor.renderFrame()
        scene.layout()
        compositor.renderFrame()
        let bar = scene.navigation.navigationBar
        expectPixel(compositor.pixel(CGPoint(x: 200, y: 4)), .blend(UINavigationBar.defaultBarColor), "bar colour")
        expectPixel(compositor.pixel(CGPoint(x: 200, y: 22)), .blend(.black), "title in black")
        expectPixel(compositor.pixel(CGPoint(x: 300, y: 43.5)), .blend(.black, alpha: 0.3, over: UINavigationBar.defaultBarColor), "hairline")
        expectPixel(compositor.pixel(CGPoint(x: 200, y: 60)), .blend(.white), "content below the bar")
        let back = scene.frame(of: bar.back)
        expectPixel(compositor.pixel(CGPoint(x: back.minX + 2, y: back.midY)), .blend(.systemBlue), "chevron tip in the tint")
        let backTitleX = back.minX + 18 + 8
        expectPixel(compositor.pixel(CGPoint(x: backTitleX, y: back.midY)), .blend(.systemBlue), "back title in the tint")
        let right = scene.frame(of: bar.rightButtons[0])
        expectPixel(compositor.pixel(CGPoint(x: right.midX, y: right.midY)), .blend(.systemBlue), "bar button title in the tint")
        bar.barTintColor = .red
        compositor.renderFrame()
        expectPixel(compositor.pixel(CGPoint(x: 200, y: 4)), .red, "barTintColor")
    }

    @Test func aDisabledBarButtonIsDrawnGrey() throws {
        let scene = NavigationScene(["A"])
        let item = UIBarButtonItem(title: Self.blocks, style: .plain, target: nil, action: nil)
        scene.controllers[0].navigationItem.rightBarButtonItem = item
        item.isEnabled = false
        let compositor = try Compositor()
        scene.layout()
        compositor.renderFrame()
        let right = scene.frame(of: scene.navigation.navigationBar.rightButtons[0])
        expectPixel(compositor.pixel(CGPoint(x: right.midX, y: right.midY)), .blend(UIButton.disabledTitleColor), "disabled title")
    }
}
