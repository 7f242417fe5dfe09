import Foundation

/// One emulated evdev device, described by four files sharing a prefix (written by the e2e tests):
/// `PREFIX.umockdev` (sysfs/udev description), `PREFIX.ioctl` (evdev ioctl replies), `PREFIX.udev`
/// (the udev database entry) and optionally `PREFIX.events` (evemu events, times relative to 0).
struct EmulatedDevice {
    /// The file prefix.
    let prefix: String
    /// `/dev/input/eventN`, from the description's `N:` line.
    let node: String
    /// `/sys/devices/…/eventN`, from the description's first `P:` line.
    let syspath: String
    /// `c13:<minor>`, the udev database file name, from the description's `A: dev=` line.
    let udevDatabaseName: String

    init(prefix: String) throws {
        self.prefix = prefix
        let description = try String(contentsOfFile: prefix + ".umockdev", encoding: .utf8)
        func value(_ tag: String) -> String? {
            description.split(separator: "\n").first { $0.hasPrefix(tag) }.map { String($0.dropFirst(tag.count)) }
        }
        guard let name = value("N: "), let path = value("P: "), let devnum = value("A: dev=") else {
            throw ProbeError("\(prefix).umockdev: expected N:, P: and A: dev= lines")
        }
        node = "/dev/" + name
        syspath = "/sys" + path
        udevDatabaseName = "c" + devnum
    }

    /// Adds the device to the testbed with its ioctl replies and udev database entry.
    ///
    /// umockdev 0.17.16 does not redirect `/run/udev/data` (that arrived in 0.17.18); the e2e shim
    /// redirects libudev's `fopen` of it into `$UMOCKDEV_DIR/run/udev/data`, where this writes the
    /// entry, so nothing outside the testbed is touched. The `I:` line in it is what makes libudev
    /// call the device initialized (libinput refuses uninitialized devices, path-seat.c / udev-seat.c).
    func install(in testbed: UMockdevTestbed) throws {
        try testbed.add(description: prefix + ".umockdev")
        let database = testbed.root + "/run/udev/data"
        try FileManager.default.createDirectory(atPath: database, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: prefix + ".udev", toPath: database + "/" + udevDatabaseName)
        try testbed.loadIoctls(node: node, path: prefix + ".ioctl")
    }

    /// Starts playing `PREFIX.events`, rebased so its time 0 is now on `CLOCK_MONOTONIC`.
    ///
    /// umockdev writes evemu timestamps verbatim and libinput compares them with the monotonic clock
    /// (its timers and the "lagging behind" check, evdev.c), so relative times must become "now"
    /// at the moment playback starts, which only the process that starts it knows.
    func play(in testbed: UMockdevTestbed, now: Int64) throws {
        let source = prefix + ".events"
        guard FileManager.default.fileExists(atPath: source) else { return }
        let text = try String(contentsOfFile: source, encoding: .utf8)
        var lines: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("E: ") else { lines.append(String(line)); continue }
            let fields = line.dropFirst(3).split(separator: " ")
            let stamp = fields.first?.split(separator: ".") ?? []
            guard fields.count == 4, stamp.count == 2, let seconds = Int64(stamp[0]), let micros = Int64(stamp[1]) else {
                throw ProbeError("\(source):\(index + 1): expected \"E: <sec>.<usec> <type> <code> <value>\"")
            }
            let absolute = now + seconds * 1_000_000 + micros
            let rebased = String(format: "%lld.%06lld", absolute / 1_000_000, absolute % 1_000_000)
            lines.append("E: \(rebased) \(fields[1]) \(fields[2]) \(fields[3])")
        }
        let target = testbed.root + "/" + (prefix as NSString).lastPathComponent + ".events"
        try lines.joined(separator: "\n").write(toFile: target, atomically: true, encoding: .utf8)
        try testbed.play(node: node, events: target)
    }
}
