export const id = 377;
export const ids = [377];
export const modules = {

/***/ 8377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderTextReport: () => (/* binding */ renderTextReport)
});

// EXTERNAL MODULE: ./src/model/index.ts + 2 modules
var model = __webpack_require__(3870);
;// CONCATENATED MODULE: ./src/report/format.ts

/** Most severe first; equal severities keep report order, so output is stable. */
function sortFindings(findings) {
    return findings
        .map((finding, index) => ({ finding, index }))
        .sort((a, b) => (0,model/* severityRank */.qs)(b.finding.severity) - (0,model/* severityRank */.qs)(a.finding.severity) || a.index - b.index)
        .map(({ finding }) => finding);
}
function groupFindings(findings) {
    const groups = new Map();
    for (const finding of sortFindings(findings)) {
        const key = JSON.stringify([finding.rule, finding.severity, finding.message, finding.evidence.declared ?? null]);
        const group = groups.get(key);
        if (group)
            group.findings.push(finding);
        else
            groups.set(key, { lead: finding, findings: [finding] });
    }
    return [...groups.values()];
}
/** Plain (untrusted) label of where a finding happened: its tool, or the phase outside any call. */
function siteLabel(finding) {
    return finding.tool ?? phaseLabel(finding.phase);
}
/**
 * Up to `max` trace lines for a group, at least one per finding while there is room (so each tool's
 * evidence is cited), ascending; `more` when lines were left out.
 */
function groupTraceLines(group, max = 5) {
    const all = new Set(group.findings.flatMap((finding) => finding.evidence.traceLines));
    const picked = new Set();
    for (const finding of group.findings) {
        const first = finding.evidence.traceLines[0];
        if (first !== undefined && picked.size < max)
            picked.add(first);
    }
    for (const line of [...all].sort((a, b) => a - b)) {
        if (picked.size >= max)
            break;
        picked.add(line);
    }
    return { lines: [...picked].sort((a, b) => a - b), more: all.size > picked.size };
}
const SEVERITIES_DESCENDING = [...model/* SEVERITIES */.oC].reverse();
/** `1 critical, 2 high` — non-zero counts only, most severe first; `none` when all are zero. */
function severityCountsText(summary) {
    const parts = SEVERITIES_DESCENDING.filter((severity) => summary[severity] > 0).map((severity) => `${summary[severity]} ${severity}`);
    return parts.length > 0 ? parts.join(', ') : 'none';
}
function pluralize(count, singular, plural = `${singular}s`) {
    return `${count} ${count === 1 ? singular : plural}`;
}
/** Plain (untrusted) label of a phase; callers neutralize it for their sink. */
function phaseLabel(phase) {
    switch (phase.kind) {
        case 'startup':
            return 'startup';
        case 'shutdown':
            return 'shutdown';
        case 'install':
            return 'install scripts';
        case 'call':
            return `${phase.call.name} #${phase.call.iteration}${phase.afterResponse ? ' (after response)' : ''}`;
    }
}
/** `12,40,41` with at most `max` numbers, then `…`. */
function traceLinesText(lines, max = 5, separator = ',') {
    const shown = lines.slice(0, max).join(separator);
    return lines.length > max ? `${shown}${separator}…` : shown;
}
function formatDuration(ms) {
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
function rugPullText(rugPull) {
    const during = rugPull.duringSession.length > 0 ? `; ${pluralize(rugPull.duringSession.length, 'item')} changed during the session` : '';
    switch (rugPull.status) {
        case 'new':
            return `new (first run for this identity; manifest pinned)${during}`;
        case 'unchanged':
            return `unchanged since the pin${during}`;
        case 'changed':
            return `CHANGED since the pin: ${pluralize(rugPull.changes.length, 'item')}${during}`;
        case 'accepted':
            return `changed and accepted as the new pin: ${pluralize(rugPull.changes.length, 'item')}${during}`;
    }
}

;// CONCATENATED MODULE: ./src/report/attack-text.ts

// The attack stage in words, for the text report, the job summary and the PR comment: one line for the
// whole stage, one per tool something got through on; everything else is report.json's. Tool names and
// values are the caller's to neutralize (they come from the server).
/** The calls of the exercise: the attack stage's are counted apart. */
const exerciseCalls = (calls) => calls.filter((call) => !call.attack);
/** The stage in one line: not run and why, or how many attacks, how many got through and where. */
function attackSummary(section) {
    if (!section.ran)
        return section.why ?? 'not run';
    const attacks = section.attacks ?? [];
    const tools = section.tools ?? [];
    const count = (outcome) => attacks.filter((attack) => attack.outcome === outcome).length;
    const through = tools.filter((tool) => tool.gotThrough > 0).map((tool) => tool.tool);
    const parts = [
        through.length > 0 ? `${count('got-through')} got through (${through.slice(0, 5).join(', ')}${through.length > 5 ? ', …' : ''})` : 'none got through',
        `${count('refused')} refused`,
        ...(count('within-purpose') > 0 ? [`${count('within-purpose')} within the tools' declared purpose`] : []),
        ...(count('server-exited') > 0 ? ['the server exited under one'] : [])
    ];
    const stopped = section.why ? `; ${section.why}` : '';
    return `${pluralize(attacks.length, 'hostile call')} on ${pluralize(tools.filter((tool) => tool.tried > 0).length, 'tool')}: ${parts.join(', ')}${stopped}`;
}
/** One line per tool something got through on. */
function attackToolLines(section) {
    const attacks = section.attacks ?? [];
    const lines = [];
    for (const tool of section.tools ?? []) {
        if (tool.gotThrough === 0)
            continue;
        const mine = attacks.filter((attack) => attack.tool === tool.tool);
        const parameters = [...new Set(mine.filter((attack) => attack.outcome === 'got-through').map((attack) => attack.parameter))];
        const text = parameters.map((parameter) => {
            const tried = mine.filter((attack) => attack.parameter === parameter);
            const through = tried.filter((attack) => attack.outcome === 'got-through');
            const rules = [...new Set(through.map((attack) => attack.rule))].join(', ');
            return `${parameter}: ${through.length} of ${tried.length} got through (${[...new Set(through.map((attack) => attack.technique))].join(', ')}) — ${rules}`;
        });
        lines.push({ tool: tool.tool, text: text.join('; ') });
    }
    return lines;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/report/path-groups.ts

// Many paths of a kind under one directory (a git clone, an extracted archive, a build) read as one line
// in reports for people: "37 paths under ./repo/.git". Only the display collapses; report.json keeps
// every path.
/** Fewer paths than this under one directory stay listed one by one. */
const MIN_GROUP = 4;
/**
 * Items grouped by where they sit: under the topmost directory among `createdDirs` above them (the tree
 * a call made), else under their parent. Groups of at least MIN_GROUP items, in first-seen order; the
 * rest stay single, in their order.
 */
function groupPaths(items, pathOf, createdDirs) {
    const byDir = new Map();
    const anchorOf = new Map();
    for (const item of items) {
        const path = pathOf(item);
        const dir = path_groups_anchor(path, createdDirs);
        anchorOf.set(item, dir);
        const members = byDir.get(dir);
        if (members)
            members.push(item);
        else
            byDir.set(dir, [item]);
    }
    const groups = [];
    const singles = [];
    for (const item of items) {
        const dir = anchorOf.get(item);
        const members = byDir.get(dir);
        if (members.length < MIN_GROUP) {
            singles.push(item);
            continue;
        }
        if (members[0] !== item)
            continue;
        const gitRepository = external_node_path_.posix.basename(dir) === '.git' || members.some((member) => /(^|\/)\.git(\/|$)/.test(pathOf(member).slice(dir.length)));
        groups.push({ dir, items: members, gitRepository });
    }
    return { groups, singles };
}
function path_groups_anchor(path, createdDirs) {
    let top = null;
    for (let dir = path; dir !== '/' && dir !== '.' && dir !== '~' && dir !== ''; dir = external_node_path_.posix.dirname(dir)) {
        if (createdDirs.has(dir))
            top = dir;
        if (external_node_path_.posix.dirname(dir) === dir)
            break;
    }
    return top ?? external_node_path_.posix.dirname(path);
}
/** `37 paths under /x/repo (a git repository)` */
function pathGroupText(count, noun, dir, gitRepository) {
    return `${count} ${noun} under ${dir}${gitRepository ? ' (a git repository)' : ''}`;
}

;// CONCATENATED MODULE: ./src/report/file-changes-summary.ts


const MAX_CHANGE_LINES = 12;
/** The first `depth` components of `dir` (all of them when it is shorter). */
function ancestorAt(dir, depth) {
    return '/' + dir.split('/').filter(Boolean).slice(0, depth).join('/');
}
/** Changes in at most `max` lines: single entries while they fit, else grouped per directory. */
function summarizeFileChanges(changes, max = MAX_CHANGE_LINES) {
    const single = (change) => ({
        change: change.change,
        path: change.path,
        count: 1,
        ...(change.sha256 ? { sha256: change.sha256 } : {}),
        ...(change.size !== undefined ? { size: change.size } : {})
    });
    if (changes.length <= max)
        return changes.map(single);
    // A tree the server created (a clone, an extracted archive) is one line, with the directory at its top.
    const createdDirs = new Set(changes.filter((change) => change.change === 'created' && change.kind === 'directory').map((change) => change.path));
    const byTree = [];
    for (const kind of ['created', 'modified', 'deleted']) {
        const { groups, singles } = groupPaths(changes.filter((change) => change.change === kind), (change) => change.path, createdDirs);
        for (const group of groups)
            byTree.push({ change: kind, path: group.dir, count: group.items.length, ...(group.gitRepository ? { gitRepository: true } : {}) });
        byTree.push(...singles.map(single));
    }
    if (byTree.length <= max)
        return byTree.sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : 1));
    // Fold deeper and deeper directories into their parents until the lines fit.
    const maxDepth = Math.max(...changes.map((change) => change.path.split('/').length));
    for (let depth = maxDepth; depth >= 1; depth--) {
        const groups = new Map();
        for (const change of changes) {
            const at = ancestorAt(external_node_path_.posix.dirname(change.path), depth);
            const key = `${change.change}\0${at}`;
            const group = groups.get(key) ?? { line: { change: change.change, path: at, count: 0 }, first: change };
            group.line.count += 1;
            groups.set(key, group);
        }
        if (groups.size <= max || depth === 1) {
            return [...groups.values()]
                .map(({ line, first }) => (line.count === 1 ? single(first) : line))
                .sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : 1))
                .slice(0, max);
        }
    }
    return [];
}
/** "created /w/notes.txt (16 B, sha256 9f86d081…)" or "created 37 entries under /w/repo/.git". */
function changeLineText(line) {
    if (line.count === 1 && line.sha256 === undefined && line.size === undefined)
        return `${line.change} ${line.path}`;
    if (line.count === 1)
        return `${line.change} ${line.path} (${line.size ?? '?'} B${line.sha256 ? `, sha256 ${line.sha256.slice(0, 12)}…` : ''})`;
    return `${line.change} ${line.count} entries under ${line.path}${line.gitRepository ? ' (a git repository)' : ''}`;
}

