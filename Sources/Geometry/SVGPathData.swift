extension Path {
    /// Parses SVG path data, the language of the `d` attribute (SVG 1.1 section 8.3, SVG 2).
    ///
    /// Every command is read, absolute (uppercase) and relative (lowercase): `M L H V C S Q T A Z`.
    /// Numbers after a command's arguments repeat it (after `M`/`m` they are `L`/`l`). `S` and `T`
    /// mirror the previous control point of a `C`/`S` or `Q`/`T`. `Z` returns to the subpath's
    /// start, where a following command without `M` continues. `A` arcs become exact ``Arc``s
    /// (SVG 1.1 appendix F.6.5, radii too small for the chord scaled up as F.6.6 says); an arc
    /// with a zero radius is a straight line, one ending where it starts is left out.
    ///
    /// Empty or all-whitespace data is the empty path.
    ///
    /// ```swift
    /// let p = try Path(svgPathData: "M 0 0 h 10 a 5 5 0 0 1 0 10 z")
    /// // a line, a half circle, a closing line
    /// ```
    ///
    /// - Throws: ``SVGPathError`` for malformed data, with the offset (in Unicode scalars) of the
    ///   first character that does not fit and what would have fitted; also for numbers that do
    ///   not fit in a `Double` (such as `1e999`) and coordinates that overflow.
    /// - Complexity: O(n) in the length of the data.
    public init(svgPathData: String) throws(SVGPathError) {
        var parser = SVGPathParser(svgPathData)
        self = try parser.parse()
    }

    /// SVG path data for this path, with numbers printed so they read back exactly.
    ///
    /// `M` starts each subpath, `L`, `Q`, `C` write the segments, `Z` closes (the closing line
    /// that ``close()`` added is left to `Z`). An arc becomes one `A` command, or a few when
    /// one cannot express it well (see ``Arc/svgSubarcs``): a full circle is two. Sheared arcs
    /// are written with their principal semi-axes. Reading the data back with
    /// ``init(svgPathData:)`` gives the same curves to rounding (an arc may come back cut in
    /// pieces or with equivalent parameters). Non-finite coordinates are printed as Swift prints
    /// them (`nan`, `inf`), which no reader accepts.
    ///
    /// - Complexity: O(n) in the number of segments.
    public var svgPathData: String {
        var writer = SVGPathWriter()
        writer.write(self)
        return writer.output
    }
}
