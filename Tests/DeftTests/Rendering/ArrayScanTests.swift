import Testing

@testable import Deft

/// Two arrays are compared element by element to their first difference,
/// as their `==` compares them; other values are left to `==`.
struct ArrayScanTests {
    @Test func anArrayScanFindsWhereTwoArraysFirstDiffer() {
        let scan = ArrayScan([1, 2, 3], [1, 5, 3])
        #expect(scan?.equal == false && scan?.prefix == 1)
        let same = ArrayScan(ContiguousArray([1, 2]), ContiguousArray([1, 2]))
        #expect(same?.equal == true && same?.prefix == 2)
        let longer = ArrayScan([1, 2][...], [1, 2, 3][...])
        #expect(longer?.equal == false && longer?.prefix == 2)
    }

    @Test func setsDictionariesAndOtherValuesAreNotScanned() {
        #expect(ArrayScan(Set([1, 2]), Set([2, 1])) == nil)
        #expect(ArrayScan(["a": 1], ["a": 2]) == nil)
        #expect(ArrayScan("ab", "ac") == nil)
        #expect(ArrayScan([1, 2], [1, 2][...]) == nil)
    }
}
