// Row and column work on a bitmap: mirroring, and asking whether a band repeats one pixel.

extension Bitmap {
    /// This bitmap mirrored left to right (UIImage's `.upMirrored` orientation).
    public func mirroredHorizontally() -> Bitmap {
        oriented(.upMirrored)
    }
}

extension Bitmap {
    /// Whether, in every row, the pixels of columns `start..<end` are all the same.
    public func isConstant(alongRowsFrom start: Int, to end: Int) -> Bool {
        let from = max(start, 0), to = min(end, width), rowWidth = width, rows = height
        guard from < to else { return true }
        return withUnsafeBytes { raw -> Bool in
            guard let pixels = raw.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return true }
            var row = 0
            while row < rows {
                let first = pixels[row &* rowWidth &+ from]
                var column = from &+ 1
                while column < to {
                    if pixels[row &* rowWidth &+ column] != first { return false }
                    column &+= 1
                }
                row &+= 1
            }
            return true
        }
    }

    /// Whether, in every column, the pixels of rows `start..<end` are all the same.
    public func isConstant(alongColumnsFrom start: Int, to end: Int) -> Bool {
        let from = max(start, 0), to = min(end, height), rowWidth = width
        guard from < to else { return true }
        return withUnsafeBytes { raw -> Bool in
            guard let pixels = raw.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return true }
            var row = from &+ 1
            while row < to {
                var column = 0
                while column < rowWidth {
                    if pixels[row &* rowWidth &+ column] != pixels[from &* rowWidth &+ column] { return false }
                    column &+= 1
                }
                row &+= 1
            }
            return true
        }
    }
}
