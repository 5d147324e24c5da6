import Foundation

/// The app's messages to the person running it.
public enum StandardError {
    /// Writes "locus: `line`" on stderr. (FileHandle.write traps when the write fails: with stderr
    /// closed, full or a pipe nobody reads, a failing run crashed instead of exiting with its code.
    /// A stderr that cannot be written is no reason to stop.)
    public static func say(_ line: String) {
        let text = "locus: \(line)\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }
}
