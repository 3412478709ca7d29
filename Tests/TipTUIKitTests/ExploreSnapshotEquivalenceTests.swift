import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The search that keeps states (each expanded once from a fork of its session) finds what the
/// search that replayed every walk from a launch found, and a forked session goes on exactly as
/// one that replayed the same steps.
@Suite struct ExploreSnapshotEquivalenceTests {
    /// Everything `ExploreReport` reads of a search, per device.
    private func expectSameFindings(
        _ document: PlaygroundDocument, limits: PlaygroundExplorer.Limits, _ label: String
    ) throws {
        let kept = try PlaygroundExplorer(document: document, limits: limits).exploreEveryDevice()
        let replayed = try ReplayingExplorer(explorer: PlaygroundExplorer(document: document, limits: limits)).exploreEveryDevice()
        try #require(kept.count == replayed.count, "\(label)")
        for (new, old) in zip(kept, replayed) {
            let name = "\(label) on \(new.device ?? "its device")"
            #expect(new.device == old.device, "\(name)")
            #expect(new.walks == old.walks, "\(name)")
            #expect(new.competitors == old.competitors, "\(name)")
            #expect(new.reveals == old.reveals, "\(name)")
            #expect(new.whyNotDrawn == old.whyNotDrawn, "\(name)")
            #expect(new.statesExplored == old.statesExplored, "\(name)")
            #expect(new.isExhaustive == old.isExhaustive, "\(name)")
            #expect(new.depthReached == old.depthReached, "\(name)")
        }
        let newReport = ExploreReport(file: label, document: document, findings: kept, limits: limits)
        let oldReport = ExploreReport(file: label, document: document, findings: replayed, limits: limits)
        #expect(newReport.text == oldReport.text)
        #expect(newReport.json == oldReport.json)
    }

    private static func document(_ playground: String?) throws -> PlaygroundDocument {
        guard let playground else { return DefaultPlayground.document() }
        return try PlaygroundLoader.load(contentsOf: PlaygroundExplorerTests.repository.appendingPathComponent(playground))
    }

    /// Every shipped playground at the default limits, and at limits that stop the search early.
    @Test(arguments: PlaygroundExplorerTests.shippedPlaygrounds)
    func aShippedPlaygroundIsFoundAlike(playground: String?) throws {
        let document = try Self.document(playground)
        let label = playground ?? "the built-in playground"
        try expectSameFindings(document, limits: PlaygroundExplorer.Limits(), label)
        try expectSameFindings(document, limits: PlaygroundExplorer.Limits(depth: 2, states: 40), label + " (depth 2, 40 states)")
    }

    /// Random playgrounds: groups, popovers, display limits, invalidating presses, time, tips
    /// paged into view, searches that stop at a limit, find everything, or try every state.
    @Test(arguments: LawSeeds.seeds(count: LawSeeds.budget(20)))
    func aGeneratedPlaygroundIsFoundAlike(seed: UInt64) throws {
        let document = try RandomExplorePlayground.document(seed: seed)
        try expectSameFindings(document, limits: PlaygroundExplorer.Limits(depth: 5, states: 250), "generated \(seed)")
    }

    /// What a session shows and holds: the frame, the view, and per device its screen, what it
    /// presents, its clock, and its engine's view of every tip, event and parameter.
    private struct Observed: Equatable {
        var frame: String
        var state: AppState
        var devices: [String]
    }

    private func observe(_ session: PlaygroundSession) -> Observed {
        let devices = session.devices.map { device -> String in
            let engine = device.engine
            let document = device.document
            let tips = document.tips.map { declaration -> String in
                guard let tip = device.runtime.tips[declaration.id] else { return "\(declaration.id): -" }
                let record = engine.record(of: tip)
                return "\(declaration.id): \(engine.status(of: tip)) \(record.displayCount) \(record.invalidationReason.map { "\($0)" } ?? "-")"
            }
            let events = document.events.map { "\($0.id): \(engine.donations(eventID: $0.id).count)" }
            let parameters = document.parameters.map { "\($0.id): \(engine.parameterValue(id: $0.id))" }
            return ([device.name ?? "device", device.screenID, "\(device.presented.sorted { $0.key < $1.key })",
                     "\(device.shownTips.map(\.tip.id))", "\(device.clock.now.timeIntervalSince1970)",
                     "\(engine.presentationsInProgress.sorted { $0.key < $1.key })"] + tips + events + parameters)
                .joined(separator: "\n")
        }
        return Observed(frame: session.frame.buffer.textView, state: session.state, devices: devices)
    }

    /// A random walk, forking now and then and going on with the fork: at the end the fork is as
    /// a session that replayed every step from a launch, and the session it was first forked from,
    /// left where it was, is as one that replayed the steps up to there.
    @Test(arguments: [nil, "examples/phone-and-ipad.json", "examples/russian-reader.json", "examples/landmark-payloads.json"] as [String?])
    func aForkGoesOnAsAReplay(playground: String?) throws {
        let document = try Self.document(playground)
        try expectForksMatchReplays(document, seed: 7, label: playground ?? "the built-in playground")
    }

    @Test(arguments: LawSeeds.seeds(count: LawSeeds.budget(8)))
    func aForkOfAGeneratedPlaygroundGoesOnAsAReplay(seed: UInt64) throws {
        try expectForksMatchReplays(try RandomExplorePlayground.document(seed: seed), seed: seed, label: "generated \(seed)")
    }

    private func expectForksMatchReplays(_ document: PlaygroundDocument, seed: UInt64, label: String) throws {
        var random = SeededGenerator(seed: seed)
        let explorer = PlaygroundExplorer(document: document)
        let replaying = ReplayingExplorer(explorer: explorer)
        var session = try explorer.launch()
        var walk: [PlaygroundAction] = []
        var left: (session: PlaygroundSession, steps: Int)?
        var forks = 0
        let chrome: [PlaygroundAction] = [
            .key(.tab), .key(.pageDown), .key(.pageUp), .key(.enter), .moveFocus(forward: true), .sync, .relaunch,
            .advance(3_600), .inspector(true), .width(.phone),
        ] + document.devices.flatMap { [.device($0.name), .network(device: $0.name, online: false), .network(device: $0.name, online: true)] }
        for _ in 0..<60 {
            if Int.random(in: 0..<4, using: &random) == 0 {
                let fork = try session.fork()
                if left == nil { left = (session, walk.count) }
                session = fork
                forks += 1
            }
            let choices = Bool.random(using: &random) ? explorer.actions(in: session) : chrome
            let action = choices.randomElement(using: &random)!
            walk.append(action)
            session.send(action)
        }
        #expect(forks > 0)
        #expect(observe(session) == observe(try replaying.replay(walk)), "\(label) after \(walk)")
        let (original, steps) = try #require(left)
        #expect(observe(original) == observe(try replaying.replay(Array(walk.prefix(steps)))), "\(label), the first session forked")
    }
}
