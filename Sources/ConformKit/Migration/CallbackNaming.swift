/// How a migration tells callbacks apart: which native forms are callbacks of the app (not actions
/// the model records, such as the SDK's own dismissal), and which callback a form belongs to
/// whatever its signature. A versioned family knows; otherwise the form is read as Swift.
package struct CallbackNaming: Sendable {
    /// Whether the native form is a callback of the app.
    package var isCallback: @Sendable (String) -> Bool
    /// The callback the native form belongs to.
    package var callback: @Sendable (String) -> String

    /// Every form is a callback, named by its base name and first keyword label (`NativeForm`).
    package static let generic = CallbackNaming(isCallback: { _ in true }, callback: { NativeForm($0).callback })

    /// A form is a callback when it is a Swift name — a method, a closure or a property, followed
    /// at most by the case it was called with (`handleSuperwallEvent(withInfo:) .transactionFail`):
    /// `analytics: purchase`, `paywall UI: error shown` or `isPresented = false` are what an SDK or
    /// the app did, not methods an app implements. Of one action reported through several
    /// callbacks (`a + b`), each is read.
    package static let swiftNames = CallbackNaming(
        isCallback: { native in
            DifferenceClassifier.parts(native).allSatisfy { part in
                var words: [String] = [""]
                var depth = 0
                for character in NativeForm(part).method {
                    if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                    if character == " " && depth == 0 { words.append("") } else { words[words.count - 1].append(character) }
                }
                return !words[0].isEmpty && !words[0].hasSuffix(":") && words.dropFirst().allSatisfy { $0.hasPrefix(".") }
            }
        }, callback: { NativeForm($0).callback })

    /// The namings of two SDKs' models together: a form is a callback unless one of them calls it
    /// an action of its SDK (Adapty opening a link itself, RevenueCatUI's error alert), and belongs
    /// to the callback the naming that knows it names. No naming reads every form as Swift.
    package static func combining(_ namings: [CallbackNaming]) -> CallbackNaming {
        guard !namings.isEmpty else { return .generic }
        return CallbackNaming(
            isCallback: { native in namings.allSatisfy { $0.isCallback(native) } },
            callback: { native in
                let generic = NativeForm(native).callback
                return namings.lazy.map { $0.callback(native) }.first { $0 != generic } ?? generic
            })
    }
}

extension CallbackNaming {
    /// The naming `family` gives.
    package init(family: any VersionedAdapterFamily) {
        self.init(isCallback: { family.isCallback(native: $0) }, callback: { family.callback(of: $0) })
    }
}

extension CallbackNaming {
    /// The same naming, each form's answers kept once read: a model reads them from its tables,
    /// and a walk (`SideWalk`) asks about the same forms at every stop.
    package func memoized() -> CallbackNaming {
        let base = self
        let known = Locked([String: (isCallback: Bool, callback: String)]())
        @Sendable func answer(_ native: String) -> (isCallback: Bool, callback: String) {
            if let found = known.withLock({ $0[native] }) { return found }
            let found = (base.isCallback(native), base.callback(native))
            known.withLock { $0[native] = found }
            return found
        }
        return CallbackNaming(isCallback: { answer($0).isCallback }, callback: { answer($0).callback })
    }
}
