/// The report page's frame: inline style and script, no external resources.
///
/// The script reads the page's structure only: `section.transition` with `data-status` and
/// `data-name` (filter and search), `article.failure` (the failing frames j/k walk), and per
/// failure a `.viewer` whose `data-mode` names the image shown (←/→ flip golden, actual, diff).
/// It leaves its state on `<body>` (`data-filter`, `data-shown`, `data-current`), where a
/// person's bookmarklet or a headless browser can read it.
struct HTMLPage {
    private var parts: [String] = []

    mutating func add(_ html: String) { parts.append(html) }

    /// What was added, without the document around it.
    var body: String { parts.joined(separator: "\n") }

    var document: String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Golden report</title>
        <script>window.goldensErrors = 0; window.addEventListener("error", function () { window.goldensErrors += 1; }, true);</script>
        <style>\(Self.style)</style></head>
        <body data-script="pending" data-filter="all">
        \(body)
        <script>\(Self.script)</script>
        </body></html>

        """
    }

    static let style = """
        body { font: 14px/1.4 -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0 24px 24px; color: #222; background: #fafafa; }
        header { position: sticky; top: 0; background: #fafafa; padding-top: 12px; border-bottom: 1px solid #ddd; z-index: 2; }
        h1 { margin: 0; font-size: 22px; } h2 { margin-bottom: 4px; font-size: 18px; } .totals { margin: 4px 0; }
        pre { background: #fff; border: 1px solid #ddd; padding: 8px; overflow-x: auto; }
        b.passed, .badge.passed { color: #1b7a34; } b.failed, .badge.failed { color: #b3261e; } b.recorded, .badge.recorded { color: #8a5a00; }
        .toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 6px 0 10px; }
        .filters button { font: inherit; border: 1px solid #bbb; background: #fff; padding: 3px 10px; cursor: pointer; }
        .filters button:first-child { border-radius: 4px 0 0 4px; } .filters button:last-child { border-radius: 0 4px 4px 0; }
        .filters button[aria-pressed="true"] { background: #333; color: #fff; border-color: #333; }
        .count { font-size: 12px; opacity: 0.8; }
        #search { font: inherit; padding: 3px 8px; min-width: 240px; }
        .keys { color: #666; font-size: 12px; } kbd { border: 1px solid #bbb; border-radius: 3px; padding: 0 4px; background: #fff; font-size: 11px; }
        .badge { font-size: 12px; padding: 2px 6px; border-radius: 4px; background: #e8f5e9; font-weight: normal; }
        .badge.failed { background: #fdecea; } .badge.recorded { background: #fff4e0; }
        section.transition { border-top: 2px solid #ddd; padding-top: 8px; margin-top: 20px; }
        section.transition.line { border-top: 1px solid #e4e4e4; padding: 2px 0; margin-top: 0; }
        section.line .summary { display: flex; align-items: center; gap: 10px; }
        section.line .thumbbox { width: 88px; flex: none; display: flex; justify-content: center; }
        section.line .thumb { height: 40px; width: auto; max-width: 88px; object-fit: contain; }
        .meta { color: #666; font-size: 12px; }
        .accept { font-size: 12px; color: #444; } code.command { display: inline-block; margin-left: 6px; background: #fff;
          border: 1px solid #ddd; padding: 2px 6px; user-select: all; }
        .previews, .filmstrip, .sidebyside { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 12px; color: #555; text-align: center; }
        .filmstrip figure { border: 3px solid transparent; padding: 2px; }
        .filmstrip figure.failing { border-color: #d93025; background: #fdecea; }
        .filmstrip figure.recorded { border-color: #e09a00; background: #fff4e0; }
        img { display: block; image-rendering: pixelated; background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 50% / 16px 16px; }
        .noimage { width: 120px; height: 80px; display: flex; align-items: center; justify-content: center; background: #eee; color: #888; }
        article.failure { border-left: 4px solid transparent; padding-left: 10px; margin-top: 16px; scroll-margin-top: 120px; }
        article.failure.current { border-left-color: #1a73e8; }
        .viewer, .compare { margin-top: 12px; display: inline-block; vertical-align: top; margin-right: 16px; }
        .viewer .tabs button { font: inherit; font-size: 12px; border: 1px solid #bbb; background: #fff; padding: 2px 8px; cursor: pointer; }
        .viewer .tabs button.selected { background: #1a73e8; color: #fff; border-color: #1a73e8; }
        .viewer img.flip { display: none; } .viewer[data-mode="golden"] img.golden, .viewer[data-mode="actual"] img.actual,
        .viewer[data-mode="diff"] img.diff { display: block; }
        .stage { position: relative; display: inline-block; }
        .compare .stage img.over { position: absolute; left: 0; top: 0; }
        .controls label { display: block; font-size: 12px; }
        .motion .charts { display: flex; flex-wrap: wrap; gap: 8px; margin: 6px 0; }
        .motion-chart { background: #fff; border: 1px solid #e0e0e0; }
        .motion-chart .plot { fill: #fcfcfc; stroke: #e4e4e4; } .motion-chart polyline { fill: none; stroke-linejoin: round; }
        .motion-chart polyline.golden { stroke: #1a73e8; stroke-width: 2.5; opacity: 0.7; }
        .motion-chart polyline.actual { stroke: #d93025; stroke-width: 1.5; }
        .motion-chart .tick { stroke: #ddd; } .motion-chart .tick.failing { stroke: #f28b82; stroke-width: 2; }
        .motion-chart text { font-size: 10px; fill: #666; } .motion-chart text.title { font-size: 11px; fill: #222; }
        .motion-chart text.subtitle { font-size: 11px; fill: #444; }
        .key { display: inline-block; width: 16px; height: 3px; vertical-align: middle; }
        .key.golden { background: #1a73e8; } .key.actual { background: #d93025; }
        .problem { color: #b3261e; }
        """

    static let script = """
        (function () {
          var modes = ["golden", "actual", "diff"];
          var current = null;
          function visible(element) { return !element.closest("section.transition").hidden; }
          function setMode(viewer, mode) {
            if (!viewer.querySelector("img.flip." + mode)) { return; }
            viewer.setAttribute("data-mode", mode);
            viewer.querySelectorAll(".tabs button").forEach(function (button) {
              button.classList.toggle("selected", button.getAttribute("data-mode") === mode);
            });
          }
          function applyFilter() {
            var filter = document.body.getAttribute("data-filter");
            var query = document.getElementById("search").value.trim().toLowerCase();
            var shown = 0;
            document.querySelectorAll("section.transition").forEach(function (section) {
              var match = (filter === "all" || section.getAttribute("data-status") === filter)
                && (query === "" || section.getAttribute("data-name").indexOf(query) >= 0);
              section.hidden = !match;
              if (match) { shown += 1; }
            });
            document.body.setAttribute("data-shown", String(shown));
            document.getElementById("nothing").hidden = shown > 0;
            if (current && !visible(current)) { select(null); }
          }
          function select(article) {
            if (current) { current.classList.remove("current"); }
            current = article;
            document.body.setAttribute("data-current", article ? article.id : "");
            if (article) {
              article.classList.add("current");
              article.scrollIntoView({ block: "start" });
              article.focus({ preventScroll: true });
            }
          }
          function step(offset) {
            var failures = Array.prototype.filter.call(document.querySelectorAll("article.failure"), visible);
            if (failures.length === 0) { return; }
            var index = failures.indexOf(current);
            index = index < 0 ? (offset > 0 ? 0 : failures.length - 1) : Math.min(failures.length - 1, Math.max(0, index + offset));
            select(failures[index]);
          }
          function flip(offset) {
            if (!current) { step(1); }
            var viewer = current && current.querySelector(".viewer");
            if (!viewer) { return; }
            var available = modes.filter(function (mode) { return viewer.querySelector("img.flip." + mode); });
            var index = available.indexOf(viewer.getAttribute("data-mode"));
            setMode(viewer, available[(index + offset + available.length) % available.length]);
          }
          function setUp() {
            document.querySelectorAll("img[data-src]").forEach(function (img) {
              var source = document.getElementById(img.getAttribute("data-src"));
              if (source) { img.src = source.src; }
            });
            document.querySelectorAll(".viewer").forEach(function (viewer) {
              viewer.querySelectorAll(".tabs button").forEach(function (button) {
                button.addEventListener("click", function () { setMode(viewer, button.getAttribute("data-mode")); });
              });
              setMode(viewer, viewer.getAttribute("data-mode"));
            });
            document.querySelectorAll(".compare").forEach(function (compare) {
              var over = compare.querySelector(".over");
              var swipe = compare.querySelector(".swipe");
              var onion = compare.querySelector(".onion");
              function update() {
                over.style.clipPath = "inset(0 " + (100 - Number(swipe.value)) + "% 0 0)";
                over.style.opacity = String(Number(onion.value) / 100);
              }
              swipe.addEventListener("input", update);
              onion.addEventListener("input", update);
              update();
            });
            document.querySelectorAll(".filters button").forEach(function (button) {
              button.addEventListener("click", function () {
                document.querySelectorAll(".filters button").forEach(function (other) {
                  other.setAttribute("aria-pressed", String(other === button));
                });
                document.body.setAttribute("data-filter", button.getAttribute("data-filter"));
                applyFilter();
              });
            });
            var search = document.getElementById("search");
            search.addEventListener("input", applyFilter);
            document.addEventListener("keydown", function (event) {
              if (event.metaKey || event.ctrlKey || event.altKey) { return; }
              if (event.target === search && event.key === "Escape") { search.blur(); return; }
              if (event.target.tagName === "INPUT" || event.target.tagName === "TEXTAREA") { return; }
              var handled = true;
              switch (event.key) {
                case "j": step(1); break;
                case "k": step(-1); break;
                case "ArrowRight": flip(1); break;
                case "ArrowLeft": flip(-1); break;
                case "/": search.focus(); break;
                default: handled = false;
              }
              if (handled) { event.preventDefault(); }
            });
            applyFilter();
          }
          document.addEventListener("DOMContentLoaded", setUp);
          window.addEventListener("load", function () {
            var images = Array.prototype.slice.call(document.images);
            var loaded = images.filter(function (img) { return img.complete && img.naturalWidth > 0; });
            document.body.setAttribute("data-images", String(images.length));
            document.body.setAttribute("data-loaded-images", String(loaded.length));
            document.body.setAttribute("data-errors", String(window.goldensErrors));
            document.body.setAttribute("data-script", "ok");
          });
        })();
        """
}
