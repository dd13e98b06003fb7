import Deft
import Testing

/// Counts how many times an async expression ran.
private actor AsyncCalls {
    var count = 0
    func next() -> Int {
        count += 1
        return count
    }
}

struct AsyncExpectationTests {
    @Test func aVerbAwaitsTheExpressionOnceAndChainedVerbsReplayIt() async {
        let calls = AsyncCalls()
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { await calls.next() }.to(equal(1)).to(equal(1)).toNot(equal(2))
        }.map(\.message.stringValue)
        #expect(messages.isEmpty)
        #expect(await calls.count == 1)
    }

    @Test func aChainedFailureReportsTheReplayedValue() async {
        let calls = AsyncCalls()
        let messages = await gatherFailingExpectations(silently: true) {
            await expect { await calls.next() }.to(equal(1)).to(equal(2))
        }.map(\.message.stringValue)
        #expect(messages == ["expected to equal <2>, got <1>"])
    }

    @Test func theExpressionOfACheckedExpectationReplaysTheValue() async throws {
        let calls = AsyncCalls()
        let checked = await expect { await calls.next() }.to(equal(1))
        #expect(try await checked.expression.evaluate() == 1)
        #expect(await calls.count == 1)
        let unchecked = expect { await calls.next() }
        #expect(try await unchecked.expression.evaluate() == 2)
        #expect(try await unchecked.expression.evaluate() == 2)
        #expect(try await unchecked.expression.withoutCaching().evaluate() == 3)
    }

    @Test func statusCountsEveryCheck() async {
        _ = await gatherFailingExpectations(silently: true) {
            #expect(expect { await AsyncCalls().next() }.status == .pending)
            #expect(await expect { await AsyncCalls().next() }.to(equal(1)).status == .passed)
            #expect(await expect { await AsyncCalls().next() }.to(equal(1)).to(equal(2)).status == .mixed)
        }
    }
}
