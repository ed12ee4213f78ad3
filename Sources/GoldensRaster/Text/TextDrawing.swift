extension RenderContext {
    func drawText(_ text: String, rect: Rect, style: TextStyle, transform: Transform) {
    }
}
