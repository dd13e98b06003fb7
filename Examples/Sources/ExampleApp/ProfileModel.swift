import Observation

/// A profile screen's `@Observable` model: `load()` starts a 200 ms fetch on
/// its clock and returns at once.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor @Observable
public final class ProfileModel {
    public private(set) var name: String?
    public private(set) var isLoading = false
    @ObservationIgnored private let clock: any Clock<Duration>

    public init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
    }

    /// Starts loading the profile.
    public func load() {
        isLoading = true
        Task {
            do { try await clock.sleep(for: .milliseconds(200)) } catch { return }
            name = "Ada"
            isLoading = false
        }
    }
}
