import InputCore
import InputRules

/// Reads the native format's JSON objects back into InputCore values, with messages that name the field.
enum NativeEventDecoding {
    static func header(_ value: JSONNode) throws(NativeFieldError) -> RecordingHeader {
        let object = try JSONObjectReader(value, context: "header")
        let devices = try object.array("devices", expected: "an array of device objects").enumerated().map {
            (index, item) throws(NativeFieldError) in try device(item, context: "header device \(index + 1)")
        }
        var seen = Set<DeviceID>()
        for device in devices where !seen.insert(device.id).inserted {
            throw NativeFieldError("header: device id \(device.id.rawValue) is declared twice (expected unique ids)")
        }
        let screen = object.has("screen") ? try self.screen(try object.object("screen", context: "header screen")) : nil
        var rules: InputRuleSet?
        if let value = object.node("inputRules") {
            switch Result(catching: { () throws(InputRulesError) in try InputRulesReader.document(keyedOnce(value), file: "the recording's header") }) {
            case .success(let set): rules = set
            case .failure(let error): throw NativeFieldError("header inputRules: \(error.message)")
            }
        }
        let keymap = try object.optionalString("keymap")
        if let keymap, keymap.split(separator: "/", omittingEmptySubsequences: false).count != 5 {
            throw NativeFieldError("header: field \"keymap\" is \"\(keymap)\" (expected rules/model/layout/variant/options, e.g. \"evdev/pc105/de//\")")
        }
        return RecordingHeader(
            devices: devices, screen: screen, source: try object.optionalString("source"), inputRules: rules, keymap: keymap)
    }

    static func screen(_ object: JSONObjectReader) throws(NativeFieldError) -> ScreenMapping {
        let rotations = ScreenRotation.allCases.map { (String($0.rawValue), $0) }
        let rotationNumber = object.has("rotation") ? try object.integer("rotation", expected: "0, 90, 180 or 270") : 0
        guard let rotation = rotations.first(where: { $0.0 == String(rotationNumber) })?.1 else {
            throw NativeFieldError("\(object.context): field \"rotation\" is \(rotationNumber) (expected 0, 90, 180 or 270)")
        }
        var calibration = CalibrationMatrix.identity
        if object.has("calibration") {
            let items = try object.array("calibration", expected: "six numbers a b c d e f")
            let values = items.compactMap { item -> Double? in
                switch item.value {
                case .integer(let number): Double(number)
                case .number(let number): number
                default: nil
                }
            }
            guard values.count == items.count, let matrix = CalibrationMatrix(values) else {
                throw NativeFieldError("\(object.context): field \"calibration\" has \(items.count) values (expected six numbers a b c d e f)")
            }
            calibration = matrix
        }
        return ScreenMapping(
            width: try object.number("width", expected: "the screen width in points"),
            height: try object.number("height", expected: "the screen height in points"),
            scale: object.has("scale") ? try object.number("scale") : 1, rotation: rotation, calibration: calibration)
    }

    static func device(_ value: JSONNode, context: String) throws(NativeFieldError) -> DeviceDescription {
        let object = try JSONObjectReader(value, context: context)
        var capabilities: DeviceCapabilities = []
        for item in try object.array("capabilities", expected: "an array of capability names") {
            guard case .string(let name) = item.value, let capability = DeviceCapabilities(name: name) else {
                throw NativeFieldError(
                    "\(context): unknown capability \(item.shortDescription) (expected one of: "
                        + DeviceCapabilities.allNames.joined(separator: ", ") + ")")
            }
            capabilities.insert(capability)
        }
        let surface: TouchSurfaceKind? = object.has("touchSurface")
            ? try object.choice("touchSurface", what: "touch surface", from: [("direct", .direct), ("indirect", .indirect)])
            : nil
        var size: PhysicalSize?
        if object.has("sizeMillimetres") {
            let sizeObject = try object.object("sizeMillimetres", context: "\(context) sizeMillimetres")
            size = PhysicalSize(
                widthMillimetres: try sizeObject.number("width"), heightMillimetres: try sizeObject.number("height"))
        }
        return DeviceDescription(
            id: DeviceID(try object.integer("id", as: UInt32.self, expected: "a device id from 0 to 4294967295")),
            name: try object.string("name"), capabilities: capabilities, touchSurface: surface, physicalSize: size,
            maximumContacts: object.has("maximumContacts")
                ? try object.integer("maximumContacts", as: Int.self, expected: "a contact count") : nil,
            node: try object.optionalString("node"))
    }

