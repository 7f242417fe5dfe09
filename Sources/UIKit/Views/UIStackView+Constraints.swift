/// The attributes of one axis, so the same rules build rows and columns.
private struct AxisAttributes {
    let leading, trailing, length, center: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        switch axis {
        case .horizontal: (leading, trailing, length, center) = (.leading, .trailing, .width, .centerX)
        case .vertical: (leading, trailing, length, center) = (.top, .bottom, .height, .centerY)
        }
    }
}

/// Priorities of the constraints a stack view makes beyond the required ones (docs/stack-view.md).
enum StackViewPriority {
    /// `fillProportionally`'s shares: below required, so a person's required length wins.
    static let proportional = UILayoutPriority(999)
    /// `equalCentering`'s equal distances between centres: below hugging and compression resistance, so
    /// views keep their lengths and gaps their minimum first, as UIKit documents.
    static let equalCentering = UILayoutPriority(149)
    /// Pulls the stack view's length to what its views need where nothing else sets it (the equal
    /// distributions along the axis, alignments other than fill across it): just below the fitting level.
    static let canvasFit = UILayoutPriority(49)
    /// In baseline alignment, the first view's top against the canvas's when the stack is taller.
    static let baselineTop = UILayoutPriority(45)
    /// Breaks ties between views of equal hugging or compression resistance: earlier views keep their
    /// intrinsic length more strongly (40 for the first, down to 1), so the last of equals takes the change.
    static func keepIntrinsic(index: Int) -> UILayoutPriority { UILayoutPriority(Float(40 - min(index, 39))) }
    /// Gives a view without an intrinsic size across the axis a length (zero) in the non-fill alignments.
    static let crossSuppression = UILayoutPriority(25)
}

extension UIStackView {
    /// Replaces the constraints and guides made for the previous arrangement with ones for the current.
    func rebuildArrangementConstraints() {
        NSLayoutConstraint.deactivate(madeConstraints)
        for guide in madeGuides { removeLayoutGuide(guide) }
        madeConstraints = []
        madeGuides = []
        let views = arrangedSubviews.filter { $0.superview === self }
        var made: [NSLayoutConstraint] = []
        guard !views.isEmpty else {
            // Nothing arranged: iOS lays an empty stack out at zero length on both axes where nothing else
            // sets its size (a stack in a scroll view's content would otherwise be free to take any height).
            made = [NSLayoutConstraint.Axis.horizontal, .vertical].map {
                constraint("UISV-canvas-fit", self, AxisAttributes($0).length, constant: 0, priority: StackViewPriority.canvasFit)
            }
            NSLayoutConstraint.activate(made)
            madeConstraints = made
            return
        }
        alongTheAxis(views, into: &made)
        acrossTheAxis(views, into: &made)
        NSLayoutConstraint.activate(made)
        madeConstraints = made
    }

