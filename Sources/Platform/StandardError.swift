import Foundation

/// The app's messages to the person running it.
public enum StandardError {
    /// Writes "locus: `line`" on stderr. (FileHandle.write traps when the write fails: with stderr
    /// closed, full or a pipe nobody reads, a failing run crashed instead of exiting with its code.
    /// A stderr that cannot be written is no reason to stop.)
    ///
    /// The line is kept one line: a line break, or any other control or format character (in
    /// a file name the message quotes, say), is written as a space. (A state stream named with a
    /// line break in it made a two-line error; found by a first-time user.)
    public static func say(_ line: String) {
        let text = "locus: \(oneLine(line.unicodeScalars))\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }

    /// `scalars` on one line: each control, line or paragraph separator and format character
    /// (which could reorder what a terminal shows) a space.
    public static func oneLine(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        for s in scalars {
            switch s.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .format: view.append(" ")
            default: view.append(s)
            }
        }
        return String(view)
    }
}
