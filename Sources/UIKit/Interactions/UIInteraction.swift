/// An object a view carries that adds behaviour driven by input other than its own touches
/// (``UIView/addInteraction(_:)``); ``UIPencilInteraction`` is one.
///
/// As in UIKit all three members are required: the view keeps the interaction (a strong reference), the
/// interaction refers back to its view weakly.
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view that owns the interaction, `nil` while it is on no view.
    var view: UIView? { get }
    /// Called before the interaction is added to `view`, or removed from its view (`nil`).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view`, or removed from its view (`nil`).
    func didMove(to view: UIView?)
}
