import Foundation
import InputCore
import InputRecording
import Testing
import UIKit
import UIKitTesting

/// A pen recording with barrel-button presses (Recordings/fixtures/pens, "Wacom Intuos4 6x9 Pen
/// barrel-buttons.events": the real Intuos4 pen's description, events written in its codes) imported as
/// evemu and played through `UIApplication.handle` reaches a view's `UIPencilInteraction`: the lower
/// button taps (with the hover pose while hovering, without it with the tip down), the upper button
/// squeezes, and a squeeze still held when the pen leaves proximity is cancelled.
@MainActor
@Suite struct PencilInteractionReplayTests {
    final class Listener: UIPencilInteractionDelegate {
        var log: [String] = []
        func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
            log.append("tap \(tap.hoverPose == nil ? "tip down" : "hovering")")
        }
        func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {
            let phase = switch squeeze.phase {
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
            log.append("squeeze \(phase)")
        }
    }

    @Test func aRecordedPenWithBarrelButtonPressesTapsAndSqueezesAPencilInteraction() throws {
        let path = ReplayTestSupport.packageRoot + "/Recordings/fixtures/pens/Wacom Intuos4 6x9 Pen barrel-buttons.events"
        let recording = try Result(catching: { () throws(RecordingImportError) in try EvemuImporter.importFile(at: path) }).get().recording
        let buttons = recording.events.compactMap { event -> String? in
            guard case .tabletTool(let tool) = event.payload, case .button(let code, let state) = tool.phase else { return nil }
            return "\(code) \(state == .pressed ? "down" : "up")"
        }
        #expect(buttons == ["331 down", "331 up", "332 down", "332 up", "331 down", "331 up", "332 down"])

        let harness = UIKitTestHarness()
        let listener = Listener()
        let canvas = UIView(frame: harness.window.bounds)
        harness.window.addSubview(canvas)
        canvas.addInteraction(UIPencilInteraction(delegate: listener))
        let start = harness.now
        for device in recording.header.devices { harness.send(.deviceAdded(device), from: device.id) }
        for event in recording.events {
            harness.send(event.payload, from: event.device, at: start.advanced(byMicroseconds: event.time.microseconds))
        }
        #expect(listener.log == [
            "tap hovering", "squeeze began", "squeeze ended", "tap tip down", "squeeze began", "squeeze cancelled",
        ])
    }
}
