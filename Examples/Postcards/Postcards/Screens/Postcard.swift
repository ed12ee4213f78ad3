#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// One postcard of the list: where it was sent from and its colour.
struct Postcard {
    let place: String
    let message: String
    let color: UIColor

    static let all = [
        Postcard(place: "Lisbon", message: "Trams, tiles and the best custard tarts.", color: .systemOrange),
        Postcard(place: "Reykjavík", message: "The sun set at midnight and rose again.", color: .systemTeal),
        Postcard(place: "Kyoto", message: "Maple leaves everywhere you look.", color: .systemRed),
    ]
}
