import Foundation
import Testing
import UIKitTesting

/// A finished picture of the screen as presenters get it: sizes that must add up, pixels read as
/// premultiplied ARGB32 words, rows `bytesPerRow` apart, rectangles filled and clipped to the frame.
@MainActor
@Suite struct ScreenFrameTests {
    @Test func aFrameOfOneColourHasPackedRowsOfThatWord() throws {
        let frame = try #require(ScreenFrame(width: 3, height: 2, filledWith: 0xFF10_2030))
        #expect(frame.bytesPerRow == 12)
        #expect(frame.bytes.count == 24)
        #expect(frame.pixel(x: 2, y: 1) == 0xFF10_2030)
        #expect(frame.pixel(x: 3, y: 0) == nil)
        #expect(frame.pixel(x: 0, y: -1) == nil)
        #expect(ScreenFrame(width: 0, height: 1, filledWith: 0) == nil)
        #expect(ScreenFrame(width: Int.max, height: 2, filledWith: 0) == nil)
    }

    @Test func paddedRowsAreReadBytesPerRowApart() throws {
        // Two pixels a row, 12 bytes a row: the third word of each row is padding.
        var bytes = [UInt8](repeating: 0, count: 24)
        bytes[12] = 0x44; bytes[13] = 0x33; bytes[14] = 0x22; bytes[15] = 0x11
        let frame = try #require(ScreenFrame(width: 2, height: 2, bytesPerRow: 12, bytes: bytes))
        #expect(frame.pixel(x: 0, y: 1) == UInt32(littleEndian: 0x1122_3344))
        #expect(frame.pixel(x: 1, y: 1) == 0)
    }

    @Test func fillingClipsTheRectangleToTheFrameAndLeavesTheOriginal() throws {
        let frame = try #require(ScreenFrame(width: 4, height: 4, filledWith: 0))
        let filled = frame.filling(x: 2, y: -1, width: 10, height: 2, with: 0xFFFF_FFFF)
        #expect(filled.pixel(x: 2, y: 0) == 0xFFFF_FFFF)
        #expect(filled.pixel(x: 3, y: 0) == 0xFFFF_FFFF)
        #expect(filled.pixel(x: 1, y: 0) == 0)
        #expect(filled.pixel(x: 2, y: 1) == 0)
        #expect(frame.pixel(x: 2, y: 0) == 0)
        #expect(frame.filling(x: 10, y: 10, width: 5, height: 5, with: 1) == frame)
        #expect(frame.filling(x: Int.max, y: 0, width: Int.max, height: 1, with: 1) == frame)
    }

    @Test func framesFromOutsideThatDoNotAddUpAreRefused() {
        #expect(ScreenFrame(width: 2, height: 2, bytesPerRow: 4, bytes: [UInt8](repeating: 0, count: 16)) == nil)
        #expect(ScreenFrame(width: 2, height: 2, bytesPerRow: 8, bytes: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(ScreenFrame(width: 0, height: 2, bytesPerRow: 8, bytes: []) == nil)
        #expect(ScreenFrame(width: 2, height: 2, bytesPerRow: 12, bytes: [UInt8](repeating: 0, count: 24))?.pixel(x: 2, y: 0) == nil)
    }

    @Test func aBorrowingFrameReadsTheContextsBitmapItselfAndACopyKeepsThePicture() throws {
        let context = try CGContext(width: 3, height: 2)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let frame = try #require(ScreenFrame(borrowing: context))
        #expect(frame.borrowsPixels)
        #expect(frame.width == 3 && frame.height == 2 && frame.bytesPerRow >= 12)
        #expect(frame.damage == [ScreenFrame.Region(x: 0, y: 0, width: 3, height: 2)])
        // No copy: the frame's pixels are at the context's bitmap's address.
        let bitmap = context.withUnsafeBitmap { pixels, _, _, _ in pixels.baseAddress }
        #expect(frame.withUnsafeBytes { $0.baseAddress } == bitmap)
        #expect(frame.pixel(x: 2, y: 1) == 0xFFFF_0000)
        let kept = frame.copied()
        #expect(!kept.borrowsPixels && kept == frame)
        // Drawing into the context changes the borrowing frame (it is the screen now), not the copy.
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 2, y: 1, width: 1, height: 1))
        #expect(frame.pixel(x: 2, y: 1) == 0xFF00_00FF)
        #expect(kept.pixel(x: 2, y: 1) == 0xFFFF_0000)
        #expect(kept != frame)
        #expect(frame.bytes.count == frame.bytesPerRow * 2)
    }

    @Test func aBorrowingFrameKeepsItsBitmapAliveAfterItsContextIsLetGo() throws {
        func make() throws -> ScreenFrame {
            let context = try CGContext(width: 2, height: 2)
            context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            return try #require(ScreenFrame(borrowing: context, damage: [CGRect(x: 0.5, y: 0.25, width: 0.5, height: 5)]))
        }
        let frame = try make()
        // The damage is rounded out to whole pixels and clipped to the frame.
        #expect(frame.damage == [ScreenFrame.Region(x: 0, y: 0, width: 1, height: 2)])
        #expect(frame.pixel(x: 1, y: 1) == 0xFF00_FF00)
    }

    /// Frames built in one reused damage buffer (as the frame loop builds them) each get their own damage:
    /// a frame still held when the next is built keeps its rectangles, and an empty damage leaves none.
    @Test func framesBuiltInOneDamageBufferKeepTheirOwnDamage() throws {
        let context = try CGContext(width: 10, height: 10)
        var buffer: [ScreenFrame.Region] = []
        let first = try #require(ScreenFrame(borrowing: context, damage: [CGRect(x: 1, y: 1, width: 2, height: 2)], reusing: &buffer))
        let second = try #require(ScreenFrame(borrowing: context, damage: [CGRect(x: 5, y: 6, width: 20, height: 1),
                                                                           CGRect(x: 0, y: 0, width: 1, height: 1)], reusing: &buffer))
        #expect(first.damage == [ScreenFrame.Region(x: 1, y: 1, width: 2, height: 2)])
        #expect(second.damage == [ScreenFrame.Region(x: 5, y: 6, width: 5, height: 1), ScreenFrame.Region(x: 0, y: 0, width: 1, height: 1)])
        let empty = try #require(ScreenFrame(borrowing: context, damage: [], reusing: &buffer))
        #expect(empty.damage.isEmpty)
        #expect(second.damage.count == 2)
    }

    // @moved
}
