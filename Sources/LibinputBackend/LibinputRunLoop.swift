import Glibc
import InputCore

/// Wakes a blocking `LibinputSource.run(handler:)` so it returns; safe to use from any thread.
///
/// A self-pipe: `stop()` writes a byte, the run loop polls the read end next to libinput's fd.
public final class LibinputStopSignal: @unchecked Sendable {
    // The descriptors are fixed at init and only read/written with async-signal-safe calls, which is
    // why the class can be shared across threads.
    fileprivate let readEnd: Int32
    private let writeEnd: Int32

    init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Asks the run loop to return after the events it is handling.
    public func stop() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Consumes pending stop requests; true when there was one.
    fileprivate func consume() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        var stopped = false
        while read(readEnd, &buffer, buffer.count) > 0 { stopped = true }
        return stopped
    }
}

extension LibinputSource {
    /// Blocks, handing every event to `handler` as soon as libinput has it, until `stopSignal.stop()`
    /// is called (from the handler or another thread) or the handler throws.
    ///
    /// Waits with `poll(2)` on libinput's fd and the stop signal, with no timeout: libinput's timers are
    /// timerfds inside its epoll fd, so they wake the loop too.
    public func run(handler: (InputEvent) throws -> Void) throws {
        _ = stopSignal.consume()
        guard let fd = pollDescriptor else { return }
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: stopSignal.readEnd, events: Int16(POLLIN), revents: 0)]
        while true {
            for event in try drainEvents() {
                try handler(event)
            }
            if stopSignal.consume() { return }
            fds[0].revents = 0
            fds[1].revents = 0
            let rc = poll(&fds, nfds_t(fds.count), -1)
            if rc < 0 && errno != EINTR { throw LibinputBackendError.dispatchFailed(errno: errno) }
        }
    }
}
