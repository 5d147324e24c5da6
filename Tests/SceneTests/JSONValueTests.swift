import Testing
@testable import Scenes

/// The state stream's and `locus measure`'s JSON text.
@Suite struct JSONValueTests {
    @Test func wholeNumbersPrintAsIntegersAsFarAsDoublesHoldThemExactly() {
        #expect(JSONValue.number(0).serialized == "0")
        #expect(JSONValue.number(-0.0).serialized == "0")
        #expect(JSONValue.number(-42).serialized == "-42")
        // 1e15 printed as "1000000000000000.0" beside "500000000000000" for its half.
        #expect(JSONValue.number(1e15).serialized == "1000000000000000")
        #expect(JSONValue.number(9_007_199_254_740_992).serialized == "9007199254740992")
        // Past 2^53 a double's whole numbers are spaced apart: the exponent form says so.
        #expect(JSONValue.number(1e16).serialized == "1e+16")
    }

    @Test func fractionsPrintInTheirShortestRoundTripForm() throws {
        for d in [0.1, -2.5e-7, 1.0 / 3, 123_456.789, Double.leastNonzeroMagnitude, 1.7976931348623157e308] {
            let text = JSONValue.number(d).serialized
            #expect(Double(text) == d, "\(text)")
        }
        #expect(JSONValue.number(0.1).serialized == "0.1")
    }

    @Test func nonFiniteNumbersPrintAsNull() {
        #expect(JSONValue.number(.nan).serialized == "null")
        #expect(JSONValue.number(-.infinity).serialized == "null")
    }

    @Test func stringsAreEscapedAndObjectsKeepTheirKeyOrder() {
        let v = JSONValue.object([("b", "say \"hi\"\\\n\u{1}"), ("a", .array([1, true, .null]))])
        #expect(v.serialized == #"{"b":"say \"hi\"\\\n\u0001","a":[1,true,null]}"#)
    }
}
