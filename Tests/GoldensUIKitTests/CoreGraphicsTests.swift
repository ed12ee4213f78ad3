import Foundation
import Testing
@testable import GoldensUIKit

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

private func close(_ p: CGPoint, _ q: CGPoint) -> Bool {
    close(p.x, q.x) && close(p.y, q.y)
}

private func close(_ s: CGAffineTransform, _ t: CGAffineTransform) -> Bool {
    close(s.a, t.a) && close(s.b, t.b) && close(s.c, t.c) && close(s.d, t.d) && close(s.tx, t.tx) && close(s.ty, t.ty)
}

private func close(_ s: CATransform3D, _ t: CATransform3D) -> Bool {
    let l = [s.m11, s.m12, s.m13, s.m14, s.m21, s.m22, s.m23, s.m24, s.m31, s.m32, s.m33, s.m34, s.m41, s.m42, s.m43, s.m44]
    let r = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    return zip(l, r).allSatisfy { close($0, $1) }
}

// MARK: - CGAffineTransform

@Test func affineInitialisersAndIdentity() {
    #expect(CGAffineTransform() == .identity)
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(1, 2, 3, 4, 5, 6)) == CGPoint(x: 1 + 6 + 5, y: 2 + 8 + 6))
}

@Test func concatenatingAppliesSelfThenArgument() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    let p = CGPoint(x: 1, y: 1)
    // Scale first, then move: (2, 2) + (10, 0).
    #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    // Move first, then scale: (11, 1) * 2.
    #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
}

@Test func buildersPrependInLocalSpace() {
    let scaled = CGAffineTransform(scaleX: 2, y: 2)
    // Translation happens in the scaled space, so it moves by 20.
    let t = scaled.translatedBy(x: 10, y: 0)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 0))
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))

    let moved = CGAffineTransform(translationX: 10, y: 0)
    // Scale acts before the translation, so the offset is not scaled.
    #expect(CGPoint(x: 1, y: 1).applying(moved.scaledBy(x: 3, y: 3)) == CGPoint(x: 13, y: 3))
    // Rotation acts before the translation: (1, 0) → (0, 1) → (10, 1).
    #expect(CGPoint(x: 1, y: 0).applying(moved.rotated(by: .pi / 2)) == CGPoint(x: 10, y: 1))
    #expect(moved.rotated(by: .pi / 2) == CGAffineTransform(rotationAngle: .pi / 2).concatenating(moved))
}

@Test func rotationSignAndQuarterTurnsAreExact() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(quarter == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    // Positive angles turn +x toward +y (clockwise on a y-down screen).
    #expect(CGPoint(x: 1, y: 0).applying(quarter) == CGPoint(x: 0, y: 1))
    #expect(CGAffineTransform(rotationAngle: .pi) == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    #expect(CGAffineTransform(rotationAngle: -.pi / 2) == CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0))
    #expect(CGAffineTransform(rotationAngle: 3 * .pi / 2) == CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0))
    #expect(CGAffineTransform(rotationAngle: 2 * .pi).isIdentity)
    #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    // Non-quarter angles are not snapped.
    let eighth = CGAffineTransform(rotationAngle: .pi / 4)
    #expect(close(eighth.a, 0.5.squareRoot()) && close(eighth.b, 0.5.squareRoot()) && close(eighth.c, -(0.5.squareRoot())))
    #expect(eighth.a != 0 && eighth.a != 1)
}

@Test func invertedRoundTripsAndSingularIsUnchanged() {
    let t = CGAffineTransform(scaleX: 2, y: 3).rotated(by: 0.7).translatedBy(x: 5, y: -4)
    let inv = t.inverted()
    #expect(close(t.concatenating(inv), .identity))
    #expect(close(inv.concatenating(t), .identity))
    let p = CGPoint(x: 3.5, y: -7)
    #expect(close(p.applying(t).applying(inv), p))
    #expect(CGAffineTransform(translationX: 4, y: 5).inverted() == CGAffineTransform(translationX: -4, y: -5))
    #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))

    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 7, ty: 8)
    #expect(singular.inverted() == singular)
    let flattened = CGAffineTransform(scaleX: 0, y: 1).rotated(by: 0.3)
    #expect(flattened.inverted() == flattened)
}

