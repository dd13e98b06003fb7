/// The text Deft shows for a value in failure messages.
///
/// Strings are quoted and escaped, floating-point numbers print in full
/// precision, `nil` prints as `nil`, and types conforming to
/// ``TestOutputStringConvertible`` print their `testDescription`.
///
/// ```swift
/// stringify(1.00001)        // "1.00001"
/// stringify("a\"b")         // "\"a\\\"b\""
/// stringify(nil as Int?)    // "nil"
/// ```
public func stringify<T>(_ value: T?) -> String {
    guard let value else { return "nil" }
    return ValueRenderer.render(value)
}

/// Renders values for messages: one renderer for every message Deft prints.
enum ValueRenderer {
    static func render(_ value: Any) -> String {
        if let custom = value as? any TestOutputStringConvertible { return custom.testDescription }
        switch value {
        case let text as String: return quoted(text)
        case let text as Substring: return quoted(String(text))
        case let character as Character: return quoted(String(character))
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return render(wrapped)
        case .collection:
            return "[" + mirror.children.map { render($0.value) }.joined(separator: ", ") + "]"
        case .set:
            return "[" + mirror.children.map { render($0.value) }.sorted().joined(separator: ", ") + "]"
        case .dictionary:
            return renderDictionary(mirror)
        case .tuple:
            return renderTuple(mirror)
        default:
            if let debug = value as? any CustomDebugStringConvertible { return debug.debugDescription }
            return String(describing: value)
        }
    }

    private static func renderDictionary(_ mirror: Mirror) -> String {
        let entries = mirror.children.map { pair -> String in
            let parts = Array(Mirror(reflecting: pair.value).children)
            guard parts.count == 2 else { return render(pair.value) }
            return "\(render(parts[0].value)): \(render(parts[1].value))"
        }
        return entries.isEmpty ? "[:]" : "[" + entries.sorted().joined(separator: ", ") + "]"
    }

    private static func renderTuple(_ mirror: Mirror) -> String {
        let parts = mirror.children.map { child -> String in
            guard let label = child.label, !label.hasPrefix(".") else { return render(child.value) }
            return "\(label): \(render(child.value))"
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    /// A string literal for `text`, as Swift would write it.
    static func quoted(_ text: String) -> String {
        text.debugDescription
    }
}
