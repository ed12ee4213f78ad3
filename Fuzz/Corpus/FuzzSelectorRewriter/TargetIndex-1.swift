import SwiftParser
import SwiftSyntax

/// What the rewrite of one file needs to know about the other files of its target, gathered by
/// the plugin's index pass over all of them (`GoldensSelectorsTool --index`):
///
/// - the `@objc optional` requirements they declare (a call `delegate?.menuDidClose?()` is
///   rewritten only for a requirement known to be optional);
/// - their classes, each with its superclass and whether it gets Interface Builder members, so
///   a subclass in another file knows whether to override them (see `ClassHierarchy`);
/// - the Interface Builder members declared in extensions of those classes, which the class's
///   generated members include.
public struct TargetIndex: Equatable, Sendable {
    /// The full names (`menu(_:didSelect:)`) of the optional method requirements, and the names
    /// of the optional read-only property requirements.
    public var optionalRequirements: Set<String> = []
    /// By qualified name; a name declared in two files (private classes) is not kept.
    private(set) var classes: [String: IndexedClass] = [:]
    /// The members of extensions at file scope, by the extended type's qualified name, in the
    /// order the files were added.
    private(set) var extensionMembers: [String: [InterfaceBuilderMember]] = [:]
    private var namesDeclaredTwice: Set<String> = []

    struct IndexedClass: Equatable, Sendable {
        let superclass: String?
        /// Declared where members can be generated into it (see `InterfaceBuilderDeclarations`).
        let isReachable: Bool
        /// With Interface Builder members in its own body.
        let hasOwnMembers: Bool
        let path: String
    }

    public init() {}

    /// The index of `files`, each read once.
    public init(files: [(path: String, source: String)]) {
        for file in files { add(source: file.source, path: file.path) }
    }