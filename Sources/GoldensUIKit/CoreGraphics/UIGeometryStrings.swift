import Foundation

// UIKit's geometry-string functions (UIGeometry.h), as Objective-C-era code calls them: the same
// strings `NSCoder`'s `string(for:)` writes and its `cg…(for:)` methods read (see UIGeometry.swift).

public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
public func NSStringFromCGVector(_ vector: CGVector) -> String { NSCoder.string(for: vector) }
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String { NSCoder.string(for: transform) }
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }
public func NSStringFromDirectionalEdgeInsets(_ insets: NSDirectionalEdgeInsets) -> String { NSCoder.string(for: insets) }
public func NSStringFromUIOffset(_ offset: UIOffset) -> String { NSCoder.string(for: offset) }

public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }
public func CGVectorFromString(_ string: String) -> CGVector { NSCoder.cgVector(for: string) }
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform { NSCoder.cgAffineTransform(for: string) }
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: string) }
public func NSDirectionalEdgeInsetsFromString(_ string: String) -> NSDirectionalEdgeInsets { NSCoder.nsDirectionalEdgeInsets(for: string) }
public func UIOffsetFromString(_ string: String) -> UIOffset { NSCoder.uiOffset(for: string) }
