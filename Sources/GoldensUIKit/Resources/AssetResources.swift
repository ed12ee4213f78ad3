import Foundation
import GoldensScene

/// A colour set of the app's asset catalogs, named as Xcode's generated asset symbols name it
/// (`UIColor(resource: .brandLight)`, iOS 17). The GoldensSelectors plugin generates the symbols
/// from the catalogs below the target's folder, as Xcode does from the app's.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set of the app's asset catalogs (`UIImage(resource: .logo)`, iOS 17); see
/// `ColorResource`.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIColor {
    /// The colour set `resource` names. A set the catalogs no longer hold is reported (the
    /// transition fails naming it) and draws clear, where UIKit would stop the app.
    public convenience init(resource: ColorResource) {
        if let found = UIColor(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(cgColor: found.cgColor)
            return
        }
        SceneDiagnostics.reportFromAnyThread("UIColor(resource: \"\(resource.name)\"): no colour set of that name in the asset catalogs "
            + "below the folders added with AppResources.addSearchDirectory")
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }
}

extension UIImage {
    /// The image set `resource` names; a missing one is reported and draws as an empty image.
    public convenience init(resource: ImageResource) {
        self.init(imageLiteralResourceName: resource.name)
    }
}
