import Foundation

extension TipsEngine {
    /// Declares an event's donation limit for events known only by id (playground files).
    /// Swift `Tips.Event` values carry their own limit.
    public func registerEvent(id: String, donationLimit: Tips.DonationLimit?) {
        state.withLock { state in state.eventLimits[id] = donationLimit }
    }

    /// Records one donation stamped with the engine's "now" and prunes to the event's limit
    /// (spec EVT-1, EVT-4). Before `configure` the donation is dropped and nil is returned (EVT-8).
    /// The donation is visible to the very next evaluation (EVT-10).
    @discardableResult
    public func donate(eventID: String, payload: Data = Data("{}".utf8), donationLimit: Tips.DonationLimit? = nil) throws
        -> DonationRecord?
    {
        let stored = try state.withLock { state -> DonationRecord? in
            guard state.configuration != nil else { return nil }
            let now = state.clock.now
            let limit = donationLimit ?? state.eventLimits[eventID]
            let stored = try state.write { operations in
                let stored = try operations.appendDonation(DonationRecord(eventID: eventID, date: now, payload: payload))
                if let limit {
                    try operations.pruneDonations(
                        eventID: eventID, keepingNewest: limit.maximumCount,
                        notBefore: limit.maximumAge.map { now.addingTimeInterval(-$0.timeInterval) })
                }
                return stored
            }
            // Under a limit the store pruned too: the cache cannot tell what, so it reads again.
            state.eventChanged(eventID, appending: limit == nil ? stored : nil)
            return stored
        }
        if stored != nil { notifyObservers() }
        return stored
    }

    /// Removes every donation of an event (spec EVT-2). Does nothing before `configure`.
    public func deleteDonations(eventID: String) throws {
        let deleted = try state.withLock { state -> Bool in
            guard state.configuration != nil else { return false }
            try state.write { try $0.deleteDonations(eventID: eventID) }
            state.eventChanged(eventID)
            return true
        }
        if deleted { notifyObservers() }
    }

    /// The donations rules see for an event: the newest 1000 (or the limit's count, also above
    /// 1000), none older
    /// than the limit's age, oldest first (spec EVT-3, EVT-4, EVT-7). `limit` nil uses the limit
    /// registered for the id.
    public func donations(eventID: String, limit: Tips.DonationLimit? = nil) -> [DonationRecord] {
        visibleDonationRecords(eventID: eventID, limit: limit)
    }

    func visibleDonationRecords(eventID: String, limit: Tips.DonationLimit?) -> [DonationRecord] {
        let (list, visible) = visibleDonations(eventID: eventID, limit: limit)
        return list.records(eventID: eventID, in: visible)
    }

    /// How many donations rules see for an event: `donations(eventID:limit:).count` without
    /// building the records.
    public func visibleDonationCount(eventID: String, limit: Tips.DonationLimit? = nil) -> Int {
        visibleDonations(eventID: eventID, limit: limit).visible.count
    }

    /// `visibleDonationCount(eventID:)` of each event, in order, checking the datastore for outside
    /// changes once for them all: for a caller that reads every event's count many times.
    public func visibleDonationCounts(eventIDs: [String]) -> [Int] {
        state.withLock { state in
            state.refreshIfStale()
            let now = state.clock.now
            return eventIDs.map { eventID in
                let limit = state.eventLimits[eventID]
                return Self.visibleIndices(of: state.donationList(eventID: eventID, limit: limit), limit: limit, now: now).count
            }
        }
    }

    /// An event's donations (the cached read, or an in-memory store's own list) and which of
    /// them rules see.
    private func visibleDonations(eventID: String, limit: Tips.DonationLimit?) -> (list: DonationList, visible: Range<Int>) {
        let evaluation = RuleEvaluationContext.current
        return state.withLock { state in
            if evaluation == nil { state.refreshIfStale() }
            let effectiveLimit = limit ?? state.eventLimits[eventID]
            let list = state.donationList(eventID: eventID, limit: effectiveLimit)
            let now = evaluation?.now ?? state.clock.now
            return (list, Self.visibleIndices(of: list, limit: effectiveLimit, now: now))
        }
    }

