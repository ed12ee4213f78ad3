
    @IBAction func rate(_ sender: UIButton) {
        rating = ratingButtons.firstIndex(of: sender).map { $0 + 1 }
    }

    @IBAction func ratingTouched(_ sender: UIButton, forEvent event: UIEvent?) {
        touches.append((sender, event))
    }

    func countEdit() {
        editCount += 1
    }
}

extension ProfileViewController {
    @IBAction func editProfile(sender: UIButton) {
        countEdit()
    }
}

final class EditableProfileViewController: ProfileViewController {
    @IBOutlet weak var saveButton: UIButton!
    private(set) var saved = false

    @IBAction func save(_ sender: Any) {
        saved = true
    }
}

final class ProfileDetailsDataSource: NSObject, UITableViewDataSource {
    @IBOutlet weak var tableView: UITableView!
    var details = ["Joined 2019", "12 trips"]
    private(set) var reloadCount = 0

    @IBAction func reload() {
        reloadCount += 1
        tableView?.reloadData()
    }