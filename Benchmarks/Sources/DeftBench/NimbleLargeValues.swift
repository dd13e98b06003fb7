import Nimble

enum NimbleLargeValues {
    typealias V = LargeValues

    static func captured(_ body: () -> Void) -> [String] {
        gatherFailingExpectations(silently: true, closure: body).map { $0.message.stringValue }
    }

    static func run(reps: Int) {
        LargeValues.measure(
            "Nimble 14", reps: reps,
            [
                { captured { expect(V.intsOneChanged).to(equal(V.ints)) } },
                { captured { expect(V.ints).to(contain(-5)) } },
                { captured { expect(V.text).to(equal(V.textPlusOne)) } },
                { captured { expect(V.dictionaryOneChanged).to(equal(V.dictionary)) } },
                { captured { expect(V.setOneRemoved).to(equal(V.set)) } },
                { captured { expect(V.small).to(allPass(beLessThan(0))) } },
                { captured { expect(V.rowsChanged).to(equal(V.rows)) } },
            ])
    }
}