    /// The donations of `list` rules see under `limit` at `now` (EVT-3, EVT-4, EVT-7): always the
    /// newest ones, since the list is in date order.
    static func visibleIndices(of list: DonationList, limit: Tips.DonationLimit?, now: Date) -> Range<Int> {
        // The cache may hold more than this query sees, when another limit on the id read more.
        var start = max(0, list.count - Tips.donationQueryLimit(for: limit))
        if let limit {
            start = max(start, list.count - max(0, limit.maximumCount))
            if let age = limit.maximumAge {
                start = max(start, list.firstIndex { now.timeIntervalSince($0) <= age.timeInterval })
            }
        }
        return start..<list.count
    }

    /// The donations of a Swift event, decoded as its payload type. Donations whose payload does
    /// not decode as that type are left out and reported in `lastError` as
    /// `invalidPredicateValueType` (RUL-6).
    func donations<DonationInfo>(of event: Tips.Event<DonationInfo>) -> [Tips.Event<DonationInfo>.Donation] {
        let evaluation = RuleEvaluationContext.current
        let (donations, effectiveLimit) = state.withLock { state -> ([Tips.Event<DonationInfo>.Donation], Tips.DonationLimit?) in
            if evaluation == nil { state.refreshIfStale() }
            let limit = event.donationLimit ?? state.eventLimits[event.id]
            let type = ObjectIdentifier(DonationInfo.self)
            let list = state.donationList(eventID: event.id, limit: limit)
            if let cached = state.cache.decodedDonations[event.id]?[type] as? DecodedDonations<DonationInfo>,
               cached.sourceCount == list.count {
                return (cached.donations, limit)
            }
            let decoded = DecodedDonations<DonationInfo>(list)
            if decoded.skippedAny { state.lastError = TipKitError.invalidPredicateValueType }
            state.cache.decodedDonations[event.id, default: [:]][type] = decoded
            return (decoded.donations, limit)
        }
        return applying(effectiveLimit, to: donations, evaluation: evaluation)
    }

    /// Records a Swift donation; failures are kept in `lastError` because TipKit's `donate()`
    /// cannot throw.
    func recordDonation<DonationInfo>(_ donation: DonationInfo, to event: Tips.Event<DonationInfo>) {
        do {
            // Payload-less events, the common case, skip building a JSON encoder per donation.
            let payload = donation is Tips.EmptyDonation ? DonationRecord.emptyPayload : try TipValue.encoder.encode(donation)
            try donate(eventID: event.id, payload: payload, donationLimit: event.donationLimit)
        } catch {
            state.withLock { $0.lastError = error }
        }
    }

    /// The decoded donations rules see under `limit`; decoding may have left some out, so this
    /// filters the donations themselves rather than using `visibleIndices`.
    private func applying<Donation: TimestampedDonation>(
        _ limit: Tips.DonationLimit?, to donations: [Donation], evaluation: RuleEvaluationContext?
    ) -> [Donation] {
        // The cache may hold more than this query sees, when another limit on the id read more.
        let queryLimit = Tips.donationQueryLimit(for: limit)
        let queried = donations.count > queryLimit ? Array(donations.suffix(queryLimit)) : donations
        guard let limit else { return queried }
        var visible = Array(queried.suffix(max(0, limit.maximumCount)))
        if let age = limit.maximumAge {
            let now = evaluation?.now ?? self.now
            visible.removeAll { now.timeIntervalSince($0.date) > age.timeInterval }
        }
        return visible
    }
}

extension EngineState {
    /// Updates or forgets cached donations of an event and tells rules over it to re-run.
    /// A newest donation we stored ourselves is appended to the cache, raw and decoded, rather
    /// than re-read and decoded again, so a donation costs no query of the 1000 visible ones.
    mutating func eventChanged(_ eventID: String, appending donation: DonationRecord? = nil) {
        if let donation, let limit = cache.donations[eventID]?.limit,
           cache.donations[eventID]?.list.dates.last.map({ $0 <= donation.date }) ?? true {
            // Appended in place: a copy taken out of the dictionary would share the list's
            // storage and copy all of it on every donation.
            cache.donations[eventID]?.append(donation)
            cache.decodedDonations[eventID] = cache.decodedDonations[eventID]?.compactMapValues {
                $0.appending(donation, limit: limit)
            }
        } else {
            cache.donations[eventID] = nil
            cache.decodedDonations[eventID] = nil
        }
        cache.inputChanged(.event(id: eventID))
    }
}
