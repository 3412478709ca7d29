import Testing
import TipPlayground

/// Every validation error, with the exact `file:line:column: error: message` text `tiptui lint` prints.
@Suite("Playground: validation errors")
struct PlaygroundValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a top level that is not an object",
            json: ##"""
                []
                """##,
            expected: [
                ##"p.json:1:1: error: expected an object for the playground, found an array"##
            ]),
        Case(
            name: "a misspelt top-level key and missing screens",
            json: ##"""
                { "tittle": "x" }
                """##,
            expected: [
                ##"p.json:1:1: error: the playground is missing 'screens' (expected an array with at least one screen)"##,
                ##"p.json:1:3: error: unknown key 'tittle' in the playground; did you mean 'title'?"##,
            ]),
        Case(
            name: "a language that is not a language id",
            json: ##"""
                { "language": "French copy", "screens": [ { "id": "s" } ] }
                """##,
            expected: [
                ##"p.json:1:15: error: 'language' should be a language id such as "fr" or "zh-Hans", found "French copy""##
            ]),
        Case(
            name: "an empty screens array",
            json: ##"""
                { "screens": [] }
                """##,
            expected: [
                ##"p.json:1:14: error: 'screens' is empty; expected at least one screen"##
            ]),
        Case(
            name: "containers of the wrong type",
            json: ##"""
                { "title": 3, "parameters": {}, "tips": "T", "screens": [ { "id": "s", "controls": {} } ] }
                """##,
            expected: [
                ##"p.json:1:12: error: expected a string for 'title' in the playground, found a number"##,
                ##"p.json:1:29: error: expected an array for 'parameters' in the playground, found an object"##,
                ##"p.json:1:41: error: expected an array for 'tips' in the playground, found a string"##,
                ##"p.json:1:84: error: expected an array for 'controls' in screen 's', found an object"##,
            ]),
        Case(
            name: "a JSON syntax error, reported alone",
            json: ##"""
                { "screens": [ } 
                """##,
            expected: [
                ##"p.json:1:16: error: expected a value (an object, array, string, number, true, false or null), found '}'"##
            ]),
        Case(
            name: "configuration values",
            json: ##"""
                { "configuration": { "displayFrequency": "daly", "datastore": "disk", "extra": 1 },
                  "screens": [ { "id": "s" } ] }
                """##,
            expected: [
                ##"p.json:1:42: error: unknown display frequency 'daly' in the configuration; did you mean 'daily'? (expected one of: immediate, hourly, daily, weekly, monthly)"##,
                ##"p.json:1:63: error: unknown datastore 'disk' in the configuration; expected "memory" or { "file": "path.sqlite" }"##,
                ##"p.json:1:71: error: unknown key 'extra' in the configuration; expected one of: displayFrequency, datastore"##,
            ]),
        Case(
            name: "configuration types",
            json: ##"""
                { "configuration": { "displayFrequency": 3, "datastore": { "file": "" } },
                  "screens": [ { "id": "s" } ] }
                """##,
            expected: [
                ##"p.json:1:42: error: expected a display frequency (one of: immediate, hourly, daily, weekly, monthly) for 'displayFrequency' in the configuration, found a number"##,
                ##"p.json:1:68: error: expected a non-empty string for 'file' in the datastore, found an empty string"##,
            ]),
        Case(
            name: "parameters",
            json: ##"""
                { "parameters": [
                    { "id": "a", "type": "boolean" },
                    { "id": "b" },
                    { "id": "c", "type": "int", "default": 1.5, "transient": "yes" },
                    { "id": "a", "type": "bool" },
                    { "type": "bool" },
                    { "id": "", "type": "bool" },
                    3
                  ],
                  "screens": [ { "id": "s" } ] }
                """##,
            expected: [
                ##"p.json:2:26: error: unknown parameter type 'boolean' in parameter 'a' (expected one of: bool, int, double, string)"##,
                ##"p.json:3:5: error: parameter 'b' is missing 'type' (expected one of: bool, int, double, string)"##,
                ##"p.json:4:44: error: expected an int (the parameter's type) for 'default' in parameter 'c', found a number"##,
                ##"p.json:4:62: error: expected true or false for 'transient' in parameter 'c', found a string"##,
                ##"p.json:5:13: error: duplicate parameter id 'a' (first declared at 2:13)"##,
                ##"p.json:6:5: error: parameter #5 is missing 'id' (expected a string)"##,
                ##"p.json:7:13: error: expected a non-empty string for 'id' in parameter #6, found an empty string"##,
                ##"p.json:8:5: error: expected an object for parameter #7, found a number"##,
            ]),
        Case(
            name: "events and donation limits",
            json: ##"""
                { "events": [
                    { "id": "e", "donationLimit": { "maximumCount": 0, "maximumAge": "month" } },
                    { "id": "f", "donationLimit": { "maximumAge": ".days(2)" } },
                    { "id": "e" },
                    { "id": "g", "donationLimit": { "maximumCount": 1, "maximumAge": "weeks(9223372036854775807)" } }
                  ],
                  "screens": [ { "id": "s" } ] }
                """##,
            expected: [
                ##"p.json:2:53: error: expected a whole number of at least 1 for 'maximumCount' in the donation limit of event 'e', found a number"##,
                ##"p.json:2:70: error: unknown maximumAge 'month' in the donation limit of event 'e'; expected a time range (minute, hour, day, week, minutes(n), hours(n), days(n) or weeks(n))"##,
                ##"p.json:3:35: error: the donation limit of event 'f' is missing 'maximumCount' (expected a whole number of at least 1)"##,
                ##"p.json:4:13: error: duplicate event id 'e' (first declared at 2:13)"##,
                ##"p.json:5:70: error: 'maximumAge' in the donation limit of event 'g' is too long; at most 31557600000 seconds (1000 years)"##,
            ]),
        Case(
            name: "tips, options and actions",
            json: ##"""
                { "tips": [
                    { "id": "T", "tittle": "x", "message": 3, "options": { "maxDisplayCount": 0, "maxDisplayDuration": -1, "ignoresDisplayFrequency": 1 } },
                    { "id": "U", "title": "u", "actions": [ { "id": "go", "title": "Go" }, { "id": "go", "title": "Again" }, { "id": "x" } ] },
                    { "id": "T", "title": "dup" },
                    { "id": "V", "title": "v", "options": { "maxDisplayDuration": 1e300 } }
                  ],
                  "screens": [ { "id": "s" } ] }
                """##,
            expected: [
                ##"p.json:2:5: error: tip 'T' is missing 'title' (expected a string)"##,
                ##"p.json:2:18: error: unknown key 'tittle' in tip 'T'; did you mean 'title'?"##,
                ##"p.json:2:44: error: expected a string for 'message' in tip 'T', found a number"##,
                ##"p.json:2:79: error: expected a whole number of at least 1 for 'maxDisplayCount' in the options of tip 'T', found a number"##,
                ##"p.json:2:104: error: expected a number of seconds greater than 0 for 'maxDisplayDuration' in the options of tip 'T', found a number"##,
                ##"p.json:2:135: error: expected true or false for 'ignoresDisplayFrequency' in the options of tip 'T', found a number"##,
                ##"p.json:3:76: error: duplicate action id 'go' in tip 'U'"##,
                ##"p.json:3:110: error: action 'x' of tip 'U' is missing 'title' (expected a string)"##,
                ##"p.json:4:13: error: duplicate tip id 'T' (first declared at 2:13)"##,
                ##"p.json:5:67: error: 'maxDisplayDuration' in the options of tip 'V' is too long; at most 31557600000 seconds (1000 years)"##,
            ]),
        Case(
            name: "rules: syntax errors mapped into the file, references and types",
            json: ##"""
                { "parameters": [ { "id": "flag", "type": "bool" } ],
                  "events": [ { "id": "opened" } ],
                  "tips": [
                    { "id": "T", "title": "t", "rules": [
                        "#Rule(Self.$flag) { $0 == }",
                        "#Rule(Self.opened) { $0.donations.donatedWithin(.month).count > 1 }",
                        [ "#Rule(Self.opened) {", "  $0.donations.count >", "}" ],
                        "#Rule(Self.$flg) { $0 }",
                        "#Rule(Self.$opened) { $0 }",
                        "#Rule(Self.flag) { $0.donations.isEmpty }",
                        "#Rule(Self.openned) { $0.donations.isEmpty }",
                        "#Rule(Self.$flag) { $0 > 3 }",
                        "#Rule(Self.$flag) { $0.donations.count > 1 }",
                        "#Rule(Self.$flag) {\n  $0 == \"\\u00e9\" && \n}",
                        "#Rule(Self.$flag) {
                           $0 == \"é\" &&
                        }",
                        3,
                        [ "ok", 4 ]
                    ] }
                  ],
                  "screens": [ { "id": "s" } ] }
                """##,
            expected: [
                ##"p.json:5:36: error: invalid rule in tip 'T': expected '$0', a literal or '(', found '}'"##,
                ##"p.json:6:59: error: invalid rule in tip 'T': TipKit has no '.month' donation time range; expected .minute, .hour, .day, .week, .minutes(n), .hours(n), .days(n) or .weeks(n) (e.g. .days(30))"##,
                ##"p.json:7:62: error: invalid rule in tip 'T': expected '$0', a literal or '(', found '}'"##,
                ##"p.json:8:9: error: rule in tip 'T' names unknown parameter 'flg'; did you mean 'flag'?"##,
                ##"p.json:9:9: error: rule in tip 'T' reads '$opened', but 'opened' is an event; write 'Self.opened' for an event rule"##,
                ##"p.json:10:9: error: rule in tip 'T' reads 'flag', but 'flag' is a parameter; write 'Self.$flag' for a parameter rule"##,
                ##"p.json:11:9: error: rule in tip 'T' names unknown event 'openned'; did you mean 'opened'?"##,
                ##"p.json:12:9: error: rule in tip 'T' cannot be evaluated for bool parameter 'flag' (default false): cannot compare false with 3"##,
                ##"p.json:13:33: error: invalid rule in tip 'T': '.donations' is only available on an event; 'Self.$flag' is a parameter (write 'Self.flag' for an event)"##,
                ##"p.json:14:41: error: invalid rule in tip 'T': expected a Unicode escape like \u{1F600}"##,
                ##"p.json:17:9: error: invalid rule in tip 'T': expected '$0', a literal or '(', found '}'"##,
                ##"p.json:18:9: error: expected rule text like "#Rule(Self.$isLoggedIn) { $0 == true }" (a string, or an array of lines) in 'rules' of tip 'T', found a number"##,
                ##"p.json:19:17: error: expected a string for line 2 of a rule in tip 'T', found a number"##,
            ]),
        Case(
            name: "localized copy",
            json: ##"""
                { "tips": [
                    { "id": "T", "title": "t", "actions": [ { "id": "go", "title": "Go" } ],
                      "localized": {
                        "fr": { "title": "Titre", "actions": { "og": "Aller", "go": 3 } },
                        "english": { "title": "x" },
                        "ja": { "titel": "x" },
                        "ru": "Заголовок"
                      } },
                    { "id": "U", "title": "u", "localized": [] }
                  ],
                  "screens": [ { "id": "s" } ] }
                """##,
            expected: [
                ##"p.json:4:48: error: unknown action 'og' in the 'fr' copy of tip 'T'; did you mean 'go'?"##,
                ##"p.json:4:69: error: expected a string title for action 'go' in the 'fr' copy of tip 'T', found a number"##,
                ##"p.json:5:9: error: 'english' in 'localized' of tip 'T' is not a locale identifier; expected one like fr, ru, ja, zh-Hans or pt-BR"##,
                ##"p.json:6:17: error: unknown key 'titel' in the 'ja' copy of tip 'T'; did you mean 'title'?"##,
                ##"p.json:7:15: error: expected an object for the 'ru' copy of tip 'T', found a string"##,
                ##"p.json:9:45: error: expected an object of locales ("fr": { ... }) for 'localized' in tip 'U', found an array"##,
            ]),
        Case(
            name: "copy variants",
            json: ##"""
                { "tips": [
                    { "id": "T", "title": "t", "actions": [ { "id": "go", "title": "Go" } ],
                      "variants": {
                        "short": { "title": "T!", "actions": { "og": "Aller" } },
                        "b c": { "title": "x" },
                        "empty": { },
                        "short": { "message": "again" },
                        "long": { "titel": "x" },
                        "c": "Title"
                      } },
                    { "id": "U", "title": "u", "variants": [ "a" ] }
                  ],
                  "screens": [ { "id": "s" } ] }
                """##,
            expected: [
                ##"p.json:4:48: error: unknown action 'og' in variant 'short' of tip 'T'; did you mean 'go'?"##,
                ##"p.json:5:9: error: 'b c' in 'variants' of tip 'T' is not a variant name; use 1 to 32 letters, digits, '-', '_' or '.' like short or b"##,
                ##"p.json:6:18: error: variant 'empty' of tip 'T' changes nothing; give it a title, a message or action titles"##,
                ##"p.json:7:9: error: duplicate variant 'short' in tip 'T'"##,
                ##"p.json:8:19: error: unknown key 'titel' in variant 'long' of tip 'T'; did you mean 'title'?"##,
                ##"p.json:9:14: error: expected an object for variant 'c' of tip 'T', found a string"##,
                ##"p.json:11:44: error: expected an object of variants ("short": { "title": ... }) for 'variants' in tip 'U', found an array"##,
            ]),
        Case(
            name: "groups",
            json: ##"""
                { "tips": [ { "id": "ShowLocationTip", "title": "a" }, { "id": "RotateMapTip", "title": "b" } ],
                  "groups": [
                    { "id": "g", "priority": "order", "tips": [ "ShowLocatoinTip", "RotateMapTip", "RotateMapTip", 3 ] },
                    { "id": "h" },
                    { "id": "g", "tips": [] }
                  ],
                  "screens": [ { "id": "s" } ] }
                """##,
            expected: [
                ##"p.json:3:30: error: unknown group priority 'order' in group 'g'; did you mean 'ordered'? (expected one of: firstAvailable, ordered)"##,
                ##"p.json:3:49: error: group 'g' names unknown tip 'ShowLocatoinTip'; did you mean 'ShowLocationTip'?"##,
                ##"p.json:3:84: error: tip 'RotateMapTip' appears twice in group 'g'"##,
                ##"p.json:3:100: error: expected the id of a tip for group 'g', found a number"##,
                ##"p.json:4:5: error: group 'h' is missing 'tips' (expected an array of tip ids)"##,
                ##"p.json:5:13: error: duplicate group id 'g' (first declared at 3:13)"##,
            ]),
        Case(
            name: "screens and controls",
            json: ##"""
                { "parameters": [ { "id": "count", "type": "int" }, { "id": "on", "type": "bool" } ],
                  "screens": [
                    { "id": "s", "controls": [
                        { "id": "a", "label": "A" },
                        { "id": "a", "label": "again" },
                        { "id": "b", "kind": "slider", "label": "B" },
                        { "id": "c", "kind": "toggle", "label": "C" },
                        { "id": "d", "kind": "toggle", "label": "D", "parameter": "count" },
                        { "id": "e", "kind": "textField", "label": "E", "parameter": "on", "placeholder": 3 },
                        { "id": "f", "kind": "list", "label": "F", "rows": [ { "id": "a", "label": "row" }, { "label": "x" } ] },
                        { "id": "g", "kind": "togle", "label": "G" },
                        { "id": "h" },
                        { "id": "i", "label": "I", "rows": [] }
                      ],
                      "toolbar": [ { "id": "t", "label": "T", "kind": "button" } ],
                      "tabBar": [ { "id": "t", "label": "T2" } ] },
                    { "id": "s" },
                    { "title": "no id" }
                  ] }
                """##,
            expected: [
                ##"p.json:5:17: error: duplicate control id 'a' on screen 's' (first declared at 4:17)"##,
                ##"p.json:6:30: error: unknown control kind 'slider' in control 'b' on screen 's' (expected one of: button, toggle, textField, list)"##,
                ##"p.json:7:9: error: control 'c' on screen 's' is missing 'parameter' (expected the id of the bool parameter it flips)"##,
                ##"p.json:8:67: error: control 'd' on screen 's' needs a bool parameter, but 'count' is int"##,
                ##"p.json:9:70: error: control 'e' on screen 's' edits a string parameter, but 'on' is bool"##,
                ##"p.json:9:91: error: expected a string for 'placeholder' in control 'e' on screen 's', found a number"##,
                ##"p.json:10:70: error: duplicate control id 'a' on screen 's' (first declared at 4:17)"##,
                ##"p.json:10:93: error: row #2 of control 'f' on screen 's' is missing 'id' (expected a string)"##,
                ##"p.json:11:30: error: unknown control kind 'togle' in control 'g' on screen 's'; did you mean 'toggle'? (expected one of: button, toggle, textField, list)"##,
                ##"p.json:12:9: error: control 'h' on screen 's' is missing 'label' (expected a string)"##,
                ##"p.json:13:36: error: unknown key 'rows' in control 'i' on screen 's'; expected one of: id, kind, label, symbol, onPress"##,
                ##"p.json:15:47: error: unknown key 'kind' in toolbar item 't' on screen 's'; expected one of: id, label, symbol, onPress"##,
                ##"p.json:16:27: error: duplicate control id 't' on screen 's' (first declared at 15:28)"##,
                ##"p.json:17:13: error: duplicate screen id 's' (first declared at 3:13)"##,
                ##"p.json:18:5: error: screen #3 is missing 'id' (expected a string)"##,
            ]),
        Case(
            name: "control symbols",
            json: ##"""
                { "screens": [
                    { "id": "s", "controls": [
                        { "id": "a", "symbol": 7 },
                        { "id": "b", "label": "B", "symbol": "" },
                        { "id": "c", "kind": "list", "label": "C", "rows": [ { "id": "r", "symbol": ["bolt"] } ] },
                        { "id": "d", "symbol": "bolt" }
                      ],
                      "tabBar": [ { "id": "t", "symbol": null } ] }
                  ] }
                """##,
            expected: [
                ##"p.json:3:32: error: expected a non-empty string for 'symbol' in control 'a' on screen 's', found a number"##,
                ##"p.json:4:46: error: expected a non-empty string for 'symbol' in control 'b' on screen 's', found an empty string"##,
                ##"p.json:5:85: error: expected a non-empty string for 'symbol' in row 'r' of control 'c' on screen 's', found an array"##,
                ##"p.json:8:42: error: expected a non-empty string for 'symbol' in tab bar item 't' on screen 's', found null"##,
            ]),
        Case(
            name: "effects",
            json: ##"""
                { "parameters": [ { "id": "count", "type": "int" }, { "id": "on", "type": "bool" } ],
                  "events": [ { "id": "opened" } ],
                  "tips": [ { "id": "Tip", "title": "t", "actions": [ { "title": "Go", "onPress": [ { "goTo": "map" } ] } ] } ],
                  "screens": [
                    { "id": "s", "controls": [
                        { "id": "a", "label": "A", "onPress": [
                            { "donate": "openned" },
                            { "donate": "opened", "payload": 3 },
                            { "set": "count", "to": "three" },
                            { "set": "count" },
                            { "set": "cuont", "to": 1 },
                            { "toggle": "count" },
                            { "invalidate": "Tip", "reason": "closed" },
                            { "invalidate": "Tpi" },
                            { "goTo": "settings" },
                            { "donate": "opened", "set": "on" },
                            { "donation": "opened" },
                            {},
                            "goTo",
                            { "set": "on", "to": true, "value": 1 }
                        ] }
                    ] }
                  ] }
                """##,
            expected: [
                ##"p.json:3:95: error: action #1 of tip 'Tip' names unknown screen 'map'; expected one of: s"##,
                ##"p.json:7:25: error: control 'a' on screen 's' names unknown event 'openned'; did you mean 'opened'?"##,
                ##"p.json:8:46: error: expected an object (the donation's fields) for 'payload' in an effect of control 'a' on screen 's' ('donate'), found a number"##,
                ##"p.json:9:37: error: expected an int (the type of parameter 'count') for 'to' in an effect of control 'a' on screen 's' ('set'), found a string"##,
                ##"p.json:10:13: error: an effect of control 'a' on screen 's' ('set') is missing 'to' (expected the parameter's new value)"##,
                ##"p.json:11:22: error: control 'a' on screen 's' names unknown parameter 'cuont'; did you mean 'count'?"##,
                ##"p.json:12:25: error: 'toggle' in an effect of control 'a' on screen 's' needs a bool parameter, but 'count' is int"##,
                ##"p.json:13:46: error: unknown invalidation reason 'closed' in an effect of control 'a' on screen 's' ('invalidate') (expected one of: actionPerformed, displayCountExceeded, displayDurationExceeded, tipClosed)"##,
                ##"p.json:14:29: error: control 'a' on screen 's' names unknown tip 'Tpi'; did you mean 'Tip'?"##,
                ##"p.json:15:23: error: control 'a' on screen 's' names unknown screen 'settings'; expected one of: s"##,
                ##"p.json:16:13: error: an effect of control 'a' on screen 's' has both 'donate' and 'set'; write each effect as its own object"##,
                ##"p.json:17:15: error: unknown key 'donation' in an effect of control 'a' on screen 's'; did you mean 'donate'?"##,
                ##"p.json:18:13: error: an effect of control 'a' on screen 's' is empty; expected one of: donate, set, toggle, invalidate, goTo"##,
                ##"p.json:19:13: error: expected an object for an effect of control 'a' on screen 's', found a string"##,
                ##"p.json:20:40: error: unknown key 'value' in an effect of control 'a' on screen 's' ('set'); expected one of: set, to"##,
            ]),
        Case(
            name: "placements",
            json: ##"""
                { "tips": [ { "id": "T", "title": "t" } ],
                  "groups": [ { "id": "G", "tips": [ "T" ] } ],
                  "screens": [
                    { "id": "s",
                      "toolbar": [ { "id": "share", "label": "Share" } ],
                      "controls": [ { "id": "compass", "label": "C" }, { "id": "list", "kind": "list", "label": "L", "rows": [ { "id": "r1", "label": "R" } ] }, { "id": "empty", "kind": "list", "label": "E", "rows": [] } ],
                      "tips": [
                        { "tip": "T" },
                        { "inline": "top" },
                        { "tip": "T", "group": "G", "inline": "top" },
                        { "tip": "T", "inline": "top", "popover": "compass" },
                        { "tip": "T", "inline": "middle" },
                        { "tip": "T", "inline": { "after": "compas" } },
                        { "tip": "T", "inline": { "before": "share" } },
                        { "tip": "T", "inline": { "beside": "compass" } },
                        { "group": "GG", "popover": "compas" },
                        { "tip": "T", "popover": "r1", "arrowEdge": "up" },
                        { "tip": "T", "popover": "share", "arrowEdge": null },
                        { "tip": "T", "popover": 3, "arrowEdge": 1 },
                        { "tip": "Tip", "inline": "bottom" },
                        { "tip": "T", "inline": { "after": "r1" } },
                        { "tip": "T", "popover": "empty" }
                      ] }
                  ] }
                """##,
            expected: [
                ##"p.json:8:9: error: a tip placement on screen 's' is missing 'inline' (expected "top", "bottom", {"before": id} or {"after": id}; or 'popover' with a control id)"##,
                ##"p.json:9:9: error: a tip placement on screen 's' is missing 'tip' (expected a tip id, or 'group' with a group id)"##,
                ##"p.json:11:9: error: a tip placement on screen 's' is both 'inline' and 'popover'; expected one of them"##,
                ##"p.json:12:33: error: expected "top", "bottom", {"before": control id} or {"after": control id} for 'inline' in a tip placement on screen 's', found 'middle'"##,
                ##"p.json:13:44: error: a tip placement on screen 's' names unknown control 'compas' for inline 'after'; did you mean 'compass'?"##,
                ##"p.json:14:45: error: a tip placement on screen 's' puts an inline tip 'before' 'share', which is a toolbar item, not in the screen's flow; put it 'before' one of the screen's 'controls' (compass, list, empty), or make it "popover": "share""##,
                ##"p.json:15:33: error: expected "top", "bottom", {"before": control id} or {"after": control id} for 'inline' in a tip placement on screen 's', found an object"##,
                ##"p.json:16:20: error: a tip placement on screen 's' names unknown group 'GG'; did you mean 'G'?"##,
                ##"p.json:16:37: error: a tip placement on screen 's' names unknown control 'compas' for 'popover'; did you mean 'compass'?"##,
                ##"p.json:17:53: error: unknown arrow edge 'up' in a tip placement on screen 's' (expected one of: top, bottom, leading, trailing)"##,
                ##"p.json:19:34: error: expected a control id for 'popover' in a tip placement on screen 's', found a number"##,
                ##"p.json:19:50: error: expected an arrow edge (one of: top, bottom, leading, trailing) for 'arrowEdge' in a tip placement on screen 's', found a number"##,
                ##"p.json:20:18: error: a tip placement on screen 's' names unknown tip 'Tip'; expected one of: T"##,
                ##"p.json:21:44: error: a tip placement on screen 's' puts an inline tip 'after' 'r1', which is a row of list 'list', not in the screen's flow; put it 'after' 'list', or make it "popover": "r1""##,
                ##"p.json:22:34: error: a tip placement on screen 's' points a popover at list 'empty', which has no rows and so draws nothing to point at; give the list rows, or point the popover at another control"##,
            ]),
        Case(
            name: "presentation options",
            json: ##"""
                { "tips": [ { "id": "T", "title": "t" } ],
                  "screens": [
                    { "id": "s",
                      "toolbar": [ { "id": "filter", "label": "Filter" } ],
                      "controls": [ { "id": "share", "label": "S" }, { "id": "empty", "kind": "list", "label": "E", "rows": [] } ],
                      "tips": [
                        { "tip": "T", "inline": "top", "anchorID": "filtre" },
                        { "tip": "T", "popover": "share", "anchorID": "filter" },
                        { "tip": "T", "inline": "top", "anchorID": "empty" },
                        { "tip": "T", "inline": "top", "isPresented": "yes" },
                        { "tip": "T", "inline": "top", "style": { "name": "Headline Style" } },
                        { "tip": "T", "inline": "top", "style": { "closeButton": true } },
                        { "tip": "T", "inline": "top", "backgroundInteraction": "enabled" },
                        { "tip": "T", "popover": "share", "backgroundInteraction": "blocked" },
                        { "tip": "T", "popover": "share", "cornerRadius": 4, "background": "red" },
                        { "tip": "T", "inline": "top", "imageStyle": ["purpel", 3, "red", "blue"], "cornerRadius": -1 },
                        { "tip": "T", "inline": "top", "imageStyle": ["purpel", 3], "background": "#12345" }
                      ] }
                  ] }
                """##,
            expected: [
                ##"p.json:7:52: error: a tip placement on screen 's' names unknown control 'filtre' for 'anchorID'; did you mean 'filter'? (controls: empty, filter, share)"##,
                ##"p.json:8:55: error: 'anchorID' in a tip placement on screen 's' is for an inline tip (TipView's anchorID); a popover points at its 'popover' control"##,
                ##"p.json:9:52: error: a tip placement on screen 's' points an inline tip's arrow at list 'empty', which has no rows and so draws nothing to point at; give the list rows, or point the arrow at another control"##,
                ##"p.json:10:55: error: expected true or false for 'isPresented' in a tip placement on screen 's', found a string"##,
                ##"p.json:11:59: error: 'name' in the style of a tip placement on screen 's' must be the Swift type of the style, like "HeadlineTipViewStyle"; found 'Headline Style'"##,
                ##"p.json:12:49: error: the style of a tip placement on screen 's' is missing 'name' (expected a string)"##,
                ##"p.json:13:65: error: 'backgroundInteraction' in a tip placement on screen 's' is for a popover (tipBackgroundInteraction); an inline tip covers nothing"##,
                ##"p.json:14:68: error: unknown background interaction 'blocked' in a tip placement on screen 's' (expected one of: enabled, disabled)"##,
                ##"p.json:15:59: error: 'cornerRadius' in a tip placement on screen 's' has no effect on a popover (TipKit draws tipBackground and tipCornerRadius on inline tips only)"##,
                ##"p.json:15:76: error: 'background' in a tip placement on screen 's' has no effect on a popover (TipKit draws tipBackground and tipCornerRadius on inline tips only)"##,
                ##"p.json:16:54: error: expected one to three styles for 'imageStyle' in a tip placement on screen 's', found 4"##,
                ##"p.json:16:100: error: 'cornerRadius' in a tip placement on screen 's' must be 0 or more points"##,
                ##"p.json:17:55: error: unknown style 'purpel' for 'imageStyle' in a tip placement on screen 's'; did you mean 'purple'? (expected a colour name such as purple, a level such as secondary, "#RRGGBB" or "asset:Name")"##,
                ##"p.json:17:65: error: expected a style (a colour name, "#RRGGBB" or "asset:Name") for 'imageStyle' in a tip placement on screen 's', found a number"##,
                ##"p.json:17:83: error: unknown style '#12345' for 'background' in a tip placement on screen 's' (expected a colour name such as purple, a level such as secondary, "#RRGGBB" or "asset:Name")"##,
            ]),
        Case(
            name: "arrow edge sets",
            json: ##"""
                { "tips": [ { "id": "T", "title": "t" } ],
                  "screens": [
                    { "id": "s",
                      "controls": [ { "id": "share", "label": "S" } ],
                      "tips": [
                        { "tip": "T", "popover": "share", "arrowEdges": "verticle" },
                        { "tip": "T", "popover": "share", "arrowEdges": ["top", "up"] },
                        { "tip": "T", "popover": "share", "arrowEdges": [] },
                        { "tip": "T", "popover": "share", "arrowEdges": ["top", "top"] },
                        { "tip": "T", "popover": "share", "arrowEdges": 4 },
                        { "tip": "T", "popover": "share", "arrowEdge": "top", "arrowEdges": "vertical" },
                        { "tip": "T", "inline": "top", "arrowEdges": "all" }
                      ] }
                  ] }
                """##,
            expected: [
                ##"p.json:6:57: error: unknown arrow edges 'verticle' in a tip placement on screen 's'; did you mean 'vertical'? (expected one of: top, bottom, leading, trailing, all, vertical, horizontal, or a list of edges)"##,
                ##"p.json:7:65: error: unknown arrow edge 'up' in a tip placement on screen 's' (expected one of: top, bottom, leading, trailing)"##,
                ##"p.json:8:57: error: 'arrowEdges' in a tip placement on screen 's' is empty: list at least one edge, or write "all" to let placement take any"##,
                ##"p.json:9:65: error: 'top' is listed twice in 'arrowEdges' in a tip placement on screen 's'; list each edge once"##,
                ##"p.json:10:57: error: expected arrow edges (one of: top, bottom, leading, trailing, all, vertical, horizontal, or a list of edges) for 'arrowEdges' in a tip placement on screen 's', found a number"##,
                ##"p.json:11:77: error: a tip placement on screen 's' has both 'arrowEdge' and 'arrowEdges'; give one: 'arrowEdges' for the edges the arrow may take (iOS 26), or 'arrowEdge' for one preferred edge"##,
                ##"p.json:12:54: error: 'arrowEdges' in a tip placement on screen 's' is for a popover (popoverTip's arrowEdges, iOS 26); an inline tip takes one 'arrowEdge'"##,
            ]),
    ]

    @Test("Each problem is reported with its file, line, column and message", arguments: cases)
    func reportsProblems(_ validationCase: Case) {
        do {
            _ = try PlaygroundLoader.parse(validationCase.json, fileName: "p.json")
            Issue.record("expected problems, but the playground loaded")
        } catch {
            #expect(error.description.split(separator: "\n").map(String.init) == validationCase.expected)
        }
    }
}
