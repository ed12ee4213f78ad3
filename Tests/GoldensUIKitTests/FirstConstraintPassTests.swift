import Foundation
@testable import GoldensUIKit
import Testing

// Screens and views that build their constraints in `updateViewConstraints` or
// `updateConstraints`, guarded by a flag, without ever calling `setNeedsUpdateConstraints()`:
// UIKit asks every view once when it first lays it out in a window.

private final class BadgeView: UIView {
    let label = UILabel()
    private var built = false
    private(set) var updates = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "New"
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func updateConstraints() {
        updates += 1
        if !built {
            built = true
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                label.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }
        super.updateConstraints()
    }
}

private final class CatalogueController: UIViewController {
    let header = UIView()
    let badge = BadgeView()
    private var built = false
    private(set) var updates = 0

    override func loadView() {
        view = UIView()
        view.backgroundColor = .white
        header.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        header.addSubview(badge)
    }

    override func updateViewConstraints() {
        updates += 1
        if !built {
            built = true
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 120),
                badge.topAnchor.constraint(equalTo: header.topAnchor, constant: 20),
                badge.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
                badge.widthAnchor.constraint(equalToConstant: 80),
                badge.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        super.updateViewConstraints()
    }
}

@MainActor
@Suite struct FirstConstraintPassTests {
    @Test func aScreenAndItsViewsBuildTheirConstraintsOnTheFirstPass() {
        let catalogue = CatalogueController()
        let window = UIWindow(rootViewController: catalogue)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(catalogue.updates == 1, "asked once")
        #expect(catalogue.header.frame == CGRect(x: 0, y: 47, width: 390, height: 120))
        #expect(catalogue.badge.frame == CGRect(x: 20, y: 20, width: 80, height: 30))
        #expect(catalogue.badge.updates == 1)
        #expect(catalogue.badge.label.frame.minX == 12)
        window.layoutIfNeeded()
        #expect(catalogue.updates == 1 && catalogue.badge.updates == 1, "and not again without a reason")
    }

    /// A view added later, to a screen already in the window, is asked on the next pass.
    @Test func aViewAddedLaterIsAskedOnTheNextPass() {
        let catalogue = CatalogueController()
        let window = UIWindow(rootViewController: catalogue)
        window.layoutIfNeeded()
        let late = BadgeView(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
        catalogue.view.addSubview(late)
        #expect(late.updates == 0)
        window.layoutIfNeeded()
        #expect(late.updates == 1 && late.label.frame.minX == 12)
    }
}

/// A picker whose data source has no rows (a list not loaded yet) draws an empty wheel.
@MainActor
@Suite struct EmptyPickerTests {
    private final class NoStates: NSObject, UIPickerViewDataSource {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 0 }
    }

    @Test func aPickerWithNoRowsLaysOutEmpty() {
        let states = NoStates()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = states
        picker.layoutIfNeeded()
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        #expect(!picker.subviews.contains { $0 is UILabel })
    }
}
