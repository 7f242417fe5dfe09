/// The state a cell's content is configured for: whether it is selected or highlighted.
public struct UICellConfigurationState: Hashable, Sendable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted (a finger is on it).
    public var isHighlighted = false
    /// Whether the cell is disabled (stored; a table never disables cells itself).
    public var isDisabled = false
    /// Creates a state.
    public init(isSelected: Bool = false, isHighlighted: Bool = false, isDisabled: Bool = false) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.isDisabled = isDisabled
    }
}

/// A description of a cell's content that makes the view showing it: set it as a cell's
/// ``UITableViewCell/contentConfiguration`` instead of adding subviews yourself.
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration adjusted for `state` (a selected or highlighted cell).
    func updated(for state: UICellConfigurationState) -> Self
}

/// A view made by a ``UIContentConfiguration``, which shows whatever configuration it is given.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown. Setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else the cell makes a new view). Default: same type.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is the same type as the current one.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
