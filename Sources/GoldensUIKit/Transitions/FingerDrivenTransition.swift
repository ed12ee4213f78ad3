/// A system transition a finger drives (a navigation controller's back swipe, a sheet dragged
/// down): the pan's first movement starts it through an interaction, which then follows the
/// finger's progress; let go past half way or flicked onward, it finishes, else it goes back.
@MainActor
final class FingerDrivenTransition {
    private var interaction: UIPercentDrivenInteractiveTransition?

    /// The interaction the transition being driven runs under, nil when none is.
    var current: UIPercentDrivenInteractiveTransition? { interaction }

    /// Follows a pan in `state`: at `.began`, `start` is handed a new interaction and starts the
    /// transition under it (false when it did not); `progress` is how far the finger has taken
    /// it (0...1), `flicked` whether it was let go moving onward fast.
    func follow(_ state: UIGestureRecognizer.State, progress: CGFloat, flicked: Bool,
                start: (UIPercentDrivenInteractiveTransition) -> Bool) {
        switch state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            self.interaction = interaction
            guard start(interaction) else {
                self.interaction = nil
                return
            }
            interaction.update(progress)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.5 || flicked {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        case .possible:
            break
        }
    }
}
