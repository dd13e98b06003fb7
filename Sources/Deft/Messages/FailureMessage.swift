import Foundation

/// The final text of an expectation's outcome, as handed to an
/// ``AssertionHandler`` and kept in an ``AssertionRecord``.
///
/// ```swift
/// let messages = gatherFailingExpectations(silently: true) {
///     expect(1).to(equal(2))
/// }.map { $0.message.stringValue }
/// // ["expected to equal <2>, got <1>"]
/// ```
///
/// A message can also be put together from parts, the way matchers written
/// before ``ExpectationMessage`` built theirs; ``stringValue`` then composes
/// them as Nimble does:
///
/// ```swift
/// var message = FailureMessage()
/// message.postfixMessage = "be ready"
/// message.actualValue = "<starting>"
/// let text = message.stringValue  // "expected to be ready, got <starting>"
/// ```
///
/// Unlike Nimble's, it is a value: declare a message you change with `var`.
public struct FailureMessage: Sendable, Equatable, CustomStringConvertible {
    /// The message's text or parts. `==` compares them as the text and parts
    /// they stand for, in a private type, so that `FailureMessage`'s own
    /// `==` is synthesized: a public `==` would be one more overload that
    /// the compiler weighs at every `==` in every file that imports Deft.
    private var storage: Storage

    /// The whole text of a message given whole, as Deft builds them; such a
    /// message has no box, and is made, copied and read almost as cheaply
    /// as a `String`.
    private var wholeText: String {
        get { storage.wholeText }
        set { storage.wholeText = newValue }
    }
    /// The parts of a message made from parts, and the text that replaces
    /// their composition if one was set, shared by its copies until one
    /// changes.
    private var box: PartsBox? {
        get { storage.box }
        set { storage.box = newValue }
    }

    /// The first word of a composed message.
    ///
    /// ```swift
    /// var message = FailureMessage()
    /// message.expected = "expected"  // the default
    /// ```
    public var expected: String {
        get { parts.expected }
        set { changeParts { $0.expected = newValue } }
    }

    /// The value after `, got `; `""` (the default) leaves `, got ` with
    /// nothing after it, and `nil` leaves out `, got …`.
    ///
    /// ```swift
    /// var message = FailureMessage()
    /// message.actualValue = "<3>"  // "expected to match, got <3>"
    /// message.actualValue = nil    // "expected to match"
    /// ```
    public var actualValue: String? {
        get { parts.actualValue }
        set { changeParts { $0.actualValue = newValue } }
    }

    /// The verb's phrase: `to` (the default), `to not`, `to eventually`, ….
    ///
    /// ```swift
    /// var message = FailureMessage()
    /// message.to = "to not"  // "expected to not match, got <3>"
    /// ```
    public var to: String {
        get { parts.to }
        set { changeParts { $0.to = newValue } }
    }

    /// What was expected, after the verb; `match` by default.
    ///
    /// ```swift
    /// var message = FailureMessage()
    /// message.postfixMessage = "equal <2>"  // "expected to equal <2>, got <3>"
    /// ```
    public var postfixMessage: String {
        get { parts.postfixMessage }
        set { changeParts { $0.postfixMessage = newValue } }
    }

    /// Text right after the actual value, on the same line.
    ///
    /// ```swift
    /// var message = FailureMessage()
    /// message.postfixActual = " (after 3 retries)"  // "…, got <3> (after 3 retries)"
    /// ```
    public var postfixActual: String {
        get { parts.postfixActual }
        set { changeParts { $0.postfixActual = newValue } }
    }

    /// Further lines below the first one.
    ///
    /// ```swift
    /// var message = FailureMessage()
    /// message.extendedMessage = "at .items[3].price"
    /// ```
    public var extendedMessage: String? {
        get { parts.extendedMessage }
        set { changeParts { $0.extendedMessage = newValue } }
    }

    /// The user's description, on a line of its own above the rest.
    ///
    /// ```swift
    /// var message = FailureMessage()
    /// message.userDescription = "the cart total"
    /// // "the cart total\nexpected to equal <2>, got <3>"
    /// ```
    public var userDescription: String? {
        get { parts.userDescription }
        set { changeParts { $0.userDescription = newValue } }
    }

