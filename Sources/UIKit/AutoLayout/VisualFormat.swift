extension NSLayoutConstraint {
    /// Options of the Visual Format Language: alignment of every view in the string.
    public struct FormatOptions: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align the left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    }

    /// The constraints a Visual Format Language string describes, e.g. `"H:|-[button(>=80)]-8-[field]-|"`
    /// (not activated). `|-` and `-|` are the superview's margins, `-` between views is the standard spacing
    /// (8 points), a number or metric name between dashes is that spacing, and a parenthesized predicate
    /// list after a view name constrains its width (H) or height (V).
    ///
    /// A malformed string gives no constraints and a trace diagnostic naming the column (UIKit raises an
    /// exception); ``validatedConstraints(withVisualFormat:options:metrics:views:)`` throws instead.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try validatedConstraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch {
            AutoLayoutDiagnostics.report("\(error)")
            return []
        }
    }

    /// The constraints of a Visual Format Language string, or a ``VisualFormatError`` naming the column.
    public static func validatedConstraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(
            format: format, metrics: (metrics ?? [:]).compactMapValues(VisualFormatParser.number),
            views: views.compactMapValues { value -> AnyObject? in
                if let view = value as? UIView { return view }
                return value as? UILayoutGuide
            })
        return try parser.parse(options: options)
    }
}

/// A malformed Visual Format Language string: what was expected at which column (1-based).
public struct VisualFormatError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The whole string.
    public let format: String
    /// The 1-based column of the problem.
    public let column: Int
    /// What was found and what was expected.
    public let message: String
    /// Creates an error.
    public init(format: String, column: Int, message: String) {
        self.format = format
        self.column = column
        self.message = message
    }
    public var description: String { "visual format \"\(format)\" column \(column): \(message)" }
}

/// A recursive-descent reader of Apple's VFL grammar (NSLayoutConstraint's "Visual Format Language").
@MainActor
struct VisualFormatParser {
    let characters: [Character]
    let format: String
    let metrics: [String: CGFloat]
    /// Views, and layout guides (such as a controller's `topLayoutGuide`), by name.
    let views: [String: AnyObject]
    var position = 0

