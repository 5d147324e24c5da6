import Geometry
import Input
import Testing

@Suite("Event scripts")
struct EventScriptTests {
    @Test func readsEveryKindOfEvent() throws {
        let text = """
            {"t":0,"type":"down","x":1,"y":2}
            {"t":0.5,"type":"move","x":3.5,"y":-4}

            {"t":1,"type":"up","x":5,"y":6}
            {"t":1,"type":"key","key":"D","shift":true}
            {"t":2,"type":"resize","w":1024,"h":768}
            """
        let events = try EventScript.parse(text)
        #expect(events.map(\.event) == [
            .pointerDown(Point(1, 2)), .pointerMove(Point(3.5, -4)), .pointerUp(Point(5, 6)),
            .key(Key("d", shift: true)), .resize(width: 1024, height: 768),
        ])
        #expect(events.map(\.time) == [0, 0.5, 1, 1, 2])
    }

    @Test func windowsLineEndsAreLineEnds() throws {
        let events = try EventScript.parse("{\"t\":0.1,\"type\":\"key\",\"key\":\"d\"}\r\n\r\n{\"t\":0.2,\"type\":\"key\",\"key\":\"h\"}\r\n")
        #expect(events.map(\.event) == [.key(Key("d")), .key(Key("h"))])
        do {
            _ = try EventScript.parse("{\"t\":0,\"type\":\"key\",\"key\":\"d\"}\r\n{\"t\":0}\r\n")
            Issue.record("accepted a line without a type")
        } catch {
            #expect(error.line == 2)
        }
    }

    @Test func sortsByTimeKeepingTheFileOrderForTies() throws {
        let events = try EventScript.parse("""
            {"t":2,"type":"key","key":"a"}
            {"t":1,"type":"key","key":"b"}
            {"t":1,"type":"key","key":"c"}
            """)
        #expect(events.map(\.event) == [.key(Key("b")), .key(Key("c")), .key(Key("a"))])
    }

    @Test(arguments: [
        ("{\"type\":\"down\",\"x\":1,\"y\":2}", "missing number \"t\""),
        ("{\"t\":-1,\"type\":\"down\",\"x\":1,\"y\":2}", "negative"),
        ("{\"t\":0,\"type\":\"down\",\"x\":\"a\",\"y\":2}", "\"x\" has the wrong type"),
        ("{\"t\":0,\"type\":\"down\",\"y\":2}", "missing number \"x\""),
        ("{\"t\":0,\"type\":\"down\",\"x\":null,\"y\":2}", "\"x\" (absent or null)"),
        ("{\"t\":0,\"type\":\"fly\"}", "unknown event type"),
        ("{\"t\":0,\"type\":\"resize\",\"w\":0,\"h\":5}", "between 1 and 16384"),
        ("[1,2]", "not a JSON object"),
        ("{\"t\":0,\"type\":\"move\",\"x\":1e999,\"y\":2}", "out of range"),
        ("{\"t\":0,\"type\":\"move\"", "not valid JSON"),
        ("{\"t\":0,\"type\":\"fly\"}", "focuslost or quit"),
        ("{\"t\":0,\"type\":\"key\"}", "missing string \"key\""),
        ("{\"t\":0,\"type\":\"key\",\"key\":\"\"}", "\"key\" is empty"),
    ])
    func rejectsMalformedLines(line: String, message: String) {
        do {
            _ = try EventScript.parse("{\"t\":0,\"type\":\"key\",\"key\":\"d\"}\n" + line)
            Issue.record("accepted \\(line)")
        } catch {
            #expect(error.line == 2)
            #expect(error.message.contains(message), "\\(error)")
        }
    }
}
