import Foundation

/// A view controller whose view is a ``UICollectionView``, which it serves as data source and delegate:
/// subclass it and override the data source and delegate methods.
///
/// With ``installsStandardGestureForInteractiveMovement`` (the default, as on iOS), a long press on an
/// item the data source lets move (`canMoveItemAt`) lifts it, dragging moves it, and lifting the finger
/// drops it (``UICollectionView/beginInteractiveMovementForItem(at:)`` and the calls after it,
/// UICollectionView+InteractiveMovement.swift). The press is a ``UILongPressGestureRecognizer`` with
/// UIKit's defaults (0.5 s, 10 pt): a drag sooner than that scrolls instead.
///
/// Differences from iOS: the controller overrides the data source's and the delegate's item methods
/// (numbers, cells, supplementary views, moving, highlight, selection, display); the supplementary views'
/// display callbacks are the protocol's defaults. No `clearsSelectionOnViewWillAppear` or layout
/// transitions.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate, UIGestureRecognizerDelegate {
    /// The layout the controller's collection view is made with.
    public let collectionViewLayout: UICollectionViewLayout

    /// The press that moves items, when ``installsStandardGestureForInteractiveMovement`` is on.
    let movementRecognizer = UILongPressGestureRecognizer()

    /// Whether a long press and drag moves items (installed on the collection view). Default `true`.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { if isViewLoaded { updateMovementGesture() } }
    }

    /// Creates a controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
        movementRecognizer.delegate = self
        movementRecognizer.addTarget(self, action: UICollectionViewController.movementChanged)
    }

    /// The controller's view, as a collection view (loading it if needed); setting it replaces the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            view = newValue
            if let newValue {
                newValue.dataSource = self
                newValue.delegate = self
                updateMovementGesture()
            }
        }
    }

    /// Makes a collection view with ``collectionViewLayout``, the controller its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
        updateMovementGesture()
    }

    private func updateMovementGesture() {
        guard let collection = viewIfLoaded as? UICollectionView else { return }
        if installsStandardGestureForInteractiveMovement {
            if movementRecognizer.view !== collection { collection.addGestureRecognizer(movementRecognizer) }
        } else if let owner = movementRecognizer.view {
            owner.removeGestureRecognizer(movementRecognizer)
        }
    }

    // MARK: The standard gesture

    /// The press begins only on a visible item the data source lets move.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === movementRecognizer, let collection = viewIfLoaded as? UICollectionView else { return true }
        guard let indexPath = collection.indexPathForItem(at: movementRecognizer.location(in: collection)) else { return false }
        return collection.dataSource?.collectionView(collection, canMoveItemAt: indexPath) == true
    }

    private func movementChanged(_ press: UILongPressGestureRecognizer) {
        guard let collection = viewIfLoaded as? UICollectionView else { return }
        let point = press.location(in: collection)
        switch press.state {
        case .began:
            guard let indexPath = collection.indexPathForItem(at: point), collection.beginInteractiveMovementForItem(at: indexPath) else { return }
            collection.updateInteractiveMovementTargetPosition(point)
        case .changed: collection.updateInteractiveMovementTargetPosition(point)
        case .ended: collection.endInteractiveMovement()
        case .cancelled, .failed: collection.cancelInteractiveMovement()
        default: break
        }
    }

    // MARK: Data source (override these)

    /// 1.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// 0: override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A plain cell, which the collection view reports (not dequeued): override it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    /// None (reported by the collection view if its layout asks): override it to give supplementary views.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        MissingSupplementaryView(frame: .zero)
    }
    /// `false`: override it to let items move.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing: override it to move the item in your data.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate (override these)

    /// `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// `proposedIndexPath`.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }
}
