import Foundation
import Testing

@testable import Deft

// Until expectations hand matchers a lazy expression, `expect { … }` runs the
// expression before the matcher, so a trap there would crash this process.
// These tests run the matcher on a lazy `Expression` and render its answer
// with the verbs' own code; ThrowAssertionExpectTests.swift has the same
// checks written with `expect`.

/// What `to` (or `toNot`) reports for `throwAssertion()` on `body`: nil when
/// it passes, else its failure message. The expression runs only inside the
/// matcher.
func throwAssertionVerdict<T>(_ verb: Verb, _ body: @escaping () throws -> T?) -> String? {
    let answer = Result { try throwAssertion().satisfies(Expression(expression: body, location: SourceLocation())) }
    guard !verb.isSatisfied(by: answer) else { return nil }
    return failureText(answer, actual: "<not shown>", verb: verb, description: .none)
}

private enum StackError: Error {
    case corrupt
}

struct ThrowAssertionTests {
    @Test(arguments: TrapKind.allCases)
    func catchesTheTrap(_ kind: TrapKind) {
        #expect(throwAssertionVerdict(.to) { kind.run() } == nil)
        #expect(throwAssertionVerdict(.toNot) { kind.run() } == "expected to not throw an assertion")
    }

    @Test func catchesATrapInANonVoidClosure() {
        #expect(throwAssertionVerdict(.to) { () -> Int in fatalError() } == nil)
        #expect(throwAssertionVerdict(.toNot) { () -> Int in fatalError() } == "expected to not throw an assertion")
    }

    @Test func failsWhenTheExpressionReturns() {
        #expect(throwAssertionVerdict(.to) {} == "expected to throw an assertion")
        #expect(throwAssertionVerdict(.to) { () -> Void? in .none } == "expected to throw an assertion")
        #expect(throwAssertionVerdict(.to) { 5 } == "expected to throw an assertion")
    }

    @Test func negationPassesWhenTheExpressionReturns() {
        #expect(throwAssertionVerdict(.toNot) {} == nil)
        #expect(throwAssertionVerdict(.toNot) { 5 } == nil)
        #expect(throwAssertionVerdict(.toNot) { Int?.none } == nil)
    }

    @Test func aThrownErrorIsNotAnAssertion() {
        let error = NSError(domain: "test", code: 0, userInfo: nil)
        #expect(
            throwAssertionVerdict(.to) { () throws -> Void in throw error }
                == "expected to throw an assertion; threw error instead <\(error)>")
        #expect(
            throwAssertionVerdict(.to) { () throws -> Int in throw StackError.corrupt }
                == "expected to throw an assertion; threw error instead <corrupt>")
        #expect(throwAssertionVerdict(.toNot) { () throws -> Void in throw error } == nil)
    }

    @Test func theExpressionRunsOnceAndStopsAtTheTrap() {
        var reachedBefore = 0
        var reachedAfter = false
        #expect(
            throwAssertionVerdict(.to) {
                reachedBefore += 1
                precondition(opaque(false), "condition message")
                reachedAfter = true
            } == nil)
        #expect(reachedBefore == 1)
        #expect(!reachedAfter)
    }

    @Test func aReturningExpressionRunsOnce() {
        var runs = 0
        #expect(throwAssertionVerdict(.toNot) { runs += 1 } == nil)
        #expect(runs == 1)
    }

    @Test func catchesAHundredTrapsInARow() {
        var caught = 0
        for index in 0..<100 {
            let kind = TrapKind.allCases[index % TrapKind.allCases.count]
            if throwAssertionVerdict(.to, { kind.run() }) == nil { caught += 1 }
        }
        #expect(caught == 100)
    }

    @Test func catchesATrapInsideAnotherCatch() {
        var inner: String?? = .none
        var reachedAfterInner = false
        let outer = throwAssertionVerdict(.to) {
            inner = throwAssertionVerdict(.to) { fatalError() }
            reachedAfterInner = true
            fatalError()
        }
        #expect(inner == .some(.none))
        #expect(reachedAfterInner)
        #expect(outer == nil)
    }

    /// Where no trap can be caught, the expression is not run, and both
    /// verbs fail with the reason.
    @Test func failsBothWaysWhenItCannotCatch() {
        let reasons: [(TrapOutcome, String)] = [
            (
                .traced,
                "but a debugger is attached, which would stop at the trap, so the expression was not run "
                    + "(\(debuggerAdvice))"
            ),
            (.notInstalled, "but its signal handlers could not be installed, so the expression was not run"),
            (
                .unsupported,
                "but traps cannot be caught on this platform, so the expression was not run "
                    + "(throwAssertion() runs on Linux on x86_64 and arm64, and on Apple platforms)"
            ),
        ]
        for (outcome, reason) in reasons {
            let answer = Result<MatcherResult, any Error>.success(throwAssertionResult(outcome, thrown: .none))
            #expect(!Verb.to.isSatisfied(by: answer))
            #expect(!Verb.toNot.isSatisfied(by: answer))
            let to = failureText(answer, actual: "", verb: .to, description: .none)
            let toNot = failureText(answer, actual: "", verb: .toNot, description: .none)
            #expect(to == "expected to throw an assertion; " + reason)
            #expect(toNot == "expected to not throw an assertion; " + reason)
        }
    }

    /// Under a debugger the failure names the setting to change, exactly.
    @Test func theDebuggerFailureSaysWhatToChange() {
        #if canImport(Darwin)
            #expect(
                debuggerAdvice
                    == "to run it, in Xcode choose Product > Scheme > Edit Scheme…, select Test, and in its Info "
                    + "tab uncheck Debug executable; or run the tests with `swift test`")
        #else
            #expect(
                debuggerAdvice
                    == "to run it, run the tests without a debugger or tracer: `swift test`, not under lldb, gdb "
                    + "or strace")
        #endif
    }

    @Test func matcherCallsTheExpressionInsideTheCatch() {
        // A lazy `Expression` runs only when the matcher evaluates it; a trap
        // there is caught, so the matcher must evaluate inside the catch.
        let expression = Expression<Int>(expression: { fatalError() }, location: SourceLocation())
        let result = try? throwAssertion().satisfies(expression)
        #expect(result?.status == .matches)
    }

    @Test func tasksCatchAtOnce() async {
        let verdicts = await withTaskGroup(of: (Int, String?).self) { group in
            for index in 0..<40 {
                group.addTask {
                    let kind = TrapKind.allCases[index % TrapKind.allCases.count]
                    let verb: Verb = index.isMultiple(of: 2) ? .to : .toNot
                    return (index, throwAssertionVerdict(verb) { kind.run() })
                }
            }
            var verdicts: [Int: String?] = [:]
            for await (index, verdict) in group { verdicts[index] = verdict }
            return verdicts
        }
        #expect(verdicts.count == 40)
        for (index, verdict) in verdicts {
            #expect(verdict == (index.isMultiple(of: 2) ? nil : "expected to not throw an assertion"))
        }
    }
}
