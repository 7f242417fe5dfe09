import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// An entry's line written as bytes is its text, byte for byte: every case, and the numbers at their edges.
@MainActor
@Suite struct TraceEntryBytesTests {
    static func bytes(_ entry: TraceEntry) -> [UInt8] {
        var bytes: [UInt8] = []
        entry.appendText(to: &bytes)
        return bytes
    }

    static func expectSame(_ entry: TraceEntry, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(String(decoding: bytes(entry), as: UTF8.self) == entry.text, sourceLocation: sourceLocation)
        #expect(bytes(entry) == Array(entry.text.utf8), sourceLocation: sourceLocation)
    }

    static let times: [InputTime] = [
        .zero, InputTime(microseconds: 1), InputTime(microseconds: 120_000), InputTime(microseconds: 1_250_000),
        InputTime(microseconds: 999_999), InputTime(microseconds: 1_000_000), InputTime(microseconds: 43_200_000_007),
        InputTime(microseconds: -500), InputTime(microseconds: -2_000_001), InputTime(microseconds: .max), InputTime(microseconds: .min),
    ]

    @Test func everyCaseWritesItsText() {
        let frame = TouchFrame(space: .normalized, changes: [
            ContactChange(contact: ContactID(0), phase: .down, position: InputPoint(x: 0.5, y: 0.25)),
            ContactChange(contact: ContactID(-3), phase: .cancel, position: InputPoint(x: -0.0004, y: 1.0005)),
        ])
        let device = DeviceDescription(id: DeviceID(7), name: "panel \"A\"", capabilities: [.touch])
        let payloads: [InputPayload] = [
            .touchFrame(frame), .touchFrame(TouchFrame(space: .screen, changes: [])), .deviceAdded(device), .deviceRemoved,
            .pointerMotion(deltaX: 1.25, deltaY: -3), .key(code: 30, state: .pressed),
        ]
        let reasons: [TraceReason] = [
            .none, .given(""), .given("moved é → far"), .reset, .removedFromView,
            .gesture(.panMoved(distance: 12.04, hysteresis: 10, touches: 2)), .gesture(.turned(0.1, minimumRotation: 0.05)),
            .afterFailure(.given("1 tap"), failed: "doubleTap"), .waiting(matched: "", for: ["a", "b"]),
        ]
        let touches: [TraceTouches] = [[], [.touch(1)], [.touch(1), .touch(12), .contact(DeviceID(3), ContactID(-1)), .key(30)], [.padButton(3), .padButton(12)]]
        for time in Self.times {
            for payload in payloads { Self.expectSame(.input(time: time, device: DeviceID(7), payload: payload)) }
            Self.expectSame(.hitTest(time: time, touch: .touch(3), point: CGPoint(x: 3, y: -0.01), window: "screen", view: nil))
            Self.expectSame(.hitTest(time: time, touch: .contact(DeviceID(1), ContactID(0)), point: CGPoint(x: 1023.95, y: 767.25),
                                     window: "window", view: "buy1"))
            for list in touches {
                for phase in TraceEntry.DeliveryPhase.allCases {
                    Self.expectSame(.delivery(time: time, responder: "UIView@0.2", phase: phase, touches: list))
                }
            }
            for reason in reasons {
                Self.expectSame(.gestureState(time: time, recognizer: "pan", from: .possible, to: .began, reason: reason))
            }
            for state in [UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed] {
                Self.expectSame(.action(time: time, recognizer: "tap", state: state))
                Self.expectSame(.gestureState(time: time, recognizer: "tap", from: state, to: .possible, reason: .reset))
            }
            Self.expectSame(.gestureRemoved(time: time, recognizer: "pinch"))
            Self.expectSame(.diagnostic(time: time, message: "touch t3 ended twice"))
            Self.expectSame(.note(time: time, message: "ünïcode ✓"))
            Self.expectSame(.controlAction(time: time, sender: "button buy", event: "touchUpInside"))
            Self.expectSame(.inputFilter(time: time, device: DeviceID(1), message: "dev1 palm (rule \"p\"): c1 dropped"))
        }
    }

    /// Hit-test points in tenths: ties, negative values that round to zero, large and non-finite values (the
    /// general form), against `TraceFormat.number` over a sweep.
    @Test func hitTestPointsRoundAsTheTextDoes() {
        var values: [CGFloat] = [0, -0.0, 0.05, -0.05, 0.15, 0.25, 0.35, -0.04, -0.06, 2.45, 1e13, -1e13, 1e14, 1e15, 1e300,
                                 .infinity, -.infinity, .nan, .leastNonzeroMagnitude, 99_999.95, 0.1 + 0.2]
        // A deterministic sweep: a linear congruential sequence over a wide range of magnitudes.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let mantissa = Double(state >> 11) / Double(1 << 53) - 0.5
            let exponent = Int(state % 12) - 3
            values.append(CGFloat(mantissa * pow(10, Double(exponent))))
        }
        for value in values {
            var bytes: [UInt8] = []
            TraceBytes.tenths(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == TraceFormat.number(value), "\(value)")
        }
    }

    /// Touch-frame positions: the fast form's thousandths and the general form for numbers too large for it.
    @Test func touchFramePositionsWriteTheirText() {
        let positions: [Double] = [0, -0.0, 0.0005, 0.0015, -0.0005, 0.1234, 123.4567, 1e9 - 0.001, 1e9, 1e12, -1e15, .nan, .infinity]
        for x in positions {
            let frame = TouchFrame(space: .screen, changes: [
                ContactChange(contact: ContactID(1), phase: .move, position: InputPoint(x: x, y: 0.5)),
                ContactChange(contact: ContactID(2), phase: .up, position: InputPoint(x: 0.25, y: x)),
            ])
            Self.expectSame(.input(time: InputTime(microseconds: 8_333), device: DeviceID(1), payload: .touchFrame(frame)))
        }
    }

    /// A buffer is appended to, not replaced: a reader reusing one buffer empties it itself.
    @Test func linesAppendToWhatIsThere() {
        var bytes = Array("x".utf8)
        TraceEntry.note(time: .zero, message: "a").appendText(to: &bytes)
        TraceEntry.note(time: .zero, message: "b").appendText(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x[0.000000] note a[0.000000] note b")
    }
}
