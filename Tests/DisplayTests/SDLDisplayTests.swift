import Display
import Testing

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
