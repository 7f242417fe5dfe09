import InputCore

/// Writes InputCore values as the native format's JSON objects.
enum NativeEventEncoding {
    static func header(_ header: RecordingHeader) throws(RecordingWriteError) -> String {
        var json = JSONText()
        json.add("format", NativeRecordingFormat.formatName)
        json.add("version", NativeRecordingFormat.version)
        if let source = header.source { json.add("source", source) }
        if let screen = header.screen { json.addRaw("screen", try self.screen(screen)) }
        if let rules = header.inputRules { json.addRaw("inputRules", InputRulesWriter.document(rules)) }
        if let keymap = header.keymap { json.add("keymap", keymap) }
        json.addRaw("devices", "[" + (try header.devices.map { (d) throws(RecordingWriteError) in try device(d) })
            .joined(separator: ",") + "]")
        return json.closed
    }

    static func screen(_ screen: ScreenMapping) throws(RecordingWriteError) -> String {
        var json = JSONText()
        try json.add("width", number: screen.width)
        try json.add("height", number: screen.height)
        try json.add("scale", number: screen.scale)
        json.add("rotation", Int64(screen.rotation.rawValue))
        let values = try screen.calibration.values.map { (v) throws(RecordingWriteError) in try JSONText.number(v, field: "calibration") }
        json.addRaw("calibration", "[" + values.joined(separator: ",") + "]")
        return json.closed
    }

    static func device(_ device: DeviceDescription) throws(RecordingWriteError) -> String {
        var json = JSONText()
        json.add("id", Int64(device.id.rawValue))
        json.add("name", device.name)
        let capabilities = DeviceCapabilities.allNames.filter { name in
            DeviceCapabilities(name: name).map { device.capabilities.contains($0) } ?? false
        }
        json.addRaw("capabilities", "[" + capabilities.map(JSONText.quoted).joined(separator: ",") + "]")
        if let surface = device.touchSurface { json.add("touchSurface", surface.rawValue) }
        if let size = device.physicalSize {
            var sizeJSON = JSONText()
            try sizeJSON.add("width", number: size.widthMillimetres)
            try sizeJSON.add("height", number: size.heightMillimetres)
            json.addRaw("sizeMillimetres", sizeJSON.closed)
        }
        if let contacts = device.maximumContacts { json.add("maximumContacts", Int64(contacts)) }
        if let node = device.node { json.add("node", node) }
        return json.closed
    }

    static func event(_ event: InputEvent) throws(RecordingWriteError) -> String {
        var json = JSONText()
        json.add("t", event.time.microseconds)
        json.add("device", Int64(event.device.rawValue))
        switch event.payload {
        case .deviceAdded(let description):
            json.add("type", "deviceAdded")
            json.addRaw("description", try device(description))
        case .deviceRemoved:
            json.add("type", "deviceRemoved")
        case .touchFrame(let frame):
            json.add("type", "touch")
            json.add("space", frame.space.rawValue)
            let changes = try frame.changes.map { (c) throws(RecordingWriteError) in try change(c) }
            json.addRaw("changes", "[" + changes.joined(separator: ",") + "]")
        case .pointerMotion(let dx, let dy):
            json.add("type", "motion")
            try json.add("dx", number: dx)
            try json.add("dy", number: dy)
        case .pointerMotionAbsolute(let point):
            json.add("type", "motionAbsolute")
            try json.add("x", number: point.x)
            try json.add("y", number: point.y)
        case .pointerButton(let button, let state):
            json.add("type", "button")
            json.add("button", Int64(button.code))
            json.add("state", state.rawValue)
        case .scroll(let scroll):
            json.add("type", "scroll")
            json.add("source", scroll.source.rawValue)
            try json.add("dx", number: scroll.deltaX)
            try json.add("dy", number: scroll.deltaY)
            try json.add("v120x", number: scroll.v120X)
            try json.add("v120y", number: scroll.v120Y)
        case .key(let code, let state):
            json.add("type", "key")
            json.add("code", Int64(code))
            json.add("state", state.rawValue)
        case .touchpadGesture(let gesture):
            json.add("type", "gesture")
            json.add("kind", gesture.kind.rawValue)
            json.add("phase", gesture.phase.rawValue)
            json.add("fingers", Int64(gesture.fingerCount))
            try json.add("dx", number: gesture.deltaX)
            try json.add("dy", number: gesture.deltaY)
            try json.add("scale", number: gesture.scale)
            try json.add("angle", number: gesture.angleDeltaDegrees)
        case .tabletTool(let tool):
            try tabletTool(tool, into: &json)
        case .tabletPad(let pad):
            try tabletPad(pad, into: &json)
        }
        return json.closed
    }

    /// `"type":"tablet"`, the phase, the tool, the space and the axes the device reports (absent axes are
    /// left out, so a reader tells "no tilt" from "tilt 0").
    private static func tabletTool(_ event: TabletToolEvent, into json: inout JSONText) throws(RecordingWriteError) {
        json.add("type", "tablet")
        json.add("phase", event.phase.name)
        json.add("tool", event.tool.type.rawValue)
        for (name, value) in [("serial", event.tool.serial), ("toolId", event.tool.toolID)] where value != 0 {
            guard let signed = Int64(exactly: value) else {
                throw RecordingWriteError(message: "field \"\(name)\" is \(value), larger than the format stores (expected at most \(Int64.max))")
            }
            json.add(name, signed)
        }
        if case .button(let code, let state) = event.phase {
            json.add("button", Int64(code))
            json.add("state", state.rawValue)
        }
        json.add("space", event.space.rawValue)
        let axes = event.axes
        try json.add("x", number: axes.position.x)
        try json.add("y", number: axes.position.y)
        let optional: [(String, Double?)] = [
            ("pressure", axes.pressure), ("distance", axes.distance), ("tiltX", axes.tiltX), ("tiltY", axes.tiltY),
            ("rotation", axes.rotation), ("slider", axes.slider), ("wheel", axes.wheelDelta),
        ]
        for case (let name, let value?) in optional { try json.add(name, number: value) }
    }

    /// `"type":"pad"`, the input kind, its number, the mode and the value; a ring or strip the finger
    /// left has no value (libinput's -1).
    private static func tabletPad(_ event: TabletPadEvent, into json: inout JSONText) throws(RecordingWriteError) {
        json.add("type", "pad")
        switch event.input {
        case .button(let number, let state):
            json.add("kind", "button")
            json.add("number", Int64(number))
            json.add("mode", Int64(event.mode))
            json.add("state", state.rawValue)
        case .ring(let number, let degrees, let source):
            json.add("kind", "ring")
            json.add("number", Int64(number))
            json.add("mode", Int64(event.mode))
            json.add("source", source.rawValue)
            if let degrees { try json.add("degrees", number: degrees) }
        case .strip(let number, let position, let source):
            json.add("kind", "strip")
            json.add("number", Int64(number))
            json.add("mode", Int64(event.mode))
            json.add("source", source.rawValue)
            if let position { try json.add("position", number: position) }
        }
    }

    static func change(_ change: ContactChange) throws(RecordingWriteError) -> String {
        var json = JSONText()
        json.add("contact", Int64(change.contact.rawValue))
        json.add("phase", change.phase.rawValue)
        try json.add("x", number: change.position.x)
        try json.add("y", number: change.position.y)
        if let major = change.majorRadiusMillimetres { try json.add("major", number: major) }
        if let minor = change.minorRadiusMillimetres { try json.add("minor", number: minor) }
        if let pressure = change.pressure { try json.add("pressure", number: pressure) }
        return json.closed
    }
}
