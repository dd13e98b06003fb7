// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// A stand-in for the part of Apple's CoreFoundation that Deft's Darwin
// branches use, with the Swift signatures Apple's SDK imports, as Apple's
// documentation shows them (developer.apple.com/documentation/corefoundation:
// CFRunLoopSourceCreate(_:_:_:), CFRunLoopSourceContext's initializer,
// CFRunLoopGetMain(), CFRunLoopRunInMode(_:_:_:), CFRunLoopMode.defaultMode,
// CFGetTypeID(_:), CFBooleanGetTypeID() and the rest below). The C callbacks
// are `@convention(c)`, as the importer makes them; three of them differ (see
// CFRunLoopSourceContext). Built as a module named CoreFoundation by
// scripts/check-darwin-branches.py. Never linked.
@_exported import Darwin

public typealias CFIndex = Int
public typealias CFTypeID = UInt
public typealias CFHashCode = UInt
public typealias CFTimeInterval = Double
public typealias CFTypeRef = AnyObject

public final class CFString {}
public final class CFAllocator {}
public final class CFRunLoop {}
public final class CFRunLoopSource {}
public final class CFBoolean {}

/// `typedef CFStringRef CFRunLoopMode CF_EXTENSIBLE_STRING_ENUM`.
public struct CFRunLoopMode: Hashable, RawRepresentable {
    public init(_ rawValue: CFString) { fatalError("a type-checking stand-in") }
    public init(rawValue: CFString) { fatalError("a type-checking stand-in") }
    public var rawValue: CFString { fatalError("a type-checking stand-in") }
    public static func == (lhs: CFRunLoopMode, rhs: CFRunLoopMode) -> Bool { fatalError("a type-checking stand-in") }
    public func hash(into hasher: inout Hasher) {}
    /// `kCFRunLoopDefaultMode`, which Apple's SDK imports only as this.
    public static var defaultMode: CFRunLoopMode { fatalError("a type-checking stand-in") }
    public static var commonModes: CFRunLoopMode { fatalError("a type-checking stand-in") }
}

/// Corelibs' spelling, which Apple's SDK renames (`.defaultMode`).
@available(*, unavailable, renamed: "CFRunLoopMode.defaultMode")
public var kCFRunLoopDefaultMode: CFRunLoopMode! { fatalError("a type-checking stand-in") }

/// The return value of `CFRunLoopRunInMode`.
public enum CFRunLoopRunResult: Int32 {
    case finished = 1
    case stopped = 2
    case timedOut = 3
    case handledSource = 4
}

/// Without Objective-C interop (Linux), a `@convention(c)` function cannot
/// take or return a class: where Apple's `copyDescription`, `schedule` and
/// `cancel` have `Unmanaged<CFString>?`, `CFRunLoop?` and `CFRunLoopMode?`,
/// these have `OpaquePointer?`. Deft passes `nil` for them, which both accept;
/// a closure passed there is not checked exactly. The other fields are Apple's.
public struct CFRunLoopSourceContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer!
    public var retain: (@convention(c) (UnsafeRawPointer?) -> UnsafeRawPointer?)!
    public var release: (@convention(c) (UnsafeRawPointer?) -> Void)!
    public var copyDescription: (@convention(c) (UnsafeRawPointer?) -> OpaquePointer?)!
    public var equal: (@convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> DarwinBoolean)!
    public var hash: (@convention(c) (UnsafeRawPointer?) -> CFHashCode)!
    public var schedule: (@convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?) -> Void)!
    public var cancel: (@convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?) -> Void)!
    public var perform: (@convention(c) (UnsafeMutableRawPointer?) -> Void)!

    public init() { fatalError("a type-checking stand-in") }
    public init(
        version: CFIndex, info: UnsafeMutableRawPointer!,
        retain: (@convention(c) (UnsafeRawPointer?) -> UnsafeRawPointer?)!,
        release: (@convention(c) (UnsafeRawPointer?) -> Void)!,
        copyDescription: (@convention(c) (UnsafeRawPointer?) -> OpaquePointer?)!,
        equal: (@convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> DarwinBoolean)!,
        hash: (@convention(c) (UnsafeRawPointer?) -> CFHashCode)!,
        schedule: (@convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?) -> Void)!,
        cancel: (@convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?) -> Void)!,
        perform: (@convention(c) (UnsafeMutableRawPointer?) -> Void)!
    ) { fatalError("a type-checking stand-in") }
}

public var kCFAllocatorDefault: CFAllocator! { fatalError("a type-checking stand-in") }
public var kCFBooleanTrue: CFBoolean! { fatalError("a type-checking stand-in") }
public var kCFBooleanFalse: CFBoolean! { fatalError("a type-checking stand-in") }

public func CFRunLoopGetMain() -> CFRunLoop! { fatalError("a type-checking stand-in") }
public func CFRunLoopGetCurrent() -> CFRunLoop! { fatalError("a type-checking stand-in") }
public func CFRunLoopSourceCreate(
    _ allocator: CFAllocator!, _ order: CFIndex, _ context: UnsafeMutablePointer<CFRunLoopSourceContext>!
) -> CFRunLoopSource! { fatalError("a type-checking stand-in") }
public func CFRunLoopAddSource(_ rl: CFRunLoop!, _ source: CFRunLoopSource!, _ mode: CFRunLoopMode!) {}
public func CFRunLoopSourceSignal(_ source: CFRunLoopSource!) {}
public func CFRunLoopWakeUp(_ rl: CFRunLoop!) {}
public func CFRunLoopRunInMode(
    _ mode: CFRunLoopMode!, _ seconds: CFTimeInterval, _ returnAfterSourceHandled: Bool
) -> CFRunLoopRunResult { fatalError("a type-checking stand-in") }
public func CFGetTypeID(_ cf: CFTypeRef!) -> CFTypeID { fatalError("a type-checking stand-in") }
public func CFBooleanGetTypeID() -> CFTypeID { fatalError("a type-checking stand-in") }
