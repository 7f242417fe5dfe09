/// A virtual touchscreen: fingers that go down, move and lift, producing atomic touch frames.
///
/// Positions are screen points. Single-finger calls send a frame each; ``frame(_:)`` groups several
/// fingers' changes into one frame, as a real panel reports them in one `SYN_REPORT`.
@MainActor
public final class VirtualTouchscreen: VirtualDevice {
    let maximumContacts: Int
    private var nextContact: Int32 = 0
    private var batch: [ContactChange]?
    /// The seconds between frames in multi-step helpers: a 120 Hz panel.
    public var frameInterval: TimeInterval = 1.0 / 120

    init(harness: UIKitTestHarness, id: DeviceID, name: String, maximumContacts: Int) {
        self.maximumContacts = maximumContacts
        super.init(harness: harness, id: id, name: name)
    }

    func announce() {
        harness.send(.deviceAdded(DeviceDescription(
            id: id, name: name, capabilities: .touch, touchSurface: .direct,
            physicalSize: PhysicalSize(widthMillimetres: 70, heightMillimetres: 140), maximumContacts: maximumContacts)),
            from: id)
    }

    func allocateContact() -> ContactID {
        defer { nextContact += 1 }
        return ContactID(nextContact)
    }

    func submit(_ change: ContactChange) {
        if batch != nil {
            batch?.append(change)
        } else {
            harness.send(.touchFrame(TouchFrame(space: .screen, changes: [change])), from: id)
        }
    }

    /// Sends every finger change made in `body` as one frame.
    public func frame(_ body: () -> Void) {
        batch = []
        body()
        let changes = batch ?? []
        batch = nil
        if !changes.isEmpty { harness.send(.touchFrame(TouchFrame(space: .screen, changes: changes)), from: id) }
    }

    /// Puts a finger down at `point`.
    @discardableResult
    public func down(at point: CGPoint, majorRadiusMillimetres: Double? = nil, pressure: Double? = nil) -> VirtualFinger {
        let finger = VirtualFinger(screen: self, contact: allocateContact(), position: point)
        submit(ContactChange(contact: finger.contact, phase: .down, position: InputPoint(point),
                             majorRadiusMillimetres: majorRadiusMillimetres, pressure: pressure))
        return finger
    }

    // MARK: Gestures

    /// A tap: down, `duration` seconds, up.
    public func tap(at point: CGPoint, duration: TimeInterval = 0.05) {
        let finger = down(at: point)
        harness.advance(by: duration)
        finger.lift()
    }

    /// Two taps `interval` seconds apart (from the first lift to the second touch).
    public func doubleTap(at point: CGPoint, interval: TimeInterval = 0.1) {
        tap(at: point)
        harness.advance(by: interval)
        tap(at: point)
    }

    /// A press held for `duration` seconds without moving.
    public func longPress(at point: CGPoint, duration: TimeInterval) {
        let finger = down(at: point)
        harness.advance(by: duration)
        finger.lift()
    }

    /// A one-finger drag in a straight line over `duration` seconds, then a lift.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3) {
        let finger = down(at: start)
        finger.move(to: end, duration: duration)
        finger.lift()
    }

    /// Two fingers `distance` apart along the horizontal through `center` that spread (or close) to
    /// `endDistance` over `duration`.
    public func pinch(center: CGPoint, from distance: CGFloat, to endDistance: CGFloat, duration: TimeInterval = 0.3) {
        var fingers: [VirtualFinger] = []
        frame {
            fingers.append(down(at: CGPoint(x: center.x - distance / 2, y: center.y)))
            fingers.append(down(at: CGPoint(x: center.x + distance / 2, y: center.y)))
        }
        let steps = max(Int((duration / frameInterval).rounded()), 1)
        for step in 1...steps {
            harness.advance(by: duration / Double(steps))
            let d = distance + (endDistance - distance) * CGFloat(step) / CGFloat(steps)
            frame {
                fingers[0].move(to: CGPoint(x: center.x - d / 2, y: center.y))
                fingers[1].move(to: CGPoint(x: center.x + d / 2, y: center.y))
            }
        }
        frame { fingers.forEach { $0.lift() } }
    }

    /// Two fingers on a circle of `radius` around `center` that turn by `angle` radians (clockwise on
    /// screen when positive) over `duration`.
    public func rotate(center: CGPoint, radius: CGFloat, by angle: CGFloat, duration: TimeInterval = 0.3) {
        func positions(_ a: CGFloat) -> (CGPoint, CGPoint) {
            let dx = radius * CGFloat(cos(Double(a)))
            let dy = radius * CGFloat(sin(Double(a)))
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
        var fingers: [VirtualFinger] = []
        let start = positions(0)
        frame {
            fingers.append(down(at: start.0))
            fingers.append(down(at: start.1))
        }
        let steps = max(Int((duration / frameInterval).rounded()), 1)
        for step in 1...steps {
            harness.advance(by: duration / Double(steps))
            let p = positions(angle * CGFloat(step) / CGFloat(steps))
            frame {
                fingers[0].move(to: p.0)
                fingers[1].move(to: p.1)
            }
        }
        frame { fingers.forEach { $0.lift() } }
    }

    /// A fast one-finger flick of `distance` points in a direction over `duration`.
    public func swipe(from start: CGPoint, dx: CGFloat, dy: CGFloat, duration: TimeInterval = 0.1) {
        drag(from: start, to: CGPoint(x: start.x + dx, y: start.y + dy), duration: duration)
    }
}

/// One finger on a virtual touchscreen.
@MainActor
public final class VirtualFinger {
    let screen: VirtualTouchscreen
    /// The contact id the device reports for this finger.
    public let contact: ContactID
    /// Where the finger is, in screen points.
    public private(set) var position: CGPoint
    /// Whether the finger lifted or was cancelled.
    public private(set) var isUp = false

    init(screen: VirtualTouchscreen, contact: ContactID, position: CGPoint) {
        self.screen = screen
        self.contact = contact
        self.position = position
    }

    /// Moves the finger in one frame.
    public func move(to point: CGPoint) {
        position = point
        screen.submit(ContactChange(contact: contact, phase: .move, position: InputPoint(point)))
    }

    /// Moves the finger by an offset in one frame.
    public func move(by dx: CGFloat, _ dy: CGFloat) { move(to: CGPoint(x: position.x + dx, y: position.y + dy)) }

    /// Moves the finger in a straight line over `duration` seconds, one frame per `frameInterval`,
    /// advancing the clock as it goes.
    public func move(to point: CGPoint, duration: TimeInterval, steps: Int? = nil) {
        let start = position
        let count = max(steps ?? Int((duration / screen.frameInterval).rounded()), 1)
        for step in 1...count {
            screen.harness.advance(by: duration / Double(count))
            let t = CGFloat(step) / CGFloat(count)
            move(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
        }
    }

    /// Lifts the finger.
    public func lift() {
        guard !isUp else { return }
        isUp = true
        screen.submit(ContactChange(contact: contact, phase: .up, position: InputPoint(position)))
    }

    /// The device cancels the contact (a palm, a lost track).
    public func cancel() {
        guard !isUp else { return }
        isUp = true
        screen.submit(ContactChange(contact: contact, phase: .cancel, position: InputPoint(position)))
    }
}

extension InputPoint {
    /// A point from a `CGPoint`.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}
