extension RenderContext {
    /// Text is laid out in the op's local space and filled through the same path filler as
    /// every shape, so it transforms, clips and anti-aliases like them.
    func drawText(_ text: String, rect: Rect, style: TextStyle, transform: Transform) {
        guard let outline = TextLayout.outline(of: text, in: rect, style: style) else { return }
        fill(outline, rule: .nonZero, color: style.color.premultiplied, transform: transform)
    }
}
