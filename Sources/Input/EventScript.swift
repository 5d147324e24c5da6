import Foundation
import Geometry

/// A malformed event script: which line and what was wrong.
public struct EventScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public var description: String { "line \(line): \(message)" }
}

/// Event scripts for headless runs: JSON Lines, one event per line, `t` in seconds.
///
///     {"t":0.10,"type":"down","x":470.7,"y":229.3}
///     {"t":0.20,"type":"move","x":480,"y":240}
///     {"t":0.30,"type":"up","x":480,"y":240}
///     {"t":1,"type":"key","key":"d","shift":false}
///     {"t":2,"type":"resize","w":1024,"h":768}
///
/// Blank lines are ignored. The result is sorted by time (stable for equal times).
public enum EventScript {
    public static func parse(_ text: String) throws(EventScriptError) -> [TimedEvent] {
        var events: [TimedEvent] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            events.append(try parseLine(line, number: index + 1))
        }
        // A stable sort keeps the file's order among events at the same time.
        return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    static func parseLine(_ line: String, number: Int) throws(EventScriptError) -> TimedEvent {
        func fail(_ m: String) -> EventScriptError { EventScriptError(line: number, message: m) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw fail("not a JSON object")
        }
        func value(_ key: String) throws(EventScriptError) -> Double {
            guard let n = object[key] as? NSNumber, !(object[key] is Bool) else {
                throw fail("missing number \"\(key)\"")
            }
            let v = n.doubleValue
            guard v.isFinite else { throw fail("\"\(key)\" is not a finite number") }
            return v
        }
        let t = try value("t")
        guard t >= 0 else { throw fail("\"t\" must not be negative") }
        guard let type = object["type"] as? String else { throw fail("missing string \"type\"") }
        let event: InputEvent
        switch type {
        case "down": event = .pointerDown(Point(try value("x"), try value("y")))
        case "move": event = .pointerMove(Point(try value("x"), try value("y")))
        case "up": event = .pointerUp(Point(try value("x"), try value("y")))
        case "key":
            guard let name = object["key"] as? String, !name.isEmpty else { throw fail("missing string \"key\"") }
            event = .key(Key(name, shift: (object["shift"] as? Bool) ?? false))
        case "resize":
            let w = try value("w"), h = try value("h")
            guard w >= 1, h >= 1, w <= 16384, h <= 16384, w == w.rounded(), h == h.rounded() else {
                throw fail("resize needs whole \"w\" and \"h\" between 1 and 16384")
            }
            event = .resize(width: Int(w), height: Int(h))
        case "focuslost": event = .focusLost
        case "quit": event = .quit
        default: throw fail("unknown event type \"\(type)\" (expected down, move, up, key, resize)")
        }
        return TimedEvent(time: t, event: event)
    }
}
