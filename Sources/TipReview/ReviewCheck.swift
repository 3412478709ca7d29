import TipPlayground

/// Every check `tiptui review` runs: the guidance on tip copy and on how tips behave from the
/// guides in the project's seeds, each with an id to silence it by, a severity, why it matters
/// and where the guidance comes from. docs/review.md shows this table (a test keeps it in step).
public enum ReviewCheck: String, CaseIterable, Codable, Sendable {
    case titleTooWide = "COPY-1"
    case titleTooManyWords = "COPY-2"
    case messageTooManySentences = "COPY-3"
    case promotionalWording = "COPY-4"
    case pointerWording = "COPY-5"
    case repeatedImage = "COPY-6"
    case emptyCopy = "COPY-7"
    case straySpaces = "COPY-8"
    case messageRepeatsTitle = "COPY-9"
    case emojiDrawnReduced = "COPY-10"
    case frenchPunctuationSpace = "COPY-11"
    case missingTranslation = "L10N-1"
    case translationOverflows = "L10N-2"
    case placeholderMismatch = "L10N-3"
    case catalogNotTranslated = "L10N-4"
    case tooManyTipsAtFirstLaunch = "RULE-1"
    case neverInvalidated = "RULE-2"
    case unreachableInOrderedGroup = "RULE-3"
    case eventNeverDonated = "RULE-4"
    case parameterNeverSet = "RULE-5"
    case unstableTipID = "RULE-6"
    case tipNeverShows = "FLOW-1"
    case popoversCompete = "FLOW-2"
    case popoverNeverDrawn = "FLOW-3"
    case configureInView = "SWIFT-1"
    case testingCallOutsideDebug = "SWIFT-2"
    case resetAfterConfigure = "SWIFT-3"
    case tipGroupNotInState = "SWIFT-4"
    case iOS18WithoutAvailability = "SWIFT-5"
    case computedTipID = "SWIFT-6"

    public var id: String { rawValue }

    /// The SWIFT checks run on Swift sources; the others on playground files.
    public var isSwiftSourceCheck: Bool { rawValue.hasPrefix("SWIFT-") }

    /// Errors make `tiptui review` exit 1: copy that is broken, not merely worth a second look.
    public var severity: SourceDiagnostic.Severity {
        switch self {
        case .emptyCopy, .placeholderMismatch, .testingCallOutsideDebug, .tipNeverShows: .error
        default: .warning
        }
    }

    /// One line on why the check exists.
    public var rationale: String {
        switch self {
        case .titleTooWide:
            "A title should be short and direct; one that wraps at phone width is read as a paragraph."
        case .titleTooManyWords:
            "Titles are action-oriented phrases: more than 8 words (16 characters in Chinese or Japanese) is a sentence."
        case .messageTooManySentences:
            "Tips are one or two sentences; longer explanations belong in a tutorial or onboarding flow."
        case .promotionalWording:
            "Tips help people discover a feature; promotional or unrelated copy does not belong in them."
        case .pointerWording:
            "Playgrounds simulate touch devices: people tap, they do not click or press."
        case .repeatedImage:
            "A popover already points at its control; repeating the control's symbol as the tip's image says it twice."
        case .emptyCopy:
            "Empty or blank copy draws an empty tip or button."
        case .straySpaces:
            "Double, leading or trailing spaces shift the text and show in wrapping and alignment."
        case .messageRepeatsTitle:
            "VoiceOver reads the title, then the message; a message that repeats the title is heard twice."
        case .frenchPunctuationSpace:
            "French puts a no-break space before ! ? : ; (narrow before ! ? ;): a normal space lets a wrap leave the mark alone at the start of a line."
        case .emojiDrawnReduced:
            "Terminals disagree on the width of emoji sequences, so the playground draws them reduced (👋🏽 as 👋): check this copy on a device."
        case .missingTranslation:
            "A locale that leaves out a field the base copy has shows that field in the base language."
        case .translationOverflows:
            "Translations run longer; a tip that fits in the base copy should not wrap more in a translation."
        case .placeholderMismatch:
            "Format specifiers and interpolations must match in every language, or formatting garbles or crashes."
        case .catalogNotTranslated:
            "A String Catalog entry that is new, needs review or is stale is not a finished translation."
        case .tooManyTipsAtFirstLaunch:
            "Rules should target the right people; more than 2 tips available on a fresh install shows them all at once."
        case .neverInvalidated:
            "Invalidate a tip when the person does what it teaches (or limit its displays), or it keeps coming back."
        case .unreachableInOrderedGroup:
            "An ordered group moves on only when a tip is invalidated; after a tip nothing invalidates, later tips wait for the × alone."
        case .eventNeverDonated:
            "A rule on an event nothing donates can never be satisfied."
        case .parameterNeverSet:
            "A rule on a parameter nothing sets keeps its default forever."
        case .unstableTipID:
            "Tip ids key persisted state; an id that looks generated (a UUID, a timestamp, an interpolation) changes and shows the tip again."
        case .tipNeverShows:
            "A tip no screen places, or whose rules nothing a user does can satisfy, never appears: the copy and rules are dead weight."
        case .popoversCompete:
            "Only one popover shows at a time: two eligible together on one screen means one waits, and people see the tips out of order."
        case .popoverNeverDrawn:
            "A popover too tall for the device beside any control is presented, and its displays counted, but never drawn: nobody sees it."
        case .configureInView:
            "Tips.configure belongs at launch (App.init or the app delegate); in .onAppear or .task it runs late and again with the view."
        case .testingCallOutsideDebug:
            "Testing overrides and Tips.resetDatastore() outside #if DEBUG ship to users: every tip shown, hidden or reset."
        case .resetAfterConfigure:
            "Tips.resetDatastore() must come before Tips.configure; after it the datastore in use is not reset."
        case .tipGroupNotInState:
            "A View is rebuilt often; a TipGroup not held in @State is made again and loses which tip is current."
        case .iOS18WithoutAvailability:
            "API newer than iOS 17 (TipGroup, MaxDisplayDuration: iOS 18; resetEligibility, DonationLimit, compound rules, isPresented: iOS 26) needs #available or @available on iOS 17."
        case .computedTipID:
            "A Tip's id keys its saved state; an id computed at run time (interpolation, UUID, date) changes and shows the tip again."
        }
    }

