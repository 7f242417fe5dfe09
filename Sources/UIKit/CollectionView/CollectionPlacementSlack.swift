import Foundation

/// How far the visible area can move toward each side (left, right, up, down) before an element starts or
/// stops overlapping it: a scroll that stays inside places nothing.
///
/// One distance per side, not one for all: right after an element leaves at the top, it is a point away
/// behind the visible area, which bounds a move back up but not the next move down. A single distance for
/// every direction made the frame after each crossing place everything again for nothing.
struct CollectionPlacementSlack: Equatable {
    var left: CGFloat
    var right: CGFloat
    var up: CGFloat
    var down: CGFloat

    /// The same distance on every side.
    init(all distance: CGFloat) {
        left = distance
        right = distance
        up = distance
        down = distance
    }

    init(left: CGFloat, right: CGFloat, up: CGFloat, down: CGFloat) {
        self.left = left
        self.right = right
        self.up = up
        self.down = down
    }

    /// The distance to the nearest side: how far the visible area can move in any direction.
    var nearest: CGFloat { min(left, right, up, down) }

    /// Whether moving the visible area by `dx`, `dy` keeps it strictly inside (nothing enters or leaves).
    func contains(dx: CGFloat, dy: CGFloat) -> Bool {
        -left < dx && dx < right && -up < dy && dy < down
    }

    /// Every side at least 0 (a side below 0 means the visible area is already past an edge).
    mutating func clampAtZero() {
        left = max(left, 0)
        right = max(right, 0)
        up = max(up, 0)
        down = max(down, 0)
    }

    /// Limits the sides so that `frame`'s overlap with `visible` stays what it is for any move inside.
    ///
    /// An element that overlaps stops once the visible area moves past its far edge on a side, so every
    /// side is limited. One that does not lies beyond the visible area on at least one side: limiting that
    /// side to the gap keeps it out; when it lies beyond two (diagonally), the side of the wider gap is
    /// limited, so no side is cut below what one distance for all directions allowed (the larger gap).
    mutating func limit(by frame: CGRect, in visible: CGRect) {
        if frame.overlaps(visible) {
            right = min(right, frame.maxX - visible.minX)
            left = min(left, visible.maxX - frame.minX)
            down = min(down, frame.maxY - visible.minY)
            up = min(up, visible.maxY - frame.minY)
            return
        }
        let gapRight = frame.minX - visible.maxX
        let gapLeft = visible.minX - frame.maxX
        let gapDown = frame.minY - visible.maxY
        let gapUp = visible.minY - frame.maxY
        let widest = max(gapRight, gapLeft, gapDown, gapUp)
        if widest == gapDown {
            down = min(down, gapDown)
        } else if widest == gapUp {
            up = min(up, gapUp)
        } else if widest == gapRight {
            right = min(right, gapRight)
        } else {
            left = min(left, gapLeft)
        }
    }
}
