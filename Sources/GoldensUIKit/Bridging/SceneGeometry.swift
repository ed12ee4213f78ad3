import GoldensScene

// The scene model computes in its own Double-based geometry (Point, Size, Rect, Transform,
// EdgeInsets), which the rasterizer shares; UIKit code speaks CoreGraphics' types. The two
// meet here, at the boundary, as plain field copies: converting is exact (CGFloat is a Double
// on every 64-bit platform), and it keeps the scene model and the rasterizer free of
// Foundation's CGFloat, whose arithmetic is a wrapper call per operation in debug builds.

extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
    var scene: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
    var scene: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    init(_ rect: Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
    /// A null rect (CGRect.null) has infinite origin; the scene sees it as `.zero`, the empty
    /// rect UIKit code means by it.
    var scene: Rect {
        isNull ? .zero : Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}

extension CGAffineTransform {
    init(_ transform: Transform) {
        self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
    }
    var scene: Transform {
        Transform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension UIEdgeInsets {
    init(_ insets: EdgeInsets) { self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right) }
    var scene: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}
