import Foundation
import Testing
@testable import UIKit

@MainActor
@Suite struct ExtentListTests {
    @Test func aUniformListAnswersByArithmetic() {
        let list = ExtentList(count: 100_000, uniform: 44)
        #expect(list.isUniform)
        #expect(list.offset(of: 1000) == 44_000)
        #expect(list.total == 4_400_000)
        #expect(list.index(containing: 43.9) == 0)
        #expect(list.index(containing: 44) == 1)
        #expect(list.index(containing: 10_000_000) == 99_999)
        #expect(list.index(containing: -5) == 0)
    }

    @Test func givingOneItemItsLengthMovesEveryItemAfterIt() {
        var list = ExtentList(count: 10, uniform: 10)
        list.setLength(50, at: 3)
        #expect(!list.isUniform)
        #expect(list.offset(of: 3) == 30)
        #expect(list.offset(of: 4) == 80)
        #expect(list.total == 140)
        #expect(list.index(containing: 79.9) == 3)
        #expect(list.index(containing: 80) == 4)
        #expect(list.index(containing: 139) == 9)
    }

    @Test func offsetsAndSearchAgreeWithASimpleSumForManyChanges() {
        var list = ExtentList(count: 257, uniform: 7)
        var lengths = [CGFloat](repeating: 7, count: 257)
        var seed: UInt64 = 42
        for _ in 0..<400 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let index = Int(seed >> 33) % 257
            let length = CGFloat(Int(seed >> 20) % 90 + 1)
            list.setLength(length, at: index)
            lengths[index] = length
        }
        var sum: CGFloat = 0
        for i in 0..<257 {
            #expect(list.offset(of: i) == sum)
            #expect(list.index(containing: sum) == i)
            #expect(list.index(containing: sum + lengths[i] - 0.5) == i)
            sum += lengths[i]
        }
        #expect(list.total == sum)
    }

    @Test func insertAndRemoveKeepTheOtherLengths() {
        var list = ExtentList(lengths: [10, 20, 30], uniform: 44)
        list.insert(5, at: 1)
        #expect((0..<4).map { list.length(at: $0) } == [10, 5, 20, 30])
        list.remove(at: 2)
        #expect((0..<3).map { list.length(at: $0) } == [10, 5, 30])
        var uniform = ExtentList(count: 3, uniform: 44)
        uniform.remove(at: 0)
        #expect(uniform.count == 2 && uniform.isUniform && uniform.total == 88)
    }
}
