/// A dependency with an async API.
public protocol NumberSource: Sendable {
    func number() async -> Int
}

/// The subject of seed 002: turns its dependency's number into text.
public struct Stringifier: Sendable {
    let source: any NumberSource
    public init(source: any NumberSource) { self.source = source }
    public func perform() async -> String { String(describing: await source.number()) }
}
