import Foundation
import GoldensUIKit

/// `goldens doctor`: what of an app compiles against GoldensUIKit today, and why the rest does
/// not. Its Swift files are compiled together as a test target would compile them; each error is
/// put down to missing UIKit API, a module the test target lacks, or the app's own code; its
/// storyboards, xibs and asset catalogs are loaded as a test would load them.
public struct Doctor: Sendable {
    public var toolchain: SwiftToolchain
    /// The Swift language mode files are compiled in (`5`, the mode most apps use, or `6`).
    public var swiftVersion: String
    public var inventory: Inventory

    public init(toolchain: SwiftToolchain, swiftVersion: String = "5", inventory: Inventory = .ofThisPackage()) {
        self.toolchain = toolchain
        self.swiftVersion = swiftVersion
        self.inventory = inventory
    }

    @MainActor
    public func examine(_ paths: [String]) throws(DoctorError) -> DoctorReport {
        let sources = try AppSources.collect(from: paths)
        let checked = try Typechecker(toolchain: toolchain, swiftVersion: swiftVersion).check(sources.swiftFiles, catalogs: sources.assetCatalogs)
        var declarations = AppDeclarations()
        for (path, prepared) in checked.prepared { declarations.add(source: prepared.text, path: path) }
        let classifier = DiagnosticClassifier(declarations: declarations, inventory: inventory)

        var files: [DoctorReport.SwiftFile] = []
        var needs: [ErrorCause: [String]] = [:]
        for path in sources.swiftFiles {
            guard let prepared = checked.prepared[path] else {
                let problem = checked.unreadable[path] ?? "not read"
                files.append(.init(path: path, verdict: "other", errors: [.init(line: 0, column: 0, message: problem, cause: "other", symbol: nil)], removedImports: []))
                continue
            }
            let lines = prepared.text.split(separator: "\n", omittingEmptySubsequences: false)
            var errors: [DoctorReport.FileError] = []
            var strongest = ErrorCause.other
            for error in checked.errors[path] ?? [] {
                let cause = classifier.cause(of: error, lines: lines, removedImports: prepared.removedImports)
                if cause.rank > strongest.rank { strongest = cause }
                let symbol: String? = switch cause {
                case .missingAPI(let symbol), .unavailable(let symbol, _), .outdatedName(let symbol): symbol
                case .otherModule(let module): module
                case .other: nil
                }
                errors.append(.init(line: error.line, column: error.column, message: error.message, cause: cause.kind, symbol: symbol))
                if case .other = cause { continue }
                needs[cause, default: []].append("\(path):\(error.line)")
            }
            files.append(.init(path: path, verdict: errors.isEmpty ? "compiles" : strongest.kind, errors: errors, removedImports: prepared.removedImports))
        }

        var report = DoctorReport(
            roots: sources.roots, swiftVersion: swiftVersion, selectorsRewritten: toolchain.rewriter != nil, files: files,
            missingAPI: [], unavailableAPI: [], outdatedNames: [], otherModules: [], caveats: caveats(in: checked.prepared),
            interfaceBuilder: [], assetCatalogs: [], skipped: sources.skipped)
        for (cause, uses) in needs {
            switch cause {
            case .missingAPI(let symbol): report.missingAPI.append(Self.need(symbol, note: "", uses: uses))
            case .unavailable(let symbol, let reason): report.unavailableAPI.append(Self.need(symbol, note: reason, uses: uses))
            case .outdatedName(let symbol): report.outdatedNames.append(Self.need(symbol, note: "", uses: uses))
            case .otherModule(let module): report.otherModules.append(Self.need(module, note: "", uses: uses))
            case .other: break
            }
        }
        report.missingAPI = Self.merged(report.missingAPI)
        report.unavailableAPI = Self.merged(report.unavailableAPI)
        report.outdatedNames = Self.merged(report.outdatedNames)
        report.otherModules = Self.merged(report.otherModules)
        let resources = ResourceCheck(appClassNames: declarations.names, roots: sources.roots)
        report.interfaceBuilder = sources.interfaceBuilderDocuments.map(resources.check(document:))
        report.assetCatalogs = sources.assetCatalogs.map(resources.check(catalog:))
        return report
    }

    static func need(_ symbol: String, note: String, uses: [String]) -> DoctorReport.Need {
        let sorted = uses.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        return .init(symbol: symbol, note: note, uses: sorted, files: Set(sorted.map { $0.split(separator: ":").first! }).count)
    }

    /// One entry per symbol (an unavailable symbol may come with two reasons), most files first,
    /// then by name.
    static func merged(_ needs: [DoctorReport.Need]) -> [DoctorReport.Need] {
        var bySymbol: [String: DoctorReport.Need] = [:]
        for need in needs {
            if let known = bySymbol[need.symbol] {
                bySymbol[need.symbol] = Self.need(need.symbol, note: known.note, uses: known.uses + need.uses)
            } else {
                bySymbol[need.symbol] = need
            }
        }
        return bySymbol.values.sorted { ($0.files, $1.symbol) > ($1.files, $0.symbol) }
    }

    /// The inventory's accepted and fails-by-name symbols each file's text uses (`Caveat.isUsed`),
    /// so a file that compiles is also told what will not look as on a device.
    func caveats(in prepared: [String: PreparedSource]) -> [DoctorReport.Need] {
        var result: [DoctorReport.Need] = []
        // Lines are read once per file, and the caveats a file could use at all (by their type's
        // name) found once per file: a big app has thousands of lines and dozens of caveats.
        let files = prepared.map { path, source in
            (path, source.text, source.text.split(separator: "\n", omittingEmptySubsequences: false).map { AppDeclarations.code(of: String($0)) })
        }
        for caveat in inventory.caveats {
            var uses: [String] = []
            for (path, text, lines) in files where caveat.mayBeUsed(inFile: text) {
                for (number, line) in lines.enumerated() where caveat.isUsed(in: line) {
                    uses.append("\(path):\(number + 1)")
                }
            }
            if !uses.isEmpty {
                result.append(Self.need(caveat.symbol, note: "\(caveat.status): \(caveat.note)", uses: uses))
            }
        }
        return Self.merged(result)
    }

}
