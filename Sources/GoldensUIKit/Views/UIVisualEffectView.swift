import GoldensScene

/// A visual effect. Blur effects are drawn (a blur of what lies behind, then the style's tint);
/// vibrancy draws its content as it is.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// The colour laid over what lies behind the effect view.
    var tint: UIColor { .clear }
    /// The Gaussian's standard deviation, in points, of the blur of what lies behind.
    var blurRadius: CGFloat { 0 }
}

/// A blur effect: what lies behind the effect view, blurred by a Gaussian (see `blurRadius`),
/// under the style's tint (a translucent white or black).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// `UIBlurEffect()` (Objective-C's `-init`), and what code making an effect class by name
    /// calls (`(NSClassFromString(name) as! UIBlurEffect.Type).init()`): the regular style.
    public required override init() {
        style = .regular
        super.init()
    }

    /// 30 pt for every style: the Gaussian radius reported for UIKit's classic blur styles;
    /// the materials' own radii are not published (uncertain; measure on a device).
    override var blurRadius: CGFloat { 30 }

    /// The tints: light materials from thin to thick, dark ones likewise (chosen, not measured).
    override var tint: UIColor {
        switch style {
        case .extraLight: UIColor(white: 0.97, alpha: 0.8)
        case .light, .regular, .systemMaterial, .systemMaterialLight: UIColor(white: 0.97, alpha: 0.7)
        case .prominent, .systemThickMaterial, .systemThickMaterialLight, .systemChromeMaterial, .systemChromeMaterialLight:
            UIColor(white: 0.97, alpha: 0.85)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: UIColor(white: 0.97, alpha: 0.35)
        case .systemThinMaterial, .systemThinMaterialLight: UIColor(white: 0.97, alpha: 0.55)
        case .dark, .systemMaterialDark: UIColor(white: 0.11, alpha: 0.73)
        case .systemUltraThinMaterialDark: UIColor(white: 0.11, alpha: 0.35)
        case .systemThinMaterialDark: UIColor(white: 0.11, alpha: 0.55)
        case .systemThickMaterialDark, .systemChromeMaterialDark: UIColor(white: 0.11, alpha: 0.85)
        }
    }
}

/// UIKit's private blur whose radius and tint code sets by key-value coding, made by name
/// (`NSClassFromString("_UICustomBlurEffect")`, as blur libraries do): "blurRadius" in points (0
/// at first), "colorTint" and "colorTintAlpha" (the colour laid over the blur, none at first),
/// "scale" (1; not drawn).
@preconcurrency @MainActor
open class _UICustomBlurEffect: UIBlurEffect {
    public required init() {
        super.init()
        // Read back with `as! CGFloat` before anything sets them.
        setValue(CGFloat(0), forKey: "blurRadius")
        setValue(CGFloat(0), forKey: "colorTintAlpha")
        setValue(CGFloat(1), forKey: "scale")
    }

    /// A key's number, however the app boxed it (`CGFloat`, `Double`, `NSNumber`...).
    private func number(_ key: String) -> CGFloat? {
        value(forKey: key).flatMap(Convert.number).map { CGFloat($0) }
    }

    /// The radius set, drawn as the classic styles' 30 pt is: the Gaussian's standard deviation.
    override var blurRadius: CGFloat { max(0, number("blurRadius") ?? 0) }

    override var tint: UIColor {
        guard let color = value(forKey: "colorTint") as? UIColor else { return .clear }
        return color.withAlphaComponent(min(1, max(0, number("colorTintAlpha") ?? 0)))
    }
}

/// A vibrancy effect: its content draws as it is.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public init(blurEffect: UIBlurEffect) { super.init() }
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { super.init() }
}

public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view that lays an effect over what lies behind it, with its content in `contentView`.
/// Setting `effect` inside an animation block fades the tint in or out, as animating a blur
/// in does in UIKit.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIVisualEffectView { AppearanceProxies.proxy(for: self) { UIVisualEffectView(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIVisualEffectView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIVisualEffectView(frame: .zero) }
    }
    public let contentView = UIView()

    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addContentView()
        applyEffect()
    }

    /// A view without an effect (set `effect` later). A convenience initializer, as Apple's SDK
    /// imports it: a subclass that overrides `init(effect:)` and `init(coder:)` inherits it.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        addContentView()
    }

    /// The content view fills the effect view, whatever sizes which: UIKit's content view
    /// stretches with it (its autoresizing mask), so constraints inside it reach the effect view
    /// (a label pinned inside sizes a blurred banner), and a frame set on the effect view sizes it.
    private func addContentView() {
        addSubview(contentView)
        contentView.frame = bounds
        contentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    /// The tint fades in and out by its opacity, as UIKit fades an effect: a tint coming from no
    /// effect starts as its own colour made transparent, and one going ends so, where a fade from
    /// clear (transparent black) would pass through grey.
    private func applyEffect() {
        if let tint = effect?.tint {
            if backgroundColor == nil || backgroundColor == .clear {
                UIView.performWithoutAnimation { backgroundColor = tint.withAlphaComponent(0) }
            }
            backgroundColor = tint
        } else {
            backgroundColor = backgroundColor?.withAlphaComponent(0) ?? .clear
        }
        layer.node.backdropBlur = Double(effect?.blurRadius ?? 0)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
