import Foundation
import Testing

/// The dynamics scene as a user runs it: the console stays clean, the state stream repeats.
@Suite("locus --scene dynamics")
struct DynamicsRunTests {
    let script = """
        {"t":0.10,"type":"down","x":400,"y":300}
        {"t":0.15,"type":"move","x":460,"y":280}
        {"t":0.20,"type":"move","x":540,"y":250}
        {"t":0.25,"type":"up","x":540,"y":250}
        {"t":0.30,"type":"key","key":"space"}
        {"t":0.40,"type":"key","key":"g"}
        {"t":0.50,"type":"resize","w":640,"h":480}
        """

    func run(in dir: URL, arguments: [String] = []) throws -> (Outcome, Data) {
        let events = dir.appendingPathComponent("e.jsonl"), state = dir.appendingPathComponent("s.jsonl")
        try script.write(to: events, atomically: true, encoding: .utf8)
        let o = try LocusProcess.run(["--headless", "--scene", "dynamics", "--frames", "90", "--events", events.path,
                                      "--state-out", state.path] + arguments)
        return (o, try Data(contentsOf: state))
    }

    @Test func makingAWorldPrintsNothing() throws {
        // Debian's Chipmunk prints a banner on stdout when the first space is made; a pipe (as
        // here) buffers it, so it would surface at exit if it were not flushed away.
        let o = try LocusProcess.run(["--headless", "--scene", "dynamics", "--frames", "5"])
        #expect(o.status == 0, "\(o.stderr)")
        #expect(o.stdout.isEmpty, "stdout: \(o.stdout)")
        #expect(o.stderr.isEmpty, "stderr: \(o.stderr)")
    }

    @Test func switchingToTheDynamicsScenePrintsNothing() throws {
        let dir = try LocusProcess.temporaryFolder()
        let events = dir.appendingPathComponent("e.jsonl"), state = dir.appendingPathComponent("s.jsonl")
        try "{\"t\":0.05,\"type\":\"key\",\"key\":\"3\"}\n".write(to: events, atomically: true, encoding: .utf8)
        let o = try LocusProcess.run(["--headless", "--scene", "dragdrop", "--frames", "10", "--events", events.path,
                                      "--state-out", state.path])
        #expect(o.status == 0 && o.stdout.isEmpty && o.stderr.isEmpty, "stdout: \(o.stdout) stderr: \(o.stderr)")
        let last = try #require(try String(contentsOf: state, encoding: .utf8).split(separator: "\n").last)
        #expect(last.contains("\"scene\":\"dynamics\""))
    }

    /// Headless frames are simulated: at 1 frame a second the world still takes every step, and
    /// the bodies at t = 3 s are where 60 frames a second put them (a window may skip time after
    /// a stall; a headless run never does).
    @Test func theBodiesDoNotDependOnTheFrameRate() throws {
        func bodiesAtThreeSeconds(fps: Int) throws -> String {
            let o = try LocusProcess.run(["--headless", "--scene", "dynamics", "--fps", "\(fps)", "--frames",
                                          "\(3 * fps + 1)", "--state-out", "/dev/stdout"])
            #expect(o.status == 0, "\(o.stderr)")
            let last = try #require(o.stdout.split(separator: "\n").last)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
            #expect(object["t"] as? Double == 3)
            let bodies = try #require(object["bodies"])
            return String(decoding: try JSONSerialization.data(withJSONObject: bodies, options: .sortedKeys), as: UTF8.self)
        }
        let smooth = try bodiesAtThreeSeconds(fps: 60)
        #expect(try bodiesAtThreeSeconds(fps: 1) == smooth)
        #expect(try bodiesAtThreeSeconds(fps: 2) == smooth)
    }

    @Test func theStateStreamRepeatsByteForByte() throws {
        let (oa, a) = try run(in: try LocusProcess.temporaryFolder())
        let (ob, b) = try run(in: try LocusProcess.temporaryFolder())
        #expect(oa.status == 0 && ob.status == 0, "\(oa.stderr) \(ob.stderr)")
        #expect(!a.isEmpty && a == b)
    }

    @Test func theStateStreamListsTheBodies() throws {
        let (o, data) = try run(in: try LocusProcess.temporaryFolder(), arguments: ["--overlay"])
        #expect(o.status == 0, "\(o.stderr)")
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 90)
        let lastLine = try #require(lines.last)
        let last = try #require(try JSONSerialization.jsonObject(with: Data(lastLine.utf8)) as? [String: Any])
        #expect(last["scene"] as? String == "dynamics" && last["gravity"] as? Bool == true)
        let bodies = try #require(last["bodies"] as? [[String: Any]])
        #expect(bodies.map { $0["kind"] as? String } == ["square", "pentagon", "added"])
        for b in bodies {
            #expect(b["id"] is Int && b["x"] is Double && b["y"] is Double && b["angle"] is Double)
            let vertices = try #require(b["vertices"] as? [[Double]])
            for v in vertices { #expect(v.count == 2 && v[0] >= -0.5 && v[0] <= 640.5 && v[1] >= -0.5 && v[1] <= 480.5) }
        }
    }
}
