
struct InterfaceBuilderConnectionTests {
    /// Each generated line that names a member is reported at the member's line, the others at
    /// the class's name; the closing brace goes back to its own line.
    @Test func aControllersOutletsInspectablesAndActions() {
        let source = """
            class ProfileViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet var buttons: [UIButton]!
                @IBInspectable var cornerRadius: CGFloat = 0
                @IBAction func close(_ sender: Any) { dismiss(animated: true) }
                @IBAction func done() {}
                @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Profile.swift")
        #expect(result.warnings.isEmpty)
        #expect(result.text == """
            #sourceLocation(file: "Profile.swift", line: 1)
            class ProfileViewController: UIViewController {
                weak var nameLabel: UILabel!
                var buttons: [UIButton]!
                @IBInspectable var cornerRadius: CGFloat = 0
                func close(_ sender: Any) { dismiss(animated: true) }
                func done() {}
                func tapped(_ sender: UIButton, forEvent event: UIEvent) {}

            #sourceLocation(file: "Profile.swift", line: 1)
                override func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
                    switch key { case "nameLabel": return InterfaceBuilderProperty.assign(&self.nameLabel, value)
                    case "buttons": return InterfaceBuilderProperty.assign(&self.buttons, value)
                    case "cornerRadius": return InterfaceBuilderProperty.assign(&self.cornerRadius, value)
            #sourceLocation(file: "Profile.swift", line: 1)
                    default: return super.interfaceBuilderSetValue(value, forKey: key)
                    }
                }
            #sourceLocation(file: "Profile.swift", line: 1)
                override func interfaceBuilderAction(named name: String) -> Selector? {
            #sourceLocation(file: "Profile.swift", line: 5)
                    switch name { case "close:": return Selector("close:", ProfileViewController.close(_:))