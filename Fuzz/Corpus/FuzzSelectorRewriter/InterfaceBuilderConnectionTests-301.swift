
    /// Classes nested in types get their members in their own body; the conformance of one
    /// deriving from NSObject goes after the declaration at file scope, named in full. Generic
    /// classes need nothing special (their own name means them in their body). A class in a
    /// function, or under an `#if` inside a type, is left with a warning.
    @Test func nestedGenericAndUnreachableClasses() {
        let source = """
            enum Menu {
                class Controller: UIViewController { @IBOutlet weak var table: UITableView! }
                class Source: NSObject { @IBAction func refresh(_ sender: Any) {} }
            }
            extension Menu {
                final class Inner<Item>: NSObject { @IBInspectable var count: Int = 0 }
            }
            class Box<T>: UIView { @IBAction func poke() {} }
            #if os(iOS)
            class Guarded: UIView { @IBAction func poke() {} }
            #endif
            func make() {
                class Local: UIView { @IBOutlet weak var label: UILabel! }
            }
            struct Holder {
                #if DEBUG
                class Debug: UIView { @IBOutlet weak var label: UILabel! }
                #endif
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Menu.swift")
        #expect(generatedHeaders(in: result.text) == [
            "Controller: override interfaceBuilderSetValue",
            "Source: interfaceBuilderSetValue", "Source: interfaceBuilderAction",
            "Inner: interfaceBuilderSetValue", "Inner: interfaceBuilderAction",
            "Box: override interfaceBuilderAction",
            "Guarded: override interfaceBuilderAction",
        ])
        #expect(result.text.contains("}; extension Menu.Source: InterfaceBuilderConnectable {}\nextension Menu {"))
        #expect(result.text.contains("}; extension Menu.Inner: InterfaceBuilderConnectable {}\nclass Box<T>"))
        #expect(result.text.contains(#"case "refresh:": return Selector("refresh:", Source.refresh(_:))"#))
        #expect(result.text.contains(#"case "poke": return Selector("poke", Box.poke)"#))
        let unreachable = "a storyboard cannot reach the outlets and actions of a class declared in a function, in an extension of a generic type "