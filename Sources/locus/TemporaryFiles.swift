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
    /// that goes away (`| head`) should not leave a temporary behind.
    private static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXFSZ]

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

    private static func installHandlers() {
        // A process can start with these blocked (inherited from its parent); the handlers must run.
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
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
