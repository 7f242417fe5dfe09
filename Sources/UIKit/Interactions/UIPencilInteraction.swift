import Foundation

/// Tells the app when the pen's barrel buttons are used: a double tap or a squeeze on Apple Pencil.
///
/// Add one to a view and give it a ``delegate``. A tablet pen has no tap or squeeze sensor; its barrel
/// buttons stand in for them (docs/decisions.md, "UIPencilInteraction from the barrel buttons"):
/// - the lower button (`BTN_STYLUS`) pressed: a **tap**, ``UIPencilInteractionDelegate/pencilInteraction(_:didReceiveTap:)``
///   (and the deprecated ``UIPencilInteractionDelegate/pencilInteractionDidTap(_:)`` for delegates that
///   implement only that);
/// - the upper button (`BTN_STYLUS2`) held: a **squeeze**, ``UIPencilInteractionDelegate/pencilInteraction(_:didReceiveSqueeze:)``
///   with phase `began` on the press, `ended` on the release, `cancelled` when the pen leaves proximity,
///   changes tool or is unplugged with the button held.
///
/// As on iOS the interaction is not hit-tested: every enabled interaction whose view is in a visible
/// window's hierarchy (not hidden, nor inside a hidden view) gets the tap or squeeze, wherever the pen is.
/// While the pen hovers (in proximity, tip up) the tap and squeeze carry its ``UIPencilHoverPose``.
///
/// Differences from iOS: ``preferredTapAction`` and ``preferredSqueezeAction`` are the iPadOS defaults
/// (there is no Settings app); a squeeze has no `changed` phase (a button has no pressure).
@MainActor
public final class UIPencilInteraction: UIInteraction {
    /// What a person chose to happen on a double tap or squeeze (iPadOS Settings).
    public enum PreferredAction: Int, Sendable {
        /// Do nothing.
        case ignore
        /// Switch between the current tool and the eraser.
        case switchEraser
        /// Switch between the current tool and the previous one.
        case switchPrevious
        /// Show the colour palette.
        case showColorPalette
        /// Show the ink attributes (thickness, opacity) of the current tool.
        case showInkAttributes
        /// Show the palette of tools and colours near the pen.
        case showContextualPalette
        /// Run a shortcut the person chose.
        case runSystemShortcut
    }

    /// The phase of a squeeze.
    public enum Phase: Int, Sendable {
        /// The squeeze started (the upper barrel button went down).
        case began
        /// The squeeze changed (never sent on Linux: a button has no pressure).
        case changed
        /// The squeeze ended (the button came up).
        case ended
        /// The squeeze was interrupted (the pen left proximity, changed tool or went away with it held).
        case cancelled
    }

    /// A double tap on the pen (the lower barrel button).
    public struct Tap: Sendable {
        /// When it happened, in seconds on the framework clock, as ``UITouch/timestamp``.
        public let timestamp: TimeInterval
        /// Where the pen hovered, or `nil` when it was not hovering (its tip was down).
        public let hoverPose: UIPencilHoverPose?
    }

    /// A squeeze of the pen (the upper barrel button held).
    public struct Squeeze: Sendable {
        /// Which part of the squeeze this is.
        public let phase: Phase
        /// When it happened, in seconds on the framework clock.
        public let timestamp: TimeInterval
        /// Where the pen hovered, or `nil` when it was not hovering.
        public let hoverPose: UIPencilHoverPose?
    }

    /// The object told about taps and squeezes.
    public weak var delegate: UIPencilInteractionDelegate?
    /// Whether taps and squeezes are delivered. Default `true`.
    public var isEnabled = true
    /// The view the interaction was added to.
    public private(set) weak var view: UIView?

    /// Creates an interaction without a delegate.
    public init() {}

    /// Creates an interaction with its delegate.
    public convenience init(delegate: UIPencilInteractionDelegate) {
        self.init()
        self.delegate = delegate
    }

    /// The action a person chose for a double tap: iPadOS's default, switching to the eraser and back.
    public class var preferredTapAction: PreferredAction { .switchEraser }
    /// The action a person chose for a squeeze: iPadOS's default, the contextual palette.
    public class var preferredSqueezeAction: PreferredAction { .showContextualPalette }
    /// Whether a person wants only the pen to draw (fingers scroll and select). `false`, iPadOS's default.
    public class var prefersPencilOnlyDrawing: Bool { false }
    /// Whether a person wants a preview of the tool while the pen hovers. `false`.
    public class var prefersHoverToolPreview: Bool { false }

    /// Nothing to prepare: the interaction holds no state of its view.
    public func willMove(to view: UIView?) {}

    /// Records the view it is now on (`nil`: removed).
    public func didMove(to view: UIView?) { self.view = view }

    /// Tells the delegate about a tap (``UIPencilInteractionDelegate``'s default forwards to the deprecated
    /// method, so a delegate implementing only `pencilInteractionDidTap(_:)` still hears it).
    func deliver(_ tap: Tap) {
        guard isEnabled else { return }
        delegate?.pencilInteraction(self, didReceiveTap: tap)
    }

    func deliver(_ squeeze: Squeeze) {
        guard isEnabled else { return }
        delegate?.pencilInteraction(self, didReceiveSqueeze: squeeze)
    }
}

/// iOS's name for ``UIPencilInteraction/PreferredAction``.
public typealias UIPencilPreferredAction = UIPencilInteraction.PreferredAction

/// Handles the taps and squeezes of a ``UIPencilInteraction``. Every method is optional.
@MainActor
public protocol UIPencilInteractionDelegate: AnyObject {
    /// A tap (the pen's lower barrel button). Default: calls ``pencilInteractionDidTap(_:)``.
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap)
    /// A squeeze began, ended or was cancelled (the pen's upper barrel button). Default: nothing.
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze)
    /// A tap, as iOS 12.1–17.4 reported it (deprecated there in 17.5, kept here without a deprecation
    /// warning so delegates written for older iOS compile cleanly); not called when
    /// ``pencilInteraction(_:didReceiveTap:)`` is implemented. Default: nothing.
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
}

extension UIPencilInteractionDelegate {
    /// Calls ``pencilInteractionDidTap(_:)``, so delegates written for iOS before 17.5 still hear taps.
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
        pencilInteractionDidTap(interaction)
    }
    /// Does nothing.
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {}
    /// Does nothing.
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
}

/// Where the pen hovered when a tap or squeeze happened.
public struct UIPencilHoverPose: Sendable {
    /// The pen's position in the interaction's view.
    public let location: CGPoint
    /// Its height above the surface, `0...1` (0 when the tablet reports no distance).
    public let zOffset: CGFloat
    /// Radians clockwise from the view's x axis towards which the cap end points.
    public let azimuthAngle: CGFloat
    /// The unit vector of ``azimuthAngle``.
    public let azimuthUnitVector: CGVector
    /// Radians between the pen and the surface, `π/2` upright.
    public let altitudeAngle: CGFloat
    /// The barrel roll in radians (the tablet's rotation axis; 0 without one).
    public let rollAngle: CGFloat
}