    /// The whole message, including the user's description on its first line.
    ///
    /// Reading it gives the text it was set to, or else the parts composed
    /// as Nimble composes them: `<expected> <to> <postfixMessage>, got
    /// <actualValue><postfixActual>` on one line (line breaks in it removed,
    /// with the spaces around them), then ``extendedMessage`` on the next
    /// line, and ``userDescription`` above everything.
    ///
    /// ```swift
    /// var message = FailureMessage()
    /// message.stringValue = "the service never started"
    /// ```
    public var stringValue: String {
        get {
            guard let box else { return wholeText }
            return box.text ?? box.parts.composed
        }
        set {
            if box == nil {
                wholeText = newValue
            } else {
                changeBox { $0.text = newValue }
            }
        }
    }

    /// Creates a message from its parts, each at its default:
    /// `expected to match, got`.
    ///
    /// ```swift
    /// var message = FailureMessage()
    /// message.postfixMessage = "be sorted"
    /// ```
    public init() {
        storage = Storage(wholeText: "", box: PartsBox(Parts(), text: .none))
    }

    /// Creates a message from its text.
    ///
    /// ```swift
    /// let message = FailureMessage(stringValue: "expected to be ready")
    /// ```
    public init(stringValue: String) {
        storage = Storage(wholeText: stringValue, box: .none)
    }

    public var description: String { stringValue }

    /// Whether any part differs from its default, as when the message was
    /// composed from parts rather than given as a whole text.
    var hasParts: Bool { parts != Parts() }

    /// The parts, at their defaults for a message given whole.
    private var parts: Parts { storage.parts }

    /// The text given whole, if any, which takes the place of the composed one.
    private var text: String? { storage.text }

    private mutating func changeParts(_ change: (inout Parts) -> Void) {
        changeBox { change(&$0.parts) }
    }

    /// Changes the box, after copying it if another message shares it. A
    /// message given whole gets a box, keeping its text.
    private mutating func changeBox(_ change: (PartsBox) -> Void) {
        if box == nil {
            box = PartsBox(Parts(), text: wholeText)
            wholeText = ""
        } else if !isKnownUniquelyReferenced(&storage.box) {
            box = box.map { PartsBox($0.parts, text: $0.text) }
        }
        if let box { change(box) }
    }
}

/// What a ``FailureMessage`` stores: its text given whole, or a box of parts.
private struct Storage: Sendable, Equatable {
    var wholeText: String
    var box: PartsBox?

    /// The parts, at their defaults for a message given whole.
    var parts: Parts { box?.parts ?? Parts() }

    /// The text given whole, if any, which takes the place of the composed one.
    var text: String? {
        guard let box else { return wholeText }
        return box.text
    }

    /// Two messages are equal when their texts and parts are, however stored.
    static func == (lhs: Storage, rhs: Storage) -> Bool {
        lhs.text == rhs.text && lhs.parts == rhs.parts
    }
}

/// The parts of a ``FailureMessage``, at Nimble's defaults.
private struct Parts: Equatable {
    var expected = "expected"
    var actualValue: String? = ""
    var to = "to"
    var postfixMessage = "match"
    var postfixActual = ""
    var extendedMessage: String?
    var userDescription: String?

    /// The parts put together; see ``FailureMessage/stringValue``.
    var composed: String {
        var line = "\(expected) \(to) \(postfixMessage)"
        if let actualValue {
            line += ", got \(actualValue)\(postfixActual)"
        }
        var value = line.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .joined()
        if let extendedMessage {
            value += "\n\(extendedMessage)"
        }
        guard let userDescription else { return value }
        return "\(userDescription)\n\(value)"
    }
}

/// The parts of a message, and its text if given whole, shared between
/// copies until one of them changes (copy on write). A box is changed only
/// while one message alone holds it, so sharing it between threads is safe.
private final class PartsBox: @unchecked Sendable {
    var parts: Parts
    var text: String?

    init(_ parts: Parts, text: String?) {
        self.parts = parts
        self.text = text
    }
}
