/// How a value that is an address prints, or nil for any other value: raw
/// and typed pointers, `OpaquePointer` and `ObjectIdentifier`. Two of them
/// differ whenever two buffers or objects do, so a diff names such a
/// difference in words and never prints the address (see ``RenderedValue/address(_:)``).
///
/// ```swift
/// addressText(ObjectIdentifier(NSObject()))  // "ObjectIdentifier(0x000055b9a920b260)"
/// ```
func addressText(_ value: Any) -> String? {
    guard value is any _Pointer || value is OpaquePointer || value is ObjectIdentifier else { return nil }
    return (value as? any CustomDebugStringConvertible)?.debugDescription ?? String(describing: value)
}

/// `text` with each address in it (`0x` and at least 12 hexadecimal
/// digits, as pointers print) replaced by `0x…`, so that two descriptions
/// that differ only by where their storage lives compare equal.
///
/// ```swift
/// maskingAddresses("storage: 0x000055b9a920b260 (16 bytes)")  // "storage: 0x… (16 bytes)"
/// ```
func maskingAddresses(_ text: String) -> String {
    guard text.contains("0x") else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.firstRange(of: "0x") {
        result += rest[..<start.lowerBound]
        let digits = rest[start.upperBound...].prefix { $0.isHexDigit }
        if digits.count >= 12, digits.endIndex == rest.endIndex || !rest[digits.endIndex].isLetter {
            result += "0x…"
        } else {
            result += rest[start.lowerBound..<digits.endIndex]
        }
        rest = rest[digits.endIndex...]
    }
    return result + rest
}

/// Whether `type` belongs to the standard library, Foundation or Dispatch:
/// a type whose stored properties are its own business, never the user's,
/// such as `Decimal` (`storage.mantissa.0`) or `NSError` (`_code`).
///
/// ```swift
/// isPlatformType(Decimal.self)  // true
/// ```
func isPlatformType(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    guard let dot = name.firstIndex(of: ".") else { return false }
    return platformModules.contains(String(name[..<dot]))
}

/// The modules ``isPlatformType(_:)`` names.
private let platformModules: Set<String> = [
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "CoreFoundation", "Dispatch", "ObjectiveC",
]
