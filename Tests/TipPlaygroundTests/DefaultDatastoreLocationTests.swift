import Testing
import TipPlayground

@Suite struct DefaultDatastoreLocationTests {
    @Test func usesXDGDataHomeWhenSet() {
        let url = DefaultDatastoreLocation.directory(forPlayground: nil, environment: ["XDG_DATA_HOME": "/x/data"])
        #expect(url.path == "/x/data/tiptui/default-playground")
    }

    @Test func fallsBackToLocalShareInHome() {
        let url = DefaultDatastoreLocation.directory(forPlayground: nil, environment: ["HOME": "/home/ann"])
        #expect(url.path == "/home/ann/.local/share/tiptui/default-playground")
    }

    @Test func eachPlaygroundFileGetsItsOwnStableFolder() {
        let env = ["HOME": "/home/ann"]
        let trails = DefaultDatastoreLocation.directory(forPlayground: "/p/trails.json", environment: env)
        let other = DefaultDatastoreLocation.directory(forPlayground: "/q/trails.json", environment: env)
        #expect(trails.lastPathComponent.hasPrefix("trails-"))
        #expect(trails != other)
        #expect(trails == DefaultDatastoreLocation.directory(forPlayground: "/p/./trails.json", environment: env))
    }
}
