import GoldensResources
import Testing

/// Documents are checked to be iOS storyboards or xibs, and their values read as Xcode writes them.
@Suite struct InterfaceBuilderDocumentTests {
    private func document(_ body: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
                          version: String = "3.0") throws -> InterfaceBuilderDocument {
        let text = #"<document type="\#(type)" version="\#(version)" initialViewController="vc1">\#(body)</document>"#
        return try InterfaceBuilderDocument(root: MarkupReader.read(Array(text.utf8), file: "Main.storyboard"), path: "Main.storyboard")
    }

    @Test func indexesScenesControllersAndIDs() throws {
        let doc = try document("""
        <scenes>
          <scene sceneID="s1"><objects>
            <viewController storyboardIdentifier="Detail" id="vc1"><view key="view" id="v1"/></viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr"/>
            <tapGestureRecognizer id="tap"/>
          </objects></scene>
          <scene sceneID="s2"><objects><navigationController id="nav"/></objects></scene>
        </scenes>
        """)
        #expect(doc.kind == .storyboard)
        #expect(doc.initialViewControllerID == "vc1")
        #expect(doc.viewControllerElements.map(\.name) == ["viewController", "navigationController"])
        #expect(doc.viewControllerElement(withIdentifier: "Detail")?["id"] == "vc1")
        #expect(doc.elementsByID["v1"]?["key"] == "view")
        let controller = try #require(doc.elementsByID["vc1"])
        #expect(doc.sceneObjects(besides: controller).map(\.name) == ["tapGestureRecognizer"])
    }

    @Test func otherDocumentsAreRefusedByName() {
        #expect(throws: InterfaceBuilderError.self) { try document("", type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB") }
        do {
            _ = try document("", type: "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB")
        } catch let error as InterfaceBuilderError {
            #expect(error.description.hasPrefix("Main.storyboard:1: document type \"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\", expected an iOS storyboard"))
        } catch {
            Issue.record("\(error)")
        }
        do {
            _ = try document("", version: "2.0")
        } catch let error as InterfaceBuilderError {
            #expect(error.problem.contains("document version \"2.0\""))
        } catch {
            Issue.record("\(error)")
        }
    }

    private func element(_ text: String) throws -> MarkupElement {
        try MarkupReader.read(Array(text.utf8), file: "x")
    }

    @Test func coloursInEachFormXcodeWrites() throws {
        #expect(try DocumentColor(element(#"<color key="b" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#), file: "x")
                == .rgb(red: 1, green: 0.5, blue: 0.25, alpha: 1, space: "sRGB"))
        #expect(try DocumentColor(element(#"<color key="b" red="0.1" green="0.2" blue="0.3" alpha="0.5" colorSpace="calibratedRGB"/>"#), file: "x")
                == .rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5, space: "calibratedRGB"))
        #expect(try DocumentColor(element(#"<color key="b" white="0.66" alpha="1" colorSpace="calibratedWhite"/>"#), file: "x")
                == .white(0.66, alpha: 1, space: "calibratedWhite"))
        #expect(try DocumentColor(element(#"<color key="b" systemColor="systemBackgroundColor"/>"#), file: "x") == .system("systemBackgroundColor"))
        #expect(try DocumentColor(element(#"<color key="b" cocoaTouchSystemColor="darkTextColor"/>"#), file: "x") == .system("darkTextColor"))
        #expect(try DocumentColor(element(#"<color key="b" name="Brand"/>"#), file: "x") == .named("Brand"))
    }

    @Test func badColoursNameTheValueAndWhatWasExpected() throws {
        do {
            _ = try DocumentColor(element(#"<color key="b" id="c1" red="2" green="0" blue="0" alpha="1"/>"#), file: "Main.storyboard")
            Issue.record("accepted red=2")
        } catch let error as InterfaceBuilderError {
            #expect(error.description == #"Main.storyboard:1 (id "c1"): red="2" in <color>, expected a number from 0 to 1"#)
        } catch {
            Issue.record("\(error)")
        }
        #expect(throws: InterfaceBuilderError.self) { try DocumentColor(element(#"<color key="b" red="nan" green="0" blue="0"/>"#), file: "x") }
        #expect(throws: InterfaceBuilderError.self) { try DocumentColor(element(#"<color key="b"/>"#), file: "x") }
    }

    @Test func fonts() throws {
        #expect(try DocumentFont(element(#"<fontDescription key="f" type="system" weight="semibold" pointSize="22"/>"#), file: "x")
                == DocumentFont.init(element(#"<fontDescription type="system" weight="semibold" pointSize="22"/>"#), file: "x"))
        let bold = try DocumentFont(element(#"<fontDescription key="f" type="boldSystem" pointSize="17"/>"#), file: "x")
        #expect(bold.face == .system(weight: "bold"))
        #expect(bold.pointSize == 17)
        #expect(try DocumentFont(element(#"<fontDescription key="f" style="UICTFontTextStyleHeadline"/>"#), file: "x").face == .textStyle("UICTFontTextStyleHeadline"))
        #expect(try DocumentFont(element(#"<fontDescription key="f" name="Avenir-Heavy" family="Avenir" pointSize="20"/>"#), file: "x").face
                == .named("Avenir-Heavy", family: "Avenir"))
        #expect(throws: InterfaceBuilderError.self) { try DocumentFont(element(#"<fontDescription type="weird" pointSize="1"/>"#), file: "x") }
        #expect(throws: InterfaceBuilderError.self) { try DocumentFont(element(#"<fontDescription type="system" pointSize="-3"/>"#), file: "x") }
    }
}
