// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// A stand-in for the part of Apple's Foundation that the files
// scripts/check-darwin-branches.py compiles use, with Apple's signatures
// (developer.apple.com/documentation/foundation). Like Apple's, it re-exports
// Darwin and CoreFoundation. Only what those files need is here: a name
// missing fails the check with "cannot find … in scope", and belongs here,
// copied from Apple's declaration. Never linked.
@_exported import CoreFoundation
@_exported import Darwin

public typealias TimeInterval = Double

public protocol NSObjectProtocol: AnyObject {}

open class NSObject: NSObjectProtocol {
    public init() {}
}

public protocol NSLocking {
    func lock()
    func unlock()
}

open class NSLock: NSObject, NSLocking {
    open func lock() {}
    open func unlock() {}
}

open class Thread: NSObject {
    open class var isMainThread: Bool { fatalError("a type-checking stand-in") }
}

open class Bundle: NSObject {}

open class NSNumber: NSObject {
    open var boolValue: Bool { fatalError("a type-checking stand-in") }
}

public struct URL {}

public struct Date {
    public static var distantFuture: Date { fatalError("a type-checking stand-in") }
    public var timeIntervalSinceNow: TimeInterval { fatalError("a type-checking stand-in") }
}

public func NSClassFromString(_ aClassName: String) -> AnyClass? { fatalError("a type-checking stand-in") }
