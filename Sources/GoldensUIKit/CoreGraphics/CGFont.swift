import Foundation

#if !canImport(CoreGraphics)

// Core Foundation's data, error and URL types, toll-free bridged to Foundation's as on Apple's
// systems, for the font-registration code that apps run at launch (`CGDataProvider(data:)`,
// `Unmanaged<CFError>`).
public typealias CFData = NSData
public typealias CFError = NSError
public typealias CFURL = NSURL

/// Bytes for Core Graphics to read: here, what a font is made from.
public final class CGDataProvider: @unchecked Sendable {
    // Immutable after init.
    let data: Data

    public init?(data: CFData) {
        self.data = data as Data
    }

    public init?(url: CFURL) {
        guard let data = try? Data(contentsOf: url as URL) else { return nil }
        self.data = data
    }

    public convenience init?(filename: UnsafePointer<CChar>) {
        self.init(url: URL(fileURLWithPath: String(cString: filename)) as CFURL)
    }
}

/// A font file an app bundles and registers at launch. Text draws in the package's bundled
/// face whatever the font (see `UIFont`), so registering one changes no pixels; its PostScript
/// name is read from the file's `name` table, as apps read it to make the `UIFont`.
public final class CGFont: @unchecked Sendable {
    public let postScriptName: String?
    public var fullName: String? { postScriptName }

    /// Nil when the bytes are not a TrueType or OpenType font.
    public init?(_ provider: CGDataProvider) {
        guard let name = FontNameTable(provider.data) else { return nil }
        postScriptName = name.postScriptName
    }

    public init?(_ name: String) {
        postScriptName = name
    }
}

/// Where a registered font is visible; every registration succeeds here.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
    public static let user = CTFontManagerScope.persistent
}

/// Registers a font for the process. Nothing to register here (see `CGFont`): always true.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    true
}

@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    true
}

@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FileManager.default.fileExists(atPath: (fontURL as URL).path)
}

/// The PostScript name (name ID 6) in a font file's `name` table.
struct FontNameTable {
    let postScriptName: String?

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        // 0x00010000 (TrueType), 'OTTO' (CFF), 'true'.
        guard let version = u32(0), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
              let tables = u16(4) else { return nil }
        var nameTable: Int?
        for index in 0..<tables {
            let record = 12 + index * 16
            guard let tag = u32(record) else { return nil }
            if tag == 0x6E61_6D65 { nameTable = u32(record + 8) }  // 'name'
        }
        guard let table = nameTable, let count = u16(table + 2), let storage = u16(table + 4) else {
            postScriptName = nil
            return
        }
        var found: String?
        for index in 0..<count where found == nil {
            let record = table + 6 + index * 12
            guard let platform = u16(record), let nameID = u16(record + 6), let length = u16(record + 8),
                  let offset = u16(record + 10), nameID == 6 else { continue }
            let start = table + storage + offset
            guard start >= 0, start + length <= bytes.count else { continue }
            let raw = bytes[start..<start + length]
            // Windows and Unicode platforms store UTF-16 big-endian; Macintosh, one byte a character.
            if platform == 3 || platform == 0 {
                var units: [UInt16] = []
                var i = raw.startIndex
                while i + 1 < raw.endIndex {
                    units.append(UInt16(raw[i]) << 8 | UInt16(raw[i + 1]))
                    i += 2
                }
                found = String(decoding: units, as: UTF16.self)
            } else {
                found = String(decoding: raw, as: Unicode.ASCII.self)
            }
        }
        postScriptName = found
    }
}

#endif
