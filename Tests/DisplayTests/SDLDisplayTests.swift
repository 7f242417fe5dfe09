import Display
import Testing
import UIKitTesting

/// The presentation path an SDL display asks for: no GL stack on a machine without a GPU.
@Suite struct SDLDisplayTests {
    @Test func withoutARenderNodeAWindowOrFullScreenUsesSDLsSoftwareRenderer() {
        #expect(SDLDisplay.presentationPath(mode: .window, variables: [:], renderNodes: { [] }) == "software")
        #expect(SDLDisplay.presentationPath(mode: .fullscreen, variables: [:], renderNodes: { [] }) == "software")
        // Asked for by hand, it is the same path (the window surface without GL behind it).
        #expect(SDLDisplay.presentationPath(mode: .window, variables: ["SDL_RENDER_DRIVER": "software"], renderNodes: { ["renderD128"] }) == "software")
    }

    @Test func withAGPUOnKMSOrWhenSDLRenderDriverIsSetSDLChooses() {
        #expect(SDLDisplay.presentationPath(mode: .window, variables: [:], renderNodes: { ["renderD128"] }) == nil)
        #expect(SDLDisplay.presentationPath(mode: .kms, variables: [:], renderNodes: { [] }) == nil)
        #expect(SDLDisplay.presentationPath(mode: .window, variables: ["SDL_RENDER_DRIVER": "opengl"], renderNodes: { [] }) == nil)
    }
}

/// The window-surface path, in this process on SDL's `offscreen` driver (a window whose surface is memory):
/// frames land turned in the window's own surface, only the damage is copied and sent, and a present with no
/// damage copies nothing.
@MainActor
@Suite struct SDLDisplaySurfaceTests {
    static func open(rotation: ScreenRotation) throws -> SDLDisplay {
        let bare = DisplayEnvironment(x11Display: nil, waylandDisplay: nil, kmsDevice: "/dev/dri/card0", kmsDeviceExists: false)
        return try SDLDisplay(mode: .window, frameWidth: 3, frameHeight: 2, rotation: rotation, title: "surface test",
                              environment: bare, videoDriver: "offscreen", variables: ["SDL_RENDER_DRIVER": "software"])
    }

    static let refresh = FrameLoop.Refresh(number: 1, timestamp: .zero, targetTimestamp: .zero)

    @Test(arguments: [ScreenRotation.degrees0, .degrees90, .degrees180, .degrees270])
    func framesGoTurnedIntoTheWindowsSurfaceAndOnlyTheirDamageIsSent(rotation: ScreenRotation) throws {
        let display = try Self.open(rotation: rotation)
        defer { display.close() }
        #expect(display.presentsThroughWindowSurface)
        #expect(display.rendererName == "window surface")
        #expect(display.presentationDescription == "the window surface (software, damaged rectangles only)")
        let frame = try SurfaceBlitTests.numbered(width: 3, height: 2)
        try display.present(frame, for: Self.refresh)
        let sideways = rotation == .degrees90 || rotation == .degrees270
        let (outputWidth, outputHeight) = sideways ? (2, 3) : (3, 2)
        func expected(_ ox: Int, _ oy: Int, _ frame: ScreenFrame) -> UInt32? {
            switch rotation {
            case .degrees0: frame.pixel(x: ox, y: oy)
            case .degrees90: frame.pixel(x: oy, y: 1 - ox)
            case .degrees180: frame.pixel(x: 2 - ox, y: 1 - oy)
            case .degrees270: frame.pixel(x: 2 - oy, y: ox)
            }
        }
        // The surface's padding byte is not the frame's alpha on every driver: compare colours.
        func colour(_ word: UInt32?) -> UInt32? { word.map { $0 & 0x00FF_FFFF } }
        for oy in 0..<outputHeight {
            for ox in 0..<outputWidth {
                #expect(colour(display.surfacePixel(x: ox, y: oy)) == colour(expected(ox, oy, frame)), "(\(ox), \(oy)) at \(rotation)")
            }
        }
        #expect(display.uploadedPixels == 6 && display.surfaceUpdates.whole == 1 && display.surfaceUpdates.partial == 0)

        // One pixel changes: one pixel is copied and one rectangle sent.
        let changed = frame.filling(x: 2, y: 0, width: 1, height: 1, with: 0xFFAB_CDEF).withDamage([ScreenFrame.Region(x: 2, y: 0, width: 1, height: 1)])
        try display.present(changed, for: Self.refresh)
        #expect(display.uploadedPixels == 7)
        #expect(display.surfaceUpdates.partial == 1 && display.surfaceUpdates.rectangles == 1 && display.surfaceUpdates.whole == 1)
        for oy in 0..<outputHeight {
            for ox in 0..<outputWidth { #expect(colour(display.surfacePixel(x: ox, y: oy)) == colour(expected(ox, oy, changed))) }
        }

        // No damage (an exposed window): nothing is copied; the surface, which kept the picture, is sent again.
        try display.present(changed.withDamage([]), for: Self.refresh)
        #expect(display.uploadedPixels == 7 && display.surfaceUpdates.whole == 2 && display.surfaceUpdates.partial == 1)
    }

    @Test func aFrameOfANewSizeIsDrawnWholeOnClearedBars() throws {
        let display = try Self.open(rotation: .degrees0)
        defer { display.close() }
        try display.present(try SurfaceBlitTests.numbered(width: 3, height: 2), for: Self.refresh)
        // A 3 × 1 frame on the 3 × 2 window: scaled by 1, centred with half-pixel bars; every output pixel is
        // either a frame pixel or black.
        let narrow = try #require(ScreenFrame(width: 3, height: 1, filledWith: 0xFF20_4060)).withDamage([])
        try display.present(narrow, for: Self.refresh)
        #expect(display.uploadedPixels == 9 && display.surfaceUpdates.whole == 2)
        let colours = (0..<2).flatMap { y in (0..<3).map { x in (display.surfacePixel(x: x, y: y) ?? 1) & 0x00FF_FFFF } }
        #expect(colours.allSatisfy { $0 == 0x20_4060 || $0 == 0 })
        #expect(colours.contains(0x20_4060) && colours.contains(0))
    }
}