@Test func sizeIgnoresTranslation() {
    let t = CGAffineTransform(a: 2, b: 1, c: 3, d: 4, tx: 100, ty: 200)
    #expect(CGSize(width: 1, height: 2).applying(t) == CGSize(width: 2 + 6, height: 1 + 8))
}

@Test func rectApplyingIsBoundingBox() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
    let h = 10 * 0.5.squareRoot()
    // Corners go to (0,0), (h,h), (-h,h), (0,2h).
    #expect(close(rotated.minX, -h) && close(rotated.maxX, h))
    #expect(close(rotated.minY, 0) && close(rotated.maxY, 2 * h))

    // Negative-size rects are standardized first; translation applies to rects.
    let flipped = CGRect(x: 10, y: 10, width: -10, height: -5)
        .applying(CGAffineTransform(translationX: 1, y: 2))
    #expect(flipped == CGRect(x: 1, y: 7, width: 10, height: 5))
    #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 1))
        == CGRect(x: -4, y: 2, width: 3, height: 4))
    #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
}

@Test func affineCodableIsUnkeyedArray() throws {
    let t = CGAffineTransform(1, 2, 3, 4, 5, 6)
    let data = try JSONEncoder().encode(t)
    #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
    #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
}

// MARK: - CGVector

@Test func vectorInitialisers() throws {
    #expect(CGVector() == .zero)
    #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
    #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
    #expect(CGVector(dx: Int(3), dy: Int(-4)) == CGVector(dx: CGFloat(3), dy: CGFloat(-4)))
    #expect(CGVector(dx: Double(0.5), dy: Double(1.5)).dx == 0.5)
    let data = try JSONEncoder().encode(CGVector(dx: 1.5, dy: -2))
    #expect(try JSONDecoder().decode(CGVector.self, from: data) == CGVector(dx: 1.5, dy: -2))
}

// MARK: - CGColor

@Test func grayColourHasTwoComponents() {
    let gray = CGColor(gray: 0.25, alpha: 0.5)
    #expect(gray.numberOfComponents == 2)
    #expect(gray.components == [0.25, 0.5])
    #expect(gray.alpha == 0.5)
    #expect(gray.red == 0.25 && gray.green == 0.25 && gray.blue == 0.25)
    #expect(CGColor.black.components == [0, 1])
    #expect(CGColor.white.components == [1, 1])
    #expect(CGColor.clear.components == [0, 0])
    #expect(CGColor.clear.alpha == 0)
}

@Test func rgbColourHasFourComponents() {
    let orange = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
    #expect(orange.numberOfComponents == 4)
    #expect(orange.components == [1, 0.5, 0.25, 0.75])
    #expect(orange.rgba == (1, 0.5, 0.25, 0.75))
    #expect(CGColor(srgbRed: 1, green: 0.5, blue: 0.25, alpha: 0.75) == orange)
    #expect(CGColor(srgbRed: 1, green: 0.5, blue: 0.25, alpha: 0.75).hashValue == orange.hashValue)
    // Same appearance in a different model is a different colour, as in CoreGraphics.
    #expect(CGColor(red: 0, green: 0, blue: 0, alpha: 1) != CGColor.black)

    let faded = orange.copy(alpha: 0.1)
    #expect(faded?.components == [1, 0.5, 0.25, 0.1])
    #expect(CGColor.white.copy(alpha: 0.3)?.components == [1, 0.3])
    #expect(orange.alpha == 0.75)  // the original is immutable
}

// MARK: - UIKit geometry

@Test func insetByEdgeInsets() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
    #expect(rect.inset(by: .zero) == rect)
    #expect(rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)) == CGRect(x: 5, y: 15, width: 110, height: 60))
    // Plain arithmetic: over-insetting yields a negative stored width (`.width` would report its magnitude).
    #expect(rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).size.width == -20)
    #expect(UIEdgeInsets() == .zero)
    #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing == 4)
    #expect(NSDirectionalEdgeInsets() == .zero)
    #expect(UIOffset(horizontal: 1, vertical: -1) != .zero)
    #expect(UIOffset() == .zero)
}

