import Deft
import Testing

struct MatchTests {
    @Test func passesWhenThePatternIsFound() {
        #expect(
            failures {
                expect("order-42").to(match("^order-\\d+$"))
                expect("order-42").to(match("\\d"))
                expect("order-x").toNot(match("\\d"))
            }.isEmpty)
    }

    @Test func failureNegationAndNil() {
        #expect(
            failures {
                expect("order-x").to(match("\\d+"))
                expect("order-42").toNot(match("\\d+"))
                expect(nil as String?).toNot(match("a"))
                expect("a").toNot(match(nil))
            } == [
                "expected to match <\"\\\\d+\">, got <\"order-x\">",
                "expected to not match <\"\\\\d+\">, got <\"order-42\">",
                "expected to not match <\"a\">, got <nil>" + nilHint,
                "expected to not match <nil>, got <\"a\">" + nilHint,
            ])
    }

    @Test func invalidPatternFailsEvenNegated() {
        let messages = failures {
            expect("a").to(match("("))
            expect("a").toNot(match("("))
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("(the pattern is not a valid regular expression: ") })
        #expect(messages.first?.hasPrefix("expected to match <\"(\">, got <\"a\"> (the pattern") == true)
    }
}
