import Languages

/// Templates of a language pack, rendered into segments.
///
/// A template is the pack's text with `{name}` placeholders; rendering puts each argument's
/// segments where its placeholder stands and the text between as the pack's words. A placeholder
/// without an argument says nothing (an optional part left out).
extension Phrasebook {
    /// The template at `key` (in the form `count` takes, when given) with `arguments` in place.
    func say(_ key: String, count: Int? = nil, _ arguments: [String: [Segment]] = [:]) -> [Segment] {
        var segments: [Segment] = []
        Template.render(pack[key, count: count]) { piece in
            switch piece {
            case .text(let text): segments.append(.words(text))
            case .placeholder(let name): segments += arguments[name] ?? []
            }
        }
        return segments
    }

    /// The template at `key` as plain text, with `arguments` in place.
    package func text(_ key: String, count: Int? = nil, _ arguments: [String: String] = [:]) -> String {
        var text = ""
        Template.render(pack[key, count: count]) { piece in
            switch piece {
            case .text(let words): text += words
            case .placeholder(let name): text += arguments[name] ?? ""
            }
        }
        return text
    }
}

/// The pieces of a template: text, and `{name}` placeholders (`{{` and `}}` stand for braces).
enum Template {
    /// A piece of a template.
    enum Piece {
        /// Words as written.
        case text(String)
        /// Where an argument goes.
        case placeholder(String)
    }

    /// Calls `body` with each piece of `template` in order.
    static func render(_ template: String, _ body: (Piece) -> Void) {
        var text = ""
        var name: String?
        var characters = template.makeIterator()
        var pending: Character?
        while let character = pending ?? characters.next() {
            pending = nil
            if var current = name {
                if character == "}" {
                    if !text.isEmpty { body(.text(text)) }
                    text = ""
                    body(.placeholder(current))
                    name = nil
                } else {
                    current.append(character)
                    name = current
                }
                continue
            }
            if character == "{" || character == "}" {
                let next = characters.next()
                if next == character {
                    text.append(character)
                } else if character == "{" {
                    name = ""
                    pending = next
                } else {
                    text.append(character)
                    pending = next
                }
                continue
            }
            text.append(character)
        }
        if !text.isEmpty { body(.text(text)) }
    }

    /// The names of `template`'s placeholders, in order.
    static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        render(template) { piece in
            if case .placeholder(let name) = piece { names.append(name) }
        }
        return names
    }
}
