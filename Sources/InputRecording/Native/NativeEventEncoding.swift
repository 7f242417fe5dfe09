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
        }
        return json.closed
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
