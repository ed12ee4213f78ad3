import GoldensScene

/// A storyboard's table of static cells: its sections, with their titles and the cells the
/// document made, which a `UITableViewController` answers its table with.
struct StaticTableSection {
    let header: String?
    let footer: String?
    let cells: [UITableViewCell]
}

extension UITableView {
    func staticSection(_ section: Int) -> StaticTableSection? {
        guard let sections = staticSections, sections.indices.contains(section) else { return nil }
        return sections[section]
    }

    func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let cells = staticSection(indexPath.section)?.cells, cells.indices.contains(indexPath.row) else { return nil }
        return cells[indexPath.row]
    }
}
