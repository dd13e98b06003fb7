import Clocks
import Deft
import Foundation
import Testing

// Support for the code blocks of the README and the DocC guides, which
// scripts/check-doc-snippets.py turns into tests in Snippets.generated.swift
// (written for a run, then removed). Each block that shows a failure message
// runs inside `gatherFailingExpectations`, and its messages must read as the
// block prints them, character for character, except real-time figures,
// which vary from run to run.

/// `text` without what varies from run to run: each real-time figure (`21 ms
/// real`, `in 3 ms of real time`) becomes `<t>`; on a real clock, where a
/// poll also runs when a change wakes it and the last one may run late, the
/// counts and the span of a poll history (`11 polls over 100 ms; seen <1>
/// ×11`) become `<n>` and `<t>`; and the file and
/// line of an `eventually` block's failure (`  FeedTests/FeedTests.swift:14:`)
/// become `<location>`.
func maskingRealTime(_ text: String) -> String {
    text
        .replacingOccurrences(
            of: #"\d+(\.\d+)? (ms|µs|s)( of)? real"#, with: "<t>$3 real", options: .regularExpression
        )
        .replacing(#/\(\d+ polls over [0-9.]+ (?:ms|s); seen ([^)\n]*)\)/#) { match in
            "(<n> polls over <t>; seen \(match.1.replacing(#/×\d+/#, with: "×<n>")))"
        }
        .replacing(#/(?m)^  \S+:\d+: /#, with: "  <location>: ")
}

/// Checks that a block's failures are the messages the document prints.
/// `printed` is every message, one after another, each on its own lines.
func expectPrinted(_ failures: [AssertionRecord], _ printed: String, block: String) {
    let actual = failures.map(\.message.stringValue).joined(separator: "\n")
    if maskingRealTime(actual) != maskingRealTime(printed) {
        Issue.record(
            Comment(
                rawValue: "\(block): the block prints\n\(printed.isEmpty ? "(no failure)" : printed)\n"
                    + "but running it fails with\n\(actual.isEmpty ? "(no failure)" : actual)"))
    }
}

// The conformance that Polling on a Clock and Recipes show, declared once for
// every block (the script checks that their text is this text).
// swift-format-ignore: AvoidRetroactiveConformances
extension TestClock<Duration>: @retroactive DrivableClock {
    public var nextDeadline: Instant? { nil }
    public var maxSpeedup: Double? { nil }
}
