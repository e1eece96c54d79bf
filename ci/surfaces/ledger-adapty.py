#!/usr/bin/env python3
"""The behaviour ledger of the Adapty paywall UI, in two repositories.

adaptyteam/AdaptyUI-iOS 2.0.0 … 2.11.3 (the 2.x UI module): the public API an app implements and
calls (Sources/AdaptyUI+Public.swift: `AdaptyPaywallControllerDelegate`, 2.11's
`AdaptyObserverModeDelegate`, `AdaptyTagResolver`; AdaptyUI+TagResolver.swift; the delegate's
default extension in AdaptyUI+DefaultConfiguration.swift), the SwiftUI `.paywall` modifier
(Sources/AdaptyUI+SwiftUI) and the controller and presenter that make every delegate call
(Sources/Rendering/Controller).

adaptyteam/AdaptySDK-iOS 2.11.3 … 3.17.2 (AdaptyUI ships inside it from 3.0.0; the range starts at
the SDK's last 2.x tag so that the commits that built 3.0.0's AdaptyUI — the merge of AdaptyUI-iOS
and the 3.0 rewrite, which two gates cite — are listed, each first released at 3.0.0). The same
roles, under each of the three roots the module has lived in (AdaptyUI/ to 3.12.x,
Deprecated.AdaptyUI/ while 3.14's rewrite was under way, Sources.AdaptyUI/ from 3.14.0):

  - the public protocols, their default extension and the callback types:
    AdaptyUI+Public.swift (the delegate, `AdaptyObserverModeResolver`, `AdaptyTagResolver`,
    `AdaptyTimerResolver`), AdaptyUI+DefaultConfiguration.swift, AdaptyUI+Callbacks.swift;
  - the events handler and the view models that call it (Logic/AdaptyEventsHandler.swift,
    Logic/AdaptyProductsViewModel.swift: the purchase, restore and products-load flow,
    Logic/AdaptyPaywallInterface.swift, Logic/AdaptyUIActionsViewModel.swift; from 3.14.0
    Paywalls/Logic/AdaptyEventsHandler.swift and AdaptyUIBuilder+Logic.swift, which bridge
    Sources.UIBuilder's products and actions view models, protocols and public events/logic to
    the delegate);
  - the controller, the SwiftUI view and modifier and the configuration they take
    (Rendering/Controller, Rendering/Modifiers/AdaptyPaywallViewModifier.swift, Rendering/Wrappers,
    Rendering/View/AdaptyPaywallView_Internal.swift, Paywalls/Rendering, and 3.0's
    AdaptyUI+SwiftUI/SwiftUIExtensions.swift).

Rendering of components, media caches, the cross-platform plugin and onboardings are left out:
they call no paywall callback. These paths cover every file that the commit of each gate in
Sources/ConformAdapters/Adapty/AdaptyGateTable.swift touched in the flow.

The format and the reading are ci/surfaces/ledgerlib.py's; the verdicts are
Sources/ConformAdapters/Adapty/AdaptyLedgerVerdicts.swift, written by hand.

Usage (from ci/surfaces/):
  python3 ledger-adapty.py --repo adaptyteam/AdaptyUI-iOS=<AdaptyUI-iOS.git> \\
      --repo adaptyteam/AdaptySDK-iOS=<AdaptySDK-iOS.git> \\
      > ../../Sources/ConformAdapters/Adapty/AdaptyLedgerData.swift

Python 3 standard library only.
"""

from ledgerlib import ledger_main

UI_PATHS = [
    "Sources/AdaptyUI+Public.swift",
    "Sources/AdaptyUI+DefaultConfiguration.swift",
    "Sources/AdaptyUI+TagResolver.swift",
    "Sources/AdaptyUI+SwiftUI",
    "Sources/Rendering/Controller",
]

ROOTS = ["AdaptyUI", "Deprecated.AdaptyUI", "Sources.AdaptyUI"]
PER_ROOT = [
    "AdaptyUI+Public.swift",
    "AdaptyUI+DefaultConfiguration.swift",
    "AdaptyUI+Callbacks.swift",
    "AdaptyUI+SwiftUI/SwiftUIExtensions.swift",
    "Logic/AdaptyEventsHandler.swift",
    "Logic/AdaptyProductsViewModel.swift",
    "Logic/AdaptyPaywallInterface.swift",
    "Logic/AdaptyUIActionsViewModel.swift",
    "Paywalls/Logic/AdaptyEventsHandler.swift",
    "Paywalls/Logic/AdaptyUIBuilder+Logic.swift",
    "Paywalls/Rendering",
    "Rendering/Controller",
    "Rendering/Modifiers/AdaptyPaywallViewModifier.swift",
    "Rendering/View/AdaptyPaywallView_Internal.swift",
    "Rendering/Wrappers",
]
SDK_PATHS = ["%s/%s" % (root, path) for root in ROOTS for path in PER_ROOT] + [
    "Sources.UIBuilder/UIBuilder/AdaptyUIBuilder+Protocols.swift",
    "Sources.UIBuilder/UIBuilder/Logic/AdaptyUIProductsViewModel.swift",
    "Sources.UIBuilder/UIBuilder/Public/AdaptyUIBuilder+Events.swift",
    "Sources.UIBuilder/UIBuilder/Public/AdaptyUIBuilder+Logic.swift",
]

LEDGERS = [
    ("adaptyteam/AdaptyUI-iOS", ((2, 0, 0), (2, 11, 3)), UI_PATHS),
    ("adaptyteam/AdaptySDK-iOS", ((2, 11, 3), (3, 17, 2)), SDK_PATHS),
]

if __name__ == "__main__":
    ledger_main(__doc__, LEDGERS, "ci/surfaces/ledger-adapty.py", "AdaptyLedgerData", [
        "The Adapty paywall's behaviour ledger: every commit of adaptyteam/AdaptyUI-iOS 2.0.0 … 2.11.3 and",
        "adaptyteam/AdaptySDK-iOS 2.11.3 … 3.17.2 that changed the paywall flow, as `BehaviourLedger` reads it;",
        "the verdicts are `AdaptyLedgerVerdicts`.",
    ])
