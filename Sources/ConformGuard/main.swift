import ConformKit

/// `conform-guard PARENT-PID PROGRAM [ARGUMENTS…]`: runs one external adapter so that nothing it
/// starts outlives it, and it does not outlive conform (`AdapterGuard`, in ConformKit).
AdapterGuard.main(CommandLine.arguments)
