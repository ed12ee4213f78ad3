
    /// UIKit matches `removeTarget(_:action:for:)` by selector, and a selector is its name: the one
    /// added with labels and the one removed without must be spelled alike.
    @Test func addedAndRemovedSelectorsHaveTheSameName() {
        let source = """
            final class Card: UIViewController {
                let button = UIButton()
                @objc func tapped(_ sender: UIButton) {}
                @objc func handle(pan: UIPanGestureRecognizer) {}
                func wire() {
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    button.removeTarget(self, action: #selector(tapped), for: .touchUpInside)
                    button.addTarget(self, action: #selector(self.handle(pan:)), for: .touchUpInside)
                    button.removeTarget(self, action: #selector(Card.handle), for: .touchUpInside)
                }
            }
            """
        #expect(selectorNames(in: rewritten(source)) == ["tapped:", "tapped:", "handleWithPan:", "handleWithPan:"])
    }
}

struct CellRegistrationTests {
    @Test func registeredClassesGainTheInitializerUIKitCalls() {
        let source = """
            tableView.register(FactCell.self, forCellReuseIdentifier: "fact")
            tableView.register(Header.self, forHeaderFooterViewReuseIdentifier: Header.id)
            collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
            collectionView.register(Badge.self,
                                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "badge")
            """
        #expect(rewritten(source) == """
            tableView.register(FactCell.self, forCellReuseIdentifier: "fact", making: { FactCell(style: .default, reuseIdentifier: $0) })
            tableView.register(Header.self, forHeaderFooterViewReuseIdentifier: Header.id, making: { Header(reuseIdentifier: $0) })
            collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier, making: { SwatchCell(frame: .zero) })
            collectionView.register(Badge.self,
                                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "badge", making: { Badge(frame: .zero) })
            """)
    }