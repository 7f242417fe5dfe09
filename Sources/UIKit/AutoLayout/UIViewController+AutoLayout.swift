extension UIViewController {
    /// The top of the area content should use (iOS 7–10; deprecated on iOS in favour of the view's
    /// ``UIView/safeAreaLayoutGuide``): a guide along the top of the controller's view, as tall as the
    /// view's top safe-area inset (``UILayoutSupport/length``). Constrain content to its `bottomAnchor`, or
    /// name it in a visual format: `"V:[topGuide]-20-[button]"`.
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(top: true) }

    /// The bottom of the area content should use: a guide along the bottom of the controller's view, as
    /// tall as the view's bottom safe-area inset. Constrain content to its `topAnchor`, or name it in a
    /// visual format: `"V:[button]-20-[bottomGuide]"`.
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(top: false) }

    private func layoutSupportGuide(top: Bool) -> UILayoutGuide {
        let state = view.autoLayoutState
        if let guide = top ? state.topLayoutGuide : state.bottomLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: top ? .topLayout : .bottomLayout, owner: view)
        if top { state.topLayoutGuide = guide } else { state.bottomLayoutGuide = guide }
        return guide
    }
}
