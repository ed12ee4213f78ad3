extension RenderContext {
    /// Text is laid out in the op's local space and filled through the same path filler as
    /// every shape, so it transforms, clips and anti-aliases like them.
    func drawText(_ text: String, rect: Rect, style: TextStyle, transform: Transform) {
        guard style.fontSize > 0, !text.isEmpty else { return }
        let r = rect.standardized
        let layout = TextLayout(text, fontSize: style.fontSize, weight: style.weight, maxWidth: style.wraps ? r.width : nil)
        fill(layout.path(in: r, alignment: style.alignment), rule: .nonZero, color: style.color.premultiplied, transform: transform)
    }
}
