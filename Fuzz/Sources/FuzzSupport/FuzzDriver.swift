import CFuzzerDriver
import Foundation

/// Starts libFuzzer from a target's top-level code.
///
/// SwiftPM links an executable on Linux with `main` defined as the target's top-level code
/// (`--defsym main=<Target>_main`), which shadows libFuzzer's own `main`; building with
/// `-parse-as-library` instead leaves that symbol undefined and the link fails. So each target
/// keeps its top-level code and hands over to libFuzzer's driver from there. The target still
/// defines `LLVMFuzzerTestOneInput`: libFuzzer's unused `main` refers to it.
public enum FuzzDriver {
    /// The libFuzzer signature of a fuzz target.
    public typealias Target = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer on `target` with the process's arguments and exits with its status.
    public static func run(_ target: Target) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, target))
    }
}
