import ArgumentParser
import Foundation
import InputCore
import UIKit

/// The scene the demo and `replay --scene gestures` use until scene files land: a full-screen canvas
/// with the recognizers a field engineer most often asks about, wired the way iOS apps wire them.
@MainActor
enum BuiltInScene {
    /// The names `--scene` accepts.
    nonisolated static let names = ["gestures"]

    /// Checks a `--scene` value, naming the scenes there are when it is not one of them.
    nonisolated static func validate(_ name: String) throws {
        guard names.contains(name) else {
            throw ValidationError("unknown scene \"\(name)\" (expected one of: \(names.joined(separator: ", ")))")
        }
    }

    /// Builds the `gestures` scene in `application`: a window with a canvas, and on it a single tap that
    /// waits for a double tap to fail, a two-finger tap, a long press and a pan (which also takes wheel
    /// and touchpad scrolling).
    static func buildGestures(in application: UIApplication) -> UIWindow {
        let window = UIWindow(screen: application.mainScreen)
        window.accessibilityIdentifier = "window"
        let canvas = UIView(frame: window.bounds)
        canvas.accessibilityIdentifier = "canvas"
        canvas.isMultipleTouchEnabled = true
        canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(canvas)

        let doubleTap = UITapGestureRecognizer()
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer()
        singleTap.name = "singleTap"
        singleTap.require(toFail: doubleTap)
        let twoFingerTap = UITapGestureRecognizer()
        twoFingerTap.name = "twoFingerTap"
        twoFingerTap.numberOfTouchesRequired = 2
        let longPress = UILongPressGestureRecognizer()
        longPress.name = "longPress"
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        pan.allowedScrollTypesMask = .all
        for recognizer in [singleTap, doubleTap, twoFingerTap, longPress, pan] { canvas.addGestureRecognizer(recognizer) }
        window.makeKeyAndVisible()
        return window
    }
}
