import Foundation
import Testing
import UIKitTesting

/// UIControl.Event and UIControl.State: UIKit's raw values, so masks combine as on iOS, and the names the trace uses.
@MainActor
@Suite struct ControlEventTests {
    @Test func eventMasksHaveUIKitsValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
        #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
        #expect(UIControl.Event.allEditingEvents.contains(.editingChanged))
        #expect(UIControl.State.selected.rawValue == 4)
    }

    @Test func aMaskDescribesItselfByTheNamesOfItsEvents() {
        #expect(UIControl.Event.touchDown.description == "touchDown")
        #expect(UIControl.Event([.touchUpInside, .touchDown]).description == "touchDown|touchUpInside")
        #expect(UIControl.Event.allTouchEvents.description.hasPrefix("touchDown|touchDownRepeat|"))
        #expect(UIControl.Event.applicationReserved.description == "Event(251658240)")
    }

    @Test func theCombinedMasksCoverExactlyTheirEvents() {
        let touchEvents: [UIControl.Event] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside,
                                              .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]
        for event in touchEvents { #expect(UIControl.Event.allTouchEvents.contains(event), "\(event)") }
        let editing: [UIControl.Event] = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]
        for event in editing {
            #expect(UIControl.Event.allEditingEvents.contains(event), "\(event)")
            #expect(!UIControl.Event.allTouchEvents.contains(event), "\(event)")
        }
        #expect(UIControl.Event.allEvents.isSuperset(of: [.applicationReserved, .systemReserved, .primaryActionTriggered]))
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State([.highlighted, .disabled]).rawValue == 3)
    }
}
