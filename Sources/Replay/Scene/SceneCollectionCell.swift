import Foundation
import UIKit

/// The cell of a scene's grid or compositional `collection`: the item's title centred on a light grey
/// tile, and the tint behind it while the item is highlighted or selected (a collection view cell shows
/// no selection of its own, as on iOS, so an app that wants it sets a `selectedBackgroundView`).
@MainActor
final class SceneCollectionCell: UICollectionViewCell {
    /// The tile's colour: iOS's `systemGray5`, #E5E5EA.
    static let tileColor = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    /// The highlight and selection colour: iOS's tint, #007AFF.
    static let selectedColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)

    private let label = UILabel(frame: .zero)

    /// The item's title: the label's text, and the content view's name in the trace (a touch lands on it).
    var title = "" {
        didSet {
            label.text = title
            contentView.accessibilityIdentifier = title
        }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        let background = UIView(frame: .zero)
        background.backgroundColor = Self.tileColor
        backgroundView = background
        let selected = UIView(frame: .zero)
        selected.backgroundColor = Self.selectedColor
        selectedBackgroundView = selected
        label.textAlignment = .center
        label.font = UIFont.systemFont(ofSize: 15)
        label.isUserInteractionEnabled = false
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.frame = contentView.bounds
        contentView.addSubview(label)
    }
}
