/// The page's style and script, inline (the page's Content-Security-Policy allows exactly these by their hashes).
///
/// Both are real source files in `Assets/` (`page.css`, `explorer.js`), embedded at build time.
enum PageAssets {
    /// The page's style sheet.
    static let style = EmbeddedResources.files["Assets/page.css"] ?? ""

    /// The keyboard explorer's script; it reads the data `ExplorerScript` writes.
    static let script = EmbeddedResources.files["Assets/explorer.js"] ?? ""
}
