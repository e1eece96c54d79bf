extension AdapterInfo {
    /// `id`, `sdk` and `version` into the open object: how every JSON report names an adapter.
    func writeIdentity(_ w: inout JSONWriter) {
        w.string("id", id)
        w.string("sdk", sdk)
        w.string("version", sdkVersion)
    }
}
