#if !canImport(os)
import Foundation

// Apple's unified logging (`os_log`, `OSLog`, `Logger`), which transition code calls to trace
// itself. Where the `os` module is missing (Linux) these stand in for it so such files compile
// unchanged (their `import os` is guarded as `import UIKit` is); what they log goes nowhere, as
// a device's log does not reach a test's output, and it never changes a frame.

/// A log's subsystem and category.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "default")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)
}

public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {}

public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {}

/// The iOS 14 logger, with the string interpolations its messages take.
public struct Logger: @unchecked Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// A logged message: the literal and its interpolations, with their privacy and format options
/// accepted and not used.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
}

public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<Value>(_ value: @autoclosure @escaping () -> Value,
                                                   format: OSLogFormat = .default, align: OSLogAlignment = .none,
                                                   privacy: OSLogPrivacy = .auto) {}
}

public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy()
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public struct Mask: Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

public struct OSLogFormat: Sendable {
    public static let `default` = OSLogFormat()
    public static let hex = OSLogFormat()
    public static let octal = OSLogFormat()
    public static func fixed(precision: @autoclosure () -> Int) -> OSLogFormat { OSLogFormat() }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogFormat { OSLogFormat() }
}

public struct OSLogAlignment: Sendable {
    public static let none = OSLogAlignment()
    public static func left(columns: @autoclosure () -> Int) -> OSLogAlignment { OSLogAlignment() }
    public static func right(columns: @autoclosure () -> Int) -> OSLogAlignment { OSLogAlignment() }
}
#endif
