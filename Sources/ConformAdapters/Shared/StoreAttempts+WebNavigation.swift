import ConformKit

extension StoreAttempts {
    /// The error code the next web paywall navigation fails with, nil when it opens: the spec's
    /// `given.web_navigation` answers navigation by navigation; past its answers (or without any),
    /// `otherwise` answers every one.
    mutating func nextWebNavigationFailure(otherwise: String?) -> String? {
        switch nextWebNavigation() {
        case .opened?: return nil
        case .failed(let code)?: return code
        case nil: return otherwise
        }
    }
}
