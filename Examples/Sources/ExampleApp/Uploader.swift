/// A callback API: `upload` returns at once and calls `completion` later,
/// on no particular thread, after 200 ms on its clock.
public final class Uploader: Sendable {
    private let clock: any Clock<Duration>

    public init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
    }

    /// Uploads a file; `completion` gets its address.
    public func upload(_ name: String, completion: @escaping @Sendable (Result<String, UploadError>) -> Void) {
        Task { [clock] in
            do { try await clock.sleep(for: .milliseconds(200)) } catch { return completion(.failure(.cancelled)) }
            completion(name.isEmpty ? .failure(.noFile) : .success("https://files.example/\(name)"))
        }
    }
}

/// Why an upload failed.
public enum UploadError: Error, Equatable {
    case noFile
    case cancelled
}
