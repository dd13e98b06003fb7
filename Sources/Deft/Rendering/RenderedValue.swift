/// A value as Deft shows it in messages: built once by reflection
/// (``RenderedValue/init(reflecting:)``), then printed on one line or
/// compared node by node for a structural diff.
indirect enum RenderedValue: Hashable {
    /// Text shown as it is: numbers, Booleans, custom descriptions, types
    /// without structure.
    case scalar(String)
    /// A string's contents, printed quoted and escaped.
    case string(String)
    /// An absent optional.
    case absent
    /// A raw pointer, `OpaquePointer` or `ObjectIdentifier`, as it prints
    /// (`0x000055b9a920b260`): an address, which a diff never shows.
    case address(String)
    /// An ordered collection's elements.
    case collection([RenderedValue])
    /// A set's elements, in a stable order.
    case set([RenderedValue])
    /// A dictionary's entries, sorted by key.
    case dictionary([Entry])
    /// A tuple's elements, labelled or not.
    case tuple([Field])
    /// A struct or class instance and its stored properties.
    case structure(Structure)
    /// An enum case and its associated values, if any.
    case enumCase(type: String, name: String, payload: RenderedValue?)
    /// A class instance already being rendered further up: a reference cycle.
    case cycle(type: String)
    /// A value below the depth limit, not rendered.
    case elided
    /// A collection, set or dictionary of which only the first elements
    /// were read, because the message prints no more: `[1, 2, … 93 more]`.
    case truncated(RenderedValue, omitted: Int)

    /// A dictionary entry.
    struct Entry: Hashable {
        let key: RenderedValue
        let value: RenderedValue
    }

    /// A labelled child of a tuple, struct or class.
    struct Field: Hashable {
        let label: String?
        let value: RenderedValue
    }

    /// A struct or class instance.
    struct Structure: Hashable {
        let type: String
        let isClass: Bool
        let fields: [Field]
        /// The type's own description, shown instead of the fields on one line.
        let customText: String?
        /// Whether the type has a description and is the standard
        /// library's or Foundation's (``isPlatformType(_:)``), whose fields
        /// are never the user's.
        var isPlatformType = false
    }
}

extension RenderedValue {
    /// Whether the value has parts a diff can point into.
    var isStructured: Bool {
        switch self {
        case .collection, .set, .dictionary, .tuple, .structure, .truncated: return true
        case .enumCase(_, _, let payload): return payload != nil
        case .string(let text): return isLongText(text)
        case .scalar, .address, .absent, .cycle, .elided: return false
        }
    }

    /// Whether the value is a string or a description of more than one line.
    var isMultiLineText: Bool {
        switch self {
        case .string(let text), .scalar(let text): return hasNewline(text)
        case .structure(let structure): return structure.customText.map(hasNewline) ?? false
        default: return false
        }
    }
}
