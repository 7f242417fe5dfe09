import InputCore

/// One finger (or pointer button press) on the screen, from touch-down to lift or cancel.
///
/// The same object lives through the whole touch. It is hit-tested once, when it begins, and stays bound
/// to that view even when it slides off it.
@MainActor
public final class UITouch: Hashable {
    /// The phase of a touch.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down but did not move in this event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
        /// A hovering pointer entered a region (kept for API compatibility).
        case regionEntered
        /// A hovering pointer moved within a region.
        case regionMoved
        /// A hovering pointer left a region.
        case regionExited

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .regionEntered: "regionEntered"
            case .regionMoved: "regionMoved"
            case .regionExited: "regionExited"
            }
        }
    }

    /// What produced a touch.
    public enum TouchType: Int, Sendable, CustomStringConvertible {
        /// A finger on the screen (a touchscreen).
        case direct
        /// A finger on a surface that is not the screen (a touchpad read as touches).
        case indirect
        /// A stylus: a tablet tool's tip (pen or eraser) on a pen display or graphics tablet (docs/pens.md).
        case pencil
        /// A pointer button press (mouse, touchpad click).
        case indirectPointer

        public var description: String {
            switch self {
            case .direct: "direct"
            case .indirect: "indirect"
            case .pencil: "pencil"
            case .indirectPointer: "indirectPointer"
            }
        }
    }

    /// The touch's current phase.
    @exclusivity(unchecked) public internal(set) var phase: Phase
    /// When the touch last changed, in seconds of the framework clock.
    public internal(set) var timestamp: TimeInterval {
        // Every change of a touch sets its time last, after its position: one sample for prediction.
        didSet { motion.addPosition(windowLocation, at: timestamp) }
    }
    /// How many taps in a row this touch is part of: 1 for a first tap, 2 for the second of a double tap.
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// The view the touch was hit-tested to when it began; not necessarily the view it is in now.
    @exclusivity(unchecked) public internal(set) var view: UIView?
    /// The window the touch began in.
    @exclusivity(unchecked) public internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving this touch: those of the hit view and its ancestors.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// What produced the touch.
    @exclusivity(unchecked) public private(set) var type: TouchType
    /// The radius of the contact in points, or 0 when the device does not report it.
    @exclusivity(unchecked) public internal(set) var majorRadius: CGFloat = 0
    /// The accuracy of ``majorRadius`` in points.
    @exclusivity(unchecked) public internal(set) var majorRadiusTolerance: CGFloat = 0
    /// The force of the touch, where 1.0 is an average touch; 0 when the device does not report it.
    @exclusivity(unchecked) public internal(set) var force: CGFloat = 0
    /// The largest possible ``force``; 0 when the device does not report pressure.
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: CGFloat = 0

    /// Pencil only: the angle between the stylus and the screen's surface, `π/2` when it stands upright
    /// (and for every other touch type, as on iOS). From the tablet's tilt (docs/pens.md).
    public internal(set) var altitudeAngle: CGFloat {
        get {
            resolvePencilTilt()
            return storedAltitude
        }
        set {
            pendingTilt = nil
            storedAltitude = newValue
        }
    }
    /// Pencil only: which properties are estimates rather than measured (the device has no such axis).
    /// libinput reports every axis with every event, so nothing is ever updated later: see
    /// ``estimatedPropertiesExpectingUpdates``.
    @exclusivity(unchecked) public internal(set) var estimatedProperties: Properties = []
    /// Pencil only: whether the tool is an eraser (a pen's eraser end or a separate eraser tool). Not in
    /// iOS, whose Apple Pencil has no eraser end: on Linux the eraser is still a `.pencil` touch, and this
    /// tells the two apart (docs/decisions.md).
    @exclusivity(unchecked) public internal(set) var isEraser = false
    /// The direction the stylus's cap end points, radians clockwise from the window's x axis.
    var windowAzimuth: CGFloat {
        get {
            resolvePencilTilt()
            return storedWindowAzimuth
        }
        set {
            pendingTilt = nil
            storedWindowAzimuth = newValue
        }
    }
    /// ``altitudeAngle`` and ``windowAzimuth`` once computed.
    @exclusivity(unchecked) private var storedAltitude: CGFloat = .pi / 2
    @exclusivity(unchecked) private var storedWindowAzimuth: CGFloat = 0
    /// A pen's latest tilt whose angles nobody has read yet. The angles take two tangents and two arc
    /// tangents per sample, and most samples are never asked for them (a drawing app reads force): they
    /// are computed on the first read (the pen latency profile, docs/benchmarks.md).
    @exclusivity(unchecked) var pendingTilt: PencilTilt?

    private func resolvePencilTilt() {
        guard let tilt = pendingTilt else { return }
        pendingTilt = nil
        let angles = tilt.angles
        storedAltitude = angles.altitude
        storedWindowAzimuth = angles.azimuth
    }

    /// Position in the window's coordinates.
    @exclusivity(unchecked) var windowLocation: CGPoint
    /// Where the touch began, window coordinates (tap counting, controls that judge the touch-down point).
    @exclusivity(unchecked) private(set) var startWindowLocation: CGPoint
    /// Position in the window's coordinates before the latest change.
    @exclusivity(unchecked) var previousWindowLocation: CGPoint
    /// The device and contact that produce this touch.
    @exclusivity(unchecked) private(set) var source: TouchSource
    /// A small sequence number, unique per application, that names the touch in traces (`t3`).
    @exclusivity(unchecked) private(set) var serial: Int
    /// Which window the touch began in, for identity checks on every frame without loading the weak
    /// ``window`` (a side-table round trip). Only compared while the touch is in progress, when its
    /// window is visible and so alive.
    @exclusivity(unchecked) private(set) var windowID: ObjectIdentifier
    /// ``traceName``, built once: the trace names a touch in every delivery.
    @exclusivity(unchecked) private(set) var serialName: String

    init(source: TouchSource, serial: Int, type: TouchType, window: UIWindow, location: CGPoint, timestamp: TimeInterval,
         startLocation: CGPoint? = nil, deliverySlot: Int = -1) {
        self.source = source
        self.serial = serial
        self.deliverySlot = deliverySlot
        self.startWindowLocation = startLocation ?? location
        self.serialName = "t\(serial)"
        self.type = type
        self.window = window
        self.windowID = ObjectIdentifier(window)
        self.windowLocation = location
        self.previousWindowLocation = location
        self.timestamp = timestamp
        self.phase = .began
        self.tapCount = 1
        motion.addPosition(location, at: timestamp)
    }


    /// Recent positions (window coordinates) and times, for ``UIEvent/predictedTouches(for:)``.
    @exclusivity(unchecked) var motion = VelocityTracker()
    /// ``force`` and ``timestamp`` before the latest move: the force's rate of change, for predicted touches.
    @exclusivity(unchecked) var previousForce: CGFloat = 0
    @exclusivity(unchecked) var previousTimestamp: TimeInterval = 0

    /// A separate touch object describing this touch at `location` (window coordinates) and `timestamp`,
    /// as UIKit's coalesced and predicted touches are: same view, window, type and recognizers, but not
    /// the touch the dispatcher tracks.
    func sample(at location: CGPoint, timestamp: TimeInterval, phase: Phase) -> UITouch {
        guard let window else { return self }
        let copy = UITouch(source: source, serial: serial, type: type, window: window, location: location, timestamp: timestamp,
                           startLocation: startWindowLocation)
        copy.phase = phase
        copy.previousWindowLocation = previousWindowLocation
        copy.tapCount = tapCount
        copy.view = view
        copy.gestureRecognizers = gestureRecognizers
        copy.majorRadius = majorRadius
        copy.majorRadiusTolerance = majorRadiusTolerance
        copy.force = force
        copy.maximumPossibleForce = maximumPossibleForce
        copy.previousForce = previousForce
        copy.previousTimestamp = previousTimestamp
        copy.storedAltitude = storedAltitude
        copy.storedWindowAzimuth = storedWindowAzimuth
        copy.pendingTilt = pendingTilt
        copy.estimatedProperties = estimatedProperties
        copy.isEraser = isEraser
        return copy
    }

    /// The touch's position in `view`'s coordinates (`nil`: the window's coordinates).
    public func location(in view: UIView?) -> CGPoint { convertFromWindow(windowLocation, to: view) }

    /// The touch's previous position in `view`'s coordinates (`nil`: the window's coordinates).
    public func previousLocation(in view: UIView?) -> CGPoint { convertFromWindow(previousWindowLocation, to: view) }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        guard let window else { return point }
        return view.convert(point, from: window)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Delivery bookkeeping

    /// The slot of the touch's delivery record in the dispatcher that tracks it (what its view was told,
    /// what is held back, which recognizers decide: `TouchDeliveryRecords`, the dispatcher's alone); -1
    /// for touch objects no dispatcher tracks (coalesced and predicted samples).
    @exclusivity(unchecked) private(set) var deliverySlot: Int

    /// Whether the touch has ended or been cancelled.
    var isFinished: Bool { phase == .ended || phase == .cancelled }
}

/// Where a touch comes from: a device's contact, or a pointer device's primary button.
struct TouchSource: Hashable {
    /// The device.
    var device: DeviceID
    /// The contact on that device; pointer touches use a fixed id.
    var contact: ContactID
}
