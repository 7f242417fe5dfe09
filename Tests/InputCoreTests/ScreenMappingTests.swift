import InputCore
import Testing

@Suite struct ScreenMappingTests {
    let corner = InputPoint(x: 0.25, y: 0.1)

    @Test func uprightSurfaceScalesToTheScreen() {
        let mapping = ScreenMapping(width: 800, height: 480)
        #expect(mapping.map(normalized: corner) == InputPoint(x: 200, y: 48))
    }

    @Test func rotationsFollowLibinputsDocumentedMatrices() {
        func mapped(_ rotation: ScreenRotation) -> InputPoint {
            ScreenMapping(width: 1000, height: 1000, rotation: rotation).map(normalized: corner)
        }
        // 90°: x' = 1 − y, y' = x.
        #expect(mapped(.degrees90) == InputPoint(x: 900, y: 250))
        // 180°: x' = 1 − x, y' = 1 − y.
        #expect(mapped(.degrees180) == InputPoint(x: 750, y: 900))
        // 270°: x' = y, y' = 1 − x.
        #expect(mapped(.degrees270) == InputPoint(x: 100, y: 750))
    }

    @Test func calibrationAppliesBeforeRotation() {
        // Shift right by 10 % in device space, then rotate 90°: the shift becomes a downward shift.
        guard let shift = CalibrationMatrix([1, 0, 0.1, 0, 1, 0]) else {
            Issue.record("valid matrix refused")
            return
        }
        let mapping = ScreenMapping(width: 1000, height: 1000, rotation: .degrees90, calibration: shift)
        #expect(mapping.map(normalized: corner) == InputPoint(x: 900, y: 350))
    }

    @Test func calibrationMatrixRejectsWrongSizesAndNonFiniteValues() {
        #expect(CalibrationMatrix([1, 0, 0, 0, 1]) == nil)
        #expect(CalibrationMatrix([1, 0, .nan, 0, 1, 0]) == nil)
        #expect(CalibrationMatrix([1, 0, 0, 0, 1, 0]) == .identity)
    }

    @Test func pointerCursorStartsCentredAndIsClampedToTheScreen() {
        var cursor = PointerCursor(mapping: ScreenMapping(width: 800, height: 600))
        #expect(cursor.position == InputPoint(x: 400, y: 300))
        let lastX = 800 - ScreenMapping.edgeInset, lastY = 600 - ScreenMapping.edgeInset
        cursor.move(deltaX: 1000, deltaY: -1000)
        #expect(cursor.position == InputPoint(x: lastX, y: 0))
        cursor.move(deltaX: .nan, deltaY: 5)
        #expect(cursor.position == InputPoint(x: lastX, y: 0))
        cursor.warp(normalized: InputPoint(x: 0.5, y: 2))
        #expect(cursor.position == InputPoint(x: 400, y: lastY))
    }

    @Test func theCursorPushedAgainstTheFarEdgesStopsOnTheLastPixelInsideTheScreen() {
        // The screen is half-open (`0..<800`), as CGRect.contains and hit testing are: the clamp stops
        // just inside the far edges, on the last pixel, never on 800 or 600 where no view is.
        let mapping = ScreenMapping(width: 800, height: 600)
        var cursor = PointerCursor(mapping: mapping)
        cursor.move(deltaX: 1e9, deltaY: 1e9)
        #expect(cursor.position.x < 800 && cursor.position.x > 799.999)
        #expect(cursor.position.y < 600 && cursor.position.y > 599.999)
        cursor.warp(to: InputPoint(x: 800, y: 600))
        #expect(cursor.position.x < 800 && cursor.position.y < 600)
        cursor.warp(normalized: InputPoint(x: 1, y: 1))
        #expect(cursor.position.x < 800 && cursor.position.y < 600)
        // The near edges are inside already: 0 is the first pixel.
        cursor.move(deltaX: -1e9, deltaY: -1e9)
        #expect(cursor.position == InputPoint(x: 0, y: 0))
        // A degenerate screen smaller than the inset clamps to its origin.
        #expect(ScreenMapping(width: 0, height: 0).clamp(InputPoint(x: 5, y: 5)) == InputPoint(x: 0, y: 0))
    }

    @Test func inputTimeRendersSecondsWithSixDecimals() {
        #expect(InputTime(microseconds: 1_250_000).description == "1.250000")
        #expect(InputTime(microseconds: 42).description == "0.000042")
        #expect(InputTime(seconds: 0.351).microseconds == 351_000)
    }
}
