import Geometry

/// The constants of a ``World``. Defaults suit shapes of 20-100 px in a desktop window.
public struct WorldConfiguration: Hashable, Sendable {
    /// Gravity when it is switched on, px/s² (UIKit's 1.0 gravity is 1000 points/s²).
    public var gravity = Vector(0, 1000)
    /// The fraction of velocity a free body keeps after one second (0.5: half). Without it a
    /// noise field would speed bodies up without end.
    public var damping = 0.5
    /// Solver iterations per step.
    public var iterations = 10
    public var friction = 0.5
    /// Bounciness of a collision, between two bodies or a body and a wall: 0 stops dead, 1
    /// bounces back at full speed. (Chipmunk multiplies the two surfaces' own: each gets the
    /// square root. Given to each as it was, 0.4 bounced back at 0.16 of the speed; found by a
    /// first-time user.)
    public var elasticity = 0.4

    /// The elasticity of each surface, which Chipmunk multiplies in a collision.
    var surfaceElasticity: Double { elasticity.squareRoot() }
    /// The thickness of the walls beyond the bounds. A body dragged hard into a thin wall can be
    /// pushed through it in one step; 200 px and more held in every trial.
    public var wallThickness = 400.0
    /// No body moves faster than this (px/s), however hard it is thrown.
    public var speedLimit = 6000.0
    /// No body turns faster than this (radians per second).
    public var angularSpeedLimit = 40.0
    /// The most the grab joint pulls with, per unit of mass (px/s²).
    public var grabForcePerMass = 50_000.0
    /// Whether a held body still collides with the other bodies. False is the original's way:
    /// it passes over the others (it still stays inside the walls).
    public var collidesWhileGrabbed = true
    /// The fixed simulation step, seconds. Results depend on the inputs and their times only,
    /// never on how the frames that ask for them are spaced.
    public var substep = 1.0 / 120
    /// At most this many steps per ``World/advance(to:)``; time beyond it is dropped (after the
    /// app was suspended, say) rather than simulated in one long burst. `Int.max` drops none:
    /// for simulated time, where no one waits for the burst.
    public var maximumStepsPerAdvance = 30
    /// A world holds at most this many bodies; ``World/add(_:at:angle:velocity:)`` refuses more.
    public var maximumBodies = 20_000
    /// Bodies cover at most this fraction of the interior: the walls stand back beyond the
    /// bounds (a window made small, many bodies added) to leave this much room. Tightly packed
    /// bodies press into each other without end and slow every step down.
    public var maximumPacking = 0.5

    public init() {}
}
