/// Renders values for messages: one renderer for every message Deft prints.
///
/// Common scalars take a fast path on their exact type, before any dynamic
/// cast or `Mirror`; everything else is reflected into a ``RenderedValue``.
@usableFromInline
enum ValueRenderer {
    /// The longest one-line rendering of a value inside `<…>` on a message's
    /// first line when a diff follows it.
    @usableFromInline
    static let firstLineLimit = 120

    /// The full one-line text of `value`, by its static type first.
    @inlinable
    static func text<T>(of value: T) -> String {
        if let text = scalarText(value) { return text }
        return reflectedText(of: value)
    }

    /// The one-line text of a value that is not a common scalar, cut after
    /// about ``MessageDefaults/valueLimit`` characters with a count of what
    /// it left out; only what the line shows is read. A value it cuts is
    /// attached whole if a failure shows that text (``FullValueAttachment``).
    @usableFromInline
    static func reflectedText(of value: Any) -> String {
        bounded(value, limit: MessageDefaults.limit, counting: true)
    }

    /// `value` on one line of about `limit` characters; when the line does
    /// not show all of it, `value` is registered to be attached whole to the
    /// failure whose message shows the line. Every value a message prints
    /// cut goes through here (or through ``boundedQuoted(_:)``), whatever
    /// the matcher.
    static func bounded(_ value: Any, limit: Int, counting: Bool = false) -> String {
        let (text, isComplete) = RenderedValue(reflecting: value, budget: limit)
            .lineAndCompleteness(limit: limit, counting: counting)
        if !isComplete { FullValueAttachment.register(value: value, shown: text) }
        return text
    }

    /// The one-line text of `value`, bounded as ``reflectedText(of:)``.
    static func render(_ value: Any) -> String {
        if let text = scalarText(value) { return text }
        return reflectedText(of: value)
    }

    /// The one-line text of `value`, cut with `…` after about `limit` characters.
    static func render(_ value: Any, limit: Int) -> String {
        if let text = scalarText(value), text.utf8.count <= limit { return text }
        return bounded(value, limit: limit)
    }

    /// The text of a common scalar of static type `T`, found by comparing
    /// metatypes only; nil for any other type.
    @inlinable
    static func scalarText<T>(_ value: T) -> String? {
        if T.self == Int.self, let value = value as? Int { return String(value) }
        if T.self == String.self, let value = value as? String { return boundedQuoted(value) }
        if T.self == Double.self, let value = value as? Double { return value.description }
        if T.self == Bool.self, let value = value as? Bool { return value ? "true" : "false" }
        if T.self == Any.self { return scalarText(dynamic: value as Any) }
        return otherScalarText(value, T.self)
    }

    /// The text of a common scalar held in an existential.
    @usableFromInline
    static func scalarText(dynamic value: Any) -> String? {
        let type = Swift.type(of: value)
        if type == Int.self { return String(value as! Int) }
        if type == String.self { return boundedQuoted(value as! String) }
        if type == Double.self { return (value as! Double).description }
        if type == Bool.self { return (value as! Bool) ? "true" : "false" }
        return otherScalarText(value, type)
    }

    /// The less common integer and floating-point types.
    @usableFromInline
    static func otherScalarText<T>(_ value: T, _ type: Any.Type) -> String? {
        switch type {
        case is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type, is UInt8.Type,
            is UInt16.Type, is UInt32.Type, is UInt64.Type, is Float.Type:
            return (value as? any CustomStringConvertible)?.description
        default:
            return nil
        }
    }

    /// A string literal for `text`, cut after about
    /// ``MessageDefaults/valueLimit`` characters: `"abc…" (9,997 more bytes)`.
    @usableFromInline
    static func boundedQuoted(_ text: String) -> String {
        let limit = MessageDefaults.limit
        guard text.utf8.count > limit else { return quoted(text) }
        let shown = RenderedValue.string(text).lineAndCompleteness(limit: limit, counting: true).text
        FullValueAttachment.register(value: text, shown: shown)
        return shown
    }

    /// A string literal for `text`, as Swift would write it.
    @usableFromInline
    static func quoted(_ text: String) -> String {
        text.debugDescription
    }
}
