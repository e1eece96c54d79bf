// The device recorder is part of ConformTesting: `import ConformTesting` brings `ConformRecorder`
// too. An app's debug build can link the `ConformRecorder` product alone (docs/recordings.md).
@_exported import ConformRecorder
