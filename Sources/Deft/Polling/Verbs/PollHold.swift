/// How long a match must keep holding once it first holds, for a
/// `toEventually`, `toEventuallyNot` or `eventually` to pass: for a window
/// of time on the check's clock, or for a number of passing polls in a row.
///
/// The check passes only when the match holds and then keeps holding; the
/// first poll that does not match fails it at once ("held for 120 ms of
/// 500 ms"). Becoming and holding must both fit in the timeout: a hold still
/// going when the timeout comes fails, saying how far it got.
///
/// ```swift
/// await expect { await model.state }.toEventually(equal(.ready), andHold: .for(.milliseconds(500)))
/// // expected to eventually equal <ready>, got <loading> (held for 120 ms of 500 ms, then stopped
/// // matching at poll 14, after 620 ms)
/// await expect { await sync.status }.toEventually(equal(.idle), andHold: .polls(3))
/// ```
public struct PollHold: Sendable, Equatable {
    enum Kind: Equatable {
        case window(Duration)
        case polls(Int)
    }

    let kind: Kind

    /// Holds for `window` on the check's clock, from the first poll that
    /// matches to a poll at least `window` later; every poll between must
    /// match. A window longer than the timeout is refused.
    ///
    /// ```swift
    /// expect(player.isPlaying).toEventually(beTrue(), andHold: .for(.seconds(1)), timeout: .seconds(3))
    /// ```
    public static func `for`(_ window: Duration) -> PollHold { PollHold(kind: .window(window)) }

    /// Holds for `count` passing polls in a row, the first match counted
    /// (Gomega's `MustPassRepeatedly`); `.polls(1)` is an ordinary check.
    ///
    /// ```swift
    /// await eventually(andHold: .polls(3)) { expect(cache.isWarm).to(beTrue()) }
    /// ```
    public static func polls(_ count: Int) -> PollHold { PollHold(kind: .polls(count)) }

    /// Refuses a hold that can never pass: an empty window or count, or one
    /// that cannot fit in the timeout.
    func validate(_ name: String, timeout: Duration, interval: Duration) throws(PollInputError) {
        switch kind {
        case .window(let window):
            guard window > .zero else {
                throw PollInputError("\(name) needs a hold window greater than zero, got \(window.readable)")
            }
            guard window <= timeout else {
                throw PollInputError(
                    "\(name) needs a hold window (\(window.readable)) no longer than its timeout "
                        + "(\(timeout.readable)): the match must become and hold before the timeout")
            }
        case .polls(let count):
            guard count >= 1 else {
                throw PollInputError("\(name) needs a hold of at least 1 poll in a row, got \(count)")
            }
            // Compared in steps, so a huge count cannot overflow the product.
            guard count - 1 <= Poller.mostPolls, interval * (count - 1) <= timeout else {
                throw PollInputError(
                    "\(name) cannot hold for \(count) polls in a row within its \(timeout.readable) timeout: "
                        + "\(count) polls \(interval.readable) apart take longer")
            }
        }
    }
}

/// How far a hold has got, since the poll that first matched.
struct HoldProgress {
    /// When the first match was seen, on the check's clock.
    let since: Duration
    /// The poll that first matched.
    let fromPoll: Int
    /// The passing polls in a row so far.
    var polls = 1
}
