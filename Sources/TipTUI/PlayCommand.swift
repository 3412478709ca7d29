import TipTUIKit

/// `tiptui play SCRIPT`: runs a demo script live in the terminal.
func runPlay(script: String, options: RunOptions) -> Int32 {
    printError("tiptui play: not available in this build")
    return 2
}
