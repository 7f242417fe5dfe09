import Foundation
import UIKit

/// One entry of a view's `constraints` in a scene: an anchor equation or a Visual Format Language string.
public struct ConstraintDescription: Hashable, Sendable {
    /// What the entry says.
    public enum Form: Hashable, Sendable {
        /// `item.attribute relation [multiplier *] item.attribute [± constant] [@priority]`.
        case equation(ConstraintEquation)
        /// A Visual Format Language string (`H:|-[a]-8-[b]-|`).
        case visualFormat
    }

    /// The string as written.
    public var text: String
    /// Its line in the scene file.
    public var line: Int
    /// How it was read.
    public var form: Form

    /// Creates a description.
    public init(text: String, line: Int, form: Form) {
        self.text = text
        self.line = line
        self.form = form
    }
}

/// `first.firstAttribute relation multiplier × second.secondAttribute + constant @priority`; view names
/// are scene names or `superview` (the view whose `constraints` list holds the entry).
public struct ConstraintEquation: Hashable, Sendable {
    public var first: String
    public var firstAttribute: NSLayoutConstraint.Attribute
    public var relation: NSLayoutConstraint.Relation
    public var second: String?
    public var secondAttribute: NSLayoutConstraint.Attribute
    public var multiplier: Double
    public var constant: Double
    public var priority: Float
    /// The 1-based columns of the two view names, for errors about them.
    public var firstColumn: Int
    public var secondColumn: Int
}

/// Reads anchor equations, reporting the column of the first problem.
enum ConstraintEquationReader {
    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// Whether an entry is a Visual Format Language string rather than an equation.
    static func isVisualFormat(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " }
        return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
    }

    /// A problem at a 1-based column.
    struct Problem: Error {
        let column: Int
        let message: String
    }

    struct Cursor {
        let characters: [Character]
        var position = 0

        mutating func skipSpaces() { while position < characters.count, characters[position] == " " { position += 1 } }
        var column: Int { position + 1 }
        var atEnd: Bool { position >= characters.count }

        mutating func take(_ text: String) -> Bool {
            skipSpaces()
            var index = position
            for character in text {
                guard index < characters.count, characters[index] == character else { return false }
                index += 1
            }
            position = index
            return true
        }

        mutating func identifier() -> String {
            skipSpaces()
            var name = ""
            while position < characters.count,
                characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
                    || characters[position] == "-" && !name.isEmpty && position + 1 < characters.count
                        && characters[position + 1].isLetter
            {
                name.append(characters[position])
                position += 1
            }
            return name
        }

        mutating func number() -> Double? {
            skipSpaces()
            let start = position
            var text = ""
            while position < characters.count, characters[position].isNumber || characters[position] == "." {
                text.append(characters[position])
                position += 1
            }
            guard !text.isEmpty, let value = Double(text), value.isFinite else {
                position = start
                return nil
            }
            return value
        }
    }

    static func parse(_ text: String) throws(Problem) -> ConstraintEquation {
        var cursor = Cursor(characters: Array(text))
        let (first, firstAttribute, firstColumn) = try anchor(&cursor)
        let relation: NSLayoutConstraint.Relation
        if cursor.take("<=") {
            relation = .lessThanOrEqual
        } else if cursor.take(">=") {
            relation = .greaterThanOrEqual
        } else if cursor.take("==") || cursor.take("=") {
            relation = .equal
        } else {
            throw Problem(column: cursor.column, message: "expected a relation: =, <= or >=")
        }
        var equation = ConstraintEquation(
            first: first, firstAttribute: firstAttribute, relation: relation, second: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: 0, priority: 1000, firstColumn: firstColumn,
            secondColumn: 0)
        let negative = cursor.take("-")
        if let value = cursor.number() {
            cursor.skipSpaces()
            if cursor.take("*") {
                equation.multiplier = negative ? -value : value
            } else {
                equation.constant = negative ? -value : value
                try finish(&cursor, &equation)
                return equation
            }
        } else if negative {
            throw Problem(column: cursor.column, message: "expected a number after \"-\"")
        }
        let (second, secondAttribute, secondColumn) = try anchor(&cursor)
        equation.second = second
        equation.secondAttribute = secondAttribute
        equation.secondColumn = secondColumn
        if cursor.take("+") || cursor.take("-") {
            let sign: Double = cursor.characters[cursor.position - 1] == "-" ? -1 : 1
            guard let value = cursor.number() else {
                throw Problem(column: cursor.column, message: "expected a constant after \"\(sign < 0 ? "-" : "+")\"")
            }
            equation.constant = sign * value
        }
        try finish(&cursor, &equation)
        return equation
    }

    /// `name.attribute`.
    static func anchor(_ cursor: inout Cursor) throws(Problem) -> (String, NSLayoutConstraint.Attribute, Int) {
        cursor.skipSpaces()
        let column = cursor.column
        let name = cursor.identifier()
        guard !name.isEmpty else { throw Problem(column: column, message: "expected a view name (or superview)") }
        guard cursor.take(".") else { throw Problem(column: cursor.column, message: "expected \".\" and an attribute after \"\(name)\"") }
        let attributeColumn = cursor.column
        let attributeName = cursor.identifier()
        guard let attribute = attributes[attributeName] else {
            throw Problem(
                column: attributeColumn,
                message: "unknown attribute \"\(attributeName)\" (expected one of: \(attributes.keys.sorted().joined(separator: ", ")))")
        }
        return (name, attribute, column)
    }

    /// `[@priority]` and the end of the string.
    static func finish(_ cursor: inout Cursor, _ equation: inout ConstraintEquation) throws(Problem) {
        if cursor.take("@") {
            cursor.skipSpaces()
            let column = cursor.column
            guard let value = cursor.number(), value >= 1, value <= 1000 else {
                throw Problem(column: column, message: "expected a priority from 1 to 1000 after \"@\"")
            }
            equation.priority = Float(value)
        }
        cursor.skipSpaces()
        guard cursor.atEnd else { throw Problem(column: cursor.column, message: "unexpected \"\(cursor.characters[cursor.position])\" (expected the end, \"+ constant\" or \"@priority\")") }
    }

    /// The view names a Visual Format Language string uses (`[name`), with their 1-based columns.
    static func visualFormatNames(_ text: String) -> [(String, Int)] {
        let characters = Array(text)
        var result: [(String, Int)] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "[" {
                var name = ""
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
                    name.append(characters[end])
                    end += 1
                }
                result.append((name, index + 2))
                index = end
            } else {
                index += 1
            }
        }
        return result
    }
}
