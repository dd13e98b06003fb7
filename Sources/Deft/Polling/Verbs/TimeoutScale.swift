import Foundation

/// The factor every real-clock timeout of a run is scaled by: the
/// `DEFT_TIMEOUT_SCALE` environment variable, for machines slower than the
/// ones the tests were written on (a CI runner), without editing the tests.
///
/// It scales the timeout of the checks that wait for something to happen
/// (`toEventually`, `toEventuallyNot`, `eventually`, `waitUntil`,
/// `waitForValue`, `pollUnwrap`) on a real clock; not the windows of
/// `toNever`, `toAlways`, `continually` or a hold, which would only make
/// a test slower, and never a virtual clock, on which time does not depend
/// on the machine. A check that fails under a scale says so.
///
/// ```sh
/// DEFT_TIMEOUT_SCALE=3 swift test   # a 1 s toEventually waits up to 3 s
/// ```
///
/// A value that is not a positive number fails every polling check at its
/// call, so a typo never goes unnoticed.
enum TimeoutScale {
    /// The environment variable's name.
    static let variable = "DEFT_TIMEOUT_SCALE"

    /// The process's setting, read once.
    private static let process: String? = ProcessInfo.processInfo.environment[variable]

    /// A stand-in for the environment's setting, bound by a test: `.some(nil)`
    /// reads as unset. Tests bind it instead of setting the process
    /// environment, which parallel tests share.
    @TaskLocal static var setting: String?? = .none

    /// The setting in force: the bound one, else the environment's.
    private static var current: String? { setting ?? process }

    /// The factor in force: 1 when unset; an error when the setting is not a
    /// positive number.
    static func factor() throws(PollInputError) -> Double {
        guard let text = current?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return 1 }
        guard let factor = Double(text), factor.isFinite, factor > 0 else {
            throw PollInputError(
                "\(variable) must be a positive number, such as 2 or 1.5, to scale real-clock timeouts; got \"\(text)\""
            )
        }
        return factor
    }

    /// `timeout` scaled, if it is on a real clock and the check waits for a
    /// change (`scales`), with the note its failure adds; a setting that is
    /// not a number leaves it as it is (the poller reports it).
    static func apply(
        to timeout: Duration, on clock: any Clock<Duration>, scales: Bool = true
    ) -> (timeout: Duration, note: String) {
        guard scales, clock.runsInRealTime, let factor = try? factor(), factor != 1 else { return (timeout, "") }
        let scaled = min(timeout * factor, Poller.longestTimeout)
        let note =
            "\n(\(variable)=\(rendered(factor)) scaled this real-clock timeout from "
            + "\(timeout.readable) to \(scaled.readable))"
        return (scaled, note)
    }

    /// `2` for 2.0, `1.5` for 1.5.
    private static func rendered(_ factor: Double) -> String {
        factor == factor.rounded() && abs(factor) < 1e15 ? String(Int(factor)) : String(factor)
    }
}
