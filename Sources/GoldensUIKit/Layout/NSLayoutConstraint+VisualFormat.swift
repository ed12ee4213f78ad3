import GoldensScene

extension NSLayoutConstraint {
    /// UIKit's standard spacing in a visual format: between siblings, and to the superview.
    private static let standardSiblingSpacing: CGFloat = 8
    private static let standardSuperviewSpacing: CGFloat = 20

    /// The constraints a visual-format string describes (`"H:|-[title]-8-[button(>=44)]-|"`).
    /// A format UIKit would reject with an exception is reported with the same message (what
    /// was expected, and a caret under the place) and yields no constraints.
    @preconcurrency @MainActor
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            if let number = number(value) { numbers[name] = number }
        }
        let parsed: VisualFormat
        do {
            parsed = try VisualFormat.parse(format, metrics: numbers, viewNames: Set(views.keys))
        } catch {
            SceneDiagnostics.report("\(error)")
            return []
        }
        var items: [String: Any] = [:]
        for spec in parsed.views {
            guard let item = views[spec.name], sceneItem(item) != nil else {
                SceneDiagnostics.report("constraints(withVisualFormat: \"\(format)\"): '\(spec.name)' is not a view or layout guide")
                return []
            }
            items[spec.name] = item
        }
        let horizontal = parsed.axis == .horizontal
        let direction = opts.intersection(.directionMask)
        let (start, end): (Attribute, Attribute) = !horizontal ? (.top, .bottom)
            : direction == .directionLeftToRight ? (.left, .right)
            : direction == .directionRightToLeft ? (.right, .left) : (.leading, .trailing)
        let size: Attribute = horizontal ? .width : .height

        let superview = parsed.views.first.flatMap { items[$0.name] }.flatMap { ($0 as? UIView)?.superview ?? ($0 as? UILayoutGuide)?.owningView }
        if superview == nil, parsed.leadingSuperview || parsed.trailingSuperview {
            SceneDiagnostics.report("constraints(withVisualFormat: \"\(format)\"): '|' needs the views to have a superview")
            return []
        }

        var made: [NSLayoutConstraint] = []
        func relate(_ first: Any, _ firstAttribute: Attribute, _ predicate: VisualFormat.Predicate, _ second: Any?,
                    _ secondAttribute: Attribute, constant: CGFloat) {
            let relation: Relation = switch predicate.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                                attribute: secondAttribute, multiplier: 1, constant: constant)
            if let priority = predicate.priority { constraint.priority = UILayoutPriority(Float(priority)) }
            made.append(constraint)
        }
        // Sizes: `[button(>=44,==other@750)]`.
        for spec in parsed.views {
            for predicate in spec.size {
                if let other = predicate.view.flatMap({ items[$0] ?? views[$0] }) {
                    relate(items[spec.name]!, size, predicate, other, size, constant: 0)
                } else {
                    relate(items[spec.name]!, size, predicate, nil, .notAnAttribute, constant: CGFloat(predicate.constant))
                }
            }
        }
        // Spacing: the later item's start relates to the earlier item's end plus the gap.
        for link in parsed.connections {
            let toSuperview = link.from == .superview || link.to == .superview
            let predicates: [VisualFormat.Predicate] = switch link.connection {
            case .flush: [VisualFormat.Predicate(constant: 0)]
            case .standard: [VisualFormat.Predicate(constant: Double(toSuperview ? standardSuperviewSpacing : standardSiblingSpacing))]
            case let .predicates(list): list
            }
            let from: Any = link.from == .superview ? superview! : items[link.from.viewName!]!
            let to: Any = link.to == .superview ? superview! : items[link.to.viewName!]!
            let fromAttribute = link.from == .superview ? start : end
            let toAttribute = link.to == .superview ? end : start
            for predicate in predicates {
                if let name = predicate.view, let other = items[name] ?? views[name] {
                    relate(to, toAttribute, predicate, other, size, constant: 0)
                    continue
                }
                relate(to, toAttribute, predicate, from, fromAttribute, constant: CGFloat(predicate.constant))
            }
        }
        // Alignment across the line: `.alignAllCenterY` lines every view up with the first.
        let alignments: [(FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where opts.contains(option) {
            guard (attribute.axis == .horizontal) != horizontal else {
                SceneDiagnostics.report("constraints(withVisualFormat: \"\(format)\"): \(option) aligns along the format's own axis")
                return []
            }
            for (previous, next) in zip(parsed.views, parsed.views.dropFirst()) {
                relate(items[next.name]!, attribute, VisualFormat.Predicate(), items[previous.name]!, attribute, constant: 0)
            }
        }
        return made
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}

extension VisualFormat.Item {
    var viewName: String? {
        if case let .view(name) = self { name } else { nil }
    }
}
