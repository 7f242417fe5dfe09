import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UITableViewCellTests {
    @Test func theContentViewLeavesRoomForTheAccessory() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "c")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessoryType = .disclosureIndicator
        // 16 margin + 8 chevron + 14 spacing: 38 pt, as on iOS.
        #expect(cell.contentView.frame.width == 282)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = custom
        #expect(custom.frame == CGRect(x: 253, y: 7, width: 51, height: 31))
        #expect(cell.contentView.frame.width == 239)
    }

    @Test func legacyLabelsFollowTheCellStyle() {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil)
        plain.textLabel?.text = "Title"
        #expect(plain.textLabel?.superview === plain.contentView)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.layoutIfNeeded()
        let title = subtitle.textLabel?.frame ?? .zero
        let detail = subtitle.detailTextLabel?.frame ?? .zero
        #expect(detail.minY == title.maxY)
        #expect(title.minX == 16)
    }

    @Test func aContentConfigurationReplacesTheLabelsAndIsUpdatedInPlace() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "old"
        var content = cell.defaultContentConfiguration()
        content.text = "First"
        cell.contentConfiguration = content
        #expect(cell.textLabel?.isHidden == true)
        let view = cell.contentView.subviews.last
        #expect(view is UIListContentView)
        content.text = "Second"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === view)
        #expect((view as? UIListContentView)?.listContentConfiguration.text == "Second")
    }

    @Test func highlightAndSelectionShowTheSelectedBackgroundUnlessTheStyleIsNone() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.selectedBackgroundView?.superview == nil)
        cell.setHighlighted(true, animated: false)
        #expect(cell.selectedBackgroundView?.superview === cell)
        cell.setHighlighted(false, animated: false)
        #expect(cell.selectedBackgroundView?.superview == nil)
        cell.isSelected = true
        #expect(cell.selectedBackgroundView?.superview === cell)
        cell.selectionStyle = .none
        #expect(cell.selectedBackgroundView?.superview == nil)
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted)
    }

    @Test func legacyCellsAreAtLeastAStandardRowTall() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
        cell.detailTextLabel?.text = "Detail"
        let both = (cell.textLabel?.intrinsicContentSize.height ?? 0) + (cell.detailTextLabel?.intrinsicContentSize.height ?? 0)
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == max(44, 22 + both))
    }
}
