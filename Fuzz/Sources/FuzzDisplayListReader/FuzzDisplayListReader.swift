import FuzzSupport
import GoldensRaster

/// Any bytes → the display-list JSON reader. Properties:
/// - it returns a list or throws a `DisplayListError`, never traps;
/// - an error says where: a field path (`ops[1].transform[3]`), or for a syntax error the line
///   and column; only a document whose root is not an object has neither (there is no field
///   to name), and then the message says what the root is;
/// - a list it returns is valid, and its JSON form reads back as the same list.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDisplayListReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let list: DisplayList
    do {
        list = try DisplayList(json: bytes)
    } catch {
        check(error, input: bytes)
        return 0
    }
    do {
        try list.validate()
    } catch {
        fuzzFailure("the reader returned a list that does not validate: \(error)")
    }
    let json = list.jsonString
    do {
        let reread = try DisplayList(json: list.json)
        if reread != list {
            fuzzFailure("the written form of a list read back differently\n\(json)")
        }
    } catch {
        fuzzFailure("the written form of a list that was read is refused: \(error)\n\(json)")
    }
    return 0
}

private func check(_ error: DisplayListError, input: [UInt8]) {
    let description = error.description
    if description.isEmpty || error.message.isEmpty {
        fuzzFailure("an error without a message (path \"\(error.path)\") for \(String(decoding: input, as: UTF8.self))")
    }
    guard error.path.isEmpty else { return }
    let namesPosition = error.message.hasPrefix("invalid JSON at line ") && error.message.contains(", column ")
    let isAboutTheRoot = error.message.hasPrefix("expected an object, found ")
    if !namesPosition && !isAboutTheRoot {
        fuzzFailure("an error naming neither a field nor a position: \"\(description)\" for \(String(decoding: input, as: UTF8.self))")
    }
}
