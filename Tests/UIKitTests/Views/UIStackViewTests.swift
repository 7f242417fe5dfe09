import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Views/UIStackView.swift` and `UIStackView+Constraints.swift`. The expected frames are
/// derived by hand from the rules in docs/stack-view.md: three views of intrinsic sizes 40×20, 60×30 and
/// 100×50 (200 long in all), spacing 10 (two gaps: 20).
@MainActor
struct UIStackViewTests {
    @MainActor
    private struct Fixture {
        let harness: UIKitTestHarness
        let stack: UIStackView
        let a, b, c: SizedView

        init(frame: CGRect, axis: NSLayoutConstraint.Axis = .horizontal) {
            harness = UIKitTestHarness()
            a = SizedView(CGSize(width: 40, height: 20))
            b = SizedView(CGSize(width: 60, height: 30))
            c = SizedView(CGSize(width: 100, height: 50))
            a.accessibilityIdentifier = "a"
            b.accessibilityIdentifier = "b"
            c.accessibilityIdentifier = "c"
            if axis == .vertical {
                for view in [a, b, c] { view.size = CGSize(width: view.size.height, height: view.size.width) }
            }
            stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.frame = frame
            stack.axis = axis
            stack.spacing = 10
            stack.accessibilityIdentifier = "stack"
            harness.window.addSubview(stack)
        }

        func layout() -> [CGRect] {
            harness.window.layoutIfNeeded()
            return [a.frame, b.frame, c.frame]
        }
    }

    private func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    private func rects(_ values: [(CGFloat, CGFloat, CGFloat, CGFloat)]) -> [CGRect] {
        values.map { CGRect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }
    }

    // MARK: Distributions (horizontal, alignment fill)

    /// 320 − 220 = 100 extra points go to the last of the views of equal hugging.
    @Test func fillStretchesTheLastOfEqualHuggingViews() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(fixture.layout() == rects([(0, 0, 40, 100), (50, 0, 60, 100), (120, 0, 200, 100)]))
        for view in [fixture.a, fixture.b, fixture.c] { #expect(!view.hasAmbiguousLayout) }
        #expect(fixture.stack.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    }

    @Test func fillStretchesTheViewWithTheLowestHugging() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        #expect(fixture.layout() == rects([(0, 0, 40, 100), (50, 0, 160, 100), (220, 0, 100, 100)]))
    }

    /// 190 wide needs 30 points less: the last of equal compression resistance gives them up; with the
    /// first view's resistance lowered, it does.
    @Test func fillShrinksTheLastOfEqualCompressionResistance() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 190, height: 100))
        #expect(fixture.layout() == rects([(0, 0, 40, 100), (50, 0, 60, 100), (120, 0, 70, 100)]))
        fixture.a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        #expect(fixture.layout() == rects([(0, 0, 10, 100), (20, 0, 60, 100), (90, 0, 100, 100)]))
    }

    /// (320 − 20) / 3 = 100 each.
    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.stack.distribution = .fillEqually
        #expect(fixture.layout() == rects([(0, 0, 100, 100), (110, 0, 100, 100), (220, 0, 100, 100)]))
    }

    /// 300 points shared 40 : 60 : 100 = 60, 90, 150.
    @Test func fillProportionallySharesByIntrinsicLength() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.stack.distribution = .fillProportionally
        #expect(fixture.layout() == rects([(0, 0, 60, 100), (70, 0, 90, 100), (170, 0, 150, 100)]))
        // A change of intrinsic size changes the shares: 100 : 60 : 140 of 300.
        fixture.a.size.width = 100
        fixture.a.invalidateIntrinsicContentSize()
        fixture.c.size.width = 140
        fixture.c.invalidateIntrinsicContentSize()
        // Shares of 1/3 are not exact in binary: compared to 1e-9.
        let frames = fixture.layout()
        let expected = rects([(0, 0, 100, 100), (110, 0, 60, 100), (180, 0, 140, 100)])
        for (frame, want) in zip(frames, expected) {
            #expect(abs(frame.minX - want.minX) < 1e-9 && abs(frame.width - want.width) < 1e-9, "\(frame) is not \(want)")
            #expect(frame.minY == want.minY && frame.height == want.height)
        }
    }

    /// Views at their lengths; the 120 points left are two gaps of 60.
    @Test func equalSpacingSharesTheRestBetweenTheGaps() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.stack.distribution = .equalSpacing
        #expect(fixture.layout() == rects([(0, 0, 40, 100), (100, 0, 60, 100), (220, 0, 100, 100)]))
        #expect(!fixture.b.hasAmbiguousLayout)
    }

    /// Centres at 20 and 270 (the ends), so the middle one's centre is at 145.
    @Test func equalCenteringSpacesTheCentres() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.stack.distribution = .equalCentering
        #expect(fixture.layout() == rects([(0, 0, 40, 100), (115, 0, 60, 100), (220, 0, 100, 100)]))
    }

    /// Too narrow for equal centres with gaps of at least 10: the gaps hold and the centres give way
    /// (A's centre 20, B's 80, C's 180 in a 230-point stack: 60 and 100 apart).
    @Test func equalCenteringKeepsTheMinimumSpacingFirst() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 230, height: 100))
        fixture.stack.distribution = .equalCentering
        let frames = fixture.layout()
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(frames[2] == CGRect(x: 130, y: 0, width: 100, height: 100))
        #expect(frames[1].width == 60)
        #expect(frames[1].minX >= 50 && frames[1].maxX <= 120)
    }

    /// Without a width, an equal-spacing stack is as long as its views and minimum gaps.
    @Test func anUnsizedStackHugsItsViews() {
        let fixture = Fixture(frame: .zero)
        fixture.stack.translatesAutoresizingMaskIntoConstraints = false
        fixture.stack.distribution = .equalSpacing
        fixture.stack.alignment = .center
        NSLayoutConstraint.activate([
            fixture.stack.leadingAnchor.constraint(equalTo: fixture.harness.window.leadingAnchor, constant: 5),
            fixture.stack.topAnchor.constraint(equalTo: fixture.harness.window.topAnchor, constant: 7),
        ])
        #expect(fixture.layout() == rects([(0, 15, 40, 20), (50, 10, 60, 30), (120, 0, 100, 50)]))
        #expect(fixture.stack.frame == CGRect(x: 5, y: 7, width: 220, height: 50))
        #expect(!fixture.stack.hasAmbiguousLayout)
    }

    // MARK: Alignments

    @Test func horizontalAlignmentsPlaceViewsAcrossTheAxis() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.stack.alignment = .top
        #expect(fixture.layout() == rects([(0, 0, 40, 20), (50, 0, 60, 30), (120, 0, 200, 50)]))
        fixture.stack.alignment = .center
        #expect(fixture.layout() == rects([(0, 40, 40, 20), (50, 35, 60, 30), (120, 25, 200, 50)]))
        fixture.stack.alignment = .bottom
        #expect(fixture.layout() == rects([(0, 80, 40, 20), (50, 70, 60, 30), (120, 50, 200, 50)]))
        // Plain views' baselines are their bottoms: bottoms line up at the tallest view's, which is at the top.
        fixture.stack.alignment = .firstBaseline
        #expect(fixture.layout() == rects([(0, 30, 40, 20), (50, 20, 60, 30), (120, 0, 200, 50)]))
    }

    @Test func verticalAlignmentsPlaceViewsAcrossTheAxis() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 100, height: 320), axis: .vertical)
        #expect(fixture.layout() == rects([(0, 0, 100, 40), (0, 50, 100, 60), (0, 120, 100, 200)]))
        fixture.stack.alignment = .leading
        #expect(fixture.layout() == rects([(0, 0, 20, 40), (0, 50, 30, 60), (0, 120, 50, 200)]))
        fixture.stack.alignment = .center
        #expect(fixture.layout() == rects([(40, 0, 20, 40), (35, 50, 30, 60), (25, 120, 50, 200)]))
        fixture.stack.alignment = .trailing
        #expect(fixture.layout() == rects([(80, 0, 20, 40), (70, 50, 30, 60), (50, 120, 50, 200)]))
        // Baselines only mean something in a row; a column fills.
        fixture.stack.alignment = .lastBaseline
        #expect(fixture.layout() == rects([(0, 0, 100, 40), (0, 50, 100, 60), (0, 120, 100, 200)]))
    }

    /// Labels of 17 and 34 points: their first baselines (top + ascender at intrinsic height) line up, and
    /// the larger label touches the top.
    @Test func firstBaselineAlignsLabelsOfDifferentFonts() {
        let harness = UIKitTestHarness()
        let small = UILabel()
        small.text = "Small"
        let large = UILabel()
        large.text = "Large"
        large.font = .systemFont(ofSize: 34)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.alignment = .firstBaseline
        stack.spacing = 8
        harness.window.addSubview(stack)
        harness.window.layoutIfNeeded()
        let smallBaseline = small.frame.minY + small.font.ascender
        let largeBaseline = large.frame.minY + large.font.ascender
        #expect(abs(smallBaseline - largeBaseline) < 0.001)
        #expect(abs(large.frame.minY) < 0.001)
        #expect(small.frame.minY > 0)
        #expect(small.frame.height == small.intrinsicContentSize.height)
    }

    // MARK: Spacing, margins, hiding

    @Test func customSpacingAfterAViewReplacesTheSpacing() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(fixture.stack.customSpacing(after: fixture.a) == UIStackView.spacingUseDefault)
        fixture.stack.setCustomSpacing(30, after: fixture.a)
        #expect(fixture.stack.customSpacing(after: fixture.a) == 30)
        #expect(fixture.layout() == rects([(0, 0, 40, 100), (70, 0, 60, 100), (140, 0, 180, 100)]))
        fixture.stack.setCustomSpacing(UIStackView.spacingUseSystem, after: fixture.b)
        #expect(fixture.layout() == rects([(0, 0, 40, 100), (70, 0, 60, 100), (138, 0, 182, 100)]))
        fixture.stack.setCustomSpacing(UIStackView.spacingUseDefault, after: fixture.a)
        #expect(fixture.layout() == rects([(0, 0, 40, 100), (50, 0, 60, 100), (118, 0, 202, 100)]))
    }

    @Test func marginsRelativeArrangementLaysOutInsideTheMargins() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 5, right: 20)
        fixture.stack.isLayoutMarginsRelativeArrangement = true
        #expect(fixture.layout() == rects([(20, 10, 40, 85), (70, 10, 60, 85), (140, 10, 160, 85)]))
    }

    @Test func aHiddenViewCollapsesWithItsSpacingAndComesBack() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.b.isHidden = true
        let frames = fixture.layout()
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(frames[1].width == 0)
        #expect(frames[2] == CGRect(x: 50, y: 0, width: 270, height: 100))
        fixture.b.isHidden = false
        #expect(fixture.layout() == rects([(0, 0, 40, 100), (50, 0, 60, 100), (120, 0, 200, 100)]))
        // Hiding the first view: the second starts at the edge.
        fixture.a.isHidden = true
        fixture.stack.distribution = .fillEqually
        let equal = fixture.layout()
        #expect(equal[1] == CGRect(x: 0, y: 0, width: 155, height: 100))
        #expect(equal[2] == CGRect(x: 165, y: 0, width: 155, height: 100))
        #expect(fixture.harness.traceLines(containing: "Unable to simultaneously").isEmpty)
    }

    // MARK: The arranged list and its constraints

    @Test func arrangedSubviewsAreAddedInsertedAndRemovedAsInUIKit() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let stack = fixture.stack
        #expect(ids(stack.arrangedSubviews) == ids([fixture.a, fixture.b, fixture.c]))
        #expect(ids(stack.subviews) == ids([fixture.a, fixture.b, fixture.c]))
        let d = SizedView(CGSize(width: 10, height: 10))
        d.translatesAutoresizingMaskIntoConstraints = true
        stack.insertArrangedSubview(d, at: 1)
        #expect(ids(stack.arrangedSubviews) == ids([fixture.a, d, fixture.b, fixture.c]))
        #expect(!d.translatesAutoresizingMaskIntoConstraints)
        // Arranging an arranged view again moves it, never duplicates it.
        stack.addArrangedSubview(d)
        #expect(ids(stack.arrangedSubviews) == ids([fixture.a, fixture.b, fixture.c, d]))
        // removeArrangedSubview keeps the view as a subview; removeFromSuperview takes it out of both.
        stack.removeArrangedSubview(fixture.b)
        #expect(ids(stack.arrangedSubviews) == ids([fixture.a, fixture.c, d]))
        #expect(fixture.b.superview === stack)
        d.removeFromSuperview()
        #expect(ids(stack.arrangedSubviews) == ids([fixture.a, fixture.c]))
        let frames = fixture.layout()
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(frames[2] == CGRect(x: 50, y: 0, width: 270, height: 100))
    }

    @Test func theArrangementIsRealConstraintsHeldByTheStackView() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        _ = fixture.layout()
        // Constraints are held by their items' common ancestor: the stack view, or a view for its own length.
        func made() -> [NSLayoutConstraint] {
            ([fixture.stack, fixture.a, fixture.b, fixture.c].flatMap(\.constraints)).filter {
                $0.identifier?.hasPrefix("UISV-") ?? false
            }
        }
        let identifiers = Set(made().compactMap(\.identifier))
        #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing", "UISV-ambiguity-suppression"])
        let affecting = fixture.b.constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier)
        #expect(affecting.contains("UISV-spacing"))
        #expect(affecting.contains("UISV-ambiguity-suppression"))
        #expect(fixture.b.constraintsAffectingLayout(for: .vertical).contains { $0.identifier == "UISV-canvas-connection" })
        // A change replaces them: no constraint of the old arrangement stays. 13 = 2 ends + 2 gaps + 3
        // tie-breaks + 6 across; fill equally has 2 equal lengths instead of the 3 tie-breaks.
        #expect(made().count == 13)
        fixture.stack.distribution = .fillEqually
        _ = fixture.layout()
        #expect(made().contains { $0.identifier == "UISV-fill-equally" })
        #expect(!made().contains { $0.identifier == "UISV-ambiguity-suppression" })
        #expect(made().count == 12)
    }

    @Test func badArrangementsAreClampedOrIgnoredWithADiagnostic() {
        let fixture = Fixture(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let d = SizedView(CGSize(width: 10, height: 10))
        fixture.stack.insertArrangedSubview(d, at: 99)
        #expect(fixture.stack.arrangedSubviews.last === d)
        #expect(fixture.harness.traceLines(containing: "index 99 is outside 0...3; using 3").count == 1)
        fixture.stack.insertArrangedSubview(fixture.stack, at: 0)
        #expect(fixture.harness.traceLines(containing: "cannot arrange itself").count == 1)
        #expect(fixture.stack.arrangedSubviews.count == 4)
        let stranger = UIView()
        fixture.stack.setCustomSpacing(5, after: stranger)
        #expect(fixture.harness.traceLines(containing: "not an arranged subview").count == 1)
        fixture.stack.setCustomSpacing(.nan, after: fixture.a)
        #expect(fixture.stack.customSpacing(after: fixture.a) == UIStackView.spacingUseDefault)
        #expect(fixture.harness.traceLines(containing: "is not a finite number").count == 1)
    }
}