    static func event(_ value: JSONNode) throws(NativeFieldError) -> InputEvent {
        let object = try JSONObjectReader(value, context: "event")
        let time = InputTime(microseconds: try object.integer("t", expected: "an integer number of microseconds"))
        let device = DeviceID(try object.integer("device", as: UInt32.self, expected: "a device id declared in the header"))
        let type = try object.choice(
            "type", what: "event type", from: NativeRecordingFormat.eventTypeNames.map { ($0, $0) })
        let fields = object.named("\(type) event")
        return InputEvent(time: time, device: device, payload: try payload(type: type, fields))
    }

    private static let buttonStates: [(String, ButtonState)] = [("pressed", .pressed), ("released", .released)]

    private static func payload(type: String, _ object: JSONObjectReader) throws(NativeFieldError) -> InputPayload {
        switch type {
        case "deviceAdded":
            let description = try device(
                object.node("description") ?? JSONNode(.null, line: 1), context: "deviceAdded event description")
            return .deviceAdded(description)
        case "deviceRemoved":
            return .deviceRemoved
        case "touch":
            let space = try object.choice(
                "space", what: "coordinate space", from: [("normalized", .normalized), ("screen", TouchCoordinateSpace.screen)])
            let changes = try object.array("changes", expected: "an array of contact changes").enumerated().map {
                (index, item) throws(NativeFieldError) in try change(item, context: "touch event change \(index + 1)")
            }
            return .touchFrame(TouchFrame(space: space, changes: changes))
        case "motion":
            return .pointerMotion(deltaX: try object.number("dx"), deltaY: try object.number("dy"))
        case "motionAbsolute":
            return .pointerMotionAbsolute(InputPoint(x: try object.number("x"), y: try object.number("y")))
        case "button":
            return .pointerButton(
                PointerButton(code: try object.integer("button", as: UInt32.self, expected: "an evdev button code such as 272")),
                try object.choice("state", what: "button state", from: buttonStates))
        case "scroll":
            let source = try object.choice(
                "source", what: "scroll source",
                from: [("wheel", ScrollSource.wheel), ("finger", .finger), ("continuous", .continuous)])
            return .scroll(ScrollInput(
                source: source, deltaX: try object.number("dx"), deltaY: try object.number("dy"),
                v120X: try object.optionalNumber("v120x") ?? 0, v120Y: try object.optionalNumber("v120y") ?? 0))
        case "key":
            return .key(
                code: try object.integer("code", as: UInt32.self, expected: "an evdev key code such as 30"),
                state: try object.choice("state", what: "key state", from: buttonStates))
        case "tablet":
            return .tabletTool(try tabletTool(object))
        case "pad":
            return .tabletPad(try tabletPad(object))
        default:
            return .touchpadGesture(try gesture(object))
        }
    }

    private static let toolTypes = TabletToolType.allCases.map { ($0.rawValue, $0) }
    private static let tabletPhases = ["proximityIn", "axis", "tipDown", "tipUp", "button", "proximityOut"]

    private static func tabletTool(_ object: JSONObjectReader) throws(NativeFieldError) -> TabletToolEvent {
        let phaseName = try object.choice("phase", what: "tablet phase", from: tabletPhases.map { ($0, $0) })
        let phase: TabletToolPhase
        switch phaseName {
        case "proximityIn": phase = .proximityIn
        case "axis": phase = .axis
        case "tipDown": phase = .tipDown
        case "tipUp": phase = .tipUp
        case "proximityOut": phase = .proximityOut
        default:
            phase = .button(
                code: try object.integer("button", as: UInt32.self, expected: "an evdev button code such as 331 (BTN_STYLUS)"),
                state: try object.choice("state", what: "button state", from: buttonStates))
        }
        let tool = TabletTool(
            type: try object.choice("tool", what: "tool type", from: toolTypes),
            serial: object.has("serial") ? try object.integer("serial", as: UInt64.self, expected: "a tool serial number") : 0,
            toolID: object.has("toolId") ? try object.integer("toolId", as: UInt64.self, expected: "a tool id") : 0)
        let space = try object.choice(
            "space", what: "coordinate space", from: [("normalized", .normalized), ("screen", TouchCoordinateSpace.screen)])
        let axes = TabletAxes(
            position: InputPoint(x: try object.number("x"), y: try object.number("y")),
            pressure: try object.optionalNumber("pressure"), distance: try object.optionalNumber("distance"),
            tiltX: try object.optionalNumber("tiltX"), tiltY: try object.optionalNumber("tiltY"),
            rotation: try object.optionalNumber("rotation"), slider: try object.optionalNumber("slider"),
            wheelDelta: try object.optionalNumber("wheel"))
        return TabletToolEvent(tool: tool, phase: phase, space: space, axes: axes)
    }

