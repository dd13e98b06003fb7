// swift-format-ignore: AlwaysUseLowerCamelCase
/// Nimble's global handler, kept so that helpers written for Nimble compile.
///
/// Reading it gives the handler in force for the current task, so
/// `NimbleAssertionHandler.assert(…)` reports like an expectation written on
/// that line. Assigning it installs a process-wide fallback for code that has
/// no handler of its own; assigning a ``TestFrameworkHandler`` removes it.
///
/// Prefer ``withAssertionHandler(_:fileID:file:line:column:closure:)``: it
/// binds the handler to one task, so tests running in parallel never see
/// each other's outcomes. A global handler is shared by every test running
/// at that moment.
///
/// ```swift
/// func expectValid(_ form: Form, line: UInt = #line) {
///     guard !form.isValid else { return }
///     NimbleAssertionHandler.assert(
///         false, message: FailureMessage(stringValue: "form is invalid"),
///         location: SourceLocation(line: line))
/// }
/// ```
public var NimbleAssertionHandler: any AssertionHandler {
    get { AssertionContext.current }
    set { InstalledHandlers.fallback = newValue is TestFrameworkHandler ? nil : newValue }
}
