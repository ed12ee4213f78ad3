import Foundation
import Synchronization

/// Compiles an app's Swift files together, as one test target would compile them, and returns
/// each file's errors at the file's own paths and lines.
///
/// Each file is prepared (`PreparedSource`: the import idiom) and, when the rewriter is built,
/// rewritten as the GoldensSelectors plugin rewrites it, after indexing all files (an `@objc
/// optional` requirement declared in one file is called in another). All files are then
/// typechecked in one compiler run, so a file that uses another of the app's types finds it.
struct Typechecker {
    let toolchain: SwiftToolchain
    let swiftVersion: String
    /// Longest a compiler run may take before the files count as not compiled.
    var timeLimit: TimeInterval = 600

    struct Output {
        /// The prepared text of each file, by its original path.
        var prepared: [String: PreparedSource] = [:]
        var errors: [String: [CompilerDiagnostic]] = [:]
        var unreadable: [String: String] = [:]
    }

    /// Typechecks `files` as one module, with the asset symbols Xcode would generate for
    /// `catalogs` (as the GoldensSelectors plugin generates them).
    func check(_ files: [String], catalogs: [String] = []) throws(DoctorError) -> Output {
        var output = Output()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-doctor-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        for folder in ["in", "src", "cache"] {
            try? FileManager.default.createDirectory(atPath: work + "/" + folder, withIntermediateDirectories: true)
        }
        // Copies named by the file's own name (diagnostics say it), made unique when two folders
        // hold files of one name: a module cannot have two.
        var originals: [String: String] = [:]
        var inputs: [(original: String, input: String, compiled: String)] = []
        var usedNames: Set<String> = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
                output.unreadable[file] = "not a UTF-8 text file"
                continue
            }
            let prepared = PreparedSource(source: text)
            output.prepared[file] = prepared
            let base = (file as NSString).lastPathComponent.dropLast(".swift".count)
            var name = "\(base).swift"
            var counter = 2
            while !usedNames.insert(name).inserted { name = "\(base)~\(counter).swift"; counter += 1 }
            let input = "\(work)/in/\(name)", compiled = "\(work)/src/\(name)"
            guard FileManager.default.createFile(atPath: input, contents: Data(prepared.text.utf8)) else {
                throw DoctorError(path: input, problem: "cannot write the prepared copy of \(file) (is the temporary folder writable?)")
            }
            originals[input] = file
            originals[compiled] = file
            inputs.append((file, input, compiled))
        }
        guard !inputs.isEmpty else { return output }
        rewrite(inputs.map { ($0.input, $0.compiled) }, work: work)
        var compiled = inputs.map(\.compiled)
        if let tool = toolchain.rewriter, !catalogs.isEmpty {
            let symbols = work + "/src/GoldensGeneratedAssetSymbols.swift"
            let made = try? ChildProcess.run(tool, ["--asset-symbols", symbols] + catalogs + ["--"] + inputs.map(\.input),
                                             outputFile: work + "/asset-symbols.log", timeLimit: 120)
            if made?.status == 0 { compiled.append(symbols) }
        }

        let arguments = toolchain.typecheckArguments(swiftVersion: swiftVersion, moduleCache: work + "/cache") + compiled
        let result = try ChildProcess.run(toolchain.compiler, arguments, outputFile: work + "/compiler.log", timeLimit: timeLimit)
        if result.timedOut {
            throw DoctorError(path: toolchain.compiler, problem: "typechecking \(inputs.count) files took longer than \(Int(timeLimit)) s and was stopped")
        }
        let (located, unlocated) = CompilerDiagnostic.errors(in: result.output)
        if located.isEmpty && (result.status != 0 || !unlocated.isEmpty) {
            let first = unlocated.first ?? result.output.split(separator: "\n").last.map(String.init) ?? "exit status \(result.status)"
            throw DoctorError(path: toolchain.compiler, problem: "the compiler failed before reading the app's files: \(first)")
        }
        for error in located {
            let file = originals[error.file] ?? error.file
            output.errors[file, default: []].append(CompilerDiagnostic(file: file, line: error.line, column: error.column, message: error.message))
        }
        return output
    }

    /// Rewrites each input into its compiled copy with the plugin's tool, or copies it when the
    /// tool is not built or fails on the file (the compiler then reports what it cannot read).
    private func rewrite(_ files: [(input: String, compiled: String)], work: String) {
        let index = work + "/index.txt"
        let indexed = toolchain.rewriter.map { tool in
            (try? ChildProcess.run(tool, ["--index", index] + files.map(\.input), outputFile: work + "/index.log", timeLimit: 300))?.status == 0
        } ?? false
        let failures = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: files.count) { position in
            let file = files[position]
            if let tool = toolchain.rewriter {
                let arguments = [file.input, file.compiled] + (indexed ? [index] : [])
                let result = try? ChildProcess.run(tool, arguments, outputFile: "\(work)/rewrite-\(position).log", timeLimit: 120)
                if result?.status == 0 { return }
            }
            failures.withLock { $0.append(position) }
        }
        for position in failures.withLock({ $0 }) {
            try? FileManager.default.removeItem(atPath: files[position].compiled)
            try? FileManager.default.copyItem(atPath: files[position].input, toPath: files[position].compiled)
        }
    }
}
