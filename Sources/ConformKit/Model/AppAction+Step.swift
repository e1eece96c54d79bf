extension AppAction {
    /// The step this action performs when the app takes it inside a handler, for the actions that
    /// are app steps (`dismiss`, `present`, `app_restore`, `close_browser`): a model performs it
    /// exactly as that step, just before the handler answers. Nil for the actions that act on what
    /// the handler received (`open_link` opens the link the call carried) or have no step
    /// (`show_alert`).
    package var step: Step? {
        switch self {
        case .dismiss: return .dismiss
        case .present: return .present(Presentation())
        case .appRestore: return .appRestore
        case .closeBrowser: return .closeBrowser
        case .openLink, .showAlert: return nil
        }
    }
}