    init(format: String, metrics: [String: CGFloat], views: [String: AnyObject]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    nonisolated static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Float: CGFloat(value)
        default: nil
        }
    }

    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat?
        var view: AnyObject?
        var priority: UILayoutPriority = .required
    }

    /// A connection between two items: nil means the standard spacing.
    enum Connection { case none, standard, predicates([Predicate]) }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var vertical = false
        if peek("H:") { position += 2 } else if peek("V:") { vertical = true; position += 2 }
        var result: [NSLayoutConstraint] = []
        var leadingConnection: Connection?
        if peek("|") {
            position += 1
            leadingConnection = try connection()
        }
        var previous: AnyObject?
        var placed: [AnyObject] = []
        var pendingConnection = leadingConnection
        while true {
            let (view, sizePredicates) = try viewItem()
            placed.append(view)
            for predicate in sizePredicates { result.append(size(view, predicate, vertical)) }
            if let previous, let pendingConnection {
                result += spacing(from: previous, to: view, pendingConnection, vertical, superviewEdge: false)
            } else if previous == nil, let pendingConnection {
                guard let superview = Self.container(of: view) else { throw error("\"|\" needs the views to have a superview") }
                result += spacing(from: superview, to: view, pendingConnection, vertical, superviewEdge: true)
            }
            previous = view
            if position == characters.count { break }
            if peek("|") {
                position += 1
                guard position == characters.count else { throw error("nothing may follow the closing \"|\"") }
                guard let superview = Self.container(of: view) else { throw error("\"|\" needs the views to have a superview") }
                result += spacing(from: view, to: superview, .none, vertical, superviewEdge: true)
                break
            }
            let link = try connection()
            if peek("|") {
                position += 1
                guard position == characters.count else { throw error("nothing may follow the closing \"|\"") }
                guard let superview = Self.container(of: view) else { throw error("\"|\" needs the views to have a superview") }
                result += spacing(from: view, to: superview, link, vertical, superviewEdge: true)
                break
            }
            pendingConnection = link
        }
        result += alignment(placed, options)
        return result
    }

    // MARK: Grammar

    mutating func connection() throws(VisualFormatError) -> Connection {
        guard peek("-") else { return .none }
        position += 1
        if peek("[") || peek("|") { return .standard }
        let predicates = try predicateList()
        guard peek("-") else { throw error("expected \"-\" after the spacing") }
        position += 1
        return .predicates(predicates)
    }

    mutating func viewItem() throws(VisualFormatError) -> (AnyObject, [Predicate]) {
        guard peek("[") else { throw error("expected \"[\" and a view name") }
        position += 1
        let nameColumn = position
        let name = identifier()
        guard !name.isEmpty else { throw error("expected a view name") }
        guard let view = views[name] else {
            position = nameColumn
            throw error("unknown view \"\(name)\" (expected one of: \(views.keys.sorted().joined(separator: ", ")))")
        }
        var predicates: [Predicate] = []
        if peek("(") { predicates = try predicateList() }
        guard peek("]") else { throw error("expected \"]\"") }
        position += 1
        return (view, predicates)
    }

    mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
        if peek("(") {
            position += 1
            var list = [try predicate()]
            while peek(",") {
                position += 1
                list.append(try predicate())
            }
            guard peek(")") else { throw error("expected \",\" or \")\"") }
            position += 1
            return list
        }
        return [try predicate()]
    }

    mutating func predicate() throws(VisualFormatError) -> Predicate {
        var result = Predicate()
        if peek("==") { position += 2 } else if peek("<=") {
            position += 2
            result.relation = .lessThanOrEqual
        } else if peek(">=") {
            position += 2
            result.relation = .greaterThanOrEqual
        }
        if let value = try constant() {
            result.constant = value
        } else {
            let nameColumn = position
            let name = identifier()
            guard let view = views[name] else {
                position = nameColumn
                throw error(name.isEmpty ? "expected a number, a metric or a view name" : "unknown metric or view \"\(name)\"")
            }
            result.view = view
        }
        if peek("@") {
            position += 1
            guard let value = try constant() else { throw error("expected a priority") }
            result.priority = UILayoutPriority(Float(value))
        }
        return result
    }

    /// A number or a metric name; nil (position unchanged) when the next token is neither.
    mutating func constant() throws(VisualFormatError) -> CGFloat? {
        let start = position
        var text = ""
        if position < characters.count, characters[position] == "-" || characters[position] == "+" {
            text.append(characters[position])
            position += 1
        }
        while position < characters.count, characters[position].isNumber || characters[position] == "." {
            text.append(characters[position])
            position += 1
        }
        if text.contains(where: \.isNumber) {
            guard let value = Double(text) else {
                position = start
                throw error("\"\(text)\" is not a number")
            }
            return CGFloat(value)
        }
        position = start
        let name = identifier()
        if let value = metrics[name] { return value }
        position = start
        return nil
    }

    mutating func identifier() -> String {
        var name = ""
        while position < characters.count,
            characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
        {
            name.append(characters[position])
            position += 1
        }
        return name
    }

    func peek(_ text: String) -> Bool {
        var index = position
        for character in text {
            guard index < characters.count, characters[index] == character else { return false }
            index += 1
        }
        return true
    }

    func error(_ message: String) -> VisualFormatError {
        VisualFormatError(format: format, column: position + 1, message: message)
    }

    // MARK: Constraints

    /// What `|` stands for next to an item: a view's superview, or the view that owns a guide.
    static func container(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    func size(_ view: AnyObject, _ predicate: Predicate, _ vertical: Bool) -> NSLayoutConstraint {
        let attribute: NSLayoutConstraint.Attribute = vertical ? .height : .width
        let constraint = NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: predicate.relation, toItem: predicate.view,
            attribute: predicate.view == nil ? .notAnAttribute : attribute, multiplier: 1,
            constant: predicate.constant ?? 0)
        constraint.priority = predicate.priority
        return constraint
    }

    /// `second.leading (relation) first.trailing + spacing`, or the superview margin forms for `|`.
    func spacing(
        from first: AnyObject, to second: AnyObject, _ connection: Connection, _ vertical: Bool, superviewEdge: Bool
    ) -> [NSLayoutConstraint] {
        let leading: NSLayoutConstraint.Attribute = vertical ? .top : .leading
        let trailing: NSLayoutConstraint.Attribute = vertical ? .bottom : .trailing
        let firstIsSuperview = superviewEdge && Self.container(of: second) === first
        let secondIsSuperview = superviewEdge && Self.container(of: first) === second
        var firstAttribute = firstIsSuperview ? leading : trailing
        var secondAttribute = secondIsSuperview ? trailing : leading
        let predicates: [Predicate]
        switch connection {
        case .none:
            predicates = [Predicate(constant: 0)]
        case .standard:
            if firstIsSuperview { firstAttribute = vertical ? .topMargin : .leadingMargin }
            if secondIsSuperview { secondAttribute = vertical ? .bottomMargin : .trailingMargin }
            predicates = [Predicate(constant: superviewEdge ? 0 : systemSpacing)]
        case .predicates(let list):
            predicates = list
        }
        return predicates.map { predicate in
            let constraint = NSLayoutConstraint(
                item: second, attribute: secondAttribute, relatedBy: predicate.relation, toItem: first,
                attribute: firstAttribute, multiplier: 1, constant: predicate.constant ?? 0)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    func alignment(_ views: [AnyObject], _ options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        var result: [NSLayoutConstraint] = []
        for (option, attribute) in pairs where options.contains(option) {
            for view in views.dropFirst() {
                result.append(
                    NSLayoutConstraint(
                        item: view, attribute: attribute, relatedBy: .equal, toItem: views[0], attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return result
    }
}
