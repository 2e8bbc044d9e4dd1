// `GET /`: the standings page, one self-contained HTML file (no script, style or font from
// elsewhere): a table a problem, best first, drawn here from the same standings as
// /standings.json. Every 2 s its script fetches the page again and swaps the tables in place.
import type { ProblemsJson } from './arena.js';
import type { Standings } from './standings.js';

/** How often the page refreshes its tables. */
const REFRESH_MS = 2000;

const STYLE = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1d2430; background: #f4f6f9; }
body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
header p, footer { color: #566072; margin: 0; }
main { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(26rem, 100%), 1fr)); gap: 1rem; margin: 1.25rem 0; }
section { background: #fff; border: 1px solid #d9dee7; border-radius: .5rem; padding: .75rem 1rem 1rem; }
h2 { font-size: 1.1rem; margin: 0; display: flex; align-items: baseline; gap: .75rem; flex-wrap: wrap; }
h2 small { font-weight: normal; color: #566072; font-size: .85rem; }
h2 a { margin-left: auto; font-size: .85rem; font-weight: normal; }
table { width: 100%; border-collapse: collapse; margin-top: .5rem; font-variant-numeric: tabular-nums; table-layout: fixed; }
col.rank { width: 2.5rem; } col.number { width: 22%; }
th, td { padding: .3rem .5rem; text-align: right; border-bottom: 1px solid #eef1f5; }
th { font-size: .8rem; color: #566072; font-weight: 600; }
th:nth-child(2), td:nth-child(2) { text-align: left; overflow: hidden; text-overflow: ellipsis; }
tr.first td { font-weight: 600; background: #eefaf1; }
td.wrong { color: #b3261e; }
p.none { color: #566072; margin: .5rem 0 0; font-size: .9rem; }
footer { font-size: .9rem; }
footer code { background: #e8ebf0; padding: 0 .25rem; border-radius: .2rem; }
`;

/** The page with the standings as they are now. */
export function standingsPage(standings: Standings, problems: ProblemsJson, players: readonly string[]): string {
  const sections = problems.problems.map((problem) => {
    const ranked = standings.ranked(problem.id);
    const rows = ranked.map(({ player, entry }, rank) => `<tr${rank === 0 ? ' class="first"' : ''}><td>${rank + 1}</td><td>${escape(player)}</td>`
      + `<td${entry.misplaced > 0 ? ' class="wrong"' : ''}>${number(entry.misplaced)}</td><td>${number(entry.cost)}</td><td>${number(entry.submissions)}</td></tr>`);
    const waiting = players.filter((player) => !ranked.some((line) => line.player === player));
    return `<section id="problem-${escape(problem.id)}"><h2>${escape(problem.id)} <small>${problem.columns} x ${problem.rows}, limit ${problem.selectLimit}, `
      + `select ${number(problem.selectCost)}, swap ${number(problem.swapCost)}</small><a href="/problem/${escape(problem.id)}.ppm">image (P6)</a></h2>`
      + (rows.length > 0 ? `<table><colgroup><col class="rank"><col><col class="number"><col class="number"><col class="number"></colgroup><thead><tr><th>#</th><th>player</th><th>misplaced</th><th>cost</th><th>answers</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '')
      + (waiting.length > 0 ? `<p class="none">No answer yet: ${waiting.map(escape).join(', ')}</p>` : '')
      + '</section>';
  });
  const summary = `${number(problems.problems.length)} problems, ${number(players.length)} players, ${number(standings.total)} answers accepted; `
    + `as of ${new Date().toISOString().slice(11, 19)} UTC`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Procon 25 practice arena</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body>
<header><h1>Procon 25 practice arena</h1><p id="summary">${summary}</p></header>
<main id="standings">${sections.join('\n')}</main>
<footer>Best first: fewest pieces misplaced, then the lowest cost, then the earliest. Answers go to <code>POST /SubmitAnswer</code>
(fields <code>playerid</code>, <code>problemid</code>, <code>answer</code>); the same figures as JSON: <a href="/standings.json">standings.json</a>,
the problems: <a href="/problems.json">problems.json</a>.</footer>
<script>
setInterval(async () => {
  try {
    const page = new DOMParser().parseFromString(await (await fetch(location.pathname, { cache: 'no-store' })).text(), 'text/html');
    for (const id of ['summary', 'standings']) document.getElementById(id).replaceWith(page.getElementById(id));
  } catch { /* the arena is restarting, say: the tables stay as they are */ }
}, ${REFRESH_MS});
</script>
</body>
</html>
`;
}

function number(value: number): string {
  return value.toLocaleString('en-US');
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
