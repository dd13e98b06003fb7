/// Matches a value whose `transform` matches `matcher`. A key path works as
/// the transform. Unlike Nimble, the failure shows the mapped value.
///
/// ```swift
/// expect(user).to(map(\.name, equal("Ada")))       // expected to equal <"Ada">, got <"Bob">
/// expect(order).to(map({ $0.total }, beLessThan(5)))  // expected to be less than <5>, got <7>
/// ```
public func map<T, U>(_ transform: @escaping (T) throws -> U, _ matcher: Matcher<U>) -> Matcher<T> {
    map(transform as (T) throws -> U?, matcher)
}

/// Matches a value whose optional `transform` matches `matcher`; a nil
/// result reaches the matcher as nil, so `beNil()` can check it.
///
/// ```swift
/// expect(user).to(map(\.nickname, beNil()))  // expected to be nil, got <"Ace">
/// ```
public func map<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher { expression in
        let mapped = expression.cast { try $0.flatMap(transform) }
        return showingMapped(try matcher.satisfies(mapped), mapped.lastOutcome)
    }
}

/// Matches a value whose async `transform` matches `matcher`.
///
/// ```swift
/// await expect { await session.user }.to(map({ await $0.loadName() }, equal("Ada")))
/// // expected to equal <"Ada">, got <"Bob">
/// ```
public func map<T, U>(
    _ transform: nonisolated(nonsending) @escaping (T) async throws -> U, _ matcher: some AsyncableMatcher<U>
) -> AsyncMatcher<T> {
    map({ value async throws -> U? in try await transform(value) }, matcher)
}

/// Matches a value whose optional async `transform` matches `matcher`; a nil
/// result reaches the matcher as nil.
///
/// ```swift
/// await expect(user).to(map({ await $0.loadNickname() }, beNil()))
/// ```
public func map<T, U>(
    _ transform: nonisolated(nonsending) @escaping (T) async throws -> U?, _ matcher: some AsyncableMatcher<U>
) -> AsyncMatcher<T> {
    AsyncMatcher { expression in
        let mapped = expression.cast { value async throws -> U? in try await value.asyncFlatMap(transform) }
        return showingMapped(try await matcher.satisfies(mapped), mapped.lastOutcome)
    }
}

/// Matches a value whose `transform` is not nil and matches `matcher`; a nil
/// value or a nil result fails, negated or not.
///
/// ```swift
/// expect("12").to(compactMap({ Int($0) }, beGreaterThan(20)))  // expected to be greater than <20>, got <12>
/// expect("x").to(compactMap({ Int($0) }, beGreaterThan(20)))   // expected to map String to a non-nil Int, got <nil>
/// ```
public func compactMap<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher { expression in
        guard let value = try expression.evaluate() else { return noValueToMap(T.self, U.self) }
        guard let mapped = try transform(value) else { return mappedToNil(T.self, U.self) }
        let result = try matcher.satisfies(Expression(value: mapped, location: expression.location))
        return showingMapped(result, .success(mapped))
    }
}

/// Matches a value whose async `transform` gives a non-nil value that
/// matches `matcher`; a nil result fails.
///
/// ```swift
/// await expect("42").to(compactMap({ await parse($0) }, equal(42)))
/// ```
public func compactMap<T, U>(
    _ transform: nonisolated(nonsending) @escaping (T) async throws -> U?, _ matcher: some AsyncableMatcher<U>
) -> AsyncMatcher<T> {
    AsyncMatcher { expression in
        guard let value = try await expression.evaluate() else { return noValueToMap(T.self, U.self) }
        guard let mapped = try await transform(value) else { return mappedToNil(T.self, U.self) }
        let result = try await matcher.satisfies(
            AsyncExpression(outcome: .success(mapped), location: expression.location))
        return showingMapped(result, .success(mapped))
    }
}

/// `compactMap`'s failure when there is no value to map.
private func noValueToMap<T, U>(_: T.Type, _: U.Type) -> MatcherResult {
    .expecting(.fail) { "map \(T.self) to \(U.self)" }
}

/// `compactMap`'s failure when the transform gives nil.
private func mappedToNil<T, U>(_: T.Type, _: U.Type) -> MatcherResult {
    MatcherResult(status: .fail) { .expectedCustomValueTo("map \(T.self) to a non-nil \(U.self)", actual: "<nil>") }
}

/// `result`, with the mapped value as the actual value in its message, when
/// the inner matcher evaluated it.
private func showingMapped<U>(_ result: MatcherResult, _ seen: Result<U?, any Error>?) -> MatcherResult {
    guard case .success(let mapped) = seen else { return result }
    return MatcherResult(status: result.status) {
        result.message.replacedExpectation { leaf in
            guard case .expectedActualValueTo(let text) = leaf else { return leaf }
            return .expectedCustomValueTo(text, actual: "<\(stringify(mapped))>")
        }
    }
}

extension Optional {
    fileprivate nonisolated(nonsending) func asyncFlatMap<U>(
        _ transform: nonisolated(nonsending) (Wrapped) async throws -> U?
    ) async rethrows -> U? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
