extension Style {
    /// The verdict's label, coloured by how good it is.
    package func verdict(_ v: Verdict) -> String {
        let label = v.label.padding(toLength: 12)
        switch v {
        case .pass, .expectedFail: return green(label)
        case .fail, .error, .unexpectedPass: return red(label)
        case .changed, .new, .notRecorded: return yellow(label)
        case .notApplicable, .notObservable: return dim(label)
        }
    }
}
