import Foundation
import GoldensUIKit
import Testing

/// Menus, actions, context menus and swipe actions as UIKit code builds them: data that buttons,
/// bar items, controls and delegates hold, and actions that run with their sender.
@MainActor
@Suite struct MenuTests {
    @Test func aControlSendsAnActionWithItselfAsTheSender() {
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Share", handler: { _ in }))
        #expect(button.currentTitle == "Share", "a button made from an action shows its title")

        var senders: [ObjectIdentifier] = []
        var seenAfter: Any?
        let action = UIAction(title: "Log") { action in
            if let sender = action.sender as? UIControl { senders.append(ObjectIdentifier(sender)) }
        }
        let control = UIControl(frame: .zero, primaryAction: action)
        control.sendActions(for: .primaryActionTriggered)
        control.sendAction(action)
        seenAfter = action.sender
        #expect(senders == [ObjectIdentifier(control), ObjectIdentifier(control)])
        #expect(seenAfter == nil, "the sender is only set while the handler runs")
    }

    /// `performWithSender(_:target:)` runs the handler as the sender would.
    @Test func anActionPerformedInCodeSeesItsSender() {
        let button = UIButton(type: .system)
        var seen: [Bool] = []
        let action = UIAction(title: "Go") { action in seen.append((action.sender as? UIButton) === button) }
        action.performWithSender(button, target: nil)
        #expect(seen == [true])
        #expect(action.sender == nil, "only while the handler runs")
    }

    @Test func anActionOfTheSameIdentifierReplacesTheEarlierOne() {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("refresh")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .valueChanged)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second"])

        control.removeAction(identifiedBy: id, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second"])

        var handlers = 0
        control.addAction(UIAction { _ in }, for: .touchUpInside)
        let target = NSObject()
        control.addTarget(target, action: Selector("tapped"), for: .touchDown)
        control.enumerateEventHandlers { action, targetAction, events, _ in
            handlers += 1
            #expect((action != nil) != (targetAction != nil), "each handler is an action or a target-action pair")
            #expect(!events.isEmpty)
        }
        #expect(handlers == 2)
    }

    @Test func menusKeepTheirChildrenAndCopiesAreIndependent() {
        let delete = UIAction(title: "Delete", attributes: .destructive, state: .off) { _ in }
        let favourite = UIAction(title: "Favourite", state: .on) { _ in }
        let menu = UIMenu(title: "Photo", options: [.displayInline, .singleSelection], children: [favourite, delete])
        #expect(menu.children.count == 2 && menu.options.contains(.singleSelection))
        #expect(menu.selectedElements.map(\.title) == ["Favourite"])

        let replaced = menu.replacingChildren([delete])
        #expect(replaced.title == "Photo" && replaced.identifier == menu.identifier && replaced.children.count == 1)
        #expect(menu.children.count == 2, "replacing makes a new menu")

        let copy = favourite.copy() as? UIAction
        copy?.title = "Unfavourite"
        #expect(favourite.title == "Favourite" && copy?.identifier == favourite.identifier)

        let button = UIButton(type: .system)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        let item = UIBarButtonItem(title: "More", menu: menu)
        #expect(button.menu === menu && item.menu === menu)
    }

    @Test func aSegmentedControlOfActionsRunsTheChosenSegmentsAction() {
        var chosen: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "Day", identifier: UIAction.Identifier("day")) { chosen.append($0.title) },
            UIAction(title: "Week", identifier: UIAction.Identifier("week")) { chosen.append($0.title) },
        ])
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Week")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("week")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("month")) == UISegmentedControl.noSegment)
        #expect(control.actionForSegment(at: 0)?.title == "Day")
        control.removeSegment(at: 0, animated: false)
        #expect(control.actionForSegment(at: 0)?.title == "Week", "actions move with their segments")
        #expect(chosen.isEmpty)
    }

    /// A table delegate of today's UIKit: swipe actions and a context menu per row. UIKit asks
    /// for them only on a swipe or a long press; code can ask itself, and the actions run.
    @Test func swipeActionsAndContextMenusAreBuiltByTheDelegate() {
        final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
            var deleted: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    self.deleted.append(indexPath)
                    done(true)
                }
                let configuration = UISwipeActionsConfiguration(actions: [delete])
                configuration.performsFirstActionWithFullSwipe = false
                return configuration
            }
            func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                           point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { suggested in
                    UIMenu(title: "", children: suggested + [UIAction(title: "Copy") { _ in }])
                }
            }
        }
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = rows
        table.delegate = rows
        let delegate: UITableViewDelegate = rows
        let swipe = delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0))
        #expect(delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0)) == nil)
        let action = swipe?.actions.first
        #expect(action?.style == .destructive && action?.title == "Delete" && swipe?.performsFirstActionWithFullSwipe == false)
        #expect(action?.backgroundColor == .systemRed)
        var completed: Bool?
        action?.handler(action!, UIView(), { completed = $0 })
        #expect(rows.deleted == [IndexPath(row: 1, section: 0)] && completed == true)

        let configuration = delegate.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 2, section: 0), point: .zero)
        #expect(configuration?.identifier as? IndexPath == IndexPath(row: 2, section: 0))
    }

    @Test func aContextMenuInteractionIsAttachedAndKeepsItsDelegateWeakly() {
        final class Menus: NSObject, UIContextMenuInteractionDelegate {
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
        }
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        var menus: Menus? = Menus()
        let interaction = UIContextMenuInteraction(delegate: menus!)
        view.addInteraction(interaction)
        #expect(interaction.view === view && view.interactions.count == 1)
        #expect(interaction.delegate === menus && interaction.menuAppearance == .unknown)
        menus = nil
        #expect(interaction.delegate == nil, "UIKit holds the delegate weakly")

        let preview = UITargetedPreview(view: view)
        #expect(preview.size == CGSize(width: 100, height: 100) && preview.parameters.backgroundColor == .white)
    }
}
