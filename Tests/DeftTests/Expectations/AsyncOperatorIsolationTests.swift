import Deft
import Testing

@MainActor
private final class MainActorModel {
    var count = 1
    func load() async -> Int { count }
    func loadItems() async -> [Int] { [count, 2] }
    func loadName() async -> String? { "Ada" }
}

/// The async operators run in their caller's isolation: on the main actor,
/// `await expect { await model.load() } == 1` builds (it did not: the
/// `AsyncExpectation` was sent off the actor, "sending value of non-Sendable
/// type … risks causing data races") and checks main-actor state.
@MainActor
struct AsyncOperatorIsolationTests {
    @Test func everyAsyncOperatorBuildsAndChecksOnTheMainActor() async {
        let model = MainActorModel()
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { await model.load() } == 1
            await expect { await model.load() } != 2
            await expect { await model.load() } > 0
            await expect { await model.load() } >= 1
            await expect { await model.load() } < 2
            await expect { await model.load() } <= 1
            await expect { await model.loadItems() } == [1, 2]
            await expect { await model.loadItems() } != [2]
            await expect { await model.loadName() } != nil
            await expect { Double(await model.load()) } ≈ 1.0
            await expect { (await model.load(), 2) } == (1, 2)
            await expect { await model.load() } == 2
        }
        #expect(failures.map(\.message.stringValue) == ["expected to equal <2>, got <1>"])
    }
}
