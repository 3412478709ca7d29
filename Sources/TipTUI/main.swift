import TipTUIKit

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--version") {
    print("tiptui \(tipPlaygroundVersion)")
} else {
    print("usage: tiptui [FILE.json]")
}
