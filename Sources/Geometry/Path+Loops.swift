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

    /// The path with each open subpath that starts where the open subpath before it ends (within
    /// a billionth of the path's extent) joined onto that one: one stroke, as it is drawn.
    ///
    /// SVG exports often cut a stroke into pieces, each with its own `M` at the point where the
    /// last one ended (or write two `line`s that share an end). A walk along the path stops at
    /// the end of a subpath; joined, it goes on. (A drag stopped at such a joint until the
    /// pointer was 15 px past it, then jumped there; found by a first-time user.) Pieces that
    /// meet otherwise, end to end or start to start, are left apart: joining those would turn
    /// one round.
    ///
    /// - Complexity: O(n) in the number of segments.
    public func joiningContinuations() -> Path {
        guard subpaths.count > 1, let bounds, case let extent = max(bounds.width, bounds.height), extent > 0 else { return self }
        var joined: [Subpath] = []
        for subpath in subpaths {
            if let last = joined.last, !last.isClosed, !subpath.isClosed, !last.segments.isEmpty, !subpath.segments.isEmpty,
               subpath.start.distance(to: last.end) <= 1e-9 * extent {
                joined[joined.count - 1].segments += subpath.segments
            } else {
                joined.append(subpath)
            }
        }
        return Path(subpaths: joined)
    }
}
