#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// What the system says about this process's threads: whether any thread but
/// the caller's is running or waiting for a processor.
///
/// It is the one signal for work that Swift gives no sign of: a `Task {}`
/// the test started just before a check has been taken off the executor's
/// queue, but the system has not let its thread reach the task's first
/// sleep on the clock. Rounds of the executor cannot see such a task, and an
/// uncapped clock that moves time meanwhile makes it sleep past the time it
/// was meant to act at. While some thread is runnable, work may be on its
/// way; once none is, every task has reached a suspension.
///
/// Linux reads it from `/proc/self/task`. Where the system cannot tell (no
/// `/proc`, Apple platforms, Windows), it says `nil`, and the poller keeps to
/// its rounds of the executor alone.
enum ProcessThreads {
    /// Whether a thread of this process other than the caller's is running or
    /// waiting for a processor; `nil` where the system cannot tell.
    ///
    /// It looks twice: a thread that wakes another and then sleeps between
    /// two reads of one look is seen running in the second.
    static func othersAreRunnable() -> Bool? {
        guard let first = lookOnce() else { return nil }
        return first ? true : lookOnce()
    }

    #if os(Linux) || os(Android)
        /// One look at every thread's state: `true` at the first other thread
        /// in state `R`.
        private static func lookOnce() -> Bool? {
            let tasks = open("/proc/self/task", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard tasks >= 0, let directory = fdopendir(tasks) else { return nil }
            defer { closedir(directory) }
            guard let me = callerThreadID() else { return nil }
            while let entry = readdir(directory) {
                let id = withUnsafeBytes(of: entry.pointee.d_name) { threadID(from: $0) }
                guard let id, id != me else { continue }
                if state(ofThread: id, in: tasks) == UInt8(ascii: "R") { return true }
            }
            return false
        }

        /// The state letter in `/proc/self/task/<id>/stat`, the first after
        /// the closing parenthesis of the thread's name; `nil` once the
        /// thread has ended.
        private static func state(ofThread id: Int32, in tasks: Int32) -> UInt8? {
            let file = openat(tasks, "\(id)/stat", O_RDONLY | O_CLOEXEC)
            guard file >= 0 else { return nil }
            defer { close(file) }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
                let count = read(file, buffer.baseAddress, buffer.count)
                guard count > 0, let end = buffer[..<count].lastIndex(of: UInt8(ascii: ")")), end + 2 < count
                else { return nil }
                return buffer[end + 2]
            }
        }

        /// The caller's thread ID, from the `/proc/thread-self` link
        /// (`<pid>/task/<tid>`).
        private static func callerThreadID() -> Int32? {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
                let count = buffer.withMemoryRebound(to: CChar.self) { name in
                    name.baseAddress.map { readlink("/proc/thread-self", $0, name.count) } ?? -1
                }
                guard count > 0, let slash = buffer[..<count].lastIndex(of: UInt8(ascii: "/")) else { return nil }
                return Int32(
                    decimal: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[(slash + 1)..<count])))
            }
        }

        /// A directory entry's name as a thread ID; `nil` for `.` and `..`.
        private static func threadID(from name: UnsafeRawBufferPointer) -> Int32? {
            let length = name.firstIndex(of: 0) ?? name.count
            return Int32(decimal: UnsafeRawBufferPointer(rebasing: name[..<length]))
        }
    #else
        private static func lookOnce() -> Bool? { nil }
    #endif
}

#if os(Linux) || os(Android)
    extension Int32 {
        /// The number these ASCII digits spell; `nil` unless all are digits.
        fileprivate init?(decimal digits: UnsafeRawBufferPointer) {
            guard !digits.isEmpty, digits.count < 10 else { return nil }
            var value: Int32 = 0
            for digit in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
                value = value * 10 + Int32(digit - UInt8(ascii: "0"))
            }
            self = value
        }
    }
#endif
