extension HTMLReport {
    /// The page's CSS: system fonts only, verdict colours shared by badges, counts and matrix cells.
    static let stylesheet = """
        :root{color-scheme:light;--fg:#0f172a;--dim:#64748b;--line:#e2e8f0;--bg:#f8fafc}
        *{box-sizing:border-box}
        body{margin:0;padding:24px 32px 48px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Liberation Sans",sans-serif;color:var(--fg);background:var(--bg)}
        code,pre,.file,.loc{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono",monospace;font-size:12.5px}
        h1{font-size:24px;margin:0 0 8px}h2{font-size:19px;margin:32px 0 12px;padding-bottom:4px;border-bottom:2px solid var(--line)}
        h3{font-size:16px;margin:24px 0 8px}h4{font-size:14px;margin:0 0 8px;font-weight:600}
        a{color:#1d4ed8}
        .num{display:inline-block;min-width:22px;padding:0 7px;border-radius:11px;background:#e2e8f0;font-size:12px;text-align:center;vertical-align:2px}
        .note,.dim,.file{color:var(--dim)}
        .file{font-weight:400;margin-left:8px;font-size:12px}
        header .outcome{font-size:15px;margin:0 0 10px}
        .pill{display:inline-block;padding:2px 10px;border-radius:12px;font-weight:700;color:#fff;margin-right:4px}
        .pill.ok{background:#16a34a}.pill.bad{background:#dc2626}
        .counts{list-style:none;padding:0;margin:0 0 14px;display:flex;flex-wrap:wrap;gap:8px}
        .counts li{padding:3px 10px;border-radius:6px;border:1px solid rgba(0,0,0,.08)}
        table{border-collapse:collapse;background:#fff}
        th,td{border:1px solid var(--line);padding:4px 10px;text-align:left}
        table.adapters th{background:#f1f5f9;font-weight:600}
        .attention{margin:0;padding-left:24px}.attention li{margin:3px 0}.attention a{text-decoration:none;color:var(--fg)}
        .attention a:hover code{text-decoration:underline}.why{color:#b91c1c}
        .allgood{padding:10px 14px;background:#dcfce7;border-radius:8px;color:#166534;display:inline-block}
        .controls{display:flex;flex-wrap:wrap;gap:8px 18px;align-items:center;margin:0 0 8px}
        .controls input,.controls select{font:inherit;padding:2px 6px;border:1px solid #cbd5e1;border-radius:6px;background:#fff}
        .controls input{width:16em}
        button{font:inherit;font-size:13px;padding:1px 10px;border:1px solid #cbd5e1;border-radius:6px;background:#fff;color:#1d4ed8;cursor:pointer}
        .shown{margin:4px 0;color:var(--dim);font-size:13px}
        .legend{font-size:12px;color:var(--dim);margin:4px 0}.legend .cell{display:inline-block;padding:0 6px;border-radius:4px;margin-left:6px}
        .scroll{overflow:auto;max-height:80vh;border:1px solid var(--line);border-radius:8px;display:inline-block;max-width:100%}
        table.matrix{font-size:13px}
        table.matrix thead th{position:sticky;top:0;background:#f1f5f9;z-index:1;text-align:center;vertical-align:bottom}
        table.matrix thead th.spec{text-align:left}
        table.matrix .ver{display:block;font-weight:400;font-size:11px;color:var(--dim)}
        table.matrix tbody th{white-space:nowrap;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-weight:400;font-size:12.5px;background:#fff;position:sticky;left:0}
        table.matrix td{text-align:center;min-width:88px;font-weight:600}
        table.matrix td a{display:block;color:inherit;text-decoration:none}table.matrix td a:hover{text-decoration:underline}
        table.matrix tfoot th,table.matrix tfoot td{background:#f1f5f9;font-weight:700;text-align:center}
        table.matrix tfoot th{text-align:left}
        table.pairs{font-size:13px}table.pairs thead th{position:sticky;top:0;background:#f1f5f9}
        .v-pass{background:#dcfce7;color:#166534}.v-expected_fail{background:#ecfccb;color:#3f6212}
        .v-fail{background:#fee2e2;color:#991b1b}.v-error{background:#fecaca;color:#7f1d1d}.v-unexpected_pass{background:#fce7f3;color:#9d174d}
        .v-changed,.v-new,.v-not_recorded{background:#fef3c7;color:#92400e}
        .v-not_applicable{background:#f1f5f9;color:#64748b}.v-not_observable{background:#e0f2fe;color:#475569}
        td.none{background:#fff}
        .badge{display:inline-block;min-width:64px;padding:1px 6px;border-radius:4px;font-size:11px;font-weight:700;text-align:center;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace}
        .pair{content-visibility:auto;contain-intrinsic-size:auto 420px;display:block;background:#fff;border:1px solid var(--line);border-left:6px solid #cbd5e1;border-radius:8px;padding:12px 16px;margin:0 0 16px;color:var(--fg)}
        .pair.v-fail,.pair.v-error{border-left-color:#dc2626}.pair.v-unexpected_pass{border-left-color:#db2777}
        .pair.v-changed,.pair.v-new{border-left-color:#d97706}.pair.v-pass{border-left-color:#16a34a}.pair.v-expected_fail{border-left-color:#65a30d}
        details.pair{padding:6px 16px;margin-bottom:8px;contain-intrinsic-size:auto 40px}details.pair>summary{cursor:pointer;padding:2px 0}
        details[open].pair>summary{margin-bottom:8px}
        .reason{margin:4px 0 8px;white-space:pre-wrap}
        .violations{margin:4px 0 8px;padding-left:20px}.violations li{margin:2px 0}.violations li:first-child{color:#b91c1c}
        .loc{color:var(--dim);margin-right:4px}
        pre{background:#f8fafc;border:1px solid var(--line);border-radius:6px;padding:8px 12px;overflow:auto;margin:8px 0}
        pre.diff .dh{font-weight:700}pre.diff .add{color:#166534;background:#dcfce7}pre.diff .del{color:#991b1b;background:#fee2e2}
        pre.diff .mark{color:#94a3b8}pre.diff mark{background:#fde68a;color:inherit}
        .next{margin:6px 0;font-size:13px}
        details.transcript>summary{cursor:pointer;color:var(--dim)}
        table.skipped{font-size:13px}table.skipped td:not(:first-child){text-align:right}
        footer{margin-top:40px;color:var(--dim);font-size:12px}

        """
}
