/// The items a `contain` matcher looks for.
///
/// A single item is held inline. Then the one-element array that a variadic
/// `contain(x)` builds never escapes, and the optimizer keeps it on the stack,
/// so a passing `contain(x)` allocates nothing.
@usableFromInline
enum ExpectedItems<Item> {
    case one(Item)
    case many([Item])

    /// Holds the items of a variadic argument list without keeping its array.
    @inlinable
    init(variadic items: [Item]) {
        self = items.count == 1 ? .one(items[0]) : .many(Self.copy(items))
    }

    /// A copy of `items` in a new buffer, so `items` itself never escapes.
    @inlinable
    @inline(never)
    static func copy(_ items: [Item]) -> [Item] {
        items.map { $0 }
    }

    /// Whether `predicate` holds for every item.
    @inlinable
    func allSatisfy(_ predicate: (Item) throws -> Bool) rethrows -> Bool {
        switch self {
        case .one(let item): return try predicate(item)
        case .many(let items): return try items.allSatisfy(predicate)
        }
    }

    /// The items as an array, for a failure message.
    @usableFromInline
    var array: [Item] {
        switch self {
        case .one(let item): return [item]
        case .many(let items): return items
        }
    }
}
