#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A settings sheet slides up over a dimmed list (0.45 s spring): an inset-grouped table whose
// rows hold switches, a segmented control in its header, a slider and a progress bar in its
// footer. Dismissal slides it back down.

final class SettingsSheetViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let modeControl = UISegmentedControl(items: ["Light", "Dark", "Auto"])
    let volumeSlider = UISlider()
    let syncProgress = UIProgressView(progressViewStyle: .default)
    private let toggles = [("Notifications", true), ("Sounds", false), ("Badges", true)]
    private let details = [("Language", "English"), ("Units", "Metric")]

    static let sheetHeight: CGFloat = 560

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true

        modeControl.selectedSegmentIndex = 2
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 64))
        header.addSubview(modeControl)
        tableView.tableHeaderView = header

        volumeSlider.value = 0.7
        syncProgress.progress = 0.4
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 96))
        footer.addSubview(volumeSlider)
        footer.addSubview(syncProgress)
        tableView.tableFooterView = footer

        tableView.backgroundColor = .clear
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds.inset(by: UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0))
        modeControl.frame = CGRect(x: 20, y: 16, width: view.bounds.width - 40, height: 32)
        volumeSlider.frame = CGRect(x: 20, y: 16, width: view.bounds.width - 40, height: 31)
        syncProgress.frame = CGRect(x: 20, y: 70, width: view.bounds.width - 40, height: 4)
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? toggles.count : details.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Alerts" : "General"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "toggle")
                ?? UITableViewCell(style: .default, reuseIdentifier: "toggle")
            cell.textLabel?.text = toggles[indexPath.row].0
            let toggle = UISwitch()
            toggle.isOn = toggles[indexPath.row].1
            cell.accessoryView = toggle
            cell.selectionStyle = .none
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "detail")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "detail")
        cell.textLabel?.text = details[indexPath.row].0
        cell.detailTextLabel?.text = details[indexPath.row].1
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

final class SettingsSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let height = SettingsSheetViewController.sheetHeight
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.35)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class SettingsSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let sheet = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let shown = transitionContext.finalFrame(for: sheet) == .zero
            ? transitionContext.initialFrame(for: sheet) : transitionContext.finalFrame(for: sheet)
        let hidden = shown.offsetBy(dx: 0, dy: containerView.bounds.height - shown.minY)
        if presenting {
            containerView.addSubview(sheet.view)
            sheet.view.frame = hidden
        }
        UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                       options: [], animations: {
            sheet.view.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class SettingsSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SettingsSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SettingsSheetAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SettingsSheetAnimator(presenting: false)
    }
}

@MainActor
func makeSettingsSheetScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let sheet = SettingsSheetViewController()
    let delegate = SettingsSheetTransitioningDelegate()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    return (presenter, sheet, delegate)
}
