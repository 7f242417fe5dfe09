import CommandTestSupport
import Foundation

/// xdotool drags up and down the middle of a window on a thread of its own, in processes of 200 pointer
/// events (one process per event would be far slower than the feed), until stopped.
final class PointerDrags: @unchecked Sendable {
    let server: XvfbServer
    let window: String
    private let lock = NSLock()
    private var stopping = false
    private var count = 0
    private var thread: Thread?
    private let done = DispatchSemaphore(value: 0)

    init(server: XvfbServer, window: String) {
        self.server = server
        self.window = window
    }

    /// Pointer events sent so far.
    var sent: Int { lock.withLock { count } }

    func start() {
        let thread = Thread { [self] in
            var stroke = 0
            while !lock.withLock({ stopping }) {
                var arguments: [String] = []
                // Four drags of 49 moves between y = 150 and 450 (inside the scroll view), down or up.
                for _ in 0..<4 {
                    var points = (0..<49).map { 150 + 300 * $0 / 48 }
                    if stroke % 2 == 1 { points.reverse() }
                    arguments += ["mousemove", "--window", window, "400", "\(points[0])", "mousedown", "1"]
                    for y in points.dropFirst() { arguments += ["mousemove", "--window", window, "400", "\(y)"] }
                    arguments += ["mouseup", "1"]
                    stroke += 1
                }
                guard (try? server.run(["/usr/bin/xdotool"] + arguments)) != nil else { break }
                lock.withLock { count += 200 }
            }
            done.signal()
        }
        self.thread = thread
        thread.start()
    }

    /// Stops after the current process and waits for it.
    func stop() {
        guard let _ = thread else { return }
        lock.withLock { stopping = true }
        done.wait()
        thread = nil
    }
}
