// Styled copy with gradients and hierarchical styles, as apps write it for iOS 17 and 18.
import TipCore

struct ProUpgradeTip: Tip {
    var title: Text {
        Text("Go Pro")
            .foregroundStyle(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
    }

    var message: Text? {
        Text("Unlimited projects, ")
            + Text("cancel any time.").foregroundStyle(.tertiary)
            + Text(" Fine print.").foregroundStyle(.quaternary)
    }

    var image: Image? {
        Image(systemName: "crown.fill").foregroundStyle(Color(hue: 0.13, saturation: 0.9, brightness: 1))
    }
}

struct AuroraTip: Tip {
    var title: Text {
        Text("Northern lights tonight")
            .foregroundStyle(
                MeshGradient(
                    width: 2, height: 2,
                    points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                    colors: [.green, .teal, .blue, .purple]))
    }

    var message: Text? {
        Text("Look north after 10 pm.")
            .foregroundStyle(.linearGradient(stops: [
                Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .orange, location: 1),
            ], startPoint: .top, endPoint: .bottom))
    }
}
