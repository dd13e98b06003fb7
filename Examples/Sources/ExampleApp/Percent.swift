/// A percentage: its initializer traps on a value above 100, for the
/// `throwAssertion()` examples.
public struct Percent: Sendable {
    public let value: Int

    public init(_ value: Int) {
        precondition(value <= 100, "a percentage is at most 100")
        self.value = value
    }
}
