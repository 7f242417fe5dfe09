import InputRecording

/// Reads one recognizer object of a scene: its type, name, relations and parameters, each checked
/// against ``RecognizerCatalog``.
enum RecognizerReader {
    static let relationKeys = ["requireToFail", "recognizeSimultaneouslyWith"]

    static func read(_ node: JSONNode, index: Int, owner: String, file: String) throws(SceneError) -> RecognizerDescription {
        let object = try SceneObject(node, context: "recognizer \(index + 1) of \(owner)", file: file)
        let typeNames = RecognizerCatalog.typeNames.joined(separator: ", ")
        let typeNode = try object.required("type", expected: "one of: \(typeNames)")
        guard case .string(let typeName) = typeNode.value else {
            throw object.mismatch("type", typeNode, "one of: \(typeNames)")
        }
        guard let type = RecognizerCatalog.type(named: typeName) else {
            throw object.error(typeNode.line, "unknown recognizer type \"\(typeName)\" (expected one of: \(typeNames))")
        }
        let nameNode = try object.required("name", expected: "a name unique in the scene")
        guard case .string(let name) = nameNode.value, !name.isEmpty else {
            throw object.mismatch("name", nameNode, "a non-empty string")
        }
        let named = SceneObject(
            members: object.members, line: object.line, context: "\(typeName) recognizer \"\(name)\"", file: file)
        let parameters = type.allParameters
        try named.checkKeys(allowed: ["type", "name"] + relationKeys + parameters.map(\.name))
        var values: [RecognizerParameterValue] = []
        for member in named.members {
            guard let parameter = parameters.first(where: { $0.name == member.key }) else { continue }
            values.append(RecognizerParameterValue(
                name: parameter.name, value: try value(member.value, for: parameter, in: named), line: member.line))
        }
        return RecognizerDescription(
            type: typeName, name: name, parameters: values,
            requiresFailureOf: try named.names("requireToFail"),
            recognizesSimultaneouslyWith: try named.names("recognizeSimultaneouslyWith"),
            line: object.line)
    }

    private static func value(_ node: JSONNode, for parameter: RecognizerParameter, in object: SceneObject) throws(SceneError) -> SceneValue {
        let mismatch = object.mismatch(parameter.name, node, parameter.kind.expectation)
        switch parameter.kind {
        case .count(let minimum):
            guard case .integer(let number) = node.value, let count = Int(exactly: number), count >= minimum else { throw mismatch }
            return .integer(count)
        case .nonNegative:
            return .number(try SceneObject.number(node, key: parameter.name, minimum: 0, expected: parameter.kind.expectation, in: object))
        case .flag:
            guard case .bool(let flag) = node.value else { throw mismatch }
            return .bool(flag)
        case .options(let choices):
            if node.value == .string("all") { return .options(choices) }
            guard case .array(let items) = node.value else { throw mismatch }
            var names: [String] = []
            for item in items {
                guard case .string(let name) = item.value else { throw mismatch }
                guard choices.contains(name) else {
                    throw object.error(item.line, "\(object.context): unknown \(parameter.name) value \"\(name)\" (expected one of: \(choices.joined(separator: ", ")))")
                }
                names.append(name)
            }
            return .options(names)
        }
    }
}
