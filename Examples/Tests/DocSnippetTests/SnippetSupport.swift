import Deft
import Foundation
import Testing

// Support for the code blocks of the README and the DocC guides, which
// scripts/check-doc-snippets.py turns into tests in Snippets.generated.swift
// (written for a run, then removed). Each block that shows a failure message
// runs inside `gatherFailingExpectations`, and its messages must read as the
// block prints them, character for character, except real-time figures,
// which vary from run to run.

/// `text` with each real-time figure (`21 ms real`, `in 3 ms of real time`)
/// replaced by `<t>`.
func maskingRealTime(_ text: String) -> String {
    text.replacingOccurrences(
        of: #"\d+(\.\d+)? (ms|µs|s)( of)? real"#, with: "<t>$3 real", options: .regularExpression)
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
