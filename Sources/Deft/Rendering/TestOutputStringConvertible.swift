/// A type that chooses how Deft shows its values in failure messages.
///
/// Deft renders values itself (full-precision numbers, quoted strings, sorted
/// dictionaries). Conform to take over for your type:
///
/// ```swift
/// extension Money: TestOutputStringConvertible {
///     var testDescription: String { "\(amount) \(currency)" }
/// }
///
/// expect(price).to(equal(Money(5, "EUR")))
/// // expected to equal <5 EUR>, got <4 EUR>
/// ```
public protocol TestOutputStringConvertible {
    /// The text Deft shows for this value.
    var testDescription: String { get }
}
