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
    /// `isKeyName`: whether a key event's name names a key (the window's names); a name that
    /// does not is an error. Nil takes any name.
    public static func parse(_ text: String, isKeyName: ((String) -> Bool)? = nil) throws(EventScriptError) -> [TimedEvent] {
        var events: [TimedEvent] = []
        // On scalars: in Swift "\r\n" is one Character, and a file with Windows line ends would
        // otherwise be one long line.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.map({ String($0) }).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            events.append(try parseLine(line, number: index + 1, isKeyName: isKeyName))
        }
        // A stable sort keeps the file's order among events at the same time.
        return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// One line as written; every field but `t` and `type` is optional here and checked below.
    private struct RawEvent: Decodable {
        var t: Double?
        var type: String?
        var x: Double?, y: Double?
        var key: String?
        var shift: Bool?
        var w: Double?, h: Double?
    }

    static func parseLine(_ line: String, number: Int, isKeyName: ((String) -> Bool)? = nil) throws(EventScriptError) -> TimedEvent {
        func fail(_ m: String) -> EventScriptError { EventScriptError(line: number, message: m) }
        let raw: RawEvent
        do {
            raw = try JSONDecoder().decode(RawEvent.self, from: Data(line.utf8))
        } catch DecodingError.typeMismatch(_, let context) where !context.codingPath.isEmpty {
            throw fail("\"\(context.codingPath[context.codingPath.count - 1].stringValue)\" has the wrong type")
        } catch DecodingError.typeMismatch {
            throw fail("not a JSON object")
        } catch {
            // Foundation's decoder says no more than "not valid JSON", also for a number too large
            // for a Double, so the message names both.
            throw fail("not valid JSON, or a number in it is out of range")
        }
        func value(_ v: Double?, _ key: String) throws(EventScriptError) -> Double {
            guard let v else { throw fail("missing number \"\(key)\" (absent or null)") }
            guard v.isFinite else { throw fail("\"\(key)\" is not a finite number") }
            return v
        }
        let t = try value(raw.t, "t")
        guard t >= 0 else { throw fail("\"t\" must not be negative") }
        guard let type = raw.type else { throw fail("missing string \"type\"") }
        let event: InputEvent
        switch type {
        case "down": event = .pointerDown(Point(try value(raw.x, "x"), try value(raw.y, "y")))
        case "move": event = .pointerMove(Point(try value(raw.x, "x"), try value(raw.y, "y")))
        case "up": event = .pointerUp(Point(try value(raw.x, "x"), try value(raw.y, "y")))
        case "key":
            guard let name = raw.key else { throw fail("missing string \"key\"") }
            guard !name.isEmpty else { throw fail("\"key\" is empty: give a key's name, as \"d\" or \"left\"") }
            if let isKeyName, !isKeyName(name) {
                throw fail("\"key\" \"\(name)\" names no key: give a key's name as the window reports it, as \"escape\", \"left\", \"f11\" or \"d\"")
            }
            event = .key(Key(name, shift: raw.shift ?? false))
        case "resize":
            let w = try value(raw.w, "w"), h = try value(raw.h, "h")
            guard w >= 1, h >= 1, w <= 16384, h <= 16384, w == w.rounded(), h == h.rounded() else {
                throw fail("resize needs whole \"w\" and \"h\" between 1 and 16384")
            }
            event = .resize(width: Int(w), height: Int(h))
        case "focuslost": event = .focusLost
        case "quit": event = .quit
        default: throw fail("unknown event type \"\(type)\" (expected down, move, up, key, resize, focuslost or quit)")
        }
        return TimedEvent(time: t, event: event)
    }
}
