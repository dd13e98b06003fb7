import Deft
import Testing

private enum NetworkError: Error, Equatable {
    case offline
    case timeout
}

struct BeSuccessTests {
    private let success: Result<Int, NetworkError> = .success(2)
    private let failure: Result<Int, NetworkError> = .failure(.timeout)

    @Test func passesForSuccess() {
        #expect(failures { expect(success).to(beSuccess()) }.isEmpty)
        #expect(failures { expect(success).to(beSuccess { expect($0).to(equal(2)) }) }.isEmpty)
        #expect(failures { expect(success).to(beSuccess(equal(2))) }.isEmpty)
        #expect(failures { expect(failure).toNot(beSuccess()) }.isEmpty)
    }

    @Test func failsForFailure() {
        #expect(
            failures { expect(failure).to(beSuccess()) } == ["expected to be <success(Int)>, got <failure(timeout)>"])
        #expect(
            failures { expect(failure).to(beSuccess(equal(2))) } == [
                "expected to be <success(Int)> that satisfies matcher, got <failure(timeout)>"
            ])
    }

    @Test func failsWhenTheTestOrMatcherFails() {
        #expect(
            failures { expect(success).to(beSuccess { expect($0).to(equal(3)) }) } == [
                "expected to equal <3>, got <2>",
                "expected to be <success(Int)> that satisfies block, got <success(2)>",
            ])
        #expect(
            failures { expect(success).to(beSuccess(equal(3))) } == [
                "expected to be <success(Int)> that satisfies matcher, got <success(2)>\nexpected to equal <3>, got 2"
            ])
    }

    @Test func negationFails() {
        #expect(
            failures { expect(success).toNot(beSuccess()) } == ["expected to not be <success(Int)>, got <success(2)>"])
    }

    @Test func nilFailsEvenWhenNegated() {
        let none: Result<Int, NetworkError>? = nil
        #expect(
            failures { expect(none).toNot(beSuccess()) } == [
                "expected to not be <success(Int)>, got <nil> (use beNil() to match nils)"
            ])
    }
}

struct BeFailureTests {
    private let success: Result<Int, NetworkError> = .success(2)
    private let failure: Result<Int, NetworkError> = .failure(.timeout)

    @Test func passesForFailure() {
        #expect(failures { expect(failure).to(beFailure()) }.isEmpty)
        #expect(failures { expect(failure).to(beFailure { expect($0).to(equal(.timeout)) }) }.isEmpty)
        #expect(failures { expect(failure).to(beFailure(equal(.timeout))) }.isEmpty)
        #expect(failures { expect(success).toNot(beFailure()) }.isEmpty)
    }

    @Test func failsForSuccess() {
        #expect(
            failures { expect(success).to(beFailure()) } == ["expected to be <failure(NetworkError)>, got <success(2)>"]
        )
    }

    @Test func failsWhenTheTestOrMatcherFails() {
        #expect(
            failures { expect(failure).to(beFailure { expect($0).to(equal(.offline)) }) } == [
                "expected to equal <offline>, got <timeout>",
                "expected to be <failure(NetworkError)> that satisfies block, got <failure(timeout)>",
            ])
        #expect(
            failures { expect(failure).to(beFailure(equal(.offline))) } == [
                "expected to be <failure(NetworkError)> that satisfies matcher, got <failure(timeout)>\n"
                    + "expected to equal <offline>, got <timeout>"
            ])
    }

    /// Issue 56, item 5: `matchError`, a matcher of any error, works inside
    /// `beFailure` as `equal` does.
    @Test func matchErrorWorksInsideBeFailure() {
        #expect(failures { expect(failure).to(beFailure(matchError(NetworkError.timeout))) }.isEmpty)
        #expect(failures { expect(failure).to(beFailure(matchError(NetworkError.self))) }.isEmpty)
        #expect(
            failures { expect(failure).to(beFailure(matchError(NetworkError.offline))) } == [
                "expected to be <failure(NetworkError)> that satisfies matcher, got <failure(timeout)>\n"
                    + "expected to match error <offline>, got <timeout>"
            ])
        #expect(
            failures { expect(success).to(beFailure(matchError(NetworkError.offline))) } == [
                "expected to be <failure(NetworkError)> that satisfies matcher, got <success(2)>"
            ])
    }

    @Test func negationFails() {
        #expect(
            failures { expect(failure).toNot(beFailure()) } == [
                "expected to not be <failure(NetworkError)>, got <failure(timeout)>"
            ])
    }

    @Test func nilFailsEvenWhenNegated() {
        let none: Result<Int, NetworkError>? = nil
        #expect(
            failures { expect(none).to(beFailure()) } == [
                "expected to be <failure(NetworkError)>, got <nil> (use beNil() to match nils)"
            ])
    }
}

struct SucceedTests {
    @Test func passesForSucceeded() {
        #expect(failures { expect(ToSucceedResult.succeeded).to(succeed()) }.isEmpty)
        #expect(failures { expect(ToSucceedResult.failed(reason: "x")).toNot(succeed()) }.isEmpty)
    }

    @Test func failsWithTheReason() {
        #expect(
            failures { expect(ToSucceedResult.failed(reason: "no name")).to(succeed()) } == [
                "expected to succeed, got <failed> because <no name>"
            ])
    }

    @Test func negationFails() {
        #expect(
            failures { expect(ToSucceedResult.succeeded).toNot(succeed()) } == [
                "expected to not succeed, got <succeeded>"
            ])
    }

    @Test func nilFailsEvenWhenNegated() {
        #expect(
            failures { expect(nil as ToSucceedResult?).toNot(succeed()) } == [
                "expected a ToSucceedResult, got <nil> (use beNil() to match nils)"
            ])
    }
}
