import Geometry
import Testing

/// Shapes read from SVG documents, checked by their lengths and points against closed forms.
@Suite("SVG documents")
struct SVGDocumentTests {
    func document(_ body: String) -> String {
        "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\n\(body)\n</svg>\n"
    }

    func length(_ body: String) throws -> Double {
        PathMeasure(try Path(svgDocument: document(body))).length
    }

    func expectClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9, _ comment: Comment? = nil) {
        #expect(abs(a - b) <= tolerance * max(1, abs(b)), comment ?? "\(a) != \(b)")
    }

    @Test func everyShapeHasItsLength() throws {
        expectClose(try length(#"<path d="M 0 0 L 30 40"/>"#), 50)
        expectClose(try length(#"<line x1="1" y1="2" x2="4" y2="6"/>"#), 5)
        expectClose(try length(#"<polyline points="0,0 3,4 3,10"/>"#), 11)
        expectClose(try length(#"<polygon points="0 0 3 0 3 4"/>"#), 12)
        expectClose(try length(#"<rect x="5" y="6" width="30" height="20"/>"#), 100)
        // Rounded corners: four quarter circles of radius 4 in place of 8 straight 4 px runs.
        expectClose(try length(#"<rect width="30" height="20" rx="4"/>"#), 100 - 32 + 2 * .pi * 4)
        expectClose(try length(#"<circle cx="50" cy="50" r="10"/>"#), 2 * .pi * 10)
        expectClose(try length(#"<ellipse cx="50" cy="50" rx="30" ry="10"/>"#), ellipsePerimeter(30, 10))
        // Corner radii are at most half the side, and one alone serves for both.
        expectClose(try length(#"<rect width="10" height="10" ry="20"/>"#), 2 * .pi * 5)
    }

    /// With a largest coordinate, a shape beyond it, as written or as its transforms move it, is
    /// an error naming the shape's line; a shape drawn twice by uses is checked where each is
    /// drawn. Without one, the same document reads.
    @Test func aShapeBeyondTheLargestCoordinateIsNamed() throws {
        let big = "<svg>\n<circle r=\"5\"/>\n<rect width=\"1e16\" height=\"5\"/>\n</svg>"
        #expect(throws: SVGDocumentError(line: 3, message: "<rect>: it has a coordinate larger than 1e15")) {
            try Path(svgDocument: big, largestCoordinate: 1e15)
        }
        #expect(try Path(svgDocument: big).segments.count > 4)
        // A transform that makes a coordinate NaN is named too, with no limit given (the message
        // took the infinite limit's exponent as an Int, and trapped; found in review), and with
        // a limit of 0.
        let nan = "<svg>\n<path d=\"M 1 1 L 2 2\" transform=\"rotate(45) scale(1e300) scale(1e300)\"/></svg>"
        #expect(throws: SVGDocumentError(line: 2, message: "<path>: it has a coordinate that is not a number (moved by its transforms)")) {
            try Path(svgDocument: nan)
        }
        #expect(throws: SVGDocumentError.self) { try Path(svgDocument: big, largestCoordinate: 0) }
        let moved = "<svg>\n<circle id=\"c\" r=\"5\"/>\n<use href=\"#c\" x=\"2e15\"/>\n</svg>"
        #expect(try Path(svgDocument: moved, largestCoordinate: 3e15).subpaths.count == 2)
        #expect(throws: SVGDocumentError(line: 2, message: "<circle>: it has a coordinate larger than 1e15 (moved by its transforms)")) {
            try Path(svgDocument: moved, largestCoordinate: 1e15)
        }
        // Too large as written: its transforms are not blamed.
        let scaled = "<svg>\n<g transform=\"scale(0.5)\"><rect width=\"1e16\" height=\"5\"/></g>\n</svg>"
        #expect(throws: SVGDocumentError(line: 2, message: "<rect>: it has a coordinate larger than 1e15")) {
            try Path(svgDocument: scaled, largestCoordinate: 1e15)
        }
    }

    @Test func shapesFollowInDocumentOrderAsSubpaths() throws {
        let p = try Path(svgDocument: document(#"<line x1="0" y1="0" x2="1" y2="0"/><circle cx="9" cy="9" r="1"/>"#))
        #expect(p.subpaths.count == 2)
        #expect(p.subpaths[0].start == Point(0, 0) && !p.subpaths[0].isClosed)
        // A circle starts at its rightmost point and is closed.
        #expect(p.subpaths[1].start == Point(10, 9) && p.subpaths[1].isClosed)
    }

    /// Elements are SVG's by their namespace, not their prefix: in another namespace a rect is
    /// not drawn, whatever its prefix, and any prefix bound to SVG's draws. With no namespace
    /// declared, names are SVG's (hand-written files), as is an undeclared `svg:` prefix.
    /// (A rect in another namespace was drawn, and an `s:rect` in SVG's was not; found by a
    /// first-time user.)
    @Test func elementsAreSVGsByTheirNamespace() throws {
        let svg = "http://www.w3.org/2000/svg"
        expectClose(try length(#"<rect width="5" height="5"/><rect xmlns="http://example.com/x" width="10" height="10"/>"#), 20)
        var p = try Path(svgDocument: #"<svg xmlns="\#(svg)" xmlns:s="\#(svg)" xmlns:x="urn:x"><s:rect width="10" height="10"/>"#
                         + #"<x:g><line x2="100"/></x:g><svg:line x2="1000" xmlns:svg="urn:y"/><line x2="1"/></svg>"#)
        expectClose(PathMeasure(p).length, 41)
        p = try Path(svgDocument: #"<svg:svg xmlns:svg="\#(svg)"><svg:line x2="3"/></svg:svg>"#)
        expectClose(PathMeasure(p).length, 3)
        p = try Path(svgDocument: #"<svg:svg><svg:line x2="4"/><g xmlns=""><line x2="100"/></g></svg:svg>"#)
        expectClose(PathMeasure(p).length, 104)
        // An empty default namespace undoes SVG's declared above it, and is none where none is.
        p = try Path(svgDocument: #"<svg xmlns="\#(svg)"><line x2="4"/><g xmlns=""><line x2="100"/></g></svg>"#)
        expectClose(PathMeasure(p).length, 4)
        // Attributes too: XLink's href under any prefix (Python's ElementTree writes ns0 and ns1;
        // nothing was drawn), and an xlink: prefix bound elsewhere is no reference (found by fuzzing).
        let tree = ##"<ns0:svg xmlns:ns0="\##(svg)" xmlns:ns1="http://www.w3.org/1999/xlink"><ns0:defs><ns0:rect id="r" width="10" height="10"/></ns0:defs><ns0:use ns1:href="#r"/></ns0:svg>"##
        expectClose(PathMeasure(try Path(svgDocument: tree)).length, 40)
        let elsewhere = ##"<svg xmlns:xlink="urn:other"><defs><rect id="r" width="10" height="10"/></defs><use xlink:href="#r"/><line x2="1"/></svg>"##
        expectClose(PathMeasure(try Path(svgDocument: elsewhere)).length, 1)
        // 10,000 nested groups, each declaring a prefix of its own: read, and within bounds (a
        // copy of every prefix for each group took 3 GB; found by fuzzing).
        let deep = "<svg>" + (0..<10_000).map { "<g xmlns:p\($0)=\"u\">" }.joined() + "<rect width=\"1\" height=\"1\"/>"
            + String(repeating: "</g>", count: 10_000) + "</svg>"
        expectClose(PathMeasure(try Path(svgDocument: deep)).length, 4)
        do {
            _ = try Path(svgDocument: #"<svg xmlns="http://example.com/x"><rect width="10" height="10"/></svg>"#)
            Issue.record("a document in another namespace drew")
        } catch {
            #expect(error.message.contains("another namespace"), "\(error.message)")
        }
    }

    /// The entities a document type defines are expanded in attribute values, as Illustrator's
    /// files need (they were refused); a reference to no entity, a bare "&", an attribute given
    /// twice, or anything but comments after the root element is malformed XML, and an error
    /// (each was read on; found by a first-time user). Entities expanding past 4 MB are an error.
    @Test func entitiesAndWellFormedness() throws {
        let type = #"<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" ["#
            + #"<!ENTITY ns_svg "http://www.w3.org/2000/svg"> <!ENTITY % skipped "no"> <!ENTITY ext SYSTEM "e.xml">"#
            + #"<!ENTITY w '10'> <!ENTITY d "M0 0 L&w; 0"> <!ENTITY w "99"> ]>"#
        let p = try Path(svgDocument: type + #"<svg xmlns="&ns_svg;"><path d="&d;"/><rect width="&w;" height="5"/></svg>"#)
        expectClose(PathMeasure(p).length, 10 + 30)
        // An entity declared as a file is told as one (it was "not an entity the document
        // defines"; found by a first-time user).
        for (bad, expected) in [(type + #"<svg><rect width="&ext;" height="5"/></svg>"#, "not &ext;, which names a file (files are not read)"),
                                (#"<svg><rect width="5" height="5" id="a&bogus;"/></svg>"#, "&bogus;"),
                                (#"<svg><rect width="5" height="5" id="a & b"/></svg>"#, "&amp;"),
                                (#"<svg><rect width="10" height="5" width="3"/></svg>"#, "one width in <rect>, not two"),
                                (#"<svg><rect width="10" height="5"/></svg><svg/>"#, "the end of the document after the </svg>"),
                                ("<svg><rect width=\"10\" height=\"5\"/></svg>\n trailing text", "not text"),
                                (#"text first <svg><rect width="10" height="5"/></svg>"#, "an element, not text")] {
            do {
                _ = try Path(svgDocument: bad)
                Issue.record("read: \(bad)")
            } catch {
                #expect(error.message.contains(expected), "\(error.message)")
            }
        }
        // Ten entities of ten of the one before: 10^10 characters from a few lines.
        let laughs = (1...10).map { k in "<!ENTITY l\(k) \"" + String(repeating: "&l\(k - 1);", count: 10) + "\">" }.joined()
        do {
            _ = try Path(svgDocument: "<!DOCTYPE svg [<!ENTITY l0 \"lol\">\(laughs)]><svg><rect id=\"&l10;\" width=\"1\" height=\"1\"/></svg>")
            Issue.record("a billion laughs were read")
        } catch {
            #expect(error.message.contains("4 MB"), "\(error.message)")
        }
        // One budget for the whole document: a few hundred values each under 4 MB made 900 MB
        // from 7 KB (found in review).
        let big = "<!ENTITY k \"" + String(repeating: "x", count: 1000) + "\"><!ENTITY m \"" + String(repeating: "&k;", count: 1000) + "\">"
        let many = (0..<10).map { "a\($0)=\"&m;\"" }.joined(separator: " ")
        do {
            _ = try Path(svgDocument: "<!DOCTYPE svg [\(big)]><svg \(many)><line x2=\"1\"/></svg>")
            Issue.record("40 MB of entities were read")
        } catch {
            #expect(error.message.contains("4 MB in all"), "\(error.message)")
        }
        // A comment or a quoted "]" in the document type is no part of it; the first real
        // definition holds; an entity error names the line of its "&"; a byte-order mark is
        // no text outside the root (each found in review).
        let commented = #"<!DOCTYPE svg [<!-- a ] b <!ENTITY w "1"> --><!ENTITY w "5" ><!ENTITY q "]">]><svg><rect width="&w;" height="5"/></svg>"#
        expectClose(PathMeasure(try Path(svgDocument: commented)).length, 20)
        expectClose(PathMeasure(try Path(svgDocument: "\u{FEFF}<svg><line x2=\"2\"/></svg>")).length, 2)
        do {
            _ = try Path(svgDocument: "<svg>\n<path d=\"M0 0\n L1 1\n L2 2 & \n\"/></svg>")
            Issue.record("a bare & was read")
        } catch {
            #expect(error.line == 4, "line \(error.line): \(error.message)")
        }
        // An entity is expanded where it is used, as XML does: it may use one defined after it,
        // a doubly escaped reference comes out once, nothing is counted twice, and none may use
        // itself (refused with a false message, read as "&#53;", and counted at each level;
        // found by fuzzing).
        let later = #"<!DOCTYPE svg [<!ENTITY a "&b;"><!ENTITY b "5"><!ENTITY c '&#38;#53;'>]><svg><rect width="&a;" height="&c;"/></svg>"#
        expectClose(PathMeasure(try Path(svgDocument: later)).length, 20)
        let three = "<!ENTITY b \"" + String(repeating: "x", count: 3_000_000) + "\"><!ENTITY a \"&b;\">"
        expectClose(PathMeasure(try Path(svgDocument: "<!DOCTYPE svg [\(three)]><svg id=\"&a;\"><line x2=\"1\"/></svg>")).length, 1)
        do {
            _ = try Path(svgDocument: #"<!DOCTYPE svg [<!ENTITY a "&b;"><!ENTITY b "&a;">]><svg><rect width="&a;" height="5"/></svg>"#)
            Issue.record("entities using each other were read")
        } catch {
            #expect(error.message.contains("do not use themselves"), "\(error.message)")
        }
        // Comments, processing instructions and spaces may follow the root.
        expectClose(PathMeasure(try Path(svgDocument: "<svg><line x2=\"2\"/></svg>\n<!-- end --><?pi x?>\n")).length, 2)
    }

    @Test func transformsApplyInnermostFirst() throws {
        // Scaled by 2 about the origin, then moved 100 right: (1, 0)-(2, 0) becomes (102, 0)-(104, 0).
        var p = try Path(svgDocument: document(
            #"<g transform="translate(100,0)"><line transform="scale(2)" x1="1" y1="0" x2="2" y2="0"/></g>"#))
        #expect(p.subpaths[0].start == Point(102, 0) && p.subpaths[0].end == Point(104, 0))
        // A list applies right to left: translate(10) scale(2) scales first.
        p = try Path(svgDocument: document(#"<line transform="translate(10) scale(2)" x1="1" y1="1" x2="2" y2="1"/>"#))
        #expect(p.subpaths[0].start == Point(12, 2))
        // rotate(90) turns +x toward +y; rotate(90 10 10) does it about (10, 10).
        p = try Path(svgDocument: document(#"<line transform="rotate(90)" x1="5" y1="0" x2="6" y2="0"/>"#))
        #expect(p.subpaths[0].start.distance(to: Point(0, 5)) < 1e-12)
        p = try Path(svgDocument: document(#"<line transform="rotate(90 10 10)" x1="15" y1="10" x2="16" y2="10"/>"#))
        #expect(p.subpaths[0].start.distance(to: Point(10, 15)) < 1e-12)
        // skewX(45) moves each point right by its y; matrix(a b c d e f) is x' = ax + cy + e.
        p = try Path(svgDocument: document(#"<line transform="skewX(45)" x1="0" y1="10" x2="0" y2="20"/>"#))
        #expect(p.subpaths[0].start.distance(to: Point(10, 10)) < 1e-12)
        p = try Path(svgDocument: document(#"<line transform="matrix(1,2,3,4,5,6)" x1="1" y1="1" x2="0" y2="0"/>"#))
        #expect(p.subpaths[0].start == Point(9, 12) && p.subpaths[0].end == Point(5, 6))
        // A circle scaled by 3 along x is an ellipse of semi-axes 30 and 10.
        expectClose(try length(#"<circle transform="scale(3 1)" r="10"/>"#), ellipsePerimeter(30, 10))
        // "none" is no transform, in any case (SVG 2, CSS); it was refused, as was a corner
        // radius of "auto", SVG 2's way of giving none (found by a first-time user).
        p = try Path(svgDocument: document(#"<g transform="translate(5)"><line transform=" None " x1="1" x2="2"/></g>"#))
        #expect(p.subpaths[0].start == Point(6, 0))
        expectClose(try length(#"<rect width="10" height="10" rx="auto" ry="auto"/>"#), 40)
        expectClose(try length(#"<rect width="10" height="10" rx="AUTO" ry="2"/>"#), 40 - 16 + 2 * .pi * 2)
        // A comma promises what follows it, inside the brackets and between transforms, as
        // "translate(,10)" does before a number (these were read as if it were not there).
        for bad in ["translate(10,)", "scale(2 ,)", "rotate(90,)", "translate(10),", "translate(10) , "] {
            #expect(throws: SVGDocumentError.self, "\(bad)") { try Path(svgDocument: document("<line transform=\"\(bad)\" x2=\"1\"/>")) }
        }
        p = try Path(svgDocument: document(#"<line transform="translate(10 , 1) , scale(2)" x1="1" x2="2"/>"#))
        #expect(p.subpaths[0].start == Point(12, 1))
    }

    @Test func whatIsNotDrawnIsLeftOut() throws {
        let p = try Path(svgDocument: document("""
            <defs><circle r="5"/></defs>
            <clipPath id="c"><rect width="5" height="5"/></clipPath>
            <foreignObject width="10" height="10"><circle r="3"/></foreignObject>
            <g display="none"><line x2="7"/></g>
            <circle r="3" display="none"/>
            <!-- <line x2="100"/> -->
            <![CDATA[ <line x2="100"/> ]]>
            <line x1="0" y1="0" x2="8" y2="0"/>
            """))
        #expect(p.subpaths.count == 1)
        expectClose(PathMeasure(p).length, 8)
    }

    /// What a browser would not draw: `display: none` in a style (how Inkscape hides a layer),
    /// `visibility="hidden"` (which a child may set back to visible), the other children of a
    /// `switch`, elements of another namespace and attributes of another namespace
    /// (`foo:d` took the place of `d`), and a display with spaces round `none`.
    @Test func hiddenAsABrowserHidesIt() throws {
        let p = try Path(svgDocument: document("""
            <g inkscape:groupmode="layer" style="fill:red; display : none"><circle r="100"/></g>
            <rect width="10" height="10" visibility="hidden"/>
            <g visibility="hidden"><line x2="1" style="visibility:visible"/></g>
            <switch><line x1="10" x2="12"/><line x2="1000"/></switch>
            <foo:rect width="500" height="500"/>
            <path d="M 0 0 L 7 0" foo:d="M 0 0 L 900 0"/>
            <circle r="50" display=" none "/>
            """))
        // The visible line (1), the switch's first child (2) and the path (7).
        expectClose(PathMeasure(p).length, 10)
        #expect(p.subpaths.count == 3)
    }

    /// CSS as a browser reads it (found by a first-time user: each of these was drawn): names
    /// and keywords in any case, `!important`, comments; and a switch passes over a child for
    /// another language than English, the one read in.
    @Test func hiddenInEveryWayCSSWritesIt() throws {
        let p = try Path(svgDocument: document("""
            <circle r="5" style="display:NONE"/>
            <circle r="5" style="DISPLAY:none"/>
            <circle r="5" style="display:none !important"/>
            <circle r="5" style="display:none !important; display: inline"/>
            <circle r="5" style="display:inline; display:none !IMPORTANT; display:block"/>
            <circle r="5" style="/* hidden */display:none/*c*/"/>
            <circle r="5" display="NONE"/>
            <g visibility="hidden"><line x2="1" visibility="VISIBLE"/></g>
            <switch><line x2="100" systemLanguage="fr"/><line x2="2" systemLanguage="de, en-GB"/><line x2="300"/></switch>
            <switch><line x2="400" systemLanguage="xx"/><line x2="4"/></switch>
            """))
        expectClose(PathMeasure(p).length, 1 + 2 + 4)
    }

    /// Found by fuzzing, as a browser reads them: what a use or a shape holds is not drawn; a
    /// viewBox of zero size draws nothing; a width of "auto" is none given; an empty id names
    /// nothing; a switch chooses its first child it can draw, past a title and past data that
    /// needs an extension (as Illustrator writes it); lines may end in a CR alone.
    @Test func readAsABrowserReadsThem() throws {
        let p = try Path(svgDocument: document(##"""
            <defs><line id="l" x2="1"/></defs>
            <use href="#l"><path d="M 0 0 L 100 0"/></use>
            <path d="M 0 0 L 2 0"><path d="M 0 0 L 200 0"/></path>
            <svg viewBox="0 0 0 10"><line x2="300"/></svg>
            <svg width="auto" height="auto" viewBox="0 0 10 10"><line x2="10"/></svg>
            <line id="" x2="400"/><use href="#"/>
            <switch><desc>a</desc><foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/"/><line x2="4"/><line x2="500"/></switch>
            """##))
        // 1 through the use, the path's 2, the auto-sized svg's 10 at 100 %: 100 across, the
        // empty id's line 400 drawn once, the switch's line 4.
        expectClose(PathMeasure(p).length, 1 + 2 + 100 + 400 + 4)
        let crOnly = "<svg>\r<g>\r<line x2=\"x\"/></g></svg>"
        #expect(throws: SVGDocumentError.self) { try Path(svgDocument: crOnly) }
        do { _ = try Path(svgDocument: crOnly) } catch { #expect(error.line == 3) }
    }

    /// The root svg, like a nested one, draws nothing with a viewBox of zero size or a width or
    /// height of zero (SVG 1.1, 7.7): the error says so, rather than drawing its shapes anyway.
    @Test func aRootOfZeroSizeDrawsNothing() throws {
        for root in [#"viewBox="0 0 0 0" width="10" height="10""#, #"viewBox="0 0 10 0""#,
                     #"width="0" height="10""#, #"width="10" height="0mm""#,
                     // In a unit that needs a font, or in its style, which wins (both were
                     // drawn; found by a first-time user).
                     #"width="0em" height="10""#, #"style="width:0" height="10""#,
                     #"width="10" height="10" style="height: -2px""#] {
            let text = "<?xml version=\"1.0\"?><svg \(root)><rect width=\"5\" height=\"5\"/></svg>"
            do {
                _ = try Path(svgDocument: text)
                Issue.record("\(root) drew its rect")
            } catch {
                #expect(error.message.contains("draws nothing"), "\(root): \(error.message)")
            }
        }
        // The error names the line of the svg element.
        do {
            _ = try Path(svgDocument: "<?xml version=\"1.0\"?>\n<!-- a drawing -->\n\n<svg\n  viewBox=\"0 0 0 0\"><rect width=\"5\" height=\"5\"/></svg>")
            Issue.record("drew its rect")
        } catch {
            #expect(error.line == 4)
        }
        // A width that is no length is ignored, as a browser does: the svg is sized as if it had
        // none, and draws (`0abc` counted as zero). Q is a unit (quarter millimetres).
        for root in [#"width="0abc" height="10""#, #"width="10" height="0 px""#, #"width="-0.0.5" height="10""#] {
            let text = "<svg \(root)><rect width=\"5\" height=\"5\"/></svg>"
            expectClose(PathMeasure(try Path(svgDocument: text)).length, 20)
        }
        for root in [#"width="0Q" height="10""#, #"width="10" height="-1vmin""#] {
            #expect(throws: SVGDocumentError.self, "\(root)") { try Path(svgDocument: "<svg \(root)><rect width=\"5\" height=\"5\"/></svg>") }
        }
        // A viewBox with a size draws, and percentages are of it.
        let drawn = try Path(svgDocument: #"<svg viewBox="0 0 10 10" width="0.5"><rect width="50%" height="50%"/></svg>"#)
        expectClose(PathMeasure(drawn).length, 20)
    }

    /// A negative corner radius is invalid and counts as not given: the other one serves.
    @Test func aNegativeCornerRadiusIsNotGiven() throws {
        expectClose(try length(#"<rect width="5" height="5" rx="-2" ry="2"/>"#), 20 - 16 + 2 * .pi * 2)
    }

    /// Percentages are of the root's viewBox (else its width and height): across for x and
    /// widths, down for y and heights, of the normalised diagonal `sqrt((w^2 + h^2) / 2)` for r.
    @Test func percentagesAreOfTheRootsViewport() throws {
        // viewBox 0 0 100 100: a full-size background rect (400 around) and a circle of radius 40.
        expectClose(try length(#"<rect width="100%" height="100%"/><circle cx="50%" cy="50%" r="40"/>"#), 400 + 80 * .pi)
        // 200 x 50 from width and height: 10 % across is 20, down 5; r 10 % of sqrt((200^2 + 50^2) / 2).
        let p = try Path(svgDocument: #"<svg width="200" height="50"><line x1="10%" y1="10%" x2="0" y2="0"/><circle r="10%"/></svg>"#)
        #expect(p.subpaths[0].start == Point(20, 5))
        expectClose(PathMeasure(Path(subpaths: [p.subpaths[1]])).length, 2 * .pi * 0.1 * ((200.0 * 200 + 50 * 50) / 2).squareRoot())
    }

    @Test func lengthsTakeAbsoluteUnits() throws {
        // 96 px to the inch: 1 in, 2.54 cm, 25.4 mm, 72 pt and 6 pc are all 96 px.
        for w in ["1in", "2.54cm", "25.4mm", "72pt", "6pc", "96px", "96"] {
            expectClose(try length(#"<line x2="\#(w)"/>"#), 96, 1e-12, "\(w)")
        }
    }

    @Test func entitiesAndPrefixesAreRead() throws {
        // &#32; is a space; svg:path is a path in the svg namespace.
        let text = #"<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:path d="M&#32;0 0 L 3&#x20;4"/></svg:svg>"#
        expectClose(PathMeasure(try Path(svgDocument: text)).length, 5)
    }

    @Test func badDocumentsSayWhereAndWhat() throws {
        func error(_ text: String) -> SVGDocumentError? {
            do { _ = try Path(svgDocument: text); return nil } catch { return error }
        }
        let d = document(#"<path d="M 0 0 L 10 x"/>"#)
        // With the text before it, as for --path (found by a first-time user).
        #expect(error(d) == SVGDocumentError(line: 3, message: "<path> d: malformed at character 11 (\"x\" after \"M 0 0 L 10 \"): expected a number"))
        // A length says what it is and what was expected ("r: a number ("NaN")" read as garbled;
        // found by a first-time user).
        #expect(error(document(#"<circle r="NaN"/>"#)) == SVGDocumentError(line: 3, message: "<circle> r is \"NaN\": expected a number"))
        #expect(error("<svg>\n<g>\n<line x2=\"1\"/>\n</svg>")?.description
                == "line 4: malformed SVG: expected </g> to end the <g> of line 2, not </svg>")
        #expect(error("<svg>\n<line x2=1/></svg>")?.line == 2)
        #expect(error("<svg><line x2=\"1\"/>")?.message == "malformed SVG: expected </svg> to end the <svg> of line 1")
        #expect(error("<svg>\n<!-- a\n<line x2=\"1\"/>")?.message == "malformed SVG: expected \"-->\" to end the comment of line 2")
        #expect(error("<html><line x2=\"1\"/></html>")?.message.hasPrefix("not an SVG document") == true)
        #expect(error(document("<g/>"))?.message.hasPrefix("the document draws no shape") == true)
        #expect(error(#"<svg><line x2="10%"/></svg>"#)?.message.contains("a percentage needs a viewport to be of") == true)
        #expect(error(document(#"<line x2="2em"/>"#))?.message.contains("needs a font") == true)
        #expect(error(document(#"<line x2="1e999"/>"#))?.message.contains("a finite number") == true)
        #expect(error(document(#"<line transform="rotate(1 2)" x2="1"/>"#))?.message.contains("rotate with 1 or 3 numbers, not 2") == true)
        // Places in points count from the attribute's first character: "0,0 10,0 10" ends at 11.
        #expect(error(document(#"<polyline points="0,0 10,0 10"/>"#))?.message
                == "<polyline> points: malformed at character 11 (the end, after \"0,0 10,0 10\"): expected a number")
        #expect(SVGPathError(offset: 19, expected: "").context(in: "M 0 0 L 10 20 L 30 40 Q") == "(\"4\" after \"… 0 L 10 20 L 30 \")")
        #expect(SVGPathError(offset: 0, expected: "").context(in: "x") == "(\"x\", the first)")
        #expect(SVGPathError(offset: 0, expected: "").context(in: "") == "(the end)")
        // An attribute on a line of its own (as Inkscape writes them) is named by its line.
        #expect(error(document("<path\n  id=\"a\"\n  d=\"M 0 0 L\"/>"))?.line == 5)
        #expect(error(document(#"<line transform="skewx(3)" x2="1"/>"#))?.message.hasSuffix("skewX or skewY, not skewx") == true)
        #expect(error(document(#"<line transform="translate(1 2" x2="1"/>"#))?.message.hasSuffix(#"expected ")" to end translate("#) == true)
        #expect(error(document(##"<use href="#nothing"/>"##))?.message
                .hasSuffix(": the <use> of line 3 refers to \"#nothing\", which is not in the document") == true)
    }

    func error(_ body: String) -> SVGDocumentError? {
        do { _ = try Path(svgDocument: document(body)); return nil } catch { return error }
    }

    /// A use draws what it refers to where it stands: moved by its x and y, inside its own
    /// transform; the original, in defs, is not drawn itself.
    @Test func useDrawsWhatItRefersTo() throws {
        var p = try Path(svgDocument: document(##"<defs><path id="p" d="M 0 0 L 10 0"/></defs><use href="#p" x="5" y="7"/>"##))
        #expect(p.subpaths.count == 1 && p.subpaths[0].start == Point(5, 7) && p.subpaths[0].end == Point(15, 7))
        // Moved by x inside the use's own transform: (0, 0)-(10, 0) -> (1, 0)-(11, 0) -> (2, 0)-(22, 0).
        // xlink:href serves as href, and may refer to an element further on.
        p = try Path(svgDocument: document(##"<use xlink:href="#p" x="1" transform="scale(2)"/><path id="p" d="M 0 0 L 10 0"/>"##))
        #expect(p.subpaths.map(\.start) == [Point(2, 0), Point(0, 0)] && p.subpaths[0].end == Point(22, 0))
        // A group used three times, one use inside the used group of another: 1 + 2 + 2 lines.
        p = try Path(svgDocument: document(##"""
            <defs><g id="two"><line x2="1"/><line y2="1"/></g><g id="four"><use href="#two"/><use href="#two" x="5"/></g></defs>
            <line x2="3"/><use href="#four" y="10"/>
            """##))
        #expect(p.subpaths.count == 5 && p.subpaths[4].start == Point(5, 10) && p.subpaths[4].end == Point(5, 11))
        // What the use draws keeps its own transform, and a hidden original draws nothing.
        p = try Path(svgDocument: document(##"<defs><line id="l" transform="translate(0 3)" x2="1"/></defs><use href="#l" x="2"/><line x2="9"/>"##))
        #expect(p.subpaths[0].start == Point(2, 3) && p.subpaths.count == 2)
        #expect(error(##"<defs><line id="l" style="display:none" x2="1"/></defs><use href="#l"/>"##) != nil)
        #expect(error(##"<line id="l" x2="1" display="none"/><use href="#l"/>"##) != nil)
        #expect(error(##"<defs><line id="l" x2="1"/><use href="#l"/></defs>"##) != nil)
        // A reference to another file, or to nothing, draws nothing (as in a browser).
        #expect(try Path(svgDocument: document(##"<use href="other.svg#p"/><use href="#q"/><line x2="1"/>"##)).subpaths.count == 1)
    }

    /// A used symbol fits its viewBox into the use's width and height: by default scaled alike
    /// along both axes until it fits, and centred.
    @Test func aUsedSymbolFitsItsViewBox() throws {
        func corners(_ aspect: String) throws -> (Point, Point) {
            let p = try Path(svgDocument: document(##"""
                <symbol id="s" viewBox="0 0 10 10" \##(aspect)><rect width="10" height="10"/></symbol>
                <use href="#s" x="20" width="40" height="20"/>
                """##))
            let bounds = Rect(enclosing: p.subpaths[0].segments.map(\.end))!
            return (Point(bounds.minX, bounds.minY), Point(bounds.maxX, bounds.maxY))
        }
        // 10 x 10 into 40 x 20 at (20, 0): scaled by 2, 20 across, centred 10 in.
        #expect(try corners("") == (Point(30, 0), Point(50, 20)))
        #expect(try corners(#"preserveAspectRatio="xMinYMin""#) == (Point(20, 0), Point(40, 20)))
        #expect(try corners(#"preserveAspectRatio="none""#) == (Point(20, 0), Point(60, 20)))
        // slice covers: scaled by 4 (40 x 40), against the right and top edges.
        #expect(try corners(#"preserveAspectRatio="xMaxYMin slice""#) == (Point(20, 0), Point(60, 40)))
        #expect(try corners(#"preserveAspectRatio="nonsense""#) == (Point(30, 0), Point(50, 20)))
        // Meet against the right: 20 across, its right edge on the use's at 60.
        #expect(try corners(#"preserveAspectRatio="xMaxYMax meet""#) == (Point(40, 0), Point(60, 20)))
        // A viewBox that starts away from the origin maps its own corner to the rectangle's.
        let moved = try Path(svgDocument: document(##"""
            <symbol id="s" viewBox="5 5 10 10"><rect x="5" y="5" width="10" height="10"/></symbol>
            <use href="#s" x="20" width="40" height="20"/>
            """##))
        let box = Rect(enclosing: moved.subpaths[0].segments.map(\.end))!
        #expect(box == Rect(minX: 30, minY: 0, maxX: 50, maxY: 20))
        // A use's width and height are a used svg's, in place of its own; its x and y may be
        // percentages of the viewport it is in (the root's 100 x 100).
        var used = try Path(svgDocument: document(##"""
            <defs><svg id="n" width="10" height="10" viewBox="0 0 1 1"><line x2="1"/></svg></defs><use href="#n" x="3" width="50" height="50"/>
            """##))
        #expect(used.subpaths[0].start == Point(3, 0) && used.subpaths[0].end == Point(53, 0))
        used = try Path(svgDocument: document(##"<defs><line id="l" x2="1"/></defs><use href="#l" x="10%" y="20%"/>"##))
        #expect(used.subpaths[0].start == Point(10, 20))
        // Without a width and height the symbol takes the viewport's (the root's 100 x 100).
        let p = try Path(svgDocument: document(##"<symbol id="s" viewBox="0 0 10 10"><line x2="10"/></symbol><use href="#s"/>"##))
        #expect(p.subpaths[0].end == Point(100, 0))
    }

    /// A nested svg fits its viewBox into its own x, y, width and height, and percentages inside
    /// are of its viewBox.
    @Test func aNestedSVGIsAViewport() throws {
        let p = try Path(svgDocument: document(#"<svg x="10" y="10" width="50" height="50" viewBox="0 0 100 100"><circle cx="50" cy="50" r="50"/></svg>"#))
        expectClose(PathMeasure(p).length, 2 * .pi * 25)
        #expect(p.subpaths[0].start == Point(60, 35))
        // 50 % of the inner viewBox's 200 across is 100 (of the root's it would be 50).
        expectClose(try length(#"<svg viewBox="0 0 200 10" width="200" height="10"><line x2="50%"/></svg>"#), 100)
        // Without a viewBox it only moves what it holds; a width of zero draws nothing.
        #expect(try Path(svgDocument: document(#"<svg x="3" y="4"><line x2="1"/></svg>"#)).subpaths[0].start == Point(3, 4))
        #expect(error(#"<svg width="0"><line x2="1"/></svg>"#) != nil)
    }

    /// A use that would draw itself can never end; one that multiplies beyond any memory stops.
    @Test func useThatCannotEndIsAnError() throws {
        #expect(error(##"<g id="g"><use href="#g"/></g>"##)?.message == "<use> href: #g holds this <use>, which would draw it without end")
        #expect(error(##"<use id="u" href="#u"/>"##)?.line == 3)
        #expect(error(##"<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>"##)?.message.contains("without end") == true)
        // Level k is a group of ten uses of level k - 1, and is drawn itself: seven levels
        // would draw 10^7 lines, five draw 1 + 10 + ... + 10^5.
        func levels(_ n: Int) -> String {
            var body = #"<line id="l0" x2="1"/>"#
            for level in 1...n {
                body += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
            }
            return body
        }
        #expect(error(levels(7)) == SVGDocumentError(line: 3, message: "<use> href: the <use> elements draw more than 5000000 segments and elements"))
        // What is drawn is counted by its segments: a path of 2,000 drawn 10^4 times through
        // four levels of ten uses is 20 million segments from a file of 4 KB (found by fuzzing:
        // it took 5 GB), though only some 10^4 elements.
        var long = #"<defs><path id="l0" d="M 0 0 "# + String(repeating: "h1", count: 2_000) + #""/></defs>"#
        for level in 1...4 {
            long += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        #expect(error(long)?.message.hasSuffix("draw more than 5000000 segments and elements") == true)
        // Uses that are never drawn (in defs, or hidden) are not looked at, as in a browser:
        // neither their endless loops nor their multitudes keep the line from being drawn.
        for unused in [##"<defs><g id="a"><use href="#a"/></g></defs>"##, "<defs>\(levels(7))</defs>",
                       "<g display=\"none\">\(levels(7))</g>"] {
            #expect(try Path(svgDocument: document(unused + #"<line x2="1"/>"#)).subpaths.count == 1)
        }
        #expect(try Path(svgDocument: document(levels(5))).subpaths.count == 111_111)
        // A chain of uses, each drawing the next, goes 100 deep, whichever way it is written.
        func chain(_ n: Int, reversed: Bool = false) -> String {
            var links = (1...n).map { k in "<g id=\"c\(k)\"><use href=\"#c\(k - 1)\"/></g>" }
            if reversed { links.reverse() }
            return #"<defs><line id="c0" x2="1"/>"# + links.joined() + "</defs><use href=\"#c\(n)\"/>"
        }
        for reversed in [false, true] {
            #expect(try Path(svgDocument: document(chain(99, reversed: reversed))).subpaths.count == 1)
            #expect(error(chain(100, reversed: reversed))?.message.hasSuffix("more than 100 <use> elements draw one another") == true)
        }
    }
}
