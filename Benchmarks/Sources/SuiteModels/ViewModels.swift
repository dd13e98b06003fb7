import Foundation
import Observation

// The view models the whole suite (metric 5) checks, in `deft-bench` and in
// the `SuiteTests` test target. They import neither Deft nor Nimble: both
// libraries check the same code.

/// Why a stubbed request failed.
public struct ServiceError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}

/// A stubbed async service: canned replies after a simulated round trip of
/// `latency`, slept on `clock` (the real clock, or one a test injects).
public struct StubService: Sendable {
    /// The clock the round trips sleep on.
    public let clock: any Clock<Duration>
    /// One request's simulated round trip; `.zero` replies at once.
    public let latency: Duration

    /// A stub that sleeps `latency` on `clock` before each reply.
    public init(clock: any Clock<Duration>, latency: Duration) {
        self.clock = clock
        self.latency = latency
    }

    /// The items of each category.
    public static let catalog: [String: [String]] = [
        "fruit": ["apple", "banana", "cherry"],
        "veg": ["carrot", "leek"],
        "bread": ["rye", "sourdough", "spelt", "wheat"],
        "dairy": ["milk"],
    ]
    /// The price of each product, in cents.
    public static let prices: [String: Int] = ["apple": 120, "banana": 90, "cherry": 400, "carrot": 60, "leek": 150]

    private func roundTrip() async throws {
        if latency > .zero { try await clock.sleep(for: latency) }
    }

    /// The items of `category`; throws for an unknown one.
    public func items(in category: String) async throws -> [String] {
        try await roundTrip()
        guard let items = Self.catalog[category] else { throw ServiceError(description: "no category \(category)") }
        return items
    }

    /// The price of `sku`; throws for an unknown one.
    public func price(of sku: String) async throws -> Int {
        try await roundTrip()
        guard let price = Self.prices[sku] else { throw ServiceError(description: "no price for \(sku)") }
        return price
    }

    /// The profile of user `id`.
    public func profile(id: Int) async throws -> (name: String, followers: Int) {
        try await roundTrip()
        return ("user\(id)", id * 3)
    }
}

/// A list screen: loads a category's items through the service.
@MainActor @Observable public final class ListViewModel {
    /// The loaded items.
    public private(set) var items: [String] = []
    /// Whether a load is under way.
    public private(set) var isLoading = false
    /// Why the last load failed.
    public private(set) var errorMessage: String?
    @ObservationIgnored private let service: StubService

    /// A model that loads through `service`.
    public init(service: StubService) { self.service = service }

    /// Loads `category` from a task.
    public func load(_ category: String) {
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
@MainActor @Observable public final class ProfileViewModel {
    /// The user's name, once loaded.
    public private(set) var name: String?
    /// The user's follower count.
    public private(set) var followers = 0
    @ObservationIgnored private let service: StubService

    /// A model that loads through `service`.
    public init(service: StubService) { self.service = service }

    /// Loads user `id` from a task.
    public func load(id: Int) {
        Task {
            guard let profile = try? await service.profile(id: id) else { return }
            name = profile.name
            followers = profile.followers
        }
    }
}

/// A cart: each added product is priced by the service, one after another.
@MainActor @Observable public final class CartViewModel {
    /// The products priced so far.
    public private(set) var lines: [String] = []
    /// Their total price, in cents.
    public private(set) var total = 0
    @ObservationIgnored private let service: StubService

    /// A model that loads through `service`.
    public init(service: StubService) { self.service = service }

    /// Prices `skus` one after another from a task, adding each to the cart.
    public func add(_ skus: [String]) {
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
public struct SuiteCase: Sendable, CustomStringConvertible {
    /// The view model a test checks.
    public enum Screen: Sendable { case list, profile, cart, listError }

    /// The test's place in ``all``.
    public let index: Int
    /// The view model it checks.
    public let screen: Screen
    /// The stub's round trip: half the tests reply at once, half after 2 ms.
    public let latency: Duration
    /// Fails on purpose: the test expects a value the model never takes.
    public let failsOnPurpose: Bool

    /// The category a list test loads.
    public var category: String { ["fruit", "veg", "bread", "dairy"][index % 4] }
    /// The items a list test expects.
    public var expectedItems: [String] {
        failsOnPurpose ? ["stale fixture"] : StubService.catalog[category] ?? []
    }
    /// The user a profile test loads.
    public var userID: Int { index + 1 }
    /// The name a profile test expects.
    public var expectedName: String { failsOnPurpose ? "someone else" : "user\(userID)" }
    /// The products a cart test adds.
    public var skus: [String] { [["apple", "banana"], ["cherry"], ["carrot", "leek", "apple"]][index % 3] }
    /// The total a cart test expects.
    public var expectedTotal: Int {
        skus.reduce(0) { $0 + (StubService.prices[$1] ?? 0) } + (failsOnPurpose ? 1 : 0)
    }
    /// The error message an error-state test expects.
    public var expectedError: String {
        failsOnPurpose ? "offline" : "no category missing-\(index)"
    }

    /// The test's name in reports.
    public var description: String { "test \(index) (\(screen))" }

    /// 200 tests: four screens, 50 each; one in ten fails on purpose, on each
    /// screen in turn.
    public static let all: [SuiteCase] = (0..<200).map { index in
        let screens: [Screen] = [.list, .profile, .cart, .listError]
        return SuiteCase(
            index: index, screen: screens[index % 4],
            latency: (index / 4).isMultiple(of: 2) ? .zero : .milliseconds(2),
            failsOnPurpose: index % 10 == (index / 10) % 4)
    }
}
