// `import ConformTesting` is the one import a test target needs: it brings ConformKit (the adapter
// contract, `Given`, `FinalState`, …) and the device recorder, `ConformRecorder`, with its
// `CallbackRecorder` protocol. An app's debug build can link the `ConformRecorder` product alone
// (docs/recordings.md).
@_exported import ConformKit
@_exported import ConformRecorder
