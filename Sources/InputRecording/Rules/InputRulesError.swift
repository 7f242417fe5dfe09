/// A rules file (or a scene's or recording's rules section) that cannot be read:
/// `rules.json:7: rule "left": field "rotation" is 45 (expected one of: 0, 90, 180, 270)`.
public typealias InputRulesError = FileLineError
