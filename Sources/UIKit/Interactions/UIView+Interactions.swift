extension UIView {
    /// The interactions added to this view, in the order they were added.
    public var interactions: [UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds an interaction; one already on another view moves here (an interaction belongs to one view).
    /// Adding one that is already on this view does nothing.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction from this view; one that is not on it is left alone.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
