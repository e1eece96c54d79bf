extension HTMLReport {
    /// The page's JavaScript: reads the page's data (`HTMLReport.data`), filters it by spec id
    /// substring, adapter, verdict and tag, and draws the matching matrix rows — or pairs, in the
    /// list — `rowChunk` at a time, more on "show more" or when the end scrolls into view. Every
    /// text from the data is escaped before it becomes markup. It also opens a collapsed pair a
    /// link points to, and marks `<html data-ready>` last, which the headless-browser check looks for.
    static let script = """
        (function () {
          "use strict";
          var doc = document;
          function $(id) { return doc.getElementById(id); }
          var entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\\"": "&quot;", "'": "&#39;" };
          function esc(text) { return String(text).replace(/[&<>"']/g, function (c) { return entities[c]; }); }
          var source = $("data"), data = source ? JSON.parse(source.textContent) : null;
          if (data) {
            var CHUNK = \(rowChunk), rows = data.rows, verdicts = data.verdicts, texts = data.texts, adapters = data.adapters;
            var spec = $("f-spec"), adapter = $("f-adapter"), verdict = $("f-verdict"), tag = $("f-tag"), view = $("f-view");
            var matrixBody = $("matrix-rows"), pairBody = $("pair-rows"), more = $("more"), shown = $("shown"), box = $("rows");
            var hits = [], drawn = 0, listing = false;
            var notes = function (row) {
              var list = row[3], byColumn = {};
              for (var i = 0; i + 2 < list.length; i += 3) { byColumn[list[i]] = { text: list[i + 1], link: list[i + 2] }; }
              return byColumn;
            };
            var wanted = function (code, want) {
              if (code === "-") { return false; }
              if (!want) { return true; }
              if (want === "attention") { return data.attention.indexOf(code) >= 0; }
              if (want === "skipped") { return code === "a" || code === "o"; }
              return verdicts[code][3] === want;
            };
            var matrixRow = function (r) {
              var row = rows[r], html = "<tr><th>" + esc(row[0]) + "</th>", c;
              if (row.length > 4) {
                for (c = 0; c < adapters.length; c++) {
                  html += "<td class=\\"v-error\\"><a href=\\"#invalid-" + row[4] + "\\" title=\\"invalid spec file\\">ERROR</a></td>";
                }
                return html + "</tr>";
              }
              var byColumn = notes(row);
              for (c = 0; c < adapters.length; c++) {
                var code = row[1].charAt(c), note = byColumn[c];
                if (code === "-" || !verdicts[code]) { html += "<td class=\\"none\\"></td>"; continue; }
                var v = verdicts[code], title = note && note.text >= 0 ? " title=\\"" + esc(texts[note.text]) + "\\"" : "";
                html += note && note.link >= 0
                  ? "<td class=\\"" + v[0] + "\\"><a href=\\"#p" + note.link + "\\"" + title + ">" + v[1] + "</a></td>"
                  : "<td class=\\"" + v[0] + "\\"" + title + ">" + v[1] + "</td>";
              }
              return html + "</tr>";
            };
            var pairRow = function (r, c) {
              var row = rows[r];
              if (row.length > 4) {
                return "<tr><td><span class=\\"badge v-error\\">ERROR</span></td><td><code>" + esc(row[0]) +
                  "</code></td><td></td><td><a href=\\"#invalid-" + row[4] + "\\">invalid spec file</a></td></tr>";
              }
              var v = verdicts[row[1].charAt(c)], note = notes(row)[c], why = note && note.text >= 0 ? esc(texts[note.text]) : "";
              if (note && note.link >= 0) { why += (why ? " " : "") + "<a href=\\"#p" + note.link + "\\">details</a>"; }
              return "<tr><td><span class=\\"badge " + v[0] + "\\">" + v[2] + "</span></td><td><code>" + esc(row[0]) +
                "</code></td><td><code>" + esc(adapters[c]) + "</code></td><td>" + why + "</td></tr>";
            };
            var grow = function () {
              var total = listing ? hits.length / 2 : hits.length, end = Math.min(total, drawn + CHUNK), html = "";
              for (var i = drawn; i < end; i++) { html += listing ? pairRow(hits[2 * i], hits[2 * i + 1]) : matrixRow(hits[i]); }
              (listing ? pairBody : matrixBody).insertAdjacentHTML("beforeend", html);
              drawn = end;
              var noun = listing ? (total === 1 ? "pair" : "pairs") : (total === 1 ? "spec" : "specs");
              shown.textContent = total + " " + noun + " match" + (total === 1 ? "es" : "") + (drawn < total ? "; showing the first " + drawn : "");
              more.hidden = drawn >= total;
              more.textContent = "show " + Math.min(CHUNK, total - drawn) + " more";
            };
            var apply = function () {
              var query = spec.value.trim().toLowerCase(), column = adapter.value === "" ? -1 : Number(adapter.value);
              var want = verdict.value, t = tag && tag.value !== "" ? Number(tag.value) : -1;
              var from = column < 0 ? 0 : column, to = column < 0 ? adapters.length : column + 1;
              listing = view.value === "list";
              hits = [];
              for (var r = 0; r < rows.length; r++) {
                var row = rows[r], invalid = row.length > 4;
                if (query && row[0].toLowerCase().indexOf(query) < 0) { continue; }
                if (t >= 0 && row[2].indexOf(t) < 0) { continue; }
                if (invalid) {
                  if (!want || want === "attention" || want === "error") { if (listing) { hits.push(r, -1); } else { hits.push(r); } }
                  continue;
                }
                var any = !listing && !want && column < 0;
                for (var c = from; c < to && !any; c++) {
                  if (!wanted(row[1].charAt(c), want)) { continue; }
                  if (listing) { hits.push(r, c); } else { any = true; }
                }
                if (any) { hits.push(r); }
              }
              matrixBody.textContent = "";
              pairBody.textContent = "";
              matrixBody.parentNode.hidden = listing;
              pairBody.parentNode.hidden = !listing;
              box.scrollTop = 0;
              drawn = 0;
              grow();
            };
            var pending = 0;
            spec.addEventListener("input", function () { clearTimeout(pending); pending = setTimeout(apply, 150); });
            [adapter, verdict, tag, view].forEach(function (control) { if (control) { control.addEventListener("change", apply); } });
            $("filters").addEventListener("submit", function (event) { event.preventDefault(); apply(); });
            more.addEventListener("click", grow);
            if (window.IntersectionObserver) {
              new IntersectionObserver(function (entries) {
                if (entries[0].isIntersecting && !more.hidden) { grow(); }
              }, { root: box, rootMargin: "400px" }).observe($("sentinel"));
            }
            doc.addEventListener("click", function (event) {
              var button = event.target.closest ? event.target.closest("button[data-verdict]") : null;
              if (!button) { return; }
              spec.value = "";
              adapter.value = "";
              if (tag) { tag.value = ""; }
              verdict.value = button.getAttribute("data-verdict");
              view.value = button.getAttribute("data-view") || view.value;
              apply();
              $("matrix").scrollIntoView();
            });
            // A query such as ?verdict=fail&adapter=miniwall&tag=smoke&spec=purchase&view=list sets the filters.
            location.search.slice(1).split("&").forEach(function (part) {
              var pair = part.split("="), key, value;
              try {
                key = decodeURIComponent(pair[0] || "");
                value = decodeURIComponent((pair[1] || "").replace(/\\+/g, " "));
              } catch (malformed) { return; }
              var pick = function (select, wantedText) {
                for (var i = 0; select && i < select.options.length; i++) {
                  if (select.options[i].value === value || select.options[i].text === wantedText) { select.value = select.options[i].value; }
                }
              };
              if (key === "spec") { spec.value = value; }
              if (key === "adapter") { pick(adapter, value); }
              if (key === "verdict") { pick(verdict, null); }
              if (key === "tag") { pick(tag, value); }
              if (key === "view") { pick(view, null); }
            });
            apply();
          }
          function reveal() {
            var id = location.hash.slice(1);
            var target = id ? doc.getElementById(id) : null;
            if (!target) { return; }
            for (var node = target; node; node = node.parentElement) {
              if (node.tagName === "DETAILS") { node.open = true; }
            }
            target.scrollIntoView();
          }
          window.addEventListener("hashchange", reveal);
          reveal();
          doc.documentElement.setAttribute("data-ready", "1");
        })();

        """
}
