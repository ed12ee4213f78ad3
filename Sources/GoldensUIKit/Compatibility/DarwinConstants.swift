// C constants Darwin's math headers give UIKit code that glibc leaves out, so the code that uses
// them compiles unchanged here.
#if !canImport(Darwin)
/// The largest finite `Float` (Darwin's `MAXFLOAT`), the "no limit" of many layout calls.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
#endif
