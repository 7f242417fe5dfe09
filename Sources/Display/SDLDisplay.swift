import CSDL2
import Foundation
import InputCore
import UIKit

/// A screen shown through SDL2: a window on X11 or Wayland, a full-screen window, or the whole display
/// through SDL's KMS/DRM driver on a bare kiosk. Presents `ScreenFrame`s (Cairo's premultiplied ARGB32 is
/// SDL's `ARGB8888` word for word), letterboxed and turned as ``Letterbox`` says.
///
/// Two ways to put a frame on the output (``presentsThroughWindowSurface``): with no GPU (the software
/// path), the damaged rectangles are copied, turned and scaled, straight into the window's own surface
/// (`SDL_GetWindowSurface`: on X11 the MIT-SHM image the X server reads) and only those rectangles are
/// sent (`SDL_UpdateWindowSurfaceRects`): no renderer, no texture, no screen-sized buffer of ours. With a
/// GPU, on KMS, or when the window's surface has a pixel layout other than 32-bit XRGB/ARGB, an SDL renderer
/// draws a streaming texture holding the frame.
///
/// Pacing is the frame loop's (refresh boundaries on the monotonic clock), not SDL's: the renderer is
/// created without vsync, so presenting never blocks the thread that dispatches input.
@MainActor
public final class SDLDisplay: FramePresenter {
    /// How it was opened.
    public let mode: DisplayMode
    /// The display's refresh rate (SDL's current mode; 60 when SDL does not know).
    public let refreshRate: Int
    /// The SDL driver in use (`x11`, `wayland`, `KMSDRM`, …).
    public let driver: String
    /// How frames are fitted to the output; updated when the window's size changes.
    public private(set) var letterbox: Letterbox
    /// The picture's turn on the output.
    public let rotation: ScreenRotation

    /// The SDL renderer presenting the frames (`software`, `opengl`, `opengles2`, …), or `window surface`
    /// when frames are copied into the window's surface with no renderer.
    public let rendererName: String
    /// Whether frames go straight into the window's surface (the software path) rather than through a
    /// renderer and a texture.
    public var presentsThroughWindowSurface: Bool { surfacePath }
    /// The presentation path for people (`--stats`): `the window surface (software, damaged rectangles
    /// only)` or `the opengl renderer`.
    public var presentationDescription: String {
        surfacePath ? "the window surface (software, damaged rectangles only)" : "the \(rendererName) renderer"
    }
    /// The renderer this display asked SDL for (`software` on a machine without a GPU), or `nil` for SDL's
    /// own choice.
    public let presentation: String?

    /// The renderer to ask for: `software` when no GPU render node exists (`/dev/dri/renderD*`) and the
    /// picture goes to a window system, or when `SDL_RENDER_DRIVER=software`; `nil` (SDL's choice) for KMS,
    /// with a GPU, or when `SDL_RENDER_DRIVER` names another renderer.
    package nonisolated static func presentationPath(mode: DisplayMode,
                                 variables: [String: String] = ProcessInfo.processInfo.environment,
                                 renderNodes: () -> [String] = SDLDisplay.renderNodes) -> String? {
        if let forced = variables["SDL_RENDER_DRIVER"], !forced.isEmpty { return forced == "software" ? "software" : nil }
        guard mode != .kms else { return nil }
        return renderNodes().isEmpty ? "software" : nil
    }

