// The names custom matchers used before Nimble 13 renamed `Predicate` to
// `Matcher`. Nimble 14 still ships them, deprecated, and so does Deft: a
// matcher written for Nimble 9–12 compiles, and the warning names the new
// spelling.

/// Nimble's former name for ``Matcher``.
///
/// Foundation declares a `Predicate` type too, so in a file that imports
/// both Foundation and Deft the bare name is ambiguous: write
/// `Deft.Predicate`, or better, rename it to `Matcher`.
///
/// ```swift
/// func beEven() -> Deft.Predicate<Int> {  // now: Matcher<Int>
///     Deft.Predicate.simple("be even") { expression in
///         PredicateStatus(bool: (try expression.evaluate() ?? 1).isMultiple(of: 2))
///     }
/// }
/// ```
@available(*, deprecated, renamed: "Matcher")
public typealias Predicate = Matcher

/// Nimble's former name for ``MatcherResult``.
///
/// ```swift
/// let result = PredicateResult(bool: value > 0, message: .expectedActualValueTo("be positive"))
/// // now: MatcherResult(bool: value > 0, message: .expectedActualValueTo("be positive"))
/// ```
@available(*, deprecated, renamed: "MatcherResult")
public typealias PredicateResult = MatcherResult

/// Nimble's former name for ``MatcherStatus``.
///
/// ```swift
/// let status = PredicateStatus(bool: items.isEmpty)  // now: MatcherStatus(bool: items.isEmpty)
/// ```
@available(*, deprecated, renamed: "MatcherStatus")
public typealias PredicateStatus = MatcherStatus

/// Nimble's former name for ``AsyncMatcher``.
///
/// ```swift
/// func beReady() -> AsyncPredicate<Service> {  // now: AsyncMatcher<Service>
///     AsyncPredicate.simple("be ready") { expression in
///         PredicateStatus(bool: await (try expression.evaluate())?.isReady == true)
///     }
/// }
/// ```
@available(*, deprecated, renamed: "AsyncMatcher")
public typealias AsyncPredicate = AsyncMatcher
