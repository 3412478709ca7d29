import TipTUIKit

/// `tiptui check SCRIPT...`: runs demo scripts headless.
func runCheck(scripts: [String], options: CheckOptions) -> Int32 {
    printError("tiptui check: not available in this build")
    return 2
}
