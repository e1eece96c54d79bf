/// A folder with its own `conform.yaml` that a workspace includes (`packages:`), or the workspace
/// itself when its `conform.yaml` names a `package`: a vendor's adapters, specs, goldens and known
/// divergences, kept in its own repository (docs/packages.md).
///
/// Its names cannot collide with anyone's: its adapters are `<name>.<adapter>` and its specs
/// `<name>/<path>`, wherever it runs; two packages of one name, or a package named like a folder
/// of the including suite, are configuration errors.
package struct AdapterPackage: Sendable, Hashable {
    /// The package's name (`acme`), from its own `conform.yaml`.
    package var name: String
    /// Its folder.
    package var directory: String
    /// Its specs' root; their ids are `<name>/<path under it>`.
    package var suite: String
    /// Where the goldens of its adapters live.
    package var golden: String
    /// Where the known-divergence lists of its adapters live.
    package var divergences: String
    /// Its adapters' ids, in its order.
    package var adapterIDs: [String]

    /// The id of the package's adapter `local`: `acme.rn`.
    package func adapterID(_ local: String) -> String { name + "." + local }

    /// The id of the package's spec at `relative` under its suite: `acme/purchase/twice`.
    package func specID(_ relative: String) -> String { name + "/" + relative }
}
