import Foundation

extension Bundle {
    /// `path(forResource:ofType:)` that finds the app's files in the folders a test registers
    /// (`AppResources.addSearchDirectory`) first: on Linux there is no app bundle, and
    /// `Bundle.main` is the test runner's. The GoldensSelectors plugin calls it for every
    /// `path(forResource:ofType:)` it compiles.
    public func goldensPath(forResource name: String?, ofType ext: String?) -> String? {
        if let name, !name.isEmpty {
            let type = ext.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? ""
            if let found = AppResources.file(named: type.isEmpty ? name : "\(name).\(type)", bundle: self) { return found }
        }
        return path(forResource: name, ofType: ext)
    }

    /// `url(forResource:withExtension:)` that finds the app's files as `goldensPath` does.
    public func goldensURL(forResource name: String?, withExtension ext: String?) -> URL? {
        if let path = goldensPath(forResource: name, ofType: ext) { return URL(fileURLWithPath: path) }
        return url(forResource: name, withExtension: ext)
    }
}
