import Foundation

/// What a view's configurations are updated for: its traits and states, and keys an app adds.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for an app's own value in a configuration state.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's state: disabled, highlighted, selected, focused, with its traits.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's state: a view's, and whether it is editing, expanded, swiped, reordering or dragged.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public enum DragState: Hashable, Sendable { case none, lifting, dragging }
    public enum DropState: Hashable, Sendable { case none, notTargeted, targeted }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A view that shows a content configuration (what an app's own `UIContentConfiguration` makes).
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// When a cell updates its configurations (UIKit's `_updateConfigurationIfNeeded`): before its
/// first layout, and at the next layout after its state changes or
/// `setNeedsUpdateConfiguration()`; the cell calls `updateConfiguration(using:)` (and its
/// update handler), then lays out.
@MainActor
struct ConfigurationUpdates {
    private(set) var isNeeded = true

    mutating func setNeeded() { isNeeded = true }

    /// Runs `update` with the cell's state now, if an update is due.
    mutating func runIfNeeded(state: () -> UICellConfigurationState, _ update: (UICellConfigurationState) -> Void) {
        guard isNeeded else { return }
        isNeeded = false
        update(state())
    }

    /// A cell's state from its flags and traits.
    static func cellState(traits: UITraitCollection, selected: Bool, highlighted: Bool, editing: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traits)
        state.isSelected = selected
        state.isHighlighted = highlighted
        state.isEditing = editing
        return state
    }

    /// What UIKit's default `updateConfiguration(using:)` makes of the content configuration:
    /// updated for the state when the cell updates it automatically.
    static func content(_ configuration: (any UIContentConfiguration)?, updatedFor state: UICellConfigurationState,
                        automatically: Bool) -> (any UIContentConfiguration)? {
        guard automatically, let configuration else { return configuration }
        return configuration.updated(for: state)
    }
}

/// Shows an app's own content configuration in a cell's content view: the view the
/// configuration makes, filling the content view, given each new configuration of a type it
/// supports, made again for another.
@MainActor
enum ContentConfigurationView {
    static func show(_ configuration: (any UIContentConfiguration)?, in contentView: UIView, current: inout (UIView & UIContentView)?) {
        guard let configuration, !(configuration is UIListContentConfiguration) else {
            current?.removeFromSuperview()
            current = nil
            return
        }
        if let view = current, type(of: view.configuration) == type(of: configuration), view.supports(configuration) {
            view.configuration = configuration
            return
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        current = view
    }
}
