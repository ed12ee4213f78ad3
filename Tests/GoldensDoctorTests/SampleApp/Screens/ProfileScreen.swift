import UIKit
import SnapKit

/// Fails on purpose: a third-party layout library a test target does not have.
final class ProfileScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let avatar = UIView()
        view.addSubview(avatar)
        avatar.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
    }
}
