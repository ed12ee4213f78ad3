/// A Huffman table made for the symbols an image uses, as ITU T.81 Annex K.2 makes one: code
/// lengths from the symbols' frequencies (with a reserved symbol, so no code is all ones),
/// limited to 16 bits, then codes assigned in order of length (Annex C).
final class HuffmanCodeBuilder {
    private var frequencies = [Int](repeating: 0, count: 257)

    func count(_ symbol: UInt8) {
        frequencies[Int(symbol)] += 1
    }

    /// The table: counts of codes per length (BITS), symbols by length (HUFFVAL) and each
    /// symbol's code and length.
    func table() -> HuffmanCodes {
        var frequency = frequencies
        frequency[256] = 1
        var codeSize = [Int](repeating: 0, count: 257)
        var others = [Int](repeating: -1, count: 257)
        while true {
            // The two least frequent symbols still in play (the larger index on ties).
            var first = -1, second = -1
            for symbol in 0...256 where frequency[symbol] > 0 {
                if first < 0 || frequency[symbol] <= frequency[first] { first = symbol }
            }
            for symbol in 0...256 where frequency[symbol] > 0 && symbol != first {
                if second < 0 || frequency[symbol] <= frequency[second] { second = symbol }
            }
            guard first >= 0, second >= 0 else { break }
            frequency[first] += frequency[second]
            frequency[second] = 0
            var node = first
            codeSize[node] += 1
            while others[node] >= 0 {
                node = others[node]
                codeSize[node] += 1
            }
            others[node] = second
            node = second
            codeSize[node] += 1
            while others[node] >= 0 {
                node = others[node]
                codeSize[node] += 1
            }
        }
        var bits = [Int](repeating: 0, count: 33)
        for symbol in 0...256 where codeSize[symbol] > 0 { bits[codeSize[symbol]] += 1 }
        // No code longer than 16 bits: move pairs of the longest codes up, as Annex K.2 does.
        var length = 32
        while length > 16 {
            while bits[length] > 0 {
                var shorter = length - 2
                while bits[shorter] == 0 { shorter -= 1 }
                bits[length] -= 2
                bits[length - 1] += 1
                bits[shorter + 1] += 2
                bits[shorter] -= 1
            }
            length -= 1
        }
        // Take the reserved symbol's code (the longest) out again.
        length = 16
        while bits[length] == 0 { length -= 1 }
        bits[length] -= 1
        var values: [UInt8] = []
        for size in 1...32 {
            for symbol in 0..<256 where codeSize[symbol] == size { values.append(UInt8(symbol)) }
        }
        return HuffmanCodes(bits: Array(bits[1...16]), values: values)
    }
}

/// A Huffman table as a JPEG file writes it, and the code of each symbol.
struct HuffmanCodes {
    /// How many codes there are of each length, 1 to 16 bits.
    let bits: [Int]
    /// The symbols, shortest codes first.
    let values: [UInt8]
    /// Each symbol's code and its length in bits (0: unused).
    private(set) var codes = [UInt32](repeating: 0, count: 256)
    private(set) var lengths = [Int](repeating: 0, count: 256)

    init(bits: [Int], values: [UInt8]) {
        self.bits = bits
        self.values = values
        var code: UInt32 = 0, index = 0
        for length in 1...16 {
            for _ in 0..<bits[length - 1] {
                codes[Int(values[index])] = code
                lengths[Int(values[index])] = length
                code += 1
                index += 1
            }
            code <<= 1
        }
    }
}
