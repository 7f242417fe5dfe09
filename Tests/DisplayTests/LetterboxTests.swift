import Display
import Testing
import UIKitTesting

@Suite struct LetterboxTests {
    @Test func aFrameOfTheOutputsSizeFillsItOneToOne() {
        let box = Letterbox(frameWidth: 800, frameHeight: 600, outputWidth: 800, outputHeight: 600)
        #expect(box.scale == 1)
        #expect(box.framePoint(outputX: 10, outputY: 20) == InputPoint(x: 10, y: 20))
        #expect(box.touchCalibration == .identity)
    }

    @Test func aSmallerFrameIsScaledUpAndCentredBetweenBars() {
        // 800 × 600 on a 1920 × 1080 display: scale 1.8, 1440 wide, 240-pixel bars left and right.
        let box = Letterbox(frameWidth: 800, frameHeight: 600, outputWidth: 1920, outputHeight: 1080)
        #expect(box.scale == 1.8)
        #expect(box.destinationX == 240 && box.destinationY == 0)
        #expect(box.destinationWidth == 1440 && box.destinationHeight == 1080)
        let centre = box.framePoint(outputX: 960, outputY: 540)
        #expect(centre == InputPoint(x: 400, y: 300))
        let onBar = box.framePoint(outputX: 100, outputY: 540)
        #expect(onBar.x < 0)
    }

    @Test func aTurnedPictureMapsOutputPointsBackThroughTheTurn() {
        // A 400 × 300 frame turned 90° clockwise on a 300 × 400 panel: the frame's top-left corner is at the
        // panel's top-right, its top-right corner at the panel's bottom-right.
        let box = Letterbox(frameWidth: 400, frameHeight: 300, outputWidth: 300, outputHeight: 400, rotation: .degrees90)
        #expect(box.scale == 1)
        #expect(box.framePoint(outputX: 300, outputY: 0) == InputPoint(x: 0, y: 0))
        #expect(box.framePoint(outputX: 300, outputY: 400) == InputPoint(x: 400, y: 0))
        #expect(box.framePoint(outputX: 0, outputY: 400) == InputPoint(x: 400, y: 300))
        let upsideDown = Letterbox(frameWidth: 400, frameHeight: 300, outputWidth: 400, outputHeight: 300, rotation: .degrees180)
        #expect(upsideDown.framePoint(outputX: 0, outputY: 0) == InputPoint(x: 400, y: 300))
    }

    @Test func theTouchCalibrationComposesTheTurnAndTheBarsWithTheDevicesOwn() {
        let box = Letterbox(frameWidth: 400, frameHeight: 300, outputWidth: 300, outputHeight: 400, rotation: .degrees90)
        let mapping = ScreenMapping(width: 400, height: 300, calibration: box.touchCalibration)
        // A touch at the panel's top-right corner is the frame's top-left.
        let corner = mapping.map(normalized: InputPoint(x: 1, y: 0))
        #expect(abs(corner.x) < 1e-9 && abs(corner.y) < 1e-9)
        // A device that reports x mirrored: its own correction applies first.
        guard let mirror = CalibrationMatrix([-1, 0, 1, 0, 1, 0]) else { return }
        let composed = ScreenMapping(width: 400, height: 300, calibration: box.touchCalibration(after: mirror))
        let mirrored = composed.map(normalized: InputPoint(x: 0, y: 0))
        #expect(abs(mirrored.x) < 1e-9 && abs(mirrored.y) < 1e-9)
    }
}
