import UIKitTesting

/// The dispatch suites' usual scene: one 300 × 300 recording view named "view" in the harness's window,
/// and a touchscreen to drive it.
@MainActor
func oneViewScene() -> (UIKitTestHarness, RecordingView, VirtualTouchscreen) {
    let harness = UIKitTestHarness()
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    view.accessibilityIdentifier = "view"
    harness.window.addSubview(view)
    return (harness, view, harness.touchscreen())
}
