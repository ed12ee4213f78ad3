
    @Test func otherRegistrationsStayAsTheyAre() {
        let source = """
            extension UICollectionView {
                func register<T: UICollectionViewCell>(_ type: T.Type) {
                    register(T.self, forCellWithReuseIdentifier: String(describing: T.self))
                }
            }
            tableView.register(Self.self, forCellReuseIdentifier: "fact")
            tableView.register(cellType.self, forCellReuseIdentifier: "fact")
            tableView.register(cellClass, forCellReuseIdentifier: "fact")
            tableView.register(UINib(nibName: "Fact", bundle: nil), forCellReuseIdentifier: "fact")
            center.register(Observer.self, forKey: "x")
            """
        #expect(rewritten(source) == source)
    }
}
