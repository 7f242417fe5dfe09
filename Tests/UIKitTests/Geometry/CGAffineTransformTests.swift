import Foundation
import Testing
import UIKit

/// `Sources/UIKit/Geometry/CGAffineTransform.swift`: Core Graphics semantics, row vectors,
/// `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
struct CGAffineTransformTests {
    @Test func identityHasUnitDiagonalAndNoTranslation() {
        let t = CGAffineTransform.identity
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(t == CGAffineTransform())
        #expect(t.isIdentity)
        #expect(CGPoint(x: 3, y: -7).applying(t) == CGPoint(x: 3, y: -7))
    }

    @Test func translationInitializerMovesPointsButNotSizes() {
        let t = CGAffineTransform(translationX: 3, y: 4)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        #expect(!t.isIdentity)
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 4, y: 6))
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 10, height: 20))
    }

    @Test func scaleInitializerScalesEachAxis() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 2, y: 6))
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 20, height: 60))
    }

    @Test func rotationByPositiveQuarterTurnTurnsXAxisOntoYAxis() {
        // (a, b, c, d) = (cos, sin, −sin, cos); with y pointing down that is clockwise on screen.
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(t.isApproximately(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        #expect(CGPoint(x: 1, y: 0).applying(t).isApproximately(CGPoint(x: 0, y: 1)))
        #expect(CGPoint(x: 0, y: 1).applying(t).isApproximately(CGPoint(x: -1, y: 0)))
        let eighth = CGAffineTransform(rotationAngle: .pi / 4)
        let half = CGFloat(2).squareRoot() / 2
        #expect(CGPoint(x: 10, y: 0).applying(eighth).isApproximately(CGPoint(x: 10 * half, y: 10 * half)))
    }

    @Test func concatenatingAppliesReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        // Translate then scale: (1, 1) → (11, 1) → (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        // Scale then translate: (1, 1) → (2, 2) → (12, 2).
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        #expect(translate.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    @Test func rotatingThenTranslatingDiffersFromTranslatingThenRotating() {
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        // Rotate then translate: (1, 0) → (0, 1) → (10, 1). Translate then rotate: (1, 0) → (11, 0) → (0, 11).
        #expect(CGPoint(x: 1, y: 0).applying(rotate.concatenating(translate)).isApproximately(CGPoint(x: 10, y: 1)))
        #expect(CGPoint(x: 1, y: 0).applying(translate.concatenating(rotate)).isApproximately(CGPoint(x: 0, y: 11)))
    }

    @Test func translatedByPrependsTheTranslation() {
        // CGAffineTransformTranslate(t, x, y) == translation.concatenating(t): the translation applies first.
        let t = CGAffineTransform(scaleX: 2, y: 2)
        let result = t.translatedBy(x: 10, y: 5)
        #expect(result == CGAffineTransform(translationX: 10, y: 5).concatenating(t))
        #expect(result == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 10))
        #expect(CGPoint.zero.applying(result) == CGPoint(x: 20, y: 10))
    }

    @Test func scaledByPrependsTheScale() {
        let t = CGAffineTransform(translationX: 10, y: 0)
        let result = t.scaledBy(x: 2, y: 3)
        #expect(result == CGAffineTransform(scaleX: 2, y: 3).concatenating(t))
        #expect(result == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
        // (1, 1) → scale (2, 3) → translate (12, 3).
        #expect(CGPoint(x: 1, y: 1).applying(result) == CGPoint(x: 12, y: 3))
    }

    @Test func rotatedPrependsTheRotation() {
        let t = CGAffineTransform(translationX: 10, y: 0)
        let result = t.rotated(by: .pi / 2)
        #expect(result.isApproximately(CGAffineTransform(rotationAngle: .pi / 2).concatenating(t)))
        // (1, 0) → rotate (0, 1) → translate (10, 1).
        #expect(CGPoint(x: 1, y: 0).applying(result).isApproximately(CGPoint(x: 10, y: 1)))
    }

    @Test func invertedUndoesScaleAndTranslation() {
        // p ↦ (2x + 10, 4y + 20); its inverse is p ↦ ((x − 10)/2, (y − 20)/4).
        let t = CGAffineTransform(scaleX: 2, y: 4).concatenating(CGAffineTransform(translationX: 10, y: 20))
        let inverse = t.inverted()
        #expect(inverse == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
        #expect(CGPoint(x: 12, y: 24).applying(inverse) == CGPoint(x: 1, y: 1))
        #expect(t.concatenating(inverse).isIdentity)
    }

    @Test func invertedRotationIsRotationTheOtherWay() {
        let t = CGAffineTransform(rotationAngle: .pi / 3).translatedBy(x: 7, y: -2)
        #expect(t.inverted().concatenating(t).isApproximately(.identity))
        #expect(CGAffineTransform(rotationAngle: .pi / 3).inverted().isApproximately(CGAffineTransform(rotationAngle: -.pi / 3)))
    }

    @Test func nonInvertibleTransformInvertsToItself() {
        let flat = CGAffineTransform(scaleX: 0, y: 1).translatedBy(x: 3, y: 4)
        #expect(flat.determinant == 0)
        #expect(flat.inverted() == flat)
        let infinite = CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(infinite.inverted() == infinite)
    }

    @Test func isIdentityIsFalseForAnyChangedEntry() {
        #expect(!CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0.5).isIdentity)
        #expect(!CGAffineTransform(scaleX: -1, y: 1).isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
    }

    @Test func sizeIgnoresTranslationAndKeepsSignUnderRotation() {
        // As CGSizeApplyAffineTransform: (a·w + c·h, b·w + d·h); a quarter turn gives (−h, w).
        let size = CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 5, y: 5))
        #expect(size.isApproximately(CGSize(width: -20, height: 10)))
    }

    @Test func rectUnderQuarterTurnIsBoundingBoxOfCorners() {
        // Corners of (0, 0, 10, 20): (0,0)→(0,0), (10,0)→(0,10), (0,20)→(−20,0), (10,20)→(−20,10).
        let box = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(box.isApproximately(CGRect(x: -20, y: 0, width: 20, height: 10)))
        // Offset rect (10, 10, 10, 20): corners (−10,10), (−10,20), (−30,10), (−30,20).
        let offset = CGRect(x: 10, y: 10, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(offset.isApproximately(CGRect(x: -30, y: 10, width: 20, height: 10)))
    }

    @Test func rectUnderEighthTurnGrowsBySquareRootOfTwo() {
        // A 10 × 10 square at the origin: corners (0,0), (7.07,7.07), (−7.07,7.07), (0,14.14).
        let root2 = CGFloat(2).squareRoot()
        let box = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(box.isApproximately(CGRect(x: -5 * root2, y: 0, width: 10 * root2, height: 10 * root2)))
    }

    @Test func rectUnderScaleAndTranslationStaysStandardized() {
        let moved = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 20))
        #expect(moved == CGRect(x: 11, y: 22, width: 3, height: 4))
        let mirrored = CGRect(x: 10, y: 0, width: 5, height: 5).applying(CGAffineTransform(scaleX: -1, y: 2))
        #expect(mirrored == CGRect(x: -15, y: 0, width: 5, height: 10))
        #expect(mirrored.size.width > 0)
    }

    @Test func nullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
    }
}
