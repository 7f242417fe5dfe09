import Glibc

/// SIGTERM and SIGINT end a running app cleanly: the handler raises a flag and writes a byte to a wake-up
/// pipe, which the loop waits on with its input, so the loop turns at once (it does not wake on a schedule
/// to look), the app terminates through its delegate, the recording is flushed and closed, and the process
/// exits 0.
public enum Signals {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0
    /// The pipe's ends: read (the loop's), write (the handler's); -1 until ``install()`` made them.
    nonisolated(unsafe) private static var pipeEnds: (read: Int32, write: Int32) = (-1, -1)

    /// Whether SIGTERM or SIGINT arrived since ``install()``.
    public static var requested: Bool { flag != 0 }

    /// The wake-up pipe's read end (non-blocking), readable once a signal arrived; `nil` before
    /// ``install()`` or if no pipe could be made (the loop then looks at the flag every 20 ms).
    public static var wakeDescriptor: Int32? { pipeEnds.read >= 0 ? pipeEnds.read : nil }

    /// Makes the pipe (once), installs the handlers and unblocks the signals: a process started by one
    /// whose thread blocks them (a test runner, some supervisors) inherits the block and would never see them.
    public static func install() {
        if pipeEnds.read < 0 {
            var ends: [Int32] = [-1, -1]
            if pipe(&ends) == 0 {
                for end in ends {
                    _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                }
                pipeEnds = (ends[0], ends[1])
            }
        }
        let handler: @convention(c) (Int32) -> Void = { _ in
            Signals.flag = 1
            // write(2) is async-signal-safe; a full pipe already wakes the loop.
            var byte: UInt8 = 1
            if Signals.pipeEnds.write >= 0 { _ = write(Signals.pipeEnds.write, &byte, 1) }
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }
}

/// Names the lifecycle callback an app crashed in (a failed `precondition`, `fatalError`, a force-unwrap
/// of nil in `didFinishLaunching`): the crash signal's handler writes
/// `PROGRAM: the app stopped in MyApp.AppDelegate.application(_:didFinishLaunchingWithOptions:)` after
/// Swift's own message and exits 1. Outside a callback the crash goes on as usual (a core dump).
enum CallbackCrashReporter {
    /// The message, prepared when a callback begins (a handler may not allocate), NUL-terminated.
    nonisolated(unsafe) private static var message: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var length = 0
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Installs the handlers (once).
    static func install() {
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                if let message = CallbackCrashReporter.message, CallbackCrashReporter.length > 0 {
                    _ = write(2, message, CallbackCrashReporter.length)
                    _exit(1)
                }
                signal(number, SIG_DFL)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(number, &action, nil)
        }
    }

    /// The callback now running (nil: none); `program` starts the message.
    @MainActor
    static func callbackChanged(_ callback: String?, program: String) {
        let old = message
        guard let callback else {
            length = 0
            message = nil
            free(old)
            return
        }
        let text = "\(program): the app stopped in \(callback) (exit 1)\n"
        let copy = strdup(text)
        if let copy { length = strlen(copy) } else { length = 0 }
        message = copy
        free(old)
    }
}
