#!/usr/bin/env python3
"""The behaviour ledger of Qonversion No-Codes: every commit of qonversion/qonversion-ios-sdk between
6.0.0 and 6.13.1 that changed a file of the No-Codes paywall flow — the delegates an app implements
(Delegate.swift), the entry points (NoCodes.swift, NoCodesConfiguration.swift), the flow and the
screen (NoCodesFlowCoordinator, NoCodesNavigationController, NoCodesViewController: where every
delegate call is made), and the values the delegates receive (NoCodesAction, NoCodesError,
NoCodesErrorType, NoCodesPresentationConfiguration, NoCodesLoadingView).

The format and the reading are ci/surfaces/ledgerlib.py's; the verdicts are
Sources/ConformAdapters/Qonversion/QonversionLedgerVerdicts.swift, written by hand.

Usage:
  python3 ci/surfaces/ledger-qonversion.py --repo <qonversion-ios-sdk.git> \\
      > Sources/ConformAdapters/Qonversion/QonversionLedgerData.swift

Python 3 standard library only.
"""

from ledgerlib import ledger_main

LEDGERS = [("qonversion/qonversion-ios-sdk", ((6, 0, 0), (6, 13, 1)), [
    "Sources/NoCodes/Delegate.swift",
    "Sources/NoCodes/NoCodes.swift",
    "Sources/NoCodes/NoCodesConfiguration.swift",
    "Sources/NoCodes/NoCodesFlowCoordinator.swift",
    "Sources/NoCodes/NoCodesNavigationController.swift",
    "Sources/NoCodes/NoCodesViewController.swift",
    "Sources/NoCodes/Entities/NoCodesAction.swift",
    "Sources/NoCodes/Entities/NoCodesError.swift",
    "Sources/NoCodes/Entities/NoCodesErrorType.swift",
    "Sources/NoCodes/Entities/NoCodesLoadingView.swift",
    "Sources/NoCodes/Entities/NoCodesPresentationConfiguration.swift",
])]

if __name__ == "__main__":
    ledger_main(__doc__, LEDGERS, "ci/surfaces/ledger-qonversion.py", "QonversionLedgerData", [
        "Qonversion No-Codes' behaviour ledger: every commit of qonversion/qonversion-ios-sdk 6.0.0 … 6.13.1",
        "that changed the paywall flow, as `BehaviourLedger` reads it; the verdicts are `QonversionLedgerVerdicts`.",
    ])
