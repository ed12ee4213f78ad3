import Foundation
import GoldensPDF
import GoldensPNG
import GoldensResources
import GoldensUIKit

/// Loads an app's storyboards, xibs and asset catalogs as a test would, with the app's folders
/// as resource search paths, and says what did not load.
@MainActor
struct ResourceCheck {
    /// Names the app's Swift files declare: a document's custom class among them is made through
    /// the test target's registry, so its "Unknown class" report here is left out.
    let appClassNames: Set<String>
    let roots: [String]

    func check(document path: String) -> DoctorReport.Resource {
        // The app's folders are searched for the images and colours a scene names, for this
        // document only: folders others added (a test beside this one) stay.
        let added = roots.filter { !AppResources.searchDirectories.contains($0) }
        for root in added { AppResources.addSearchDirectory(root) }
        defer { for root in added { AppResources.removeSearchDirectory(root) } }
        do {
            var seen: Set<String> = []
            let problems = try InterfaceBuilderDocumentCheck.loadEveryScene(ofDocumentAt: path)
                .filter { !isAboutAppClasses($0) && !$0.contains(".xcassets/") && seen.insert($0).inserted }
            return .init(path: path, verdict: problems.isEmpty ? "loads" : "loads-with-reports", problems: problems, colors: nil, images: nil)
        } catch {
            return .init(path: path, verdict: "unreadable", problems: [error.description], colors: nil, images: nil)
        }
    }

    /// Reports that only a test with the app's classes can settle: a custom class the app declares
    /// (a test target's registry makes it), and the outlets and actions such classes declare. An
    /// image from a catalog is left to the catalog's own check.
    private func isAboutAppClasses(_ message: String) -> Bool {
        if message.contains("declare `@IBOutlet") || message.contains("declare it `@IBAction`") { return true }
        guard let start = message.range(of: "Unknown class \"") else { return false }
        let name = message[start.upperBound...].prefix { $0 != "\"" }
        return appClassNames.contains(String(name))
    }

    /// Reads every colour and image set; a PDF is read as GoldensUIKit draws it (what it cannot
    /// draw is reported), and other images that are not PNG or JPEG draw as a placeholder here,
    /// so they are reported too.
    func check(catalog path: String) -> DoctorReport.Resource {
        do {
            let catalog = try AssetCatalog(searchDirectories: [path])
            var problems = catalog.validate().map(\.description)
            for name in catalog.imageNames {
                guard let set = try? catalog.imageSet(named: name) else { continue }
                for file in set.files where (file.filename as NSString).pathExtension.lowercased() == "pdf" {
                    if let problem = ResourceCheck.vectorProblem(file.path) {
                        problems.append("\(set.contentsFile): image set \"\(name)\": \(file.filename): \(problem)")
                    }
                }
                let undrawn = set.files.filter { !["png", "jpg", "jpeg", "pdf"].contains(($0.filename as NSString).pathExtension.lowercased()) }
                if let file = undrawn.first {
                    problems.append("\(set.contentsFile): image set \"\(name)\": \(file.filename) is not PNG, JPEG or PDF; it draws as a placeholder")
                }
            }
            return .init(path: path, verdict: problems.isEmpty ? "loads" : "loads-with-reports", problems: problems,
                         colors: catalog.colorNames.count, images: catalog.imageNames.count)
        } catch {
            return .init(path: path, verdict: "unreadable", problems: [error.description], colors: nil, images: nil)
        }
    }

    /// Why the PDF at `path` does not draw as on a device (it cannot be read, or holds what is not
    /// drawn); nil when it draws.
    static func vectorProblem(_ path: String) -> String? {
        do {
            let page = try PDFImage(bytes: FileSystem.readFile(at: path, maxBytes: PDFImage.maximumFileBytes), file: path)
            return page.notDrawn.isEmpty ? nil : "its \(page.notDrawn.joined(separator: ", ")) are not drawn (its paths are)"
        } catch {
            return "cannot be drawn (\(error)); it draws as a placeholder"
        }
    }
}
