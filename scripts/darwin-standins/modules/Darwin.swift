// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// A stand-in for the part of Apple's Darwin module that Deft's Darwin
// branches use, with the signatures Apple's SDK imports (<pthread.h>,
// <sys/_pthread/_pthread_t.h>, MacTypes.h). Built as a module named Darwin by
// scripts/check-darwin-branches.py, so that `canImport(Darwin)` is true and the
// Darwin branches compile against it on Linux. Never linked.

/// `struct _opaque_pthread_t`, which `pthread_t` points to.
public struct _opaque_pthread_t {}

/// `typedef __darwin_pthread_t pthread_t`: a pointer on Apple platforms,
/// where glibc has an integer (`unsigned long`).
public typealias pthread_t = UnsafeMutablePointer<_opaque_pthread_t>

/// `pthread_t pthread_self(void)`.
public func pthread_self() -> pthread_t { fatalError("a type-checking stand-in") }

/// MacTypes.h's `Boolean` (`unsigned char`), as Swift imports it where it
/// is not a parameter or result of its own.
public struct DarwinBoolean: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {}
    public init(_ value: Bool) {}
    public var boolValue: Bool { fatalError("a type-checking stand-in") }
}
