import Display
import Testing
import UIKitTesting

/// Copying a frame's damage into an output's pixels, turned and scaled: what the window-surface path of
/// `SDLDisplay` draws, checked pixel by pixel against where each turn must put each frame pixel.
@Suite struct SurfaceBlitTests {
    /// A `width × height` frame whose every pixel is a different word: `0xFF00YYXX`.
    static func numbered(width: Int, height: Int) throws -> ScreenFrame {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { raw in
            for y in 0..<height { for x in 0..<width { raw.storeBytes(of: word(x, y), toByteOffset: (y * width + x) * 4, as: UInt32.self) } }
        }
        return try #require(ScreenFrame(width: width, height: height, bytesPerRow: width * 4, bytes: bytes))
    }

    static func word(_ x: Int, _ y: Int) -> UInt32 { 0xFF00_0000 | UInt32(y) << 8 | UInt32(x) }

    /// Copies `regions` of `frame` into an output of `width × height` words filled with `sentinel`, and
    /// returns the output's words (row by row) and the rectangles written.
    static func blit(_ frame: ScreenFrame, _ regions: [ScreenFrame.Region], width: Int, height: Int,
                     rotation: ScreenRotation) -> (words: [UInt32], written: [SurfaceBlit.OutputRect]) {
        let blit = SurfaceBlit(letterbox: Letterbox(frameWidth: frame.width, frameHeight: frame.height,
                                                    outputWidth: width, outputHeight: height, rotation: rotation))
        var words = [UInt32](repeating: sentinel, count: width * height)
        let written = words.withUnsafeMutableBytes { output in
            frame.withUnsafeBytes { source in
                blit.copy(regions, of: frame, from: source, to: output.baseAddress!, outputBytesPerRow: width * 4)
            }
        }
        return (words, written)
    }

    static let sentinel: UInt32 = 0x1234_5678

    @Test(arguments: [ScreenRotation.degrees0, .degrees90, .degrees180, .degrees270])
    func aWholeFrameLandsWhereItsTurnPutsIt(rotation: ScreenRotation) throws {
        let (width, height) = (3, 2)
        let frame = try Self.numbered(width: width, height: height)
        let sideways = rotation == .degrees90 || rotation == .degrees270
        let (outputWidth, outputHeight) = sideways ? (height, width) : (width, height)
        let result = Self.blit(frame, frame.damage, width: outputWidth, height: outputHeight, rotation: rotation)
        #expect(result.written == [SurfaceBlit.OutputRect(x: 0, y: 0, width: outputWidth, height: outputHeight)])
        for oy in 0..<outputHeight {
            for ox in 0..<outputWidth {
                // Clockwise turns with y down: at 90° the frame's top-left corner is the output's top-right.
                let expected: UInt32 = switch rotation {
                case .degrees0: Self.word(ox, oy)
                case .degrees90: Self.word(oy, height - 1 - ox)
                case .degrees180: Self.word(width - 1 - ox, height - 1 - oy)
                case .degrees270: Self.word(width - 1 - oy, ox)
                }
                #expect(result.words[oy * outputWidth + ox] == expected, "output (\(ox), \(oy)) at \(rotation)")
            }
        }
    }

    @Test(arguments: [ScreenRotation.degrees0, .degrees90, .degrees180, .degrees270])
    func onlyTheDamagedRectangleIsWritten(rotation: ScreenRotation) throws {
        let frame = try Self.numbered(width: 4, height: 3)
        let sideways = rotation == .degrees90 || rotation == .degrees270
        let (outputWidth, outputHeight) = sideways ? (3, 4) : (4, 3)
        // Frame pixels (1, 0) and (2, 0): two output pixels change, nothing else.
        let result = Self.blit(frame, [ScreenFrame.Region(x: 1, y: 0, width: 2, height: 1)], width: outputWidth, height: outputHeight,
                               rotation: rotation)
        let changed = result.words.indices.filter { result.words[$0] != Self.sentinel }
        #expect(changed.count == 2)
        #expect(Set(changed.map { result.words[$0] }) == [Self.word(1, 0), Self.word(2, 0)])
        let rect = try #require(result.written.first)
        #expect(rect.width * rect.height == 2)
        for index in changed { #expect(rect.x...(rect.x + rect.width - 1) ~= index % outputWidth) }
    }

    @Test func noDamageWritesNothing() throws {
        let frame = try Self.numbered(width: 3, height: 2)
        let result = Self.blit(frame, [], width: 3, height: 2, rotation: .degrees0)
        #expect(result.written.isEmpty)
        #expect(result.words.allSatisfy { $0 == Self.sentinel })
    }

    @Test func aScaledFrameIsCopiedNearestNeighbourBetweenUntouchedBars() throws {
        // 2 × 1 on 4 × 4: scale 2, rows 1 and 2 show it, rows 0 and 3 are bars.
        let frame = try Self.numbered(width: 2, height: 1)
        let result = Self.blit(frame, frame.damage, width: 4, height: 4, rotation: .degrees0)
        #expect(result.written == [SurfaceBlit.OutputRect(x: 0, y: 1, width: 4, height: 2)])
        let s = Self.sentinel, a = Self.word(0, 0), b = Self.word(1, 0)
        #expect(result.words == [s, s, s, s, a, a, b, b, a, a, b, b, s, s, s, s])
        // Turned a quarter: 1 × 2 scaled by 2 into the middle columns.
        let turned = Self.blit(frame, frame.damage, width: 4, height: 4, rotation: .degrees90)
        #expect(turned.words == [s, a, a, s, s, a, a, s, s, b, b, s, s, b, b, s])
    }

    @Test func aFrameOfAnotherSizeThanTheLetterboxesIsNotCopied() throws {
        let frame = try Self.numbered(width: 3, height: 2)
        let blit = SurfaceBlit(letterbox: Letterbox(frameWidth: 4, frameHeight: 2, outputWidth: 4, outputHeight: 2))
        var words = [UInt32](repeating: Self.sentinel, count: 8)
        let written = words.withUnsafeMutableBytes { output in
            frame.withUnsafeBytes { blit.copy(frame.damage, of: frame, from: $0, to: output.baseAddress!, outputBytesPerRow: 16) }
        }
        #expect(written.isEmpty && words.allSatisfy { $0 == Self.sentinel })
    }
}
