// C constants Darwin's math headers give UIKit code that glibc leaves out, so the code that uses
// them compiles unchanged here.
#if !canImport(Darwin)
/// The largest finite `Float` (Darwin's `MAXFLOAT`), the "no limit" of many layout calls.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
#endif

/// Objective-C's integer names, which Swift on Darwin imports from Foundation's headers.
public typealias NSInteger = Int
public typealias NSUInteger = UInt

/// Core Foundation's keys of a bundle's Info.plist (`infoDictionary?[kCFBundleNameKey as String]`),
/// which Foundation here does not export.
public let kCFBundleNameKey = "CFBundleName"
public let kCFBundleVersionKey = "CFBundleVersion"
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
public let kCFBundleExecutableKey = "CFBundleExecutable"
public let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"
public let kCFBundleLocalizationsKey = "CFBundleLocalizations"
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"
