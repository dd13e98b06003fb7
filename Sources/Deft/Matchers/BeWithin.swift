/// Matches a value inside the half-open `range`.
///
/// ```swift
/// expect(index).to(beWithin(0..<3))  // expected to be within range <(0..<3)>, got <3>
/// ```
public func beWithin<T: Comparable>(_ range: Range<T>) -> Matcher<T> {
    within(range.contains) { "\(stringify(range.lowerBound))..<\(stringify(range.upperBound))" }
}

/// Matches a value inside the closed `range`.
///
/// ```swift
/// expect(percent).to(beWithin(0...100))  // expected to be within range <(0...100)>, got <101>
/// ```
public func beWithin<T: Comparable>(_ range: ClosedRange<T>) -> Matcher<T> {
    within(range.contains) { "\(stringify(range.lowerBound))...\(stringify(range.upperBound))" }
}

private func within<T>(_ contains: @escaping (T) -> Bool, _ rangeText: @escaping () -> String) -> Matcher<T> {
    Matcher { expression in
        .expecting(MatcherStatus(try expression.evaluate(), contains)) { "be within range <(\(rangeText()))>" }
    }
}
