import Testing
import TipCore

/// `@Parameter` and `#Rule` written as in TipKit behave as in TipKit.
struct ParameterAndRuleTests {
    let engine: TipsEngine

    init() throws {
        engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(InMemoryDatastore())])
    }

    @Test func theDefaultIdIsTheTypeAndPropertyName() {
        #expect(BackupReminderTip.$lastBackup.id == "BackupReminderTip.lastBackup")
        #expect(BackupReminderTip.$isOnline.id == "BackupReminderTip.isOnline")
        #expect(BackupReminderTip.$isOnline.isTransient)
        #expect(!BackupReminderTip.$backupCount.isTransient)
    }

    @Test func anExplicitIdIsKept() {
        #expect(RenamedSettingTip.$showsHints.id == "RenamedSettingTip.legacyFlag")
    }

    @Test func staticHelpersWriteParametersFromAnyTask() async {
        await engine.withCurrent {
            for day in 0..<4 {
                // A new task each time, off any actor; one after the other, since `+= 1` is a
                // read then a write, in TipKit too.
                await Task.detached { [engine] in
                    engine.withCurrent { BackupReminderTip.recordBackup(at: Date(timeIntervalSince1970: Double(day) * 86_400)) }
                }.value
            }
        }
        #expect(engine.withCurrent { BackupReminderTip.backupCount } == 4)
        #expect(engine.withCurrent { BackupReminderTip.lastBackup } != nil)
        #expect(engine.parameterValue(id: "BackupReminderTip.backupCount") == .int(4))
    }

    @Test func rulesWithNamedClosureParametersDecideTheStatus() throws {
        let tip = BackupReminderTip()
        #expect(engine.status(of: tip) == .pending)
        for _ in 0..<3 { try engine.donate(eventID: "didOpenBackups") }
        #expect(engine.status(of: tip) == .available)
        engine.withCurrent { BackupReminderTip.connectivityChanged(online: false) }
        #expect(engine.status(of: tip) == .pending)
        engine.withCurrent { BackupReminderTip.connectivityChanged(online: true) }
        engine.withCurrent { BackupReminderTip.recordBackup(at: Date(timeIntervalSince1970: 0)) }
        #expect(engine.status(of: tip) == .pending)
    }

    @Test func aRuleIsNamedByWhereItsHashRuleIsWritten() {
        let descriptions = engine.explanation(for: BackupReminderTip()).rules.map(\.description)
        #expect(descriptions.count == 3)
        #expect(Set(descriptions).count == 3)
        for description in descriptions {
            #expect(description.contains("/ParameterAndRuleSamples.swift:"), "\(description)")
        }
        #expect(descriptions[0].hasPrefix("rule on parameter BackupReminderTip.isOnline ("))
        #expect(descriptions[2].hasPrefix("rule on event didOpenBackups ("))
    }

    @Test func aParameterWithAnExplicitIdReadsTheValueStoredUnderIt() throws {
        try engine.setParameter(id: "RenamedSettingTip.legacyFlag", value: .bool(true))
        #expect(engine.withCurrent { RenamedSettingTip.showsHints })
        #expect(engine.status(of: RenamedSettingTip()) == .available)
    }
}

/// Events with payloads, options and actions written as in TipKit.
struct EventAndOptionTests {
    @Test func payloadRulesOptionsAndActionsWork() async throws {
        let engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(InMemoryDatastore())])
        let tip = PhotoFilterTip()
        await engine.withCurrent {
            await PhotoFilterTip.noteFilterApplied("Mono")
            await PhotoFilterTip.noteFilterApplied("Warm")
        }
        #expect(engine.status(of: tip) == .pending)
        await engine.withCurrent { await PhotoFilterTip.noteFilterApplied("Mono") }
        #expect(engine.status(of: tip) == .available)
        #expect(tip.options.count == 2)
        #expect(tip.actions.map(\.id) == ["try-vivid", "later"])
        #expect(tip.actions.map(\.title.content) == ["Try it", "Later"])
        #expect(tip.actions[1].title.runs[0].style.isItalic)
    }
}
