import Foundation

/// The few libumockdev calls the probe needs, loaded with `dlopen` so the package builds without
/// umockdev's development files; only emulated runs need the library.
///
/// An in-process testbed (rather than `umockdev-run`) is what lets a test unplug a device at a chosen
/// moment (`remove(syspath:)` after the probe has seen a touch-down) and start event playback only
/// after libinput has opened the node: umockdev starts replaying an evemu file as soon as it is loaded,
/// and events written before libinput's open are drained and lost (checked with umockdev 0.17.16).
/// The process must still run with umockdev's preload library (`umockdev-wrapper` does exactly that).
final class UMockdevTestbed {
    private typealias New = @convention(c) () -> OpaquePointer?
    private typealias RootDir = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    private typealias LoadFile = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
    private typealias LoadForDevice = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Int32
    private typealias Uevent = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Void
    private typealias Remove = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Void

    private let testbed: OpaquePointer
    private let addFromFile: LoadFile
    private let loadIoctl: LoadForDevice
    private let loadEvemu: LoadForDevice
    private let uevent: Uevent
    private let removeDevice: Remove
    /// The testbed's root directory (`$UMOCKDEV_DIR`).
    let root: String

    /// Creates a testbed, or explains why it cannot.
    init() throws {
        // RTLD_NOLOAD only finds the library if the dynamic linker really preloaded it (a missing
        // library in LD_PRELOAD is just a warning from ld.so).
        guard dlopen("libumockdev-preload.so.0", RTLD_NOW | RTLD_NOLOAD) != nil else {
            throw ProbeError("emulated devices need umockdev's preload library in this process: run under umockdev-wrapper, or with LD_PRELOAD=libumockdev-preload.so.0 (Debian package umockdev)")
        }
        guard let library = dlopen("libumockdev.so.0", RTLD_NOW) else {
            throw ProbeError("cannot load libumockdev.so.0 (Debian package libumockdev0): \(String(cString: dlerror()))")
        }
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let pointer = dlsym(library, name) else { throw ProbeError("libumockdev.so.0 has no \(name)") }
            return unsafeBitCast(pointer, to: type)
        }
        let new = try symbol("umockdev_testbed_new", as: New.self)
        let rootDir = try symbol("umockdev_testbed_get_root_dir", as: RootDir.self)
        addFromFile = try symbol("umockdev_testbed_add_from_file", as: LoadFile.self)
        loadIoctl = try symbol("umockdev_testbed_load_ioctl", as: LoadForDevice.self)
        loadEvemu = try symbol("umockdev_testbed_load_evemu_events", as: LoadForDevice.self)
        uevent = try symbol("umockdev_testbed_uevent", as: Uevent.self)
        removeDevice = try symbol("umockdev_testbed_remove_device", as: Remove.self)
        guard let testbed = new(), let rootPath = rootDir(testbed) else { throw ProbeError("umockdev_testbed_new failed") }
        self.testbed = testbed
        self.root = String(cString: rootPath)
        free(rootPath)
    }

    /// Adds the devices of an umockdev-record description file.
    func add(description path: String) throws {
        var error: UnsafeMutableRawPointer?
        guard addFromFile(testbed, path, &error) != 0 else { throw ProbeError("umockdev: \(path): \(Self.message(error))") }
    }

    /// Loads the ioctl replies for a device node.
    func loadIoctls(node: String, path: String) throws {
        var error: UnsafeMutableRawPointer?
        guard loadIoctl(testbed, node, path, &error) != 0 else { throw ProbeError("umockdev: \(path): \(Self.message(error))") }
    }

    /// Starts replaying an evemu event file into a device node.
    func play(node: String, events path: String) throws {
        var error: UnsafeMutableRawPointer?
        guard loadEvemu(testbed, node, path, &error) != 0 else { throw ProbeError("umockdev: \(path): \(Self.message(error))") }
    }

    /// Announces a device that is now complete (udev database entry and ioctl replies in place) with an
    /// `add` uevent, which is what a running libinput's udev monitor reacts to.
    func announce(syspath: String) {
        uevent(testbed, syspath, "add")
    }

    /// Unplugs a device: a `remove` uevent (what libinput's udev monitor reacts to), then its sysfs
    /// directory and node disappear.
    func remove(syspath: String) {
        uevent(testbed, syspath, "remove")
        removeDevice(testbed, syspath)
    }

    /// A GError's message (`struct { GQuark domain; gint code; gchar *message; }`).
    private static func message(_ error: UnsafeMutableRawPointer?) -> String {
        guard let error, let text = error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self) else { return "unknown error" }
        return String(cString: text)
    }
}

/// A probe failure with its explanation.
struct ProbeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