    /// The GPU render nodes of this machine.
    package nonisolated static func renderNodes() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []).filter { $0.hasPrefix("renderD") }
    }

    let sdl: SDLLibrary
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize: (width: Int, height: Int) = (0, 0)
    /// Frames go into the window's surface (no renderer).
    private let surfacePath: Bool
    /// The window surface the last present drew into (the surface, its pixels) and its size: a new one (the
    /// window was resized) is cleared and gets the whole frame.
    private var drawnSurface: (pointer: UnsafeMutablePointer<SDL_Surface>?, pixels: UnsafeMutableRawPointer?, width: Int, height: Int)
        = (nil, nil, 0, 0)
    /// The size of the frame the last present drew.
    private var drawnFrameSize: (width: Int, height: Int) = (0, 0)
    private let frameSize: (width: Int, height: Int)
    /// SDL's id of the window, to recognise its window events.
    let windowID: UInt32

    /// Opens the display. `frameWidth × frameHeight` is the size of the frames that will be presented
    /// (the scene's screen in pixels); a window is made that size, a full screen takes the display's.
    /// Throws ``DisplayError`` when SDL is missing or no display can be opened.
    public convenience init(mode: DisplayMode, frameWidth: Int, frameHeight: Int, rotation: ScreenRotation = .degrees0,
                            title: String = "uikit", environment: DisplayEnvironment = .current) throws {
        try self.init(mode: mode, frameWidth: frameWidth, frameHeight: frameHeight, rotation: rotation, title: title,
                      environment: environment, videoDriver: nil, variables: ProcessInfo.processInfo.environment)
    }

    /// Opens the display as the public initializer does, with SDL's video driver named here rather than by
    /// `SDL_VIDEODRIVER` (tests open SDL's `offscreen` driver in the test process, whose environment other
    /// tests share) and `variables` read for `SDL_RENDER_DRIVER` instead of the process's environment.
    package init(mode: DisplayMode, frameWidth: Int, frameHeight: Int, rotation: ScreenRotation = .degrees0,
                 title: String = "uikit", environment: DisplayEnvironment = .current, videoDriver: String?,
                 variables: [String: String]) throws {
        sdl = try SDLLibrary.load()
        let api = sdl.api
        self.mode = mode
        self.rotation = rotation
        frameSize = (max(frameWidth, 1), max(frameHeight, 1))
        // The program handles Ctrl-C and SIGTERM itself (ending cleanly, flushing a recording); SDL's own
        // handlers would turn them into a quit event only while SDL is polled.
        _ = api.SDL_SetHint!(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // Touch and mouse stay separate: no synthetic mouse events from touches or touches from the mouse.
        _ = api.SDL_SetHint!(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        _ = api.SDL_SetHint!(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        // A kiosk screen must not blank while the program shows it.
        _ = api.SDL_SetHint!(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "0")
        let forcedDriver = videoDriver ?? ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0 }
        if let videoDriver { _ = api.SDL_SetHint!(SDL_HINT_VIDEODRIVER, videoDriver) }
        // Without a window system SDL would fall back to its offscreen driver and show nothing: refuse, and
        // say what is missing. (SDL_VIDEODRIVER set by hand is the user's choice and is honoured.)
        if mode != .kms, !environment.hasWindowSystem, forcedDriver == nil {
            throw DisplayError.noDisplay(mode: mode, reason: "no window system to connect to", environment: environment)
        }
        if mode == .kms {
            _ = api.SDL_SetHint!(SDL_HINT_VIDEODRIVER, "kmsdrm")
        } else if forcedDriver == nil {
            // SDL tries X11 before Wayland; prefer the native one when only Wayland is there.
            if environment.x11Display == nil, environment.waylandDisplay != nil { _ = api.SDL_SetHint!(SDL_HINT_VIDEODRIVER, "wayland") }
        }
        if mode != .kms, environment.x11Display != nil { _ = uikit_sdl_tolerate_stale_window_events() }
        let started = mode != .kms && environment.x11Display != nil
            ? XlibComposeBypass.whileStarting { api.SDL_Init!(UInt32(SDL_INIT_VIDEO)) }
            : api.SDL_Init!(UInt32(SDL_INIT_VIDEO))
        guard started == 0 else {
            throw DisplayError.noDisplay(mode: mode, reason: sdl.lastError, environment: environment)
        }
        driver = api.SDL_GetCurrentVideoDriver!().map { String(cString: $0) } ?? "unknown"
        if forcedDriver == nil, ["offscreen", "dummy", "evdev"].contains(driver) {
            api.SDL_Quit!()
            throw DisplayError.noDisplay(mode: mode, reason: "SDL found only its \(driver) driver, which shows nothing", environment: environment)
        }
        var displayMode = SDL_DisplayMode()
        let haveMode = api.SDL_GetCurrentDisplayMode!(0, &displayMode) == 0
        refreshRate = haveMode && displayMode.refresh_rate > 0 ? Int(displayMode.refresh_rate) : 60

        let sideways = rotation == .degrees90 || rotation == .degrees270
        var width = Int32(clamping: sideways ? frameSize.height : frameSize.width)
        var height = Int32(clamping: sideways ? frameSize.width : frameSize.height)
        var flags = UInt32(SDL_WINDOW_SHOWN.rawValue)
        if mode != .window {
            flags |= UInt32(SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
            if haveMode { width = displayMode.w; height = displayMode.h }
        }
        let centred = Int32(bitPattern: UInt32(SDL_WINDOWPOS_CENTERED_MASK))
        guard let window = api.SDL_CreateWindow!(title, centred, centred, width, height, flags) else {
            let reason = sdl.lastError
            api.SDL_Quit!()
            throw DisplayError.noDisplay(mode: mode, reason: reason, environment: environment)
        }
        self.window = window
        windowID = api.SDL_GetWindowID!(window)
        // Every pixel is drawn by Cairo; all that is left is to put it on the output. Without a GPU an
        // OpenGL renderer would load Mesa's llvmpipe (libLLVM, ~55 MB resident) to do that, and SDL's
        // software renderer would keep a screen-sized texture to copy from: copy the damage into the
        // window's surface instead. KMS needs a GPU-backed renderer (SDL's kmsdrm has no software path);
        // SDL_RENDER_DRIVER set by hand is honoured.
        presentation = Self.presentationPath(mode: mode, variables: variables)
        if let presentation {
            _ = api.SDL_SetHint!(SDL_HINT_RENDER_DRIVER, presentation)
            // The window's surface would otherwise be backed by an OpenGL texture ("framebuffer
            // acceleration"), loading the GL stack after all.
            _ = api.SDL_SetHint!(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        if presentation == "software", let surface = api.SDL_GetWindowSurface!(window), Self.copiesWords(into: surface) {
            surfacePath = true
            rendererName = "window surface"
        } else {
            surfacePath = false
            guard let renderer = api.SDL_CreateRenderer!(window, -1, 0) else {
                let reason = sdl.lastError
                api.SDL_DestroyWindow!(window)
                api.SDL_Quit!()
                throw DisplayError.sdl(step: "create a renderer", reason: reason)
            }
            self.renderer = renderer
            var info = SDL_RendererInfo()
            rendererName = api.SDL_GetRendererInfo!(renderer, &info) == 0 && info.name != nil ? String(cString: info.name) : "unknown"
        }
        if mode != .window { _ = api.SDL_ShowCursor!(SDL_DISABLE) }
        letterbox = Letterbox(frameWidth: frameSize.width, frameHeight: frameSize.height,
                              outputWidth: Int(width), outputHeight: Int(height), rotation: rotation)
        updateOutputSize()
    }

    /// Whether a frame's words can be copied into `surface` as they are: 32 bits a pixel with red, green
    /// and blue where Cairo's ARGB32 has them (`RGB888`/XRGB or `ARGB8888`, what X11 gives a 24- or
    /// 32-bit visual). Any other layout goes through a renderer, which converts.
    private static func copiesWords(into surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard let format = surface.pointee.format?.pointee, surface.pointee.pixels != nil else { return false }
        return format.BytesPerPixel == 4 && format.Rmask == 0x00FF_0000 && format.Gmask == 0x0000_FF00 && format.Bmask == 0x0000_00FF
    }

    /// Re-reads the output's size (after the window was resized) and refits the frame.
    public func updateOutputSize() {
        var width: Int32 = 0, height: Int32 = 0
        if let renderer {
            guard sdl.api.SDL_GetRendererOutputSize!(renderer, &width, &height) == 0 else { return }
        } else if surfacePath, let window {
            // SDL makes the surface anew at this size (in pixels); whatever it holds, the next present
            // draws the whole frame into it.
            guard let surface = sdl.api.SDL_GetWindowSurface!(window) else { return }
            (width, height) = (surface.pointee.w, surface.pointee.h)
            drawnSurface = (nil, nil, 0, 0)
        }
        guard width > 0, height > 0 else { return }
        letterbox = Letterbox(frameWidth: letterbox.frameWidth, frameHeight: letterbox.frameHeight,
                              outputWidth: Int(width), outputHeight: Int(height), rotation: rotation)
    }

    /// The window's size in SDL's window coordinates (what mouse events use; differs from the output's
    /// pixels on high-density Wayland outputs).
    var windowSize: (width: Int, height: Int) {
        guard let window else { return (1, 1) }
        var width: Int32 = 0, height: Int32 = 0
        sdl.api.SDL_GetWindowSize!(window, &width, &height)
        return (Int(max(width, 1)), Int(max(height, 1)))
    }

    /// The frame point (in frame pixels) under a point in window coordinates.
    func framePoint(windowX: Double, windowY: Double) -> InputPoint {
        let size = windowSize
        return letterbox.framePoint(outputX: windowX * Double(letterbox.outputWidth) / Double(size.width),
                                    outputY: windowY * Double(letterbox.outputHeight) / Double(size.height))
    }

    /// Whether presents wait for the display's refresh: on KMS, where SDL flips pages at vertical blank;
    /// a window (no vsync asked for, its surface or SDL's software renderer) shows a frame as soon as it is presented.
    public var pacesPresents: Bool { mode == .kms }

    /// Frame pixels copied by the presents so far (into the texture or the window's surface): the damaged
    /// rectangles, or whole frames when the texture or surface was new. The tests read it.
    public private(set) var uploadedPixels = 0
    /// Frame rectangles copied by the presents so far.
    public private(set) var uploadedRectangles = 0
    /// Window-surface presents that sent only rectangles (`SDL_UpdateWindowSurfaceRects`), and the
    /// rectangles they sent; presents that sent the whole surface (a new surface, an exposed window).
    public private(set) var surfaceUpdates = (partial: 0, rectangles: 0, whole: 0)

    /// Shows `frame`: copies its damaged rectangles into the output and shows them. On the window-surface
    /// path the surface keeps the previous picture, so only the damage is copied and sent (the whole frame,
    /// on cleared bars, when the surface or the frame's size is new; no copy and the whole surface sent
    /// again when the damage is empty, the window having been exposed). Through a renderer the damage is
    /// uploaded into the texture, the output cleared to black (the letterbox bars) and the texture drawn.
    public func present(_ frame: ScreenFrame, for refresh: FrameLoop.Refresh) throws {
        if surfacePath { return try presentIntoWindowSurface(frame) }
        guard let renderer else { throw DisplayError.sdl(step: "present", reason: "the display is closed") }
        let api = sdl.api
        var regions = frame.damage
        if texture == nil || textureSize != (frame.width, frame.height) {
            regions = [ScreenFrame.Region(x: 0, y: 0, width: frame.width, height: frame.height)]
            if let texture { api.SDL_DestroyTexture!(texture) }
            texture = api.SDL_CreateTexture!(renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue),
                                             Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(frame.width), Int32(frame.height))
            guard texture != nil else { throw DisplayError.sdl(step: "create a \(frame.width)×\(frame.height) texture", reason: sdl.lastError) }
            textureSize = (frame.width, frame.height)
            if frame.width != frameSize.width || frame.height != frameSize.height {
                letterbox = Letterbox(frameWidth: frame.width, frameHeight: frame.height,
                                      outputWidth: letterbox.outputWidth, outputHeight: letterbox.outputHeight, rotation: rotation)
            }
        }
        try frame.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            for region in regions {
                // ScreenFrame keeps its damage inside the frame; the start is the region's first pixel.
                var rect = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
                let start = base + region.y * frame.bytesPerRow + region.x * 4
                guard api.SDL_UpdateTexture!(texture, &rect, start, Int32(frame.bytesPerRow)) == 0 else {
                    throw DisplayError.sdl(step: "upload \(region) of a frame", reason: sdl.lastError)
                }
                uploadedPixels += region.width * region.height
                uploadedRectangles += 1
            }
        }
        _ = api.SDL_SetRenderDrawColor!(renderer, 0, 0, 0, 255)
        _ = api.SDL_RenderClear!(renderer)
        var destination = SDL_Rect(x: Int32(letterbox.destinationX.rounded()), y: Int32(letterbox.destinationY.rounded()),
                                   w: Int32(letterbox.destinationWidth.rounded()), h: Int32(letterbox.destinationHeight.rounded()))
        guard api.SDL_RenderCopyEx!(renderer, texture, nil, &destination, Double(rotation.rawValue), nil, SDL_FLIP_NONE) == 0 else {
            throw DisplayError.sdl(step: "draw a frame", reason: sdl.lastError)
        }
        api.SDL_RenderPresent!(renderer)
    }

    /// The window-surface path of ``present(_:for:)``.
    private func presentIntoWindowSurface(_ frame: ScreenFrame) throws {
        let api = sdl.api
        guard let window else { throw DisplayError.sdl(step: "present", reason: "the display is closed") }
        // SDL makes the surface anew after the window's size changed; asking each time is a field read otherwise.
        guard let surface = api.SDL_GetWindowSurface!(window), Self.copiesWords(into: surface), let pixels = surface.pointee.pixels else {
            throw DisplayError.sdl(step: "get the window's surface", reason: sdl.lastError)
        }
        let output = (width: Int(surface.pointee.w), height: Int(surface.pointee.h), bytesPerRow: Int(surface.pointee.pitch))
        let newSurface = drawnSurface != (surface, pixels, output.width, output.height)
        let newFrameSize = drawnFrameSize != (frame.width, frame.height)
        if newSurface || newFrameSize || letterbox.outputWidth != output.width || letterbox.outputHeight != output.height {
            letterbox = Letterbox(frameWidth: frame.width, frameHeight: frame.height,
                                  outputWidth: output.width, outputHeight: output.height, rotation: rotation)
        }
        let whole = newSurface || newFrameSize
        var regions = frame.damage
        if whole {
            // The bars are black (a zero word: black in XRGB, and ARGB's alpha is not shown by a window).
            pixels.initializeMemory(as: UInt8.self, repeating: 0, count: output.bytesPerRow * output.height)
            regions = [ScreenFrame.Region(x: 0, y: 0, width: frame.width, height: frame.height)]
        }
        let blit = SurfaceBlit(letterbox: letterbox)
        let written = frame.withUnsafeBytes { source in
            blit.copy(regions, of: frame, from: source, to: pixels, outputBytesPerRow: output.bytesPerRow)
        }
        for region in regions { uploadedPixels += region.width * region.height }
        uploadedRectangles += regions.count
        drawnSurface = (surface, pixels, output.width, output.height)
        drawnFrameSize = (frame.width, frame.height)
        if whole || frame.damage.isEmpty {
            guard api.SDL_UpdateWindowSurface!(window) == 0 else { throw DisplayError.sdl(step: "show a frame", reason: sdl.lastError) }
            surfaceUpdates.whole += 1
            return
        }
        guard !written.isEmpty else { return }
        var rects = written.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        guard api.SDL_UpdateWindowSurfaceRects!(window, &rects, Int32(rects.count)) == 0 else {
            throw DisplayError.sdl(step: "show \(rects.count) rectangles of a frame", reason: sdl.lastError)
        }
        surfaceUpdates.partial += 1
        surfaceUpdates.rectangles += rects.count
    }

    /// The word at output pixel (`x`, `y`) of the window's surface as last presented, for tests; `nil` off
    /// the surface or on the renderer path.
    package func surfacePixel(x: Int, y: Int) -> UInt32? {
        guard surfacePath, let window, let surface = sdl.api.SDL_GetWindowSurface!(window), let pixels = surface.pointee.pixels,
              x >= 0, y >= 0, x < Int(surface.pointee.w), y < Int(surface.pointee.h) else { return nil }
        return pixels.loadUnaligned(fromByteOffset: y * Int(surface.pointee.pitch) + x * 4, as: UInt32.self)
    }

    /// Closes the window and shuts SDL's video down. Called at the end of a live session; safe twice.
    public func close() {
        let api = sdl.api
        if let texture { api.SDL_DestroyTexture!(texture) }
        if let renderer { api.SDL_DestroyRenderer!(renderer) }
        if let window { api.SDL_DestroyWindow!(window) }
        if window != nil { api.SDL_Quit!() }
        texture = nil
        renderer = nil
        window = nil
    }
}

extension DisplayEnvironment {
    /// The environment of this process.
    public static var current: DisplayEnvironment {
        let environment = ProcessInfo.processInfo.environment
        func nonEmpty(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let device = "/dev/dri/card0"
        return DisplayEnvironment(x11Display: nonEmpty("DISPLAY"), waylandDisplay: nonEmpty("WAYLAND_DISPLAY"),
                                  kmsDevice: device, kmsDeviceExists: FileManager.default.fileExists(atPath: device))
    }
}
