import Foundation
import Testing

@Suite("locus --headless")
struct HeadlessRunTests {
    /// Drags the handle from its start (470.71, 229.29) up to the top of the upper lobe.
    let dragScript = """
        {"t":0.05,"type":"down","x":470.7,"y":229.3}
        {"t":0.10,"type":"move","x":480,"y":140}
        {"t":0.15,"type":"move","x":430,"y":60}
        {"t":0.20,"type":"move","x":400,"y":50}
        {"t":0.50,"type":"up","x":400,"y":50}
        {"t":0.60,"type":"key","key":"d"}
        """

    func runDrag(in dir: URL) throws -> (Outcome, [[String: Any]]) {
        let events = dir.appendingPathComponent("drag.jsonl"), state = dir.appendingPathComponent("state.jsonl")
        try dragScript.write(to: events, atomically: true, encoding: .utf8)
        let o = try LocusProcess.run(["--headless", "--frames", "60", "--events", events.path, "--state-out", state.path,
                                      "--screenshot", dir.appendingPathComponent("last.png").path])
        let lines = try String(contentsOf: state, encoding: .utf8).split(separator: "\n")
        let objects = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        return (o, objects)
    }

    @Test func theStateStreamFollowsTheScriptedDrag() throws {
        let dir = try LocusProcess.temporaryFolder()
        let (o, frames) = try runDrag(in: dir)
        #expect(o.status == 0, "\(o.stderr)")
        #expect(o.stdout.isEmpty && o.stderr.isEmpty, "the console must stay quiet")
        #expect(frames.count == 60)
        let first = try #require(frames.first), last = try #require(frames.last)
        #expect(first["scene"] as? String == "figure8" && first["frame"] as? Int == 0)
        let h0 = try #require(first["handle"] as? [String: Double])
        #expect(abs((h0["x"] ?? .nan) - 470.710678118655) < 1e-9 && abs((h0["y"] ?? .nan) - 229.289321881345) < 1e-9)
        // Frame 3 (t = 0.05) is the first at or after the down event.
        #expect(frames[2]["dragging"] as? Bool == false && frames[3]["dragging"] as? Bool == true)
        let h = try #require(last["handle"] as? [String: Double])
        // The grab offset is kept: the desired point is the release point plus (start - down).
        let (startX, startY) = (470.710678118655, 229.289321881345)
        let (dx, dy) = (400 + (startX - 470.7), 50 + (startY - 229.3))
        // Nearest point of the upper circle (centre (400, 300 - 141.42), r 100) to it.
        let (cx, cy) = (400.0, 300 - 200 / 2.0.squareRoot())
        let len = ((dx - cx) * (dx - cx) + (dy - cy) * (dy - cy)).squareRoot()
        let (ex, ey) = (cx + 100 * (dx - cx) / len, cy + 100 * (dy - cy) / len)
        #expect(abs((h["x"] ?? .nan) - ex) < 1e-6 && abs((h["y"] ?? .nan) - ey) < 1e-6, "\(h) vs (\(ex), \(ey))")
        #expect(last["overlay"] as? Bool == true)
        let png = try Data(contentsOf: dir.appendingPathComponent("last.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// Events keep their own times, whatever the frame rate: a drag round the upper lobe with a
    /// move every 50 ms, let go 0.1 ms after the last, glides to the same place at 20, 60 and
    /// 240 frames a second. (Delivered at frame times, the release speed came from the frames:
    /// the glide ended at s = 200, 320 and 348 px.)
    /// `--scene` takes a scene's name or the digit key that shows it.
    @Test func aSceneIsChosenByNameOrKey() throws {
        for (argument, name) in [("arc", "arc"), ("1", "figure8"), ("2", "arc"), ("3", "dynamics"), ("4", "dragdrop")] {
            let o = try LocusProcess.run(["--scene", argument, "--headless", "--frames", "1", "--state-out", "/dev/stdout"])
            #expect(o.status == 0 && o.stdout.contains("\"scene\":\"\(name)\""), "\(argument): \(o.stdout) \(o.stderr)")
        }
        for argument in ["0", "5", "Arc"] {
            let o = try LocusProcess.run(["--scene", argument, "--headless", "--frames", "1"])
            #expect(o.status != 0 && o.stderrLines.count == 1, "\(argument): \(o.stderr)")
        }
    }

    @Test func aScriptDoesTheSameAtAnyFrameRate() throws {
        let (cx, cy) = (400.0, 300 - 200 / 2.0.squareRoot())  // the upper circle's centre, r 100
        var lines = [#"{"t":0.1,"type":"down","x":470.71,"y":229.29}"#]
        var (x, y) = (470.71, 229.29)
        for k in 1...8 {
            let a = atan2(229.29 - cy, 470.71 - cx) - 0.25 * Double(k)
            (x, y) = (cx + 100 * cos(a), cy + 100 * sin(a))
            lines.append(#"{"t":\#(0.1 + 0.05 * Double(k)),"type":"move","x":\#(x),"y":\#(y)}"#)
        }
        lines.append(#"{"t":0.5001,"type":"up","x":\#(x),"y":\#(y)}"#)
        let dir = try LocusProcess.temporaryFolder()
        let events = dir.appendingPathComponent("glide.jsonl")
        try lines.joined(separator: "\n").write(to: events, atomically: true, encoding: .utf8)
        func handleAtFourSeconds(fps: Int) throws -> [String: Double] {
            let o = try LocusProcess.run(["--headless", "--fps", "\(fps)", "--frames", "\(4 * fps + 1)", "--events",
                                          events.path, "--state-out", "/dev/stdout"])
            #expect(o.status == 0, "\(o.stderr)")
            let last = try #require(o.stdout.split(separator: "\n").last)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
            return try #require(object["handle"] as? [String: Double])
        }
        let reference = try handleAtFourSeconds(fps: 60)
        // It glided on past the release (s about 200 px) before it stopped.
        #expect((reference["s"] ?? 0) > 250, "\(reference)")
        for fps in [20, 240] {
            let h = try handleAtFourSeconds(fps: fps)
            #expect(abs((h["s"] ?? .nan) - (reference["s"] ?? .nan)) < 1e-6, "at \(fps) fps: \(h) vs \(reference)")
        }
    }

    @Test func runsAreDeterministicByteForByte() throws {
        let a = try LocusProcess.temporaryFolder(), b = try LocusProcess.temporaryFolder()
        _ = try runDrag(in: a)
        _ = try runDrag(in: b)
        let sa = try Data(contentsOf: a.appendingPathComponent("state.jsonl"))
        let sb = try Data(contentsOf: b.appendingPathComponent("state.jsonl"))
        #expect(sa == sb && !sa.isEmpty)
    }

    @Test func resizeEventRebuildsThePath() throws {
        let dir = try LocusProcess.temporaryFolder()
        let events = dir.appendingPathComponent("e.jsonl"), state = dir.appendingPathComponent("s.jsonl")
        try "{\"t\":0.05,\"type\":\"resize\",\"w\":1200,\"h\":900}\n".write(to: events, atomically: true, encoding: .utf8)
        let o = try LocusProcess.run(["--headless", "--frames", "5", "--events", events.path, "--state-out", state.path])
        #expect(o.status == 0, "\(o.stderr)")
        let last = try #require(try String(contentsOf: state, encoding: .utf8).split(separator: "\n").last)
        let j = try #require(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let length = try #require(j["length"] as? Double)
        let r = 900.0 / 6
        #expect(abs(length - (3 * .pi * r + 4 * r)) < 1e-9 * length)
    }
}
