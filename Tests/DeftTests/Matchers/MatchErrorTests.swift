import Deft
import Testing

private enum NetworkError: Error, Equatable {
    case offline
    case timeout
}

private struct PlainError: Error {}

struct MatchErrorTests {
    private let error: any Error = NetworkError.offline

    @Test func passesForAnEqualErrorOrType() {
        #expect(failures { expect(error).to(matchError(NetworkError.offline)) }.isEmpty)
        #expect(failures { expect(error).to(matchError(NetworkError.self)) }.isEmpty)
        #expect(failures { expect(error).toNot(matchError(NetworkError.timeout)) }.isEmpty)
        #expect(failures { expect(error).toNot(matchError(PlainError.self)) }.isEmpty)
    }

    @Test func failsForAnotherErrorOrType() {
        #expect(
            failures { expect(error).to(matchError(NetworkError.timeout)) } == [
                "expected to match error <timeout>, got <offline>"
            ])
        #expect(
            failures { expect(error).to(matchError(PlainError.self)) } == [
                "expected to match error from type <PlainError>, got <offline>"
            ])
    }

    @Test func negationFails() {
        #expect(
            failures { expect(error).toNot(matchError(NetworkError.offline)) } == [
                "expected to not match error <offline>, got <offline>"
            ])
        #expect(
            failures { expect(error).toNot(matchError(NetworkError.self)) } == [
                "expected to not match error from type <NetworkError>, got <offline>"
            ])
    }

    @Test func nilFailsEvenWhenNegated() {
        let none: (any Error)? = nil
        #expect(
            failures { expect(none).toNot(matchError(NetworkError.offline)) } == [
                "expected to not match error <offline>, got no error (use beNil() to match nils)"
            ])
        #expect(
            failures { expect(none).to(matchError(NetworkError.self)) } == [
                "expected to match error from type <NetworkError>, got no error (use beNil() to match nils)"
            ])
    }

    @Test func acceptsAConcreteErrorValue() {
        #expect(failures { expect(NetworkError.timeout).to(matchError(NetworkError.timeout)) }.isEmpty)
    }
}

struct BeVoidTests {
    private func reset() {}

    @Test func passesForVoid() {
        #expect(failures { expect(reset()).to(beVoid()) }.isEmpty)
        #expect(failures { expect(nil as Void?).toNot(beVoid()) }.isEmpty)
    }

    @Test func failsForNil() {
        #expect(failures { expect(nil as Void?).to(beVoid()) } == ["expected to be void, got <nil>"])
    }

    @Test func negationFailsForVoid() {
        #expect(failures { expect(reset()).toNot(beVoid()) } == ["expected to not be void, got <()>"])
    }
}