    private static func tabletPad(_ object: JSONObjectReader) throws(NativeFieldError) -> TabletPadEvent {
        let kind = try object.choice("kind", what: "pad input kind", from: [("button", "button"), ("ring", "ring"), ("strip", "strip")])
        let number = try object.integer("number", as: UInt32.self, expected: "a pad button, ring or strip number from 0")
        let mode = object.has("mode") ? try object.integer("mode", as: UInt32.self, expected: "a mode number from 0") : 0
        if kind == "button" {
            return TabletPadEvent(.button(number: number, state: try object.choice("state", what: "button state", from: buttonStates)), mode: mode)
        }
        let source = object.has("source")
            ? try object.choice("source", what: "pad axis source", from: [("finger", TabletPadAxisSource.finger), ("unknown", .unknown)])
            : .unknown
        if kind == "ring" {
            return TabletPadEvent(.ring(number: number, degrees: try object.optionalNumber("degrees"), source: source), mode: mode)
        }
        return TabletPadEvent(.strip(number: number, position: try object.optionalNumber("position"), source: source), mode: mode)
    }

    private static func gesture(_ object: JSONObjectReader) throws(NativeFieldError) -> TouchpadGesture {
        TouchpadGesture(
            kind: try object.choice(
                "kind", what: "gesture kind", from: [("swipe", TouchpadGestureKind.swipe), ("pinch", .pinch), ("hold", .hold)]),
            phase: try object.choice(
                "phase", what: "gesture phase",
                from: [("begin", TouchpadGesturePhase.begin), ("update", .update), ("end", .end), ("cancel", .cancel)]),
            fingerCount: try object.integer("fingers", as: Int.self, expected: "a finger count"),
            deltaX: try object.optionalNumber("dx") ?? 0, deltaY: try object.optionalNumber("dy") ?? 0,
            scale: try object.optionalNumber("scale") ?? 1, angleDeltaDegrees: try object.optionalNumber("angle") ?? 0)
    }

    private static func change(_ value: JSONNode, context: String) throws(NativeFieldError) -> ContactChange {
        let object = try JSONObjectReader(value, context: context)
        return ContactChange(
            contact: ContactID(try object.integer("contact", as: Int32.self, expected: "a contact id")),
            phase: try object.choice(
                "phase", what: "phase", from: [("down", ContactPhase.down), ("move", .move), ("up", .up), ("cancel", .cancel)]),
            position: InputPoint(x: try object.number("x"), y: try object.number("y")),
            majorRadiusMillimetres: try object.optionalNumber("major"),
            minorRadiusMillimetres: try object.optionalNumber("minor"),
            pressure: try object.optionalNumber("pressure"))
    }

    /// `node` with each object's fields given once (the last value, as the recording reader reads fields)
    /// and in key order: the input rules of a header read as they did when the line was a dictionary.
    private static func keyedOnce(_ node: JSONNode) -> JSONNode {
        switch node.value {
        case .array(let items): return JSONNode(.array(items.map(keyedOnce)), line: node.line)
        case .object(let members):
            var last: [String: JSONMember] = [:]
            for member in members { last[member.key] = JSONMember(key: member.key, line: member.line, value: keyedOnce(member.value)) }
            return JSONNode(.object(last.values.sorted { $0.key < $1.key }), line: node.line)
        default: return node
        }
    }
}
