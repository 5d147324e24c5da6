import Geometry
import Testing

/// Malformed data is reported at the first character that does not fit, with what would have.
@Suite struct SVGPathErrorTests {
    private func error(_ data: String) -> SVGPathError? {
        do {
            _ = try Path(svgPathData: data)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingCoordinateAtTheEndExpectsANumber() {
        #expect(error("M 10") == SVGPathError(offset: 4, expected: "a number"))
    }

    @Test func dataNotStartingWithMoveToIsRejected() {
        #expect(error("L 10 10") == SVGPathError(offset: 0, expected: "a path starting with M or m"))
    }

    @Test func leadingWhitespaceCountsTowardTheOffset() {
        #expect(error("  L 10 10") == SVGPathError(offset: 2, expected: "a path starting with M or m"))
    }

    @Test func unknownLetterExpectsACommandLetter() {
        #expect(error("M 1 2 X") == SVGPathError(offset: 6, expected: "a command letter"))
    }

    @Test func arcFlagOtherThanZeroOrOneIsRejected() {
        #expect(error("M 1 2 A 1 1 0 2 0 3 3") == SVGPathError(offset: 14, expected: "an arc flag (0 or 1)"))
    }

    @Test func numberOverflowingToInfinityIsRejected() {
        #expect(error("M 1e999 0") == SVGPathError(offset: 2, expected: "a finite number"))
    }

    @Test func trailingCommaExpectsANumber() {
        #expect(error("M 1,") == SVGPathError(offset: 4, expected: "a number"))
    }

    @Test func commaBeforeTheNextCommandExpectsANumber() {
        #expect(error("M 1 2, L 3 4") == SVGPathError(offset: 7, expected: "a number"))
    }

    @Test func commaRightAfterACommandLetterIsRejected() {
        #expect(error("M,1 2") == SVGPathError(offset: 1, expected: "a number"))
    }

    @Test func numbersAfterCloseAreRejected() {
        #expect(error("M 0 0 L 1 1 Z 2 2") == SVGPathError(offset: 14, expected: "a command letter"))
    }

    @Test func signWithoutDigitsIsNotANumber() {
        #expect(error("M 1 - 2") == SVGPathError(offset: 4, expected: "a number"))
    }

    @Test func exponentWithoutDigitsIsNotPartOfTheNumber() {
        // "1" is x; the "e" cannot start y.
        #expect(error("M 1e 2") == SVGPathError(offset: 3, expected: "a number"))
    }

    @Test func nanAndInfinityWordsAreNotNumbers() {
        #expect(error("M nan 0") == SVGPathError(offset: 2, expected: "a number"))
        #expect(error("M 0 inf") == SVGPathError(offset: 4, expected: "a number"))
    }

    @Test func relativeCoordinateOverflowIsRejected() {
        #expect(error("M 1e308 0 l 1e308 0") == SVGPathError(offset: 12, expected: "coordinates that stay finite"))
    }

    @Test func characterOutsideTheGrammarIsReportedWhereItStands() {
        // The grammar is ASCII, so the first non-ASCII character (two UTF-8 bytes) is the error.
        #expect(error("M 1 2 é 3") == SVGPathError(offset: 6, expected: "a command letter"))
    }

    @Test func errorDescriptionNamesOffsetAndExpectation() {
        #expect(SVGPathError(offset: 4, expected: "a number").description == "at character 4: expected a number")
    }
}
