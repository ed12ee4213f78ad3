import GoldensScene

/// The screens the fixtures share: a menu (the presenting screen of most tutorials) and a
/// detail screen, drawn with the scene model's views so every fixture looks like an app.
enum Palette {
    static let background = Color(red: 0.95, green: 0.95, blue: 0.97)
    static let header = Color(red: 0.16, green: 0.36, blue: 0.80)
    static let card = Color(white: 1)
    static let ink = Color(red: 0.11, green: 0.11, blue: 0.14)
    static let secondaryInk = Color(red: 0.42, green: 0.42, blue: 0.47)
    static let detail = Color(red: 0.20, green: 0.50, blue: 0.95)
    static let accent = Color(red: 0.98, green: 0.62, blue: 0.18)
    static let dim = Color(white: 0, alpha: 0.4)
}

/// A list of rounded cards under a coloured header, as a tutorial's menu screen.
@MainActor
final class MenuController: ViewController {
    let titleText: String
    let items: [String]

    init(title: String = "Transitions", items: [String] = ["Slide down", "Slide right", "Pop", "Rotate", "Toast"]) {
        titleText = title
        self.items = items
        super.init()
        name = "Menu"
    }

    override func loadView() {
        view = MenuView(title: titleText, items: items)
    }
}

@MainActor
final class MenuView: View {
    let header = View()
    let titleLabel = Label(fontSize: 28, textColor: .white)
    private(set) var cards: [View] = []

    init(title: String, items: [String]) {
        super.init(frame: .zero)
        name = "menu"
        backgroundColor = Palette.background
        header.name = "menu.header"
        header.backgroundColor = Palette.header
        titleLabel.text = title
        titleLabel.name = "menu.title"
        addSubview(header)
        header.addSubview(titleLabel)
        for (index, item) in items.enumerated() {
            let card = View()
            card.name = "menu.card\(index)"
            card.backgroundColor = Palette.card
            card.layer.cornerRadius = 12
            let label = Label(text: item, fontSize: 17, textColor: Palette.ink)
            label.name = "menu.card\(index).label"
            let dot = View()
            dot.name = "menu.card\(index).dot"
            dot.backgroundColor = index % 2 == 0 ? Palette.accent : Palette.detail
            dot.layer.cornerRadius = 8
            card.addSubview(dot)
            card.addSubview(label)
            addSubview(card)
            cards.append(card)
        }
    }

    override func layoutSubviews() {
        let top = safeAreaInsets.top
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: top + 64)
        titleLabel.frame = Rect(x: 20, y: top + 12, width: bounds.width - 40, height: 40)
        for (index, card) in cards.enumerated() {
            card.frame = Rect(x: 16, y: top + 84 + Double(index) * 76, width: bounds.width - 32, height: 64)
            card.subviews[0].frame = Rect(x: 16, y: 24, width: 16, height: 16)
            card.subviews[1].frame = Rect(x: 44, y: 12, width: card.bounds.width - 60, height: 40)
        }
    }
}

/// A full-screen detail page: a coloured background, a title and a paragraph.
@MainActor
final class DetailController: ViewController {
    static let customTransitionText = "A custom transition, rendered frame by frame and compared with its goldens."

    let titleText: String
    let color: Color
    let bodyText: String

    init(title: String = "Details", color: Color = Palette.detail, body: String = DetailController.customTransitionText) {
        titleText = title
        self.color = color
        bodyText = body
        super.init()
        name = "Details"
    }

    override func loadView() {
        view = DetailView(title: titleText, color: color, body: bodyText)
    }
}

@MainActor
final class DetailView: View {
    let titleLabel = Label(fontSize: 34, textColor: .white)
    let bodyLabel = Label(fontSize: 17, textColor: Color(white: 1, alpha: 0.85))

    init(title: String, color: Color, body: String) {
        super.init(frame: .zero)
        name = "details"
        backgroundColor = color
        titleLabel.text = title
        titleLabel.name = "details.title"
        bodyLabel.text = body
        bodyLabel.numberOfLines = 0
        bodyLabel.name = "details.body"
        addSubview(titleLabel)
        addSubview(bodyLabel)
    }

    override func layoutSubviews() {
        let top = safeAreaInsets.top
        titleLabel.frame = Rect(x: 24, y: top + 40, width: bounds.width - 48, height: 44)
        let size = bodyLabel.sizeThatFits(Size(width: bounds.width - 48, height: .infinity))
        bodyLabel.frame = Rect(x: 24, y: top + 100, width: bounds.width - 48, height: size.height)
    }
}
