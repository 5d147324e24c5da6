import Geometry

/// Where a handle constrained to a path should go when the user wants it at some point.
///
/// The original demo walked 1 px samples greedily: it could stop half a pixel off the path and
/// get stuck at a local minimum after a fast flick. A pure global nearest-point solver has the
/// opposite failure: at the figure-8's crossing, or on its symmetry line, it flips to the other
/// branch. This solver combines the two, exactly:
///
/// 1. *Descend*: from the handle's place, move along the path while the distance to the
///    desired point falls (``PathMeasure/nearest(to:descendingFrom:)``), so small pointer moves
///    move the handle continuously and it stays on its own branch through a crossing; and look
///    past the corners within `cornerReach` of where the handle was or of where that stops
///    (``PathMeasure/nearest(to:descendingFrom:pastCornersWithin:perDistance:whileWithin:)``;
///    further for a pointer off the path, see ``cornerReachPerDistance``), so the handle goes
///    round the tip of a star with the pointer instead of waiting behind it.
/// 2. *Jump* only when that is unambiguous: the pointer is off the handle (farther than
///    `holdRadius` from the descended point) and the global nearest point is clearly nearer:
///    within `jumpRatio` of the descended distance, or nearer by more than `jumpMargin` and
///    within `jumpMarginRatio` of it. Then the handle was stuck behind a hill (a flick, or a
///    pointer dragged toward another part of the path) and it goes to the global nearest point.
///    A pointer equally near two branches (the figure-8's crossing, its symmetry line) never
///    flips it, nor one far off the path that is a little nearer to another branch.
public struct DragSolver: Hashable, Sendable {
    /// While the pointer is this close (px) to the point the handle slides to, the handle does
    /// not jump to another branch whatever else is near (it may still go on past a corner of its
    /// own, see ``cornerReachPerDistance``): about a handle's radius.
    public var holdRadius: Double
    /// The global nearest point wins when its distance is below this fraction of the slid one.
    public var jumpRatio: Double
    /// ... or when it is nearer by more than this many px,
    public var jumpMargin: Double
    /// ... and below this fraction of the slid distance: far from the path, a margin is no clear
    /// difference (a pointer 600 px off the figure-8's top lobe, 31 px nearer to the bottom one,
    /// flipped the handle there).
    public var jumpMarginRatio: Double
    /// How far along the path (px) from the handle's place, or from where the descent stops, a
    /// corner is looked past (zero: never).
    public var cornerReach: Double
    /// ... and for a pointer off the path, but within ``holdRadius`` (where no jump takes the
    /// handle over), this many times its distance from where the descent stops: a pointer that
    /// went round a sharp corner in one move lies on the far leg as far past the corner as that
    /// (1.7 times at 30 degrees, 5.7 at 10). (The handle stayed on the near leg, 26 px short of
    /// a 30-degree corner, with the pointer on the far leg, 15 px off; found by a first-time user.)
    public var cornerReachPerDistance = 6.0

    /// A solver with the given thresholds (see the properties); the defaults suit a pointer
    /// dragging a handle about 15 px in radius.
    public init(holdRadius: Double = 15, jumpRatio: Double = 0.5, jumpMargin: Double = 30,
                jumpMarginRatio: Double = 0.8, cornerReach: Double = 15) {
        self.holdRadius = holdRadius
        self.jumpRatio = jumpRatio
        self.jumpMargin = jumpMargin
        self.jumpMarginRatio = jumpMarginRatio
        self.cornerReach = cornerReach
    }

    /// The place on the path for the handle, now at arc length `s`, when the user wants it at `desired`.
    ///
    /// - Complexity: proportional to the length slid; the global query runs only when the
    ///   descended point is more than `holdRadius` from `desired`.
    public func solve(_ measure: PathMeasure, from s: Double, toward desired: Point) -> PathNearest {
        solve(measure, from: measure.location(atLength: s), toward: desired)
    }

    /// ``solve(_:from:toward:)-(_,Double,_)`` for a handle that keeps its ``PathLocation``: the
    /// usual case, a pointer event whose answer lies on the handle's own segment, then costs a
    /// closed form or a few Newton steps (see ``PathMeasure/nearest(to:descendingFrom:)-(_,PathLocation)``).
    ///
    /// - Complexity: as ``solve(_:from:toward:)-(_,Double,_)``, without inverting an arc length.
    public func solve(_ measure: PathMeasure, from location: PathLocation, toward desired: Point) -> PathNearest {
        // (Not through ``solveTellingJumps``: telling a jump compares two places, work every
        // pointer event would pay for when only a release's speed needs it.)
        choose(slide(measure, from: location, toward: desired), measure, desired)
    }

    /// The descent from `location` toward `desired`, past the corners within reach (see
    /// ``cornerReach`` and ``cornerReachPerDistance``).
    @inline(__always)
    func slide(_ measure: PathMeasure, from location: PathLocation, toward desired: Point) -> PathNearest {
        measure.nearest(to: desired, descendingFrom: location, pastCornersWithin: cornerReach,
                        perDistance: cornerReach > 0 ? cornerReachPerDistance : 0, whileWithin: holdRadius)
    }

    /// ``solve(_:from:toward:)-(_,PathLocation,_)``, and whether the handle jumped there (to the
    /// global nearest point, over a hill or to another branch) rather than slid: a jump is no
    /// motion along the path, for a release's speed.
    public func solveTellingJumps(_ measure: PathMeasure, from location: PathLocation,
                                  toward desired: Point) -> (nearest: PathNearest, jumped: Bool) {
        let local = slide(measure, from: location, toward: desired)
        let chosen = choose(local, measure, desired)
        return (chosen, chosen.location != local.location)
    }

    /// Whether the global nearest point should replace the descended one (see the type's notes).
    ///
    /// Only a global point nearer than the larger of `jumpRatio * local` and the smaller of
    /// `local - jumpMargin` and `jumpMarginRatio * local` can win, so the search is bounded by
    /// that distance from its start
    /// (``PathMeasure/nearest(to:within:)``): it need not find the exact nearest point of a
    /// path that has none near enough to matter.
    func choose(_ local: PathNearest, _ measure: PathMeasure, _ desired: Point) -> PathNearest {
        guard local.distance > holdRadius else { return local }
        // Nearer than this is exactly "within the ratio, or by the margin and the margin's ratio".
        let d = local.distance
        let threshold = max(d * jumpRatio, min(d - jumpMargin, d * jumpMarginRatio))
        return measure.nearest(to: desired, within: threshold) ?? local
    }
}
