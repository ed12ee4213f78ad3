
@MainActor
func makeBottomCardPresentationScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let sheet = BottomCardSheetViewController()
    let delegate = BottomCardTransitioningDelegate()

    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    return (presenter, sheet, delegate)
}
