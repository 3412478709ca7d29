/// The generated playground `TipReviewBenchmark` and `TipTUIBenchmark --catalog` measure; one
/// file, which TipTUIBenchmark compiles through a symbolic link, so both time the same input.
///
/// A playground shaped like a large real one: every tip translated into four locales, with a
/// message, an action, a rule on a donated event, a group of ten per screen and popovers.
func largePlayground(tips count: Int) -> String {
    var tips: [String] = []
    var groups: [String] = []
    var screens: [String] = []
    for index in 0..<count {
        tips.append("""
            { "id": "Tip\(index)", "title": "Save trail \(index)", "message": "Tap the star to keep trail \(index) for later.",
              "image": "star", "actions": [ { "id": "go", "title": "Go there" } ],
              "rules": [ "#Rule(Self.didOpen) { $0.donations.count >= \(index % 5) }" ],
              "options": { "maxDisplayCount": 3 },
              "localized": {
                "fr": { "title": "Gardez le sentier \(index)", "message": "Touchez l'étoile pour le garder.", "actions": { "go": "Y aller" } },
                "ru": { "title": "Сохраните тропу \(index)", "message": "Коснитесь звезды, чтобы сохранить её.", "actions": { "go": "Перейти" } },
                "ja": { "title": "トレイル\(index)を保存", "message": "星をタップして保存します。", "actions": { "go": "移動" } },
                "zh-Hans": { "title": "保存步道\(index)", "message": "轻点星标即可保存。", "actions": { "go": "前往" } } } }
            """)
    }
    for screen in 0..<(count / 10) {
        let ids = (0..<10).map { "\"Tip\(screen * 10 + $0)\"" }.joined(separator: ", ")
        groups.append(#"{ "id": "group\#(screen)", "priority": "ordered", "tips": [\#(ids)] }"#)
        screens.append("""
            { "id": "screen\(screen)", "controls": [ { "id": "open\(screen)", "label": "Open", "onPress": [ { "donate": "didOpen" } ] } ],
              "tips": [ { "group": "group\(screen)", "popover": "open\(screen)" } ] }
            """)
    }
    return """
        { "events": [ { "id": "didOpen" } ], "tips": [\(tips.joined(separator: ",\n"))],
          "groups": [\(groups.joined(separator: ",\n"))], "screens": [\(screens.joined(separator: ",\n"))] }
        """
}
