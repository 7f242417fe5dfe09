/// Asking the layout again for the elements an invalidation context named, and only for them: what a
/// pinned header costs a scroll (the layout names the headers that follow the visible area; the rest of the
/// kept attributes stand, no rectangle is asked again).
extension UICollectionView {
    /// A context naming supplementary or decoration elements only: the layout is prepared again (as on
    /// iOS), the kept attributes stay, and the named elements are asked for before the next placement. A
    /// full invalidation already pending wins.
    func collectionElementsInvalidated(by context: UICollectionViewLayoutInvalidationContext) {
        if needsLayoutPreparation && !keepsAttributesAtPreparation {
            setNeedsLayout()
            return
        }
        needsLayoutPreparation = true
        keepsAttributesAtPreparation = true
        for (kind, indexPaths) in (context.invalidatedSupplementaryIndexPaths ?? [:]).sorted(by: { $0.key < $1.key }) {
            for indexPath in indexPaths { elementsToRefresh.append(CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)) }
        }
        for (kind, indexPaths) in (context.invalidatedDecorationIndexPaths ?? [:]).sorted(by: { $0.key < $1.key }) {
            for indexPath in indexPaths { elementsToRefresh.append(CollectionElementKey(category: .decorationView, kind: kind, indexPath: indexPath)) }
        }
        setNeedsLayout()
    }

    /// Replaces the kept attributes of each named element with the layout's answer now (removing those it
    /// no longer has), and places the elements again.
    func refreshNamedElements() {
        defer { elementsToRefresh.removeAll(keepingCapacity: true) }
        // No attributes kept: the next placement asks the layout for a rectangle, which answers these too.
        guard attributesRect != nil else { return }
        for key in elementsToRefresh {
            let answer: UICollectionViewLayoutAttributes?
            let caller: String
            switch key.category {
            case .supplementaryView:
                answer = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
                caller = "layoutAttributesForSupplementaryView(ofKind:at:)"
            case .decorationView:
                answer = collectionViewLayout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
                caller = "layoutAttributesForDecorationView(ofKind:at:)"
            case .cell:
                continue
            }
            let kept = cachedAttributes.firstIndex {
                $0.representedElementCategory == key.category && $0.indexPath == key.indexPath && $0.representedElementKind == key.kind
            }
            if let answer, answer.representedElementCategory == key.category, answer.representedElementKind == key.kind,
               isShowable(answer, from: caller) {
                if let kept { cachedAttributes[kept] = answer } else { cachedAttributes.append(answer) }
            } else if let kept {
                cachedAttributes.remove(at: kept)
            }
        }
        // The named elements moved with the visible area: place again (the slack no longer holds).
        steadyPlacement = nil
    }
}
