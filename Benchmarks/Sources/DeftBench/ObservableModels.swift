import Foundation
import Observation

// The models the polling latency metric (3g) and the whole suite (5) check.
// They import neither Deft nor Nimble: both libraries check the same code.

/// A main-actor view model whose `items` a task sets; `changedAt` is when.
@MainActor @Observable final class LatencyModel {
    var items: [String] = []
    @ObservationIgnored var changedAt: UInt64 = 0

    /// Sets `items` to `["a"]` from a task, `delay` of real time from now.
    func change(after delay: Duration) {
        Task {
            try? await Task.sleep(for: delay)
            self.changedAt = nowNanoseconds()
            self.items = ["a"]
        }
    }
}

/// Why a stubbed request failed.
struct ServiceError: Error, CustomStringConvertible {
    let description: String
}

/// A stubbed async service: canned replies after a simulated round trip of
/// `latency`, slept on `clock` (the real clock, or one a test injects).
struct StubService: Sendable {
    let clock: any Clock<Duration>
    let latency: Duration

    static let catalog: [String: [String]] = [
        "fruit": ["apple", "banana", "cherry"],
        "veg": ["carrot", "leek"],
        "bread": ["rye", "sourdough", "spelt", "wheat"],
        "dairy": ["milk"],
    ]
    static let prices: [String: Int] = ["apple": 120, "banana": 90, "cherry": 400, "carrot": 60, "leek": 150]

    private func roundTrip() async throws {
        if latency > .zero { try await clock.sleep(for: latency) }
    }

    func items(in category: String) async throws -> [String] {
        try await roundTrip()
        guard let items = Self.catalog[category] else { throw ServiceError(description: "no category \(category)") }
        return items
    }

    func price(of sku: String) async throws -> Int {
        try await roundTrip()
        guard let price = Self.prices[sku] else { throw ServiceError(description: "no price for \(sku)") }
        return price
    }

    func profile(id: Int) async throws -> (name: String, followers: Int) {
        try await roundTrip()
        return ("user\(id)", id * 3)
    }
}

/// A list screen: loads a category's items through the service.
@MainActor @Observable final class ListViewModel {
    private(set) var items: [String] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    @ObservationIgnored private let service: StubService

    init(service: StubService) { self.service = service }

    func load(_ category: String) {
        isLoading = true
        Task {
            do {
                items = try await service.items(in: category)
            } catch {
                errorMessage = "\(error)"
            }
            isLoading = false
        }
    }
}

/// A profile screen: loads a user's name and follower count.
@MainActor @Observable final class ProfileViewModel {
    private(set) var name: String?
    private(set) var followers = 0
    @ObservationIgnored private let service: StubService

    init(service: StubService) { self.service = service }

    func load(id: Int) {
        Task {
            guard let profile = try? await service.profile(id: id) else { return }
            name = profile.name
            followers = profile.followers
        }
    }
}

/// A cart: each added product is priced by the service, one after another.
@MainActor @Observable final class CartViewModel {
    private(set) var lines: [String] = []
    private(set) var total = 0
    @ObservationIgnored private let service: StubService

    init(service: StubService) { self.service = service }

    func add(_ skus: [String]) {
        Task {
            for sku in skus {
                guard let price = try? await service.price(of: sku) else { continue }
                lines.append(sku)
                total += price
            }
        }
    }
}

/// One test of the whole suite (metric 5): which screen it checks, with
/// what input, and whether it is one of the tests that fail on purpose.
struct SuiteCase: Sendable {
    enum Screen: Sendable { case list, profile, cart, listError }

    let index: Int
    let screen: Screen
    /// The stub's round trip: half the tests reply at once, half after 2 ms.
    let latency: Duration
    /// Fails on purpose: the test expects a value the model never takes.
    let failsOnPurpose: Bool

    var category: String { ["fruit", "veg", "bread", "dairy"][index % 4] }
    var expectedItems: [String] {
        failsOnPurpose ? ["stale fixture"] : StubService.catalog[category] ?? []
    }
    var userID: Int { index + 1 }
    var expectedName: String { failsOnPurpose ? "someone else" : "user\(userID)" }
    var skus: [String] { [["apple", "banana"], ["cherry"], ["carrot", "leek", "apple"]][index % 3] }
    var expectedTotal: Int {
        skus.reduce(0) { $0 + (StubService.prices[$1] ?? 0) } + (failsOnPurpose ? 1 : 0)
    }
    var expectedError: String {
        failsOnPurpose ? "offline" : "no category missing-\(index)"
    }

    /// 200 tests: four screens, 50 each; one in ten fails on purpose, on each
    /// screen in turn.
    static let all: [SuiteCase] = (0..<200).map { index in
        let screens: [Screen] = [.list, .profile, .cart, .listError]
        return SuiteCase(
            index: index, screen: screens[index % 4],
            latency: (index / 4).isMultiple(of: 2) ? .zero : .milliseconds(2),
            failsOnPurpose: index % 10 == (index / 10) % 4)
    }
}

/// Wall times of one run of the whole suite.
struct SuiteTimes {
    var whole: Double = 0
    var passing: Double = 0
    /// The passing tests whose stub replies at once (the rest wait 2 ms per request).
    var passingAtOnce: Double = 0
    var failing: Double = 0

    /// Adds one test's wall time to its group.
    mutating func add(_ milliseconds: Double, of test: SuiteCase) {
        if test.failsOnPurpose {
            failing += milliseconds
        } else {
            passing += milliseconds
            if test.latency == .zero { passingAtOnce += milliseconds }
        }
    }
}
