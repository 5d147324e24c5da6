import Foundation
import Testing

/// Files in and out: pipes and links are read and written as a person expects, failures are one
/// line, and no run (failed, interrupted or not) leaves a half-written or temporary file behind.
@Suite("Files in and out")
struct FileTests {
    let dir: URL
    init() throws { dir = try LocusProcess.temporaryFolder() }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
    var listing: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted() }

    func expectFailure(_ o: Outcome, mentioning words: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(o.status != 0 && o.status < 128, "status \(o.status)", sourceLocation: sourceLocation)
        #expect(o.stderrLines.count == 1, "stderr was: \(o.stderr)", sourceLocation: sourceLocation)
        for w in words {
            #expect(o.stderr.contains(w), "stderr lacks \"\(w)\": \(o.stderr)", sourceLocation: sourceLocation)
        }
    }

    @Test func pathFromStandardInput() throws {
        let o = try LocusProcess.run(["measure", "--path", "@/dev/stdin"], input: Data("M 0 0 L 30 40".utf8))
        #expect(o.status == 0, "\(o.stderr)")
        #expect(o.stdout.hasPrefix("{\"length\":50,"))
    }

    @Test func eventsFromStandardInput() throws {
        let events = "{\"t\":0,\"type\":\"key\",\"key\":\"d\"}\n"
        let o = try LocusProcess.run(["--headless", "--frames", "2", "--events", "/dev/stdin", "--state-out", "/dev/stdout"],
                                     input: Data(events.utf8))
        #expect(o.status == 0, "\(o.stderr)")
        let lines = o.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("\"overlay\":true") })
    }

    @Test func folderGivenAsPathFile() throws {
        expectFailure(try LocusProcess.run(["measure", "--path", "@" + dir.path]), mentioning: ["--path", "folder"])
    }

    @Test func pathFileThatIsNotText() throws {
        try Data([0x4D, 0x20, 0xFF, 0xFE, 0x30]).write(to: dir.appendingPathComponent("bad.svgpath"))
        expectFailure(try LocusProcess.run(["measure", "--path", "@" + path("bad.svgpath")]), mentioning: ["UTF-8"])
    }

    /// An SVG file that declares ISO-8859-1 or Windows-1252 is read in it (é is E9), as older
    /// exports are; one in another encoding is named, not taken for broken UTF-8.
    @Test func aLatin1SVGFileIsRead() throws {
        func svg(_ encoding: String, _ d: [UInt8]) -> Data {
            Data(Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><title>Caf".utf8)
                 + [0xE9] + Array("</title><path d=\"".utf8) + d + Array("\"/></svg>\n".utf8))
        }
        try svg("ISO-8859-1", Array("M 0 0 L 30 40".utf8)).write(to: dir.appendingPathComponent("latin1.svg"))
        let o = try LocusProcess.run(["measure", "--path", "@" + path("latin1.svg")])
        #expect(o.status == 0, "\(o.stderr)")
        #expect(o.stdout.hasPrefix("{\"length\":50,"))
        try svg("latin1", Array("M 0 0 L 30 ".utf8) + [0xE9]).write(to: dir.appendingPathComponent("bad.svg"))
        expectFailure(try LocusProcess.run(["measure", "--path", "@" + path("bad.svg")]), mentioning: ["(\"é\" after \"M 0 0 L 30 \")"])
        // Windows-1252, and ISO-8859-1 read as it as browsers do: 0x93 is a curly quote.
        for encoding in ["windows-1252", "ISO-8859-1"] {
            try svg(encoding, Array("M 0 0 L 30 ".utf8) + [0x93]).write(to: dir.appendingPathComponent("quote.svg"))
            expectFailure(try LocusProcess.run(["measure", "--path", "@" + path("quote.svg")]), mentioning: ["(\"\u{201C}\" after \"M 0 0 L 30 \")"])
        }
        // A processing instruction named xml-something is no declaration: the UTF-8 é stays é.
        try Data(Array("<?xml-stylesheet encoding=\"latin1\"?><svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M 0 0 L 30 é\"/></svg>".utf8))
            .write(to: dir.appendingPathComponent("pi.svg"))
        expectFailure(try LocusProcess.run(["measure", "--path", "@" + path("pi.svg")]), mentioning: ["(\"é\" after"])
        try svg("Shift_JIS", Array("M 0 0 L 30 40".utf8)).write(to: dir.appendingPathComponent("sjis.svg"))
        expectFailure(try LocusProcess.run(["measure", "--path", "@" + path("sjis.svg")]), mentioning: ["Shift_JIS", "UTF-8"])
    }

    @Test func stateStreamToStandardOutput() throws {
        let o = try LocusProcess.run(["--headless", "--frames", "3", "--state-out", "/dev/stdout"])
        #expect(o.status == 0, "\(o.stderr)")
        #expect(o.stdout.split(separator: "\n").count == 3)
    }

    @Test func stateStreamIntoAFIFOLeavesTheFIFO() throws {
        let fifo = path("state.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let o = try LocusProcess.shell("cat '\(fifo)' > '\(path("copy"))' & \"$LOCUS\" --headless --frames 4 --state-out '\(fifo)'; wait")
        #expect(o.status == 0, "\(o.stderr)")
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
        let copy = try String(contentsOfFile: path("copy"), encoding: .utf8)
        #expect(copy.split(separator: "\n").count == 4)
        #expect(listing == ["copy", "state.fifo"])
    }

    @Test func screenshotThroughALinkKeepsTheLink() throws {
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path("shot.png"), withDestinationPath: path("real/target.png"))
        let o = try LocusProcess.run(["--headless", "--frames", "1", "--screenshot", path("shot.png")])
        #expect(o.status == 0, "\(o.stderr)")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: path("shot.png"))
        #expect(link == path("real/target.png"))
        let png = try Data(contentsOf: URL(fileURLWithPath: path("real/target.png")))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("real")) == ["target.png"])
    }

    @Test func writeFailureIsOneLineAndLeavesNothing() throws {
        // With files limited to 1 KB (and the signal that limit sends ignored), writes fail with EFBIG.
        let o = try LocusProcess.shell("trap '' XFSZ; ulimit -f 1; exec \"$LOCUS\" --headless --frames 200 --state-out '\(path("s.jsonl"))'")
        expectFailure(o, mentioning: ["--state-out", "too large"])
        #expect(listing == [])
    }

    @Test func failedScreenshotLeavesNoStateStream() throws {
        let o = try LocusProcess.run(["--headless", "--frames", "2", "--state-out", path("s.jsonl"),
                                      "--screenshot", "/nonexistent/folder/x.png"])
        expectFailure(o, mentioning: ["--screenshot", "/nonexistent/folder/x.png"])
        #expect(listing == [])
    }

    @Test func stateOutIntoAFolderIsRefused() throws {
        expectFailure(try LocusProcess.run(["--headless", "--frames", "1", "--state-out", dir.path]),
                      mentioning: ["--state-out", "folder"])
    }

    /// Whether process `pid` has a file open in `folder` (its temporary has no name there).
    func holdsAFile(in folder: URL, pid: Int32) -> Bool {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        return fds.contains { fd in
            ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")) ?? "").hasPrefix(folder.path + "/")
        }
    }

    /// A run killed outright (SIGKILL, as the out-of-memory killer or `timeout -s KILL` do),
    /// which no handler can clean up after, leaves no temporary either: it has no name in the
    /// folder until the run puts it in place (two hidden temporaries stayed; found by a
    /// first-time user).
    @Test func aKilledRunLeavesNoTemporary() throws {
        let o = try LocusProcess.shell("""
            "$LOCUS" --headless --frames 10000000 --state-out '\(path("s.jsonl"))' --screenshot '\(path("p.png"))' & p=$!
            for i in $(seq 200); do ls -l /proc/$p/fd | grep -q '\(dir.path)/' && break; sleep 0.05; done
            sleep 0.2; kill -9 $p; wait $p; echo "status $?"
            """)
        #expect(o.stdout == "status 137\n", "\(o.stdout) \(o.stderr)")
        #expect(listing == [])
    }

    /// A file replaced keeps its permissions, whatever the umask (a 0666 file came back 0644;
    /// found by a first-time user).
    @Test func aReplacedFileKeepsItsPermissions() throws {
        let file = path("s.jsonl")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o666)
        let o = try LocusProcess.shell("umask 077; \"$LOCUS\" --headless --frames 2 --state-out '\(file)'")
        #expect(o.status == 0, "\(o.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o666)
        #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix("{\"frame\":0"))
    }

    @Test func interruptedRunLeavesNoTemporaryFile() throws {
        let process = Process()
        process.executableURL = LocusProcess.binary
        // Long enough to be interrupted (a figure-8 frame takes about a millisecond), small enough on disk.
        process.arguments = ["--headless", "--frames", "200000", "--state-out", path("s.jsonl")]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the run has started writing (it holds its temporary file), then interrupt it.
        for _ in 0..<500 where !holdsAFile(in: dir, pid: process.processIdentifier) { usleep(10_000) }
        #expect(holdsAFile(in: dir, pid: process.processIdentifier), "the run never created its temporary file")
        process.terminate()
        // Should the signal not end it, end it for sure so the test fails instead of hanging.
        for _ in 0..<500 where process.isRunning { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationStatus == SIGTERM)
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(listing == [])
    }

    @Test func stateStreamAppendsToTheShellsFile() throws {
        let log = path("log.txt")
        let o = try LocusProcess.shell("printf 'KEEP\\n' > '\(log)'; \"$LOCUS\" --headless --frames 2 --state-out /dev/stdout >> '\(log)'; \"$LOCUS\" --headless --frames 1 --state-out - >> '\(log)'")
        #expect(o.status == 0, "\(o.stderr)")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "KEEP" && lines.count == 4, "\(lines)")
    }

    @Test func oneFileForBothOutputsIsRefusedBeforeTheRun() throws {
        try "precious".write(toFile: path("same"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: "same")
        for (a, b) in [("same", "same"), ("same", "link")] {
            let o = try LocusProcess.run(["--headless", "--frames", "5", "--state-out", path(a), "--screenshot", path(b)])
            expectFailure(o, mentioning: ["same file"])
        }
        #expect(try String(contentsOfFile: path("same"), encoding: .utf8) == "precious")
        #expect(listing == ["link", "same"])
    }

    /// Both written in place into one stream, the state lines and the PNG's bytes were mixed
    /// (found in review); `/dev/null` may take both.
    @Test func oneStreamForBothOutputsIsRefused() throws {
        for (a, b) in [("-", "-"), ("/dev/stdout", "/dev/fd/1"), ("-", "/proc/self/fd/1")] {
            let o = try LocusProcess.run(["--headless", "--frames", "5", "--state-out", a, "--screenshot", b])
            expectFailure(o, mentioning: ["same file"])
            #expect(o.stdout.isEmpty)
        }
        let o = try LocusProcess.run(["--headless", "--frames", "5", "--state-out", "/dev/null", "--screenshot", "/dev/null"])
        #expect(o.status == 0, "\(o.stderr)")
        // The standard output sent to the file the screenshot replaces (found in review): the
        // PNG was renamed over it and the state stream went to the file it replaced.
        let shot = path("shot.png")
        let both = try LocusProcess.shell("\"$LOCUS\" --headless --frames 2 --state-out - --screenshot '\(shot)' > '\(shot)'")
        expectFailure(both, mentioning: ["same file"])
    }

    /// An output naming a file the run reads, the events script or the path, directly or through
    /// a link: refused before the run, the file untouched (the state stream silently replaced
    /// the script, found by a fuzz).
    @Test func anOutputThatWouldReplaceAnInputIsRefused() throws {
        let script = #"{"t":0.1,"type":"key","key":"d"}"# + "\n"
        try script.write(toFile: path("ev.jsonl"), atomically: true, encoding: .utf8)
        try "M 0 0 L 10 10".write(toFile: path("p.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: "ev.jsonl")
        let runs: [([String], [String])] = [
            (["--events", path("ev.jsonl"), "--state-out", path("ev.jsonl")], ["--state-out", "--events"]),
            (["--events", path("ev.jsonl"), "--state-out", path("link")], ["--state-out", "--events"]),
            (["--path", "@" + path("p.txt"), "--state-out", path("p.txt")], ["--state-out", "--path"]),
        ]
        for (args, words) in runs {
            let o = try LocusProcess.run(["--headless", "--frames", "3"] + args)
            expectFailure(o, mentioning: words + ["overwrite"])
            #expect(o.status == 64)
        }
        // The same files read through the standard input (found by a first-time user).
        for (input, output) in [("--events -", "--state-out '\(path("ev.jsonl"))' < '\(path("ev.jsonl"))'"),
                                ("--events -", "--state-out /dev/stdin < '\(path("ev.jsonl"))'"),
                                ("--path @-", "--state-out /dev/stdin < '\(path("p.txt"))'")] {
            let o = try LocusProcess.shell("\"$LOCUS\" --headless --frames 3 \(input) \(output)")
            expectFailure(o, mentioning: ["overwrite", "the standard input"])
            #expect(o.status == 64)
        }
        #expect(try String(contentsOfFile: path("ev.jsonl"), encoding: .utf8) == script)
        #expect(try String(contentsOfFile: path("p.txt"), encoding: .utf8) == "M 0 0 L 10 10")
        #expect(listing == ["ev.jsonl", "link", "p.txt"])
        // Reading a file and writing another, or /dev/null, is fine.
        let fine = try LocusProcess.run(["--headless", "--frames", "3", "--events", path("ev.jsonl"),
                                         "--state-out", "/dev/null", "--screenshot", path("shot.png")])
        #expect(fine.status == 0, "\(fine.stderr)")
    }

    /// The standard input read by two options: the second found it read to the end and went on
    /// with nothing, without a word.
    @Test func twoReadersOfTheStandardInputAreRefused() throws {
        for (pathFile, events) in [("/dev/stdin", "-"), ("-", "/dev/stdin"), ("-", "-")] {
            let o = try LocusProcess.run(["--headless", "--frames", "2", "--path", "@" + pathFile, "--events", events],
                                         input: Data("M 0 0 L 10 10".utf8))
            expectFailure(o, mentioning: ["--path", "--events", "standard input"])
            #expect(o.status == 64)
        }
    }

    /// One FIFO named by two options: the run waited on it for ever (found by a fuzz). Refused
    /// before anything opens it. The time limit turns the old hang into a failure (KILL: a child of
    /// the test runner starts with most signals blocked).
    @Test func oneFIFOForTwoOptionsIsRefused() throws {
        let fifo = path("p.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        for (args, words) in [("--events '\(fifo)' --state-out '\(fifo)'", ["--events", "--state-out"]),
                              ("--path '@\(fifo)' --events '\(fifo)'", ["--path", "--events"]),
                              ("--events '\(fifo)' --screenshot '\(fifo)'", ["--events", "--screenshot"])] {
            let o = try LocusProcess.shell("timeout -s KILL 20 \"$LOCUS\" --headless --frames 2 \(args)")
            expectFailure(o, mentioning: words + ["one pipe"])
            #expect(o.status == 64)
        }
    }

    /// A screenshot sent to a terminal is refused (its bytes messed up the terminal; found by a
    /// first-time user); sent down a pipe it is written. (`script` gives the run a terminal.)
    @Test func aScreenshotToATerminalIsRefused() throws {
        let o = try LocusProcess.shell("script -qec '\"$LOCUS\" --headless --frames 1 --screenshot -' /dev/null; echo \"status $?\"")
        #expect(o.stdout.contains("terminal") && o.stdout.contains("status 64") && !o.stdout.contains("IHDR"), "\(o.stdout)")
        let piped = try LocusProcess.run(["--headless", "--frames", "1", "--screenshot", "-"])
        #expect(piped.status == 0 && piped.stdout.contains("IHDR"))  // (the PNG header chunk)
        // A terminal named, too (it was written into; found by a first-time user).
        let named = try LocusProcess.shell("script -qec '\"$LOCUS\" --headless --frames 1 --screenshot /dev/tty' /dev/null; echo \"status $?\"")
        #expect(named.stdout.contains("terminal") && named.stdout.contains("status 64") && !named.stdout.contains("IHDR"), "\(named.stdout)")
    }

    @Test func aLinkLoopIsNamedNotReplaced() throws {
        try FileManager.default.createSymbolicLink(atPath: path("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: path("b"), withDestinationPath: "a")
        expectFailure(try LocusProcess.run(["--headless", "--frames", "1", "--state-out", path("a")]),
                      mentioning: ["symbolic links"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path("a")) == "b")
    }

    @Test func aReaderThatGoesAwayLeavesNoTemporary() throws {
        try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: false)
        let o = try LocusProcess.shell("\"$LOCUS\" --headless --frames 100000 --screenshot '\(path("out/shot.png"))' --state-out - | head -1 > /dev/null")
        #expect(o.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("out")) == [])
    }

    @Test func anIgnoredHangUpStaysIgnored() throws {
        // As under nohup: the run outlives SIGHUP, and still cleans up after SIGTERM.
        let o = try LocusProcess.shell("""
            trap '' HUP
            "$LOCUS" --headless --frames 1000000 --state-out '\(path("s.jsonl"))' & p=$!
            sleep 0.5; kill -HUP $p; sleep 0.3
            kill -0 $p && echo alive; kill -TERM $p; wait $p; echo "status $?"
            """)
        #expect(o.stdout == "alive\nstatus 143\n", "\(o.stdout) \(o.stderr)")
        #expect(listing == [])
    }

    @Test func pathFromStandardInputWithAByteOrderMark() throws {
        let o = try LocusProcess.run(["measure", "--path", "@-"], input: Data([0xEF, 0xBB, 0xBF] + Array("M 0 0 L 3 4".utf8)))
        #expect(o.status == 0, "\(o.stderr)")
        #expect(o.stdout.hasPrefix("{\"length\":5,"))
    }

    @Test func aFullStandardOutputIsAnError() throws {
        let o = try LocusProcess.shell("\"$LOCUS\" measure --path 'M 0 0 L 1 0' > /dev/full")
        expectFailure(o, mentioning: ["standard output", "No space left"])
        // Help and the version too (they said nothing and succeeded; found by a first-time user).
        for args in ["--version", "--help", "help run", "measure --help"] {
            expectFailure(try LocusProcess.shell("\"$LOCUS\" \(args) > /dev/full"), mentioning: ["standard output", "No space left"])
            expectFailure(try LocusProcess.shell("\"$LOCUS\" \(args) >&-"), mentioning: ["standard output"])
        }
        #expect(try LocusProcess.shell("\"$LOCUS\" --version > /dev/null").status == 0)
        // Named as asked for (it said "help" for --version).
        expectFailure(try LocusProcess.shell("\"$LOCUS\" --version > /dev/full"), mentioning: ["locus: --version: cannot write"])
    }

    /// The standard input, when it cannot be read, is called that (it was "-").
    @Test func aClosedStandardInputIsNamed() throws {
        expectFailure(try LocusProcess.shell("\"$LOCUS\" --headless --frames 2 --events - <&-"),
                      mentioning: ["--events: cannot read the standard input: Bad file descriptor"])
    }

    /// A file name with a line break in it keeps the message on one line (it made two).
    @Test func aFileNameWithALineBreakIsOneLine() throws {
        expectFailure(try LocusProcess.run(["--headless", "--frames", "1", "--state-out", path("no\nfolder") + "/s.jsonl"]),
                      mentioning: ["no folder/s.jsonl: No such file or directory"])
    }

    /// A failing run whose stderr cannot be written (full, closed) still exits with its own
    /// status: writing its message trapped (SIGILL, status 132), or hung in the crash reporter.
    @Test func anUnwritableStandardErrorIsNoCrash() throws {
        for redirect in ["2>/dev/full", "2>&-"] {
            let o = try LocusProcess.shell("\"$LOCUS\" --frames x \(redirect); echo \"status $?\"")
            #expect(o.stdout == "status 64\n", "\(redirect): \(o.stdout)")
        }
    }

    /// A CPU-time limit (SIGXCPU) and real-time signals end a run as they would, and leave no
    /// temporary (only the commonest signals were handled).
    @Test func lessCommonSignalsLeaveNoTemporary() throws {
        let s = path("s.jsonl"), png = path("p.png")
        // (Each run is ended for sure within a minute, so that a run the signal misses fails
        // the test rather than hangs it.)
        var o = try LocusProcess.shell("(ulimit -S -t 1; exec timeout -s KILL 60 \"$LOCUS\" --headless --frames 10000000 --state-out '\(s)'); echo \"status $?\"")
        #expect(o.stdout == "status 152\n", "\(o.stdout) \(o.stderr)")
        #expect(listing == [])
        o = try LocusProcess.shell("""
            "$LOCUS" --headless --frames 10000000 --state-out '\(s)' --screenshot '\(png)' & p=$!
            for i in $(seq 200); do ls -l /proc/$p/fd | grep -q '\(dir.path)/' && break; sleep 0.05; done
            kill -s RTMIN+3 $p
            for i in $(seq 600); do kill -0 $p 2>/dev/null || break; sleep 0.1; done
            kill -9 $p 2>/dev/null; wait $p; echo "status $?"
            """)
        #expect(o.stdout == "status \(128 + 34 + 3)\n", "\(o.stdout) \(o.stderr)")
        #expect(listing == [])
    }

    /// Names up to the file system's 255 bytes are written (the temporary's longer name made one
    /// of 243 bytes "too long").
    @Test func aLongOutputNameIsWritten() throws {
        let name = String(repeating: "a", count: 251) + ".png"
        let o = try LocusProcess.run(["--headless", "--frames", "1", "--screenshot", path(name)])
        #expect(o.status == 0, "\(o.stderr)")
        #expect(listing == [name])
    }
}