// EXTERNAL MODULE: ./src/report/verdict.ts
var report_verdict = __webpack_require__(687);
;// CONCATENATED MODULE: ./src/report/collapse-findings.ts



/** What an info file finding did, from the verb its rule put first (file-rules.ts); null for attempts. */
function fileVerb(finding) {
    const { message } = finding;
    if (finding.rule === 'file-write') {
        if (message.startsWith('creates the directory '))
            return 'created-dir';
        if (message.startsWith('creates '))
            return 'created-file';
        if (message.startsWith('writes ') || message.startsWith('renames '))
            return 'wrote';
        return null;
    }
    if (finding.rule === 'file-delete')
        return message.startsWith('deletes ') || message.startsWith('moves away ') ? 'deleted' : null;
    return null;
}
/** Past this many info-level file lines left after the per-call collapse, they are summed up per area. */
const MANY_FILE_EFFECTS = 12;
function isInfoFileEffect(finding) {
    return finding.severity === 'info' && (finding.rule === 'file-write' || finding.rule === 'file-delete') && finding.evidence.paths?.[0] !== undefined;
}
function commonDirectory(paths) {
    const split = paths.map((path) => external_node_path_.posix.dirname(path).split('/'));
    const first = split[0] ?? [];
    let length = first.length;
    for (const parts of split) {
        let i = 0;
        while (i < length && parts[i] === first[i])
            i++;
        length = i;
    }
    return first.slice(0, length).join('/') || '/';
}
/** The `.git` directory a path is in, else the first directory below `base` (or `base` for its own files). */
function areaOf(path, base) {
    const git = path.indexOf('/.git/');
    if (git >= 0)
        return path.slice(0, git + 5);
    if (path.endsWith('/.git'))
        return path;
    const rest = path.slice(base === '/' ? 1 : base.length + 1).split('/');
    return rest.length > 1 ? external_node_path_.posix.join(base, rest[0]) : base;
}
function effectCounts(members) {
    const counts = new Map();
    for (const member of members) {
        const verb = fileVerb(member.lead);
        const kind = verb === null ? 'tried' : verb === 'created-file' || verb === 'created-dir' ? 'created' : verb;
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    return ['created', 'wrote', 'deleted', 'tried']
        .filter((kind) => counts.has(kind))
        .map((kind) => `${counts.get(kind)} ${kind}`)
        .join(', ');
}
function sitesKey(group) {
    return JSON.stringify([...new Set(group.findings.map(siteLabel))].sort());
}
/** One synthetic group standing for `members`: its message says what they did together. */
function merged(members, message) {
    const lead = members[0]?.lead;
    const findings = members.flatMap((member) => member.findings);
    const paths = [...new Set(findings.flatMap((finding) => finding.evidence.paths ?? []))];
    return {
        lead: { ...lead, message, evidence: { paths, traceLines: [...new Set(findings.flatMap((f) => f.evidence.traceLines))].sort((a, b) => a - b) } },
        findings
    };
}
function fileEffectText(verbs) {
    const count = (verb) => verbs.filter((v) => v === verb).length;
    const parts = [];
    const files = count('created-file');
    const dirs = count('created-dir');
    if (files > 0 && dirs > 0)
        parts.push(`created ${pluralize(files, 'file')} and ${pluralize(dirs, 'directory', 'directories')}`);
    else if (files > 0)
        parts.push(`created ${pluralize(files, 'file')}`);
    else if (dirs > 0)
        parts.push(`created ${pluralize(dirs, 'directory', 'directories')}`);
    if (count('wrote') > 0)
        parts.push(`wrote ${pluralize(count('wrote'), 'file')}`);
    if (count('deleted') > 0)
        parts.push(`deleted ${pluralize(count('deleted'), 'path')}`);
    return parts.join(', ');
}
/** groupFindings, then info-level effects that are many of a kind collapsed into one group each. */
function displayGroups(findings) {
    const groups = groupFindings(findings);
    const replaced = new Map();
    // Files: per rule and call sites, grouped under the tree the calls created, else the parent directory.
    const fileBuckets = new Map();
    for (const group of groups) {
        if (group.lead.severity !== 'info' || fileVerb(group.lead) === null || group.lead.evidence.paths?.[0] === undefined)
            continue;
        const key = JSON.stringify([group.lead.rule, sitesKey(group)]);
        const bucket = fileBuckets.get(key);
        if (bucket)
            bucket.push(group);
        else
            fileBuckets.set(key, [group]);
    }
    for (const bucket of fileBuckets.values()) {
        const pathOf = (group) => group.lead.evidence.paths?.[0];
        const createdDirs = new Set(bucket.filter((group) => fileVerb(group.lead) === 'created-dir').map(pathOf));
        for (const { dir, items, gitRepository } of groupPaths(bucket, pathOf, createdDirs).groups) {
            const verbs = items.map((group) => fileVerb(group.lead));
            const collapsed = merged(items, `${fileEffectText(verbs)} under ${dir}${gitRepository ? ' (a git repository)' : ''}`);
            items.forEach((item, index) => replaced.set(item, index === 0 ? collapsed : null));
        }
    }
    // Programs: every info-level run of one executable, whatever its arguments and call sites.
    const runs = new Map();
    for (const group of groups) {
        const executable = group.lead.evidence.paths?.[0];
        if (group.lead.rule !== 'subprocess' || group.lead.severity !== 'info' || executable === undefined || replaced.has(group))
            continue;
        const members = runs.get(executable);
        if (members)
            members.push(group);
        else
            runs.set(executable, [group]);
    }
    for (const [executable, members] of runs) {
        if (members.length < 2)
            continue;
        const name = external_node_path_.posix.basename(executable);
        const lines = new Set(members.flatMap((member) => member.findings.flatMap((finding) => (finding.evidence.argv ?? []).map((argv) => argv.join(' ')))));
        const collapsed = merged(members, `runs ${name}: ${pluralize(lines.size, 'command line')} (report.json has each)`);
        members.forEach((member, index) => replaced.set(member, index === 0 ? collapsed : null));
    }
    // What is left of many info-level file effects, across call sites: one line per git repository's own
    // files (`.git/…`) and per top-level directory below the one all of them share (the workspace).
    const leftovers = groups.filter((group) => !replaced.has(group) && isInfoFileEffect(group.lead));
    if (leftovers.length >= MANY_FILE_EFFECTS) {
        const pathOf = (group) => group.lead.evidence.paths?.[0];
        const base = commonDirectory(leftovers.map(pathOf));
        const areas = new Map();
        for (const group of leftovers) {
            const key = areaOf(pathOf(group), base);
            const members = areas.get(key);
            if (members)
                members.push(group);
            else
                areas.set(key, [group]);
        }
        for (const [area, members] of areas) {
            if (members.length < 2)
                continue;
            const gitOwn = area.endsWith('/.git');
            const collapsed = merged(members, `${pluralize(members.length, 'file effect')} under ${area}${gitOwn ? " (git's own files)" : ''}: ${effectCounts(members)} (report.json has each)`);
            members.forEach((member, index) => replaced.set(member, index === 0 ? collapsed : null));
        }
    }
    const out = [];
    for (const group of groups) {
        const replacement = replaced.get(group);
        if (replacement === undefined)
            out.push(group);
        else if (replacement !== null)
            out.push(replacement);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/report/coverage-text.ts
// Coverage in words, for every renderer (each neutralizes: item names are the server's).
/** One line per item that was called and never succeeded: its success path was not observed. */
function unreachedLines(coverage) {
    return coverage.items
        .filter((item) => item.attempts > 0 && item.ok === 0)
        .map((item) => `${item.name}: 0 of ${item.attempts} call${item.attempts === 1 ? '' : 's'} succeeded — its success path was not observed`);
}
/** "12 of 14 items (85%) reached a successful call", with the gate when there is one. */
function coverageSentence(coverage) {
    const succeeded = coverage.items.filter((item) => item.ok > 0).length;
    const totals = coverage.totals ?? {
        items: coverage.items.length,
        succeeded,
        percent: coverage.items.length === 0 ? 100 : Math.floor((100 * succeeded) / coverage.items.length)
    };
    const gate = coverage.minPercent !== undefined ? ` (--min-coverage ${coverage.minPercent}%)` : '';
    return `Coverage: ${totals.succeeded} of ${totals.items} items (${totals.percent}%) reached a successful call${gate}`;
}
/** The never-succeeded items as a short Markdown list (names as inline code, at most 20). */
function unreachedMarkdown(coverage, code) {
    const items = coverage.items.filter((item) => item.attempts > 0 && item.ok === 0);
    if (items.length === 0)
        return '';
    const shown = items.slice(0, 20).map((item) => `- ${code(item.name, 60)}: 0 of ${item.attempts} calls succeeded — its success path was not observed`);
    return `\n\n${shown.join('\n')}${items.length > 20 ? `\n- … and ${items.length - 20} more` : ''}`;
}

;// CONCATENATED MODULE: ./src/report/could-did-text.ts
const COULD_DID_TOOLS = 3;
const STEERED_TOOLS = 2;
function couldDidLines(section) {
    if (!section)
        return [];
    const differing = section.tools.filter((tool) => tool.could.some((kind) => kind !== 'credential-env' && !tool.did.includes(kind)));
    const lines = differing
        .slice(0, COULD_DID_TOOLS)
        .map((tool) => `${tool.name}  could: ${tool.could.join(', ')} · did: ${tool.did.length > 0 ? tool.did.join(', ') : 'none of these'}`);
    const steeredByTool = new Map();
    for (const steered of section.steered) {
        const reached = steered.reached.length > 0 ? steered.reached.join(', ') : 'nothing of these';
        const tool = steeredByTool.get(steered.tool) ?? [];
        tool.push(`${steered.param} = ${JSON.stringify(steered.value)} → ${reached}`);
        steeredByTool.set(steered.tool, tool);
    }
    const steeredTools = [...steeredByTool];
    for (const [tool, calls] of steeredTools.slice(0, STEERED_TOOLS))
        lines.push(`${tool} steered: ${calls.join('; ')}`);
    const more = [
        differing.length > COULD_DID_TOOLS ? `${differing.length - COULD_DID_TOOLS} more tools` : '',
        steeredTools.length > STEERED_TOOLS ? `the steered calls of ${steeredTools.length - STEERED_TOOLS} more tools` : ''
    ].filter(Boolean);
    const bound = section.truncated ? `; ${section.truncated}` : '';
    const rest = more.length > 0 ? `${more.join(' and ')} in report.json (static)` : 'the rest of the map in report.json';
    if (lines.length > 0 || section.truncated)
        lines.push(`(read ${section.files} source ${section.files === 1 ? 'file' : 'files'} in ${(section.ms / 1000).toFixed(1)} s${bound}; ${rest})`);
    return lines;
}

;// CONCATENATED MODULE: ./src/report/quiet-observations.ts

// The text report's Observations, quiet by default: a short list is shown whole; a long one keeps every
// line at or above high (never folded: each is a reason the gate fails) and folds each lower severity
// that does not fit into one line naming its rules. report.json, the Markdown summary and SARIF keep
// every finding.
/** Lines the Observations section may take before lower severities are folded. */
const OBSERVATION_LINES = 12;
function fold(severity, groups) {
    const rules = new Map();
    let count = 0;
    for (const group of groups) {
        count += group.findings.length;
        rules.set(group.lead.rule, (rules.get(group.lead.rule) ?? 0) + group.findings.length);
    }
    return { severity, count, rules: [...rules].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)) };
}
/** Which groups (already in display order, most severe first) are shown, and what is folded. */
function quietObservations(groups, budget = OBSERVATION_LINES) {
    if (groups.length <= budget)
        return { shown: [...groups], folded: [] };
    const shown = groups.filter((group) => (0,model/* severityRank */.qs)(group.lead.severity) >= (0,model/* severityRank */.qs)('high'));
    const folded = [];
    const lower = ['medium', 'low', 'info'];
    lower.forEach((severity, index) => {
        const at = groups.filter((group) => group.lead.severity === severity);
        if (at.length === 0)
            return;
        // Room left, keeping a line for each lower severity still to come.
        const still = lower.slice(index + 1).filter((next) => groups.some((group) => group.lead.severity === next)).length;
        if (folded.length === 0 && shown.length + at.length + still <= budget)
            shown.push(...at);
        else
            folded.push(fold(severity, at));
    });
    return { shown, folded };
}
/** "21 more, each in report.json: subprocess 9, file-write 6, dns-lookup 2, +3 rules" */
function foldedText(folded, maxRules = 5) {
    const rules = folded.rules.slice(0, maxRules).map(([rule, count]) => `${rule} ${count}`);
    const more = folded.rules.length > maxRules ? `, +${folded.rules.length - maxRules} rules` : '';
    return `${folded.count} ${folded.severity} finding${folded.count === 1 ? '' : 's'}, each in report.json: ${rules.join(', ')}${more}`;
}

// EXTERNAL MODULE: ./src/neutralize.ts
var neutralize = __webpack_require__(2124);
;// CONCATENATED MODULE: ./src/report/tool-behaviour.ts



/** Rows of the session's phases outside any call (lifecycle scripts, startup, shutdown) rather than of a declared item. */
function isPhaseRow(row) {
    return row.kind === 'install' || row.kind === 'startup' || row.kind === 'shutdown';
}
function emptySummary() {
    return { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
}
function subjectKey(kind, name) {
    return `${kind}\u0000${name}`;
}
function phaseKey(phase) {
    return phase.kind === 'call' ? subjectKey(phase.call.kind, phase.call.name) : subjectKey(phase.kind, phase.kind);
}
function formatEndpoint(family, address, port) {
    if (family === 'unix')
        return `unix:${address}`;
    if (port === undefined)
        return address;
    return family === 'inet6' ? `[${address}]:${port}` : `${address}:${port}`;
}
const SHELL_SAFE = /^[\w@%+=:,./-]+$/;
/** argv as a reader would type it: plain words bare, anything else single-quoted. */
function shellJoin(argv) {
    return argv.map((arg) => (SHELL_SAFE.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ');
}
function pushUnique(list, value) {
    if (!list.includes(value))
        list.push(value);
}
/**
 * Per declared item, what its calls did, attributed through the phases the profile recorded. Startup and
 * shutdown get rows only when something happened there. Runtime noise is left out.
 */
function toolBehaviour(report) {
    const rows = new Map();
    const newRow = (kind, name, declared) => ({
        kind,
        name,
        declared,
        callCount: 0,
        outcomes: [],
        reads: [],
        writes: [],
        deletes: [],
        contacts: [],
        dnsLookups: [],
        executes: [],
        sink: [],
        medianMs: null,
        findings: emptySummary()
    });
    const add = (kind, name, declared) => {
        const key = subjectKey(kind, name);
        if (!rows.has(key))
            rows.set(key, newRow(kind, name, declared));
    };
    add('install', 'install', true);
    add('startup', 'startup', true);
    const { manifest } = report;
    for (const tool of manifest.tools)
        add('tool', tool.name, true);
    for (const resource of manifest.resources)
        add('resource', resource.uri, true);
    for (const template of manifest.resourceTemplates)
        add('resourceTemplate', template.uriTemplate, true);
    for (const prompt of manifest.prompts)
        add('prompt', prompt.name, true);
    for (const call of exerciseCalls(report.calls))
        add(call.kind, call.name, false);
    add('shutdown', 'shutdown', true);
    const rowFor = (phase) => rows.get(phaseKey(phase));
    const outcomeCounts = new Map();
    const durations = new Map();
    for (const call of exerciseCalls(report.calls)) {
        const key = subjectKey(call.kind, call.name);
        const row = rows.get(key);
        if (!row)
            continue;
        row.callCount += 1;
        durations.set(key, [...(durations.get(key) ?? []), Math.max(0, call.endedAt - call.startedAt)]);
        const counts = outcomeCounts.get(key) ?? new Map();
        counts.set(call.outcome, (counts.get(call.outcome) ?? 0) + 1);
        outcomeCounts.set(key, counts);
    }
    for (const [key, counts] of outcomeCounts) {
        const row = rows.get(key);
        if (!row)
            continue;
        row.outcomes = model/* CALL_OUTCOMES */.fe.filter((outcome) => counts.has(outcome)).map((outcome) => ({
            outcome,
            count: counts.get(outcome) ?? 0
        }));
    }
    for (const [key, values] of durations) {
        const row = rows.get(key);
        if (row)
            row.medianMs = median(values);
    }
    const { observed } = report;
    const changed = new Map();
    for (const file of observed.files) {
        if (file.noise)
            continue;
        const shown = file.homePath ?? file.path;
        const label = (file.access === 'rename' && file.renamedTo !== undefined ? `${shown} -> ${file.renamedTo}` : shown) +
            (file.succeeded ? '' : ' (failed)') +
            (file.transient ? ' (transient)' : '');
        for (const phase of file.phases) {
            const row = rowFor(phase);
            if (!row)
                continue;
            if (file.access === 'read') {
                pushUnique(row.reads, file.lookup ? `${label} (${file.lookup.program}${file.lookup.hosts.length > 0 ? ` for ${file.lookup.hosts.join(', ')}` : ''})` : label);
                continue;
            }
            const lists = changed.get(row) ?? { writes: [], deletes: [], createdDirs: new Set() };
            changed.set(row, lists);
            const list = file.access === 'delete' ? lists.deletes : lists.writes;
            if (!list.some((item) => item.label === label))
                list.push({ path: shown, label, transient: file.transient === true });
            if (file.access === 'mkdir' && file.succeeded)
                lists.createdDirs.add(shown);
        }
    }
    for (const [row, lists] of changed) {
        row.writes = groupedLabels(lists.writes, lists.createdDirs);
        row.deletes = groupedLabels(lists.deletes, lists.createdDirs);
    }
    for (const connection of observed.network) {
        const hostnames = connection.hostnames.length > 0 ? ` (${connection.hostnames.join(', ')})` : '';
        const label = formatEndpoint(connection.family, connection.address, connection.port) + hostnames + (connection.succeeded ? '' : ' (failed)');
        for (const phase of connection.phases) {
            const row = rowFor(phase);
            if (row)
                pushUnique(row.contacts, label);
        }
    }
    for (const lookup of observed.dns) {
        for (const phase of lookup.phases) {
            const row = rowFor(phase);
            if (row)
                pushUnique(row.dnsLookups, `${lookup.name} (${lookup.type})`);
        }
    }
    // the name the server looked up for an address, when the sink's record has none of its own
    const lookedUp = new Map();
    for (const connection of observed.network) {
        const name = connection.hostnames[0];
        if (name !== undefined && !lookedUp.has(connection.address))
            lookedUp.set(connection.address, name);
    }
    for (const record of observed.sink ?? []) {
        // A lookup over UDP is how names are resolved: its names are already in the row's DNS list (from the
        // trace, or from this record: profile/sink-dns.ts), and a line per query would crowd out what was sent.
        if (record.protocol === 'dns' && record.transport === 'udp')
            continue;
        const row = rowFor(record.phase);
        if (row)
            pushUnique(row.sink, sinkLabel(record, lookedUp));
    }
    for (const started of observed.processes) {
        if (started.isServer)
            continue;
        const argv = started.argv.length > 0 ? started.argv : [started.executable];
        const label = shellJoin(argv) + (started.succeeded ? '' : ' (failed)');
        for (const phase of started.phases) {
            const row = rowFor(phase);
            if (row)
                pushUnique(row.executes, label);
        }
    }
    for (const finding of report.findings) {
        let row = rowFor(finding.phase);
        // A finding outside any call (e.g. a rug-pull seen at startup) still belongs to the item it names.
        if (finding.phase.kind !== 'call' && finding.tool !== undefined) {
            row = [...rows.values()].find((candidate) => !isPhaseRow(candidate) && candidate.name === finding.tool) ?? row;
        }
        if (row)
            row.findings[finding.severity] += 1;
    }
    return [...rows.values()].filter((row) => {
        if (!isPhaseRow(row))
            return true;
        return hasBehaviour(row) || Object.values(row.findings).some((count) => count > 0);
    });
}
/** Labels of changed paths, those that are many under one directory as one label (`31 paths under /w/repo`). */
function groupedLabels(items, createdDirs) {
    const { groups } = groupPaths(items, (item) => item.path, createdDirs);
    const groupOf = new Map();
    for (const group of groups)
        for (const item of group.items)
            groupOf.set(item, group);
    const labels = [];
    for (const item of items) {
        const group = groupOf.get(item);
        if (!group)
            labels.push(item.label);
        else if (group.items[0] === item) {
            const transient = group.items.filter((member) => member.transient).length;
            const noun = transient === group.items.length ? 'transient paths' : transient > 0 ? `paths (${transient} transient)` : 'paths';
            labels.push(pathGroupText(group.items.length, noun, group.dir, group.gitRepository));
        }
    }
    return labels;
}
function hasBehaviour(row) {
    return row.reads.length + row.writes.length + row.deletes.length + row.contacts.length + row.dnsLookups.length + row.executes.length + row.sink.length > 0;
}
/** `3 ok`, `2 ok, 1 timeout`, `not called` */
function outcomesText(row) {
    if (isPhaseRow(row))
        return '-';
    if (row.callCount === 0)
        return 'not called';
    return row.outcomes.map(({ outcome, count }) => `${count} ${outcome}`).join(', ');
}
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}
/** `9 ms`, `median 9 ms` (several calls), or '' when nothing was called. */
function durationText(row) {
    if (row.medianMs === null)
        return '';
    const time = row.medianMs < 10_000 ? `${row.medianMs} ms` : `${(row.medianMs / 1000).toFixed(1)} s`;
    return row.callCount > 1 ? `median ${time}` : time;
}
/** `512 B`, `1.2 KB`, `3.4 MB` (1024-based). */
function byteSize(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    if (bytes < 1024 * 1024)
        return `${(bytes / 1024).toFixed(1)} KB`;
    return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
/**
 * What the sink received on one connection or datagram and how it answered it; untrusted (SNI, host, target, names).
 * A connection that carried data reads `sent 1.2 KB to api.evil.example:443 over TLS: POST /upload (200)` (the status the sink answered),
 * the destination by the name the server used (SNI, Host, or a name it looked up that resolved there). Over an
 * opened TLS, what was sent is the decrypted request (plaintextBytes), not the encrypted records.
 */
function sinkLabel(record, lookedUp = new Map()) {
    const endpoint = formatEndpoint(record.address.includes(':') ? 'inet6' : 'inet', record.address, record.port);
    const host = record.sni ?? record.http?.host?.replace(/:\d+$/, '') ?? lookedUp.get(record.address);
    const destination = host === undefined ? endpoint : `${host}:${record.port}`;
    const sent = `sent ${byteSize(record.reply === 'tls-opened' ? (record.plaintextBytes ?? record.bytesReceived) : record.bytesReceived)} to ${destination}`;
    const request = record.http ? `${record.http.method} ${record.http.target}` : 'no request';
    switch (record.protocol) {
        case 'tls': {
            if (record.reply === 'tls-opened')
                return `${sent} over TLS: ${request} (${record.status ?? '?'})`;
            const name = record.sni !== undefined ? `for ${record.sni}` : 'without SNI';
            if (record.reply === 'tls-refused')
                return `${endpoint} TLS ${name}: the client refused the run's certificate (pinned or its own trust store)`;
            return `${endpoint} TLS ${name}: refused with an alert`;
        }
        case 'http':
            return `${sent} over HTTP: ${request} (${record.status ?? '?'})`;
        case 'dns':
            return `${sent} over DNS (${record.transport === 'udp' ? 'UDP' : 'TCP'}): ${(record.dns ?? []).map((question) => `${question.name} (${question.type})`).join(', ') || 'no query'}`;
        case 'other':
            return record.transport === 'udp' ? `${sent} over UDP` : `${sent} over TCP, neither TLS nor HTTP: closed`;
        case 'silent':
            return `${endpoint} sent nothing: closed`;
    }
}

;// CONCATENATED MODULE: ./src/report/text.ts










const SEVERITY_MARK = {
    critical: 'CRIT',
    high: 'HIGH',
    medium: 'MED ',
    low: 'LOW ',
    info: 'INFO'
};
const SEVERITY_COLOR = {
    critical: '\u001b[1;31m',
    high: '\u001b[31m',
    medium: '\u001b[33m',
    low: '\u001b[36m',
    info: '\u001b[2m'
};
const BOLD = '\u001b[1m';
const RED_BOLD = '\u001b[1;31m';
const GREEN_BOLD = '\u001b[1;32m';
const RESET = '\u001b[0m';
const MAX_MESSAGE = 200;
const MAX_NAME = 32;
const MAX_SITES = 5;
const MAX_ITEM = 64;
const MAX_ITEMS_PER_VERB = 3;
const MAX_BEHAVIOUR = 200;
const MAX_CALL_ERRORS = 3;
/** "Files changed" lines in the terminal (the Markdown summary has more room) */
const TEXT_CHANGE_LINES = 6;
/** Server text for the terminal: one line, no escapes, no workflow commands, bounded. */
function untrusted(text, maxLen) {
    return (0,neutralize/* neutralizeForLog */.$V)((0,neutralize/* truncate */.xv)(text, maxLen));
}
/** The CLI's human-readable report. Pure; every server-supplied string goes through neutralizeForLog. */
function renderTextReport(report, options) {
    const paint = (code, text) => (options.color ? `${code}${text}${RESET}` : text);
    const lines = [];
    lines.push(paint(BOLD, `mcp-behave ${untrusted(report.auditor.version, 40)}: audit of ${untrusted(report.server.identity, 80)}`));
    const info = report.server.info;
    const serverText = info ? `${untrusted(info.name, 80)} ${untrusted(info.version, 40)}` : '(no serverInfo: the server did not complete initialize)';
    const protocol = report.server.protocolVersion ? ` (protocol ${untrusted(report.server.protocolVersion, 40)})` : '';
    const field = (name, value) => {
        lines.push(`  ${name.padEnd(10)} ${value}`);
    };
    field('server', serverText + protocol);
    if (report.server.command.length > 0)
        field('command', untrusted(shellJoin(report.server.command), 200));
    if (report.server.url)
        field('url', `${untrusted(report.server.url, 200)} (${report.server.transport})`);
    if (report.server.untraced)
        field('traced', `nothing: ${report.server.untraced}`);
    field('identity', untrusted(report.server.identity, 120));
    field('sandbox', report.server.untraced ? 'none: the server does not run here' : sandboxText(report));
    field('manifest', `sha256 ${untrusted(report.manifest.sha256, 80)}`);
    field('rug-pull', report.incomplete ? 'not checked: the audit did not finish' : untrusted(rugPullText(report.rugPull), 200));
    field('calls', `${callsText(report)} in ${formatDuration(report.durationMs)}`);
    if (report.attack)
        field('attack', untrusted(attackSummary(report.attack), 240));
    lines.push('');
    lines.push(paint(BOLD, 'Observations'));
    if (report.findings.length === 0 && report.server.untraced) {
        lines.push('  No change in the declared surface. Nothing was traced: what the server does was not observed.');
    }
    else if (report.findings.length === 0) {
        lines.push('  No declared-vs-observed deviations: nothing the server did contradicts what it declared.');
    }
    const quiet = quietObservations(displayGroups(report.findings));
    for (const group of quiet.shown) {
        const { lead } = group;
        const traced = groupTraceLines(group);
        const evidence = traced.lines.length > 0 ? `  trace.log:${traced.lines.join(',')}${traced.more ? ',…' : ''}` : '';
        lines.push(`  ${paint(SEVERITY_COLOR[lead.severity], SEVERITY_MARK[lead.severity])}  ` + `${untrusted(lead.message, MAX_MESSAGE)}  [${sitesText(group)}]${evidence}`);
    }
    for (const folded of quiet.folded)
        lines.push(`  ${paint(SEVERITY_COLOR[folded.severity], SEVERITY_MARK[folded.severity])}  ${untrusted(foldedText(folded), MAX_MESSAGE)}`);
    lines.push('');
    lines.push(paint(BOLD, 'Behaviour per tool'));
    lines.push(...behaviourTable(toolBehaviour(report)).map((line) => `  ${line}`.trimEnd()));
    const couldDid = couldDidLines(report.static);
    if (couldDid.length > 0) {
        lines.push('', paint(BOLD, 'Could / did') + " (what each tool's code can reach, what the run saw)");
        for (const line of couldDid)
            lines.push(`  ${untrusted(line, 240)}`);
    }
    const escapes = report.attack ? attackToolLines(report.attack) : [];
    if (escapes.length > 0) {
        lines.push('', paint(BOLD, 'Attacks that got through') + ' (hostile values the trace shows reached their target: docs/attack.md)');
        for (const escape of escapes)
            lines.push(`  ${untrusted(escape.tool, MAX_NAME).padEnd(MAX_NAME)}  ${untrusted(escape.text, MAX_BEHAVIOUR)}`);
    }
    const failedCalls = exerciseCalls(report.calls).filter((call) => call.outcome !== 'ok');
    if (failedCalls.length > 0) {
        lines.push('');
        lines.push(paint(BOLD, 'Calls that did not succeed'));
        for (const call of failedCalls.slice(0, MAX_CALL_ERRORS)) {
            const error = call.error !== undefined ? `: ${untrusted(call.error, MAX_MESSAGE)}` : '';
            lines.push(`  ${untrusted(call.name, MAX_NAME)} #${call.iteration}  ${call.outcome}${error}`);
        }
        if (failedCalls.length > MAX_CALL_ERRORS)
            lines.push(`  … and ${failedCalls.length - MAX_CALL_ERRORS} more in report.json`);
    }
    lines.push('');
    const changes = report.observed.fileChanges ?? [];
    if (changes.length > 0) {
        lines.push(paint(BOLD, 'Files changed') + ' (in its copy-on-write view; nothing of yours changed)');
        for (const line of summarizeFileChanges(changes, TEXT_CHANGE_LINES))
            lines.push(`  ${untrusted(changeLineText(line), 200)}`);
        const shown = report.sandbox.changesArchive ? `; their bytes are in ${untrusted(report.sandbox.changesArchive, 60)}` : '';
        lines.push(`  ${pluralize(changes.length, 'change')} in report.json${shown}`);
        lines.push('');
    }
    const noise = Object.entries(report.observed.noise).filter(([, count]) => count > 0);
    if (noise.length > 0) {
        const total = noise.reduce((sum, [, count]) => sum + count, 0);
        const parts = noise.map(([category, count]) => `${untrusted(category, 40)} ${count}`).join(', ');
        lines.push(`Ignored as runtime noise: ${pluralize(total, 'file access', 'file accesses')} (${parts})`);
    }
    const trace = report.observed.trace;
    if (!report.server.untraced)
        lines.push(`Trace: ${pluralize(trace.lines, 'line')}, ${pluralize(trace.events, 'event')}, ${trace.unparsed} unparsed`);
    if (report.coverage) {
        lines.push(coverageSentence(report.coverage));
        for (const line of unreachedLines(report.coverage))
            lines.push(`  ${untrusted(line, 200)}`);
    }
    const verdict = (0,report_verdict/* verdictOf */.Vj)(report);
    const counts = report.findings.length > 0 ? `: ${severityCountsText(report.summary)}` : '';
    lines.push(paint(BOLD, `${pluralize(report.findings.length, 'finding')}${counts}`));
    if (verdict.incomplete !== null) {
        lines.push(paint(RED_BOLD, 'INCOMPLETE') + `: ${untrusted(verdict.incomplete, 400)}; only what was observed until then is reported`);
    }
    else if (verdict.blocking === 0 && verdict.coverageBelow !== null) {
        lines.push(paint(RED_BOLD, 'FAIL') + `: ${verdict.coverageBelow}`);
    }
    else if (verdict.failOn === 'never') {
        lines.push(paint(GREEN_BOLD, 'PASS') + ' (--fail-on never: findings do not fail the audit)');
    }
    else if (!verdict.passed) {
        lines.push(paint(RED_BOLD, 'FAIL') + `: ${pluralize(verdict.blocking, 'finding')} at or above ${verdict.failOn} (--fail-on ${verdict.failOn})`);
    }
    else {
        lines.push(paint(GREEN_BOLD, 'PASS') + `: no finding at or above ${verdict.failOn} (--fail-on ${verdict.failOn})`);
    }
    if (options.files) {
        if (!report.server.untraced)
            lines.push(`Evidence: ${untrusted(options.files.trace, 300)}`);
        lines.push(`Report:   ${untrusted(options.files.report, 300)}`);
    }
    else {
        lines.push('Evidence and full report: trace.log and report.json in the output directory');
    }
    return `${lines.join('\n')}\n`;
}
/** `read_config, export_settings`, `startup`, … at most MAX_SITES names, then `+N more`. */
function sitesText(group) {
    const labels = [...new Set(group.findings.map(siteLabel))];
    const shown = labels.slice(0, MAX_SITES).map((label) => untrusted(label, MAX_NAME));
    return shown.join(', ') + (labels.length > MAX_SITES ? ` +${labels.length - MAX_SITES} more` : '');
}
function sandboxText(report) {
    const { network, method, failOn, fs } = report.sandbox;
    const net = network === 'sandbox' ? `network sandboxed (${method})` : 'host network (not sandboxed: connections really left the machine)';
    const files = fs === 'host' ? '; host filesystem (not contained: the server could change your files)' : fs === 'sandbox' ? '; filesystem contained' : '';
    return `${net}${files}${descriptorsText(report)}; fail on ${failOn === 'never' ? 'never' : `${failOn} or above`}`;
}
const MAX_FDS = 8;
function fdList(fds) {
    return fds.slice(0, MAX_FDS).join(',') + (fds.length > MAX_FDS ? ',…' : '');
}
function descriptorsText(report) {
    const descriptors = report.sandbox.descriptors;
    if (!descriptors)
        return '';
    const { passed, closed } = descriptors;
    const clean = passed.every((fd) => fd <= 2);
    const closedText = closed.length > 0 ? ` (closed inherited ${fdList(closed)})` : '';
    return clean ? `; server inherited stdio only${closedText}` : `; server inherited fds ${fdList(passed)}${closedText}`;
}
function callsText(report) {
    const calls = exerciseCalls(report.calls);
    const counts = new Map();
    for (const call of calls)
        counts.set(call.outcome, (counts.get(call.outcome) ?? 0) + 1);
    const parts = [...counts].map(([outcome, count]) => `${count} ${outcome}`);
    return `${pluralize(calls.length, 'call')}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}
function rowName(row) {
    if (isPhaseRow(row))
        return `(${row.kind})`;
    const suffix = row.kind === 'tool' ? '' : ` (${row.kind})`;
    return untrusted(row.name, MAX_NAME - Array.from(suffix).length) + suffix + (row.declared ? '' : ' *');
}
/** What a row did, on one line: each verb with its first items, `+N` for the rest (report.json has all). */
function behaviourText(row) {
    const verbs = [
        ['read', row.reads],
        ['write', row.writes],
        ['delete', row.deletes],
        ['connect', row.contacts],
        ['dns', row.dnsLookups],
        ['exec', row.executes],
        ['sink', row.sink]
    ];
    const parts = verbs
        .filter(([, items]) => items.length > 0)
        .map(([verb, items]) => {
        const shown = items.slice(0, MAX_ITEMS_PER_VERB).map((item) => untrusted(item, MAX_ITEM));
        return `${verb} ${shown.join(', ')}${items.length > MAX_ITEMS_PER_VERB ? ` +${items.length - MAX_ITEMS_PER_VERB}` : ''}`;
    });
    return parts.length > 0 ? (0,neutralize/* truncate */.xv)(parts.join('; '), MAX_BEHAVIOUR) : 'nothing observed';
}
function findingsCell(row) {
    const text = severityCountsText(row.findings);
    return text === 'none' ? '-' : text;
}
function width(text) {
    return Array.from(text).length;
}
function pad(text, to) {
    return text + ' '.repeat(Math.max(0, to - width(text)));
}
/** Past this many rows, the text table keeps only the items with a finding at low or above. */
const MAX_TEXT_ROWS = 12;
function behaviourTable(rows) {
    if (rows.length === 0)
        return ['(the server declared nothing and nothing was called)'];
    // Items that did nothing and drew no finding share one line: the table fits a screen.
    const quiet = rows.filter((row) => !hasBehaviour(row) && severityCountsText(row.findings) === 'none');
    let shown = rows.length - quiet.length > 0 && quiet.length > 1 ? rows.filter((row) => !quiet.includes(row)) : rows;
    // A big surface (dozens of tools) keeps the rows a reviewer must look at — a finding at low or above —
    // and names the rest on one line; the job summary and report.json keep every row.
    const notable = (row) => row.findings.critical + row.findings.high + row.findings.medium + row.findings.low > 0;
    const infoOnly = shown.length > MAX_TEXT_ROWS ? shown.filter((row) => !notable(row)) : [];
    shown = shown.filter((row) => !infoOnly.includes(row));
    const cells = shown.map((row) => ({
        name: rowName(row),
        calls: [outcomesText(row), durationText(row)].filter(Boolean).join(', '),
        findings: findingsCell(row),
        behaviour: behaviourText(row)
    }));
    const header = { name: 'TOOL', calls: 'CALLS', findings: 'FINDINGS' };
    const nameWidth = Math.max(width(header.name), ...cells.map((cell) => width(cell.name)));
    const callsWidth = Math.max(width(header.calls), ...cells.map((cell) => width(cell.calls)));
    const findingsWidth = Math.max(width(header.findings), ...cells.map((cell) => width(cell.findings)));
    const line = (name, calls, findings, behaviour) => `${pad(name, nameWidth)}  ${pad(calls, callsWidth)}  ${pad(findings, findingsWidth)}  ${behaviour}`;
    const out = cells.length > 0 ? [line(header.name, header.calls, header.findings, 'BEHAVIOUR')] : [];
    for (const cell of cells)
        out.push(line(cell.name, cell.calls, cell.findings, cell.behaviour));
    if (infoOnly.length > 0) {
        out.push((0,neutralize/* truncate */.xv)(`info-level behaviour only (${infoOnly.length}): ${infoOnly.map(rowName).join(', ')}`, MAX_BEHAVIOUR + 60));
        out.push('  (the job summary and report.json have a row for each)');
    }
    if (quiet.length > 1 && !quiet.every((row) => shown.includes(row))) {
        const names = quiet.map(rowName);
        out.push((0,neutralize/* truncate */.xv)(`nothing observed (${quiet.length}): ${names.join(', ')}`, MAX_BEHAVIOUR + 60));
    }
    if (rows.some((row) => !row.declared))
        out.push('* called but not in the declared manifest');
    return out;
}


/***/ })

};
