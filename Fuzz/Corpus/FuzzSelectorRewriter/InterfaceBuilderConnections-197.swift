
    private func writeSwitch(into lines: inout ReportedLines, signature: String, subject: String,
                             cases: [(InterfaceBuilderMember, String)], fallback: String, indentation: String, at atClass: ReportedLines.Place) {
        guard !cases.isEmpty else {
            return lines.append(indentation + signature + " { " + fallback + " }", at: atClass)
        }
        lines.append(indentation + signature + " {", at: atClass)
        // The compiler takes no `#sourceLocation` between a switch's brace and its first case,
        // so the first case shares the switch's line, reported at the member's.
        for (offset, (member, body)) in cases.enumerated() {
            let keyword = offset == 0 ? "switch \(subject) { case " : "case "
            lines.append(indentation + "    " + keyword + Self.quoted(member.key) + ": " + body, at: .init(path: member.path, line: member.line))
        }
        lines.append(indentation + "    default: return " + fallback, at: atClass)
        lines.append(indentation + "    }", at: nil)
        lines.append(indentation + "}", at: nil)
    }

    /// `Card.close(_:)` as `#selector`'s rewrite writes it; a closure calling the method when
    /// that would be ambiguous, or when the method is in another file, where its overloads
    /// cannot be seen.
    private func reference(to action: InterfaceBuilderMember) -> String {
        let type = declared.name
        let baseName = action.fullName.prefix { $0 != "(" }
        let sameBase = visibleMethods.filter { $0.prefix { $0 != "(" } == baseName }
        let overloaded = sameBase.filter { $0 == action.fullName }.count > 1 || (action.labels.isEmpty && sameBase.count > 1)
        guard overloaded || action.path != path else {
            let labels = action.labels.isEmpty ? "" : "(" + action.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            return type + "." + action.name + labels
        }
        let names = ["sender", "event"]
        let parameters = zip(names, action.parameterTypes).map { "\($0): \($1)" }
        let arguments = zip(action.labels, names).map { label, name in label.map { "\($0): \(name)" } ?? name }
        let inner = parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ") in "
        return "{ (target: \(type)) in { \(inner)target.\(action.name)(\(arguments.joined(separator: ", "))) } }"
    }