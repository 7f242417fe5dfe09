import Foundation
import UIKit

/// A page control's pages in a scene.
public struct PageControlSettings: Hashable, Sendable {
    /// `numberOfPages`, ≥ 0. Default 0.
    public var numberOfPages = 0
    /// `currentPage`, clamped by the control. Default 0.
    public var currentPage = 0
    /// UIKit's defaults.
    public init() {}
}

/// A segmented control's segments in a scene.
public struct SegmentedControlSettings: Hashable, Sendable {
    /// The segments' titles, in order.
    public var segments: [String] = []
    /// `selectedSegmentIndex`; -1 is none. Default -1.
    public var selectedSegmentIndex = -1
    /// `isMomentary`. Default false.
    public var isMomentary = false
    /// UIKit's defaults.
    public init() {}
}

/// A stepper's range and behaviour in a scene.
public struct StepperSettings: Hashable, Sendable {
    /// `value`, clamped to the range. Default 0.
    public var value: Double = 0
    /// `minimumValue`. Default 0.
    public var minimumValue: Double = 0
    /// `maximumValue`, ≥ `minimumValue`. Default 100.
    public var maximumValue: Double = 100
    /// `stepValue`, > 0. Default 1.
    public var stepValue: Double = 1
    /// `wraps`. Default false.
    public var wraps = false
    /// `autorepeat`. Default true.
    public var autorepeat = true
    /// `isContinuous`. Default true.
    public var isContinuous = true
    /// UIKit's defaults.
    public init() {}
}

extension ViewKindCatalog {
    static let pageControl = ViewKindType(
        name: "pageControl", summary: "A `UIPageControl`: a tap left or right of the current page's dot steps a page.",
        ownFields: [
            ViewKindField(
                name: "numberOfPages", type: "integer ≥ 0", defaultValue: "0", meaning: "",
                read: { (object, kind) throws(SceneError) in
                    let pages = try object.integer("numberOfPages") ?? 0
                    if pages < 0, let node = object.member("numberOfPages")?.value {
                        throw object.mismatch("numberOfPages", node, "a whole number ≥ 0")
                    }
                    kind.pageControl.numberOfPages = pages
                },
                apply: { kind, view in (view as? UIPageControl)?.numberOfPages = kind.pageControl.numberOfPages }),
            ViewKindField(
                name: "currentPage", type: "integer", defaultValue: "0", meaning: "clamped to the pages by the control",
                read: { (object, kind) throws(SceneError) in kind.pageControl.currentPage = try object.integer("currentPage") ?? 0 },
                apply: { kind, view in (view as? UIPageControl)?.currentPage = kind.pageControl.currentPage }),
        ],
        isControl: true) { UIPageControl(frame: $0) }

    static let segmentedControl = ViewKindType(
        name: "segmentedControl", summary: "A `UISegmentedControl` with a segment per title.",
        ownFields: [
            ViewKindField(
                name: "segments", type: "array of strings", defaultValue: "none", meaning: "the titles, in order",
                read: { (object, kind) throws(SceneError) in
                    for item in try object.array("segments") ?? [] {
                        guard case .string(let title) = item.value else {
                            throw object.mismatch("segments", item, "an array of segment titles (strings)")
                        }
                        kind.segmented.segments.append(title)
                    }
                },
                apply: { kind, view in
                    guard let control = view as? UISegmentedControl else { return }
                    for (index, title) in kind.segmented.segments.enumerated() {
                        control.insertSegment(withTitle: title, at: index, animated: false)
                    }
                }),
            ViewKindField(
                name: "selectedSegmentIndex", type: "integer", defaultValue: "-1", meaning: "-1 is none; outside the segments is none",
                read: { (object, kind) throws(SceneError) in
                    kind.segmented.selectedSegmentIndex = try object.integer("selectedSegmentIndex") ?? -1
                },
                apply: { kind, view in (view as? UISegmentedControl)?.selectedSegmentIndex = kind.segmented.selectedSegmentIndex }),
            ViewKindField(
                name: "isMomentary", type: "bool", defaultValue: "false", meaning: "",
                read: { (object, kind) throws(SceneError) in kind.segmented.isMomentary = try object.bool("isMomentary") ?? false },
                apply: { kind, view in (view as? UISegmentedControl)?.isMomentary = kind.segmented.isMomentary }),
        ],
        isControl: true) { UISegmentedControl(frame: $0) }

    static let stepper = ViewKindType(
        name: "stepper", summary: "A `UIStepper` (94 × 32 pt, whatever the frame's size).",
        ownFields: [
            ViewKindField(
                name: "minimumValue", type: "number", defaultValue: "0", meaning: "",
                read: { (object, kind) throws(SceneError) in kind.stepper.minimumValue = try object.number("minimumValue") ?? 0 },
                apply: { _, _ in }),
            ViewKindField(
                name: "maximumValue", type: "number ≥ minimumValue", defaultValue: "100", meaning: "",
                read: { (object, kind) throws(SceneError) in
                    kind.stepper.maximumValue = try object.number("maximumValue") ?? 100
                    if kind.stepper.maximumValue < kind.stepper.minimumValue, let node = object.member("maximumValue")?.value {
                        throw object.mismatch("maximumValue", node, "a number ≥ minimumValue \(kind.stepper.minimumValue)")
                    }
                },
                apply: { kind, view in
                    // The range goes in together, so neither end is refused against the other's default.
                    guard let stepper = view as? UIStepper else { return }
                    if kind.stepper.minimumValue > stepper.maximumValue {
                        stepper.maximumValue = kind.stepper.maximumValue
                        stepper.minimumValue = kind.stepper.minimumValue
                    } else {
                        stepper.minimumValue = kind.stepper.minimumValue
                        stepper.maximumValue = kind.stepper.maximumValue
                    }
                }),
            ViewKindField(
                name: "stepValue", type: "number > 0", defaultValue: "1", meaning: "",
                read: { (object, kind) throws(SceneError) in
                    kind.stepper.stepValue = try object.number("stepValue") ?? 1
                    if kind.stepper.stepValue <= 0, let node = object.member("stepValue")?.value {
                        throw object.mismatch("stepValue", node, "a number > 0")
                    }
                },
                apply: { kind, view in (view as? UIStepper)?.stepValue = kind.stepper.stepValue }),
            ViewKindField(
                name: "value", type: "number", defaultValue: "0", meaning: "clamped to the range by the stepper",
                read: { (object, kind) throws(SceneError) in kind.stepper.value = try object.number("value") ?? 0 },
                apply: { kind, view in (view as? UIStepper)?.value = kind.stepper.value }),
            ViewKindField(
                name: "wraps", type: "bool", defaultValue: "false", meaning: "",
                read: { (object, kind) throws(SceneError) in kind.stepper.wraps = try object.bool("wraps") ?? false },
                apply: { kind, view in (view as? UIStepper)?.wraps = kind.stepper.wraps }),
            ViewKindField(
                name: "autorepeat", type: "bool", defaultValue: "true", meaning: "",
                read: { (object, kind) throws(SceneError) in kind.stepper.autorepeat = try object.bool("autorepeat") ?? true },
                apply: { kind, view in (view as? UIStepper)?.autorepeat = kind.stepper.autorepeat }),
            ViewKindField(
                name: "isContinuous", type: "bool", defaultValue: "true", meaning: "",
                read: { (object, kind) throws(SceneError) in kind.stepper.isContinuous = try object.bool("isContinuous") ?? true },
                apply: { kind, view in (view as? UIStepper)?.isContinuous = kind.stepper.isContinuous }),
        ],
        isControl: true) { UIStepper(frame: $0) }
}
