/// A bounding-volume hierarchy over a list of boxes, for nearest-point searches: a binary tree
/// whose every node holds a box enclosing the boxes below it, with at most ``leafSize`` items
/// per leaf.
///
/// The items are sorted by the Morton (Z-curve) code of their box centres, and the tree is built
/// over that list by splitting each node where the highest bit in which its codes differ turns
/// over: its children are the two halves of a cell of a quadtree over the centres' bounds.
/// Building costs a radix sort and one pass; a median split found by selection would cost
/// several times more (in unpredictable branches) for trees that answer no faster. The tree is
/// stored flat, in depth-first order: a node's first child is the node right after it.
///
/// A search visits the leaves nearest first and skips every node whose box is no nearer than
/// the best answer so far: `|box - p|` is a lower bound for the distance to anything inside.
struct BoxTree: Sendable {
    struct Node: Sendable {
        /// Encloses the boxes of every item below the node.
        var box: Rect
        /// For a leaf, the index in ``items`` of its first item; for an inner node, the index of
        /// its second child (the first is the next node).
        var first: Int32
        /// For a leaf, its number of items (at least 1); 0 for an inner node.
        var count: Int32
    }

    /// At most this many items per leaf.
    static let leafSize = 4

    /// The nodes, root first (none when there are no boxes).
    private(set) var nodes: [Node] = []
    /// Item indices (into the boxes given), leaf by leaf.
    private(set) var items: [Int32] = []

    /// A tree over `boxes`, whose indices are the items. Boxes with infinite sides are fine; a
    /// box whose centre is not finite is placed at the others' lower corner. Items are 32-bit:
    /// `Int32.max` boxes or more (beyond any path that fits in memory) leave the tree empty.
    ///
    /// - Complexity: O(n): five counting passes to sort, and the build, which searches each
    ///   node's split point in O(log n).
    init(boxes: [Rect]) {
        guard !boxes.isEmpty, boxes.count < Int(Int32.max) else { return }
        let keys = Self.mortonSorted(boxes)
        items = keys.map { Int32(truncatingIfNeeded: $0) }
        // Every leaf holds an item, so there are at most n leaves and 2n - 1 nodes; built in a
        // buffer that large, and kept in an array of the size used (typically n/2 or so).
        let buffer = UnsafeMutableBufferPointer<Node>.allocate(capacity: 2 * boxes.count - 1)
        defer { buffer.deallocate() }
        var count = 0
        keys.withUnsafeBufferPointer { keys in
            boxes.withUnsafeBufferPointer { boxes in
                _ = Self.build(buffer, &count, keys, boxes, 0, keys.count)
            }
        }
        nodes = Array(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }

    /// What a search carries from leaf to leaf: at least the bound it prunes against.
    protocol SearchState {
        /// Nodes whose box is no nearer than this (squared distance) are skipped.
        var bound: Double { get }
    }

    /// Calls `visit` with the items of every leaf whose box is nearer to `p` than
    /// `state.bound` is (squared distances), nearer leaves first as far as the tree tells, and
    /// the position of the leaf's first item in ``items`` (so that data kept in the items' order
    /// can be read beside them). `visit` may lower the bound, and later nodes are judged against
    /// the lowered value. It updates `state` rather than variables it captures: a captured
    /// variable is checked for exclusive access at run time on every use, which in the
    /// nearest-point search cost more than walking the tree.
    ///
    /// - Complexity: O(log n) per leaf visited, plus the nodes pruned on the way.
    func search<State: SearchState>(
        from p: Point, _ state: inout State,
        _ visit: (_ leafItems: UnsafeBufferPointer<Int32>, _ position: Int, _ state: inout State) -> Void
    ) {
        guard !nodes.isEmpty else { return }
        // Depth-first, nearer child first; the farther child waits on the stack with its box
        // distance, and is dropped when popped if the bound has fallen below it. The stack holds
        // at most one node per level, and there are fewer than 64 (see `build`).
        withUnsafeTemporaryAllocation(of: (node: Int32, distance: Double).self, capacity: 64) { stack in
            nodes.withUnsafeBufferPointer { nodes in
                items.withUnsafeBufferPointer { items in
                    var top = 0
                    var node = 0
                    if nodes[0].box.squaredDistance(to: p) >= state.bound { return }
                    while true {
                        let n = nodes[node]
                        if n.count > 0 {
                            visit(UnsafeBufferPointer(rebasing: items[Int(n.first)..<Int(n.first + n.count)]), Int(n.first), &state)
                        } else {
                            let (a, b) = (node + 1, Int(n.first))
                            let da = nodes[a].box.squaredDistance(to: p), db = nodes[b].box.squaredDistance(to: p)
                            let (near, far, dNear, dFar) = da <= db ? (a, b, da, db) : (b, a, db, da)
                            if dFar < state.bound {
                                stack[top] = (Int32(far), dFar)
                                top += 1
                            }
                            if dNear < state.bound {
                                node = near
                                continue
                            }
                        }
                        // Next: the most recent waiting node still nearer than the bound.
                        var next = -1
                        while top > 0 {
                            top -= 1
                            if stack[top].distance < state.bound {
                                next = Int(stack[top].node)
                                break
                            }
                        }
                        if next < 0 { return }
                        node = next
                    }
                }
            }
        }
    }

    /// The indices of `boxes` sorted by the Morton code of their centres: the centres scaled to
    /// 16-bit integers within their common bounds, the bits of `x` and `y` interleaved. Sorted by
    /// least significant digit first, 8 bits at a time; ties keep index order.
    static func mortonSorted(_ boxes: [Rect]) -> [UInt64] {
        let n = boxes.count
        func center(_ b: Rect) -> SIMD2<Double> { SIMD2(0.5 * (b.minX + b.maxX), 0.5 * (b.minY + b.maxY)) }
        var low = SIMD2(Double.infinity, .infinity), high = -low
        for b in boxes {
            let c = center(b)
            if c.x.isFinite && c.y.isFinite {
                low = pointwiseMin(low, c)
                high = pointwiseMax(high, c)
            }
        }
        if !(low.x <= high.x) { (low, high) = (.zero, .zero) }
        let extent = high - low
        let scale = SIMD2(extent.x > 0 ? 65535 / extent.x : 0, extent.y > 0 ? 65535 / extent.y : 0)
        // Key in the high 32 bits, index in the low: one array to sort, ties by index.
        var keys = [UInt64](unsafeUninitializedCapacity: n) { keys, count in
            for i in 0..<n {
                var c = center(boxes[i])
                if !(c.x.isFinite && c.y.isFinite) { c = low }
                // In [0, 65535] whatever rounding does; the comparisons also catch NaN.
                let q = (c - low) * scale
                let x = q.x >= 0 ? UInt64(min(q.x, 65535)) : 0, y = q.y >= 0 ? UInt64(min(q.y, 65535)) : 0
                keys[i] = (spreadBits(x) | spreadBits(y) << 1) << 32 | UInt64(i)
            }
            count = n
        }
        // A short list sorts faster by comparison than by four counting passes over 256 buckets
        // each (a path of one arc, made per click in the arc scene, spent most of its measure here).
        if n <= 64 {
            keys.sort()
            return keys
        }
        var sorted = [UInt64](repeating: 0, count: n)
        // The four digits' counts in one pass, then one scattering pass per digit.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * 256) { counts in
            counts.initialize(repeating: 0)
            keys.withUnsafeBufferPointer { keys in
                for key in keys {
                    let code = Int(truncatingIfNeeded: key &>> 32)
                    counts[code & 255] &+= 1
                    counts[256 + (code &>> 8) & 255] &+= 1
                    counts[512 + (code &>> 16) & 255] &+= 1
                    counts[768 + (code &>> 24) & 255] &+= 1
                }
            }
            for pass in 0..<4 {
                let shift = UInt64(32 + 8 * pass)
                var total = 0
                for k in 256 * pass..<256 * (pass + 1) { (counts[k], total) = (total, total &+ counts[k]) }
                keys.withUnsafeBufferPointer { keys in
                    sorted.withUnsafeMutableBufferPointer { sorted in
                        for key in keys {
                            let digit = 256 * pass + Int((key &>> shift) & 255)
                            sorted[counts[digit]] = key
                            counts[digit] &+= 1
                        }
                    }
                }
                swap(&keys, &sorted)
            }
        }
        return keys
    }

