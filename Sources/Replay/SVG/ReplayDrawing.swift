import Foundation
import InputCore
import UIKit

/// Collects what a replay's SVG drawing shows — the scene's views, each touch's path, and where each
/// gesture began, changed and ended — in screen points, as the replay runs.
///
/// Attach it before running: ``attach(to:engine:application:)`` adds an action to every recognizer of
/// the scene and hooks the engine's `afterEvent`. ``svg`` renders the result (``SVGRenderer``).
@MainActor
public final class ReplayDrawing {
    /// A view's outline on screen (its transformed bounds) with its name and fill colour.
    public struct ViewOutline: Hashable, Sendable {
        /// The view's name, or its trace name.
        public var name: String
        /// The four corners in screen points.
        public var corners: [CGPoint]
        /// The scene's `color`, if any.
        public var color: String?
    }

    /// One touch's path: the device and contact, the points, and how it ended.
    public struct TouchPath: Hashable, Sendable {
        /// `dev1 c0`, or `dev2 pointer` for a mouse drag.
        public var label: String
        /// Positions in screen points, from touch-down.
        public var points: [CGPoint]
        /// `up`, `cancel`, or `nil` if still down at the end.
        public var end: String?
    }

    /// A recognizer's action at a place.
    public struct GestureMark: Hashable, Sendable {
        /// The recognizer's name.
        public var recognizer: String
        /// `began`, `changed`, `ended` or `cancelled`.
        public var state: String
        /// The recognizer's location in screen points.
        public var location: CGPoint
        /// When, on the recording's clock.
        public var time: InputTime
    }

    /// The screen size in points.
    public private(set) var screenSize: CGSize = .zero
    /// The views, back to front.
    public private(set) var views: [ViewOutline] = []
    /// Touch paths in the order they began.
    public private(set) var touches: [TouchPath] = []
    /// Gesture marks in the order they happened.
    public private(set) var marks: [GestureMark] = []
    private var openTouches: [String: Int] = [:]
    private var pressedPointers: Set<DeviceID> = []
    private weak var application: UIApplication?

    /// Creates an empty drawing.
    public init() {}

    /// Records the scene's views now and follows the replay from here on.
    public func attach(to scene: BuiltScene, engine: ReplayEngine, application: UIApplication) {
        self.application = application
        screenSize = application.mainScreen.bounds.size
        views = scene.windows.filter { !$0.isHidden }.flatMap { window in outlines(of: window, in: window) }
        for (name, recognizer) in scene.recognizers {
            recognizer.addAction { [weak self] recognizer in self?.mark(name, recognizer) }
        }
        // Controls' actions are marked at the control's centre (drag events, which come with every move,
        // are left out, as a recognizer's `changed` marks are thinned by the renderer).
        let marked: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        ]
        for (name, view) in scene.views {
            guard let control = view as? UIControl else { continue }
            for (event, state) in marked {
                control.addAction(UIAction { [weak self, weak control] _ in
                    guard let self, let control else { return }
                    self.markControl(name, state, control)
                }, for: event)
            }
        }
        let previous = engine.afterEvent
        engine.afterEvent = { [weak self] event in
            previous?(event)
            self?.record(event)
        }
    }

    private func outlines(of view: UIView, in window: UIWindow) -> [ViewOutline] {
        guard !view.isHidden else { return [] }
        let bounds = view.bounds
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ].map { screenPoint(view.convert($0, to: nil), in: window) }
        let color = sceneColors[ObjectIdentifier(view)]
        return [ViewOutline(name: view.traceName, corners: corners, color: color)]
            + view.subviews.flatMap { outlines(of: $0, in: window) }
    }

    /// Colours by view, set from the scene description before outlines are taken.
    private var sceneColors: [ObjectIdentifier: String] = [:]

    /// Uses the scene's `color` fields for the views' fills.
    public func useColors(of scene: BuiltScene) {
        let described = scene.description.allViews
        for (name, view) in scene.views {
            if let color = described.first(where: { $0.name == name })?.color { sceneColors[ObjectIdentifier(view)] = color }
        }
    }

    private func screenPoint(_ point: CGPoint, in window: UIWindow?) -> CGPoint {
        guard let window else { return point }
        return CGPoint(x: point.x + window.frame.minX, y: point.y + window.frame.minY)
    }

    private func mark(_ name: String, _ recognizer: UIGestureRecognizer) {
        guard let application else { return }
        let window = recognizer.view?.window
        marks.append(GestureMark(
            recognizer: name, state: "\(recognizer.state)",
            location: screenPoint(recognizer.location(in: nil), in: window), time: application.clock.now))
    }

    private func markControl(_ name: String, _ state: String, _ control: UIControl) {
        guard let application else { return }
        let center = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        marks.append(GestureMark(
            recognizer: name, state: state, location: screenPoint(center, in: control.window), time: application.clock.now))
    }

    private func record(_ event: InputEvent) {
        guard let application else { return }
        switch event.payload {
        case .touchFrame(let frame):
            let mapping = application.mainScreen.inputMapping
            for change in frame.changes where change.position.isFinite {
                let point = frame.space == .normalized ? mapping.map(normalized: change.position) : change.position
                follow("\(event.device) \(change.contact)", to: CGPoint(x: point.x, y: point.y), phase: change.phase)
            }
        case .pointerButton(.left, let state):
            let label = "\(event.device) pointer"
            if state == .pressed {
                pressedPointers.insert(event.device)
                follow(label, to: application.cursorLocation, phase: .down)
            } else if pressedPointers.remove(event.device) != nil {
                follow(label, to: application.cursorLocation, phase: .up)
            }
        case .pointerMotion, .pointerMotionAbsolute:
            if pressedPointers.contains(event.device) { follow("\(event.device) pointer", to: application.cursorLocation, phase: .move) }
        case .deviceRemoved:
            pressedPointers.remove(event.device)
            for (label, index) in openTouches where label.hasPrefix("\(event.device) ") {
                touches[index].end = "cancel"
                openTouches[label] = nil
            }
        default:
            break
        }
    }

    private func follow(_ label: String, to point: CGPoint, phase: ContactPhase) {
        if phase == .down || openTouches[label] == nil {
            openTouches[label] = touches.count
            touches.append(TouchPath(label: label, points: [], end: nil))
        }
        guard let index = openTouches[label] else { return }
        touches[index].points.append(point)
        if phase == .up || phase == .cancel {
            touches[index].end = phase.rawValue
            openTouches[label] = nil
        }
    }

    /// The drawing as an SVG document.
    public var svg: String { SVGRenderer.render(self) }
}
