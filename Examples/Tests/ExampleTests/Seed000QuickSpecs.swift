// Seed 000: Quick 7's QuickSpec and AsyncSpec, with Deft's `expect` and
// `await expect`, on and off the main actor.
import Deft
import Foundation
import Quick

/// A counter the specs drive.
private actor Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}

final class CartSpec: QuickSpec {
    override class func spec() {
        describe("a cart") {
            // Quick runs a QuickSpec's closures on the main actor; state they
            // share lives in a box the closures capture.
            let items = LockedBox<[String]>([])
            let log = LockedBox<[String]>([])

            beforeEach {
                items.set(["apple"])
                log.set(["before"])
            }
            aroundEach { runExample in
                log.withLock { $0.append("around: in") }
                runExample()
                log.withLock { $0.append("around: out") }
            }
            justBeforeEach {
                log.withLock { $0.append("just before") }
            }

            it("runs its setup in order, on the main thread") {
                expect(log.value).to(equal(["before", "around: in", "just before"]))
                expect(Thread.isMainThread).to(beTrue())
            }

            it("accepts an explicitly @MainActor closure") { @MainActor in
                expect(MainActor.assumeIsolated { items.value }).to(equal(["apple"]))
            }

            context("after adding a pear") {
                beforeEach { items.withLock { $0.append("pear") } }

                it("holds both") {
                    expect(items.value).to(equal(exampleIsBroken ? ["apple"] : ["apple", "pear"]))
                    expect(items.value).to(haveCount(2))
                }
            }
        }
    }
}

final class CounterSpec: AsyncSpec {
    override class func spec() {
        describe("an actor counter") {
            let counter = LockedBox<Counter?>(nil)
            let log = LockedBox<[String]>([])

            beforeEach {
                counter.set(Counter())
                await counter.value?.increment()
            }
            aroundEach { runExample in
                log.set(["around: in"])
                await runExample()
            }
            justBeforeEach {
                await counter.value?.increment()
                log.withLock { $0.append("just before") }
            }

            it("awaits the actor in an async expectation") {
                await expect { await counter.value?.value }.to(equal(exampleIsBroken ? 3 : 2))
                expect(log.value).to(equal(["around: in", "just before"]))
            }

            it("polls state another task changes") {
                let box = counter.value!
                Task { await box.increment() }
                await expect { await box.value }.toEventually(equal(3))
            }

            it("runs a @MainActor closure on the main thread") { @MainActor in
                expect(Thread.isMainThread).to(beTrue())
                await expect { await counter.value?.value }.to(equal(2))
            }

            it("uses MainActor.run for synchronous main-thread code") {
                await MainActor.run {
                    expect(Thread.isMainThread).to(beTrue())
                }
            }
        }
    }
}

// SwiftPM on Linux discovers only `test…` methods, and specs have none: one
// trampoline per spec class runs all its examples as one XCTest test. On
// Apple platforms Quick runs each example as a test of its own, and has no
// `allTests`.
#if !canImport(Darwin)
    extension CartSpec {
        func testAllExamples() throws {
            for (_, run) in Self.allTests { try run(self)() }
        }
    }
#endif

#if !canImport(Darwin)
    extension CounterSpec {
        func testAllExamples() throws {
            for (_, run) in Self.allTests { try run(self)() }
        }
    }
#endif
