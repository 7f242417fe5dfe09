import Foundation
import Testing
import UIKitTesting

/// `Sources/UIKit/Dispatch/InputSummary.swift`: the trace's numbers (up to three decimals, trailing zeros
/// trimmed) read the same as `String(format: "%.3f")` gave them, for ordinary values and for values on
/// a rounding boundary: exact ties (binary fractions such as 0.0005859375, which normalised touch
/// positions often are) round to even, and near-ties follow the exact binary value.
@MainActor
@Suite struct InputSummaryTests {
    /// The trace's number format, written the slow way.
    func reference(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    @Test func traceNumbersMatchPrintfRounding() {
        let harness = UIKitTestHarness()
        let mouse = harness.mouse()
        var values: [Double] = [0, -0.0, 0.0005, -0.0005, 0.0015, 1.2345, -1.2345, 2.5, 0.05, 12.0001, -0.0004,
                                999.9995, 1e-9, 123_456.789, 0.1 + 0.2, 1280, 799.999_999]
        var state: UInt64 = 2026
        for _ in 0..<500 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            values.append((unit - 0.5) * 4000)
            // A value with exactly four decimals ending in 5: a rounding boundary in decimal.
            values.append((((unit - 0.5) * 2_000_000).rounded() * 10 + 5) / 10_000)
            // An exact binary tie: a multiple of 1/2048 (1.5 pt steps on a 1280-point panel are 1.5/1280).
            values.append(((unit - 0.5) * 4_000_000).rounded() / 2048)
        }
        for pair in stride(from: 0, to: values.count - 1, by: 2) {
            harness.send(.pointerMotion(deltaX: values[pair], deltaY: values[pair + 1]), from: mouse.id)
        }
        let lines = harness.traceLines(containing: "pointer move ")
        #expect(lines.count == values.count / 2)
        for (index, line) in lines.enumerated() {
            let expected = "pointer move \(reference(values[2 * index])),\(reference(values[2 * index + 1]))"
            #expect(line.hasSuffix(expected), "\(line) vs \(expected)")
        }
    }

    /// Tablet tool and pad events: the tool (with its serial), the phase, the position, then only the axes
    /// the device reports, so a trace tells "no tilt" from "tilt 0".
    @Test func tabletEventsListTheToolPhaseAndReportedAxes() {
        let harness = UIKitTestHarness()
        let pen = DeviceID(7)
        harness.send(.deviceAdded(DeviceDescription(id: pen, name: "Pen", capabilities: [.tabletTool, .tabletPad])), from: pen)
        let stylus = TabletTool(type: .pen, serial: 42)
        harness.send(.tabletTool(TabletToolEvent(tool: stylus, phase: .tipDown, axes: TabletAxes(
            position: InputPoint(x: 0.5, y: 0.25), pressure: 0.4204, distance: 0, tiltX: 10, tiltY: -5.5))), from: pen)
        harness.send(.tabletTool(TabletToolEvent(tool: TabletTool(type: .eraser), phase: .button(code: 331, state: .pressed),
                                                 space: .screen, axes: TabletAxes(position: InputPoint(x: 100, y: 20), rotation: 90,
                                                                                  slider: 0.5, wheelDelta: -15))), from: pen)
        harness.send(.tabletPad(TabletPadEvent(.button(number: 2, state: .released), mode: 1)), from: pen)
        harness.send(.tabletPad(TabletPadEvent(.ring(number: 0, degrees: 92.25, source: .finger))), from: pen)
        harness.send(.tabletPad(TabletPadEvent(.strip(number: 1, position: nil, source: .unknown))), from: pen)
        #expect(harness.traceLines(containing: "input dev7 ").dropFirst().map { $0.components(separatedBy: "input dev7 ").last ?? "" } == [
            "tablet pen#42 tipDown 0.5,0.25 pressure=0.42 distance=0 tilt=10,-5.5",
            "tablet eraser button 331 pressed 100,20(screen) rotation=90 slider=0.5 wheel=-15",
            "pad button 2 released mode=1",
            "pad ring 0 92.25 finger mode=0",
            "pad strip 1 lifted unknown mode=0",
        ])
    }
}
