import Foundation
import Testing

@Suite("locus measure")
struct MeasureCommandTests {
    func json(_ o: Outcome) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(o.stdout.utf8)) as? [String: Any])
    }

    @Test func measuresALine() throws {
        let o = try LocusProcess.run(["measure", "--path", "M 0 0 L 100 0", "--at", "0,0.25,1", "--nearest", "50,10"])
        #expect(o.status == 0, "\(o.stderr)")
        let j = try json(o)
        #expect(j["length"] as? Double == 100)
        let at = try #require(j["at"] as? [[String: Any]])
        #expect(at.count == 3)
        #expect(at[1]["x"] as? Double == 25 && at[1]["y"] as? Double == 0)
        #expect(at[1]["tx"] as? Double == 1 && at[1]["ty"] as? Double == 0)
        let nearest = try #require((j["nearest"] as? [[String: Any]])?.first)
        #expect(nearest["x"] as? Double == 50 && nearest["distance"] as? Double == 10)
    }

    @Test func measuresTheSeedFigureEight() throws {
        let d = "M 470.710678118655 229.289321881345 A 100 100 0 1 0 329.289321881345 229.289321881345 L 470.710678118655 370.710678118655 A 100 100 0 1 1 329.289321881345 370.710678118655 Z"
        let o = try LocusProcess.run(["measure", "--path", d, "--at", "0.5"])
        #expect(o.status == 0, "\(o.stderr)")
        let length = try #require(try json(o)["length"] as? Double)
        let exact = 3 * Double.pi * 100 + 400
        #expect(abs(length - exact) < 1e-9 * exact)
    }

    /// Without --path, the figure-8 the default window shows: arcs of radius 100 about
    /// (400, 300 -+ 100 sqrt 2), joined by diagonals that cross at the window's centre.
    @Test func measuresTheFigureEightWithoutAPath() throws {
        let o = try LocusProcess.run(["measure", "--at", "0", "--nearest", "400,300", "400,50"])
        #expect(o.status == 0, "\(o.stderr)")
        let j = try json(o)
        let length = try #require(j["length"] as? Double)
        #expect(abs(length - (3 * Double.pi * 100 + 400)) < 1e-9 * length)
        let start = try #require((j["at"] as? [[String: Any]])?.first)
        #expect(abs((start["x"] as? Double ?? 0) - (400 + 100 / 2.0.squareRoot())) < 1e-9)
        let nearest = try #require(j["nearest"] as? [[String: Any]])
        #expect((nearest[0]["distance"] as? Double).map { $0 < 1e-9 } == true)
        // From (400, 50) to the top arc: its centre's distance less the radius.
        let top = 300 - 100 * 2.0.squareRoot() - 50 - 100
        #expect((nearest[1]["distance"] as? Double).map { abs($0 - top) < 1e-9 } == true)
    }

    /// At fraction 1 of a closed path the tangent is the one arriving at the end, not the
    /// start's (found by a first-time user).
    @Test func theTangentAtTheEndOfAClosedPathArrives() throws {
        let o = try LocusProcess.run(["measure", "--path", "M0,0h10v10z", "--at", "1"])
        #expect(o.status == 0, "\(o.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(o.stdout.utf8)) as? [String: Any])
        let end = try #require((object["at"] as? [[String: Double]])?.first)
        let h = 0.5.squareRoot()
        #expect(abs((end["tx"] ?? 0) + h) < 1e-12 && abs((end["ty"] ?? 0) + h) < 1e-12, "\(end)")
        #expect(end["x"] == 0 && end["y"] == 0)
    }

    @Test func readsThePathFromAFile() throws {
        let dir = try LocusProcess.temporaryFolder()
        let file = dir.appendingPathComponent("p.svgpath")
        try "M 0 0 h 30 v 40".write(to: file, atomically: true, encoding: .utf8)
        let o = try LocusProcess.run(["measure", "--path", "@" + file.path])
        #expect(o.status == 0)
        #expect(try json(o)["length"] as? Double == 70)
    }

    /// An SVG file is read for the shapes it draws: here a 30x40 rectangle moved by its group,
    /// 140 around; a broken one gets one line naming the file, the line and what was wrong.
    @Test func readsTheShapesOfAnSVGFile() throws {
        let dir = try LocusProcess.temporaryFolder()
        let file = dir.appendingPathComponent("shape.svg")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <g transform="translate(10 20)"><rect width="30" height="40" fill="red"/></g>
            </svg>
            """.write(to: file, atomically: true, encoding: .utf8)
        let o = try LocusProcess.run(["measure", "--path", "@" + file.path, "--at", "0"])
        #expect(o.status == 0, "\(o.stderr)")
        #expect(try json(o)["length"] as? Double == 140)
        let start = (try json(o)["at"] as? [[String: Double]])?.first
        #expect(start?["x"] == 10 && start?["y"] == 20)

        try "<svg>\n<path d=\"M 0 0 L\"/>\n</svg>".write(to: file, atomically: true, encoding: .utf8)
        let bad = try LocusProcess.run(["measure", "--path", "@" + file.path])
        #expect(bad.status != 0)
        #expect(bad.stderrLines == ["locus: --path file \(file.path): line 2: <path> d: malformed at character 7 (the end, after \"M 0 0 L\"): expected a number"])
    }

    @Test func negativeQueryPointsAreValues() throws {
        // Points left of and below the line: (-3, -4) is 5 from the start, (103, 4) is 5 from the end.
        let o = try LocusProcess.run(["measure", "--path", "M 0 0 L 100 0", "--nearest", "-3,-4", "103,4", "-.5,0"])
        #expect(o.status == 0, "\(o.stderr)")
        let nearest = try #require(try json(o)["nearest"] as? [[String: Any]])
        #expect(nearest.map { $0["distance"] as? Double } == [5, 5, 0.5])
        #expect(nearest.map { $0["s"] as? Double } == [0, 100, 0])
    }

    /// A point very far off gets the end that way (1e19 got the far end), and one whose distance
    /// no double holds is refused (it printed `"distance":null`, exit 0); found by a first-time user.
    @Test func veryFarQueryPoints() throws {
        let o = try LocusProcess.run(["measure", "--path", "M 0 0 L 100 0", "--nearest", "1e19,0", "-1e300,0"])
        #expect(o.status == 0, "\(o.stderr)")
        let nearest = try #require(try json(o)["nearest"] as? [[String: Any]])
        #expect(nearest.map { $0["s"] as? Double } == [100, 0])
        #expect(nearest.map { $0["distance"] as? Double } == [1e19 - 100, 1e300])
        let far = try LocusProcess.run(["measure", "--path", "M 0 0 L 100 0", "--nearest", "-1.7e308,1.7e308"])
        #expect(far.status == 64 && far.stdout.isEmpty && far.stderr.contains("--nearest"), "\(far.stderr)")
        // A drag toward a pointer that far takes the handle to the bottom of the lower lobe.
        let script = #"{"t":0.1,"type":"down","x":470.7,"y":229.3}"# + "\n" + #"{"t":0.11,"type":"move","x":400,"y":1e155}"#
        let drag = try LocusProcess.run(["--headless", "--frames", "10", "--events", "-", "--state-out", "-"],
                                        input: Data(script.utf8))
        let last = try #require(drag.stdout.split(separator: "\n").last)
        let handle = try #require((try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])?["handle"] as? [String: Double])
        // The lower circle (FACTS.md's figure-8 at 800x600): centre (400, 300 + 100 sqrt 2), radius 100.
        #expect(abs(handle["x"]! - 400) < 1e-6 && abs(handle["y"]! - (400 + 100 * 2.0.squareRoot())) < 1e-6, "\(handle)")
    }

    /// Within the 1e15 limit by its centre and radius, though its circle's box reaches further.
    @Test func aLargeArcWithinTheLimitIsMeasured() throws {
        let o = try LocusProcess.run(["measure", "--path", "M 0 0 A 6e14 6e14 0 0 1 1e15 0"])
        #expect(o.status == 0, "\(o.stderr)")
        // Chord 1e15 on a circle of radius 6e14: the short arc is 2 r asin(c / 2r).
        let exact = 2 * 6e14 * asin(1e15 / 1.2e15)
        let length = try #require(try json(o)["length"] as? Double)
        #expect(abs(length - exact) <= 1e-12 * exact)
    }

    /// Several fractions after one --at, separated by spaces, as --nearest takes points (they
    /// were refused as unexpected arguments; found by a first-time user).
    @Test func fractionsSeparatedBySpacesAreAllAnswered() throws {
        let o = try LocusProcess.run(["measure", "--path", "M 0 0 L 100 0", "--at", "0", "0.5", "1,0.25", "--nearest", "50,10"])
        #expect(o.status == 0, "\(o.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(o.stdout.utf8)) as? [String: Any])
        let at = try #require(object["at"] as? [[String: Double]])
        #expect(at.map { $0["x"] ?? .nan } == [0, 50, 100, 25])
        // Within one value too, as the help says: "0.1 0.2" was refused as no fraction.
        let one = try LocusProcess.run(["measure", "--path", "M 0 0 L 100 0", "--at", "0.1 0.2", "0.3,\n0.4"])
        #expect(one.status == 0, "\(one.stderr)")
        let object1 = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect((object1["at"] as? [[String: Double]])?.map { $0["x"] ?? .nan } == [10, 20, 30, 40])
    }

    /// --at may be given more than once, as --nearest may: every fraction is answered, in order.
    @Test func repeatedAtOptionsAreAllAnswered() throws {
        let o = try LocusProcess.run(["measure", "--path", "M 0 0 L 100 0", "--at", "0.5", "--at", "0.25,1"])
        #expect(o.status == 0, "\(o.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(o.stdout.utf8)) as? [String: Any])
        let at = try #require(object["at"] as? [[String: Double]])
        #expect(at.map { $0["x"] ?? .nan } == [50, 25, 100])
    }

    /// A path of zero length is one point: its length and nearest points are answered, but a
    /// tangent asked for with --at is refused in one line (it used to be made up as (1, 0)).
    @Test func aZeroLengthPathHasNoTangent() throws {
        let ok = try LocusProcess.run(["measure", "--path", "M 3 4 L 3 4", "--nearest", "0,0"])
        #expect(ok.status == 0 && ok.stdout.contains(#""length":0"#) && ok.stdout.contains(#""distance":5"#), "\(ok.stdout)")
        let refused = try LocusProcess.run(["measure", "--path", "M 3 4 L 3 4", "--at", "0.5"])
        #expect(refused.status != 0 && refused.stdout.isEmpty)
        #expect(refused.stderr.split(separator: "\n").count == 1 && refused.stderr.contains("zero length"), "\(refused.stderr)")
    }
}

