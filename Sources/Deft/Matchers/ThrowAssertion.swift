/// Matches an expression that ends in a trap: a failed `precondition`,
/// `fatalError()`, `preconditionFailure()`, a failed `assert` in a debug
/// build, a force-unwrapped nil, an index out of range, an overflow.
///
/// The expression runs on a thread of its own while the caller waits; the
/// trap ends that thread, the rest of the expression is skipped, and the test
/// goes on. The skipped frames are not unwound, so what they hold leaks: the
/// objects they retained, and any lock they held. Read <doc:CatchingTraps>
/// for what that means, the platforms it runs on (Linux on x86_64 and arm64,
/// Apple platforms), and why it fails under a debugger.
///
/// ```swift
/// expect { Percent(120) }.to(throwAssertion())    // its init has precondition(value <= 100)
/// expect { Percent(50) }.toNot(throwAssertion())
/// expect { Percent(50) }.to(throwAssertion())     // expected to throw an assertion
/// expect { try Percent(parsing: "x") }.to(throwAssertion())
/// // expected to throw an assertion; threw error instead <notANumber>
/// ```
public func throwAssertion<Out>() -> Matcher<Out> {
    Matcher { expression in
        var thrown: (any Error)?
        let outcome = catchingTraps {
            do {
                _ = try expression.evaluate()
            } catch {
                thrown = error
            }
        }
        return throwAssertionResult(outcome, thrown: thrown)
    }
}

/// The answer of `throwAssertion()` when running the expression went as
/// `outcome`, and it threw `thrown`.
func throwAssertionResult(_ outcome: TrapOutcome, thrown: (any Error)?) -> MatcherResult {
    let message = ExpectationMessage.expectedTo("throw an assertion")
    switch outcome {
    case .trapped:
        return MatcherResult(status: .matches, message: message)
    case .returned:
        guard let thrown else { return MatcherResult(status: .doesNotMatch, message: message) }
        return MatcherResult(
            status: .doesNotMatch, message: message.appended(message: "; threw error instead <\(thrown)>"))
    case .traced:
        return notRun(message, "a debugger is attached, which would stop at the trap", advice: debuggerAdvice)
    case .notInstalled:
        return notRun(message, "its signal handlers could not be installed")
    case .noThread:
        return notRun(message, "no thread could be started to run it on")
    case .unsupported:
        return notRun(message, "traps cannot be caught on this platform", advice: platformAdvice)
    }
}

/// What to change so that the expression runs: Xcode's test scheme attaches
/// its debugger by default ("Debug executable"), and `swift test` attaches
/// none.
#if canImport(Darwin)
    let debuggerAdvice =
        "to run it, in Xcode choose Product > Scheme > Edit Scheme…, select Test, and in its Info tab uncheck "
        + "Debug executable; or run the tests with `swift test`"
#else
    let debuggerAdvice =
        "to run it, run the tests without a debugger or tracer: `swift test`, not under lldb, gdb or strace"
#endif
private let platformAdvice = "throwAssertion() runs on Linux on x86_64 and arm64, and on Apple platforms"

/// The failure of a check that could not run the expression, for `reason`:
/// it fails `to` and `toNot` alike.
private func notRun(_ message: ExpectationMessage, _ reason: String, advice: String? = .none) -> MatcherResult {
    let suffix = advice.map { " (\($0))" } ?? ""
    return MatcherResult(
        status: .fail, message: message.appended(message: "; but \(reason), so the expression was not run\(suffix)"))
}
