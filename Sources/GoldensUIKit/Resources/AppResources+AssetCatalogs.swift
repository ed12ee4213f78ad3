import GoldensPDF
import GoldensPNG
import GoldensRaster
import GoldensResources
import GoldensScene
import Synchronization

extension AppResources {
    /// The asset catalogs below the folders for `bundle`, read once per set of catalogs; nil when
    /// there are none. A catalog that cannot be read is reported once.
    static func assetCatalog(bundle: Bundle?) -> AssetCatalog? {
        let catalogs = assetCatalogs(bundle: bundle)
        guard !catalogs.isEmpty else { return nil }
        let key = catalogs.joined(separator: "\n")
        if let known = readCatalogs.withLock({ $0[key] }) { return known }
        let catalog: AssetCatalog?
        do {
            catalog = try AssetCatalog(searchDirectories: catalogs)
        } catch {
            report(error.description)
            catalog = nil
        }
        readCatalogs.withLock { $0[key] = catalog }
        return catalog
    }

    /// Reports with the key window when on the main thread (where UIKit code asks for colours and
    /// images), so the transition being recorded fails with it; else with no window.
    static func report(_ message: String) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { SceneDiagnostics.report(message) }
        } else {
            SceneDiagnostics.reportFromAnyThread(message)
        }
    }

    private static let readCatalogs = Mutex<[String: AssetCatalog?]>([:])

    /// The colour set `name` for a light or dark interface: the catalog's components, or the
    /// system colour it refers to. A set that cannot be read is reported.
    static func catalogColor(named name: String, bundle: Bundle?, dark: Bool) -> UIColor? {
        guard let catalog = assetCatalog(bundle: bundle) else { return nil }
        do {
            guard let color = try catalog.color(named: name), let value = color.resolved(dark: dark) else { return nil }
            switch value {
            case let .rgba(rgba):
                return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
            case let .system(system):
                if let known = NibInstantiation.systemColor(system.uiColorName) { return known }
                report("\(color.contentsFile): the system colour \"\(system.reference)\" is not known to GoldensUIKit")
                return nil
            }
        } catch {
            report(error.description)
            return nil
        }
    }

    /// The image set `name` at the main screen's scale, decoded (PNG and JPEG files). A vector or
    /// undecodable file is reported and stands as a visible magenta placeholder, never a silent nil.
    static func catalogImage(named name: String, bundle: Bundle?) -> Image? {
        guard let catalog = assetCatalog(bundle: bundle) else { return nil }
        do {
            guard let set = try catalog.imageSet(named: name),
                  let choice = set.bestFile(forScale: 2, dark: false) else { return nil }
            let file = choice.file
            if file.kind == .png || file.kind == .jpeg {
                do {
                    return Image(name: name, bitmap: try UIImage.decodeImageFile(atPath: file.path), scale: file.scale ?? 1)
                } catch {
                    report("the image \"\(name)\" cannot be drawn: \(error); a magenta placeholder stands in for it")
                    return placeholder(named: name)
                }
            }
            if file.kind == .pdf { return vectorImage(named: name, atPath: file.path) }
            report("\(file.path): the image \"\(name)\" is a \(file.kind) file, which GoldensUIKit does not draw; a magenta placeholder stands in for it")
            return placeholder(named: name)
        } catch {
            report(error.description)
            return nil
        }
    }

    /// A PDF's page drawn at the screen's scale, its size in points its page's. What it holds
    /// that is not drawn (text, images) is reported; an unreadable file is, and stands as the
    /// placeholder.
    private static func vectorImage(named name: String, atPath path: String) -> Image {
        do {
            let data = try FileSystem.readFile(at: path, maxBytes: PDFImage.maximumFileBytes)
            let page = try PDFImage(bytes: data, file: path)
            if !page.notDrawn.isEmpty {
                report("\(path): the image \"\(name)\" holds \(page.notDrawn.joined(separator: ", ")), which GoldensUIKit does not draw "
                    + "in a PDF (its paths are drawn)")
            }
            let scale = UIScreen.mainScale.withLock { $0 }
            return Image(name: name, bitmap: page.render(scale: scale), scale: scale)
        } catch {
            report("\(error): the image \"\(name)\" cannot be drawn; a magenta placeholder stands in for it")
            return placeholder(named: name)
        }
    }

    /// 24 × 24 pt of magenta at 2x: obviously not the app's artwork in a golden.
    private static func placeholder(named name: String) -> Image {
        let bitmap = Bitmap(width: 48, height: 48, fill: PremultipliedPixel(r: 255, g: 0, b: 255, a: 255))
        return Image(name: "placeholder for \(name)", bitmap: bitmap, scale: 2)
    }
}
