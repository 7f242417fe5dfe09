import Testing
import UIKitTesting

/// `Sources/UIKit/Events/UIEvent.swift`: the touches of an event, by view, window and recognizer.
@MainActor
@Suite struct UIEventTests {
    /// Keeps what the event said about the touches at each call.
    private final class EventProbe: UIView {
        var allCounts: [Int] = []
        var mineCounts: [Int] = []
        var windowCounts: [Int] = []
        var types: [UIEvent.EventType] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let event else { return }
            types.append(event.type)
            allCounts.append(event.allTouches?.count ?? -1)
            mineCounts.append(event.touches(for: self)?.count ?? 0)
            if let window { windowCounts.append(event.touches(for: window)?.count ?? 0) }
        }
    }

    @Test func anEventListsEveryTouchAndThoseOfEachView() {
        let harness = UIKitTestHarness()
        let left = EventProbe(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        let right = EventProbe(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        let screen = harness.touchscreen()
        screen.frame {
            _ = screen.down(at: CGPoint(x: 50, y: 50))
            _ = screen.down(at: CGPoint(x: 60, y: 80))
            _ = screen.down(at: CGPoint(x: 250, y: 50))
        }
        #expect(left.types == [.touches])
        #expect(left.allCounts == [3])
        #expect(left.mineCounts == [2])
        #expect(right.mineCounts == [1])
        #expect(left.windowCounts == [3])
    }
}
