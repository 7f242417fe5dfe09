extension InputRuleSet {
    /// The error for the first rule that names a screen not among `screens`, or `nil` when every named
    /// screen exists. Such a rule would otherwise silently drive the main screen: a typo in a screen
    /// name must not send a panel's touches to the wrong windows.
    ///
    /// The message starts with the `file:line` of the rule's `screen` field (else of the rule) when it
    /// has one, and lists the screens there are:
    /// `rules.json:4: rule "panel": screen "left" does not exist (screens: "screen0", "right")`.
    public func unknownScreenError(screens: [String]) -> String? {
        let known = Set(screens)
        guard let rule = rules.first(where: { $0.screen.map { !known.contains($0) } ?? false }), let screen = rule.screen else {
            return nil
        }
        let list = screens.map { "\"\($0)\"" }.joined(separator: ", ")
        let origin = rule.screenOrigin ?? rule.origin
        return "\(origin.map { "\($0): " } ?? "")rule \"\(rule.name)\": screen \"\(screen)\" does not exist (screens: \(list))"
    }
}
