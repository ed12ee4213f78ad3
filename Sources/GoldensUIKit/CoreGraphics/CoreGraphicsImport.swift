// Where Apple's frameworks exist, re-export them so the real CoreGraphics and
// QuartzCore types are used and the Linux stand-ins in this folder compile away.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif

#if canImport(QuartzCore)
@_exported import QuartzCore
#endif

import Foundation
