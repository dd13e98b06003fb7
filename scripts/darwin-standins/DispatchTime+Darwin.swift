import Dispatch

// Apple's Dispatch declares these (iOS 13, macOS 10.15, tvOS 13, watchOS 6:
// https://developer.apple.com/documentation/dispatch/dispatchtime/advanced(by:)
// and .../distance(to:)); swift-corelibs-libdispatch does not. Declared here,
// they make a call that would be ambiguous on Apple platforms ambiguous on
// Linux too. Never linked: only type-checked, by scripts/check-darwin-overloads.sh.
extension DispatchTime {
    func advanced(by n: DispatchTimeInterval) -> DispatchTime { fatalError("a type-checking stand-in") }
    func distance(to other: DispatchTime) -> DispatchTimeInterval { fatalError("a type-checking stand-in") }
}
