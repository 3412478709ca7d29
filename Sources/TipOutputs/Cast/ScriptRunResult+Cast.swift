import TipTUIKit

extension ScriptRunResult {
    /// The asciicast v2 recording (`--cast`), nil when the script could not run. Written out
    /// on request only: as text it holds every frame in full.
    public var cast: String? { timeline?.asciicast(title: "tiptui check \(path)") }
}
