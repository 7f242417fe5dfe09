import Foundation
import InputCore

/// The probe's emulated devices: an in-process umockdev testbed and the devices put in it.
///
/// Installing and playing are separate steps because their moment matters: devices are normally
/// installed before libinput starts and played once it has opened them, but `--hotplug-after-ms`
/// installs them later so libinput's udev monitor sees them arrive.
final class Emulation {
    let testbed: UMockdevTestbed
    let devices: [EmulatedDevice]

    /// A testbed for the devices with these file prefixes, or nil when there are none.
    static func make(prefixes: [String]) throws -> Emulation? {
        guard !prefixes.isEmpty else { return nil }
        return Emulation(testbed: try UMockdevTestbed(), devices: try prefixes.map(EmulatedDevice.init(prefix:)))
    }

    private init(testbed: UMockdevTestbed, devices: [EmulatedDevice]) {
        self.testbed = testbed
        self.devices = devices
    }

    /// Puts every device in the testbed (sysfs, udev database, ioctl replies), then announces each with
    /// an `add` uevent: a udev-seat libinput that is already running picks it up as a hotplug.
    func install() throws {
        for device in devices { try device.install(in: testbed) }
        for device in devices { testbed.announce(syspath: device.syspath) }
    }

    /// Starts every device's event playback, with its time 0 at now.
    func play() throws {
        let now = InputTime.monotonicNow().microseconds
        for device in devices { try device.play(in: testbed, now: now) }
    }

    /// Unplugs the device with this node; false when no emulated device has it.
    func unplug(node: String) -> Bool {
        guard let device = devices.first(where: { $0.node == node }) else { return false }
        testbed.remove(syspath: device.syspath)
        return true
    }
}
