import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct UICollectionViewCellTests {
    @Test func theContentAndBackgroundsFillTheCell() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let background = UIView()
        cell.backgroundView = background
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(background.frame == cell.bounds)
        cell.bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
        #expect(cell.contentView.frame.size == CGSize(width: 120, height: 40))
        #expect(background.frame.size == CGSize(width: 120, height: 40))
        #expect(cell.subviews.first === background)
    }

    @Test func theSelectedBackgroundShowsWhileSelectedOrHighlighted() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        // No selected background by default, as on iOS: selection changes nothing.
        cell.isSelected = true
        #expect(cell.subviews.count == 1)
        cell.isSelected = false
        let selected = UIView()
        cell.selectedBackgroundView = selected
        #expect(selected.superview == nil)
        cell.isHighlighted = true
        #expect(selected.superview === cell)
        #expect(selected.frame == cell.bounds)
        // Between the background and the content.
        #expect(cell.subviews.firstIndex { $0 === selected }! < cell.subviews.firstIndex { $0 === cell.contentView }!)
        cell.isHighlighted = false
        #expect(selected.superview == nil)
        cell.isSelected = true
        #expect(selected.superview === cell)
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted)
        #expect(selected.superview == nil)
    }
}
