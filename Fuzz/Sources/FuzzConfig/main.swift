import BitextKit
import Foundation
import FuzzSupport

/// One input as `bitext.yml`, through `BitextConfig.load(root:)`, the only way in: it reads the
/// file from an input root, so the input is written to the process's folder, which is that root
/// (the paths it names are checked against it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzFolder.write(FuzzInput.data(bytes, count), to: BitextConfig.fileName)
    _ = try? BitextConfig.load(root: FuzzFolder.path)
    return 0
}

FuzzDriver.run(fuzzConfig)
