import Deft
import Testing

/// The headlines of the issues `body` records, as known issues, so that
/// they do not fail the test.
private func headlines(_ body: () -> Void) -> [String] {
    let headlines = LockedBox<[String]>([])
    withKnownIssue {
        body()
    } matching: { issue in
        headlines.withLock { $0.append(String(describing: issue.kind)) }
        return true
    }
    return headlines.value
}

/// Issue 56, item 9: a failed `expect` and a failed `require` read the same
/// in Swift Testing, the message in the headline, as `#expect`'s and
/// `#require`'s do, so a search of a CI log for "Expectation failed" finds
/// every failure.
struct SwiftTestingHeadlineTests {
    @Test func expectAndRequireFailuresHaveTheSameHeadline() {
        let recorded = headlines {
            expect(40).to(equal(42))
            _ = try? require(40).to(equal(42))
        }
        #expect(
            recorded == [
                "Expectation failed: expected to equal <42>, got <40>",
                "Expectation failed: expected to equal <42>, got <40>",
            ])
    }

    @Test func aMultiLineMessageIsWholeInTheHeadline() {
        let recorded = headlines { expect([1, 2, 3]).to(equal([1, 5, 3])) }
        #expect(recorded.count == 1)
        #expect(recorded.first?.hasPrefix("Expectation failed: expected to equal <[1, 5, 3]>, got <[1, 2, 3]>") == true)
    }
}
