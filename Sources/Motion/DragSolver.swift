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
///    move the handle continuously and it stays on its own branch through a crossing.
/// 2. *Jump* only when that is unambiguous: when the global nearest point is closer than the
///    descended one by more than `jumpMargin`, the handle is stuck behind a hill (a flick), and it
///    goes to the global nearest point.
public struct DragSolver: Sendable {
    /// How much closer (in px) the global nearest point must be before the handle leaves the
    /// point it reaches by sliding. About a handle's diameter: a pointer this far from the
    /// handle's branch is clearly asking for somewhere else.
    public var jumpMargin: Double

    public init(jumpMargin: Double = 30) {
        self.jumpMargin = jumpMargin
    }

    /// The place on the path for the handle, now at arc length `s`, when the user wants it at `desired`.
    ///
    /// - Complexity: proportional to the length slid; the global query runs only when the
    ///   descended point is more than `jumpMargin` from `desired`.
    public func solve(_ measure: PathMeasure, from s: Double, toward desired: Point) -> PathNearest {
        jumpIfClearlyNearer(measure, local: measure.nearest(to: desired, descendingFrom: s), toward: desired)
    }

    /// ``solve(_:from:toward:)-(_,Double,_)`` for a handle that keeps its ``PathLocation``: the
    /// usual case, a pointer event whose answer lies on the handle's own segment, then costs a
    /// closed form or a few Newton steps (see ``PathMeasure/nearest(to:descendingFrom:)-(_,PathLocation)``).
    ///
    /// - Complexity: as ``solve(_:from:toward:)-(_,Double,_)``, without inverting an arc length.
    public func solve(_ measure: PathMeasure, from location: PathLocation, toward desired: Point) -> PathNearest {
        jumpIfClearlyNearer(measure, local: measure.nearest(to: desired, descendingFrom: location), toward: desired)
    }

    /// `local`, or the global nearest point when that is nearer by more than `jumpMargin`.
    private func jumpIfClearlyNearer(_ measure: PathMeasure, local: PathNearest, toward desired: Point) -> PathNearest {
        guard local.distance > jumpMargin else { return local }
        let global = measure.nearest(to: desired)
        return global.distance < local.distance - jumpMargin ? global : local
    }
}
