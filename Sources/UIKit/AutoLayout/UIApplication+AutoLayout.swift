extension UIApplication {
    /// The update-constraints step of a display refresh (``FrameLoop/updateConstraints``): every visible
    /// window's `updateConstraintsIfNeeded()`, leaves first, in window order. It costs nothing until some view
    /// asked for an update since the last pass (``AutoLayoutActivity/updatesPending``), so an idle screen or
    /// one without Auto Layout walks no views.
    func updateConstraintsPass() {
        guard AutoLayoutActivity.updatesPending else { return }
        AutoLayoutActivity.updatesPending = false
        for window in windows where !window.isHidden { window.updateConstraintsIfNeeded() }
    }
}
