export const id = 377;
export const ids = [377];
export const modules = {

/***/ 79377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  installServer: () => (/* binding */ installServer)
});

// UNUSED EXPORTS: LIFECYCLE_EVENTS, npmLifecycleScripts

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(15649);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/launch/cache-entry.ts
var cache_entry = __webpack_require__(2036);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/launch/run-client.ts


// The ecosystem's own client (npm, pip, uv) runs as the user, outside the sandbox and the trace, with
// the user's environment: their registry, proxy and credentials configuration is what resolves the
// package, as it would for `npx`/`uvx`.
const INSTALL_TIMEOUT_MS = 10 * 60 * 1000;
const KEPT_OUTPUT_BYTES = 64 * 1024;
/** Runs the client to its end; a failure is one line naming the client, with the last line it printed. */
async function runClient(run, what) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(run.program, run.args, { cwd: run.cwd, env: run.env, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        const keep = (chunk) => {
            output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT_BYTES);
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        const timer = setTimeout(() => child.kill('SIGKILL'), INSTALL_TIMEOUT_MS);
        child.on('error', (error) => {
            clearTimeout(timer);
            reject(new errors/* ConfigurationError */.j1(`${what}: could not run ${run.program}: ${error.message}`));
        });
        child.on('close', (code, signal) => {
            clearTimeout(timer);
            if (code === 0)
                return resolve(output);
            const lines = output
                .split('\n')
                .map((line) => line.trim())
                .filter((line) => line !== '' && !/^npm (warn|notice)/i.test(line));
            const last = lines.slice(-3).join(' | ').slice(0, 600);
            reject(new errors/* ConfigurationError */.j1(`${what}: ${run.program} ${signal ? `was stopped by ${signal}` : `exited with ${String(code)}`}${last ? `: ${last}` : ''}`));
        });
    });
}

// EXTERNAL MODULE: ./src/launch/spec.ts
var launch_spec = __webpack_require__(58752);
;// CONCATENATED MODULE: ./src/launch/install.ts









const LIFECYCLE_EVENTS = ['preinstall', 'install', 'postinstall'];
/** The program npx would run: the one named, the only one, or the one named like the package. */
function chooseBin(entry, wanted) {
    const names = Object.keys(entry.bins);
    const unscoped = entry.name.replace(/^@[^/]+\//, '');
    const chosen = wanted ?? (names.length === 1 ? names[0] : names.find((name) => name === unscoped || name === entry.name));
    if (chosen === undefined || !(chosen in entry.bins)) {
        const known = names.length > 0 ? `it provides: ${names.join(', ')}` : 'it provides none';
        const how = entry.ecosystem === 'npm' ? 'npx -p PKG PROGRAM' : 'uvx --from PKG PROGRAM';
        throw new errors/* ConfigurationError */.j1(`${entry.ecosystem}:${entry.name}@${entry.version}: ${wanted ? `no program named ${wanted}` : 'which program to start is ambiguous'} (${known}; name one with ${how})`);
    }
    return entry.bins[chosen];
}
function inside(root, path) {
    const resolved = external_node_path_.posix.resolve(root, path);
    if (!resolved.startsWith(`${root}/`))
        throw new errors/* ConfigurationError */.j1(`the installed package names a program outside its own directory: ${path}`);
    return resolved;
}
// ---- npm ---------------------------------------------------------------------------------------
const HiddenLockSchema = schemas/* object */.Ikc({
    packages: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ version: schemas/* string */.YjP().optional(), integrity: schemas/* string */.YjP().optional(), hasInstallScript: schemas/* boolean */.zMY().optional() }).loose())
});
const PackageJsonSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP().optional(),
    version: schemas/* string */.YjP().optional(),
    bin: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())]).optional(),
    scripts: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional()
})
    .loose();
