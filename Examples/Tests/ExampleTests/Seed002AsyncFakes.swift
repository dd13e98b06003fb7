// Seed 002: a thread-safe actor fake with a pre-resolved stub, a task
// started in `justBeforeEach`, and `await expect { await task!.value }`.
import Deft
import ExampleApp
import Quick
import Testing

/// The fake: an actor, so tests and the subject may touch it from any task.
actor FakeNumberSource: NumberSource {
    private var stub = 0
    func setStub(_ value: Int) { stub = value }
    func number() async -> Int { stub }
}

final class StringifierSpec: AsyncSpec {
    override class func spec() {
        describe("perform()") {
            let source = LockedBox<FakeNumberSource?>(nil)
            let task = LockedBox<Task<String, Never>?>(nil)

            beforeEach { source.set(FakeNumberSource()) }
            justBeforeEach {
                let subject = Stringifier(source: source.value!)
                task.set(Task { await subject.perform() })
            }
            afterEach {
                task.value?.cancel()
                task.set(nil)
            }

            describe("when the dependency returns") {
                beforeEach { await source.value!.setStub(1) }

                it("returns the stringified value") {
                    await expect { await task.value!.value }.to(equal("1"))
                }
            }
        }
    }
}

#if !canImport(Darwin)
    extension StringifierSpec {
        func testAllExamples() throws {
            for (_, run) in Self.allTests { try run(self)() }
        }
    }
#endif

struct StringifierTests {
    @Test func returnsTheStringifiedValue() async {
        let source = FakeNumberSource()
        await source.setStub(1)
        let subject = Stringifier(source: source)
        let task = Task { await subject.perform() }
        await expect { await task.value }.to(equal("1"))
    }
}
