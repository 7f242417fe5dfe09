/// A standard accessory of a list cell (UIKit's `UICellAccessory`), shown at the cell's trailing edge: a
/// disclosure indicator or a checkmark, drawn as the table view's.
///
/// Differences from iOS: only these two kinds; no display states for editing, no tint or custom views.
public struct UICellAccessory: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case disclosureIndicator
        case checkmark
    }

    let kind: Kind

    /// A chevron: the row leads somewhere.
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator) }
    /// A checkmark: the row is chosen.
    public static func checkmark() -> UICellAccessory { UICellAccessory(kind: .checkmark) }

    /// The table cell accessory drawn for it.
    var tableAccessoryType: UITableViewCell.AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        }
    }
}
