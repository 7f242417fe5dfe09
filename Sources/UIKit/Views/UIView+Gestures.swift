extension UIView {
    func attach(_ recognizer: UIGestureRecognizer) {
        if let oldView = recognizer.view, oldView !== self { oldView.detach(recognizer) }
        var list = storedGestureRecognizers ?? []
        guard !list.contains(where: { $0 === recognizer }) else { return }
        list.append(recognizer)
        storedGestureRecognizers = list
        recognizer.view = self
    }

    func detach(_ recognizer: UIGestureRecognizer) {
        guard var list = storedGestureRecognizers, let index = list.firstIndex(where: { $0 === recognizer }) else { return }
        list.remove(at: index)
        // An empty array, not nil, after removal: the later documentation (seed 002) says so.
        storedGestureRecognizers = list
        // Only the environment it takes part in has anything to forget.
        recognizer.environment?.recognizerWasRemoved(recognizer)
        recognizer.view = nil
    }

    func replaceGestureRecognizers(_ newValue: [UIGestureRecognizer]?) {
        for recognizer in storedGestureRecognizers ?? [] where !(newValue ?? []).contains(where: { $0 === recognizer }) {
            detach(recognizer)
        }
        for recognizer in newValue ?? [] { attach(recognizer) }
        if newValue == nil { storedGestureRecognizers = nil }
    }
}
