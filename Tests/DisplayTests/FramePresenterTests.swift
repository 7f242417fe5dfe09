import Display
import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite struct FramePresenterTests {
    @Test func theFilePresenterWritesNumberedPPMFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-frames-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let presenter = try FilePresenter(directory: directory)
        let frame = try #require(ScreenFrame(width: 2, height: 1, filledWith: 0xFF10_2030)?.filling(x: 1, y: 0, width: 1, height: 1, with: 0xFFFF_FFFF))
        try presenter.present(frame, for: FrameLoop.Refresh(number: 7, timestamp: .zero, targetTimestamp: .zero))
        #expect(presenter.lastFramePath == directory + "/frame-000007.ppm")
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/frame-000007.ppm"))
        #expect(Array(data) == Array("P6\n2 1\n255\n".utf8) + [0x10, 0x20, 0x30, 0xFF, 0xFF, 0xFF])
    }

    @Test func anUnwritableFrameDirectoryIsAnErrorNamingIt() {
        #expect(throws: DisplayError.self) { try FilePresenter(directory: "/proc/uikit-frames") }
    }

    @Test func noDisplayMessagesNameTheVariablesAndTheKMSDevice() {
        let bare = DisplayEnvironment(x11Display: nil, waylandDisplay: nil, kmsDevice: "/dev/dri/card0", kmsDeviceExists: false)
        let window = DisplayError.noDisplay(mode: .window, reason: "x", environment: bare).description
        #expect(window.contains("neither DISPLAY nor WAYLAND_DISPLAY is set"))
        #expect(window.contains("/dev/dri/card0 does not exist"))
        let kms = DisplayError.noDisplay(mode: .kms, reason: "x", environment: bare).description
        #expect(kms.contains("/dev/dri/card0") && kms.contains("DISPLAY=(unset)") && kms.contains("WAYLAND_DISPLAY=(unset)"))
        #expect(bare.defaultInput(for: .kms) == .libinput)
        #expect(bare.defaultInput(for: .window) == .window)
    }
}
