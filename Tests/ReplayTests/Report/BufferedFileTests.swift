import Foundation
@testable import Replay
import Testing

/// The page is written in blocks; what is read back is every piece in order.
struct BufferedFileTests {
    @Test func piecesSmallerAndLargerThanABlockArriveInOrder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("buffered-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try BufferedFile(path: path)
        var expected = Data()
        for (index, size) in [10, BufferedFile.blockSize - 5, 7, 3 * BufferedFile.blockSize, 0, 1].enumerated() {
            let piece = Data(repeating: UInt8(index + 1), count: size)
            try file.write(piece)
            expected.append(piece)
        }
        try file.close()
        try file.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == expected)
    }

    @Test func aFileThatCannotBeCreatedSaysWhy() throws {
        let error = try #require(throws: BufferedFile.Failure.self) { try BufferedFile(path: "/no/such/folder/page.html") }
        #expect(error.reason == "No such file or directory")
    }
}
