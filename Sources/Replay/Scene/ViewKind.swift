import Foundation
import UIKit

/// What class a scene view is: a plain view, a control or a scroll view, with the properties of that
/// class the scene sets (`docs/scene-format.md`, "Controls and scroll views").
public enum ViewKind: Hashable, Sendable {
    /// A plain `UIView`.
    case view
    /// A `UIButton` of the system type (Interface Builder's default, so its title shows in the tint and
    /// fades while pressed) with a title.
    case button(title: String?, control: ControlFlags)
    /// A `UISwitch`.
    case `switch`(isOn: Bool, control: ControlFlags)
    /// A `UISlider`.
    case slider(SliderSettings, control: ControlFlags)
    /// A `UIScrollView`.
    case scrollView(ScrollViewSettings)

    /// The `type` names, as the file spells them.
    public static let typeNames = ["view", "button", "switch", "slider", "scrollView"]
}

/// `isEnabled` and `isSelected`, which every control has.
public struct ControlFlags: Hashable, Sendable {
    /// `isEnabled`. Default true.
    public var isEnabled = true
    /// `isSelected`. Default false.
    public var isSelected = false
    /// Creates the flags.
    public init(isEnabled: Bool = true, isSelected: Bool = false) {
        self.isEnabled = isEnabled
        self.isSelected = isSelected
    }
}

/// A slider's range, value and continuity.
public struct SliderSettings: Hashable, Sendable {
    /// `minimumValue`. Default 0.
    public var minimumValue: Double = 0
    /// `maximumValue`. Default 1.
    public var maximumValue: Double = 1
    /// `value`, clamped by the slider. Default 0.5.
    public var value: Double = 0.5
    /// `isContinuous`. Default true.
    public var isContinuous = true
    /// UIKit's defaults.
    public init() {}
}

