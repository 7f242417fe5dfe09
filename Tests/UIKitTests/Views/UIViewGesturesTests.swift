import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIView+Gestures.swift`: attaching recognizers to views.
@MainActor
@Suite struct UIViewGesturesTests {
    @Test func aRecognizerBelongsToOneViewAtATime() {
        let first = UIView()
        let second = UIView()
        let tap = UITapGestureRecognizer()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(tap)
        first.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers?.count == 1)
        #expect(tap.view === first)
        second.addGestureRecognizer(tap)
        #expect(tap.view === second)
        // An empty array, not nil, once a recognizer was removed.
        #expect(first.gestureRecognizers?.isEmpty == true)
        second.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
    }

    @Test func settingTheListReplacesIt() {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.gestureRecognizers = [pan]
        #expect(tap.view == nil)
        #expect(pan.view === view)
        view.gestureRecognizers = nil
        #expect(view.gestureRecognizers == nil)
        #expect(pan.view == nil)
    }

    /// A recognizer holds its view unowned for speed; the view clears it when it goes.
    @Test func aRecognizerThatOutlivesItsViewHasNoView() {
        let harness = UIKitTestHarness()
        let recognizer = UIGestureRecognizer()
        do {
            let view = UIView()
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
        }
        #expect(recognizer.view == nil)
        _ = harness
    }
}
