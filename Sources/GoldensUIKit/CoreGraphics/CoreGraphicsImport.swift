// Where Apple's frameworks exist, re-export them so the real CoreGraphics and
// QuartzCore types are used and the Linux stand-ins in this folder compile away.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif

#if canImport(QuartzCore)
@_exported import QuartzCore
#endif

import Foundation

#if !canImport(CoreGraphics)
// Core Graphics' comparisons from before `==`, which older transition code still calls.
extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
#endif

#if !canImport(Darwin)
// What `import UIKit` brings from Darwin and Dispatch on Apple platforms and Glibc does not
// name the same way.

/// Darwin's `HUGE` (`MAXFLOAT`): the largest finite `Float`, a repeat count of "forever".
public let HUGE = Float.greatestFiniteMagnitude
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let USEC_PER_SEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
#endif
