import InputCore

/// A row of segments with titles, one of which is selected.
///
/// A touch highlights the segment under it (following the finger); lifting on an enabled segment selects
/// it and sends `.valueChanged` if the selection changed (or always, when ``isMomentary``, which selects
/// without showing it: the segment is drawn selected only while touched). Setting
/// ``selectedSegmentIndex`` sends nothing. Segments share the width equally.
///
/// Indexes from outside are checked, as UIKit does: ``insertSegment(withTitle:at:animated:)`` pins the index
/// to `0...numberOfSegments`; a ``selectedSegmentIndex`` outside the segments becomes
/// ``noSegment``; ``removeSegment(at:animated:)`` and the per-segment setters ignore an index outside the
/// segments. Each of these is reported on the trace.
///
/// It draws a grey track, the selected segment as a white rounded rectangle (``selectedSegmentTintColor``),
/// dividers, and the titles in the 13-point system font, centred (disabled segments greyed).
///
/// Differences from iOS: no images, no `apportionsSegmentWidthsByContent`, no sliding animation.
@MainActor
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected: -1.
    public static let noSegment = -1
    /// The title font: the 13-point system font.
    public static let titleFont = UIFont.systemFont(ofSize: 13)
    /// The control's height: 32 pt (iOS 13 and later).
    public static let height: CGFloat = 32
    /// Space on each side of the widest title in a segment, for ``intrinsicContentSize``: 12 pt.
    public static let titlePadding: CGFloat = 12
    /// The track colour: #E5E5EA (iOS's systemGray5, which the iOS 13 control uses in light mode).
    public static let trackColor = UIColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1)

    private struct Segment {
        var title: String?
        var isEnabled = true
    }

    private var segments: [Segment] = []
    /// The segment under the finger while tracking.
    public private(set) var highlightedSegmentIndex = UISegmentedControl.noSegment {
        didSet { if highlightedSegmentIndex != oldValue { setNeedsDisplay() } }
    }

    /// The selected segment, or ``noSegment``. Setting it sends nothing.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex != Self.noSegment, !segments.indices.contains(selectedSegmentIndex) {
                report("selectedSegmentIndex \(selectedSegmentIndex) is outside 0..<\(segments.count): no segment selected")
                selectedSegmentIndex = Self.noSegment
            }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// Whether segments do not stay selected after a touch. Default `false`.
    open var isMomentary = false { didSet { setNeedsDisplay() } }
    /// The selected segment's fill; `nil` is white.
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Creates a control with a segment per title.
    public convenience init(items: [String]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0) }
        frame.size = intrinsicContentSize
    }

    /// Creates an empty control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment with `title` at `segment`, pinned to `0...numberOfSegments`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        if index != segment { report("insertSegment at \(segment): pinned to \(index)") }
        segments.insert(Segment(title: title), at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        segmentsChanged()
    }

    /// Removes the segment at `segment` (an index outside the segments is ignored).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checked(segment, "removeSegment") else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        segmentsChanged()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        segmentsChanged()
    }

    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checked(segment, "setTitle") else { return }
        segments[segment].title = title
        segmentsChanged()
    }

    /// A segment's title (`nil` outside the segments).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Enables or disables a segment (a disabled segment cannot be selected by touch).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checked(segment, "setEnabled") else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether a segment is enabled (`false` outside the segments).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Each segment as wide as the widest title plus ``titlePadding`` on each side; ``height`` tall.
    open override var intrinsicContentSize: CGSize {
        let style = Self.titleFont.textStyle(color: .black, numberOfLines: 1)
        let widest = segments.map { TextLayout.size(of: $0.title ?? "", style: style, width: nil).width }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest.rounded(.up) + 2 * Self.titlePadding), height: Self.height)
    }

    /// ``intrinsicContentSize``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The rectangle of `segment` in the control's coordinates.
    public func segmentRect(at segment: Int) -> CGRect {
        let width = segments.isEmpty ? 0 : bounds.width / CGFloat(segments.count)
        return CGRect(x: bounds.minX + CGFloat(segment) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    /// The segment at `point` (control coordinates), or ``noSegment``.
    public func segmentIndex(at point: CGPoint) -> Int {
        guard !segments.isEmpty, bounds.width > 0 else { return Self.noSegment }
        let index = Int(((point.x - bounds.minX) / bounds.width * CGFloat(segments.count)).rounded(.down))
        return min(max(index, 0), segments.count - 1)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegmentIndex = segmentIndex(at: touch.location(in: self))
        return !segments.isEmpty
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        highlightedSegmentIndex = isInTrackingArea(point) ? segmentIndex(at: point) : Self.noSegment
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { highlightedSegmentIndex = Self.noSegment }
        guard let touch else { return }
        let point = touch.location(in: self)
        guard isInTrackingArea(point) else { return }
        let index = segmentIndex(at: point)
        guard isEnabledForSegment(at: index) else {
            note("segment \(index) is disabled: not selected")
            return
        }
        let changed = index != selectedSegmentIndex
        selectedSegmentIndex = index
        if changed || isMomentary {
            note("segment \(index) \(isMomentary ? "tapped (momentary)" : "selected")")
            sendActions(for: .valueChanged, with: event)
        }
    }

    open override func cancelTracking(with event: UIEvent?) { highlightedSegmentIndex = Self.noSegment }

    override func defaultActionClaim(against recognizer: UIGestureRecognizer) -> String? {
        UIControl.isSingleTap(recognizer) ? "a single tap on a segmented control selects a segment" : nil
    }

    override var controlKind: String { "segmented control" }

    // MARK: Drawing

    override var drawnStates: State { [.disabled] }

    /// Draws the track, the selected (or touched) segment, the dividers and the titles.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !segments.isEmpty else { return }
        paintDimmedWhenDisabled(context) {
            context.setFillColor(Self.trackColor.cgColor)
            context.fill(bounds)
            let shown = highlightedSegmentIndex != Self.noSegment ? highlightedSegmentIndex
                : isMomentary ? Self.noSegment : selectedSegmentIndex
            if shown != Self.noSegment {
                context.setFillColor((selectedSegmentTintColor ?? .white).cgColor)
                context.fill(segmentRect(at: shown).insetBy(dx: 2, dy: 2))
            }
            context.setFillColor(UIColor(white: 0.78, alpha: 1).cgColor)
            for index in 1..<segments.count where index != shown && index != shown + 1 {
                let x = segmentRect(at: index).minX
                context.fill(CGRect(x: x - 0.5, y: bounds.minY + 8, width: 1, height: max(bounds.height - 16, 0)))
            }
            for (index, segment) in segments.enumerated() {
                guard let title = segment.title, !title.isEmpty else { continue }
                let color: UIColor = segment.isEnabled ? .black : UIColor(white: 0.6, alpha: 1)
                let style = Self.titleFont.textStyle(color: color, alignment: .center, numberOfLines: 1)
                let cell = segmentRect(at: index)
                let height = TextLayout.size(of: title, style: style, width: nil).height
                context.draw(title, style: style, in: CGRect(x: cell.minX, y: cell.midY - height / 2, width: cell.width, height: height))
            }
        }
    }

    private func segmentsChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func checked(_ segment: Int, _ what: String) -> Bool {
        guard segments.indices.contains(segment) else {
            report("\(what) for segment \(segment), outside 0..<\(segments.count): ignored")
            return false
        }
        return true
    }

    private func report(_ message: String) {
        UIApplication.reportDiagnostic("UISegmentedControl \(traceName): \(message)", in: window?.application)
    }
}
