/// The first stored word of a UIKit object that Foundation keeps inside a Core Foundation
/// collection: the attributes of an `NSAttributedString` (colours, fonts, paragraph styles,
/// shadows, images).
///
/// On Linux, Core Foundation tells its own objects from Swift ones by reading the word after an
/// object's reference count as a CF type identifier (bits 8 to 17). An `NSObject` subclass has
/// none there, so CF reads the subclass's first stored property instead: when those bits happen
/// to be zero (a colour whose red is 1.0, a font of size 0 …) it takes the object for a CF object
/// of no type, and comparing two attribute runs (`addAttribute` over part of a run, copying,
/// appending) stops the process in `CFEqual`. A non-zero identifier whose registered class is not
/// the object's own makes CF hand the object to Swift (`isEqual(_:)`, `hash`), as it does for any
/// Swift object. Declared first, this word sits where CF looks.
struct CoreFoundationHeader {
    /// CF's identifier of its root type, which no Swift class is registered under.
    let word: UInt64 = 1 << 8
}
