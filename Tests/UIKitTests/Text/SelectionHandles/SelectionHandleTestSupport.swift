import Foundation
@testable import UIKit
import UIKitTesting

/// Where the selection handles of a text input stand, in screen points, and how a finger drags them.
@MainActor
enum HandleGeometry {
    /// The centre of a handle's knob, in screen points.
    static func knobCentre(_ handle: SelectionHandleView) -> CGPoint {
        let knob = handle.convert(handle.knobRect, to: nil)
        return CGPoint(x: knob.midX, y: knob.midY)
    }

    /// The screen point `finger` must move to so that a handle grabbed at `grabbedAt` with its caret at
    /// `from` (input coordinates) puts its caret at `to`: the finger moves as far as the caret must.
    static func finger(grabbedAt: CGPoint, caretFrom from: CGRect, to: CGRect) -> CGPoint {
        CGPoint(x: grabbedAt.x + to.midX - from.midX, y: grabbedAt.y + to.midY - from.midY)
    }
}

/// A text-field delegate that records the selection at each change.
@MainActor
final class SelectionCountingFieldDelegate: UITextFieldDelegate {
    /// The selection at each call.
    var selections: [Range<Int>] = []
    var selectionChanges: Int { selections.count }
    func textFieldDidChangeSelection(_ textField: UITextField) { selections.append(textField.selectedOffsets) }
}

/// A text-view delegate that records the selection at each change.
@MainActor
final class SelectionCountingViewDelegate: UITextViewDelegate {
    /// The selection at each call.
    var selections: [Range<Int>] = []
    var selectionChanges: Int { selections.count }
    func textViewDidChangeSelection(_ textView: UITextView) { selections.append(textView.selectedOffsets) }
}

extension UITextField {
    /// The selection as UTF-16 offsets.
    var selectedOffsets: Range<Int> { editor.selection }
}

extension UITextView {
    /// The selection as UTF-16 offsets.
    var selectedOffsets: Range<Int> { editor.selection }
}

/// Whether `selections` (one per delegate call) never repeats the one before: a call per change, not per
/// finger move.
func eachDiffersFromTheLast(_ selections: ArraySlice<Range<Int>>) -> Bool {
    zip(selections, selections.dropFirst()).allSatisfy { $0 != $1 }
}
