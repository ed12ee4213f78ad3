/// Where views put their drawing for one frame: display-list ops in device pixels plus the
/// bitmaps the image ops name. A view draws in its own bounds space; `transform` maps that
/// space to device pixels.
public struct SceneCanvas {
    public private(set) var ops: [DisplayOp] = []
    public private(set) var images: [String: Bitmap] = [:]
    /// The current view's bounds space to device pixels.
    public internal(set) var transform: Transform
    /// Device pixels per point.
    public let scale: Double

    init(transform: Transform, scale: Double) {
        self.transform = transform
        self.scale = scale
    }

    /// Appends an op as given (its transform must already be absolute).
    public mutating func add(_ op: DisplayOp) {
        ops.append(op)
    }

    /// Draws the `part` (unit coordinates, y down) of the registered image `name` so that it
    /// fills `cell`: the whole image is placed so that the part lands on the cell, clipped to it.
    mutating func drawImage(_ name: String, part: Rect, into cell: Rect, filter: ImageFilter, id: String) {
        let whole = Rect(x: cell.minX - part.minX / part.width * cell.width, y: cell.minY - part.minY / part.height * cell.height,
                         width: cell.width / part.width, height: cell.height / part.height)
        add(.pushClipRect(cell, transform: transform, id: id))
        add(.drawImage(name, rect: whole, filter: filter, transform: transform, id: id))
        add(.popClip)
    }

    /// Registers `bitmap` for image ops and returns the name to use. A name already taken by a
    /// different bitmap gets a numbered suffix, so two images never collide.
    public mutating func register(_ bitmap: Bitmap, name: String) -> String {
        var candidate = name
        var suffix = 2
        while let existing = images[candidate], existing != bitmap {
            candidate = "\(name) #\(suffix)"
            suffix += 1
        }
        images[candidate] = bitmap
        return candidate
    }
}

/// One frame of a scene: the display list plus the images it names. A value, so frames can be
/// rasterized on any thread.
public struct SceneFrame: Sendable, Hashable {
    public var displayList: DisplayList
    public var images: [String: Bitmap]

    public init(displayList: DisplayList, images: [String: Bitmap]) {
        self.displayList = displayList
        self.images = images
    }

    /// Rasterizes the frame.
    public func render() throws(DisplayListError) -> Bitmap {
        try Renderer(images: images).render(displayList)
    }
}
