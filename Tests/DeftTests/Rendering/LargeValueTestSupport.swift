import Testing

/// The million-element pair the large-value tests fail on: 0 to 999,999,
/// and the same with element 500,000 changed to -1.
enum MillionElements {
    static let original = Array(0..<1_000_000)
    static let changed: [Int] = {
        var changed = original
        changed[500_000] = -1
        return changed
    }()

    /// The listing a diff shows around that change.
    static let listing = """
          … 499,998 unchanged elements
          [499998] 499998
          [499999] 499999
        - [500000] 500000
        + [500000] -1
          [500001] 500001
          [500002] 500002
          … 499,997 unchanged elements
        """
}

/// The one failure of `body`, checked to stay within 4 KB.
func boundedFailure(_ body: () -> Void) -> String {
    let messages = failures(body)
    #expect(messages.count == 1)
    let message = messages.first ?? ""
    #expect(message.utf8.count <= 4_096)
    return message
}
