import Foundation

/// The temporary files of ``OutputFile``s not yet committed, removed if Ctrl-C or SIGTERM ends
/// the process, so an interrupted run leaves nothing behind.
///
/// The signal handler may only make async-signal-safe calls, so the paths live in a fixed table
/// of C strings it can read without allocating. The handlers are installed while there is a file
/// to protect and the previous ones restored after (SDL has its own for a graceful quit).
enum TemporaryFiles {
    private static let capacity = 8
    nonisolated(unsafe) private static let table = {
        let t = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        t.initialize(repeating: nil, count: capacity)
        return t
    }()
    nonisolated(unsafe) private static var count = 0
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    /// The signals that end a process by default and can be caught; SIGPIPE too, since a reader
    /// that goes away (`| head`) should not leave a temporary behind. (A CPU-time limit, SIGXCPU,
    /// or a timer's or real-time signal left temporaries when only the common ones were here.)
    private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXFSZ,
                                  SIGXCPU, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT, SIGSYS]
        + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

    static func register(_ path: String) {
        guard let slot = (0..<capacity).first(where: { table[$0] == nil }) else { return }
        if count == 0 { installHandlers() }
        table[slot] = strdup(path)
        count += 1
    }

    /// Forgets `path`; returns whether it was registered.
    @discardableResult
    static func unregister(_ path: String) -> Bool {
        guard let slot = (0..<capacity).first(where: { table[$0].map { String(cString: $0) == path } ?? false }) else {
            return false
        }
        let name = table[slot]
        table[slot] = nil
        free(name)
        count -= 1
        if count == 0 { restoreHandlers() }
        return true
    }

    /// Runs `body`, which creates a temporary and registers it, with the signals held back: one
    /// that came between the two left the file behind (more likely since the first registration
    /// installs a handler for each of some 50 signals). A signal that came meanwhile is handled
    /// once the file is registered.
    static func holdingSignals<T>(_ body: () throws -> T) rethrows -> T {
        var set = signalSet, old = sigset_t()
        pthread_sigmask(SIG_BLOCK, &set, &old)
        defer {
            pthread_sigmask(SIG_SETMASK, &old, nil)
            // A process can start with these blocked (inherited from its parent); the handlers must run.
            if count > 0 { pthread_sigmask(SIG_UNBLOCK, &set, nil) }
        }
        return try body()
    }

    /// Lets the signals that end a process through, for a run writing a file with no temporary
    /// to remove (see ``OutputFile``): it ends on them as one with a temporary does, not only
    /// where its parent left them unblocked.
    static func letSignalsThrough() {
        var set = signalSet
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static var signalSet: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        return set
    }

    private static func installHandlers() {
        for s in signals {
            var old = sigaction()
            sigaction(s, nil, &old)
            // A signal the process was started to ignore (nohup, a background job) stays ignored.
            if unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                for i in 0..<TemporaryFiles.capacity {
                    if let p = TemporaryFiles.table[i] { unlink(p) }
                }
                // End as the signal would have, so the shell sees the usual status.
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
            sigemptyset(&action.sa_mask)
            sigaction(s, &action, nil)
            previous[s] = old
        }
    }

    private static func restoreHandlers() {
        for (s, old) in previous {
            var old = old
            sigaction(s, &old, nil)
        }
        previous = [:]
    }
}
