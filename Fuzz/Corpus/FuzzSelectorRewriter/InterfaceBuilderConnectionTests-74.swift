                    case "done": return Selector("done", ProfileViewController.done)
                    case "tapped:forEvent:": return Selector("tapped:forEvent:", ProfileViewController.tapped(_:forEvent:))
            #sourceLocation(file: "Profile.swift", line: 1)
                    default: return super.interfaceBuilderAction(named: name)
                    }
                }
            #sourceLocation(file: "Profile.swift", line: 8)
            }
            """)
        #expect(result.insertedLines == 21)
    }

    /// A class deriving from NSObject has no members to override: it gets both, answering false
    /// and nil for what it does not declare, and the protocol in an extension (not in its own
    /// inheritance list, which in Swift 6 would make the whole class main-actor isolated).
    @Test func anNSObjectDataSourceStartsTheMembers() {
        let source = """
            final class ContactsDataSource: NSObject, UITableViewDataSource {
                @IBOutlet weak var tableView: UITableView!
            }
            """
        #expect(rewritten(source, path: "Source.swift") == """
            final class ContactsDataSource: NSObject, UITableViewDataSource {
                weak var tableView: UITableView!

            #sourceLocation(file: "Source.swift", line: 1)
                func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
                    switch key { case "tableView": return InterfaceBuilderProperty.assign(&self.tableView, value)
            #sourceLocation(file: "Source.swift", line: 1)
                    default: return false
                    }
                }
            #sourceLocation(file: "Source.swift", line: 1)
                func interfaceBuilderAction(named name: String) -> Selector? { nil }
            #sourceLocation(file: "Source.swift", line: 3)
            }; extension ContactsDataSource: InterfaceBuilderConnectable {}
            """)
    }