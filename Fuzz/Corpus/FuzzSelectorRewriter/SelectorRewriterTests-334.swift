
    @Test func cellAndSupplementaryRegistrationsGainTheirMaker() {
        let source = """
            let swatch = UICollectionView.CellRegistration<SwatchCell, Int> { cell, indexPath, item in
                cell.configure(item)
            }
            let list = UICollectionView.CellRegistration<UICollectionViewListCell, String>(handler: { cell, _, name in })
            let header = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: "title") { view, kind, indexPath in }
            """
        #expect(rewritten(source) == """
            let swatch = UICollectionView.CellRegistration<SwatchCell, Int>(making: { SwatchCell(frame: .zero) }) { cell, indexPath, item in
                cell.configure(item)
            }
            let list = UICollectionView.CellRegistration<UICollectionViewListCell, String>(making: { UICollectionViewListCell(frame: .zero) }, handler: { cell, _, name in })
            let header = UICollectionView.SupplementaryRegistration<TitleView>(making: { TitleView(frame: .zero) }, elementKind: "title") { view, kind, indexPath in }
            """)
    }

    @Test func aTrailingCommaTakesTheMakerAfterIt() {
        let source = """
            tableView.register(
                FactCell.self,
                forCellReuseIdentifier: "fact",
            )
            """
        #expect(rewritten(source) == """
            tableView.register(
                FactCell.self,
                forCellReuseIdentifier: "fact",
             making: { FactCell(style: .default, reuseIdentifier: $0) })
            """)
    }