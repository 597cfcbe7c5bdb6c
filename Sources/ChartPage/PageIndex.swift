import ChartModel
import Languages

/// The index of several charts' pages: each page's title, linked, in its chart's language.
public struct PageIndex: Sendable {
    /// One page the index links.
    public struct Entry: Sendable, Hashable {
        /// The page's file name, relative to the index.
        public var file: String
        /// The chart's title; the file name is shown when it is empty.
        public var title: String
        /// The chart's locale, which the link's language follows.
        public var locale: String

        /// An entry for the page `file` of a chart titled `title` in `locale`.
        public init(file: String, title: String, locale: String) {
            self.file = file
            self.title = title
            self.locale = locale
        }
    }

    /// The index page, as HTML.
    public let html: String

    /// The index of `pages`, in their order.
    public init(pages: [Entry]) {
        let items = pages.map { page in
            let language = LanguageChoice(locale: page.locale).tag
            let attribute = language.lowercased().hasPrefix("en") ? "" : " lang=\"\(language.xmlEscaped)\""
            return
                "<li><a href=\"\(page.file.xmlEscaped)\"\(attribute)>\((page.title.isEmpty ? page.file : page.title).xmlEscaped)</a></li>"
        }.joined(separator: "\n")
        // Links far enough apart to be touched one at a time (WCAG 2.5.8).
        let style =
            "body{font:1rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1rem}li{margin:.5rem 0}a{display:inline-block;min-height:24px;padding:.25rem 0}"
        html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src '\(ChartPage.hash(style))'">
            <style>\(style)</style>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Charts</title>
            </head>
            <body>
            <main>
            <h1>Charts</h1>
            <ul>
            \(items)
            </ul>
            </main>
            </body>
            </html>

            """
    }
}