    /// The rectangle the views are laid out in: the stack view, or its margins.
    private var canvas: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    private func constraint(
        _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation = .equal, _ second: AnyObject? = nil,
        _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier, constant: constant)
        made.identifier = identifier
        made.priority = priority
        return made
    }

    /// The gap after a visible view: its custom spacing, else ``spacing`` (the system spacing for
    /// ``spacingUseSystem``).
    func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    private func alongTheAxis(_ views: [UIView], into made: inout [NSLayoutConstraint]) {
        let main = AxisAttributes(axis)
        let canvas = self.canvas
        let visible = views.filter { !$0.isHidden }
        let spacingIsMinimum = distribution == .equalSpacing || distribution == .equalCentering
        var previous: UIView?
        for view in views {
            if view.isHidden {
                // Collapsed where the next visible view starts; no spacing on either side of it.
                made.append(constraint("UISV-hiding", view, main.length, constant: 0))
                made.append(
                    constraint(
                        "UISV-hiding", view, main.leading, .equal, previous ?? canvas,
                        previous == nil ? main.leading : main.trailing))
                continue
            }
            if let previous {
                made.append(
                    constraint(
                        "UISV-spacing", view, main.leading, spacingIsMinimum ? .greaterThanOrEqual : .equal, previous,
                        main.trailing, constant: gap(after: previous)))
            } else {
                made.append(constraint("UISV-canvas-connection", view, main.leading, .equal, canvas, main.leading))
            }
            previous = view
        }
        if let last = visible.last {
            made.append(constraint("UISV-canvas-connection", last, main.trailing, .equal, canvas, main.trailing))
        }
        guard let first = visible.first else {
            // Every view hidden: each is collapsed at the canvas's start, and the stack collapses with them.
            made.append(constraint("UISV-canvas-fit", self, main.length, constant: 0, priority: StackViewPriority.canvasFit))
            return
        }

        switch distribution {
        case .fill:
            keepIntrinsicLengths(visible, main, into: &made)
        case .fillEqually:
            for view in visible.dropFirst() {
                made.append(constraint("UISV-fill-equally", view, main.length, .equal, first, main.length))
            }
        case .fillProportionally:
            let lengths = visible.map { intrinsicLength(of: $0) ?? 0 }
            let total = lengths.reduce(0, +)
            guard total > 0 else {
                // Nothing to be proportional to: equal lengths, as when every intrinsic length is zero.
                for view in visible.dropFirst() {
                    made.append(constraint("UISV-fill-equally", view, main.length, .equal, first, main.length))
                }
                break
            }
            let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
            for (view, length) in zip(visible, lengths) {
                // length = (canvas length − gaps) × share
                let share = length / total
                made.append(
                    constraint(
                        "UISV-fill-proportionally", view, main.length, .equal, canvas, main.length, multiplier: share,
                        constant: -gaps * share, priority: StackViewPriority.proportional))
            }
        case .equalSpacing, .equalCentering:
            keepIntrinsicLengths(visible, main, into: &made)
            let centering = distribution == .equalCentering
            let edges = centering ? (main.center, main.center) : (main.trailing, main.leading)
            var firstGuide: UILayoutGuide?
            for (before, after) in zip(visible, visible.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                madeGuides.append(guide)
                let cross = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
                made += [
                    constraint("UISV-distributing-edge", guide, main.leading, .equal, before, edges.0),
                    constraint("UISV-distributing-edge", guide, main.trailing, .equal, after, edges.1),
                    // The guide has no extent across the axis; pin it so nothing about it floats.
                    constraint("UISV-distributing-edge", guide, cross.leading, .equal, canvas, cross.leading),
                    constraint("UISV-distributing-edge", guide, cross.length, constant: 0),
                ]
                if let firstGuide {
                    made.append(
                        constraint(
                            centering ? "UISV-fill-equally-centering" : "UISV-fill-equally", guide, main.length, .equal,
                            firstGuide, main.length,
                            priority: centering ? StackViewPriority.equalCentering : .required))
                } else {
                    firstGuide = guide
                }
            }
            made.append(constraint("UISV-canvas-fit", self, main.length, constant: 0, priority: StackViewPriority.canvasFit))
        }
    }

    /// Weak preferences for each view's intrinsic length, stronger for earlier views, so among views of
    /// equal hugging (or compression resistance) the last one stretches (or shrinks): UIKit "resizes them
    /// based on their index in arrangedSubviews" and leaves no ambiguity.
    private func keepIntrinsicLengths(
        _ visible: [UIView], _ main: AxisAttributes, into made: inout [NSLayoutConstraint]
    ) {
        for (index, view) in visible.enumerated() {
            guard let length = intrinsicLength(of: view) else { continue }
            made.append(
                constraint(
                    "UISV-ambiguity-suppression", view, main.length, constant: length,
                    priority: StackViewPriority.keepIntrinsic(index: index)))
        }
    }

    /// The view's intrinsic length along the axis (of its alignment rectangle), or `nil` without one.
    private func intrinsicLength(of view: UIView) -> CGFloat? {
        let size = view.intrinsicContentSize
        let value = axis == .horizontal ? size.width : size.height
        guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { return nil }
        return value
    }

    private func acrossTheAxis(_ views: [UIView], into made: inout [NSLayoutConstraint]) {
        let cross = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        let canvas = self.canvas
        var alignment = self.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        let baselineAttribute: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        let reference = views.first { !$0.isHidden }
        for view in views {
            switch alignment {
            case .fill:
                made += [
                    constraint("UISV-canvas-connection", view, cross.leading, .equal, canvas, cross.leading),
                    constraint("UISV-canvas-connection", view, cross.trailing, .equal, canvas, cross.trailing),
                ]
            case .leading:
                made += [
                    constraint("UISV-alignment", view, cross.leading, .equal, canvas, cross.leading),
                    constraint("UISV-spanning-boundary", view, cross.trailing, .lessThanOrEqual, canvas, cross.trailing),
                ]
            case .trailing:
                made += [
                    constraint("UISV-alignment", view, cross.trailing, .equal, canvas, cross.trailing),
                    constraint("UISV-spanning-boundary", view, cross.leading, .greaterThanOrEqual, canvas, cross.leading),
                ]
            case .center:
                made += [
                    constraint("UISV-alignment", view, cross.center, .equal, canvas, cross.center),
                    constraint("UISV-spanning-boundary", view, cross.leading, .greaterThanOrEqual, canvas, cross.leading),
                ]
            case .firstBaseline, .lastBaseline:
                if let reference, view !== reference, !view.isHidden {
                    made.append(constraint("UISV-alignment", view, baselineAttribute, .equal, reference, baselineAttribute))
                }
                made += [
                    constraint("UISV-spanning-boundary", view, cross.leading, .greaterThanOrEqual, canvas, cross.leading),
                    constraint("UISV-spanning-boundary", view, cross.trailing, .lessThanOrEqual, canvas, cross.trailing),
                ]
                if view === reference || (view.isHidden && reference == nil) {
                    made.append(
                        constraint(
                            "UISV-ambiguity-suppression", view, cross.leading, .equal, canvas, cross.leading,
                            priority: StackViewPriority.baselineTop))
                }
            }
            if alignment != .fill, crossIntrinsicLength(of: view) == nil {
                made.append(
                    constraint(
                        "UISV-ambiguity-suppression", view, cross.length, constant: 0,
                        priority: StackViewPriority.crossSuppression))
            }
        }
        if alignment != .fill {
            made.append(
                constraint("UISV-canvas-fit", self, cross.length, constant: 0, priority: StackViewPriority.canvasFit))
        }
    }

    private func crossIntrinsicLength(of view: UIView) -> CGFloat? {
        let size = view.intrinsicContentSize
        let value = axis == .horizontal ? size.height : size.width
        guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { return nil }
        return value
    }
}
