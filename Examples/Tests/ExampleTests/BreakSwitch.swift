import Foundation

/// `DEFT_BREAK_EXAMPLE=1` breaks three examples on purpose (a QuickSpec, an
/// AsyncSpec and an event wait), so scripts/check-examples.sh can prove that
/// failures surface and fail the run.
let exampleIsBroken = ProcessInfo.processInfo.environment["DEFT_BREAK_EXAMPLE"] == "1"
