/// The fuzzer's bytes read as a stream of choices. Past the end every read gives zero, so any
/// input, however short, decodes to something (libFuzzer's mutations then extend it).
public struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        self.bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    public var isExhausted: Bool { index >= bytes.count }
    public var remaining: Int { max(0, bytes.count - index) }

    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// Up to `count` bytes (fewer at the end).
    public mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, index + max(0, count))
        defer { index = max(index, end) }
        return index < end ? Array(bytes[index..<end]) : []
    }

    public mutating func uint16() -> Int { Int(byte()) << 8 | Int(byte()) }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// True about `percent` % of the time (0 never, 100 always).
    public mutating func chance(_ percent: Int) -> Bool { Int(byte()) * 100 < percent * 256 }

    /// A value in `range` (the low end once the input is exhausted).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        guard span > 1 else { return range.lowerBound }
        let raw = span > 256 ? uint16() : Int(byte())
        return range.lowerBound + raw % span
    }

    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...choices.count - 1)]
    }

    /// A number in `range` on a grid of `1 / steps` of its width (grid values are what pixel
    /// snapping and exact-area coverage are sensitive to).
    public mutating func double(_ range: ClosedRange<Double>, steps: Int = 256) -> Double {
        let fraction = Double(int(0...steps)) / Double(steps)
        return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
    }

    /// A unit fraction, with the ends and a half more likely than a uniform pick would make them.
    public mutating func unit() -> Double {
        switch byte() % 8 {
        case 0: 0
        case 1: 1
        case 2: 0.5
        default: Double(byte()) / 255
        }
    }
}