    /// The 16 low bits of `v` moved to the even bit positions (bit `k` to bit `2k`).
    private static func spreadBits(_ v: UInt64) -> UInt64 {
        var x = v & 0xFFFF
        x = (x | x << 8) & 0x00FF_00FF
        x = (x | x << 4) & 0x0F0F_0F0F
        x = (x | x << 2) & 0x3333_3333
        x = (x | x << 1) & 0x5555_5555
        return x
    }

    /// Builds the subtree over the items of `keys[lo..<hi]` (Morton code in the high 32 bits,
    /// item in the low), writing its nodes depth first from `nodes[count]` on, and returns the
    /// index of its root.
    ///
    /// A node splits where the highest bit in which its codes differ turns from 0 to 1, so each
    /// child covers one cell of a quadtree on the centres' bounds, and boxes stay tight; items
    /// with equal codes are halved. Each split by a bit leaves only lower bits to differ, so the
    /// depth is at most 32 plus `log2(n)`.
    private static func build(_ nodes: UnsafeMutableBufferPointer<Node>, _ count: inout Int,
                              _ keys: UnsafeBufferPointer<UInt64>, _ boxes: UnsafeBufferPointer<Rect>,
                              _ lo: Int, _ hi: Int) -> Int {
        let node = count
        count += 1
        if hi - lo <= leafSize {
            var box = boxes[Int(UInt32(truncatingIfNeeded: keys[lo]))]
            for k in lo + 1..<hi { box = box.union(boxes[Int(UInt32(truncatingIfNeeded: keys[k]))]) }
            nodes.initializeElement(at: node, to: Node(box: box, first: Int32(lo), count: Int32(hi - lo)))
            return node
        }
        var mid = (lo + hi) / 2
        let differing = (keys[lo] ^ keys[hi - 1]) >> 32
        if differing != 0 {
            // The first key with the highest differing bit set (the keys are sorted).
            let bit = UInt64(1) << (32 + 63 - UInt64(differing.leadingZeroBitCount))
            var (a, b) = (lo + 1, hi - 1)
            while a < b {
                let m = (a + b) / 2
                if keys[m] & bit != 0 { b = m } else { a = m + 1 }
            }
            mid = a
        }
        let left = build(nodes, &count, keys, boxes, lo, mid)
        let right = build(nodes, &count, keys, boxes, mid, hi)
        nodes.initializeElement(at: node, to: Node(box: nodes[left].box.union(nodes[right].box),
                                                   first: Int32(right), count: 0))
        return node
    }
}
