// Cost of turning a view tree with running animations into a frame at one clock time:
// evaluating presentation values and building the display list ("scene"), then rasterizing
// it ("render"), on a 390 x 844 pt window at scale 3 (1170 x 2532 px). Prints how the cost grows
// with the number of views and of running animations.
import BenchmarkSupport
import GoldensScene

@MainActor
func makeScene(views: Int, animated: Int) -> Window {
    let window = Window.iPhone(scale: 3)
    let root = View(frame: window.bounds)
    root.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
    window.addSubview(root)
    var cards: [View] = []
    for index in 0..<views {
        let card = View(frame: Rect(x: Double(index % 4) * 96 + 6, y: Double(index / 4 % 40) * 20 + 40, width: 90, height: 16))
        card.backgroundColor = Color(red: Double(index % 7) / 7, green: 0.5, blue: 0.8)
        card.layer.cornerRadius = 6
        card.name = "card\(index)"
        root.addSubview(card)
        cards.append(card)
    }
    for card in cards.prefix(animated) {
        View.animate(withDuration: 1) {
            card.center.x += 20
            card.alpha = 0.6
            card.transform = Transform(rotationAngle: 0.1)
        }
    }
    try? window.clock.advance(to: 0.4)
    return window
}

@MainActor
func measure(views: Int, animated: Int) -> (scene: Double, render: Double) {
    let window = makeScene(views: views, animated: animated)
    var frame: SceneFrame?
    let scene = Stopwatch.medianMilliseconds(runs: 5) { frame = try? SceneRenderer().frame(of: window) }
    let render = Stopwatch.medianMilliseconds(runs: 3) { _ = try? frame?.render() }
    return (scene, render)
}

MainActor.assumeIsolated {
    print("Scene benchmark, 1170x2532 px window, \(BuildConfiguration.name) build (median ms)")
    print("views  animated views  scene (presentation + display list)  render (rasterize)")
    for (views, animated) in [(50, 0), (200, 0), (200, 200), (400, 0), (400, 400), (800, 800)] {
        let (scene, render) = measure(views: views, animated: animated)
        print(String(views).padding(toLength: 7, withPad: " ", startingAt: 0)
            + String(animated).padding(toLength: 16, withPad: " ", startingAt: 0)
            + String(format: "%8.2f", scene).padding(toLength: 37, withPad: " ", startingAt: 0)
            + String(format: "%8.1f", render))
    }
}
