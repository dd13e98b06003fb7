import Deft

enum DeftShapeValues {
    typealias V = ShapeValues

    static func captured(_ body: () -> Void) -> [String] {
        gatherFailingExpectations(silently: true, closure: body).map { $0.message.stringValue }
    }

    static func run(reps: Int) {
        V.measure(
            "Deft", reps: reps,
            [
                { captured { expect(V.tableChanged).to(equal(V.table)) } },
                { captured { expect(V.wrapperChanged).to(equal(V.wrapper)) } },
                { captured { expect(V.payloadChanged).to(equal(V.payload)) } },
                { captured { expect(V.optionalChanged).to(equal(V.optional)) } },
                { captured { expect(V.tupleChanged).to(equal(V.tuple)) } },
                { captured { expect(V.contiguousChanged).to(equal(V.contiguous)) } },
                { captured { expect(V.sliceChanged).to(equal(V.slice)) } },
                { captured { expect(V.tagsOneRemoved).to(equal(V.tags)) } },
                { captured { expect(V.byTagOneChanged).to(equal(V.byTag)) } },
                { captured { expect(V.treeChanged).to(equal(V.tree)) } },
                { captured { expect(V.tables).to(contain(V.tableChanged)) } },
                { captured { expect(V.tables).to(allPass { $0.rows.count < 5 }) } },
                { captured { expect(V.tables).to(beginWith(V.tableChanged)) } },
                { captured { expect(V.dataChanged).to(equal(V.data)) } },
                { captured { expect(V.columnsChanged).to(equal(V.columns)) } },
                { captured { expect(V.treeCopy).to(equal(V.tree)) } },
                { captured { expect(V.columnChanged).to(equal(V.column)) } },
            ])
    }
}
