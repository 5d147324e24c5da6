extension Path {
    /// The path with each open subpath that ends where it starts closed, as ``close()`` closes it.
    ///
    /// SVG path data often draws a loop without `Z`: a circle as two arcs, a shape traced back
    /// to its first point. Such a subpath is open, so a walk along it stops at the point where
    /// its ends meet; closed, it goes on round. Ends count as meeting when they lie within a
    /// billionth of the subpath's extent of each other, the share a measure already looks past
    /// (rounding in exported data), so any closing line added is no more than a sliver.
    ///
    /// - Complexity: O(n) in the number of segments.
    public func closingLoops() -> Path {
        Path(subpaths: subpaths.map { subpath in
            guard !subpath.isClosed, !subpath.segments.isEmpty,
                  let bounds = Path(subpaths: [subpath]).bounds,
                  case let extent = max(bounds.width, bounds.height), extent > 0,
                  subpath.end.distance(to: subpath.start) <= 1e-9 * extent else { return subpath }
            var loop = Path(subpaths: [subpath])
            loop.close()
            return loop.subpaths[0]
        })
    }
}
