
final class FactCell: UITableViewCell {
    let valueLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(valueLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FactListViewController: UITableViewController {
    let facts = ["Hue", "Saturation", "Brightness"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FactCell.self, forCellReuseIdentifier: "fact")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { facts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fact", for: indexPath) as! FactCell
        cell.textLabel?.text = facts[indexPath.row]
        cell.valueLabel.text = "\(indexPath.row * 10) %"
        return cell
    }
}