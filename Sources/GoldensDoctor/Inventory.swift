import Foundation

/// The package's inventory of Apple's UIKit, Core Animation and Core Graphics interfaces
/// (`Inventory/*.tsv`, one row per symbol with its status), read for two things: to confirm that
/// a name a file uses is Apple's, and to list the symbols GoldensUIKit accepts with UIKit's
/// default or fails a frame on by name, which a file may compile with and still not draw as on
/// a device.
public struct Inventory: Sendable {
    /// A symbol with a status other than modelled or missing, and what it does here.
    public struct Caveat: Sendable, Equatable, Codable {
        public let symbol: String
        /// `accepted` (answers UIKit's documented default) or `fails-by-name` (fails the frame).
        public let status: String
        public let note: String
        /// Whether a line of code uses the symbol: its member after a dot (`.semanticContentAttribute`),
        /// a method with its argument labels in order on the line (`.fill(with: …, alpha: …)`), an
        /// initializer as `Type(label:` or `Type.init(label:`.
        public func isUsed(in code: String) -> Bool {
            let parts = symbol.split(separator: "(", maxSplits: 1)
            let path = parts[0].split(separator: ".")
            guard let member = path.last, path.count >= 2 else { return false }
            let labels = parts.count > 1 ? parts[1].dropLast().split(separator: ":").map(String.init).filter { $0 != "_" } : []
            let heads: [String]
            if member == "init" {
                let type = path.dropLast().joined(separator: ".")
                heads = labels.isEmpty ? ["\(type)()", "\(type).init()"] : ["\(type)(", "\(type).init("]
            } else {
                heads = parts.count > 1 ? [".\(member)("] : [".\(member)"]
            }
            for head in heads {
                var searchStart = code.startIndex
                while let found = code.range(of: head, range: searchStart..<code.endIndex) {
                    searchStart = found.upperBound
                    if parts.count == 1, found.upperBound < code.endIndex {
                        let next = code[found.upperBound]
                        if next.isLetter || next.isNumber || next == "_" { continue }
                    }
                    var rest = code[found.upperBound...]
                    var allLabels = true
                    for label in labels {
                        guard let at = rest.range(of: label + ":") else { allLabels = false; break }
                        rest = rest[at.upperBound...]
                    }
                    if allLabels { return true }
                }
            }
            return false
        }

        /// Whether a file can use the symbol at all: when the member's name is short and common
        /// (`.image`, `.prepare()`), only a file that names the type or a subclass of it
        /// (`FeedbackGenerator` in `UIImpactFeedbackGenerator`) is searched line by line.
        public func mayBeUsed(inFile file: String) -> Bool {
            guard let type = symbol.split(separator: ".").first, memberName.count < 12 else { return true }
            return file.contains(type.dropFirst(type.hasPrefix("UI") || type.hasPrefix("CA") || type.hasPrefix("CG") ? 2 : 0))
        }

        var memberName: String {
            String(symbol.split(separator: "(").first?.split(separator: ".").last ?? "")
        }
    }

    private(set) var types: Set<String> = []
    private(set) var members: Set<String> = []
    public private(set) var caveats: [Caveat] = []
    /// Where the inventory was read from, nil when it was not found.
    public let folder: String?

    public init(folder: String?) {
        self.folder = folder
        guard let folder else { return }
        for table in ["UIKit.tsv", "QuartzCore.tsv", "CoreGraphics.tsv"] {
            guard let text = try? String(contentsOfFile: folder + "/" + table, encoding: .utf8) else { continue }
            for row in text.split(separator: "\n").dropFirst() {
                let columns = row.split(separator: "\t", omittingEmptySubsequences: false)
                guard columns.count >= 5 else { continue }
                let symbol = String(columns[0])
                let path = (symbol.split(separator: "(").first ?? "").split(separator: ".")
                if columns[1] == "class" || columns[1] == "struct" || columns[1] == "enum" || columns[1] == "protocol" {
                    if let name = path.first { types.insert(String(name)) }
                } else if path.count >= 2 {
                    members.insert(String(path.last!))
                } else if let name = path.first {
                    types.insert(String(name))  // functions and constants: `UIGraphicsGetCurrentContext`
                }
                let status = String(columns[4])
                if status == "accepted" || status == "fails-by-name" {
                    caveats.append(Caveat(symbol: symbol, status: status, note: columns.count > 5 ? String(columns[5]) : ""))
                }
            }
        }
    }

    /// The inventory of the package this tool was built from: `Inventory/` at its root.
    public static func ofThisPackage(sourceFile: String = #filePath) -> Inventory {
        let root = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Inventory").path
        return Inventory(folder: FileManager.default.fileExists(atPath: root + "/UIKit.tsv") ? root : nil)
    }

    var isLoaded: Bool { folder != nil }
    func declares(type name: String) -> Bool { types.contains(name) }
    func declares(member name: String) -> Bool { members.contains(name) }
}
