import Testing
@testable import GoldensScene

@MainActor
@Suite struct MotionRecorderTests {
    private func view(_ name: String, x: Double = 0) -> View {
        let view = View(frame: Rect(x: x, y: 0, width: 4, height: 4))
        view.name = name
        return view
    }

    /// Views' own names can meet another's path ("Cell#2" beside two "Cell"s, "A/B" beside A
    /// holding B): every view still gets a curve of its own, as long as the times.
    @Test func namesThatMeetStayApart() {
        let window = Window(size: Size(width: 40, height: 20), scale: 1)
        let cells = [view("Cell"), view("Cell"), view("Cell#2"), view("A/B")]
        let a = view("A")
        a.addSubview(view("B"))
        for child in cells + [a] { window.addSubview(child) }
        var recorder = MotionRecorder(step: 0.5)
        for step in 0..<3 {
            for (index, cell) in (cells + [a] + a.subviews).enumerated() {
                cell.frame = Rect(x: Double(step * (index + 1)), y: 0, width: 4, height: 4)
            }
            recorder.sample(window, at: Double(step) * 0.5, clockTime: 0)
        }
        let trace = recorder.trace()
        #expect(trace.times == [0, 0.5, 1])
        #expect(trace.views.count == 6)
        #expect(Set(trace.views.map(\.name)).count == 6)
        #expect(trace.views.allSatisfy { $0.properties.allSatisfy { $0.values.count == 3 } })
        // Each moved at its own pace: no curve is another's.
        let xs = trace.views.compactMap { $0.properties.first { $0.property == "x" }?.values }
        #expect(Set(xs.map { $0.map { $0 ?? -1 } }).count == 6)
    }
}