    /// Where the guidance comes from, among the seeds and guides the project follows.
    public var source: String {
        switch self {
        case .titleTooWide, .titleTooManyWords:
            "TipKit guides (ja, zh-Hans), “designing good tips”: title short, direct and action-oriented"
        case .messageTooManySentences:
            "TipKit guides (ja, zh-Hans), “designing good tips”: one or two sentences; French guide on watchOS copy"
        case .promotionalWording:
            "TipKit guides (ja, zh-Hans) and review checklists: no promotional copy; Russian guide: not for marketing"
        case .pointerWording:
            "Seed samples' copy (“Tap the heart …”); Russian guide, accessibility: tips are read and activated by touch"
        case .repeatedImage:
            "TipKit guides (ja, zh-Hans): don't repeat the icon a popover already points at"
        case .emptyCopy, .straySpaces:
            "Review checklists (ja, zh-Hans): copy is short and clean; Russian guide, accessibility: VoiceOver reads title and message"
        case .messageRepeatsTitle:
            "Russian guide, accessibility: VoiceOver reads the title and the message"
        case .frenchPunctuationSpace:
            "French typography (Imprimerie nationale, Lexique des règles typographiques): espace insécable before : and espace fine insécable before ! ? ;"
        case .emojiDrawnReduced:
            "Design §4: emoji sequences are drawn reduced; the playground says wherever what it shows is not what the app shows"
        case .missingTranslation, .placeholderMismatch, .catalogNotTranslated:
            "French guide, pitfalls: localise early, an untranslated string is seen by every user"
        case .translationOverflows:
            "Russian guide, accessibility: Dynamic Type and localisation; French guide: localise early"
        case .tooManyTipsAtFirstLaunch:
            "Review checklists (ja, zh-Hans): rules don't show every tip at first launch; French guide: not at first launch"
        case .neverInvalidated:
            "Review checklists (ja, zh-Hans): invalidate after the taught action; Russian guide, common mistakes #1"
        case .unreachableInOrderedGroup:
            "French guide: TipGroup(.ordered) shows a tip only after the previous one is invalidated"
        case .eventNeverDonated, .parameterNeverSet:
            "French guide, pitfalls: keep parameters in step with app state; review checklists: rules target the audience"
        case .unstableTipID:
            "Chinese guide: don't use unstable reusable tip ids; review checklists: stable ids"
        case .tipNeverShows:
            "Review checklists (ja, zh-Hans): every tip is reachable by its audience; tiptui explore finds the same reasons"
        case .popoversCompete:
            "TipKit guides: one popover at a time (spec VIEW-12); use a TipGroup to order tips that share a screen"
        case .popoverNeverDrawn:
            "Design §5 and §8: a popover with no side that fits is not drawn; eligible, presented and drawn are told apart"
        case .configureInView:
            "French guide, integration: configure the datastore at app launch"
        case .testingCallOutsideDebug:
            "French guide, essentials and testing: testing utilities kept behind #if DEBUG"
        case .resetAfterConfigure:
            "French guide, essentials: showAllTipsForTesting and resetDatastore are called before configure()"
        case .tipGroupNotInState:
            "WWDC24 “Customize feature discovery with TipKit” and French guide: @State var … = TipGroup(…)"
        case .iOS18WithoutAvailability:
            "Apple's TipKit reference (availability of each symbol); WWDC24 “Customize feature discovery with TipKit”: TipGroup and friends are new in iOS 18"
        case .computedTipID:
            "Chinese guide: don't use unstable reusable tip ids; review checklists: stable ids (RULE-6 for Swift sources)"
        }
    }

    /// The check with this id (`COPY-3`), if there is one.
    public init?(id: String) {
        self.init(rawValue: id)
    }
}
