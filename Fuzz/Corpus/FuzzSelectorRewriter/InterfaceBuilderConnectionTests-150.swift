
    /// An override must be as visible as its class; `final` changes nothing.
    @Test func theMembersAreAsVisibleAsTheirClass() {
        let source = """
            open class OpenCard: UIView { @IBOutlet public weak var title: UILabel! }
            public class PublicCard: OpenCard { @IBInspectable var tilt: CGFloat = 0 }
            public final class FinalCard: UIView { @IBAction func flip() {} }
            package class PackageCard: UIView { @IBAction func flip() {} }
            private class PrivateCard: UIView { @IBAction func flip() {} }
            fileprivate final class FilePrivateCard: UIView { @IBAction func flip() {} }
            open class OpenSource: NSObject { @IBAction func reload() {} }
            public class PublicSource: NSObject { @IBAction func reload() {} }
            """
        #expect(generatedHeaders(in: rewritten(source)) == [
            "OpenCard: open override interfaceBuilderSetValue",
            "PublicCard: public override interfaceBuilderSetValue",
            "FinalCard: public override interfaceBuilderAction",
            "PackageCard: package override interfaceBuilderAction",
            "PrivateCard: override interfaceBuilderAction",
            "FilePrivateCard: override interfaceBuilderAction",
            "OpenSource: open interfaceBuilderSetValue", "OpenSource: open interfaceBuilderAction",
            "PublicSource: public interfaceBuilderSetValue", "PublicSource: public interfaceBuilderAction",
        ])
    }