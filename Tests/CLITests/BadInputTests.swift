import Foundation
import Testing

/// Bad input gets one clear line on stderr and a non-zero exit, never a crash.
@Suite("Bad input")
struct BadInputTests {
    func expectOneLineError(_ args: [String], mentioning words: [String], environment: [String: String]? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let o = try LocusProcess.run(args, environment: environment)
        #expect(o.status != 0, "exit status 0 for \(args)", sourceLocation: sourceLocation)
        // A crash ends with a signal (status > 128 from a shell, or a trap): the app must exit itself.
        #expect(o.status < 128, "crashed with status \(o.status)", sourceLocation: sourceLocation)
        #expect(o.stderrLines.count == 1, "stderr was: \(o.stderr)", sourceLocation: sourceLocation)
        for w in words {
            #expect(o.stderr.lowercased().contains(w.lowercased()), "stderr lacks \"\(w)\": \(o.stderr)",
                    sourceLocation: sourceLocation)
        }
        #expect(o.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func malformedPathDataNamesTheOffset() throws {
        try expectOneLineError(["measure", "--path", "M 10 10 L 20 x"], mentioning: ["--path", "character 13", "a number"])
        // The message shows where that is (found by a first-time user: "at character 11" of an
        // 11-character path meant its end), on one line whatever the text holds.
        try expectOneLineError(["measure", "--path", "M 10 10 L 20 x"], mentioning: ["(\"x\" after \"M 10 10 L 20 \")"])
        try expectOneLineError(["measure", "--path", "M 0 0 L 100"], mentioning: ["character 11 (the end, after \"M 0 0 L 100\")"])
        try expectOneLineError(["measure", "--path", "M 0 0\nL 1 2 3 4 5 6 7 8 9 10\nx"],
                               mentioning: ["(\"x\" after \"… 4 5 6 7 8 9 10 \")"])
        // Line and paragraph separators and format characters keep the message on one line, and
        // a bad --at or --nearest value with a line break in it too (found in review); the
        // character at fault is named by its code, as is any that would not show (ESC, a
        // no-break space, a zero-width one were shown as " ", a space that path data allows;
        // found by a first-time user).
        try expectOneLineError(["measure", "--path", "M 0 0\u{2028}L 1 2"], mentioning: ["(U+2028 LINE SEPARATOR after \"M 0 0\")"])
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 \u{202E}2"], mentioning: ["(U+202E RIGHT-TO-LEFT OVERRIDE after \"M 0 0 L 1 \")"])
        try expectOneLineError(["measure", "--path", "M 0 0 \u{1B}L 1 1"], mentioning: ["(U+001B after \"M 0 0 \")"])
        try expectOneLineError(["measure", "--path", "M 0 0 \u{A0}L 1 1"], mentioning: ["(U+00A0 NO-BREAK SPACE after"])
        try expectOneLineError(["measure", "--path", "\u{200B}M 0 0"], mentioning: ["(U+200B ZERO WIDTH SPACE, the first)"])
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--at", "0.5,,1"], mentioning: ["\"\" is not a fraction"])
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--nearest", "1\n,2x"], mentioning: ["--nearest"])
    }

    /// An option with '=' and nothing after it does not take the next argument for its value,
    /// and help for a subcommand there is none of fails (it printed the general help, status 0).
    /// Path data that names a file that exists says how to read it: `@` was left out (found by
    /// a first-time user, told only that a path starts with M). Other bad data, or a folder's
    /// name, gets no such hint.
    @Test func aFileNamedWithoutItsAtIsHinted() throws {
        let folder = try LocusProcess.temporaryFolder()
        let file = folder.appendingPathComponent("drawing.svg").path
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M 0 0 L 10 0\"/></svg>".utf8).write(to: URL(fileURLWithPath: file))
        try expectOneLineError(["measure", "--path", file], mentioning: ["a path starting with M", "(to read the file \(file), write --path @\(file))"])
        try expectOneLineError(["--scene", "figure8", "--headless", "--frames", "1", "--path", file],
                               mentioning: ["write --path @\(file)"])
        for data in [folder.path, folder.appendingPathComponent("missing.svg").path, "M 0 0 L x"] {
            let o = try LocusProcess.run(["measure", "--path", data])
            #expect(o.status != 0 && !o.stderr.contains("to read the file"), "\(o.stderr)")
        }
        #expect(try LocusProcess.run(["measure", "--path", "@" + file]).status == 0)
        // `@~/` is read in the home folder, which the shell does not expand after the `@`.
        let home = try LocusProcess.run(["measure", "--path", "@~/drawing.svg"], environment: ["HOME": folder.path + "/"])
        #expect(home.status == 0, "\(home.stderr)")
    }

    @Test func argumentsArgumentParserWouldMisreadAreRefused() throws {
        try expectOneLineError(["--size=", "--headless"], mentioning: ["--size= has no value after the '='"])
        try expectOneLineError(["--scene=", "arc", "--headless", "--frames", "1"], mentioning: ["--scene= has no value"])
        try expectOneLineError(["help", "nonexistent"], mentioning: ["no subcommand \"nonexistent\"", "run and measure"])
        // What stays as it was: help for a subcommand, and a value given after '='.
        #expect(try LocusProcess.run(["help", "measure"]).status == 0)
        #expect(try LocusProcess.run(["--scene=arc", "--headless", "--frames", "1"]).status == 0)
    }

    /// A command line written wrong exits with the argument parser's status, 64, whether the
    /// parser or Locus finds it (a bad --at or --nearest value exited 1); input that cannot be
    /// used (a path, a file) exits 1. A window run given --fps says it needs --headless (it
    /// opened a window, at the display's rate).
    @Test func usageErrorsExitWith64() throws {
        for args in [["measure", "--path", "M 0 0 L 1 0", "--at", "2"], ["measure", "--path", "M 0 0 L 1 0", "--nearest", "5"],
                     ["--size="], ["help", "nothing"], ["--scene", "arcs"], ["--fps", "30"]] {
            #expect(try LocusProcess.run(args).status == 64, "\(args)")
        }
        try expectOneLineError(["--fps", "30"], mentioning: ["locus: --fps needs --headless"])
        try expectOneLineError(["--fps", "30", "--screenshot", "a.png"], mentioning: ["locus: --fps and --screenshot need --headless"])
        #expect(try LocusProcess.run(["measure", "--path", "M 0 0 L"]).status == 1)
        #expect(try LocusProcess.run(["measure", "--path", "@/nonexistent"]).status == 1)
    }

    /// A misspelt option is named first, whatever else is wrong, with the option it most
    /// likely meant: the one its name starts, else one a letter or two away (found by a
    /// first-time user: `--headles --frames 5` said --frames needs --headless, and `--head`
    /// was taken for '--speed'). Values are not taken for options.
    @Test func aMisspeltOptionIsNamedFirst() throws {
        try expectOneLineError(["--headles", "--frames", "5"], mentioning: ["Unknown option '--headles'. Did you mean '--headless'?"])
        try expectOneLineError(["--fps", "30", "--headles"], mentioning: ["'--headles'. Did you mean '--headless'?"])
        try expectOneLineError(["--head"], mentioning: ["'--head'. Did you mean '--headless'?"])
        try expectOneLineError(["--size", "10x10", "--bogus"], mentioning: ["Unknown option '--bogus'"])
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--neares", "1,2"], mentioning: ["'--neares'. Did you mean '--nearest'?"])
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--scene", "arc"], mentioning: ["Unknown option '--scene'"])
        #expect(try LocusProcess.run(["--bogus"]).status == 64)
        // A value that starts with "--" is the option's to refuse (it was taken for an unknown option).
        try expectOneLineError(["--headless", "--frames", "1", "--events", "--foo"], mentioning: ["Missing value for '--events <file>'"])
        for args in [["--version"], ["measure", "--help"], ["--size=320x240", "--headless", "--frames", "1"],
                     ["--headless", "--frames", "1", "--path=M 0 0 L 10 0"], ["--experimental-dump-help"],
                     ["--generate-completion-script", "bash"]] {
            let o = try LocusProcess.run(args)
            #expect(o.status == 0, "\(args): \(o.stderr)")
        }
    }

    /// A zero duration or speed is refused, and the message does not offer 0 as allowed.
    @Test func aZeroDurationOrSpeedIsRefused() throws {
        for (option, value, words) in [("--duration", "0", ["more than 0"]), ("--speed", "0", ["at least 1"]),
                                       ("--duration", "-1", ["more than 0"])] {
            try expectOneLineError(["--headless", "--frames", "2", "--scene", "arc", option, value],
                                   mentioning: [option] + words)
        }
    }

    /// A speed so low that no flight would visibly move (1e-9 px/s: 3e11 s for 300 px) is
    /// refused, as a --duration over an hour is (found by a first-time user); 1 px/s is taken.
    @Test func aVanishingSpeedIsRefused() throws {
        for value in ["1e-9", "0.5"] {
            try expectOneLineError(["--headless", "--frames", "2", "--scene", "arc", "--speed", value],
                                   mentioning: ["--speed", "at least 1"])
        }
        #expect(try LocusProcess.run(["--headless", "--frames", "2", "--scene", "arc", "--speed", "1"]).status == 0)
    }

    @Test func pathWithoutMoveTo() throws {
        try expectOneLineError(["measure", "--path", "L 10 10"], mentioning: ["--path"])
    }

    @Test func overflowingNumber() throws {
        try expectOneLineError(["measure", "--path", "M 0 0 L 1e999 0"], mentioning: ["--path"])
    }

    @Test func hugeCoordinatesAreRefusedNotMeasuredForever() throws {
        try expectOneLineError(["measure", "--path", "M 0 0 Q 1e200 0 1 0"], mentioning: ["--path", "1e15"])
        try expectOneLineError(["--headless", "--frames", "1", "--path", "M 0 0 C 0 0 1e16 5 1 1"],
                               mentioning: ["--path", "1e15"])
    }

    /// A path smaller than 1e-9 across cannot be fitted into a window, and its squares
    /// underflow (a line 1e-200 long had no tangent, and a tiny quadratic no length): refused,
    /// whatever its kind. A path that is one point is told by its zero length instead.
    @Test func tinyPathsAreRefused() throws {
        for path in ["M 0 0 L 1e-200 1e-200", "M 0 0 Q 1e-300 1e-300 2e-300 0", "M 0 0 L 5e-324 0"] {
            try expectOneLineError(["measure", "--path", path, "--at", "0.5"], mentioning: ["--path", "too small"])
            try expectOneLineError(["--headless", "--frames", "1", "--path", path], mentioning: ["--path", "too small"])
        }
        try expectOneLineError(["--headless", "--frames", "1", "--path", "M 5 5 L 5 5"], mentioning: ["zero length"])
    }

    /// A path too small for how far it lies from the origin cannot be drawn precisely (16
    /// digits: an arc 6 across at 9e14 ended 3 px from the line after it once fitted, found by
    /// fuzzing): the app refuses it. `locus measure` measures it where it is, exactly (found in
    /// review: it was refused there too). The same path nearer the origin, or larger there, is
    /// drawn.
    @Test func pathsTooSmallForWhereTheyLieAreNotDrawn() throws {
        let far = "M 900000000000000 0 A 3 3 0 0 1 900000000000005 1 L 900000000000005 8"
        try expectOneLineError(["--headless", "--frames", "1", "--path", far], mentioning: ["--path", "too small for how far"])
        let measured = try LocusProcess.run(["measure", "--path", "M 1000000000000 0 h 5"])
        #expect(measured.status == 0 && measured.stdout.contains(#""length":5"#), "\(measured.stdout) \(measured.stderr)")
        for taken in ["M 0 0 A 3 3 0 0 1 5 1 L 5 8", "M 900000000000000 0 L 900000000010000 0"] {
            let o = try LocusProcess.run(["--headless", "--frames", "1", "--path", taken])
            #expect(o.status == 0, "\(taken): \(o.stderr)")
        }
    }

    /// Options that were taken leniently, found by a first-time user: a size with a trailing
    /// `x`; a duration and a speed together (one was ignored); a screenshot named as another
    /// format than the PNG it is.
    @Test func lenientOptionsAreRefused() throws {
        try expectOneLineError(["--headless", "--frames", "1", "--size", "800x600x"], mentioning: ["--size"])
        try expectOneLineError(["--headless", "--frames", "1", "--scene", "arc", "--speed", "400", "--duration", "3"],
                               mentioning: ["--duration", "--speed"])
        try expectOneLineError(["--headless", "--frames", "1", "--screenshot", "shot.jpg"], mentioning: ["--screenshot", ".png"])
    }

    @Test func strayNegativeNumbersAreNotValues() throws {
        try expectOneLineError(["--headless", "--frames", "10", "-5"], mentioning: ["-5"])
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--at", "0.5", "-0"], mentioning: ["-0"])
        // A negative fraction says why it is refused, as one above 1 does (it said a value was
        // missing; found by a first-time user).
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--at", "-0.5"], mentioning: ["\"-0.5\" is not a fraction"])
        try expectOneLineError(["--headless", "--frames", "1", "--size", "-1x5"], mentioning: ["--size"])
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--nearest", "-inf,0"], mentioning: ["--nearest", "finite"])
    }

    @Test func framesTooSlowToMeanAnything() throws {
        try expectOneLineError(["--headless", "--frames", "2", "--fps", "5e-324"], mentioning: ["--fps"])
        try expectOneLineError(["--headless", "--frames", "99999999999"], mentioning: ["--frames must be between"])
        // A window cannot be smaller than 320x240: said, not quietly enlarged (checked before any display).
        try expectOneLineError(["--size", "300x240"], mentioning: ["--size 300x240", "320x240"], environment: ["DISPLAY": ""])
        try expectOneLineError(["--headless"], mentioning: ["needs --frames"])
    }

    /// An empty file name is a command line written wrong, for an input as for an output (the
    /// events' exited 1 where the state stream's exited 64).
    @Test func emptyFileNames() throws {
        let runs = [["measure", "--path", "@"], ["--headless", "--frames", "1", "--state-out", ""],
                    ["--headless", "--frames", "1", "--events", ""]]
        for args in runs {
            let option = args[args.count - 2]
            try expectOneLineError(args, mentioning: [option, "empty"])
            #expect(try LocusProcess.run(args).status == 64, "\(args)")
        }
    }

    @Test func emptyFraction() throws {
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--at", ""], mentioning: ["--at"])
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--at", "0.5,,1"], mentioning: ["--at"])
    }

    @Test func nanQueryPoint() throws {
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--nearest", "nan,0"], mentioning: ["--nearest"])
    }

    @Test func fractionOutOfRange() throws {
        try expectOneLineError(["measure", "--path", "M 0 0 L 1 0", "--at", "1.5"], mentioning: ["--at"])
    }

    @Test func missingPathFile() throws {
        try expectOneLineError(["measure", "--path", "@/nonexistent/locus.svgpath"], mentioning: ["cannot read"])
    }

    @Test func zeroLengthPath() throws {
        try expectOneLineError(["--headless", "--frames", "1", "--path", "M 5 5 L 5 5"], mentioning: ["zero length"])
    }

    @Test func unknownOption() throws {
        try expectOneLineError(["--colour", "red"], mentioning: ["--colour"])
    }

    @Test func unknownScene() throws {
        try expectOneLineError(["--scene", "tetris"], mentioning: ["tetris"])
    }

    @Test func absurdSize() throws {
        try expectOneLineError(["--headless", "--frames", "1", "--size", "100000x100000"], mentioning: ["size"])
    }

    @Test func headlessWithoutFrames() throws {
        try expectOneLineError(["--headless"], mentioning: ["--frames"])
    }

    @Test func noDisplay() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = nil
        try expectOneLineError([], mentioning: ["display"], environment: env)
    }

    @Test func waylandWithoutRuntimeFolder() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["XDG_RUNTIME_DIR"] = nil
        env["WAYLAND_DISPLAY"] = "wayland-0"
        env["SDL_VIDEODRIVER"] = "wayland"
        try expectOneLineError([], mentioning: ["XDG_RUNTIME_DIR"], environment: env)
    }

    /// Wayland asked for where no compositor answers (its folder has no socket), and no X11 to
    /// fall back on: one line that says so (SDL's own said only "wayland not available", and
    /// told the user to check a DISPLAY that was fine).
    @Test func waylandWithNoCompositor() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["XDG_RUNTIME_DIR"] = try LocusProcess.temporaryFolder().path
        env["WAYLAND_DISPLAY"] = "wayland-locus-test"
        env["SDL_VIDEODRIVER"] = "wayland"
        try expectOneLineError([], mentioning: ["no Wayland compositor", "wayland-locus-test"], environment: env)
    }

    /// An X11 display that does not answer, with Wayland configured or asked for but out of
    /// reach: one line, which says both (libwayland printed its own complaint first, or the
    /// fallback to X11 had a line of its own before X11 failed too).
    @Test func neitherDisplayAnswersInOneLine() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":4242"
        env["XDG_RUNTIME_DIR"] = nil
        env["WAYLAND_DISPLAY"] = "wayland-0"
        env["SDL_VIDEODRIVER"] = nil
        // It names the display (SDL's "x11 not available" did not).
        try expectOneLineError([], mentioning: ["cannot open the display (DISPLAY=:4242, WAYLAND_DISPLAY=wayland-0)"], environment: env)
        env["SDL_VIDEODRIVER"] = "wayland"
        try expectOneLineError([], mentioning: ["cannot open the display", "XDG_RUNTIME_DIR"], environment: env)
        env["XDG_RUNTIME_DIR"] = try LocusProcess.temporaryFolder().path
        try expectOneLineError([], mentioning: ["cannot open the display", "no Wayland compositor"], environment: env)
    }

    /// A video driver asked for in SDL_VIDEODRIVER is named when it fails (a bad one was blamed
    /// on DISPLAY), and one that shows no window is refused (the app ran unseen until killed;
    /// found by a first-time user).
    @Test func aVideoDriverAskedForIsNamed() throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":4242"
        env["WAYLAND_DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = "bogus"
        try expectOneLineError([], mentioning: ["(SDL_VIDEODRIVER=bogus, DISPLAY=:4242)", "check SDL_VIDEODRIVER, DISPLAY"], environment: env)
        for driver in ["dummy", "offscreen", "evdev"] {
            let o = try LocusProcess.shell("DISPLAY= WAYLAND_DISPLAY= SDL_VIDEODRIVER=\(driver) timeout -s KILL 20 \"$LOCUS\"")
            #expect(o.status == 1 && o.stderrLines == ["locus: SDL_VIDEODRIVER=\(driver) shows no window: unset it, or use --headless"],
                    "\(driver): status \(o.status), \(o.stderr)")
        }
    }

    /// A broken SVG file's message quotes it on one line, control characters and all; a gzip
    /// (.svgz) or UTF-16 file says what it is.
    @Test func badSVGFilesAreOneLine() throws {
        let dir = try LocusProcess.temporaryFolder()
        let file = dir.appendingPathComponent("d.svg")
        try Data("<svg>\n<rect width=\"10\n 20\u{1B}[31m\" height=\"5\"/></svg>".utf8).write(to: file)
        try expectOneLineError(["measure", "--path", "@" + file.path], mentioning: ["d.svg", "line 2", "<rect> width"])
        // A shape too large, as written or once moved by its transforms: its line is named
        // (the message said only that the path had a coordinate larger than 1e15; found by a
        // first-time user).
        try Data("<svg>\n<circle r=\"5\"/>\n<rect width=\"1e16\" height=\"5\"/></svg>".utf8).write(to: file)
        try expectOneLineError(["measure", "--path", "@" + file.path], mentioning: ["line 3", "<rect>", "1e15"])
        try Data("<svg>\n<g transform=\"scale(1e10)\">\n<rect width=\"1e10\" height=\"5\"/></g></svg>".utf8).write(to: file)
        try expectOneLineError(["measure", "--path", "@" + file.path], mentioning: ["line 3", "<rect>", "1e15", "transforms"])
        try Data([0x1F, 0x8B, 0x08, 0x00]).write(to: file)
        try expectOneLineError(["measure", "--path", "@" + file.path], mentioning: ["gzip"])
        try Data("<svg/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: file)
        try expectOneLineError(["measure", "--path", "@" + file.path], mentioning: ["not UTF-8", "UTF-16"])
        // A picture is named for what it is, not guessed to be UTF-16 (found by a first-time user).
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]).write(to: file)
        try expectOneLineError(["measure", "--path", "@" + file.path], mentioning: ["a PNG image, not text"])
        let plain = try LocusProcess.run(["measure", "--path", "@" + file.path])
        #expect(!plain.stderr.contains("UTF-16"))
        try Data("M 0 0\u{0} L 1 1".utf8).write(to: file)
        let nul = try LocusProcess.run(["measure", "--path", "@" + file.path])
        #expect(nul.stderr.contains("not UTF-8 text") && !nul.stderr.contains("UTF-16"), "\(nul.stderr)")
    }

    /// A key name no key has ("Esc" for "escape") is an error naming its line: it did nothing,
    /// without a word (found by a first-time user). Names as the window reports them are taken.
    @Test func anUnknownKeyNameIsRefused() throws {
        let dir = try LocusProcess.temporaryFolder()
        let events = dir.appendingPathComponent("k.jsonl")
        for name in ["Esc", "KP_4", "nosuchkey"] {
            try "{\"t\":0.1,\"type\":\"key\",\"key\":\"\(name)\"}\n".write(to: events, atomically: true, encoding: .utf8)
            try expectOneLineError(["--headless", "--frames", "5", "--events", events.path], mentioning: ["line 1", "\"\(name)\"", "escape"])
        }
        // Quoted as written, on one line (an escape sequence and a line break in it were written
        // out raw; found in review).
        try #"{"t":0.1,"type":"key","key":"Esc\u001b[31m\nX"}"#.write(to: events, atomically: true, encoding: .utf8)
        let raw = try LocusProcess.run(["--headless", "--frames", "5", "--events", events.path])
        #expect(raw.status == 1 && raw.stderrLines.count == 1 && !raw.stderr.contains("\u{1B}"), "\(raw.stderr)")
        // No key types a control character (NUL passed as a one-character name; found by a
        // first-time user).
        try #"{"t":0.1,"type":"key","key":"\u0000"}"#.write(to: events, atomically: true, encoding: .utf8)
        try expectOneLineError(["--headless", "--frames", "5", "--events", events.path], mentioning: ["line 1", "names no key"])
        for name in ["escape", "Escape", "keypad 4", "F11", "d", "space", "Return", "left", "é"] {
            try "{\"t\":0.1,\"type\":\"key\",\"key\":\"\(name)\"}\n".write(to: events, atomically: true, encoding: .utf8)
            let o = try LocusProcess.run(["--headless", "--frames", "5", "--events", events.path])
            #expect(o.status == 0, "\(name): \(o.stderr)")
        }
    }

    @Test func malformedEventScriptLeavesNoStateFile() throws {
        let dir = try LocusProcess.temporaryFolder()
        let events = dir.appendingPathComponent("e.jsonl"), state = dir.appendingPathComponent("s.jsonl")
        try "{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":2}\n{\"t\":0.1,\"type\":\"jump\"}\n".write(to: events, atomically: true, encoding: .utf8)
        try expectOneLineError(["--headless", "--frames", "5", "--events", events.path, "--state-out", state.path],
                               mentioning: ["line 2", "jump"])
        #expect(!FileManager.default.fileExists(atPath: state.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["e.jsonl"])
    }

    @Test func corruptAssetNamesTheFile() throws {
        let dir = try LocusProcess.temporaryFolder()
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("plane.png"))
        var env = ProcessInfo.processInfo.environment
        env["LOCUS_ASSETS"] = dir.path
        try expectOneLineError(["--headless", "--frames", "1", "--scene", "arc"], mentioning: ["plane.png"],
                               environment: env)
        // A text long enough to read, which Cairo calls "out of memory".
        try Data(String(repeating: "not a png, ", count: 300).utf8).write(to: dir.appendingPathComponent("plane.png"))
        try expectOneLineError(["--headless", "--frames", "1", "--scene", "arc"], mentioning: ["plane.png", "not a PNG file"],
                               environment: env)
        // Switched to by the event script's 2, as --scene arc: the run fails, and leaves no state
        // stream (it went on in the figure-8, exit 0, saying nothing; found by a first-time user).
        let events = dir.appendingPathComponent("e.jsonl"), state = dir.appendingPathComponent("s.jsonl")
        try Data(#"{"t":0.5,"type":"key","key":"2"}"#.utf8).write(to: events)
        try expectOneLineError(["--headless", "--frames", "60", "--events", events.path, "--state-out", state.path],
                               mentioning: ["--events", "0.500 s", "arc scene", "plane.png"], environment: env)
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }

    /// What is wrong with an asset is said as it is (Cairo said "error while reading from input
    /// stream" for each of these, and "out of memory" for a damaged PNG), and a LOCUS_ASSETS
    /// that names no folder with the image is named, not passed over for another folder
    /// (found by a first-time user).
    @Test func whatIsWrongWithAnAssetIsSaid() throws {
        let dir = try LocusProcess.temporaryFolder()
        var env = ProcessInfo.processInfo.environment
        env["LOCUS_ASSETS"] = dir.path
        let plane = dir.appendingPathComponent("plane.png")
        let arc = ["--headless", "--frames", "1", "--scene", "arc"]
        try expectOneLineError(arc, mentioning: ["plane.png: No such file or directory", "LOCUS_ASSETS"], environment: env)
        try Data().write(to: plane)
        try expectOneLineError(arc, mentioning: ["plane.png: it is empty"], environment: env)
        try FileManager.default.removeItem(at: plane)
        try FileManager.default.createDirectory(at: plane, withIntermediateDirectories: false)
        try expectOneLineError(arc, mentioning: ["plane.png: it is a folder"], environment: env)
        try FileManager.default.removeItem(at: plane)
        // The real image with a byte of its pixel data changed: its check sum fails.
        let real = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/plane.png")
        var bytes = try [UInt8](Data(contentsOf: real))
        let data = try #require(bytes.indices.dropLast(8).first { bytes[$0...].starts(with: Array("IDAT".utf8)) })
        bytes[data + 20] ^= 0xFF
        try Data(bytes).write(to: plane)
        try expectOneLineError(arc, mentioning: ["plane.png: the PNG file is damaged or cut short"], environment: env)
        env["LOCUS_ASSETS"] = dir.appendingPathComponent("missing").path
        try expectOneLineError(arc, mentioning: ["missing/plane.png: No such file or directory (the folder LOCUS_ASSETS names)"], environment: env)
    }

    /// A file that is there but whose folder takes no new file says so: the error of the
    /// temporary it writes first read "No such file or directory" (found by a first-time user).
    @Test func anOutputWhoseFolderTakesNoNewFile() throws {
        // (As root, whom the permissions let by, the temporary is what fails; as anyone else,
        // the file may not be written.)
        let asRoot = getuid() == 0
        try expectOneLineError(["--headless", "--frames", "1", "--state-out", "/proc/version"],
                               mentioning: ["/proc/version", asRoot ? "cannot make a file in /proc" : "Permission denied"])
    }

    /// 10,000 nested groups each declaring a namespace prefix of its own read within 1 GB of
    /// address space: a copy of every prefix in force for each group took 3 GB, and under a
    /// 2 GB limit it crashed with a trace (found by fuzzing).
    @Test func deeplyNestedNamespacesReadInLittleMemory() throws {
        let dir = try LocusProcess.temporaryFolder()
        let file = dir.appendingPathComponent("deep.svg")
        let deep = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + (0..<10_000).map { "<g xmlns:p\($0)=\"u\">" }.joined()
            + "<rect width=\"1\" height=\"1\"/>" + String(repeating: "</g>", count: 10_000) + "</svg>"
        try Data(deep.utf8).write(to: file)
        let o = try LocusProcess.shell("ulimit -v 1000000; \"$LOCUS\" measure --path @\(file.path)")
        #expect(o.status == 0 && o.stdout.hasPrefix("{\"length\":4,"), "status \(o.status): \(o.stderr)")
    }

    @Test func screenshotIntoAMissingFolder() throws {
        try expectOneLineError(["--headless", "--frames", "1", "--screenshot", "/nonexistent/dir/x.png"],
                               mentioning: ["/nonexistent/dir"])
    }
}
