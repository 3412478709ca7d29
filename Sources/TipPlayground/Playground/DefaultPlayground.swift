/// The playground `tiptui` opens when no file is given: the WWDC24 "TipKit Trails" app, showing
/// every feature of the playground format (ordered group popover, inline tip with an action and an
/// event rule, parameter rules with a toggle, MaxDisplayCount, localized copy).
public enum DefaultPlayground {
    public static let fileName = "default-playground.json"

    public static let json = #"""
    {
      "title": "TipKit Trails",
      "description": "The WWDC24 TipKit Trails app: an ordered TipGroup of popovers, an inline tip with an action and an event rule, parameter rules with a toggle, MaxDisplayCount and copy in five languages. Keeps on purpose COPY-2 (ButlerForkTip's Japanese title is long, to show a title that wraps), L10N-1 (ProModeTip and ExportTip lack some translations, so cycling the locale shows the base copy) and FLOW-2 (the compass popovers and ExportTip wait for each other on the map).",
      "configuration": { "displayFrequency": "immediate" },

      "parameters": [
        { "id": "openedSettings", "type": "bool", "default": false },
        { "id": "isProMode", "type": "bool", "default": false },
        { "id": "usesMetricUnits", "type": "bool", "default": true, "transient": true }
      ],

      "events": [
        { "id": "didVisitBigCottonwoodCanyon", "donationLimit": { "maximumCount": 100 } },
        { "id": "didExportMap" }
      ],

      "tips": [
        {
          "id": "ShowLocationTip",
          "title": "Show your location",
          "message": "Tap the compass to highlight your current location on the map.",
          "image": "location.circle",
          "localized": {
            "fr": { "title": "Affichez votre position", "message": "Touchez la boussole pour mettre en évidence votre position actuelle sur la carte." },
            "ru": { "title": "Покажите своё местоположение", "message": "Коснитесь компаса, чтобы выделить текущее местоположение на карте." },
            "ja": { "title": "現在地を表示", "message": "コンパスをタップすると、地図上の現在地が強調表示されます。" },
            "zh-Hans": { "title": "显示你的位置", "message": "轻点指南针，在地图上突出显示你的当前位置。" }
          }
        },
        {
          "id": "RotateMapTip",
          "title": "Reorient the map",
          "message": "Tap and hold on the compass to rotate the map back to 0° North.",
          "image": "hand.tap",
          "localized": {
            "fr": { "title": "Réorientez la carte", "message": "Touchez longuement la boussole pour ramener la carte au nord (0°)." },
            "ru": { "title": "Сориентируйте карту", "message": "Нажмите и удерживайте компас, чтобы повернуть карту на север (0°)." },
            "ja": { "title": "地図の向きを戻す", "message": "コンパスを長押しすると、地図が北（0°）向きに戻ります。" },
            "zh-Hans": { "title": "重新定向地图", "message": "按住指南针，将地图旋转回正北（0°）。" }
          }
        },
        {
          "id": "ButlerForkTip",
          "title": "Butler Fork is now available",
          "message": "To see key trail info, tap Big Cottonwood Canyon on the map.",
          "actions": [
            { "id": "goThere", "title": "Go there now", "onPress": [ { "goTo": "map" } ] }
          ],
          "rules": [
            [
              "#Rule(Self.didVisitBigCottonwoodCanyon) {",
              "    $0.donations.count > 3",
              "}"
            ]
          ],
          "localized": {
            "fr": { "title": "Butler Fork est disponible", "message": "Pour voir les infos clés du sentier, touchez Big Cottonwood Canyon sur la carte.", "actions": { "goThere": "Y aller" } },
            "ru": { "title": "Тропа Butler Fork доступна", "message": "Чтобы увидеть информацию о тропе, коснитесь Big Cottonwood Canyon на карте.", "actions": { "goThere": "Перейти" } },
            "ja": { "title": "Butler Fork が利用可能になりました", "message": "トレイルの主な情報を見るには、地図上の Big Cottonwood Canyon をタップします。", "actions": { "goThere": "今すぐ移動" } },
            "zh-Hans": { "title": "Butler Fork 现已开放", "message": "要查看步道的关键信息，请轻点地图上的 Big Cottonwood Canyon。", "actions": { "goThere": "立即前往" } }
          }
        },
        {
          "id": "ProModeTip",
          "title": "Turn on Pro mode",
          "message": "Unlock advanced trail filters from Settings.",
          "image": "star.fill",
          "rules": [
            "#Rule(Self.$openedSettings) { $0 == true }",
            "#Rule(Self.$isProMode) { $0 == false }"
          ],
          "localized": {
            "fr": { "title": "Activez le mode Pro", "message": "Débloquez les filtres avancés depuis Réglages." }
          }
        },
        {
          "id": "ExportTip",
          "title": "Export to PDF",
          "message": "Save the map as a PDF to use it offline.",
          "image": "square.and.arrow.up",
          "options": { "maxDisplayCount": 3, "ignoresDisplayFrequency": true },
          "localized": {
            "ru": { "title": "Экспорт в PDF", "message": "Сохраните карту как PDF, чтобы пользоваться ею без сети." }
          }
        }
      ],

      "groups": [
        { "id": "compassTips", "priority": "ordered", "tips": ["ShowLocationTip", "RotateMapTip"] }
      ],

      "screens": [
        {
          "id": "map",
          "title": "Trail Map",
          "toolbar": [
            { "id": "export", "label": "Export", "onPress": [ { "donate": "didExportMap" }, { "invalidate": "ExportTip" } ] }
          ],
          "controls": [
            { "id": "search", "kind": "textField", "label": "Search", "placeholder": "Trails, peaks, canyons" },
            { "id": "compass", "label": "Compass", "onPress": [ { "invalidate": "ShowLocationTip", "reason": "actionPerformed" } ] },
            { "id": "reorient", "label": "Reorient (hold compass)", "onPress": [ { "invalidate": "RotateMapTip", "reason": "actionPerformed" } ] },
            { "id": "bigCottonwoodCanyon", "label": "Big Cottonwood Canyon", "onPress": [ { "donate": "didVisitBigCottonwoodCanyon" } ] }
          ],
          "tabBar": [
            { "id": "mapTab", "label": "Map", "onPress": [ { "goTo": "map" } ] },
            { "id": "trailsTab", "label": "Trails", "onPress": [ { "goTo": "trails" } ] },
            { "id": "settingsTab", "label": "Settings", "onPress": [ { "set": "openedSettings", "to": true }, { "goTo": "settings" } ] }
          ],
          "tips": [
            { "group": "compassTips", "popover": "compass", "arrowEdge": "top" },
            { "tip": "ExportTip", "popover": "export" }
          ]
        },
        {
          "id": "trails",
          "title": "Trails",
          "controls": [
            {
              "id": "trailList", "kind": "list", "label": "Trails",
              "rows": [
                { "id": "butlerFork", "label": "Butler Fork", "onPress": [ { "invalidate": "ButlerForkTip" } ] },
                { "id": "mineralFork", "label": "Mineral Fork" },
                { "id": "donutFalls", "label": "Donut Falls" }
              ]
            }
          ],
          "tabBar": [
            { "id": "mapTab", "label": "Map", "onPress": [ { "goTo": "map" } ] },
            { "id": "trailsTab", "label": "Trails", "onPress": [ { "goTo": "trails" } ] },
            { "id": "settingsTab", "label": "Settings", "onPress": [ { "set": "openedSettings", "to": true }, { "goTo": "settings" } ] }
          ],
          "tips": [
            { "tip": "ButlerForkTip", "inline": { "before": "trailList" } }
          ]
        },
        {
          "id": "settings",
          "title": "Settings",
          "controls": [
            { "id": "proMode", "kind": "toggle", "label": "Pro mode", "parameter": "isProMode", "onPress": [ { "invalidate": "ProModeTip" } ] },
            { "id": "units", "kind": "toggle", "label": "Metric units", "parameter": "usesMetricUnits" }
          ],
          "tabBar": [
            { "id": "mapTab", "label": "Map", "onPress": [ { "goTo": "map" } ] },
            { "id": "trailsTab", "label": "Trails", "onPress": [ { "goTo": "trails" } ] },
            { "id": "settingsTab", "label": "Settings", "onPress": [ { "goTo": "settings" } ] }
          ],
          "tips": [
            { "tip": "ProModeTip", "popover": "proMode", "arrowEdge": "bottom" }
          ]
        }
      ]
    }
    """#

    /// The default playground, parsed and validated (it is covered by a test, so this cannot fail).
    public static func document() -> PlaygroundDocument {
        do {
            return try PlaygroundLoader.parse(json, fileName: fileName)
        } catch {
            preconditionFailure("the built-in playground is invalid:\n\(error)")
        }
    }
}
