/// Word lists and text measures the copy checks use. Lists are per language; every list is
/// applied to every piece of copy, since a playground's base copy may be in any language.
enum CopyWording {
    /// Promotional words and phrases. Latin and Cyrillic entries match whole words (any case);
    /// Chinese and Japanese entries match anywhere.
    static let promotional: [String: [String]] = [
        "en": [
            "free trial", "for free", "buy now", "limited time", "limited-time", "special offer", "discount",
            "sale", "upgrade now", "subscribe now", "don't miss", "exclusive", "amazing", "unbeatable", "best ever",
        ],
        "fr": [
            "gratuit", "gratuitement", "offre spéciale", "promo", "promotion", "achetez", "abonnez-vous", "exclusif",
            "exclusive", "incroyable", "remise", "soldes", "ne manquez pas",
        ],
        "ru": [
            "бесплатно", "бесплатный", "скидка", "скидки", "акция", "купите", "подпишитесь", "выгодно", "эксклюзивно",
            "распродажа", "не упустите",
        ],
        "ja": ["無料", "今すぐ購入", "セール", "割引", "期間限定", "お得", "キャンペーン", "特典"],
        "zh-Hans": ["免费", "立即购买", "优惠", "折扣", "限时", "促销", "独家", "特价"],
        "de": ["kostenlos", "gratis", "rabatt", "sonderangebot", "jetzt kaufen", "exklusiv", "nicht verpassen"],
        "es": ["gratis", "oferta", "descuento", "compra ahora", "exclusivo", "promoción", "no te pierdas"],
    ]

    /// Words for a mouse or a physical button, where touch copy says tap or touch and hold.
    static let pointer: [String: [String]] = [
        "en": ["click", "clicks", "clicking", "clicked", "double-click", "press", "presses", "pressing", "pressed"],
        "fr": ["cliquez", "cliquer", "cliqué", "clic", "double-cliquez"],
        "ru": ["кликните", "кликнуть", "щёлкните", "щелкните"],
        "ja": ["クリック"],
        "zh-Hans": ["单击", "双击", "点击鼠标"],
        "de": ["klicken", "klicke", "klicken sie"],
        "es": ["haz clic", "haga clic", "clic"],
    ]

    /// Copy split once into what the word lists are matched against.
    struct Prepared {
        /// Lowercased words: runs of letters, digits, hyphens and apostrophes (`double-click`).
        let words: [String]
        let wordSet: Set<String>
        /// The text's scalars when it has Chinese or Japanese in it, else empty.
        let cjkScalars: [Unicode.Scalar]

        init(_ text: String) {
            words = CopyWording.words(of: text)
            wordSet = Set(words)
            cjkScalars = text.unicodeScalars.contains(where: CopyWording.isCJK) ? Array(text.unicodeScalars) : []
        }
    }

    /// The entries of `list` that occur in `text`, in list order.
    static func matches(in text: Prepared, list: WordList) -> [String] {
        list.entries.filter { entry in
            switch entry.kind {
            case .cjk(let scalars): text.cjkScalars.count >= scalars.count && (0...(text.cjkScalars.count - scalars.count)).contains {
                    text.cjkScalars[$0..<($0 + scalars.count)].elementsEqual(scalars)
                }
            case .word: text.wordSet.contains(entry.text)
            case .phrase(let phrase): text.words.count >= phrase.count && (0...(text.words.count - phrase.count)).contains {
                    text.words[$0..<($0 + phrase.count)].elementsEqual(phrase)
                }
            }
        }.map(\.text)
    }

    /// Lowercased words: runs of letters, digits, hyphens and apostrophes (`double-click`,
    /// `don't`, with ’ read as '), without a hyphen or apostrophe at either end.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        func flush() {
            while let last = word.last, last == "-" || last == "'" { word.removeLast() }
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber {
                word += character.lowercased()
            } else if character == "-" || character == "'" || character == "’" {
                if !word.isEmpty { word.append(character == "’" ? "'" : character) }
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    /// Entries of every language in one list, sorted out once by how they are matched: Chinese
    /// and Japanese anywhere in the text, others as whole words or runs of whole words (so
    /// "sale" is not found in "wholesale").
    struct WordList {
        struct Entry {
            enum Kind {
                case cjk([Unicode.Scalar])
                case word
                case phrase([String])
            }

            let text: String
            let kind: Kind
        }

        let entries: [Entry]

        init(_ lists: [String: [String]]) {
            var seen = Set<String>()
            var entries: [Entry] = []
            for language in lists.keys.sorted() {
                for text in lists[language]! where seen.insert(text).inserted {
                    let words = CopyWording.words(of: text)
                    let kind: Entry.Kind =
                        text.unicodeScalars.contains(where: CopyWording.isCJK) ? .cjk(Array(text.unicodeScalars))
                        : words.count == 1 ? .word : .phrase(words)
                    entries.append(Entry(text: text, kind: kind))
                }
            }
            self.entries = entries
        }
    }

    static let promotionalList = WordList(promotional)
    static let pointerList = WordList(pointer)

    /// Han ideographs and kana: scripts written without spaces, counted by characters.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x2FA1F:
            true
        default:
            false
        }
    }

    /// How long a title is in the unit its script is measured in: characters for Chinese and
    /// Japanese (written without spaces), words otherwise.
    static func titleLength(_ text: String) -> (count: Int, isCharacters: Bool) {
        let cjk = text.unicodeScalars.count(where: isCJK)
        if cjk * 2 >= text.unicodeScalars.count(where: { !$0.properties.isWhitespace }), cjk > 0 {
            return (text.count { !$0.isWhitespace && !$0.isPunctuation }, true)
        }
        return (text.split(whereSeparator: \.isWhitespace).count { $0.contains(where: \.isLetter) }, false)
    }

    private static let fullWidthEnds: Set<Character> = ["。", "！", "？"]
    private static let sentenceEnds: Set<Character> = [".", "!", "?", "…"]

    /// Abbreviations whose period does not end a sentence.
    private static let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "mr", "mrs", "dr", "st", "p.ex", "т.е", "т.д", "т.п"]

    /// Sentences in `text`: each run ending in `.`, `!`, `?` or `…` followed by a space or the
    /// end, or in `。`, `！`, `？` anywhere; text after the last end counts as one more.
    static func sentenceCount(_ text: String) -> Int {
        let characters = Array(text)
        var count = 0
        var pending = false
        var word = ""
        for (index, character) in characters.enumerated() {
            if fullWidthEnds.contains(character) {
                if pending { count += 1 }
                pending = false
            } else if sentenceEnds.contains(character) {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let ends = next == nil || next!.isWhitespace || next == "\"" || next == "»" || next == "”"
                if ends, pending, !(character == "." && abbreviations.contains(word.lowercased())) {
                    count += 1
                    pending = false
                }
            } else if !character.isWhitespace, !character.isPunctuation {
                pending = true
            }
            if character.isWhitespace {
                word = ""
            } else if character != "." || !word.isEmpty {
                word.append(character)
            }
        }
        return count + (pending ? 1 : 0)
    }
}
