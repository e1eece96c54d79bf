/// `.github/workflows/conform.yml` as `conform init` writes it: the shipped workflow's shape
/// (ci/github/conform.yml) for an app's repository, where Conform's source is a checkout at
/// `.conform` (a git submodule) rather than the repository itself. Three shards and a merge job that
/// names every shard, so a shard that crashed makes the verdict red.
enum StarterWorkflow {
    /// The Swift toolchain image every job runs in, pinned by digest (docs/ci.md, "The container"):
    /// the OCI index of the official `swift:6.3.3-noble`, for amd64 and arm64. The shipped workflow,
    /// ci/github/conform.yml, names the same image (InitCLITests checks it).
    static let containerImage = "swift:6.3.3-noble@sha256:66520bcba471018a34fd54ba09be97ba4abebd950a96ff5cb8c2bf50a2d33259"

    static func text(externalAdapter: Bool) -> String {
        let runtime =
            externalAdapter
            ? """
                  # Your external adapter's runtime (python3, node, …) goes here, e.g.:
                  # - uses: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0
                  #   with:
                  #     node-version: 20

            """ : ""
        return """
            # Conform on every push and pull request (written by 'conform init'; docs/ci.md). Conform is
            # built once from its source at .conform (add it with 'git submodule add <Conform's repository>
            # .conform', or change CONFORM_SOURCE), the suite runs in three shards, and one merge job gives
            # the verdict, the annotations and the step summary. A shard cannot vanish: its job fails when
            # its report is missing, the merge job runs even then, and 'conform merge' names every shard,
            # so a missing one is exit 2. Change the matrix and the merge command together.
            name: conform

            on:
              push:
                branches: [main]
              pull_request:

            permissions:
              contents: read

            concurrency:
              group: conform-${{ github.ref }}
              cancel-in-progress: true

            env:
              CONFORM_SOURCE: .conform

            jobs:
              build:
                name: build conform
                runs-on: ubuntu-latest
                container: \(containerImage)
                steps:
                  - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
                    with:
                      persist-credentials: false
                      submodules: true
                  - name: Cache the release build
                    uses: actions/cache@5a3ec84eff668545956fd18022155c47e93e2684 # v4.2.3
                    with:
                      path: ${{ env.CONFORM_SOURCE }}/.build
                      key: conform-release-${{ runner.os }}-${{ hashFiles('.conform/Package.swift', '.conform/Sources/**') }}
                  - name: Build conform
                    run: |
                      swift build -c release --package-path "$CONFORM_SOURCE" --product conform
                      mkdir -p bin
                      cp "$(swift build -c release --package-path "$CONFORM_SOURCE" --show-bin-path)/conform" bin/conform
                  - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2
                    with:
                      name: conform-bin
                      path: bin/conform
                      retention-days: 1

              shard:
                name: shard ${{ matrix.shard }}/3
                needs: build
                runs-on: ubuntu-latest
                container: \(containerImage)
                strategy:
                  fail-fast: false
                  matrix:
                    shard: [1, 2, 3]
                steps:
                  - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
                    with:
                      persist-credentials: false
            \(runtime)      - uses: actions/download-artifact@d3f86a106a0bac45b974a628896c90dbdf5c8093 # v4.3.0
                    with:
                      name: conform-bin
                      path: bin
                  - name: Run the shard
                    id: run
                    # Exit codes: 0 pass, 1 failures, 2 invalid input, 3 adapter error. The merge job decides.
                    env:
                      SHARD: ${{ matrix.shard }}
                    run: |
                      chmod +x bin/conform
                      set +e
                      bin/conform run Specs/ --shard "$SHARD/3" --json "shard-$SHARD.json" --artifacts "artifacts/shard-$SHARD" --color always
                      echo "status=$?" >> "$GITHUB_OUTPUT"
                  - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2
                    with:
                      name: conform-shard-${{ matrix.shard }}
                      path: shard-${{ matrix.shard }}.json
                      if-no-files-found: error
                      retention-days: 7
                  - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2
                    if: steps.run.outputs.status != '0'
                    with:
                      name: conform-pending-${{ matrix.shard }}
                      path: artifacts/
                      if-no-files-found: ignore
                      retention-days: 7

              merge:
                name: verdict
                needs: shard
                # Runs when a shard job failed too: the verdict must see that its report is missing.
                if: ${{ !cancelled() }}
                runs-on: ubuntu-latest
                container: \(containerImage)
                steps:
                  - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
                    with:
                      persist-credentials: false
                  - uses: actions/download-artifact@d3f86a106a0bac45b974a628896c90dbdf5c8093 # v4.3.0
                    with:
                      name: conform-bin
                      path: bin
                  - uses: actions/download-artifact@d3f86a106a0bac45b974a628896c90dbdf5c8093 # v4.3.0
                    with:
                      pattern: conform-shard-*
                      merge-multiple: true
                  - name: Merge the shards into one verdict
                    run: |
                      chmod +x bin/conform
                      bin/conform merge shard-1.json shard-2.json shard-3.json --junit conform-junit.xml \\
                        --json conform-report.json --html conform-report.html --color always
                  - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2
                    if: always()
                    with:
                      name: conform-reports
                      path: |
                        conform-junit.xml
                        conform-report.json
                        conform-report.html
                      retention-days: 30

            """
    }
}