/// A scroll view's content and behaviour, with UIKit's defaults.
public struct ScrollViewSettings: Hashable, Sendable {
    /// `contentSize`, each dimension ≥ 0. Default zero.
    public var contentSize: CGSize = .zero
    /// `contentOffset`. Default zero.
    public var contentOffset: CGPoint = .zero
    /// `isPagingEnabled`. Default false.
    public var isPagingEnabled = false
    /// `bounces`. Default true.
    public var bounces = true
    /// `alwaysBounceVertical`. Default false.
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal`. Default false.
    public var alwaysBounceHorizontal = false
    /// `isDirectionalLockEnabled`. Default false.
    public var isDirectionalLockEnabled = false
    /// `isScrollEnabled`. Default true.
    public var isScrollEnabled = true
    /// `delaysContentTouches`. Default true.
    public var delaysContentTouches = true
    /// `canCancelContentTouches`. Default true.
    public var canCancelContentTouches = true
    /// `normal` (0.998) or `fast` (0.99).
    public var decelerationRate: Double = 0.998
    /// UIKit's defaults.
    public init() {}
}

/// Reads a view's `type` and the fields that type adds.
enum ViewKindReader {
    static let controlKeys = ["isEnabled", "isSelected"]
    static let keysByType: [String: [String]] = [
        "view": [],
        "button": controlKeys + ["title"],
        "switch": controlKeys + ["isOn"],
        "slider": controlKeys + ["minimumValue", "maximumValue", "value", "isContinuous"],
        "scrollView": [
            "contentSize", "contentOffset", "isPagingEnabled", "bounces", "alwaysBounceVertical",
            "alwaysBounceHorizontal", "isDirectionalLockEnabled", "isScrollEnabled", "delaysContentTouches",
            "canCancelContentTouches", "decelerationRate",
        ],
    ]

    /// The `type` field (default `view`), checked.
    static func typeName(_ object: SceneObject) throws(SceneError) -> String {
        guard let type = try object.string("type") else { return "view" }
        guard keysByType[type] != nil else {
            let line = object.member("type")?.value.line ?? object.line
            throw object.error(line, "\(object.context): unknown view type \"\(type)\" (expected one of: \(ViewKind.typeNames.joined(separator: ", ")))")
        }
        return type
    }

    static func read(_ type: String, _ object: SceneObject) throws(SceneError) -> ViewKind {
        switch type {
        case "button":
            return .button(title: try object.string("title"), control: try flags(object))
        case "switch":
            return .switch(isOn: try object.bool("isOn") ?? false, control: try flags(object))
        case "slider":
            var slider = SliderSettings()
            slider.minimumValue = try object.number("minimumValue") ?? 0
            slider.maximumValue = try object.number("maximumValue") ?? 1
            if slider.maximumValue < slider.minimumValue, let node = object.member("maximumValue")?.value {
                throw object.mismatch("maximumValue", node, "a number ≥ minimumValue \(slider.minimumValue)")
            }
            slider.value = try object.number("value") ?? (slider.minimumValue + slider.maximumValue) / 2
            slider.isContinuous = try object.bool("isContinuous") ?? true
            return .slider(slider, control: try flags(object))
        case "scrollView":
            return .scrollView(try scrollView(object))
        default:
            return .view
        }
    }

    private static func flags(_ object: SceneObject) throws(SceneError) -> ControlFlags {
        ControlFlags(isEnabled: try object.bool("isEnabled") ?? true, isSelected: try object.bool("isSelected") ?? false)
    }

    private static func scrollView(_ object: SceneObject) throws(SceneError) -> ScrollViewSettings {
        var settings = ScrollViewSettings()
        let sizeExpectation = "[width, height] with width and height ≥ 0"
        if let size = try object.numbers("contentSize", count: 2, expected: sizeExpectation),
           let node = object.member("contentSize")?.value
        {
            guard size[0] >= 0, size[1] >= 0 else { throw object.mismatch("contentSize", node, sizeExpectation) }
            settings.contentSize = CGSize(width: size[0], height: size[1])
        }
        if let offset = try object.numbers("contentOffset", count: 2, expected: "[x, y]") {
            settings.contentOffset = CGPoint(x: offset[0], y: offset[1])
        }
        settings.isPagingEnabled = try object.bool("isPagingEnabled") ?? false
        settings.bounces = try object.bool("bounces") ?? true
        settings.alwaysBounceVertical = try object.bool("alwaysBounceVertical") ?? false
        settings.alwaysBounceHorizontal = try object.bool("alwaysBounceHorizontal") ?? false
        settings.isDirectionalLockEnabled = try object.bool("isDirectionalLockEnabled") ?? false
        settings.isScrollEnabled = try object.bool("isScrollEnabled") ?? true
        settings.delaysContentTouches = try object.bool("delaysContentTouches") ?? true
        settings.canCancelContentTouches = try object.bool("canCancelContentTouches") ?? true
        if let node = object.member("decelerationRate")?.value {
            switch node.value {
            case .string("normal"): settings.decelerationRate = 0.998
            case .string("fast"): settings.decelerationRate = 0.99
            default: throw object.mismatch("decelerationRate", node, "\"normal\" or \"fast\"")
            }
        }
        return settings
    }
}

extension ViewKind {
    /// A new, unconfigured view of this kind.
    @MainActor
    func makeView(frame: CGRect) -> UIView {
        switch self {
        case .view: return UIView(frame: frame)
        case .button:
            let button = UIButton(type: .system)
            button.frame = frame
            return button
        case .switch: return UISwitch(frame: frame)
        case .slider: return UISlider(frame: frame)
        case .scrollView: return UIScrollView(frame: frame)
        }
    }

    /// Sets the kind's properties on `view` (made by ``makeView(frame:)``).
    @MainActor
    func configure(_ view: UIView) {
        switch self {
        case .view:
            break
        case .button(let title, let flags):
            guard let button = view as? UIButton else { return }
            button.setTitle(title, for: .normal)
            apply(flags, to: button)
        case .switch(let isOn, let flags):
            guard let toggle = view as? UISwitch else { return }
            toggle.isOn = isOn
            apply(flags, to: toggle)
        case .slider(let settings, let flags):
            guard let slider = view as? UISlider else { return }
            slider.minimumValue = Float(settings.minimumValue)
            slider.maximumValue = Float(settings.maximumValue)
            slider.value = Float(settings.value)
            slider.isContinuous = settings.isContinuous
            apply(flags, to: slider)
        case .scrollView(let settings):
            guard let scroll = view as? UIScrollView else { return }
            scroll.contentSize = settings.contentSize
            scroll.contentOffset = settings.contentOffset
            scroll.isPagingEnabled = settings.isPagingEnabled
            scroll.bounces = settings.bounces
            scroll.alwaysBounceVertical = settings.alwaysBounceVertical
            scroll.alwaysBounceHorizontal = settings.alwaysBounceHorizontal
            scroll.isDirectionalLockEnabled = settings.isDirectionalLockEnabled
            scroll.isScrollEnabled = settings.isScrollEnabled
            scroll.delaysContentTouches = settings.delaysContentTouches
            scroll.canCancelContentTouches = settings.canCancelContentTouches
            scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: settings.decelerationRate)
        }
    }

    @MainActor
    private func apply(_ flags: ControlFlags, to control: UIControl) {
        control.isEnabled = flags.isEnabled
        control.isSelected = flags.isSelected
    }
}
