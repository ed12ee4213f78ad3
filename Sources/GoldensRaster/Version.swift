/// Versions written into every golden, so a person can tell which renderer drew an image.
public enum GoldensVersion {
    /// The package version, as `goldens --version` prints it.
    public static let package = "0.1.0"
    /// Bumped whenever rendering output changes on purpose; goldens recorded by another
    /// renderer revision are expected to differ.
    public static let renderer = 5
}