@Test func optionSetRawValues() {
    #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.topRight.rawValue == 2)
    #expect(UIRectCorner.bottomLeft.rawValue == 4 && UIRectCorner.bottomRight.rawValue == 8)
    #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
    #expect(UIRectEdge.top.rawValue == 1 && UIRectEdge.left.rawValue == 2)
    #expect(UIRectEdge.bottom.rawValue == 4 && UIRectEdge.right.rawValue == 8)
    #expect(UIRectEdge.all.rawValue == 15)
    #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1 && CACornerMask.layerMaxXMinYCorner.rawValue == 2)
    #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4 && CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
}

// MARK: - CATransform3D

@Test func rotationAboutZMatchesAffineRotation() {
    for angle: CGFloat in [0.3, -1.1, .pi / 2, .pi] {
        let r = CATransform3DMakeRotation(angle, 0, 0, 1)
        #expect(CATransform3DIsAffine(r))
        #expect(CATransform3DGetAffineTransform(r) == CGAffineTransform(rotationAngle: angle))
    }
    // The axis is normalized and a zero axis is a no-op.
    #expect(CATransform3DMakeRotation(0.3, 0, 0, 5) == CATransform3DMakeRotation(0.3, 0, 0, 1))
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    // Right-hand rule about x: +y goes to +z for a quarter turn.
    let aboutX = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
    #expect(aboutX.m21 == 0 && aboutX.m22 == 0 && aboutX.m23 == 1)
    #expect(aboutX.m32 == -1 && aboutX.m33 == 0)
}

@Test func concatAndTranslateOrder() {
    let scale = CATransform3DMakeScale(2, 2, 1)
    let move = CATransform3DMakeTranslation(10, 0, 0)
    // Concat(a, b) = a then b: scaling first leaves the translation at 10.
    #expect(CATransform3DConcat(scale, move).m41 == 10)
    #expect(CATransform3DConcat(move, scale).m41 == 20)
    // Translate(t, …) = translation then t: it happens in t's scaled space.
    let translated = CATransform3DTranslate(scale, 10, 0, 0)
    #expect(translated == CATransform3DConcat(move, scale))
    #expect(translated.m41 == 20 && translated.m11 == 2)
    #expect(CATransform3DScale(move, 3, 3, 3) == CATransform3DConcat(CATransform3DMakeScale(3, 3, 3), move))
    #expect(CATransform3DScale(move, 3, 3, 3).m41 == 10)
    #expect(CATransform3DRotate(move, 0.4, 0, 0, 1) == CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 0, 1), move))
    // The 3-D pipeline agrees with the affine one.
    let affine = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0).rotated(by: 0.5)
    let threeD = CATransform3DRotate(CATransform3DTranslate(scale, 10, 0, 0), 0.5, 0, 0, 1)
    #expect(close(CATransform3DGetAffineTransform(threeD), affine))
    #expect(CATransform3DEqualToTransform(move, CATransform3DMakeTranslation(10, 0, 0)))
    #expect(!CATransform3DEqualToTransform(move, scale))
}

@Test func affineRoundTripsThroughCATransform3D() {
    let affine = CGAffineTransform(a: 1.5, b: 0.25, c: -0.5, d: 2, tx: 7, ty: -3)
    let t = CATransform3DMakeAffineTransform(affine)
    #expect(CATransform3DIsAffine(t))
    #expect(t.m33 == 1 && t.m44 == 1 && t.m43 == 0)
    #expect(CATransform3DGetAffineTransform(t) == affine)
    #expect(CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)))
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    #expect(!CATransform3DIsAffine(perspective))
    #expect(CATransform3DGetAffineTransform(perspective).isIdentity)
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.2, 0, 1, 0)))
    #expect(CATransform3D() != CATransform3DIdentity)  // the C struct's init() is all zeros
}

@Test func invertRoundTripsAndSingularIsUnchanged() {
    var t = CATransform3DRotate(CATransform3DMakeTranslation(3, -2, 5), 0.8, 1, 2, 3)
    t = CATransform3DScale(t, 2, 0.5, 4)
    t.m34 = -1 / 400
    let inv = CATransform3DInvert(t)
    #expect(close(CATransform3DConcat(t, inv), CATransform3DIdentity))
    #expect(close(CATransform3DConcat(inv, t), CATransform3DIdentity))
    #expect(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)) == CATransform3DMakeTranslation(-1, -2, -3))

    let flat = CATransform3DRotate(CATransform3DMakeScale(1, 1, 0), 0.3, 1, 1, 0)
    #expect(CATransform3DInvert(flat) == flat)
    #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
}
