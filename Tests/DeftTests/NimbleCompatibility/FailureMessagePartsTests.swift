import Testing

@testable import Deft

/// `FailureMessage`'s parts compose as Nimble's do, for handlers and helpers
/// written before `ExpectationMessage`.
struct FailureMessagePartsTests {
    @Test func defaultsComposeAsInNimble() {
        let message = FailureMessage()
        #expect(message.expected == "expected")
        #expect(message.actualValue == "")
        #expect(message.to == "to")
        #expect(message.postfixMessage == "match")
        #expect(message.postfixActual == "")
        #expect(message.extendedMessage == nil)
        #expect(message.userDescription == nil)
        #expect(message.stringValue == "expected to match, got")
    }

    @Test func partsComposeIntoOneLine() {
        var message = FailureMessage()
        message.postfixMessage = "equal <2>"
        message.actualValue = "<3>"
        #expect(message.stringValue == "expected to equal <2>, got <3>")
        message.to = "to not"
        message.postfixActual = " (after 3 tries)"
        #expect(message.stringValue == "expected to not equal <2>, got <3> (after 3 tries)")
        message.actualValue = nil
        #expect(message.stringValue == "expected to not equal <2>")
        message.expected = "wanted"
        #expect(message.description == "wanted to not equal <2>")
    }

    @Test func lineBreaksInTheFirstLineGoWithTheirSpaces() {
        var message = FailureMessage()
        message.postfixMessage = "equal <first\n   second>"
        message.actualValue = "<a  \n  b>"
        #expect(message.stringValue == "expected to equal <firstsecond>, got <ab>")
    }

    @Test func extendedMessageAndDescriptionGoOnLinesOfTheirOwn() {
        var message = FailureMessage()
        message.postfixMessage = "be sorted"
        message.actualValue = "<[2, 1]>"
        message.extendedMessage = "at index 0"
        message.userDescription = "the scores"
        #expect(message.stringValue == "the scores\nexpected to be sorted, got <[2, 1]>\nat index 0")
    }

    @Test func settingTheTextReplacesTheComposedOne() {
        var message = FailureMessage()
        message.postfixMessage = "be ready"
        message.stringValue = "the service never started"
        #expect(message.stringValue == "the service never started")
        #expect(message.postfixMessage == "be ready")
        #expect(FailureMessage(stringValue: "x").stringValue == "x")
        #expect(FailureMessage(stringValue: "x") == FailureMessage(stringValue: "x"))
        #expect(FailureMessage(stringValue: "x") != FailureMessage(stringValue: "y"))
    }

    @Test func aCopyIsAValueOfItsOwn() {
        var original = FailureMessage()
        original.postfixMessage = "be ready"
        var copy = original
        copy.postfixMessage = "be done"
        copy.stringValue = "replaced"
        #expect(original.stringValue == "expected to be ready, got")
        #expect(copy.stringValue == "replaced")
        #expect(copy.postfixMessage == "be done")
        var whole = FailureMessage(stringValue: "whole")
        let kept = whole
        whole.postfixMessage = "be ready"
        #expect(whole.stringValue == "whole")
        #expect(whole.postfixMessage == "be ready")
        #expect(kept.postfixMessage == "match")
        #expect(kept != whole)
    }

    @Test func onlyAMessageWithPartsHasParts() {
        #expect(!FailureMessage(stringValue: "whole").hasParts)
        #expect(!FailureMessage().hasParts)
        var message = FailureMessage()
        message.postfixMessage = "be ready"
        #expect(message.hasParts)
    }
}
