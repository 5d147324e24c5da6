import CChipmunk
import Geometry

/// Contacts, read from Chipmunk's arbiters after a step.
extension World {
    /// Every contact from the last step: each pair once, body pairs by ascending id, then walls.
    ///
    /// - Complexity: O(n + c) in the number of bodies and contacts.
    public var contacts: [Contact] {
        final class Collector {
            var contacts: [Contact] = []
            var current = 0
        }
        let collector = Collector()
        let context = Unmanaged.passUnretained(collector).toOpaque()
        for e in entries {
            collector.current = e.id.rawValue
            cpBodyEachArbiter(e.body, { _, arbiter, data in
                guard let arbiter, let data else { return }
                let collector = Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
                var a: OpaquePointer?, b: OpaquePointer?
                cpArbiterGetBodies(arbiter, &a, &b)
                // The iterated body is `a`. Its partner is a body (with an id) or a wall (none).
                let other = b.map { Int(bitPattern: cpBodyGetUserData($0)) } ?? 0
                guard other == 0 || other > collector.current else { return }
                let n = Vector(cpArbiterGetNormal(arbiter))
                for i in 0..<cpArbiterGetCount(arbiter) {
                    let pa = Point(cpArbiterGetPointA(arbiter, i)), pb = Point(cpArbiterGetPointB(arbiter, i))
                    collector.contacts.append(Contact(
                        first: BodyID(rawValue: collector.current),
                        second: other == 0 ? nil : BodyID(rawValue: other),
                        point: pa.midpoint(pb), normal: n, depth: -cpArbiterGetDepth(arbiter, i)))
                }
            }, context)
        }
        return collector.contacts
    }
}
