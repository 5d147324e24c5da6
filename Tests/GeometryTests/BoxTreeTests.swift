@testable import Geometry
import Testing

/// The tree of boxes behind the global nearest point. (Internal API, hence `@testable`.)
@Suite struct BoxTreeTests {
    /// Checks the tree's invariants: every item in exactly one leaf, leaves of 1 to `leafSize`
    /// items, every box enclosing what is below it, depth under 64 (the search's stack).
    func checkInvariants(_ tree: BoxTree, _ boxes: [Rect], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(tree.items.sorted() == (0..<Int32(boxes.count)).map { $0 }, sourceLocation: sourceLocation)
        guard !boxes.isEmpty else {
            #expect(tree.nodes.isEmpty, sourceLocation: sourceLocation)
            return
        }
        func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
            outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
        }
        var leafItems = 0, maxDepth = 0
        // Walks the subtree at `node`; returns the index after it.
        func walk(_ node: Int, depth: Int) -> Int {
            maxDepth = max(maxDepth, depth)
            let n = tree.nodes[node]
            if n.count > 0 {
                #expect(n.count <= BoxTree.leafSize, sourceLocation: sourceLocation)
                #expect(Int(n.first) == leafItems, "leaves in depth-first order", sourceLocation: sourceLocation)
                for k in Int(n.first)..<Int(n.first + n.count) {
                    #expect(encloses(n.box, boxes[Int(tree.items[k])]), sourceLocation: sourceLocation)
                }
                leafItems += Int(n.count)
                return node + 1
            }
            let afterLeft = walk(node + 1, depth: depth + 1)
            #expect(afterLeft == Int(n.first), "second child right after the first subtree", sourceLocation: sourceLocation)
            #expect(encloses(n.box, tree.nodes[node + 1].box) && encloses(n.box, tree.nodes[Int(n.first)].box),
                    sourceLocation: sourceLocation)
            return walk(Int(n.first), depth: depth + 1)
        }
        #expect(walk(0, depth: 1) == tree.nodes.count, sourceLocation: sourceLocation)
        #expect(leafItems == boxes.count, sourceLocation: sourceLocation)
        #expect(maxDepth < 64, sourceLocation: sourceLocation)
    }

    func randomBoxes(_ count: Int, _ random: inout SeededRandom, size: Double = 1000) -> [Rect] {
        (0..<count).map { _ in
            let a = random.point(in: size)
            return Rect(x: a.x, y: a.y, width: random.next() * 50, height: random.next() * 50)
        }
    }

    /// A tree over `count` boxes from ``randomBoxes(_:_:size:)``, and those boxes.
    func randomTree(_ count: Int, _ random: inout SeededRandom) -> (boxes: [Rect], tree: BoxTree) {
        let boxes = randomBoxes(count, &random)
        return (boxes, BoxTree(boxes: boxes))
    }

    /// A query point around ``randomBoxes(_:_:size:)``'s boxes, up to 200 beyond them on every side.
    func randomQuery(_ random: inout SeededRandom) -> Point {
        Point(random.next() * 1400 - 200, random.next() * 1400 - 200)
    }

    @Test func randomBoxesMakeAValidTree() {
        var random = SeededRandom(seed: 1)
        for count in [0, 1, 2, 3, 4, 5, 7, 8, 9, 31, 100, 1000, 5000] {
            let boxes = randomBoxes(count, &random)
            checkInvariants(BoxTree(boxes: boxes), boxes)
        }
    }

    @Test func identicalAndDegenerateBoxesMakeAValidTree() {
        let same = [Rect](repeating: Rect(x: 3, y: 4, width: 5, height: 6), count: 10_000)
        checkInvariants(BoxTree(boxes: same), same)
        let points = (0..<1000).map { Rect(x: Double($0 % 7), y: 0, width: 0, height: 0) }
        checkInvariants(BoxTree(boxes: points), points)
        // Infinite and NaN sides, and boxes a whole float range apart.
        let odd = [Rect(minX: -.infinity, minY: 0, maxX: 5, maxY: 5), Rect(minX: .nan, minY: .nan, maxX: .nan, maxY: .nan),
                   Rect(x: 1e300, y: -1e300, width: 1, height: 1), Rect(x: 0, y: 0, width: 1, height: 1),
                   Rect(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity), Rect(x: 2, y: 2, width: 0, height: 0)]
        let tree = BoxTree(boxes: odd)
        #expect(tree.items.sorted() == (0..<Int32(odd.count)).map { $0 })
    }

    @Test func clusteredBoxesStayShallowEnoughForTheSearch() {
        // Centres a tiny distance apart beside one far away: the Morton codes of the cluster
        // are all equal, and the tree halves it instead.
        var boxes = (0..<4000).map { Rect(x: 1e-9 * Double($0), y: 0, width: 1, height: 1) }
        boxes.append(Rect(x: 1e6, y: 1e6, width: 1, height: 1))
        checkInvariants(BoxTree(boxes: boxes), boxes)
    }

    /// A search state that is its bound alone.
    struct Bound: BoxTree.SearchState {
        var bound: Double
    }

    @Test func searchVisitsExactlyTheLeavesNearerThanTheBound() {
        var random = SeededRandom(seed: 2)
        let (boxes, tree) = randomTree(3000, &random)
        for _ in 0..<50 {
            let p = randomQuery(&random)
            let limit = random.next() * 200 * 200
            var bound = Bound(bound: limit), visited: [Int32] = []
            tree.search(from: p, &bound) { leaf, _, _ in visited.append(contentsOf: leaf) }
            // Without the bound lowered, every leaf whose box is nearer is visited, once.
            let expected = tree.nodes.filter { $0.count > 0 && $0.box.squaredDistance(to: p) < limit }
                .flatMap { tree.items[Int($0.first)..<Int($0.first + $0.count)] }
            #expect(visited.sorted() == expected.sorted())
            // And every item whose own box is nearer is among them.
            for i in boxes.indices where boxes[i].squaredDistance(to: p) < limit {
                #expect(visited.contains(Int32(i)))
            }
        }
    }

    @Test func searchFindsTheNearestBoxAsABranchAndBound() {
        var random = SeededRandom(seed: 3)
        let (boxes, tree) = randomTree(2000, &random)
        for _ in 0..<100 {
            let p = randomQuery(&random)
            var state = Bound(bound: .infinity), visits = 0
            tree.search(from: p, &state) { leaf, _, state in
                visits += 1
                for i in leaf { state.bound = min(state.bound, boxes[Int(i)].squaredDistance(to: p)) }
            }
            #expect(state.bound == boxes.map { $0.squaredDistance(to: p) }.min())
            #expect(visits < 60, "visited \(visits) leaves")
        }
    }

    /// A search state beyond the bound: the nearest item so far, as the nearest-point search keeps.
    struct NearestItem: BoxTree.SearchState {
        var bound = Double.infinity
        var item: Int32 = -1
    }

    @Test func searchWithAStateTellsWhereEachLeafsItemsSit() {
        var random = SeededRandom(seed: 4)
        let (boxes, tree) = randomTree(1500, &random)
        for _ in 0..<60 {
            let p = randomQuery(&random)
            var state = NearestItem()
            tree.search(from: p, &state) { leaf, position, state in
                for k in leaf.indices {
                    #expect(tree.items[position + k] == leaf[k])
                    let d = boxes[Int(leaf[k])].squaredDistance(to: p)
                    if d < state.bound { (state.bound, state.item) = (d, leaf[k]) }
                }
            }
            let nearest = boxes.map { $0.squaredDistance(to: p) }.min() ?? .infinity
            #expect(state.bound == nearest)
            #expect(state.item >= 0 && boxes[Int(state.item)].squaredDistance(to: p) == nearest)
        }
    }

    /// Short lists are sorted by comparison, long ones by counting passes: both give the Morton
    /// order, written out here bit by bit (x in the even bits, y in the odd), ties by index.
    @Test(arguments: [1, 2, 63, 64, 65, 300])
    func mortonOrderAtEverySize(count: Int) {
        var random = SeededRandom(seed: UInt64(count))
        // Centres on a coarse grid, so that equal codes (ties) occur.
        let boxes = (0..<count).map { _ in
            Rect(x: (random.next() * 8).rounded(.down) * 10, y: (random.next() * 8).rounded(.down) * 10, width: 0, height: 0)
        }
        let xs = boxes.map(\.minX), ys = boxes.map(\.minY)
        let (lowX, lowY) = (xs.min()!, ys.min()!), (spanX, spanY) = (xs.max()! - lowX, ys.max()! - lowY)
        func code(_ i: Int) -> UInt64 {
            let x = spanX > 0 ? UInt64((xs[i] - lowX) / spanX * 65535) : 0
            let y = spanY > 0 ? UInt64((ys[i] - lowY) / spanY * 65535) : 0
            var c: UInt64 = 0
            for bit in 0..<16 { c |= ((x >> UInt64(bit)) & 1) << UInt64(2 * bit) | ((y >> UInt64(bit)) & 1) << UInt64(2 * bit + 1) }
            return c
        }
        let expected = (0..<count).sorted { (code($0), $0) < (code($1), $1) }
        #expect(BoxTree.mortonSorted(boxes).map { Int($0 & 0xFFFF_FFFF) } == expected)
    }
}
