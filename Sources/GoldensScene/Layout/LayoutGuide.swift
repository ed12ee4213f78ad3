/// A rectangle in a view's bounds space that takes part in Auto Layout without drawing
/// (UILayoutGuide): a user guide (spacers, groups) is placed by its constraints; a view's safe
/// area and margins guides are its bounds less its safe-area insets or its margins.
@MainActor
public final class LayoutGuide: LayoutItem {
    /// `keyboard`: the keyboard's place, which with no keyboard shown here is the bottom
    /// safe-area strip (UIKeyboardLayoutGuide with `usesBottomSafeArea`). `scrollContent`: a
    /// scroll view's content area, from the origin of its bounds space, as large as the
    /// constraints make it (else its content size); `scrollFrame`: the scroll view's own frame.
    public enum Kind: Sendable {
        case user, safeArea, margins, keyboard, scrollContent, scrollFrame

        /// Placed by constraints, in its owning view's bounds space (rather than derived from
        /// the owner's frame).
        var isPlaced: Bool { self == .user || self == .scrollContent }
    }

    public let kind: Kind
    public var identifier: String
    public internal(set) weak var owningView: View?

    public init(identifier: String = "") {
        kind = .user
        self.identifier = identifier
    }

    init(kind: Kind, owningView: View, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
    }

    public var layoutView: View? { owningView }

    var displayName: String {
        let ownerName = owningView?.displayName ?? "nil"
        switch kind {
        case .safeArea: return "\(ownerName).safeAreaLayoutGuide"
        case .margins: return "\(ownerName).layoutMarginsGuide"
        case .keyboard: return "\(ownerName).keyboardLayoutGuide"
        case .user: return "UILayoutGuide(\(identifier.isEmpty ? "in \(ownerName)" : identifier))"
        case .scrollContent: return "\(ownerName).contentLayoutGuide"
        case .scrollFrame: return "\(ownerName).frameLayoutGuide"
        }
    }

    /// The insets from the owner's bounds for a system guide.
    func insets(of view: View) -> EdgeInsets {
        switch kind {
        case .user, .scrollContent, .scrollFrame: EdgeInsets()
        case .safeArea: view.safeAreaInsets
        case .margins: view.effectiveLayoutMargins
        case .keyboard: EdgeInsets(top: max(0, view.bounds.height - view.safeAreaInsets.bottom))
        }
    }

    /// Where the guide is, in its owning view's bounds space: a system guide from the owner's
    /// bounds, a user guide from the last layout of its tree.
    public var layoutFrame: Rect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea, .margins, .keyboard, .scrollFrame: return view.bounds.inset(by: insets(of: view))
        case .user: return view.treeRoot.layoutEngine?.solvedFrame(of: self) ?? .zero
        case .scrollContent:
            return view.treeRoot.layoutEngine?.solvedFrame(of: self) ?? Rect(origin: .zero, size: view.scrollContentSize)
        }
    }
}