async function readPackageJson(dir) {
    const parsed = PackageJsonSchema.safeParse(JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(dir, 'package.json'), 'utf8')));
    if (!parsed.success)
        throw new errors/* ConfigurationError */.j1(`${(0,external_node_path_.join)(dir, 'package.json')}: not a usable package.json`);
    return parsed.data;
}
async function installNpm(spec, ecosystemDir, options) {
    const exact = (0,launch_spec/* isExactVersion */.Yb)(spec);
    if (exact) {
        const dir = (0,external_node_path_.join)(ecosystemDir, (0,cache_entry/* entryName */.MB)(spec.name, spec.version));
        const entry = await (0,cache_entry/* readEntry */.hB)(dir);
        if (entry)
            return { dir, entry, cached: true };
    }
    const staging = (0,external_node_path_.join)(ecosystemDir, `.staging-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    await (0,promises_.mkdir)(staging, { recursive: true });
    try {
        const wanted = `${spec.name}@${spec.version ?? 'latest'}`;
        options.logger.info(`installing ${wanted} with npm (lifecycle scripts disabled)`);
        await (0,promises_.writeFile)((0,external_node_path_.join)(staging, 'package.json'), '{"private":true}\n');
        await runClient({
            program: 'npm',
            args: ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-update-notifier', '--omit=dev', '--prefix', staging, wanted],
            cwd: staging,
            env: options.env
        }, `npm could not install ${wanted}`);
        const packageDir = (0,external_node_path_.join)(staging, 'node_modules', spec.name);
        const manifest = await readPackageJson(packageDir);
        const version = manifest.version ?? spec.version ?? 'unknown';
        const lock = HiddenLockSchema.safeParse(JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(staging, 'node_modules', '.package-lock.json'), 'utf8').catch(() => '{}')));
        const integrity = lock.success ? (lock.data.packages[`node_modules/${spec.name}`]?.integrity ?? null) : null;
        const unscoped = spec.name.replace(/^@[^/]+\//, '');
        const binMap = typeof manifest.bin === 'string' ? { [unscoped]: manifest.bin } : (manifest.bin ?? {});
        // npx runs the link npm made in node_modules/.bin (its shebang picks the interpreter); so do we.
        const bins = Object.fromEntries(Object.keys(binMap).map((name) => [name, external_node_path_.posix.join('node_modules', '.bin', name)]));
        const entry = { ecosystem: 'npm', name: spec.name, version, integrity, bins };
        const dir = (0,external_node_path_.join)(ecosystemDir, (0,cache_entry/* entryName */.MB)(spec.name, version));
        if (!(await (0,cache_entry/* readEntry */.hB)(dir)))
            await (0,cache_entry/* commitEntry */.uc)(staging, dir, entry);
        return { dir, entry: (await (0,cache_entry/* readEntry */.hB)(dir)) ?? entry, cached: false };
    }
    finally {
        await (0,promises_.rm)(staging, { recursive: true, force: true });
    }
}
/**
 * Lifecycle scripts of the installed tree, in npm's order: dependencies (deepest first) before the
 * packages that need them. A package with a binding.gyp and no install script gets npm's implicit
 * `node-gyp rebuild`.
 */
async function npmLifecycleScripts(root) {
    const lock = HiddenLockSchema.safeParse(JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(root, 'node_modules', '.package-lock.json'), 'utf8').catch(() => '{}')));
    if (!lock.success)
        return [];
    const found = [];
    for (const [path, info] of Object.entries(lock.data.packages)) {
        if (!path.startsWith('node_modules/') || info.hasInstallScript !== true)
            continue;
        const dir = (0,external_node_path_.join)(root, path);
        const manifest = await readPackageJson(dir).catch(() => null);
        if (!manifest)
            continue;
        const scripts = {};
        for (const event of LIFECYCLE_EVENTS) {
            const script = manifest.scripts?.[event];
            if (script)
                scripts[event] = script;
        }
        if (!scripts.install && !scripts.preinstall && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'binding.gyp')))
            scripts.install = 'node-gyp rebuild';
        if (Object.keys(scripts).length === 0)
            continue;
        found.push({ depth: path.split('node_modules/').length, scripts: { dir, name: manifest.name ?? path, scripts } });
    }
    return found.sort((a, b) => b.depth - a.depth).map((item) => item.scripts);
}
// ---- pypi --------------------------------------------------------------------------------------
const PipReportSchema = schemas/* object */.Ikc({
    install: schemas/* array */.YOg(schemas/* object */.Ikc({
        metadata: schemas/* object */.Ikc({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() }).loose(),
        download_info: schemas/* object */.Ikc({
            archive_info: schemas/* object */.Ikc({ hash: schemas/* string */.YjP().optional(), hashes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional() })
                .loose()
                .optional()
        })
            .loose()
            .optional()
    })
        .loose())
});
/** `[console_scripts]` of every installed distribution: program name → entry point. */
async function consoleScripts(site, distribution) {
    const names = [];
    for (const dirName of await (0,promises_.readdir)(site).catch(() => [])) {
        if (!dirName.endsWith('.dist-info') || (0,cache_entry/* normalizePypi */.G6)(dirName.replace(/-[^-]+\.dist-info$/, '')) !== (0,cache_entry/* normalizePypi */.G6)(distribution))
            continue;
        const text = await (0,promises_.readFile)((0,external_node_path_.join)(site, dirName, 'entry_points.txt'), 'utf8').catch(() => '');
        let section = '';
        for (const raw of text.split('\n')) {
            const line = raw.trim();
            const header = /^\[(.+)\]$/.exec(line);
            if (header)
                section = header[1];
            else if (section === 'console_scripts' && line.includes('='))
                names.push(line.split('=')[0]?.trim() ?? '');
        }
    }
    return names.filter(Boolean);
}
async function installPypi(spec, ecosystemDir, options) {
    if ((0,launch_spec/* isExactVersion */.Yb)(spec)) {
        const dir = (0,external_node_path_.join)(ecosystemDir, (0,cache_entry/* entryName */.MB)((0,cache_entry/* normalizePypi */.G6)(spec.name), spec.version));
        const entry = await (0,cache_entry/* readEntry */.hB)(dir);
        if (entry)
            return { dir, entry, cached: true };
    }
    const staging = (0,external_node_path_.join)(ecosystemDir, `.staging-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    const site = (0,external_node_path_.join)(staging, 'site');
    await (0,promises_.mkdir)(site, { recursive: true });
    try {
        const wanted = spec.version ? `${spec.name}==${spec.version}` : spec.name;
        options.logger.info(`installing ${wanted} with pip (wheels only: no build scripts run)`);
        const reportPath = (0,external_node_path_.join)(staging, 'pip-report.json');
        await runClient({
            program: 'python3',
            args: ['-m', 'pip', 'install', '--no-input', '--disable-pip-version-check', '--only-binary=:all:', '--target', site, '--report', reportPath, wanted],
            cwd: staging,
            env: options.env
        }, `pip could not install ${wanted}`);
        const report = PipReportSchema.safeParse(JSON.parse(await (0,promises_.readFile)(reportPath, 'utf8').catch(() => '{}')));
        const own = report.success ? report.data.install.find((item) => (0,cache_entry/* normalizePypi */.G6)(item.metadata.name) === (0,cache_entry/* normalizePypi */.G6)(spec.name)) : undefined;
        const version = own?.metadata.version ?? spec.version ?? 'unknown';
        const sha256 = own?.download_info?.archive_info?.hashes?.sha256;
        const integrity = sha256 ? `sha256=${sha256}` : (own?.download_info?.archive_info?.hash ?? null);
        const bins = Object.fromEntries((await consoleScripts(site, spec.name)).map((name) => [name, external_node_path_.posix.join('site', 'bin', name)]));
        await (0,promises_.rm)(reportPath, { force: true });
        const entry = { ecosystem: 'pypi', name: spec.name, version, integrity, bins };
        const dir = (0,external_node_path_.join)(ecosystemDir, (0,cache_entry/* entryName */.MB)((0,cache_entry/* normalizePypi */.G6)(spec.name), version));
        if (!(await (0,cache_entry/* readEntry */.hB)(dir)))
            await (0,cache_entry/* commitEntry */.uc)(staging, dir, entry);
        return { dir, entry: (await (0,cache_entry/* readEntry */.hB)(dir)) ?? entry, cached: false };
    }
    finally {
        await (0,promises_.rm)(staging, { recursive: true, force: true });
    }
}
// ---- both --------------------------------------------------------------------------------------
/**
 * Installs (or finds in the cache) the package of a launch spec and returns how to start it. `cacheDir`
 * holds one entry per ecosystem, name and version; nothing in it is ever run by this function.
 */
async function installServer(spec, cacheDir, options) {
    const ecosystemDir = (0,external_node_path_.join)(cacheDir, spec.ecosystem);
    await (0,promises_.mkdir)(ecosystemDir, { recursive: true });
    const { dir, entry, cached } = spec.ecosystem === 'npm' ? await installNpm(spec, ecosystemDir, options) : await installPypi(spec, ecosystemDir, options);
    if (cached)
        options.logger.info(`using the cached ${spec.ecosystem} package ${entry.name}@${entry.version} (${(0,external_node_path_.relative)(cacheDir, dir)})`);
    const program = inside(dir, chooseBin(entry, spec.bin));
    const identity = { ecosystem: entry.ecosystem, name: entry.name, version: entry.version, integrity: entry.integrity };
    if (entry.ecosystem === 'npm') {
        return { package: identity, root: dir, command: [program, ...spec.args], env: {}, lifecycleScripts: await npmLifecycleScripts(dir), cached };
    }
    // pip --target writes scripts whose shebang names the installing interpreter; run them with python3
    // from the server's PATH and the install on PYTHONPATH instead.
    return { package: identity, root: dir, command: ['python3', program, ...spec.args], env: { PYTHONPATH: (0,external_node_path_.join)(dir, 'site') }, lifecycleScripts: [], cached };
}


/***/ })

};
