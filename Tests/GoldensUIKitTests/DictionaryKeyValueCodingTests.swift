import Foundation
@testable import GoldensUIKit
import Testing

/// Key-value coding on Foundation's dictionaries, as older apps read JSON: `value(forKey:)`
/// answers the object under the key (no ambiguity with UIKit's objects' own key-value coding),
/// a key path walks nested dictionaries, and a mutable dictionary's `setValue(_:forKey:)` sets
/// or removes the key.
@MainActor
@Suite struct DictionaryKeyValueCodingTests {
    @Test func aDictionaryAnswersItsKeysAndKeyPaths() {
        let json: NSDictionary = ["name": "Ada", "address": ["city": "London"] as NSDictionary]
        #expect(json.value(forKey: "name") as? String == "Ada")
        #expect(json.value(forKeyPath: "address.city") as? String == "London")
        #expect(json.value(forKey: "missing") == nil)
    }

    @Test func aMutableDictionarySetsAndRemovesByKey() {
        let settings = NSMutableDictionary()
        settings.setValue("dark", forKey: "theme")
        #expect(settings["theme"] as? String == "dark")
        settings.setValue(nil, forKey: "theme")
        #expect(settings["theme"] == nil)
    }
}
