/// A type that chooses how Deft shows its values in failure messages.
///
/// Deft renders values itself (full-precision numbers, quoted strings, sorted
/// dictionaries). Conform to take over for your type:
///
/// ```swift
/// struct Money: Equatable {
///     let amount: Int
///     let currency: String
///     init(_ amount: Int, _ currency: String) { (self.amount, self.currency) = (amount, currency) }
/// }
///
/// extension Money: TestOutputStringConvertible {
///     var testDescription: String { "\(amount) \(currency)" }
/// }
///
/// let price = Money(4, "EUR")
/// expect(price).to(equal(Money(5, "EUR")))
/// // expected to equal <5 EUR>, got <4 EUR>
/// ```
public protocol TestOutputStringConvertible {
    /// The text Deft shows for this value.
    var testDescription: String { get }
}
