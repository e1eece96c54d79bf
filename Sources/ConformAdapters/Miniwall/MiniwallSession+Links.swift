import ConformKit

/// Links: the scheme filter, onOpenURL and the system default.
extension MiniwallSession {
    /// The schemes whose links reach onOpenURL (compared lowercased, as URL schemes are case-insensitive).
    static let allowedSchemes: Set<String> = ["http", "https", "mailto", "tel"]

    /// A link tap: allowed links go to onOpenURL (or the system browser by default); others call onError.
    /// Passing onOpenURL replaces the default ("The default opens it in the system browser"): the app
    /// hears the link (`link.tapped`) and nothing opens it unless its own code does; only the default
    /// opens it (`link.opened`).
    func openLink(_ url: String, context: SessionContext) {
        guard acceptsTaps else { return }
        let link = [Argument("url", url)]
        guard Self.isAllowedLink(url) else {
            // The refusal's only trace is the onError call, recorded as `link.refused` and `error`.
            guard calls.isRegistered(MiniwallHandler.onError) else { return }
            context.recorder.record(.linkRefused, url, native: MiniwallNative.onError, link)
            reportError(code: MiniwallErrors.linkRefused, details: link, context: context)
            return
        }
        if calls.isRegistered(MiniwallHandler.onOpenURL) {
            context.recorder.record(.linkTapped, url, native: "onOpenURL(_:)", link)
            // The app's onOpenURL may open it itself (`does: open_link`).
            if calls.next(MiniwallHandler.onOpenURL)?.does.contains(.openLink) == true {
                context.recorder.record(.linkOpened, url, native: MiniwallNative.appOpen, link)
            }
        } else {
            context.recorder.record(.linkOpened, url, native: MiniwallNative.systemOpen, link)
        }
    }

    /// Whether `url` may be opened: an http, https, mailto or tel link, or a path that starts with
    /// exactly one `/` (so the scheme-relative `//host` is refused).
    static func isAllowedLink(_ url: String) -> Bool {
        if let scheme = scheme(of: url) {
            return allowedSchemes.contains(scheme)
        }
        return url.hasPrefix("/") && !url.hasPrefix("//")
    }

    /// The lowercased scheme of `url` (RFC 3986: a letter, then letters, digits, `+`, `-` or `.`,
    /// before the first `:`), or nil when it has none.
    static func scheme(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let candidate = url[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter else { return nil }
        let valid = candidate.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
        return valid ? candidate.lowercased() : nil
    }
}
