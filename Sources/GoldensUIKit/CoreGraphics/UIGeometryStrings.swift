import Foundation

// UIKit's geometry strings (UIGeometry.h): `NSStringFromCGPoint(p)` writes "{x, y}", a rect
// "{{x, y}, {w, h}}", a transform "{a, b, c, d, tx, ty}", insets "{top, left, bottom, right}";
// the `…FromString` functions read the numbers back in that order whatever the braces, and a
// number that is not there reads as 0, as UIKit's do. Apps keep geometry in plists and user
// defaults this way, and animators parse it (`CGVectorFromString`).

/// The numbers of a geometry string in order: `count` of them, 0 for any missing.
private func geometryNumbers(_ string: String, count: Int) -> [CGFloat] {
    var numbers: [CGFloat] = []
    var token = ""
    func flush() {
        if !token.isEmpty, let value = Double(token) { numbers.append(CGFloat(value)) }
        token = ""
    }
    for character in string {
        if character.isNumber || character == "." || character == "-" || character == "+" || character == "e" || character == "E" {
            token.append(character)
        } else {
            flush()
        }
    }
    flush()
    return (0..<count).map { $0 < numbers.count ? numbers[$0] : 0 }
}

/// A number as UIKit writes it in geometry strings: the shortest form that reads back the same.
private func geometryText(_ value: CGFloat) -> String {
    let number = Double(value)
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return String(number)
}

private func geometryString(_ values: [CGFloat]) -> String {
    "{" + values.map(geometryText).joined(separator: ", ") + "}"
}

public func NSStringFromCGPoint(_ point: CGPoint) -> String { geometryString([point.x, point.y]) }
public func NSStringFromCGVector(_ vector: CGVector) -> String { geometryString([vector.dx, vector.dy]) }
public func NSStringFromCGSize(_ size: CGSize) -> String { geometryString([size.width, size.height]) }
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String {
    geometryString([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
}
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    geometryString([insets.top, insets.left, insets.bottom, insets.right])
}
public func NSStringFromDirectionalEdgeInsets(_ insets: NSDirectionalEdgeInsets) -> String {
    geometryString([insets.top, insets.leading, insets.bottom, insets.trailing])
}
public func NSStringFromUIOffset(_ offset: UIOffset) -> String { geometryString([offset.horizontal, offset.vertical]) }

public func CGPointFromString(_ string: String) -> CGPoint {
    let n = geometryNumbers(string, count: 2)
    return CGPoint(x: n[0], y: n[1])
}
public func CGVectorFromString(_ string: String) -> CGVector {
    let n = geometryNumbers(string, count: 2)
    return CGVector(dx: n[0], dy: n[1])
}
public func CGSizeFromString(_ string: String) -> CGSize {
    let n = geometryNumbers(string, count: 2)
    return CGSize(width: n[0], height: n[1])
}
public func CGRectFromString(_ string: String) -> CGRect {
    let n = geometryNumbers(string, count: 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    let n = geometryNumbers(string, count: 6)
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
}
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    let n = geometryNumbers(string, count: 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
}
public func NSDirectionalEdgeInsetsFromString(_ string: String) -> NSDirectionalEdgeInsets {
    let n = geometryNumbers(string, count: 4)
    return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
}
public func UIOffsetFromString(_ string: String) -> UIOffset {
    let n = geometryNumbers(string, count: 2)
    return UIOffset(horizontal: n[0], vertical: n[1])
}
