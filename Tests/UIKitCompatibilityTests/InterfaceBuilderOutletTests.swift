import GoldensUIKit
import Testing

// Without the Objective-C runtime the members a storyboard connects through are written by the
// GoldensSelectors plugin (Transitions/InterfaceBuilderOutlets.swift); on Apple platforms it
// passes the file through unchanged and the runtime connects by name, so there is nothing here
// to test.
#if !canImport(ObjectiveC)

/// The outlets, inspectable properties and actions of storyboard-style classes are reached by
/// name, as a storyboard loader reaches them.
@MainActor
struct InterfaceBuilderOutletTests {
    @Test func outletsAndOutletCollectionsAreSetByName() throws {
        let controller = ProfileViewController()
        let name = UILabel()
        let card = ProfileCardView()
        let buttons = [UIButton(), UIButton(), UIButton()]
        let footnote = UILabel()
        footnote.text = "Verified"

        #expect(controller.interfaceBuilderSetValue(name, forKey: "nameLabel"))
        #expect(controller.interfaceBuilderSetValue(card, forKey: "cardView"))
        #expect(controller.interfaceBuilderSetValue(buttons as [Any], forKey: "ratingButtons"))
        #expect(controller.interfaceBuilderSetValue(footnote, forKey: "footnoteLabel"))

        #expect(controller.nameLabel === name)
        #expect(controller.cardView === card)
        #expect(try #require(controller.ratingButtons).elementsEqual(buttons, by: ===))
        #expect(controller.footnote == "Verified")  // a private outlet, set from inside its class
        // A weak outlet holds what the document's view tree holds, no more.
        #expect(controller.interfaceBuilderSetValue(nil, forKey: "nameLabel"))
        #expect(controller.nameLabel == nil)
    }

    /// Numbers arrive as the document writes them and take the property's type.
    @Test func inspectablePropertiesTakeTheDocumentsValues() {
        let card = ProfileCardView()

        #expect(card.interfaceBuilderSetValue(12.0, forKey: "cornerRadius"))
        #expect(card.interfaceBuilderSetValue(true, forKey: "isElevated"))
        #expect(card.interfaceBuilderSetValue(3.0, forKey: "badgeCount"))

        #expect(card.cornerRadius == 12)
        #expect(card.layer.cornerRadius == 12)  // its didSet ran
        #expect(card.isElevated)
        #expect(card.badgeCount == 3)
    }

    @Test func aValueOfTheWrongTypeIsRefusedAndLeavesThePropertyAlone() {
        let controller = ProfileViewController()
        let name = UILabel()
        #expect(controller.interfaceBuilderSetValue(name, forKey: "nameLabel"))

        #expect(!controller.interfaceBuilderSetValue(UIButton(), forKey: "nameLabel"))
        #expect(!controller.interfaceBuilderSetValue([UILabel()] as [Any], forKey: "ratingButtons"))
        #expect(!ProfileCardView().interfaceBuilderSetValue("twelve", forKey: "cornerRadius"))

        #expect(controller.nameLabel === name)
        #expect(controller.ratingButtons == nil)
    }

    /// What a class does not declare goes to its superclass: a subclass's storyboard scene
    /// reaches the outlets and actions it inherits, and a name no class declares is refused.
    @Test func unknownNamesGoToTheSuperclass() throws {
        let controller = EditableProfileViewController()
        let save = UIButton()
        let name = UILabel()

        #expect(controller.interfaceBuilderSetValue(save, forKey: "saveButton"))
        #expect(controller.interfaceBuilderSetValue(name, forKey: "nameLabel"))
        #expect(controller.saveButton === save)
        #expect(controller.nameLabel === name)
        #expect(!controller.interfaceBuilderSetValue(name, forKey: "titleLabel"))

        #expect(controller.interfaceBuilderAction(named: "save:")?.description == "save:")
        #expect(controller.interfaceBuilderAction(named: "close")?.description == "close")
        #expect(controller.interfaceBuilderAction(named: "dismiss:") == nil)
        // The Objective-C names: "close" is not "close:".
        #expect(controller.interfaceBuilderAction(named: "close:") == nil)
    }

    /// An action's selector, added as a control's target-action, runs the method with the
    /// arguments it declares: none, the sender, or the sender and the event.
    @Test func actionsRunWhenTheirControlSendsThem() throws {
        let controller = EditableProfileViewController()
        let buttons = [UIButton(), UIButton(), UIButton()]
        #expect(controller.interfaceBuilderSetValue(buttons as [Any], forKey: "ratingButtons"))
        let closeButton = UIButton()
        for (button, name) in [(closeButton, "close"), (buttons[1], "rate:"), (buttons[1], "ratingTouched:forEvent:"), (closeButton, "save:")] {
            let action = try #require(controller.interfaceBuilderAction(named: name), "\(name)")
            button.addTarget(controller, action: action, for: .touchUpInside)
        }

        closeButton.sendActions(for: .touchUpInside)
        buttons[1].sendActions(for: .touchUpInside)

        #expect(controller.closeCount == 1)
        #expect(controller.saved)
        #expect(controller.rating == 2)
        #expect(controller.touches.count == 1)
        #expect(controller.touches.first?.button === buttons[1])
    }

    /// `editProfile(sender:)` is declared in an extension; its selector is spelled as
    /// Objective-C spells it.
    @Test func anActionInAnExtensionIsReachedByItsObjectiveCName() throws {
        let controller = ProfileViewController()
        let action = try #require(controller.interfaceBuilderAction(named: "editProfileWithSender:"))
        let button = UIButton()
        button.addTarget(controller, action: action, for: .primaryActionTriggered)

        button.sendActions(for: .primaryActionTriggered)

        #expect(controller.editCount == 1)
    }

    /// A data source derives from NSObject, not from a responder: it gains the members as its
    /// own, and the protocol through which a loader reaches any object.
    @Test func anNSObjectDataSourceIsConnectedThroughTheProtocol() throws {
        let source = ProfileDetailsDataSource()
        let connectable: any InterfaceBuilderConnectable = source
        let table = UITableView()

        #expect(connectable.interfaceBuilderSetValue(table, forKey: "tableView"))
        #expect(source.tableView === table)
        #expect(!connectable.interfaceBuilderSetValue(UIView(), forKey: "tableView"))
        #expect(!connectable.interfaceBuilderSetValue(table, forKey: "dataSource"))
        #expect(connectable.interfaceBuilderAction(named: "refresh") == nil)

        let reload = try #require(connectable.interfaceBuilderAction(named: "reload"))
        let button = UIButton()
        button.addTarget(source, action: reload, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(source.reloadCount == 1)
    }
}

#endif
