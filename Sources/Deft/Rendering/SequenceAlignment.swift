/// One step of turning an expected sequence into an actual one.
enum Edit: Equatable {
    /// Expected element `expected` is actual element `actual`.
    case same(Int, Int)
    /// Expected element at this index is not in the actual sequence.
    case removed(Int)
    /// Actual element at this index is not in the expected sequence.
    case inserted(Int)
}

/// Aligns two sequences for a diff: common prefix and suffix are trimmed
/// cheaply, the middle is aligned by Myers' O(ND) algorithm, and when more
/// than `maxEdits` edits would be needed, elements are paired by position.
///
/// ```swift
/// align([1, 2, 3], [1, 3], maxEdits: 100)  // [.same(0, 0), .removed(1), .same(2, 1)]
/// ```
func align<T: Hashable>(_ expected: [T], _ actual: [T], maxEdits: Int = 300) -> [Edit] {
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
    var suffix = 0
    let lastExpected: Int = expected.count - 1
    let lastActual: Int = actual.count - 1
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
        expected[lastExpected - suffix] == actual[lastActual - suffix]
    {
        suffix += 1
    }
    var edits = (0..<prefix).map { Edit.same($0, $0) }
    let middleExpected = Array(expected[prefix..<(expected.count - suffix)])
    let middleActual = Array(actual[prefix..<(actual.count - suffix)])
    let hashesExpected = middleExpected.map(\.hashValue)
    let hashesActual = middleActual.map(\.hashValue)
    let middle =
        myers(middleExpected.count, middleActual.count, maxEdits: maxEdits) { x, y in
            hashesExpected[x] == hashesActual[y] && middleExpected[x] == middleActual[y]
        }
        ?? positional(middleExpected, middleActual)
    for edit in middle {
        switch edit {
        case .same(let i, let j): edits.append(.same(i + prefix, j + prefix))
        case .removed(let i): edits.append(.removed(i + prefix))
        case .inserted(let j): edits.append(.inserted(j + prefix))
        }
    }
    for offset in 0..<suffix {
        edits.append(.same(expected.count - suffix + offset, actual.count - suffix + offset))
    }
    return edits
}

/// Pairs elements by position: the fallback when an alignment would cost too much.
private func positional<T: Equatable>(_ expected: [T], _ actual: [T]) -> [Edit] {
    var edits: [Edit] = []
    for index in 0..<max(expected.count, actual.count) {
        if index < expected.count, index < actual.count, expected[index] == actual[index] {
            edits.append(.same(index, index))
            continue
        }
        if index < expected.count { edits.append(.removed(index)) }
        if index < actual.count { edits.append(.inserted(index)) }
    }
    return edits
}

/// Myers' shortest edit script between sequences of `n` and `m` elements
/// whose elements `equal(x, y)` compares, or nil when it needs more than
/// `maxEdits` edits or more than `maxWork` comparisons and steps.
func myers(
    _ n: Int, _ m: Int, maxEdits: Int, maxWork: Int = .max, equal: (Int, Int) -> Bool
) -> [Edit]? {
    if n == 0 { return (0..<m).map { .inserted($0) } }
    if m == 0 { return (0..<n).map { .removed($0) } }
    var work = 0
    let offset = n + m + 1
    var frontier = [Int](repeating: 0, count: 2 * (n + m) + 3)
    var trace: [[Int]] = []
    for cost in 0...min(n + m, maxEdits) {
        trace.append(Array(frontier[(offset - cost - 1)...(offset + cost + 1)]))
        for diagonal in stride(from: -cost, through: cost, by: 2) {
            var x: Int
            if diagonal == -cost
                || (diagonal != cost && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
            {
                x = frontier[offset + diagonal + 1]
            } else {
                x = frontier[offset + diagonal - 1] + 1
            }
            var y = x - diagonal
            while x < n, y < m, equal(x, y) {
                x += 1
                y += 1
                work += 1
            }
            work += 1
            if work > maxWork { return nil }
            frontier[offset + diagonal] = x
            if x >= n, y >= m { return backtrack(trace, n, m) }
        }
    }
    return nil
}

/// The edit script from the frontiers Myers' algorithm kept at each cost.
private func backtrack(_ trace: [[Int]], _ n: Int, _ m: Int) -> [Edit] {
    var x = n
    var y = m
    var edits: [Edit] = []
    for cost in stride(from: trace.count - 1, through: 0, by: -1) {
        let window = trace[cost]
        func reach(_ diagonal: Int) -> Int { window[diagonal + cost + 1] }
        let diagonal = x - y
        let previousDiagonal =
            diagonal == -cost || (diagonal != cost && reach(diagonal - 1) < reach(diagonal + 1))
            ? diagonal + 1 : diagonal - 1
        let previousX = cost == 0 ? 0 : reach(previousDiagonal)
        let previousY = cost == 0 ? 0 : previousX - previousDiagonal
        while x > previousX, y > previousY {
            edits.append(.same(x - 1, y - 1))
            x -= 1
            y -= 1
        }
        if cost > 0 {
            edits.append(x == previousX ? .inserted(y - 1) : .removed(x - 1))
            x = previousX
            y = previousY
        }
    }
    return edits.reversed()
}
