extension RenderedValue {
    /// How many scalar leaves the value has: `Item(name: "a", price: 1)` has 2.
    var leafCount: Int {
        switch self {
        case .collection(let elements), .set(let elements):
            return max(1, elements.reduce(0) { $0 + $1.leafCount })
        case .dictionary(let entries): return max(1, entries.reduce(0) { $0 + $1.value.leafCount })
        case .tuple(let fields): return max(1, fields.reduce(0) { $0 + $1.value.leafCount })
        case .structure(let structure): return max(1, structure.fields.reduce(0) { $0 + $1.value.leafCount })
        case .enumCase(_, _, let payload): return 1 + (payload?.leafCount ?? 0)
        default: return 1
        }
    }

    /// How many leaves differ between two values: 0 when they render the
    /// same, at most the larger ``leafCount`` when nothing lines up. Used to
    /// find the element closest to one that `contain` did not find.
    ///
    /// ```swift
    /// // Item(name: "ink", price: 4.5) against Item(name: "ink", price: 4.25): 1
    /// ```
    func differingLeaves(from other: RenderedValue) -> Int {
        if self == other { return 0 }
        switch (self, other) {
        case (.structure(let left), .structure(let right))
        where left.type == right.type && left.fields.map(\.label) == right.fields.map(\.label):
            return zip(left.fields, right.fields).reduce(0) { $0 + $1.0.value.differingLeaves(from: $1.1.value) }
        case (.tuple(let left), .tuple(let right)) where left.map(\.label) == right.map(\.label):
            return zip(left, right).reduce(0) { $0 + $1.0.value.differingLeaves(from: $1.1.value) }
        case (.enumCase(let leftType, let leftName, let left?), .enumCase(let rightType, let rightName, let right?))
        where leftType == rightType && leftName == rightName:
            return left.differingLeaves(from: right)
        case (.collection(let left), .collection(let right)):
            let paired = zip(left, right).reduce(0) { $0 + $1.0.differingLeaves(from: $1.1) }
            let unpaired = left.dropFirst(right.count) + right.dropFirst(left.count)
            return paired + unpaired.reduce(0) { $0 + $1.leafCount }
        default:
            return max(leafCount, other.leafCount)
        }
    }
}
