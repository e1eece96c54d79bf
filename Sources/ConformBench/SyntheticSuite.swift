import Foundation

/// Writes a synthetic suite of realistic specs — purchases, cancels, failures, restores, retries
/// with virtual waits — so the benchmark measures the real pipeline on files it made itself.
enum SyntheticSuite {
    /// The scenario templates; `#` is replaced by a unique number so no two specs are identical.
    static let templates: [(String, String)] = [
        (
            "purchase",
            """
            title: 'Synthetic #: a purchase completes, once'
            source: 'synthetic benchmark spec #'
            tags: [purchase, bench]
            given:
              products: [premium_monthly_#, premium_annual]
              store:
                premium_monthly_#: purchased
            steps:
              - present
              - buy: premium_monthly_#
            expect:
              order:
                - purchase.started premium_monthly_#
                - purchase.completed premium_monthly_#
              never: [purchase.failed, error]
              count: {purchase.completed: 1}

            """
        ),
        (
            "cancel",
            """
            title: 'Synthetic #: a cancelled purchase keeps the paywall open'
            tags: [purchase, cancel, bench]
            given:
              products: [premium_monthly_#]
              store: {premium_monthly_#: cancelled}
            steps:
              - present
              - buy: premium_monthly_#
            expect:
              order: [purchase.started premium_monthly_#, purchase.cancelled premium_monthly_#]
              never: [purchase.completed, paywall.closed]
              state: open

            """
        ),
        (
            "failure",
            """
            title: 'Synthetic #: a failed purchase reports its code and stays open'
            tags: [purchase, failure, bench]
            given:
              products: [premium_monthly_#]
              store:
                premium_monthly_#: failed purchase_failed after 1.5s
            steps:
              - present
              - buy: premium_monthly_#
              - wait: 2s
            expect:
              order:
                - purchase.started premium_monthly_#
                - purchase.failed premium_monthly_# code=purchase_failed
              count: {purchase.started: 1}
              state: open

            """
        ),
        (
            "restore",
            """
            title: 'Synthetic #: a restore that finds a product'
            tags: [restore, bench]
            given:
              products: [premium_monthly_#]
              restore: [premium_monthly_#]
            steps:
              - present
              - restore
              - wait: 500ms
            expect:
              order: [restore.started, restore.completed]
              never: [restore.failed]

            """
        ),
        (
            "retry",
            """
            title: 'Synthetic #: two failed loads, then products, with a close'
            tags: [products, retry, bench]
            given:
              products: [premium_monthly_#, premium_annual]
              product_loading: {failures: 2}
              handlers: {}
            steps:
              - present
              - wait: 2s
              - wait: 2s
              - close
            expect:
              never: [purchase.started, error]
              unspecified: [products.failed, products.loaded]

            """
        )
    ]

    /// Writes `count` specs under `root/Specs`, returning the total bytes written.
    static func write(count: Int, root: String) throws -> Int {
        var bytes = 0
        for i in 0..<count {
            let (area, template) = templates[i % templates.count]
            let folder = "\(root)/Specs/\(area)/\(i / 1000)"
            if i % 1000 < templates.count {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let text = template.replacingOccurrences(of: "#", with: String(i))
            let data = Data(text.utf8)
            bytes += data.count
            try data.write(to: URL(fileURLWithPath: "\(folder)/spec-\(i).yaml"))
        }
        return bytes
    }
}
