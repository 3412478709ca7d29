import TipKit

struct HalfWrittenView: View {
    var body: some View {
        List { ForEach(items) { item in
    }

struct ArchiveTip: Tip {
    var title: Text { Text("Archive old notes") }
}
