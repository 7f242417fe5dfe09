extension UIView {
    /// Converts a point from this view's coordinates to `view`'s (`nil`: the window's coordinates).
    /// Views in different windows are converted through screen coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(conversionTransform(to: view))
    }

    /// Converts a point from `view`'s coordinates (`nil`: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(conversionTransform(from: view))
    }

    /// Converts a rectangle from this view's coordinates to `view`'s: the bounding box of its transformed
    /// corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect.applying(conversionTransform(to: view)) }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(conversionTransform(from: view))
    }

    /// The map from this view's coordinates to the coordinates of the root of its hierarchy. For a view in a
    /// window the root is the window, whose own coordinates are "window coordinates".
    func transformToRoot() -> (transform: CGAffineTransform, root: UIView) {
        var result = CGAffineTransform.identity
        var current = self
        while let parent = current.storedSuperview {
            result = result.concatenating(current.transformToSuperview)
            current = parent
        }
        return (result, current)
    }

    /// The map from this view's coordinates to screen coordinates, through its root's position. A root that
    /// is not a window is treated as sitting on the screen at its frame.
    func transformToScreen() -> CGAffineTransform {
        let (toRoot, root) = transformToRoot()
        return toRoot.concatenating(root.transformToSuperview)
    }

    func conversionTransform(to view: UIView?) -> CGAffineTransform {
        let (toRoot, root) = transformToRoot()
        guard let view else {
            // nil means the window's coordinates; a view outside any window converts to its root's.
            return toRoot
        }
        let (otherToRoot, otherRoot) = view.transformToRoot()
        if otherRoot === root { return toRoot.concatenating(otherToRoot.inverted()) }
        let toScreen = toRoot.concatenating(root.transformToSuperview)
        let otherToScreen = otherToRoot.concatenating(otherRoot.transformToSuperview)
        return toScreen.concatenating(otherToScreen.inverted())
    }

    func conversionTransform(from view: UIView?) -> CGAffineTransform { conversionTransform(to: view).inverted() }
}
