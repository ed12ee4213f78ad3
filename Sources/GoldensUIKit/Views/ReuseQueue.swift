/// Views off screen that wait to be reused, by key (a table's reuse identifier; a collection
/// view's kind and identifier), handed out last in, first out. Shared by `UITableView` and
/// `UICollectionView`; each prepares what it takes (`prepareForReuse`).
@MainActor
struct ReuseQueue<View: UIView> {
    private var waiting: [String: [View]] = [:]

    /// A view waiting under `key`, else nil (make one then).
    mutating func take(_ key: String) -> View? {
        guard var views = waiting[key], let view = views.popLast() else { return nil }
        waiting[key] = views
        return view
    }

    /// Takes `view` off screen and keeps it under `key`; a view without a key is not kept.
    mutating func put(_ view: View, under key: String?) {
        view.removeFromSuperview()
        guard let key else { return }
        waiting[key, default: []].append(view)
    }
}
