import Testing

@testable import Deft

/// `equal` decides two slices of standard integers by their bytes, with
/// the answer `==` gives.
struct ValuesEqualTests {
    @Test func slicesOfIntegersAreEqualExactlyWhenTheirElementsAre() {
        let numbers = Array(0..<1_000)
        var changed = numbers
        changed[700] = -1
        #expect(valuesEqual(numbers[...], numbers[...]))
        #expect(!valuesEqual(numbers[...], changed[...]))
        #expect(!valuesEqual(numbers[0..<10], numbers[0..<11]))
        #expect(valuesEqual(numbers[3..<3], changed[5..<5]))
        // Slices of one array at different offsets hold different elements.
        #expect(!valuesEqual(numbers[0..<10], numbers[1..<11]))
        #expect(valuesEqual(numbers[0..<700], changed[0..<700]))
        #expect(valuesEqual([UInt8](repeating: 7, count: 9)[2...], [UInt8](repeating: 7, count: 7)[...]))
        #expect(!valuesEqual([Int16]([1, 2])[...], [Int16]([1, 3])[...]))
    }

    @Test func otherValuesAreComparedByTheirOwnEquality() {
        #expect(valuesEqual([0.0][...], [-0.0][...]))
        #expect(!valuesEqual([Double.nan][...], [Double.nan][...]))
        #expect(valuesEqual("a", "a"))
    }

    @Test func aFailingCheckOnALargeSliceNamesTheChangedElement() {
        let numbers = Array(0..<1_000_000)
        var changed = numbers
        changed[500_000] = -1
        let messages = failures { expect(changed[...]).to(equal(numbers[...])) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("at [500000]:") == true)
        #expect(messages.first?.contains("- [500000] 500000\n+ [500000] -1") == true)
        #expect(failures { expect(numbers[...]).to(equal(numbers[...])) }.isEmpty)
    }
}
