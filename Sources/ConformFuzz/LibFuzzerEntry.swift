/// libFuzzer's entry point: one call per generated input. `ci/fuzz.sh` compiles with
/// `-sanitize=fuzzer -DCONFORM_LIBFUZZER`, and `ConformFuzzMain` then hands control to libFuzzer.
@_cdecl("LLVMFuzzerTestOneInput")
public func conformFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else {
        FuzzTarget.run([])
        return 0
    }
    FuzzTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

#if CONFORM_LIBFUZZER
    /// libFuzzer's driver (LLVM 11 and later), for programs whose `main` is their own: SwiftPM names
    /// an executable's entry point itself, so libFuzzer's `main` cannot be the program's.
    @_extern(c, "LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32
#endif
