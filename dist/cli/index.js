#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6591:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



/* unused reexport */ __nccwpck_require__(5335);
exports.parse = __nccwpck_require__(2696);


/***/ }),

/***/ 2696:
/***/ ((module) => {



/**
 * @import {
 * 	ControlOperator,
 * 	Env,
 * 	GlobPattern,
 * 	ParseEntry,
 * } from './parse' */

// '<(' and '>(' are process substitution operators and
// can be parsed the same as control operator
var CONTROL = /** @type {const} */ ('(?:') + /** @type {const} */ ([
	'\\|\\|',
	'\\&(?:\\&|>>?)', // `&&`, `&>`, and `&>>`
	';;\\&?', // `;;` and `;;&`
	'[;|]\\&', // `;&` and `|&`
	'\\<\\(',
	'\\<\\<\\<',
	'\\<\\<-',
	'\\<\\<(?!\\()', // `<<(` stays `<` and `<(`, as zsh reads it; other shells reject it
	'>>',
	'>[&|(]', // `>&`, `>|`, and `>(`
	'<[&>]', // `<&` and `<>`
	'[&;()|<>]'
]).join(/** @type {const} */ ('|')) + /** @type {const} */ (')');
var controlRE = new RegExp('^' + CONTROL + '$');
var META = /** @type {const} */ ('|&;()<> \\t');
var SINGLE_QUOTE = /** @type {const} */ ('\'([^\']*?)\'');
// bash ANSI-C quoting, `$'...'`: a backslash escapes the next character, including `'`
var ANSI_C_BODY = '(?:\\\\[\\s\\S]|[^\\\\\'])*?';
var ANSI_C_QUOTE = '\\$\'' + ANSI_C_BODY + '\'';
var ansiCAt = new RegExp('\\$\'' + ANSI_C_BODY + '(?:(\')|\\\\?$)', 'g');
var ANSI_C_LETTERS = 'abeEfnrtv';
var ANSI_C_CHARS = '\x07\b\x1B\x1B\f\n\r\t\v';
var hash = /^#$/;

var SQ = /** @type {const} */ ("'");
var DQ = /** @type {const} */ ('"');
var DS = /** @type {const} */ ('$');

var TOKEN = '';
var mult = /** @type {const} */ (0x100000000); // Math.pow(16, 8);
for (var i = 0; i < 4; i++) {
	TOKEN += (mult * Math.random()).toString(16);
}
var startsWithToken = new RegExp('^' + TOKEN);

/**
 * @param {string} s
 * @param {RegExp} r
 */
function matchAll(s, r) {
	var origIndex = r.lastIndex;

	var matches = [];
	var matchObj;

	while ((matchObj = r.exec(s))) {
		matches[matches.length] = matchObj;
		if (r.lastIndex === matchObj.index) {
			r.lastIndex += 1;
		}
	}

	r.lastIndex = origIndex;

	return matches;
}

/**
 * @param {Env} env
 * @param {string} pre
 * @param {string} key
 */
function getVar(env, pre, key) {
	var r = typeof env === 'function' ? env(key) : env[key];
	if (typeof r === 'undefined' && key != '') {
		r = '';
	} else if (typeof r === 'undefined') {
		r = '$';
	}

	if (typeof r === 'object') {
		return pre + TOKEN + JSON.stringify(r) + TOKEN;
	}
	return pre + r;
}

var ansiCEscape = /\\([0-7]{1,3}|x[\dA-Fa-f]{1,2}|u[\dA-Fa-f]{1,4}|U[\dA-Fa-f]{1,8}|c(?:\\\\|[\s\S])|[abeEfnrtv\\'"?])/g;

/**
 * @param {string} m
 * @param {string} escape
 */
function expandAnsiCEscape(m, escape) {
	var kind = escape.charAt(0);
	if (kind === 'c') {
		var ctrl = escape.charAt(1);
		return ctrl === '?' ? '\x7F' : String.fromCharCode(ctrl.charCodeAt(0) & 0x1F);
	}
	if (kind === 'x' || kind === 'u' || kind === 'U') {
		var cp = parseInt(escape.slice(1), 16);
		if (cp > 0x10FFFF) {
			return m;
		}
		return String.fromCharCode.apply(null, cp > 0xFFFF ? [0xD7C0 + (cp >> 10), 0xDC00 + (cp & 0x3FF)] : [cp]);
	}
	if (kind >= '0' && kind <= '7') {
		return String.fromCharCode(parseInt(escape, 8) & 0xFF);
	}
	var letter = ANSI_C_LETTERS.indexOf(escape);
	return letter < 0 ? escape : ANSI_C_CHARS.charAt(letter);
}

/** @param {string} body */
function expandAnsiC(body) {
	return body.replace(ansiCEscape, expandAnsiCEscape).split('\0')[0]; // like bash, a NUL ends the string
}

/**
 * @param {string} s
 * @param {number} i
 */
function closesAnsiC(s, i) {
	ansiCAt.lastIndex = i;
	return !!(/** @type {RegExpExecArray} */ (ansiCAt.exec(s)))[1];
}

/**
 * @param {string} string
 * @param {Env} [env]
 * @param {{ escape?: string, splitUnquoted?: boolean | string }} [opts]
 * @returns {ParseEntry[]}
 */
function parseInternal(string, env, opts) {
	if (!opts) {
		opts = {};
	}
	var BS = opts.escape || '\\';
	var ifs = opts.splitUnquoted === true ? ' \t\n' : (typeof opts.splitUnquoted === 'string' ? opts.splitUnquoted : '');
	var BAREWORD = '(\\' + BS + '[\'"$\\' + BS + META + ']|\\$\\$|\\$(?!' + ANSI_C_QUOTE.slice(2) + ')|[^\\s\'"$' + META + '])+';
	var DOUBLE_QUOTE = '"(?:\\' + BS + '[\\s\\S]|[^"\\' + BS + '])*"';

	var chunker = new RegExp([
		'(' + CONTROL + ')', // control chars
		'(' + ANSI_C_QUOTE + '|' + BAREWORD + '|' + DOUBLE_QUOTE + '|' + SINGLE_QUOTE + ')+'
	].join('|'), 'g');

	var matches = matchAll(string, chunker);

	if (matches.length === 0) {
		return [];
	}
	if (!env) {
		env = {};
	}

	var commented = false;

	return matches.map(function (match) {
		var s = match[0];
		if (!s || commented) {
			return void undefined;
		}
		if (controlRE.test(s)) {
			return /** @type {ControlOperator} */ ({ op: s });
		}

		// Hand-written scanner/parser for Bash quoting rules:
		//
		// 1. inside single quotes, all characters are printed literally.
		// 2. inside double quotes, all characters are printed literally
		//    except variables prefixed by '$' and backslashes followed by
		//    either a double quote or another backslash.
		// 3. outside of any quotes, backslashes are treated as escape
		//    characters and not printed (unless they are themselves escaped)
		// 4. quote context can switch mid-token if there is no whitespace
		//     between the two quote contexts (e.g. all'one'"token" parses as
		//     "allonetoken")
		/** @type {string | boolean} */
		var quote = false;
		var esc = false;
		var out = '';
		/** @type {string[]} */
		var words = [];
		var sawQuote = false;
		/** @type {number | null} */
		var pendingNw = null;
		var isGlob = false;
		/** @type {number} */
		var i;

		function parseEnvVar() {
			i += 1;
			/** @type {number | RegExpMatchArray | null} */
			var varend;
			/** @type {string} */
			var varname;
			var char = s.charAt(i);

			if (char === '{') {
				i += 1;
				if (s.charAt(i) === '}') {
					throw new Error('Bad substitution: ' + s.slice(i - 2, i + 1));
				}
				// match braces by depth so a nested `${` keeps its inner `}` from ending the outer substitution
				var depth = 1;
				varend = i;
				while (depth > 0 && varend < s.length) {
					if (s.charAt(varend) === '{' && s.charAt(varend - 1) === '$') {
						depth += 1;
					} else if (s.charAt(varend) === '}') {
						depth -= 1;
					}
					varend += 1;
				}
				if (depth !== 0) {
					throw new Error('Bad substitution: ' + s.slice(i));
				}
				varend -= 1;
				varname = s.slice(i, varend);
				i = varend;
			} else if ((/[*@#?$!-]/).test(char)) {
				varname = char;
			} else {
				var slicedFromI = s.slice(i);
				varend = slicedFromI.match(/[^\w\d_]/);
				if (!varend) {
					varname = slicedFromI;
					i = s.length;
				} else {
					varname = slicedFromI.slice(0, varend.index);
					i += /** @type {number} */ (varend.index) - 1;
				}
			}
			return getVar(/** @type {NonNullable<typeof env>} */ (env), '', varname);
		}

		function flushRun() {
			if (pendingNw === null) {
				return;
			}
			if (pendingNw === 0) {
				if (out !== '') {
					words[words.length] = out;
					out = '';
				}
			} else {
				words[words.length] = out;
				out = '';
				for (var fe = 1; fe < pendingNw; fe += 1) {
					words[words.length] = '';
				}
			}
			pendingNw = null;
		}

		for (i = 0; i < s.length; i++) {
			var c = s.charAt(i);
			if (ifs && c !== DS) {
				flushRun();
			}
			isGlob = isGlob || (!quote && (c === '*' || c === '?'));
			if (esc) {
				out += c;
				esc = false;
			} else if (quote) {
				if (c === quote) {
					quote = false;
				} else if (quote == SQ) {
					out += c;
				} else { // Double quote
					if (c === BS) {
						i += 1;
						c = s.charAt(i);
						if (c === DQ || c === BS || c === DS) {
							out += c;
						} else {
							out += BS + c;
						}
					} else if (c === DS) {
						out += parseEnvVar();
					} else {
						out += c;
					}
				}
			} else if (c === DQ || c === SQ) {
				quote = c;
				sawQuote = true;
			} else if (controlRE.test(c)) {
				return /** @type {ControlOperator} */ ({ op: s });
			} else if (hash.test(c)) {
				commented = true;
				var commentObj = { comment: string.slice(match.index + i + 1) };
				if (out.length) {
					return /** @type {const} */ ([out, commentObj]);
				}
				return /** @type {const} */ ([commentObj]);
			} else if (c === BS) {
				esc = true;
			} else if (c === DS && s.charAt(i + 1) === SQ && closesAnsiC(s, i)) {
				flushRun();
				sawQuote = true;
				out += expandAnsiC(s.slice(i + 2, ansiCAt.lastIndex - 1));
				i = ansiCAt.lastIndex - 1;
			} else if (c === DS) {
				var value = parseEnvVar();
				if (!ifs) {
					out += value;
				} else {
					for (var vi = 0; vi < value.length; vi += 1) {
						var vc = value.charAt(vi);
						if (ifs.indexOf(vc) < 0) {
							flushRun();
							out += vc;
						} else if (pendingNw === null) {
							pendingNw = vc === ' ' || vc === '\t' || vc === '\n' ? 0 : 1;
						} else if (vc !== ' ' && vc !== '\t' && vc !== '\n') {
							pendingNw += 1;
						}
					}
				}
			} else {
				out += c;
			}
		}

		if (isGlob) {
			return /** @type {GlobPattern} */ ({ op: 'glob', pattern: out });
		}

		if (ifs) {
			if (pendingNw !== null && pendingNw > 0) {
				words[words.length] = out;
				out = '';
				for (var te = 1; te < pendingNw; te += 1) {
					words[words.length] = '';
				}
			}
			if (out !== '' || (sawQuote && words.length === 0)) {
				words[words.length] = out;
			}
			return words;
		}

		return out;
	}).reduce(function (prev, arg) { // finalize parsed arguments
		if (typeof arg === 'undefined') {
			return prev;
		}
		/** @type {ParseEntry[]} */ ([]).concat(arg).forEach(function (entry) {
			prev[prev.length] = entry;
		});
		return prev;
	}, /** @type {ParseEntry[]} */ ([]));
}

/** @type {typeof import('./parse')} */
module.exports = function parse(s, env, opts) {
	var mapped = parseInternal(s, env, opts);
	if (typeof env !== 'function') {
		return mapped;
	}
	return mapped.reduce(function (acc, s) {
		if (typeof s === 'object') {
			acc[acc.length] = s;
			return acc;
		}
		var xs = s.split(RegExp('(' + TOKEN + '.*?' + TOKEN + ')', 'g'));
		if (xs.length === 1) {
			acc[acc.length] = xs[0];
			return acc;
		}
		xs.filter(Boolean).forEach(function (x) {
			acc[acc.length] = startsWithToken.test(x)
				? JSON.parse(x.split(TOKEN)[1])
				: x;
		});
		return acc;
	}, /** @type {ParseEntry[]} */ ([]));
};


/***/ }),

/***/ 5335:
/***/ ((module) => {



/** @import { ControlOperator } from './parse' */

/** @type {ControlOperator['op'][]} */
var OPS = /** @type {const} */ ([
	'||',
	'&&',
	';;&',
	';;',
	';&',
	'|&',
	'<(',
	'>(',
	'<<<',
	'<<-',
	'<<',
	'>>',
	'>&',
	'>|',
	'&>>',
	'&>',
	'<&',
	'<>',
	'&',
	';',
	'(',
	')',
	'|',
	'<',
	'>'
]);
var LINE_TERMINATORS = /[\n\r\u2028\u2029]/;
var GLOB_SHELL_SPECIAL = /[\s#!"$&'():;<=>@\\^`|~]/g;

/** @type {typeof import('./quote')} */
module.exports = function quote(xs) {
	var sawComment = false;
	return xs.map(function (s) {
		if (sawComment && typeof s === 'string' && LINE_TERMINATORS.test(s)) {
			throw new TypeError('a token after a `comment` must not contain line terminators');
		}
		if (s === '') {
			return /** @type {const} */ ('\'\'');
		}
		if (s && typeof s === 'object') {
			if ('op' in s && s.op === 'glob') {
				if (typeof s.pattern !== 'string') {
					throw new TypeError('glob token requires a string `pattern`');
				}
				if (LINE_TERMINATORS.test(s.pattern)) {
					throw new TypeError('glob `pattern` must not contain line terminators');
				}
				if (s.pattern === '') {
					return /** @type {const} */ ('\'\'');
				}
				return s.pattern.replace(GLOB_SHELL_SPECIAL, '\\$&');
			}
			if ('op' in s && typeof s.op === 'string') {
				if (OPS.indexOf(s.op) < 0) {
					throw new TypeError('invalid `op` value: ' + JSON.stringify(s.op));
				}
				return s.op.replace(/[\s\S]/g, '\\$&');
			}
			if ('comment' in s && typeof s.comment === 'string') {
				if (LINE_TERMINATORS.test(s.comment)) {
					throw new TypeError('`comment` must not contain line terminators');
				}
				sawComment = true;
				return '#' + s.comment;
			}
			throw new TypeError('unrecognized object token shape');
		}
		if ((/'/).test(s) && (/!/).test(s)) {
			return "'" + s.replace(/'/g, "'\"'\"'") + "'";
		}
		if ((/["\s\\]/).test(s) && !(/'/).test(s)) {
			return "'" + s + "'";
		}
		if ((/["'\s]/).test(s)) {
			return '"' + s.replace(/(["\\$`])/g, '\\$1') + '"';
		}
		return String(s).replace(/([A-Za-z]:)?([#!"$&'()*,:;<=>?@[\\\]^`{|}~])/g, '$1\\$2');
	}).join(' ');
};


/***/ }),

/***/ 3668:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  P: () => (/* binding */ besideBundle)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/bundle-paths.ts


/**
 * A path next to the running bundle. Going through a function keeps ncc from treating the path as
 * an asset to copy into the bundle: the sandbox init must stay the separate program it is.
 */
function besideBundle(moduleUrl, ...segments) {
    return (0,external_node_path_.resolve)((0,external_node_path_.dirname)((0,external_node_url_namespaceObject.fileURLToPath)(moduleUrl)), ...segments);
}


/***/ }),

/***/ 5595:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ writeOutputFile),
/* harmony export */   F_: () => (/* binding */ createEmptyOutputFile),
/* harmony export */   Lw: () => (/* binding */ assertSameFile),
/* harmony export */   aS: () => (/* binding */ writeReportFile),
/* harmony export */   fW: () => (/* binding */ prepareOutDir),
/* harmony export */   uA: () => (/* binding */ refuseNonRegular)
/* harmony export */ });
/* unused harmony export OutputFileError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3916);





// Evidence files (report.json, manifest.json, trace.log, SARIF) are written where the audited server may
// have been able to plant things. A name that is already a symbolic link (or anything but a regular file)
// is refused, never followed, so a planted `report.json -> ~/.bashrc` cannot make the auditor overwrite a
// file of the user's. Contents go to a fresh temporary file created with O_EXCL|O_NOFOLLOW and are renamed
// into place: rename replaces a link planted in the meantime instead of writing through it.
class OutputFileError extends _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1 {
}
const CREATE_NEW = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW;
/** Throws OutputFileError unless `path` is missing or a regular file. */
async function refuseNonRegular(path) {
    let kind;
    try {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path);
        kind = stats.isSymbolicLink() ? 'link' : stats.isFile() ? 'regular' : 'other';
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw new OutputFileError(`cannot check output file ${path}: ${error.message}`);
        kind = 'missing';
    }
    if (kind === 'link')
        throw new OutputFileError(`refusing to write ${path}: it is a symbolic link (not followed; remove it and run again)`);
    if (kind === 'other')
        throw new OutputFileError(`refusing to write ${path}: it exists and is not a regular file`);
    return kind;
}
/** Writes `content` to `path` as a new regular file, never through a link. */
async function writeOutputFile(path, content) {
    await refuseNonRegular(path);
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, CREATE_NEW, 0o644);
    }
    catch (error) {
        throw new OutputFileError(`cannot create ${temporary}: ${error.message}`);
    }
    try {
        await handle.writeFile(content);
    }
    finally {
        await handle.close();
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(temporary).catch(() => undefined);
        throw new OutputFileError(`cannot write ${path}: ${error.message}`);
    }
}
/**
 * Creates `path` empty, for a tool that opens it by name later (strace's `-o` opens with O_TRUNC but
 * follows links): a stale regular file is removed first, so the name is ours and a regular file.
 * Returns its identity, for {@link assertSameFile} before the file is read back.
 */
async function createEmptyOutputFile(path) {
    if ((await refuseNonRegular(path)) === 'regular')
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(path);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(path, CREATE_NEW, 0o644);
        const { dev, ino } = await handle.stat();
        await handle.close();
        return { dev, ino };
    }
    catch (error) {
        throw new OutputFileError(`cannot create ${path}: ${error.message}`);
    }
}
/** Throws unless `path` is still the regular file we created: a replaced or relinked file is not evidence. */
async function assertSameFile(path, identity) {
    await refuseNonRegular(path);
    const { dev, ino } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path).catch(() => ({ dev: -1, ino: -1 }));
    if (dev !== identity.dev || ino !== identity.ino)
        throw new OutputFileError(`${path} was replaced during the audit; it is not the file the tracer wrote`);
}
/**
 * mkdir -p, one level at a time: Node's recursive mkdir can spin forever on pseudo filesystems such as
 * /proc, and a bad --out-dir must be one clear line, not a hang.
 */
async function prepareOutDir(outDir) {
    const parts = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(outDir).split('/').filter(Boolean);
    try {
        let current = '';
        for (const part of parts) {
            current += `/${part}`;
            try {
                if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(current)).isDirectory())
                    continue;
                throw new Error('not a directory');
            }
            catch (error) {
                if (error.code !== 'ENOENT')
                    throw error;
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(current);
            }
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)(outDir, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`cannot write to the output directory: ${outDir}`);
    }
}
/**
 * report.json written. Not parsed with its schema first: that took ~30 ms of every audit (zod compiles the
 * schema on first use) to catch our own bug; the type holds its shape, and every report an end-to-end test
 * reads is checked against the published JSON Schema (__tests__/helpers/run-cli.ts).
 */
async function writeReportFile(path, report) {
    await writeOutputFile(path, JSON.stringify(report, null, 2) + '\n');
}


/***/ }),

/***/ 9226:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ activePassDirs)
/* harmony export */ });
/**
 * Run directories of passes in progress (canary secrets): removed at once by removeRunDirsNow. A module of
 * its own: the CLI's exit handler needs it before the passes' chunk (later-stages.ts) is loaded.
 */
const activePassDirs = new Set();


/***/ }),

/***/ 9025:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  af: () => (/* binding */ AUDIT_STAGES),
  UQ: () => (/* binding */ removeRunDirsNow),
  bD: () => (/* binding */ runAudit)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/sandbox/containment-plan.ts
var containment_plan = __nccwpck_require__(8915);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(5919);
// EXTERNAL MODULE: ./src/bundle-paths.ts + 1 modules
var bundle_paths = __nccwpck_require__(3668);
// EXTERNAL MODULE: ./src/static/types.ts
var types = __nccwpck_require__(7771);
;// CONCATENATED MODULE: ./src/static/run-static.ts
// Starts the static stage beside the run: on its own thread when the bundle's worker is there, else on
// this one (unit tests, running from source). Never fails the audit: a reading that fails or overruns is
// null, and the report says the static stage was not available.




/** How long the caller waits for the worker beyond its own time bound. */
const GRACE_MS = 5_000;
function startStatic(start) {
    const pythonHelper = start.workersDir ? (0,external_node_path_.join)(start.workersDir, 'static-worker', 'scan.py') : (0,bundle_paths/* besideBundle */.P)(import.meta.url, 'scan.py');
    const request = { argv: start.argv, cwd: start.cwd, pythonHelper };
    // the parser (@babel/parser, ~0.5 MB) loads only here: a CLI start that reads no source does not pay for it
    if (!start.workersDir)
        return Promise.all(/* import() */[__nccwpck_require__.e(429), __nccwpck_require__.e(951)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6951)).then(({ analyzeSource }) => analyzeSource(request)).catch(() => null);
    const workersDir = start.workersDir;
    return new Promise((resolve) => {
        let worker;
        try {
            worker = new external_node_worker_threads_.Worker((0,external_node_path_.join)(workersDir, 'static-worker', 'index.js'), { workerData: request });
        }
        catch {
            resolve(null);
            return;
        }
        const timer = setTimeout(() => {
            resolve(null);
            void worker.terminate();
        }, types/* STATIC_TIME_BUDGET_MS */.g + GRACE_MS);
        timer.unref();
        worker.unref();
        worker.once('message', (message) => {
            clearTimeout(timer);
            resolve(message.map ?? null);
            void worker.terminate();
        });
        worker.once('error', () => {
            clearTimeout(timer);
            resolve(null);
        });
        worker.once('exit', () => {
            clearTimeout(timer);
            resolve(null);
        });
    });
}

;// CONCATENATED MODULE: ./src/settings/describe-settings.ts
/**
 * The resolved settings of one audit as one line of JSON, for the debug log: what a user needs to see to
 * know which defaults applied. Values that may be secrets are left out — the variables passed to the
 * server (their names only), the secrets of a client config (their count), the policy (its file) and
 * --http-reply's body (its file).
 */
function describeSettings(settings) {
    const { env, policy: _policy, configCanaries, launch, ...rest } = settings;
    return JSON.stringify({
        ...rest,
        env: Object.keys(env).sort(),
        ...(configCanaries ? { configSecrets: configCanaries.length } : {}),
        ...(launch ? { launch: { package: `${launch.package.name}@${launch.package.version}`, root: launch.root, installPhase: launch.installPhase } } : {})
    });
}

// EXTERNAL MODULE: ./src/engine/output-files.ts
var output_files = __nccwpck_require__(5595);
// EXTERNAL MODULE: ./src/engine/passes/pass-dirs.ts
var pass_dirs = __nccwpck_require__(9226);
// EXTERNAL MODULE: ./src/engine/server-paths.ts
var server_paths = __nccwpck_require__(8158);
// EXTERNAL MODULE: ./src/engine/start-sandbox.ts + 4 modules
var start_sandbox = __nccwpck_require__(2788);
;// CONCATENATED MODULE: ./src/engine/run-audit.ts
// The audit pipeline, read top to bottom: settings → sandbox → probe → trace and profile → manifest and
// pin → baseline → rules and verdict → report. Each stage is one named call taking and returning plain
// data: the sandbox and probe stages here in engine/ (start-sandbox.ts, probe-in-sandbox.ts), because
// they compose side effects of several stages; trace → profile in profile-run.ts; the rest in its
// stage's folder. What stays here is the order, and the run directory's lifetime (one try/finally). The
// stages after the session are loaded while the server starts (later-stages.ts).











/** The stages of an audit, in order, as they end. */
const AUDIT_STAGES = ['sandbox started', 'session ended', 'evidence collected', 'profile built', 'static map read', 'report written'];
async function runAudit(settings, runtime) {
    const { logger, host } = runtime;
    logger.debug(`settings: ${describeSettings(settings)}`);
    if (settings.command.length === 0 && settings.http?.url)
        return (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(46), __nccwpck_require__.e(18), __nccwpck_require__.e(6), __nccwpck_require__.e(633), __nccwpck_require__.e(687), __nccwpck_require__.e(651), __nccwpck_require__.e(878), __nccwpck_require__.e(214), __nccwpck_require__.e(540)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2540))).runRemoteAudit({ ...settings, http: settings.http }, settings.http.url, runtime);
    const startedAt = Date.now();
    const target = await (0,server_paths/* resolveTarget */.u1)(settings, host.env.PATH ?? '', host.env.HOME);
    // The static stage reads the server's source on its own thread while the run goes on.
    const staticMap = settings.staticStage
        ? startStatic({ argv: target.argv, cwd: settings.cwd, ...(runtime.workersDir ? { workersDir: runtime.workersDir } : {}) })
        : null;
    const { files, trace } = await prepareOutputs(settings.outDir);
    const choice = await (0,start_sandbox/* chooseSandbox */.HY)(settings, host, logger);
    // A neutral name: the server can see the run directory's path in its mount table.
    const runDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(host.tmpDir, (0,containment_plan/* runDirPrefix */.bL)(external_node_crypto_.randomBytes, external_node_crypto_.randomInt)));
    activeRunDirs.add(runDir);
    let removal = null;
    try {
        const sandbox = await (0,start_sandbox/* startSandbox */.OT)({ settings, target, choice, runDir, tracePath: files.trace }, runtime);
        stage(runtime, 'sandbox started');
        const chunks = loadStages();
        const { collectEvidence, probeInSandbox } = await chunks.session;
        const session = await probeInSandbox(settings, target, sandbox, { ...runtime, ...(staticMap ? { staticMap } : {}), attack: true }, files.trace);
        stage(runtime, 'session ended');
        const evidence = await collectEvidence(sandbox, session, settings.outDir, logger);
        stage(runtime, 'evidence collected');
        const later = await chunks.later;
        // Nothing more is read from the run directory: it is removed while the trace is parsed.
        removal = removeRunDir(runDir);
        const [{ probe }, { containment }] = [session, sandbox];
        const { manifest, rugPull } = await writeAndPinManifest(later, settings, probe, evidence.incomplete, files.manifest, logger);
        const passes = later.exercisePasses({ settings, target, choice, runtime }, { session, evidence, sandbox });
        const offline = later.offlinePass({ settings, target, choice, runtime }, { calls: probe.calls, manifest, rugPull });
        const profiled = await later.profileRun({ settings, target, sandbox, session, evidence, trace }, runtime);
        stage(runtime, 'profile built');
        const seen = later.completeness(evidence.incomplete, probe, profiled.observed, logger);
        const staticRead = await staticMap;
        const hint = later.offlineHint(settings, staticRead);
        if (hint)
            logger.info(hint);
        stage(runtime, 'static map read');
        // An audit that did not see the whole session is no baseline: it is neither compared nor stored.
        const behaviour = seen.incomplete ? undefined : await later.compareRunWithBaseline(baselineInput(settings, target, sandbox, session, profiled));
        if (behaviour?.error)
            logger.warn(`behaviour baseline: ${behaviour.error}`);
        const offlineFound = await offline;
        const rules = later.rulesInputOf({ settings, sandbox, ...session, ...profiled, manifest, rugPull, behaviour, passes: await passes, staticMap: staticRead });
        const judged = later.judgeRun({
            rules,
            probe,
            minCoverage: settings.minCoverage,
            failOn: settings.failOn,
            ...seen,
            interrupted: runtime.signal?.aborted === true,
            alsoFound: (found) => later.onlyOffline(offlineFound, found)
        });
        const report = later.assembleReport({
            settings,
            method: choice.method,
            startedAt,
            probe,
            ...(settings.http ? { url: later.spokenUrl(settings.http, evidence.status) } : {}),
            incomplete: seen.incomplete,
            sandbox: { masked: containment?.masked ?? [], changesArchive: evidence.changesArchive, descriptors: evidence.descriptors },
            manifest,
            rugPull,
            observed: profiled.observed,
            ...(behaviour ? { behaviour } : {}),
            ...(staticRead ? { staticMap: staticRead } : {}),
            judged
        });
        await (0,output_files/* writeReportFile */.aS)(files.report, report);
        stage(runtime, 'report written');
        return { report, files };
    }
    finally {
        await (removal ?? removeRunDir(runDir));
    }
}
/**
 * The session's stages (the MCP client, the SDK and its schemas) and those after it (later-stages.ts),
 * chunks of the bundle loaded once the sandbox has its config, while the server starts and this thread
 * only waits; the session's first. A chunk that fails is refused when awaited, not unhandled meanwhile.
 */
function loadStages() {
    const session = Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(46), __nccwpck_require__.e(18), __nccwpck_require__.e(633), __nccwpck_require__.e(651), __nccwpck_require__.e(314)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9314));
    const later = session.catch(() => undefined).then(async () => Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(46), __nccwpck_require__.e(18), __nccwpck_require__.e(6), __nccwpck_require__.e(633), __nccwpck_require__.e(687), __nccwpck_require__.e(651), __nccwpck_require__.e(878), __nccwpck_require__.e(214), __nccwpck_require__.e(314), __nccwpck_require__.e(377), __nccwpck_require__.e(215)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8215)));
    for (const chunk of [session, later])
        chunk.catch(() => undefined);
    return { session, later };
}
/** manifest.json written out, and its hash compared with (or pinned in) the state dir's: a rug pull, or none. */
async function writeAndPinManifest({ buildManifest, rugPullOf }, settings, probe, incomplete, path, logger) {
    const manifest = buildManifest(probe.listing, probe.instructions);
    await (0,output_files/* writeOutputFile */.BF)(path, JSON.stringify(manifest, null, 2) + '\n');
    const pinned = { stateDir: settings.stateDir, identity: settings.identity, manifest, accept: settings.acceptManifest, complete: !incomplete };
    const { rugPull, pinError } = await rugPullOf({ ...pinned, listing: probe.listing, relisting: probe.relisting });
    if (pinError)
        logger.warn(`manifest pin: ${pinError}`);
    return { manifest, rugPull };
}
/**
 * With MCP_BEHAVE_DEBUG=1: where the audit's time goes (the bench reads these lines), in epoch ms, the
 * clock the trace's timestamps and the calls' windows use.
 */
function stage(runtime, name) {
    runtime.logger.debug(`stage: ${name} at ${Date.now()}`);
    runtime.onStage?.(name);
}
/** What the behaviour baseline compares: this run's profile, and what the sink received on the server's sockets; the attack stage's calls never. */
function baselineInput(settings, target, sandbox, session, { observed, sinkPayloads }) {
    return {
        exercise: { callsPerTool: settings.callsPerTool, ...(settings.passes ? { passes: settings.passes } : {}), scenario: target.scenario },
        observed,
        sinkPayloads,
        calls: session.probe.calls.filter((call) => !call.attack),
        home: sandbox.homePath,
        cwd: settings.cwd,
        ...(sandbox.containment
            ? {
                machineName: sandbox.containment.identity.hostname,
                userName: sandbox.containment.identity.user,
                writableRoots: sandbox.containment.writableRoots,
                packageRoots: sandbox.containment.packageRoots
            }
            : {}),
        identity: settings.identity,
        stateDir: settings.stateDir,
        baselinePath: settings.baselinePath,
        accept: settings.acceptBaseline
    };
}
/** The out-dir made, its report files checked, trace.log created empty (strace writes it; its identity is checked before it is read). */
async function prepareOutputs(outDir) {
    await (0,output_files/* prepareOutDir */.fW)(outDir);
    const files = { trace: (0,external_node_path_.join)(outDir, 'trace.log'), manifest: (0,external_node_path_.join)(outDir, 'manifest.json'), report: (0,external_node_path_.join)(outDir, 'report.json') };
    // Refused now rather than after the audit; checked again when each file is written.
    for (const path of [files.manifest, files.report])
        await (0,output_files/* refuseNonRegular */.uA)(path);
    return { files, trace: { path: files.trace, identity: await (0,output_files/* createEmptyOutputFile */.F_)(files.trace) } };
}
/** Run directories of audits in progress: canary secrets and the server's scratch layers. */
const activeRunDirs = new Set();
/** For an exit that cannot wait for the audit to finish (a second Ctrl-C): leave no run directory behind. */
function removeRunDirsNow() {
    for (const dirs of [activeRunDirs, pass_dirs/* activePassDirs */.w]) {
        for (const dir of dirs)
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        dirs.clear();
    }
}
async function removeRunDir(runDir) {
    await (0,promises_.rm)(runDir, { recursive: true, force: true }).catch(() => undefined);
    activeRunDirs.delete(runDir);
}


/***/ }),

/***/ 8158:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   c9: () => (/* binding */ serverCodeRoots),
/* harmony export */   qE: () => (/* binding */ runtimeRoots),
/* harmony export */   u1: () => (/* binding */ resolveTarget)
/* harmony export */ });
/* unused harmony export resolveExecutable */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3916);
/* harmony import */ var _sandbox_find_on_path_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(158);
/* harmony import */ var _sandbox_launch_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2833);
// Where the server's program and code live, found before the audit so a typo is one clear line and the
// reads of its own code are not taken for behaviour.






async function resolveTarget(settings, searchPath, callerHome) {
    const [program, ...args] = settings.command;
    if (!program)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1('no server command given');
    if (!(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(settings.cwd))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`working directory must be absolute: ${settings.cwd}`);
    try {
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(settings.cwd)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`working directory not found: ${settings.cwd}`);
    }
    const executable = await resolveExecutable(program, settings.cwd, searchPath);
    // loaded only for a scenario: its schema is no part of every audit's start
    const scenario = settings.scenarioPath !== null ? await (await __nccwpck_require__.e(/* import() */ 298).then(__nccwpck_require__.bind(__nccwpck_require__, 5298))).loadScenario(settings.scenarioPath) : null;
    const argv = [executable, ...args];
    const launched = await (0,_sandbox_launch_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .launchedRoots */ .Kg)(argv, settings.cwd, (name) => (0,_sandbox_find_on_path_js__WEBPACK_IMPORTED_MODULE_4__/* .findOnPath */ .a)(name, searchPath), callerHome);
    return { executable, argv, scenario, launchedRoots: launched };
}
/** Resolves the server's executable like execvp would, so a typo is one clear line, not a hang. */
async function resolveExecutable(command, cwd, path) {
    const candidates = command.includes('/')
        ? [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, command)]
        : path
            .split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter)
            .filter(Boolean)
            .map((dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, command));
    for (const candidate of candidates) {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(candidate)).isFile())
                return candidate;
        }
        catch {
            // next
        }
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`server command not found or not executable: ${command}`);
}
/**
 * Directories whose reads are the server's own code rather than behaviour: the working directory, the
 * scripts it names and the project roots of the files its command line names (`launched`: the roots the
 * sandbox shows it, AuditTarget.launchedRoots).
 */
async function serverCodeRoots(launched, command, cwd) {
    const roots = new Set([cwd, ...launched]);
    for (const arg of command.slice(1)) {
        if (arg.startsWith('-'))
            continue;
        try {
            const path = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, arg));
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path)).isFile())
                roots.add((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path));
        }
        catch {
            // not a path
        }
    }
    return [...roots];
}
async function runtimeRoots(executable) {
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(executable).catch(() => executable);
    const prefix = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(real));
    return prefix === '/' ? [] : [prefix];
}


/***/ }),

/***/ 2788:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  HY: () => (/* binding */ chooseSandbox),
  OT: () => (/* binding */ startSandbox)
});

// UNUSED EXPORTS: apiCodeOf, apiEntriesOf, auditorPackageOf

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/probe/workspace-seed.ts
var workspace_seed = __nccwpck_require__(7085);
// EXTERNAL MODULE: ./src/probe/strace-command.ts
var strace_command = __nccwpck_require__(5410);
// EXTERNAL MODULE: ./src/profile/canary-index.ts
var canary_index = __nccwpck_require__(2796);
// EXTERNAL MODULE: ./src/profile/path-classify.ts
var path_classify = __nccwpck_require__(3361);
// EXTERNAL MODULE: ./src/sandbox/canary-home.ts + 2 modules
var canary_home = __nccwpck_require__(8569);
// EXTERNAL MODULE: ./src/sandbox/canary-cloud.ts
var canary_cloud = __nccwpck_require__(9791);
// EXTERNAL MODULE: ./src/sandbox/trap-canaries.ts
var trap_canaries = __nccwpck_require__(5893);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: ./src/sandbox/find-on-path.ts
var find_on_path = __nccwpck_require__(158);
// EXTERNAL MODULE: ./src/sandbox/launch-paths.ts
var launch_paths = __nccwpck_require__(2833);
// EXTERNAL MODULE: ./src/sandbox/containment-plan.ts
var containment_plan = __nccwpck_require__(8915);
// EXTERNAL MODULE: ./src/sandbox/settle-all.ts
var settle_all = __nccwpck_require__(3134);
// EXTERNAL MODULE: ./src/sandbox/workspace-view.ts
var workspace_view = __nccwpck_require__(4294);
;// CONCATENATED MODULE: ./src/sandbox/outside-places.ts






// What the attack stage aims its path values at, planted before the server starts (issue 42): beside
// each declared root a sibling directory sharing its prefix (`<root>-backup`, bound read-only, holding a
// canary credential file the canary index knows), which a root check by string prefix lets through; and
// inside each root a link pointing at it, which a check of the path as written lets through. The link is
// placed in the overlay's upper layer before mounting, recorded as placed (so it is not reported as the
// server's doing) and excluded from git (so `git status` and `git add .` do not see it); a name the
// root already has is never used.
const SIBLING_SUFFIX = '-backup';
const LINK_NAMES = ['shared', 'common', 'linked', 'shared-files'];
const FILE_LINK_NAMES = ['shared.env', 'common.env', 'local.env', 'linked.env'];
const SIBLING_FILE = '.env';
const sha256 = (data) => (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
const exists = async (path) => (await (0,promises_.lstat)(path).catch(() => null)) !== null;
/** The sibling's canary file: credential-looking lines whose values are fresh canaries. */
function siblingFile(id, canaries) {
    const token = (0,workspace_view/* freshSecret */.vG)(40);
    const password = (0,workspace_view/* freshSecret */.vG)(24);
    canaries.push({ id, value: token }, { id, value: password });
    return `# deploy settings\nDEPLOY_TOKEN=${token}\nDATABASE_PASSWORD=${password}\n`;
}
/** Adds the link's name to the repository's info/exclude, in the upper layer, where the root is a git work tree. */
async function excludeFromGit(view, name) {
    const rel = '.git/info/exclude';
    const lowerGit = await (0,promises_.lstat)((0,external_node_path_.join)(view.lower, '.git')).catch(() => null);
    const upperGit = await (0,promises_.lstat)((0,external_node_path_.join)(view.upper, '.git')).catch(() => null);
    if (!lowerGit?.isDirectory() && !upperGit?.isDirectory())
        return;
    const before = (await (0,promises_.readFile)((0,external_node_path_.join)(view.upper, rel), 'utf8').catch(() => null)) ?? (await (0,promises_.readFile)((0,external_node_path_.join)(view.lower, rel), 'utf8').catch(() => ''));
    const content = `${before}${before === '' || before.endsWith('\n') ? '' : '\n'}/${name}\n`;
    await (0,promises_.mkdir)((0,external_node_path_.join)(view.upper, '.git', 'info'), { recursive: true, mode: 0o755 });
    await (0,promises_.writeFile)((0,external_node_path_.join)(view.upper, rel), content, { mode: 0o644 });
    for (const dir of ['.git', '.git/info'])
        if (!view.placed.has(dir))
            view.placed.set(dir, '');
    view.placed.set(rel, sha256(content));
}
async function plantOutsidePlaces(input) {
    const plan = { siblings: [], links: [], fileLinks: [] };
    const roots = input.roots.filter(({ path }) => path !== '/');
    const siblings = await (0,settle_all/* settleAll */.j)(roots.map(async ({ path: root }, index) => {
        const dir = `${root}${SIBLING_SUFFIX}`;
        const parent = external_node_path_.posix.dirname(root);
        if (!input.mountable(parent) || roots.some(({ path }) => (0,path_classify/* isUnder */.Jo)(dir, path) || (0,path_classify/* isUnder */.Jo)(path, dir)) || (await exists(dir)))
            return null;
        const source = (0,external_node_path_.join)(input.scratch, `outside${index}`);
        await (0,promises_.mkdir)(source, { recursive: true, mode: 0o755 });
        const file = external_node_path_.posix.join(dir, SIBLING_FILE);
        await (0,promises_.writeFile)((0,external_node_path_.join)(source, SIBLING_FILE), siblingFile(file, input.canaries), { mode: 0o644 });
        return { root, dir, file, mount: { source, path: dir } };
    }));
    for (const sibling of siblings)
        if (sibling)
            plan.siblings.push(sibling);
    for (const { path: root, view } of roots) {
        if (!view || view.lower !== root)
            continue;
        const sibling = plan.siblings.find((entry) => entry.root === root);
        const pointsTo = sibling?.dir ?? external_node_path_.posix.join(input.home, '.ssh');
        const file = sibling?.file ?? external_node_path_.posix.join(input.home, '.ssh', 'id_rsa');
        const name = await plantLink(view, LINK_NAMES, pointsTo, input.seeded);
        if (name !== null)
            plan.links.push({ root, name, pointsTo, file });
        const fileName = await plantLink(view, FILE_LINK_NAMES, file, input.seeded);
        if (fileName !== null)
            plan.fileLinks.push({ root, name: fileName, pointsTo: file });
    }
    return plan;
}
/** A link in the view's upper layer, under the first of `names` the root has nowhere; null when it has them all. */
async function plantLink(view, names, pointsTo, seeded) {
    const taken = await (0,settle_all/* settleAll */.j)(names.map(async (name) => seeded?.has(name) || (await exists((0,external_node_path_.join)(view.lower, name))) || (await exists((0,external_node_path_.join)(view.upper, name)))));
    const name = names.find((_, at) => !taken[at]);
    if (name === undefined)
        return null;
    await (0,promises_.symlink)(pointsTo, (0,external_node_path_.join)(view.upper, name));
    view.placed.set(name, `${workspace_view/* PLACED_LINK */.xo}${pointsTo}`);
    await excludeFromGit(view, name);
    return name;
}

;// CONCATENATED MODULE: ./src/sandbox/containment.ts











// Prepares, as the auditor, everything the sandbox init and bwrap need to show the server its view of
// the machine (see containment-plan.ts for what that view is), and what the later stages need to judge
// and report it: which host places were hidden, where the server could write, where its changes are.
const USER_NAMES = ['alex', 'sam', 'jordan', 'taylor', 'casey', 'morgan', 'jamie', 'riley', 'chris', 'dana', 'lee', 'robin'];
const HOST_NAMES = ['devbox', 'workstation', 'laptop', 'dev-laptop', 'thinkpad', 'ubuntu', 'desktop', 'build-box', 'dev-vm'];
const SERVER_UID = 1000;
/** Root-only files of the host shown empty: under root and sudo the server's uid maps to root's. */
const MASKED_EMPTY = ['/etc/shadow', '/etc/shadow-', '/etc/gshadow', '/etc/gshadow-', '/etc/sudoers'];
/** The auditor's runtime directories on a GitHub runner, beside RUNNER_TEMP. */
const RUNNER_ENV_DIRS = ['RUNNER_TEMP', 'RUNNER_WORKSPACE'];
/** A plausible user and machine name, different per run: nothing the server sees names the auditor. */
function pickIdentity(pick = external_node_crypto_.randomInt) {
    const user = USER_NAMES[pick(USER_NAMES.length)];
    const host = HOST_NAMES[pick(HOST_NAMES.length)];
    return { user, hostname: pick(2) === 0 ? `${user}-${host}` : host };
}
const BWRAP_HINT = 'Filesystem containment needs bubblewrap: sudo apt-get install -y bubblewrap. ' +
    'Pass --fs host (action input fs: host) to audit without it — the server then sees and can change the real filesystem.';
const bwrapPaths = new Map();
/** Found once per PATH and process: a fleet's audits share it. */
function findBwrap(key) {
    const known = bwrapPaths.get(key);
    if (known)
        return known;
    const path = (0,find_on_path/* findOnPath */.a)('bwrap', key);
    if (!path)
        throw new errors/* SandboxSetupError */.Pr('bwrap (bubblewrap) was not found on PATH.', BWRAP_HINT);
    bwrapPaths.set(key, path);
    return path;
}
async function rootEntries() {
    const entries = await (0,settle_all/* settleAll */.j)((await (0,promises_.readdir)('/')).sort().map(async (name) => {
        const stats = await (0,promises_.lstat)(`/${name}`).catch(() => null);
        if (!stats)
            return null;
        if (stats.isSymbolicLink())
            return { name, kind: 'symlink', target: await (0,promises_.readlink)(`/${name}`) };
        return { name, kind: stats.isDirectory() ? 'dir' : 'other' };
    }));
    return entries.filter((entry) => entry !== null);
}
async function isDirectory(path) {
    return (await (0,promises_.lstat)(path).catch(() => null))?.isDirectory() ?? false;
}
async function containment_exists(path) {
    return (await (0,promises_.lstat)(path).catch(() => null)) !== null;
}
/** Overlay options are comma- and colon-separated: such paths cannot be layers. */
function checkLayerPath(path) {
    if (/[,:\n]/.test(path))
        throw new errors/* ConfigurationError */.j1(`cannot show ${path} copy-on-write: the path contains ',' or ':' (use --fs host to audit without containment)`);
}
/**
 * Why `root` must not be a workspace, or null. A workspace is shown whole (copy-on-write): one that is a
 * home or holds one (`/`, `/home`, `~`) would show the real ~/.ssh and ~/.aws the sandbox exists to hide.
 */
function unsafeWorkspace(root, callerHome) {
    if (root === '/')
        return 'it is the whole filesystem';
    if (containment_plan/* HOST_HOME_ROOTS */.tS.some((home) => (0,path_classify/* isUnder */.Jo)(home, root)))
        return 'it holds the real homes';
    if (/^\/home\/[^/]+$/.test(root))
        return 'it is a real home';
    if (callerHome && callerHome !== '/' && (0,path_classify/* isUnder */.Jo)(callerHome, root))
        return 'it is (or holds) your home';
    return null;
}
/** passwd/group with the server's user as uid/gid 1000, and the host's other entries. */
function withUser(file, line, id, name) {
    const kept = file.split('\n').filter((entry) => {
        const fields = entry.split(':');
        return entry !== '' && fields[0] !== name && fields[2] !== String(id);
    });
    return [...kept, line, ''].join('\n');
}
/**
 * Prepares the view. Independent steps run together; `late` is called once everything that does not
 * need its answer is made, so the seed and the trust bundle can be made meanwhile.
 */
async function prepareContainment(input, late = async () => ({})) {
    const bwrap = findBwrap(input.callerEnv.PATH ?? '');
    const identity = input.identity ?? pickIdentity();
    const home = `/home/${identity.user}`;
    const scratch = (name) => (0,external_node_path_.join)(input.runDir, name);
    // Workspaces: the working directory, directories the user named, and directories the command
    // names as arguments (a filesystem server's allowed roots). Nested ones share their outer view.
    const argPaths = await (0,settle_all/* settleAll */.j)(input.argv.slice(1).map(async (arg) => {
        if (!arg.startsWith('/') && !arg.startsWith('.')) {
            if (!(await containment_exists((0,external_node_path_.resolve)(input.cwd, arg))))
                return null;
        }
        const path = await (0,promises_.realpath)((0,external_node_path_.resolve)(input.cwd, arg)).catch(() => null);
        if (path === null || path === '/')
            return null;
        return { path, directory: await isDirectory(path) };
    }));
    const argDirs = argPaths.flatMap((arg) => (arg?.directory ? [arg.path] : []));
    const codeFiles = argPaths.flatMap((arg) => (arg && !arg.directory ? [arg.path] : []));
    const workspaceRoots = (0,containment_plan/* outermost */.J9)([input.cwd, ...input.workspaces, ...argDirs]);
    for (const root of workspaceRoots) {
        checkLayerPath(root);
        const unsafe = unsafeWorkspace(root, input.callerEnv.HOME);
        if (unsafe)
            throw new errors/* ConfigurationError */.j1(`cannot show ${root} to the server as its workspace: ${unsafe}. Pass --cwd (or working-directory) with the server's own directory.`);
        if (input.outDir === root)
            throw new errors/* ConfigurationError */.j1(`the output directory cannot be the server's workspace: ${root}`);
    }
    const homeView = { lower: input.plantedHome, upper: scratch('home/upper'), work: scratch('home/work'), merged: scratch('home/merged') };
    const privateDirs = [
        { source: scratch('tmp'), path: '/tmp' },
        { source: scratch('var-tmp'), path: '/var/tmp' },
        { source: scratch('shm'), path: '/dev/shm' }
    ];
    const etc = scratch('etc');
    const mask = async (path, content) => {
        const source = (0,external_node_path_.join)(etc, path.replace(/\//g, '_'));
        await (0,promises_.writeFile)(source, content, { mode: 0o644 });
        return { source, path };
    };
    const masks = async () => {
        await (0,promises_.mkdir)(etc, { mode: 0o755 });
        const [passwd, group, hostname, empty, hostKeys] = await (0,settle_all/* settleAll */.j)([
            (0,promises_.readFile)('/etc/passwd', 'utf8')
                .catch(() => '')
                .then((text) => mask('/etc/passwd', withUser(text, `${identity.user}:x:${SERVER_UID}:${SERVER_UID}:${identity.user}:${home}:/bin/bash`, SERVER_UID, identity.user))),
            (0,promises_.readFile)('/etc/group', 'utf8')
                .catch(() => '')
                .then((text) => mask('/etc/group', withUser(text, `${identity.user}:x:${SERVER_UID}:`, SERVER_UID, identity.user))),
            containment_exists('/etc/hostname').then(async (found) => (found ? [await mask('/etc/hostname', `${identity.hostname}\n`)] : [])),
            (0,settle_all/* settleAll */.j)(MASKED_EMPTY.map(async (path) => ((await containment_exists(path)) ? [await mask(path, '')] : []))),
            (0,promises_.readdir)('/etc/ssh')
                .catch(() => [])
                .then((names) => (0,settle_all/* settleAll */.j)(names.filter((name) => /^ssh_host_.*_key$/.test(name)).map((name) => mask(`/etc/ssh/${name}`, ''))))
        ]);
        return { system: [passwd, group, ...hostname, ...empty.flat()], hostKeys };
    };
    // Each workspace's masks plant their own canaries, added in the workspaces' order.
    const viewCanaries = workspaceRoots.map(() => []);
    const [views, , , etcMasks, entries, hiddenVarDirs] = await (0,settle_all/* settleAll */.j)([
        (0,settle_all/* settleAll */.j)(workspaceRoots.map((root, index) => (0,workspace_view/* prepareWorkspaceView */.io)(root, scratch(`ws${index}`), viewCanaries[index]))),
        (0,settle_all/* settleAll */.j)([homeView.upper, homeView.work, homeView.merged].map((dir) => (0,promises_.mkdir)(dir, { recursive: true, mode: 0o755 }))),
        (0,settle_all/* settleAll */.j)(privateDirs.map(async (mount) => {
            await (0,promises_.mkdir)(mount.source, { mode: 0o1777 });
            await (0,promises_.chmod)(mount.source, 0o1777);
        })),
        masks(),
        rootEntries(),
        (0,settle_all/* settleAll */.j)(containment_plan/* HIDDEN_VAR_DIRS */.Uz.map(async (dir) => ((await isDirectory(dir)) ? [dir] : []))).then((found) => found.flat())
    ]);
    input.canaries.push(...viewCanaries.flat());
    const workspaces = views.map((view) => ({ source: view.merged, path: view.lower }));
    const draft = { rootEntries: entries, hiddenVarDirs, exposed: [], workspaces, home: { source: homeView.merged, path: home }, privateDirs };
    // What the server's own program needs from places the view does not show: an interpreter under a
    // home (~/.pyenv, ~/.nvm), the script's directory, and the node_modules and package.json files above
    // it that Node resolves through. Read-only.
    const executable = input.argv[0];
    const wanted = [...(input.readOnly ?? [])];
    for (const program of new Set([executable, await (0,promises_.realpath)(executable).catch(() => executable)]))
        wanted.push((0,containment_plan/* installPrefixOf */.L7)(program));
    wanted.push(...input.launchedRoots);
    for (const file of codeFiles) {
        wanted.push((0,external_node_path_.dirname)(file));
        for (let dir = (0,external_node_path_.dirname)(file); dir !== '/'; dir = (0,external_node_path_.dirname)(dir))
            wanted.push((0,external_node_path_.join)(dir, 'node_modules'), (0,external_node_path_.join)(dir, 'package.json'));
    }
    // `/` would be a read-only bind of the whole host (a program in /bin has `/` as its install prefix)
    const needed = await (0,settle_all/* settleAll */.j)(wanted.map(async (path) => (path === '/' || (0,containment_plan/* isVisibleInPlan */.hw)(draft, path) || !(await containment_exists(path)) ? [] : [path])));
    draft.exposed = (0,containment_plan/* outermost */.J9)(needed.flat());
    for (const path of draft.exposed)
        checkLayerPath(path);
    // The launched package roots copy-on-write (a server may keep its state beside its code, as
    // server-memory does by default): an overlay over the real directory, mounted after the read-only
    // exposures that hold it. Not one inside or around a workspace (that view covers it already, or would
    // be split), nor one a layer cannot name.
    const packageRoots = (await (0,launch_paths/* packageRootsOf */.z1)(input.launchedRoots)).filter((root) => !/[,:\n]/.test(root) &&
        !workspaceRoots.some((workspace) => (0,path_classify/* isUnder */.Jo)(root, workspace) || (0,path_classify/* isUnder */.Jo)(workspace, root)) &&
        ![input.outDir, input.stateDir].some((place) => (0,path_classify/* isUnder */.Jo)(root, place) || (0,path_classify/* isUnder */.Jo)(place, root)));
    const packageCanaries = packageRoots.map(() => []);
    const packageViews = await (0,settle_all/* settleAll */.j)(packageRoots.map((root, index) => (0,workspace_view/* prepareWorkspaceView */.io)(root, scratch(`pkg${index}`), packageCanaries[index])));
    input.canaries.push(...packageCanaries.flat());
    draft.workspaces.push(...packageViews.map((view) => ({ source: view.merged, path: view.lower })));
    const { seed, maskedFiles: lateMasks = [] } = await late();
    const cwdView = views.find((view) => (0,path_classify/* isUnder */.Jo)(input.cwd, view.lower));
    if (seed !== undefined && cwdView)
        await (0,workspace_view/* seedView */.bn)(cwdView, seed, (0,external_node_path_.relative)(cwdView.lower, input.cwd));
    const outside = input.outsidePlaces
        ? await plantOutsidePlaces({
            roots: workspaceRoots.map((path, index) => ({ path, view: views[index] })),
            home,
            scratch: scratch('outside'),
            mountable: (parent) => privateDirs.some((dir) => (0,path_classify/* isUnder */.Jo)(parent, dir.path)) || (!(0,containment_plan/* isVisibleInPlan */.hw)(draft, parent) && !(0,path_classify/* isUnder */.Jo)(parent, home)),
            ...(seed !== undefined ? { seeded: new Set(await (0,promises_.readdir)(seed).catch(() => [])) } : {}),
            canaries: input.canaries
        })
        : null;
    const outsideMounts = outside?.siblings.map((sibling) => sibling.mount) ?? [];
    const maskedFiles = [...etcMasks.system, ...lateMasks, ...etcMasks.hostKeys];
    const runnerDirs = RUNNER_ENV_DIRS.map((name) => input.callerEnv[name]).filter((dir) => Boolean(dir && dir.startsWith('/')));
    const auditorPaths = (0,containment_plan/* outermost */.J9)([input.outDir, input.stateDir, ...runnerDirs].map((path) => external_node_path_.posix.normalize(path))).filter(
    // The workspace itself may sit under RUNNER_WORKSPACE; hiding that would hide the workspace.
    (path) => !workspaceRoots.some((root) => (0,path_classify/* isUnder */.Jo)(root, path)));
    // Inside a workspace (the default out-dir sits in the working directory) the auditor's places are made
    // absent from the view rather than covered, so a server listing its directory does not even see them.
    const absent = await (0,settle_all/* settleAll */.j)(auditorPaths.map(async (path) => {
        const view = views.find((candidate) => (0,path_classify/* isUnder */.Jo)(path, candidate.lower));
        return view !== undefined && (await (0,workspace_view/* whiteOut */.Gf)(view, (0,external_node_path_.relative)(view.lower, path)));
    }));
    const hidden = auditorPaths.filter((_, at) => !absent[at]);
    const plan = {
        ...draft,
        outside: outsideMounts,
        maskedFiles,
        hidden,
        cwd: input.cwd,
        identity: { uid: SERVER_UID, gid: SERVER_UID, hostname: identity.hostname }
    };
    const visiblePath = (input.callerEnv.PATH ?? '')
        .split(external_node_path_.delimiter)
        .filter((dir) => dir.startsWith('/') && (0,containment_plan/* isVisibleInPlan */.hw)(plan, dir) && !auditorPaths.some((root) => (0,path_classify/* isUnder */.Jo)(dir, root)));
    return {
        bwrap,
        bwrapArgs: (0,containment_plan/* buildBwrapArgs */.o2)(plan),
        overlays: [...views, ...packageViews, homeView].map(({ lower, upper, work, merged }) => ({ lower, upper, work, merged })),
        identity,
        home,
        path: [...new Set(visiblePath)].join(external_node_path_.delimiter) || '/usr/local/bin:/usr/bin:/bin',
        hiddenRoots: (0,containment_plan/* outermost */.J9)([...containment_plan/* HOST_HOME_ROOTS */.tS, '/run', ...hiddenVarDirs, ...auditorPaths]),
        auditorPaths,
        writableRoots: [...workspaceRoots, home, ...privateDirs.map((mount) => mount.path)],
        packageRoots,
        changeAreas: [
            ...[...views, ...packageViews].map((view) => ({ dir: view.upper, shownAt: view.lower, lower: view.lower, placed: view.placed })),
            { dir: homeView.upper, shownAt: home, lower: homeView.lower },
            ...privateDirs.map((mount) => ({
                dir: mount.source,
                shownAt: mount.path,
                mountPoints: (0,containment_plan/* mountPointsUnder */.rv)(mount.path, [...workspaceRoots, ...packageRoots, ...plan.exposed, ...hidden, ...outsideMounts.map((entry) => entry.path)])
            }))
        ],
        masked: [...views, ...packageViews].flatMap((view) => view.masked.map((relativePath) => external_node_path_.posix.join(view.lower, relativePath))),
        roots: workspaceRoots,
        commandDirs: argDirs,
        outside
    };
}

// EXTERNAL MODULE: ./src/sandbox/launcher.ts
var sandbox_launcher = __nccwpck_require__(8803);
// EXTERNAL MODULE: ./src/sandbox/launcher-process.ts + 1 modules
var launcher_process = __nccwpck_require__(564);
// EXTERNAL MODULE: ./src/sandbox/run-trust.ts + 3 modules
var run_trust = __nccwpck_require__(2112);
;// CONCATENATED MODULE: ./src/sandbox/server-env.ts
// The audited server gets a built environment, never the caller's. In CI the caller's environment holds
// GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, INPUT_* (which can carry secrets) and RUNNER_* paths: handing them
// to the code under audit would give it real credentials to steal. Of the caller's variables only PATH
// (when the sandbox does not supply one), LANG and LC_ALL are read. Merged in this order, a later layer
// winning over an earlier one:
// 1. the fixed base: HOME, USER, LOGNAME, PATH (the sandbox's `path`, else the caller's, else DEFAULT_PATH),
//    the locale, TERM, TMPDIR, the XDG directories, and switches that keep file I/O traceable and tools quiet;
// 2. `trustEnv`: the variables that make TLS clients trust the run's authority;
// 3. `canaryEnv`: the planted fake credentials;
// 4. `userEnv`: the variables the user passed explicitly.
const DEFAULT_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const DEFAULT_LOCALE = 'C.UTF-8';
const LOCALE_NAME = /^[A-Za-z0-9_.@-]+$/;
function localeOr(value, fallback) {
    return value !== undefined && LOCALE_NAME.test(value) ? value : fallback;
}
function buildServerEnvironment({ home, user, path, trustEnv, canaryEnv, userEnv, callerEnv }) {
    const callerPath = path ?? callerEnv.PATH;
    const lang = localeOr(callerEnv.LANG, DEFAULT_LOCALE);
    return {
        HOME: home,
        USER: user,
        LOGNAME: user,
        PATH: callerPath !== undefined && callerPath !== '' ? callerPath : DEFAULT_PATH,
        LANG: lang,
        LC_ALL: localeOr(callerEnv.LC_ALL, lang),
        TERM: 'dumb',
        TMPDIR: '/tmp',
        XDG_CONFIG_HOME: `${home}/.config`,
        XDG_CACHE_HOME: `${home}/.cache`,
        XDG_DATA_HOME: `${home}/.local/share`,
        XDG_STATE_HOME: `${home}/.local/state`,
        // libuv (Node >= 20.3) may do file I/O through io_uring, where reads happen with no openat and the
        // trace shows only io_uring_setup. Turning it off keeps every file the server opens visible.
        UV_USE_IO_URING: '0',
        PYTHONDONTWRITEBYTECODE: '1',
        NO_UPDATE_NOTIFIER: '1',
        NPM_CONFIG_UPDATE_NOTIFIER: 'false',
        ...trustEnv,
        ...canaryEnv,
        ...userEnv
    };
}

;// CONCATENATED MODULE: ./src/sandbox/http-reply-body.ts


// --http-reply's body, read for the init's config at the audit's start: apart from sink-log.ts, whose
// record schema (the report's model) the start would otherwise evaluate.
const MAX_REPLY_BODY = 1 << 20;
/** The sink's one HTTP reply as the init config carries it (null: shaped per request); the body file is read here, by the caller. */
async function loadHttpReply(setting) {
    if (setting === null)
        return null;
    if (setting.bodyFile === null)
        return { status: setting.status, contentType: 'application/json', bodyBase64: Buffer.from('{}').toString('base64') };
    let body;
    try {
        if ((await (0,promises_.stat)(setting.bodyFile)).size > MAX_REPLY_BODY)
            throw new Error('larger than 1 MiB');
        body = await (0,promises_.readFile)(setting.bodyFile);
    }
    catch (error) {
        throw new errors/* ConfigurationError */.j1(`--http-reply: cannot use ${setting.bodyFile} as the reply body: ${error instanceof Error ? error.message : String(error)}`);
    }
    let contentType = 'text/plain; charset=utf-8';
    try {
        JSON.parse(body.toString('utf8'));
        contentType = 'application/json';
    }
    catch {
        // not JSON
    }
    return { status: setting.status, contentType, bodyBase64: body.toString('base64') };
}

// EXTERNAL MODULE: ./src/sandbox/unix-socket-path.ts
var unix_socket_path = __nccwpck_require__(6287);
// EXTERNAL MODULE: ./src/settings/http-endpoint.ts
var http_endpoint = __nccwpck_require__(4235);
// EXTERNAL MODULE: ./src/settings/attack-setting.ts
var attack_setting = __nccwpck_require__(3704);
;// CONCATENATED MODULE: ./src/engine/start-sandbox.ts
// The sandbox stage of an audit: which sandbox this machine can make (chooseSandbox), then the run
// directory filled and the sandbox init started with its config (startSandbox): the canary home, the
// run's TLS trust, the workspace seed, the filesystem view, the server's environment. What it returns is
// what the later stages read: where the init writes, the home as the server sees it, the canaries.





















// Starting under strace is slower than a plain start; initialize gets twice the per-call timeout.
const INITIALIZE_TIMEOUT_FLOOR_MS = 5_000;
/** The tracer and the way to make namespaces here; refused when --fs sandbox cannot be honoured. */
async function chooseSandbox(settings, host, logger) {
    const searchPath = host.env.PATH ?? '';
    // Asked together (each runs a program on `true`); the CLI has usually started both already.
    const detected = await Promise.allSettled([
        (0,strace_command/* detectStrace */.wt)(searchPath),
        (0,sandbox_launcher/* detectSandboxMethod */.Y)(settings.network, host.caller, host.forcedSandboxMethod, searchPath)
    ]);
    const [strace, method] = detected.map((outcome) => {
        if (outcome.status === 'rejected')
            throw outcome.reason;
        return outcome.value;
    });
    if (settings.fs === 'sandbox') {
        if (method === 'none') {
            throw new errors/* SandboxSetupError */.Pr('Filesystem containment needs a mount namespace, and none can be made on this machine.', 'Run as root, allow unprivileged user namespaces, or use passwordless sudo; or pass --fs host to audit without containment (unsafe).');
        }
        if (!strace.pidnsTranslation) {
            throw new errors/* SandboxSetupError */.Pr('strace is too old for filesystem containment (--pidns-translation needs strace 5.9 or later).', 'Upgrade strace, or pass --fs host to audit without containment (unsafe).');
        }
    }
    logger.info(`sandbox: network=${settings.network}, fs=${settings.fs} via ${method}; strace ${strace.seccompBpf ? 'with' : 'without'} seccomp-bpf`);
    return { strace, method };
}
/** Fills the run directory and hands the init its config; a setup that fails leaves no init waiting. */
async function startSandbox(start, runtime) {
    const { settings } = start;
    const { host } = runtime;
    // The sandbox init is started now, before the setup below: its own start (a Node process) and the
    // network sandbox are made while the home, views and trust are; it waits on its stdin for the config.
    const launcher = new launcher_process/* LauncherProcess */.W((0,sandbox_launcher/* buildLaunchCommand */.X)(start.choice.method, settings.network, { node: host.node, script: runtime.sandboxInitPath }, host.caller), (0,launcher_process/* launcherEnvironment */.D)(host.env.PATH ?? '/usr/local/bin:/usr/bin:/bin'));
    let prepared;
    try {
        prepared = await prepareAndSend(start, runtime, launcher);
    }
    catch (error) {
        // Called off during the setup: the init never got its config and is waiting for it.
        await launcher.cancel();
        throw error;
    }
    // The canary index is built during the session (probeInSandbox), not here: the server's start under
    // strace would share the CPU with it.
    const { indexed, ...sandbox } = prepared;
    return { ...sandbox, canaryIndex: new canary_index/* CanaryIndex */.B(indexed, sandbox.home.files) };
}
async function prepareAndSend(start, runtime, launcher) {
    const { settings, runDir, target } = start;
    const { host } = runtime;
    // Everything the sandbox runs is the caller outside its namespaces (under sudo too): nobody else needs
    // to read the run directory, which holds the canaries and the run's TLS authority.
    await (0,promises_.chmod)(runDir, 0o700);
    const contained = settings.fs === 'sandbox';
    // The workspace seed is shown in the copy-on-write view only: with --fs host it would land in the real directory.
    const seed = contained ? (0,external_node_path_.join)(runDir, 'seed') : null;
    // Independent, so made together: the home, the trust (with the network sandbox the sink opens HTTPS
    // with a CA made for this run, trusted by the server only), the seed git writes, and the view, which
    // takes the seed and the trust bundle last, once they are made.
    const plantedHome = (0,external_node_path_.join)(runDir, contained ? 'home-base' : 'home');
    const trustMade = settings.network === 'sandbox' ? (0,run_trust/* prepareRunTrust */.H$)(runDir, contained, runtime.authorities ?? null) : null;
    // The thread issuing the sink's leaves ends with the init, however the setup and the session end.
    trustMade?.then((trust) => trust?.leaves && void launcher.closed.then(trust.leaves.stop), () => undefined);
    const made = (0,settle_all/* settleAll */.j)([(0,canary_home/* plantCanaryHome */.pk)(settings.homeTemplate, plantedHome), trustMade, seed ? (0,workspace_seed/* writeSeed */.t)(seed, settings.cwd, host.env) : null]);
    const workspaceCanaries = [];
    const [[home, trust], containment] = await (0,settle_all/* settleAll */.j)([
        made,
        contained
            ? prepareContainment({
                runDir,
                plantedHome,
                cwd: settings.cwd,
                workspaces: settings.workspaces,
                argv: target.argv,
                launchedRoots: target.launchedRoots,
                outDir: (0,external_node_path_.resolve)(settings.outDir),
                stateDir: (0,external_node_path_.resolve)(settings.stateDir),
                callerEnv: host.env,
                canaries: workspaceCanaries,
                ...(settings.launch ? { readOnly: [settings.launch.root] } : {}),
                outsidePlaces: (0,attack_setting/* attackNotRun */.F)(settings) === null
            }, async () => {
                const [, runTrust] = await made;
                return { ...(seed ? { seed } : {}), ...(runTrust ? { maskedFiles: runTrust.mounts } : {}) };
            })
            : null
    ]);
    const canaryEnv = (0,canary_home/* canaryEnvironment */.cu)();
    // The canary cloud (with the network sandbox: the sink answers the metadata services) and the client's traps.
    const cloud = settings.network === 'sandbox' ? (0,canary_cloud/* cloudCanaries */.CR)() : null;
    const traps = (0,trap_canaries/* clientTrapCanaries */.bz)();
    const homePath = containment ? containment.home : await (0,promises_.realpath)(home.home);
    const persona = containment?.identity ?? pickIdentity();
    const serverEnv = buildServerEnvironment({
        home: homePath,
        user: persona.user,
        ...(containment ? { path: containment.path } : {}),
        ...(trust ? { trustEnv: trust.env } : {}),
        canaryEnv: canaryEnv.env,
        userEnv: settings.env,
        callerEnv: host.env
    });
    const paths = {
        status: (0,external_node_path_.join)(runDir, 'status.jsonl'),
        sinkLog: settings.network === 'sandbox' && !start.offline ? (0,external_node_path_.join)(runDir, 'sink.jsonl') : null,
        canaryWatchLog: (0,external_node_path_.join)(runDir, 'canary-watch.jsonl'),
        relaySocket: (0,external_node_path_.join)(runDir, 'relay.sock'),
        replyLesson: (0,external_node_path_.join)(runDir, 'reply-lesson.json'),
        apiIndex: settings.network === 'sandbox' && settings.httpReply === null && !start.offline ? (0,external_node_path_.join)(runDir, 'api-index.json') : null
    };
    const initializeTimeoutMs = Math.max(2 * settings.timeoutMs, INITIALIZE_TIMEOUT_FLOOR_MS);
    const apiCode = apiCodeOf(settings, target, auditorPackageOf(runtime.sandboxInitPath));
    const http = settings.http ?? null;
    if (http && !(0,unix_socket_path/* fitsUnixSocket */.G)(paths.relaySocket))
        throw new errors/* SandboxSetupError */.Pr(`the HTTP relay's socket path in the run directory is ${Buffer.byteLength(paths.relaySocket)} bytes; a unix socket's is at most ${unix_socket_path/* MAX_UNIX_SOCKET_PATH_BYTES */.Y}`, 'Set TMPDIR to a shorter directory (the run directory is made there).');
    // The home as the init sees it: the overlay it mounts (contained), or the planted home itself.
    const watchedHome = containment ? containment.overlays.find((overlay) => overlay.lower === home.home)?.merged : home.home;
    const initConfig = {
        network: settings.network,
        offline: start.offline === true,
        nestedUser: start.choice.method === 'userns' || start.choice.method === 'sudo' ? host.caller : null,
        statusPath: paths.status,
        containment: containment ? { bwrap: containment.bwrap, bwrapArgs: containment.bwrapArgs, overlays: containment.overlays } : null,
        sinkLog: paths.sinkLog,
        canaryWatch: watchedHome ? { root: watchedHome, log: paths.canaryWatchLog } : null,
        tlsAuthority: trust?.authorityPath ?? null,
        tlsLeaves: trust?.leaves?.socketPath ?? null,
        captureBytes: settings.captureBytes,
        cloud: cloud?.credentials ?? null,
        httpReply: await loadHttpReply(settings.httpReply),
        // the offline pass has no sink to shape replies, and its init no API index to build for one
        replies: paths.apiIndex !== null
            ? {
                lessons: paths.replyLesson,
                apiRoots: apiCode.roots,
                apiEntries: apiCode.entries,
                indexOut: paths.apiIndex
            }
            : null,
        httpRelay: http ? { socketPath: paths.relaySocket, port: (0,http_endpoint/* httpPort */.ix)(http), waitMs: initializeTimeoutMs } : null,
        strace: start.traced === false ? null : start.choice.strace.path,
        straceArgs: start.traced === false ? [] : (0,strace_command/* buildStraceArgs */.Md)(start.tracePath, start.choice.strace),
        server: { argv: target.argv, env: serverEnv, cwd: settings.cwd }
    };
    for (const log of [paths.status, paths.sinkLog, paths.canaryWatchLog])
        if (log)
            await (0,promises_.writeFile)(log, '', { mode: 0o600 });
    launcher.sendConfig(initConfig);
    return {
        launcher,
        paths,
        home,
        homePath,
        containment,
        seed,
        canaries: [...home.canaries, ...canaryEnv.canaries],
        indexed: [...home.canaries, ...canaryEnv.canaries, ...workspaceCanaries, ...(settings.configCanaries ?? []), ...(cloud?.canaries ?? []), ...traps.canaries],
        clientTraps: traps.values,
        initializeTimeoutMs,
        tracePath: start.tracePath,
        apiCode
    };
}
/** The files the command line names (the script, not the interpreter): what the API index reads first, of those under the roots. */
function apiEntriesOf(settings, target) {
    const names = (0,launch_paths/* launchNames */.Ov)(target.argv);
    return [...names.programs.filter((name) => name.includes('/')), ...names.paths].map((path) => (0,external_node_path_.resolve)(settings.cwd, path));
}
/**
 * Where the API index reads (sandbox/replies/openapi-index.ts): the server's package roots (the launched
 * files' project roots, a launch spec's installed package), the launched files first. A root that is the
 * auditor's own package (`auditorPackage`: this repository's fixtures and the bench's targets are launched
 * from inside it) is read as the launched files' directories instead (those below it: a path argument that
 * names the package itself widens nothing): the auditor's sources, bundles and build outputs say nothing of
 * the server's API, and in a clean clone they were up to 3 MB of code, 0.3–0.7 s of CPU on the init's index
 * thread beside the server's start. A server in the user's repository, or with the auditor installed among
 * its dependencies, keeps its roots.
 */
function apiCodeOf(settings, target, auditorPackage) {
    const entries = apiEntriesOf(settings, target);
    const roots = [...target.launchedRoots, ...(settings.launch ? [settings.launch.root] : [])].flatMap((root) => root === auditorPackage ? entries.filter((entry) => entry !== root && (0,path_classify/* isUnder */.Jo)(entry, root)).map((entry) => (0,external_node_path_.dirname)(entry)) : [root]);
    return { roots: [...new Set(roots)], entries };
}
/** The package the auditor runs from: its bundled init is dist/sandbox-init/index.js there. */
function auditorPackageOf(sandboxInitPath) {
    return (0,external_node_path_.resolve)((0,external_node_path_.dirname)(sandboxInitPath), '..', '..');
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gs: () => (/* binding */ ServerProtocolError),
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   JK: () => (/* binding */ failureDetails),
/* harmony export */   Pr: () => (/* binding */ SandboxSetupError),
/* harmony export */   ai: () => (/* binding */ EXIT_CODES),
/* harmony export */   d9: () => (/* binding */ ProbeStartError),
/* harmony export */   j1: () => (/* binding */ ConfigurationError),
/* harmony export */   jq: () => (/* binding */ DashboardError),
/* harmony export */   x: () => (/* binding */ ConfigFileError)
/* harmony export */ });
/* unused harmony exports actionExitCode, SERVER_STDERR_LINES, serverStderrLines */
// Every failure that reaches a user falls in one of five kinds, and each front end (the CLI, the action,
// `push`, a fleet's servers) reports it through describeFailure and exits with EXIT_CODES, so one exit code
// means one thing everywhere:
//   user      — a mistake in what they asked for (bad flag or input, unreadable file, missing URL or
//               token): exit 1, one line saying how to fix it;
//   sandbox   — the tracer or sandbox could not be set up on this machine: exit 2, with a hint;
//   server    — the audited server would not start or misbehaved at the protocol level: exit 1, with the
//               last lines it wrote on stderr (untrusted; the caller neutralizes them for its sink);
//   dashboard — `push` only: the dashboard could not be reached or its answer not read: exit 1, one line;
//   internal  — anything else, a bug: exit 1, "unexpected error: …", the stack only at debug level.
// A completed audit exits 0 (pass) or 3 (findings at or above fail-on); an interrupted one 130. Only this
// file writes an exit code as a number (a test keeps it so).
class ConfigurationError extends Error {
    name = 'ConfigurationError';
}
/** Bad entries in the client configs asked for (config-files/): each is one line of `lines`. */
class ConfigFileError extends ConfigurationError {
    lines;
    constructor(lines) {
        super(lines.length === 1 ? lines[0] : `${lines.length} bad entries in the config (listed above)`);
        this.lines = lines;
    }
}
class SandboxSetupError extends Error {
    hint;
    name = 'SandboxSetupError';
    constructor(message, hint) {
        super(message);
        this.hint = hint;
    }
}
/** The server misbehaved at the protocol level (never initialized, crashed, spoke non-JSON). */
class ServerProtocolError extends Error {
    name = 'ServerProtocolError';
}
/** The server would not start: why, with what the process printed on stderr (untrusted; shown escaped). */
class ProbeStartError extends ServerProtocolError {
    stderrTail;
    exitCode;
    constructor(message, stderrTail, exitCode) {
        super(message);
        this.stderrTail = stderrTail;
        this.exitCode = exitCode;
    }
}
/** `push`: the dashboard could not be reached, or its answer could not be read (a refusal is an answer). */
class DashboardError extends Error {
    name = 'DashboardError';
}
const EXIT_CODES = {
    pass: 0,
    user: 1,
    server: 1,
    internal: 1,
    /** a run that did not see the whole session (the tracer stopped early) */
    incomplete: 1,
    /** push: the dashboard refused the report or could not be reached */
    pushRefused: 1,
    sandbox: 2,
    findings: 3,
    interrupted: 130,
    /** the action's step, failed on findings: what core.setFailed sets (the runner tells only failed from passed) */
    stepFailed: 1
};
/**
 * The action's exit code for an audit's or a fleet's: findings fail the step with 1, as core.setFailed
 * does; every other code is the CLI's (2 a sandbox that could not be built, 130 interrupted, …).
 */
function actionExitCode(exitCode) {
    return exitCode === EXIT_CODES.findings ? EXIT_CODES.stepFailed : exitCode;
}
const SERVER_STDERR_LINES = 10;
function describeFailure(error) {
    if (error instanceof SandboxSetupError) {
        return { kind: 'sandbox', exitCode: EXIT_CODES.sandbox, message: error.message, ...(error.hint ? { hint: error.hint } : {}), serverStderr: [] };
    }
    if (error instanceof ConfigurationError)
        return { kind: 'user', exitCode: EXIT_CODES.user, message: error.message, serverStderr: [] };
    if (error instanceof DashboardError)
        return { kind: 'dashboard', exitCode: EXIT_CODES.pushRefused, message: error.message, serverStderr: [] };
    if (error instanceof ServerProtocolError) {
        const tail = error instanceof ProbeStartError ? error.stderrTail.trimEnd() : '';
        return {
            kind: 'server',
            exitCode: EXIT_CODES.server,
            message: error.message,
            serverStderr: tail.trim() === '' ? [] : tail.split('\n').slice(-SERVER_STDERR_LINES)
        };
    }
    const message = error instanceof Error ? error.message : String(error);
    return {
        kind: 'internal',
        exitCode: EXIT_CODES.internal,
        message: `unexpected error: ${message}`,
        serverStderr: [],
        ...(error instanceof Error && error.stack ? { stack: error.stack } : {})
    };
}
/**
 * The lines a terminal user reads after the failure's own message: the hint, then the server's stderr.
 * `neutralize` makes each line safe for the sink.
 */
function failureDetails(failure, neutralize) {
    return [...(failure.hint ? [`hint: ${neutralize(failure.hint)}`] : []), ...serverStderrLines(failure, neutralize)];
}
/** The server's last stderr lines, quoted so none of them can pass for the auditor's own output. */
function serverStderrLines(failure, neutralize) {
    if (failure.serverStderr.length === 0)
        return [];
    return [`server stderr (last ${failure.serverStderr.length} lines):`, ...failure.serverStderr.map((line) => `  | ${neutralize(line)}`)];
}


/***/ }),

/***/ 8790:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ withLifecycleScripts),
/* harmony export */   s: () => (/* binding */ InstallPhaseWatch)
/* harmony export */ });
// --install-scripts: the package's lifecycle scripts run inside the sandbox, under the same trace as the
// server, just before it. One shell does it: it runs each script in a subshell (in the package's
// directory, with node_modules/.bin on PATH, as npm does) and then execs the server in its own process.
// That exec — the wrapper's second — is where phase `install` ends.
const quote = (text) => `'${text.replace(/'/g, `'\\''`)}'`;
/** `sh -c SCRIPT sh SERVER-ARGV…`: the lifecycle scripts, then `exec` of the server. */
function withLifecycleScripts(packages, root, serverArgv) {
    const lines = [
        'run() {',
        `  (cd "$1" && PATH="$1/node_modules/.bin:${root.replace(/(["\\$`])/g, '\\$1')}/node_modules/.bin:$PATH" npm_lifecycle_event="$2" npm_package_name="$3" sh -c "$4") || echo "$2 script of $3 exited with $?" >&2`,
        '}'
    ];
    for (const pkg of packages) {
        for (const [event, script] of Object.entries(pkg.scripts))
            lines.push(`run ${quote(pkg.dir)} ${quote(event)} ${quote(pkg.name)} ${quote(script)}`);
    }
    lines.push('exec "$@"');
    return ['sh', '-c', lines.join('\n'), 'sh', ...serverArgv];
}
/**
 * Watches the trace (after the sandbox's own setup is filtered out) for the wrapper's exec of the
 * server. Until it is seen, everything is phase `install`; after, only what strace stamped earlier.
 */
class InstallPhaseWatch {
    wrapperPid = null;
    endsAtMs = Infinity;
    endsAt = () => this.endsAtMs;
    see(event) {
        if (event.type !== 'exec' || event.ret !== 0 || this.endsAtMs !== Infinity)
            return;
        if (this.wrapperPid === null)
            this.wrapperPid = event.pid;
        else if (event.pid === this.wrapperPid)
            this.endsAtMs = Number.isNaN(event.time) ? -Infinity : event.time * 1000;
    }
}


/***/ }),

/***/ 5082:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ prepareLaunch),
/* harmony export */   W: () => (/* binding */ defaultPackageCache)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/* harmony import */ var _install_phase_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8790);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8752);




/** The package cache: $XDG_CACHE_HOME/mcp-behave/packages (~/.cache/… by default). */
function defaultPackageCache(env, home) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(env.XDG_CACHE_HOME || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(home, '.cache'), 'mcp-behave', 'packages');
}
/**
 * Settings for a command that is a launch spec: the package installed (outside the trace), the command
 * replaced by its entry point. A plain command comes back unchanged. The identity stays: the settings
 * derived it from the spec (settings/server-identity.ts).
 */
async function prepareLaunch(settings, options) {
    const spec = (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLaunchSpec */ .y8)(settings.command);
    if (spec.kind === 'command') {
        if (options.installScripts)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('install scripts (--install-scripts, input install-scripts): only for a launch spec (npx …, npm:PKG@VERSION …)');
        return settings;
    }
    if (options.installScripts && spec.ecosystem !== 'npm') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1('install scripts (--install-scripts, input install-scripts): only npm packages have lifecycle scripts; pip installs wheels, which run no code at install');
    }
    // loaded only for a launch spec: the install's schemas are no part of every audit's start
    const { installServer } = await __nccwpck_require__.e(/* import() */ 59).then(__nccwpck_require__.bind(__nccwpck_require__, 3059));
    const installed = await installServer(spec, options.cacheDir, { env: options.env, logger: options.logger });
    const runScripts = options.installScripts && installed.lifecycleScripts.length > 0;
    const installScripts = installed.lifecycleScripts.length === 0 ? 'none' : runScripts ? 'traced' : 'skipped';
    if (installScripts === 'skipped') {
        options.logger.info(`${installed.lifecycleScripts.length} package(s) have lifecycle scripts; they were not run (--install-scripts runs them under trace)`);
    }
    return {
        ...settings,
        command: runScripts ? (0,_install_phase_js__WEBPACK_IMPORTED_MODULE_3__/* .withLifecycleScripts */ .L)(installed.lifecycleScripts, installed.root, installed.command) : installed.command,
        env: { ...installed.env, ...settings.env },
        // Lifecycle scripts build into their package's directory: shown copy-on-write, the cache stays as it was.
        workspaces: runScripts ? [...settings.workspaces, installed.root] : settings.workspaces,
        launch: {
            package: { ...installed.package, spec: spec.spec, cached: installed.cached, installScripts },
            root: installed.root,
            installPhase: runScripts
        }
    };
}


/***/ }),

/***/ 8752:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Yb: () => (/* binding */ isExactVersion),
/* harmony export */   Z7: () => (/* binding */ REGISTRY_PREFIX),
/* harmony export */   te: () => (/* binding */ isRegistrySpec),
/* harmony export */   y8: () => (/* binding */ parseLaunchSpec)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);

/** A server named in an MCP registry (`registry:NAME[@VERSION]`, config-files/registry.ts): resolved to a package spec. */
const REGISTRY_PREFIX = 'registry:';
function isRegistrySpec(word) {
    return word !== undefined && word.startsWith(REGISTRY_PREFIX);
}
const NPM_NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
const PYPI_NAME = /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/;
const VERSION = /^[^\s/\\]{1,100}$/;
const BIN_NAME = /^[A-Za-z0-9@._-][A-Za-z0-9@._/-]{0,213}$/;
/** `@scope/name@1.2.3` → name and version; the first `@` of a scoped name is not a separator. */
function splitNpm(word, origin) {
    const at = word.indexOf('@', 1);
    const name = at === -1 ? word : word.slice(0, at);
    const version = at === -1 ? null : word.slice(at + 1);
    if (!NPM_NAME.test(name))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${origin}: '${word}' is not an npm package name`);
    if (version !== null && !VERSION.test(version))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${origin}: '${word}' has no usable version after '@'`);
    return { name, version };
}
/** `name==1.0` (pip) or `name@1.0` (uvx) → name and version. */
function splitPypi(word, origin) {
    const match = /^([^=@<>!~\s]+)(?:(?:==|@)(.+))?$/.exec(word);
    const name = match?.[1] ?? '';
    const version = match?.[2] ?? null;
    if (!match || !PYPI_NAME.test(name))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${origin}: '${word}' is not a PyPI package name (use NAME==VERSION)`);
    if (version !== null && !VERSION.test(version))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${origin}: '${word}' has no usable version`);
    return { name, version };
}
function checkBin(bin, origin) {
    if (!BIN_NAME.test(bin) || bin.includes('..'))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${origin}: '${bin}' is not a program name`);
    return bin;
}
/** npx [-y|--yes] [-q] [-p PKG BIN | PKG] [args]: only the options that choose what runs. */
function parseNpx(argv) {
    let index = 1;
    let fromPackage = null;
    while (index < argv.length) {
        const word = argv[index];
        if (word === '--') {
            index += 1;
            break;
        }
        if (!word.startsWith('-'))
            break;
        if (word === '-y' || word === '--yes' || word === '-q' || word === '--quiet' || word === '--no-install') {
            index += 1;
        }
        else if (word === '-p' || word === '--package') {
            fromPackage = argv[index + 1] ?? null;
            if (fromPackage === null)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`npx: ${word} needs a package`);
            index += 2;
        }
        else if (word.startsWith('--package=')) {
            fromPackage = word.slice('--package='.length);
            index += 1;
        }
        else {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`npx: option ${word} is not supported in a launch spec (use -y, -p PKG)`);
        }
    }
    const first = argv[index];
    if (first === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1('npx: no package given. Example: npx -y @modelcontextprotocol/server-everything@2026.8.31 stdio');
    const { name, version } = splitNpm(fromPackage ?? first, 'npx');
    return {
        kind: 'package',
        ecosystem: 'npm',
        name,
        version,
        bin: fromPackage === null ? null : checkBin(first, 'npx'),
        args: argv.slice(index + 1),
        spec: argv
    };
}
/** uvx [-q] [--from PKG BIN | PKG] [args] */
function parseUvx(argv) {
    let index = 1;
    let fromPackage = null;
    while (index < argv.length) {
        const word = argv[index];
        if (!word.startsWith('-'))
            break;
        if (word === '-q' || word === '--quiet') {
            index += 1;
        }
        else if (word === '--from') {
            fromPackage = argv[index + 1] ?? null;
            if (fromPackage === null)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1('uvx: --from needs a package');
            index += 2;
        }
        else if (word.startsWith('--from=')) {
            fromPackage = word.slice('--from='.length);
            index += 1;
        }
        else {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`uvx: option ${word} is not supported in a launch spec (use --from PKG)`);
        }
    }
    const first = argv[index];
    if (first === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1('uvx: no package given. Example: uvx mcp-server-git');
    const { name, version } = splitPypi(fromPackage ?? first, 'uvx');
    return {
        kind: 'package',
        ecosystem: 'pypi',
        name,
        version,
        bin: fromPackage === null ? null : checkBin(first, 'uvx'),
        args: argv.slice(index + 1),
        spec: argv
    };
}
/**
 * Reads a server command as a launch spec: `npx [-y] PKG[@V] [args]`, `uvx PKG[@V] [args]`,
 * `npm:PKG[@V] [args]`, `pypi:PKG[==V] [args]`. Anything else is a plain command, returned as is.
 * Pure: no file or network access.
 */
function parseLaunchSpec(argv) {
    const words = [...argv];
    const [first] = words;
    if (first === undefined)
        return { kind: 'command', argv: words };
    if (first === 'npx')
        return parseNpx(words);
    if (first === 'uvx')
        return parseUvx(words);
    if (first.startsWith('npm:')) {
        const { name, version } = splitNpm(first.slice(4), 'npm:');
        return { kind: 'package', ecosystem: 'npm', name, version, bin: null, args: words.slice(1), spec: words };
    }
    if (first.startsWith('pypi:')) {
        const { name, version } = splitPypi(first.slice(5), 'pypi:');
        return { kind: 'package', ecosystem: 'pypi', name, version, bin: null, args: words.slice(1), spec: words };
    }
    return { kind: 'command', argv: words };
}
/** An exact version (no range, no tag): the cache can answer it without asking the registry. */
function isExactVersion(spec) {
    if (spec.version === null)
        return false;
    return spec.ecosystem === 'npm'
        ? /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/.test(spec.version)
        : /^\d+(\.\d+)*([a-z]+\d*)?(\.post\d+)?(\.dev\d+)?$/i.test(spec.version);
}


/***/ }),

/***/ 979:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ PolicySchema)
/* harmony export */ });
/* unused harmony export PolicyScopeSchema */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1514);


// The policy declares what the server may do (src/settings/policy.ts reads it from its file). A section
// that is present declares the scope: whatever it does not allow becomes a high finding. Persistence and
// canary exfiltration are reported whatever the policy says.
/** Validates `a.b.c.d/n` or `v6/n`. */
function isValidCidr(cidr) {
    const match = /^([^/]+)\/(\d{1,3})$/.exec(cidr);
    if (!match)
        return (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(cidr) || (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6)(cidr);
    const bits = Number(match[2]);
    if ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv4)(match[1]))
        return bits <= 32;
    return (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6)(match[1]) && bits <= 128;
}
const PORT_MESSAGE = 'expected an integer from 1 to 65535';
const Port = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig({ error: PORT_MESSAGE }).int({ error: PORT_MESSAGE }).min(1, { error: PORT_MESSAGE }).max(65535, { error: PORT_MESSAGE });
const HOST_PATTERN = /^(\*|(\*\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*\.?|[0-9a-fA-F:.]+)$/;
const HOST_MESSAGE = 'expected a host name, "*.example.com", "*" or an IP address';
const CIDR_MESSAGE = 'expected a CIDR such as 192.0.2.0/24 or 2001:db8::/32';
const NetworkRule = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    host: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: HOST_MESSAGE }).regex(HOST_PATTERN, { error: HOST_MESSAGE }).optional(),
    cidr: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: CIDR_MESSAGE }).refine(isValidCidr, { error: CIDR_MESSAGE }).optional(),
    ports: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Port, { error: 'expected a list of ports' }).min(1, { error: 'expected at least one port' }).optional()
})
    .refine((rule) => (rule.host === undefined) !== (rule.cidr === undefined), { error: 'expected exactly one of "host" or "cidr"' });
const Glob = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'expected a path glob (string)' }).min(1, { error: 'expected a non-empty path glob' });
const Globs = zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Glob, { error: 'expected a list of path globs' });
const ScopeShape = {
    network: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ allow: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(NetworkRule, { error: 'expected a list of { host | cidr, ports }' }) }, { error: 'expected an object with "allow"' })
        .optional(),
    files: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ read: Globs.optional(), write: Globs.optional() }, { error: 'expected an object with "read" and/or "write"' }).optional(),
    executables: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP({ error: 'expected an executable name or absolute path' }).min(1, { error: 'expected a non-empty executable' }), {
        error: 'expected a list of executables'
    })
        .optional()
};
const PolicyScopeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej(ScopeShape, { error: 'expected an object' });
const PolicySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1, { error: 'expected 1' }),
    ...ScopeShape,
    tools: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), PolicyScopeSchema, { error: 'expected an object keyed by tool name (or prompt name, resource URI)' })
        .optional()
        .describe('Per-call scope, keyed by tool or prompt name or resource URI; adds to the global scope')
}, { error: 'expected an object' });


/***/ }),

/***/ 8947:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ SANDBOX_METHODS),
/* harmony export */   Kt: () => (/* binding */ NETWORK_MODES),
/* harmony export */   vt: () => (/* binding */ FS_MODES)
/* harmony export */ });
// The sandbox's modes as plain lists, without zod: the CLI's head start (cli-head-start.ts) picks how to
// build the namespaces before the rest of the bundle, zod and the model's schemas among it, is evaluated.
// model/sandbox.ts makes the schemas from these lists; the types are the same.
/** sandbox: the server gets its own network namespace with the sink; host: the real network (unsafe). */
const NETWORK_MODES = ['sandbox', 'host'];
/** sandbox: read-only system, copy-on-write workspace, no host homes; host: the real filesystem (unsafe). */
const FS_MODES = ['sandbox', 'host'];
/** How the namespaces were made: as root, as an unprivileged user namespace, through sudo, or not at all. */
const SANDBOX_METHODS = ['root', 'userns', 'sudo', 'none'];


/***/ }),

/***/ 1502:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M0: () => (/* binding */ meetsThreshold),
/* harmony export */   Qm: () => (/* binding */ FAIL_ON_VALUES),
/* harmony export */   Rc: () => (/* binding */ SeveritySchema),
/* harmony export */   fE: () => (/* binding */ FailOnSchema),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   qs: () => (/* binding */ severityRank)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1514);

const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'];
const SeveritySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SEVERITIES);
/** The --fail-on threshold: a severity, or never fail on findings. */
const FAIL_ON_VALUES = ['never', ...SEVERITIES];
const FailOnSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(FAIL_ON_VALUES);
function severityRank(severity) {
    return SEVERITIES.indexOf(severity);
}
/** True when `severity` is at or above the `failOn` threshold. */
function meetsThreshold(severity, failOn) {
    return failOn !== 'never' && severityRank(severity) >= severityRank(failOn);
}


/***/ }),

/***/ 4578:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ ObservedWitnessSchema)
/* harmony export */ });
/* unused harmony export WITNESSES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1514);

// What the sandbox's witnesses (the sink's redirect, the canary watch) say of themselves. A file of its
// own: the sandbox init reads it and would otherwise evaluate every schema of the model at its start.
const WITNESSES = ['sink-redirect', 'canary-watch'];
const ObservedWitnessSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(WITNESSES)
        .describe("sink-redirect: every TCP connection and UDP datagram off loopback reaches the sink with its original destination (nftables in the sandbox's network namespace); canary-watch: the kernel's inotify on the canary home sees opens and reads of canary files the trace may miss"),
    state: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['on', 'unavailable']),
    detail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('What it watched, or why it could not run on this machine')
});


/***/ }),

/***/ 2124:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ neutralizeForLog),
/* harmony export */   C3: () => (/* binding */ decodeTags),
/* harmony export */   C5: () => (/* binding */ logSafeJson),
/* harmony export */   Ci: () => (/* binding */ revealHidden),
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   HM: () => (/* binding */ quoteForAgent),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   QL: () => (/* binding */ ansiSequences),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   TW: () => (/* binding */ logSafeLines),
/* harmony export */   nL: () => (/* binding */ markdownInline),
/* harmony export */   qr: () => (/* binding */ invisibleKind),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports stripAnsi, MAX_EXCERPT_CHARS, codeFence, codeBlockText */
// Everything a server sends (names, descriptions, paths, error text) is attacker-controlled and ends up in
// places that interpret text: the Actions runner parses every stdout/stderr line for workflow commands
// (`::error::`, `::add-mask::`, `::stop-commands::`, and the legacy `##[…]` form anywhere in a line), the
// terminal interprets ANSI escapes, and GitHub renders Markdown with HTML, @mentions and #references.
// This module is the single place where untrusted text is made inert, for each of those sinks and for the
// data we keep (finding messages, the dashboard's payload). It is a shared leaf, below every stage, so the
// rules that quote a server's words use the same definitions as the renderers that print them; no other
// module spells out a class of control characters (a test keeps it so).
// CSI (ESC [ … final), OSC (ESC ] … BEL or ESC \), 8-bit CSI, and two-character ESC sequences. An
// unterminated OSC is left alone: its ESC is then escaped visibly instead of swallowing the rest of the text.
const ANSI_SEQUENCE = /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b\[[0-?]*[ -/]*[@-~]?|\u009b[0-?]*[ -/]*[@-~]?|\u001b[@-Z\\^_]/g;
// Beyond the C0 controls: DEL and the C1 controls, zero-width characters and bidi marks, line/paragraph
// separators, bidi embeddings and overrides, word joiner to bidi isolates, BOM. Anything that can break a
// line, hide text or reorder what a reviewer sees. Every pattern below is built from this one list.
const INVISIBLE_RANGES = '\\u007f-\\u009f\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff';
// Half of a surrogate pair on its own is no character at all: a terminal shows U+FFFD, hiding what was sent.
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
// TAG characters U+E0000–U+E007F (a surrogate pair each): invisible everywhere, ASCII shifted by 0xE0000.
const TAG_CHARACTER = '\\udb40[\\udc00-\\udc7f]';
const CONTROL_OR_INVISIBLE = new RegExp(`[\\u0000-\\u001f${INVISIBLE_RANGES}]|${LONE_SURROGATE}|${TAG_CHARACTER}`, 'g');
const LINE_BREAKING = /[\r\n\u000b\u000c\u0085\u2028\u2029\t]/g;
function stripAnsi(text) {
    return text.replace(ANSI_SEQUENCE, '');
}
function visibleEscape(char) {
    switch (char) {
        case '\n':
            return '\\n';
        case '\r':
            return '\\r';
        case '\t':
            return '\\t';
    }
    const code = char.codePointAt(0) ?? 0;
    if (code > 0xffff)
        return `\\u{${code.toString(16)}}`;
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}
/**
 * Makes untrusted text safe to print on an Actions step's stdout/stderr and on a terminal: one line, no ANSI
 * escapes, no workflow command. Idempotent, so layers that neutralize again do not double-escape.
 */
function neutralizeForLog(text) {
    // Order matters: stripping ANSI can join `#` `#` `[` or bring `::` to the front, so it comes first and
    // the command checks come last. Backslashes are deliberately not escaped, which keeps this idempotent.
    let out = stripAnsi(text).replace(CONTROL_OR_INVISIBLE, visibleEscape);
    out = out.replace(/##\[/g, '##\\[');
    // The runner trims leading whitespace (Unicode White_Space) before looking for `::`.
    if (/^\s*::/u.test(out))
        out = `\\${out}`;
    return out;
}
/** Cuts to at most maxLen code points, ending with `…` when something was cut. */
function truncate(text, maxLen) {
    const chars = Array.from(text);
    if (chars.length <= maxLen)
        return text;
    if (maxLen <= 1)
        return '…'.slice(0, Math.max(0, maxLen));
    return `${chars.slice(0, maxLen - 1).join('')}…`;
}
/**
 * Untrusted text as one line of data, with nothing hidden: C0 and C1 controls (ESC too, so no ANSI sequence
 * acts), DEL, zero-width and bidi characters, line and paragraph separators, BOM and lone surrogates become
 * visible escapes (`\n`, `\x1b`, `\u202e`); everything else is kept as sent. For values we store or send
 * (finding messages, the dashboard's payload): printing still goes through the sink's function
 * (neutralizeForLog, markdownInline), which also breaks `##[` and `::`. Idempotent.
 */
function oneLine(text) {
    return text.replace(CONTROL_OR_INVISIBLE, visibleEscape);
}
/** Quoted excerpts in finding messages are this long by default. */
const MAX_EXCERPT_CHARS = 80;
/**
 * A short excerpt of untrusted prose for a message: whitespace runs and line breaks become one space, other
 * invisibles are shown as by oneLine, and the result is cut to at most maxLen code points (never inside a
 * surrogate pair), ending with `…` when something was cut.
 */
function excerpt(text, maxLen = MAX_EXCERPT_CHARS) {
    return truncate(oneLine(text.replace(LINE_BREAKING, ' ').replace(/\s+/g, ' ').trim()), maxLen);
}
/** One line of plain text for Markdown: no ANSI, breaks become spaces, other invisibles become visible. */
function flattenForMarkdown(text) {
    return stripAnsi(text).replace(LINE_BREAKING, ' ').replace(CONTROL_OR_INVISIBLE, visibleEscape);
}
const MARKDOWN_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '\\': '\\\\',
    '*': '\\*',
    _: '\\_',
    '[': '\\[',
    ']': '\\]',
    '(': '\\(',
    ')': '\\)',
    '!': '\\!',
    '#': '\\#',
    '|': '\\|',
    '~': '\\~',
    '`': '\\`',
    // GitHub links @mentions and notifies the user; a zero-width joiner after `@` breaks the match without
    // changing what a reader sees. (`&#64;` would not help: mentions are found after entities are decoded.)
    '@': '@\u200d'
};
function escapeMarkdown(flat) {
    return flat.replace(/[&<>\\*_[\]()!#|~`@]/g, (char) => MARKDOWN_ESCAPES[char] ?? char).replace(/\\#(?=[0-9])/g, '\\#\u200d'); // `#123` would cross-reference (and ping) an issue
}
/**
 * Untrusted text for Markdown prose and table cells: HTML and Markdown syntax escaped, @mentions and #refs
 * broken, line breaks turned into spaces, cut to maxLen visible characters.
 */
function markdownInline(text, maxLen = 300) {
    return escapeMarkdown(truncate(flattenForMarkdown(text), maxLen));
}
/**
 * A path, address or argv shown as inline code. Code spans render their content as text (no HTML, no
 * mentions), but a backtick would end the span, a `|` still splits a table cell, and a `##[` would be a
 * workflow command if this Markdown were ever printed to the log; such values fall back to escaped text.
 */
function markdownCode(text, maxLen = 200) {
    const flat = truncate(flattenForMarkdown(text), maxLen);
    if (flat.trim() === '')
        return `\`"${flat}"\``;
    if (/[`|]|##\[/.test(flat))
        return escapeMarkdown(flat);
    return `\`${flat}\``;
}
/** A fence for a fenced code block that no backtick run inside `content` can close. */
function codeFence(content) {
    const longestRun = Math.max(0, ...Array.from(content.matchAll(/`+/g), (match) => match[0].length));
    return '`'.repeat(Math.max(3, longestRun + 1));
}
/**
 * Untrusted multi-line text for a fenced code block: each line goes through neutralizeForLog, so the block
 * stays inert even if the Markdown is echoed to a step log (a code block cannot escape anything else).
 */
function codeBlockText(text) {
    return text
        .split(/\r\n|\n/)
        .map((line) => neutralizeForLog(line))
        .join('\n');
}
// Characters JSON.stringify leaves raw that a terminal or a reviewer's eye would act on. Outside strings
// JSON text is plain ASCII punctuation, so every match is inside a string and `\uXXXX` keeps the value.
const JSON_RAW_INVISIBLE = new RegExp(`[${INVISIBLE_RANGES}]|${TAG_CHARACTER}`, 'g');
/**
 * JSON text that is safe to print on a runner log, line by line, and parses back to exactly `value`:
 * invisible and bidi characters become `\uXXXX`, `##[` becomes `#\u0023[` (`#` only ever occurs inside
 * strings), and no line can start with `::` because every string stays on its line behind a quote.
 */
function logSafeJson(value, indent = 2) {
    return JSON.stringify(value, null, indent)
        .replace(JSON_RAW_INVISIBLE, (chars) => Array.from(chars.split(''), (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''))
        .replace(/##\[/g, '#\\u0023[');
}
// What may not stay raw in a printed line: the legacy command prefix, and controls other than tab.
const UNSAFE_IN_LINE = new RegExp(`##\\[|[\\u0000-\\u0008\\u000b-\\u001f${INVISIBLE_RANGES}]|${LONE_SURROGATE}|${TAG_CHARACTER}`);
/**
 * Text about to be printed, made of parts we escaped already, with a last check per line: a line that
 * would still read as a workflow command, or carries raw controls, goes through neutralizeForLog. Our
 * own ANSI colours survive only with `keepAnsi` (a terminal, never a runner log).
 */
function logSafeLines(text, keepAnsi = false) {
    return text
        .split('\n')
        .map((line) => {
        const checked = keepAnsi ? stripAnsi(line) : line;
        return UNSAFE_IN_LINE.test(checked) || /^\s*::/u.test(checked) ? neutralizeForLog(line) : line;
    })
        .join('\n');
}
function invisibleKind(codePoint) {
    if (codePoint >= 0xe0000 && codePoint <= 0xe007f)
        return 'tag';
    if ((codePoint >= 0x200b && codePoint <= 0x200d) || (codePoint >= 0x2060 && codePoint <= 0x2064) || codePoint === 0xfeff || codePoint === 0x180e) {
        return 'zero-width';
    }
    if (codePoint === 0x200e || codePoint === 0x200f || codePoint === 0x061c)
        return 'bidi-mark';
    if (codePoint === 0x202a || codePoint === 0x202b || codePoint === 0x202c)
        return 'bidi-embedding';
    if (codePoint === 0x202d || codePoint === 0x202e)
        return 'bidi-override';
    if (codePoint >= 0x2066 && codePoint <= 0x2069)
        return 'bidi-isolate';
    return null;
}
/** A run of TAG characters as the ASCII it spells (U+E0020–E007E); other tags as `\u{e00xx}`. */
function decodeTags(run) {
    return Array.from(run, (char) => {
        const code = (char.codePointAt(0) ?? 0) - 0xe0000;
        return code >= 0x20 && code <= 0x7e ? String.fromCharCode(code) : visibleEscape(char);
    }).join('');
}
const TAG_RUN = new RegExp(`(?:${TAG_CHARACTER})+`, 'g');
/**
 * Untrusted text quoted so a reviewer sees what a model would read: each run of TAG characters is shown
 * decoded, as `[hidden: "…"]`, every other invisible or control character (ESC included) as a visible
 * escape, whitespace runs as one space; cut to maxLen code points.
 */
function revealHidden(text, maxLen = 160) {
    return excerpt(text.replace(TAG_RUN, (run) => `[hidden: "${decodeTags(run)}"]`), maxLen);
}
/** Every terminal escape sequence in the text (CSI, OSC, two-character ESC), with where it starts. */
function ansiSequences(text) {
    return Array.from(text.matchAll(ANSI_SEQUENCE), (match) => ({ sequence: match[0], index: match.index }));
}
// What mcp-behave serve hands an AI agent: the agent reads every string as instructions it might follow.
const AGENT_QUOTE_OPEN = '\u27e6';
const AGENT_QUOTE_CLOSE = '\u27e7';
const AGENT_QUOTE_MARKS = /[\u27e6\u27e7]/g;
/**
 * Untrusted text bound for an AI agent (`mcp-behave serve`'s results), quoted as data the server sent:
 * wrapped in ⟦ ⟧, the only place those two characters occur (inside, they become `\u27e6`/`\u27e7`), so no
 * text can close the quote; TAG characters shown decoded as `[hidden: "…"]`, every other control or
 * invisible character (ESC, zero-width, bidi, line breaks) as a visible escape; cut to maxLen code points.
 * Nothing is dropped silently: an instruction in a description stays readable, marked as the server's words.
 */
function quoteForAgent(text, maxLen = 2000) {
    const revealed = text.replace(TAG_RUN, (run) => `[hidden: "${decodeTags(run)}"]`);
    const inner = oneLine(revealed).replace(AGENT_QUOTE_MARKS, visibleEscape);
    return `${AGENT_QUOTE_OPEN}${truncate(inner, maxLen)}${AGENT_QUOTE_CLOSE}`;
}


/***/ }),

/***/ 5410:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Md: () => (/* binding */ buildStraceArgs),
/* harmony export */   wt: () => (/* binding */ detectStrace)
/* harmony export */ });
/* unused harmony exports TRACED_SYSCALLS, STRING_LIMIT */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _sandbox_find_on_path_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(158);
/* harmony import */ var _sandbox_probe_run_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4553);



// Files (including in-kernel copies and file handles, which read a file without opening it by name), network, processes and io_uring: what the profile needs and nothing more, so that
// --seccomp-bpf can leave every other syscall untraced (measured here: ~2x overhead without it,
// ~1.1x with it). A `?` prefix keeps strace quiet about syscalls an architecture lacks (open on arm64).
const TRACED_SYSCALLS = [
    '?open',
    'openat',
    '?openat2',
    '?creat',
    '?rename',
    'renameat',
    '?renameat2',
    '?unlink',
    'unlinkat',
    '?rmdir',
    '?mkdir',
    'mkdirat',
    '?truncate',
    'ftruncate',
    '?link',
    'linkat',
    '?symlink',
    'symlinkat',
    'chdir',
    'fchdir',
    '?sendfile',
    '?sendfile64',
    'splice',
    'tee',
    'copy_file_range',
    'name_to_handle_at',
    'open_by_handle_at',
    'socket',
    'connect',
    'bind',
    'sendto',
    'sendmsg',
    'sendmmsg',
    'write',
    'writev',
    'execve',
    'execveat',
    'clone',
    '?clone3',
    '?fork',
    '?vfork',
    'setsid',
    '?io_uring_setup'
];
/** Long enough for a whole DNS packet and a readable prefix of any payload. */
const STRING_LIMIT = 4096;
function buildStraceArgs(tracePath, info) {
    return [
        '-f',
        '-ttt',
        '-yy',
        // -q, not -qq: the `+++ exited with N +++` / `+++ killed by SIG +++` lines say which processes
        // outlived the server (see profile/leftovers.ts).
        '-q',
        '-s',
        String(STRING_LIMIT),
        ...(info.seccompBpf ? ['--seccomp-bpf'] : []),
        ...(info.pidnsTranslation ? ['--pidns-translation'] : []),
        '-e',
        `trace=${TRACED_SYSCALLS.join(',')}`,
        '-o',
        tracePath
    ];
}
const STRACE_HINT = 'Install strace (sudo apt-get install -y strace). In a container, strace needs ptrace: run with ' +
    '--cap-add=SYS_PTRACE; on a host, check /proc/sys/kernel/yama/ptrace_scope.';
// One probe per PATH and process: the audits of a fleet share it. The CLI starts it before its own code is
// evaluated (cli-head-start.ts), so strace runs on `true` while the bundle loads.
const detected = new Map();
/** Finds strace on `searchPath` and whether it can filter with seccomp-bpf, by running it once on `true`. */
function detectStrace(searchPath) {
    const known = detected.get(searchPath);
    if (known)
        return known;
    const info = probeStrace(searchPath);
    // Started ahead, it may fail before anyone awaits it: the failure is said when the audit asks.
    info.catch(() => undefined);
    detected.set(searchPath, info);
    return info;
}
async function probeStrace(searchPath) {
    const path = (0,_sandbox_find_on_path_js__WEBPACK_IMPORTED_MODULE_1__/* .findOnPath */ .a)('strace', searchPath);
    if (!path)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SandboxSetupError */ .Pr('strace was not found on PATH.', STRACE_HINT);
    // One run asks for everything; only where it fails is each asked for alone, so the error says why.
    const probe = async (...flags) => (await (0,_sandbox_probe_run_js__WEBPACK_IMPORTED_MODULE_2__/* .runProbe */ .m)(path, [...flags, '-f', '-qq', '-e', 'trace=openat', '-o', '/dev/null', 'true'])).status === 0;
    if (await probe('--seccomp-bpf', '--pidns-translation'))
        return { path, seccompBpf: true, pidnsTranslation: true };
    const plain = await (0,_sandbox_probe_run_js__WEBPACK_IMPORTED_MODULE_2__/* .runProbe */ .m)(path, ['-f', '-qq', '-e', 'trace=openat', '-o', '/dev/null', 'true']);
    if (plain.status !== 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SandboxSetupError */ .Pr(`strace cannot trace on this machine: ${plain.stderr.trim().split('\n')[0] ?? ''}`, STRACE_HINT);
    }
    const [seccompBpf, pidnsTranslation] = await Promise.all([probe('--seccomp-bpf'), probe('--pidns-translation')]);
    return { path, seccompBpf, pidnsTranslation };
}


/***/ }),

/***/ 7085:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ seedListing),
/* harmony export */   t: () => (/* binding */ writeSeed)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



// A small realistic project for tools to work on: the server's working directory holds it (in the
// copy-on-write view, where the server's changes never reach the user's checkout), so a `read_file`
// has a file to read, a `list_directory` a directory to list and a `git_log` commits to show.
// Files the user's directory already has are left as they are (see sandbox/workspace-view.ts).
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const FILES = {
    'README.md': '# notes-app\n\nA small note-taking app.\n\n## Usage\n\nRun `npm start` and open the app.\n',
    'notes.txt': 'Buy milk\nCall Alex about the release\nReview the pull request\n',
    'package.json': JSON.stringify({ name: 'notes-app', version: '1.0.0', private: true, scripts: { start: 'node src/index.js' } }, null, 2) + '\n',
    'data/contacts.csv': 'name,email,city\nAlex,alex@example.com,Berlin\nSam,sam@example.com,Lisbon\n',
    'data/config.json': JSON.stringify({ theme: 'light', pageSize: 20 }, null, 2) + '\n',
    'docs/guide.md': '# Guide\n\nNotes are saved as Markdown files.\n',
    'docs/images/logo.png': Buffer.from(PNG_1X1, 'base64'),
    'src/index.js': "console.log('notes-app')\n"
};
const SECOND_COMMIT = { 'CHANGELOG.md': '# Changelog\n\n## 1.0.0\n\n- First release\n' };
function seedListing() {
    const text = { ...FILES, ...SECOND_COMMIT };
    const files = Object.keys(text).filter((path) => typeof text[path] === 'string');
    const dirs = [
        '.',
        ...new Set(Object.keys(FILES)
            .filter((path) => path.includes('/'))
            .map((path) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path)))
    ];
    const firstLines = Object.fromEntries(files.map((path) => [path, String(text[path]).split('\n')[0]]));
    return { files, dirs, firstLines };
}
// The history, in the order `git commit` would have made it: one `git fast-import` writes every commit
// and ref at once (a pack, as a clone has) where a commit per process took a dozen git processes and most
// of the audit's setup time.
const HISTORY = [
    { branch: 'main', message: 'Initial commit', files: FILES },
    { branch: 'main', message: 'Add a changelog', files: SECOND_COMMIT },
    { branch: 'feature', from: 'main', message: 'Describe the search feature', files: { 'docs/feature.md': '# Feature\n\nSearch across notes.\n' } }
];
const AUTHOR = 'Alex Doe <alex@example.com> 1704110400 +0000';
function fastImportStream() {
    const parts = [];
    const text = (line) => parts.push(Buffer.from(line, 'utf8'));
    const data = (content) => {
        const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
        text(`data ${bytes.length}\n`);
        parts.push(bytes, Buffer.from('\n'));
    };
    const tips = new Map();
    HISTORY.forEach((commit, index) => {
        const mark = index + 1;
        text(`commit refs/heads/${commit.branch}\nmark :${mark}\nauthor ${AUTHOR}\ncommitter ${AUTHOR}\n`);
        data(`${commit.message}\n`);
        const parent = tips.get(commit.branch) ?? (commit.from ? tips.get(commit.from) : undefined);
        if (parent !== undefined)
            text(`from :${parent}\n`);
        for (const [path, content] of Object.entries(commit.files)) {
            text(`M 100644 inline ${path}\n`);
            data(content);
        }
        tips.set(commit.branch, mark);
    });
    // What `git fetch origin` from the repository itself leaves: the remote-tracking branches.
    for (const [branch, mark] of tips)
        text(`reset refs/remotes/origin/${branch}\nfrom :${mark}\n\n`);
    return Buffer.concat(parts);
}
/** A value for .git/config as `git config` writes it: quoted only when it must be to read back as itself. */
function configValue(value) {
    if (/^[^\s"\\;#]([^"\\;#\n\t]*[^\s"\\;#])?$/.test(value))
        return value;
    return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
}
// Who commits, as a project's own config would say; an `origin` to pull from and push to that needs no
// network: the repository itself, where the server will see it (its working directory), tracked by main.
function projectConfig(shownAt) {
    return [
        '[user]',
        '\tname = Alex Doe',
        '\temail = alex@example.com',
        '[pull]',
        '\trebase = false',
        '[remote "origin"]',
        `\turl = ${configValue(shownAt)}`,
        '\tfetch = +refs/heads/*:refs/remotes/origin/*',
        '[branch "main"]',
        '\tremote = origin',
        '\tmerge = refs/heads/main',
        ''
    ].join('\n');
}
/**
 * Writes the seed tree into `dir` (empty), with a git repository of two commits on main and one on a
 * feature branch when git is installed and the history can be seen at `shownAt` (where the server will
 * see the tree: its working directory).
 */
async function writeSeed(dir, shownAt, env) {
    const checkedOut = { ...FILES, ...SECOND_COMMIT };
    await Promise.all([...new Set(Object.keys(checkedOut).map((path) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path))))].map((path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(path, { recursive: true })));
    await Promise.all(Object.entries(checkedOut).map(([path, content]) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path), content, { mode: 0o644 })));
    const gitEnv = { PATH: env.PATH ?? '/usr/bin:/bin', HOME: dir, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
    const sh = (script, input) => new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('sh', ['-c', script], { cwd: dir, env: gitEnv, timeout: 10_000 }, (error) => (error ? reject(error) : resolve()));
        child.stdin?.on('error', () => undefined);
        child.stdin?.end(input);
    });
    // The seed's files are shown only where the real directory has nothing (sandbox/workspace-view.ts): a
    // working directory whose `.git` is a file or a link (a worktree, a submodule) keeps it, and a history
    // made here would never be seen. A `.git` directory gets the seed's refs and objects it lacks.
    const own = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(shownAt, '.git')).catch(() => null);
    if (own && !own.isDirectory())
        return;
    try {
        // Every file the seed writes is copied into the view and removed with the run directory, a cost per
        // file on every audit: no hook samples or description from git's template, and the objects kept in
        // fast-import's one pack (below its unpack limit, 100 objects, it would write each one loose).
        // One process for the three git commands (a constant script, nothing interpolated): each process
        // this one spawns is a fork of the auditor's whole heap, on the thread that starts the sandbox.
        // read-tree: the index of main's tree, so the checkout reads as clean.
        await sh('git init -q -b main --template= && git -c fastimport.unpackLimit=0 fast-import --quiet && git read-tree main', fastImportStream());
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.appendFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, '.git', 'config'), projectConfig(shownAt));
    }
    catch {
        // No git here: the workspace is still a project, without history.
    }
}


/***/ }),

/***/ 4492:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   mG: () => (/* binding */ spansAudience),
/* harmony export */   sY: () => (/* binding */ hostInAudience)
/* harmony export */ });
/* unused harmony export commonAudience */
// Where a planted secret is meant to go. A kubeconfig's token goes to the cluster the file names, a GitHub
// token to GitHub, AWS keys to AWS, a registry credential to its registry; each may also be handed to its
// own client program (kubectl, git, aws, docker, …). The canary home plants each secret with its audience
// (sandbox/canary-home.ts); the matcher tells it with each hit, and the rules weigh the destination
// against it (rules/leak-rules.ts): to its audience it is the credential's use, anywhere else a leak.
/** What every one of the audiences admits; undefined when there is none or one of them is undefined. */
function commonAudience(audiences) {
    if (audiences.length === 0 || audiences.some((audience) => audience === undefined))
        return undefined;
    const [first, ...rest] = audiences;
    const hosts = first.hosts.filter((host) => rest.every((other) => other.hosts.includes(host)));
    const programs = first.programs.filter((program) => rest.every((other) => other.programs.includes(program)));
    return hosts.length + programs.length > 0 ? { hosts, programs } : undefined;
}
/** Where the bytes [start, end) of a canary file are meant to go: the audience of every secret span they hold a piece of. */
function spansAudience(spans, start, end) {
    return commonAudience(spans.filter((span) => span.start < end && start < span.end).map((span) => span.audience));
}
/** Whether `host` (a DNS name, any case) is one the audience names. */
function hostInAudience(host, audience) {
    const name = host.toLowerCase().replace(/\.$/, '');
    return audience.hosts.some((entry) => (entry.startsWith('*.') ? name.endsWith(entry.slice(1)) && name.length > entry.length - 1 : name === entry));
}


/***/ }),

/***/ 2796:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ CanaryIndex)
/* harmony export */ });
/* harmony import */ var _canary_match_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9070);

class CanaryIndex {
    tokens;
    files;
    matcher = null;
    /** canary files with content to index (CanaryMatcher.hasFile of the whole index) */
    fileIds;
    /** `tokens` and `files` as CanaryMatcher takes them. */
    constructor(tokens, files = []) {
        this.tokens = tokens;
        this.files = files;
        this.fileIds = new Set(files.filter((file) => file.value.length > 0).map((file) => file.id));
    }
    /**
     * Builds what the first scan would (the tokens' index, knowing the files' content), until `deadline`
     * (performance.now(); default: all of it), true once all is: the session builds it in pieces while it
     * waits, and a scan before the end enters the rest at once.
     */
    prepare(deadline = Infinity) {
        this.matcher ??= new _canary_match_js__WEBPACK_IMPORTED_MODULE_0__/* .CanaryMatcher */ .F(this.tokens, [], this.files);
        return this.matcher.enterSome(deadline);
    }
    hasFile(id) {
        return this.fileIds.has(id);
    }
    /** As CanaryMatcher.scan with the tokens and the files. */
    scan(data, fileRead = () => true) {
        const matcher = (this.matcher ??= new _canary_match_js__WEBPACK_IMPORTED_MODULE_0__/* .CanaryMatcher */ .F(this.tokens, [], this.files));
        for (const id of matcher.unindexedFiles())
            if (fileRead(id))
                matcher.indexFile(id);
        return matcher.scan(data, fileRead);
    }
}


/***/ }),

/***/ 9070:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  F: () => (/* binding */ CanaryMatcher),
  pI: () => (/* reexport */ hitBytes)
});

// UNUSED EXPORTS: WINDOW_CHARS

;// CONCATENATED MODULE: ./src/profile/canary-bytes.ts
// The byte-level pieces of the canary matcher (canary-match.ts): character classes, DNS-split runs joined
// back together, encoding a window for the index, decoding a hit's encoded characters to measure its range,
// percent and base36 decoding.
// Pure functions over Buffers; the matcher's index and scan stay in canary-match.ts.
const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
// Encoders for the index build: each writes the encoding of bytes[0, length) into `out` from 0 and
// returns how many characters it wrote (the same text as Buffer's toString, as bytes, with no string made).
const HEX_CHARS = Buffer.from('0123456789abcdef', 'latin1');
const BASE64_CHARS = Buffer.from(BASE64_ALPHABET, 'latin1');
const BASE32_CHARS = Buffer.from(BASE32_ALPHABET, 'latin1');
/** Lower-case hex (toString('hex')). */
function hexInto(out, bytes, length) {
    for (let k = 0; k < length; k++) {
        out[2 * k] = HEX_CHARS[bytes[k] >> 4];
        out[2 * k + 1] = HEX_CHARS[bytes[k] & 15];
    }
    return 2 * length;
}
/** Base64 of a whole number of 3-byte groups (toString('base64'): no padding is needed). */
function base64Into(out, bytes, length) {
    let n = 0;
    for (let k = 0; k + 3 <= length; k += 3) {
        const group = (bytes[k] << 16) | (bytes[k + 1] << 8) | bytes[k + 2];
        out[n++] = BASE64_CHARS[group >> 18];
        out[n++] = BASE64_CHARS[(group >> 12) & 63];
        out[n++] = BASE64_CHARS[(group >> 6) & 63];
        out[n++] = BASE64_CHARS[group & 63];
    }
    return n;
}
/** RFC 4648 base32, lower case, only the characters the bytes fix completely. */
function base32PrefixInto(out, bytes, length) {
    let n = 0;
    let value = 0;
    let bits = 0;
    for (let k = 0; k < length; k++) {
        value = ((value << 8) | bytes[k]) & 0xfff;
        bits += 8;
        while (bits >= 5) {
            bits -= 5;
            out[n++] = BASE32_CHARS[(value >> bits) & 31];
        }
    }
    return n;
}
// Byte classes for the structure pass.
const IS_HEX = 1;
const IS_BASE32 = 2;
const IS_ALNUM = 4;
const IS_DIGIT = 8;
const CLASS = new Uint8Array(256);
for (let c = 0; c < 256; c++) {
    const ch = String.fromCharCode(c);
    if (/[0-9a-fA-F]/.test(ch))
        CLASS[c] |= IS_HEX;
    if (/[a-zA-Z2-7]/.test(ch))
        CLASS[c] |= IS_BASE32;
    if (/[0-9a-zA-Z]/.test(ch))
        CLASS[c] |= IS_ALNUM;
    if (/[0-9]/.test(ch))
        CLASS[c] |= IS_DIGIT;
}
const DOT = 0x2e;
const PERCENT = 0x25;
const PLUS = 0x2b;
const SLASH = 0x2f;
/** Joined runs, each followed by a 0 byte so that no key spans two of them. */
const NO_BYTES = Buffer.alloc(0);
class JoinedBytes {
    source;
    bytes = NO_BYTES;
    length = 0;
    constructor(source) {
        this.source = source;
    }
    /** Appends source[from, to) to the current run. */
    append(from, to) {
        const need = this.length + (to - from) + 1;
        if (this.bytes.length < need) {
            const grown = Buffer.allocUnsafe(Math.max(need, 2 * this.bytes.length, 256));
            this.bytes.copy(grown, 0, 0, this.length);
            this.bytes = grown;
        }
        this.length += this.source.copy(this.bytes, this.length, from, to);
    }
    endRun() {
        if (this.length > 0 && this.bytes[this.length - 1] !== 0)
            this.bytes[this.length++] = 0;
    }
}
/** Within [start, end): groups of hex segments (≥ 2 digits) one character apart, joined when there are two or more and minDigits digits. */
function joinHexGroups(bytes, start, end, joined, minDigits) {
    const segments = [];
    let digits = 0;
    const flush = () => {
        if (segments.length > 2 && digits >= minDigits) {
            for (let s = 0; s < segments.length; s += 2)
                joined.append(segments[s], segments[s + 1]);
            joined.endRun();
        }
        segments.length = 0;
        digits = 0;
    };
    let run = -1;
    for (let k = start; k <= end; k++) {
        if (k < end && CLASS[bytes[k]] & IS_HEX) {
            if (run === -1)
                run = k;
            continue;
        }
        if (run !== -1 && k - run >= 2) {
            if (segments.length > 0 && run !== segments[segments.length - 1] + 1)
                flush();
            segments.push(run, k);
            digits += k - run;
        }
        run = -1;
    }
    flush();
}
/** Within the dotted run [start, end): runs of base32-alphabet labels, joined when there are two or more and minLetters letters. */
function joinBase32Labels(bytes, start, end, joined, minLetters) {
    let run = start;
    for (let k = start; k <= end; k++) {
        if (k < end && (CLASS[bytes[k]] & IS_BASE32 || bytes[k] === DOT))
            continue;
        // [run, k): base32 letters and dots; trim dots at the edges
        let from = run;
        let to = k;
        while (from < to && bytes[from] === DOT)
            from++;
        while (to > from && bytes[to - 1] === DOT)
            to--;
        let letters = 0;
        let dots = 0;
        for (let m = from; m < to; m++)
            if (bytes[m] === DOT)
                dots++;
        letters = to - from - dots;
        if (dots > 0 && letters >= minLetters) {
            for (let m = from; m < to; m++)
                if (bytes[m] !== DOT)
                    joined.append(m, m + 1);
            joined.endRun();
        }
        run = k + 1;
    }
}
// Decoding for a hit's range: per positional encoding, each character's value (-1: not of the alphabet),
// its bits, and the characters and bytes of one whole group.
const HEX_DIGIT = new Int8Array(256).fill(-1);
const BASE64_DIGIT = new Int8Array(256).fill(-1);
const BASE32_DIGIT = new Int8Array(256).fill(-1);
for (let v = 0; v < 16; v++)
    HEX_DIGIT['0123456789abcdef'.charCodeAt(v)] = HEX_DIGIT['0123456789ABCDEF'.charCodeAt(v)] = v;
for (let v = 0; v < 64; v++)
    BASE64_DIGIT[BASE64_ALPHABET.charCodeAt(v)] = v;
BASE64_DIGIT[0x2d] = 62;
BASE64_DIGIT[0x5f] = 63;
for (let v = 0; v < 32; v++)
    BASE32_DIGIT[BASE32_ALPHABET.charCodeAt(v)] = BASE32_DIGIT[BASE32_ALPHABET.toUpperCase().charCodeAt(v)] = v;
/** indexed by RAW, HEX, BASE64, BASE32 (raw compares bytes as they are) */
const DIGIT = [null, HEX_DIGIT, BASE64_DIGIT, BASE32_DIGIT];
const DIGIT_BITS = [8, 4, 6, 5];
const GROUP_CHARS = [1, 2, 4, 8];
const GROUP_BYTES = [1, 1, 3, 5];
/** How many bytes of `extent` from `position` the view's characters from `start` spell in `encoding` (every decoded byte checked). */
function matchedFrom(encoding, view, start, length, extent, position) {
    const digit = DIGIT[encoding];
    if (!digit) {
        let k = 0;
        while (start + k < length && position + k < extent.length && view[start + k] === extent[position + k])
            k++;
        return k;
    }
    const bits = DIGIT_BITS[encoding];
    let value = 0;
    let held = 0;
    let k = 0;
    for (let i = start; i < length && position + k < extent.length; i++) {
        const d = digit[view[i]];
        if (d < 0)
            break;
        value = ((value << bits) | d) & 0x3fff;
        held += bits;
        if (held >= 8) {
            held -= 8;
            if (((value >> held) & 0xff) !== extent[position + k])
                break;
            k++;
        }
    }
    return k;
}
/** How many bytes of `extent` before `position` the view's whole groups before `start` spell in `encoding`. */
function matchedBefore(encoding, view, start, extent, position) {
    const digit = DIGIT[encoding];
    const chars = GROUP_CHARS[encoding];
    const bytes = GROUP_BYTES[encoding];
    const bits = DIGIT_BITS[encoding];
    let k = 0;
    for (let at = start - chars; at >= 0 && position - k - bytes >= 0; at -= chars) {
        let value = 0;
        let held = 0;
        let out = position - k - bytes;
        for (let i = at; i < at + chars; i++) {
            const d = digit ? digit[view[i]] : view[i];
            if (d < 0)
                return k;
            value = ((value << bits) | d) & 0x3fff;
            held += bits;
            if (held >= 8) {
                held -= 8;
                if (((value >> held) & 0xff) !== extent[out++])
                    return k;
            }
        }
        k += bytes;
    }
    return k;
}
/** Inside a group of hex segments (≥ 2 digits) one separator apart, a byte and its neighbours hold two digits at least. */
function inHexGroup(bytes, at) {
    return (CLASS[bytes[at - 1]] & IS_HEX) + (CLASS[bytes[at]] & IS_HEX) + (CLASS[bytes[at + 1]] & IS_HEX) >= 2 * IS_HEX;
}
function isBase64Glue(c) {
    return c === PLUS || c === SLASH;
}
function hexValue(c) {
    return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57;
}
/** The bytes with each `%XX` decoded, or null when there is none. */
function percentDecode(bytes) {
    const out = Buffer.allocUnsafe(bytes.length);
    let n = 0;
    let any = false;
    for (let i = 0; i < bytes.length; i++) {
        const c = bytes[i];
        if (c === PERCENT && i + 2 < bytes.length && CLASS[bytes[i + 1]] & IS_HEX && CLASS[bytes[i + 2]] & IS_HEX) {
            out[n++] = (hexValue(bytes[i + 1]) << 4) | hexValue(bytes[i + 2]);
            i += 2;
            any = true;
        }
        else
            out[n++] = c;
    }
    return any ? out.subarray(0, n) : null;
}
const BASE36_CHUNK = 10; // 36^10 < 2^53: ten digits at a time in a Number, then one BigInt step
const BASE36_CHUNK_SCALE = 36n ** BigInt(BASE36_CHUNK);
/** A base36 number (either case) as the bytes of its big-endian value. */
function decodeBase36(chars) {
    let value = 0n;
    for (let at = 0; at < chars.length; at += BASE36_CHUNK) {
        const piece = chars.slice(at, at + BASE36_CHUNK);
        const scale = piece.length === BASE36_CHUNK ? BASE36_CHUNK_SCALE : 36n ** BigInt(piece.length);
        value = value * scale + BigInt(parseInt(piece, 36));
    }
    const hex = value.toString(16);
    return Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
}

;// CONCATENATED MODULE: ./src/profile/canary-keys.ts
// The keys of the canary matcher's index (canary-match.ts) and how they are compared: the window size,
// the encodings, the case folding, the q-gram and prefix hashes the sampled scan looks keys up by, and the
// byte comparisons. Shared by the index build and the scan, which must agree on every one of them.
/** Length of the smallest piece of a canary value that counts as a leak. */
const WINDOW_CHARS = 12;
const MIN_DISTINCT_CHARS_IN_WINDOW = 5;
/** base32 characters that a window's 12 bytes fix completely: 19 × 5 = 95 ≤ 96 bits */
const BASE32_KEY_CHARS = Math.floor((WINDOW_CHARS * 8) / 5);
// Encodings, best first (a canary found several ways is reported in the first).
const RAW = 0;
const HEX = 1;
const BASE64 = 2;
const BASE32 = 3;
const BASE36 = 4;
// Every key is at least KEY_PREFIX characters long and is found by its first KEY_PREFIX (folded) bytes.
const KEY_PREFIX = WINDOW_CHARS;
const QGRAM = 6;
const SAMPLE_STEP = KEY_PREFIX - QGRAM + 1;
/** offset of the last q-gram inside a key prefix */
const LAST_QGRAM = KEY_PREFIX - QGRAM;
/** the first filter: one bit per q-gram hash, small enough to stay in the CPU's cache */
const PRESENCE_BITS = 22;
/** then: at which offsets of a key prefix the q-gram occurs */
const OFFSETS_BITS = 20;
/** then, on a candidate start: one bit per hash of a key prefix */
const PREFIX_BITS = 20;
/** How a key's bytes are compared with the payload's. */
const EXACT = 0; // raw
const BASE64_SPELLINGS = 1; // case-sensitive, `-_` read as `+/`
const FOLDED = 2; // hex, base32: case-insensitive
// Folding for the filter and the prefix hash: lower case, and base64url's `-_` as `+/`.
const FOLD = new Uint8Array(256);
const BASE64_CANON = new Uint8Array(256);
for (let c = 0; c < 256; c++) {
    FOLD[c] = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
    BASE64_CANON[c] = c;
}
for (const table of [FOLD, BASE64_CANON]) {
    table[0x2d] = 0x2b;
    table[0x5f] = 0x2f;
}
/**
 * Hash of the QGRAM bytes from `at`, each with bit 0x20 set: upper and lower case agree (hex, base32);
 * base64url's `-_` do not agree with `+/` here, so base64 keys are entered in both spellings.
 */
function qgramHash(bytes, at) {
    // two little-endian loads: the same value as assembling the six bytes one by one, at a third of the cost
    const low = bytes.getInt32(at, true) | 0x20202020;
    const high = bytes.getUint16(at + 4, true) | 0x2020;
    return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1);
}
function wordsOf(bytes) {
    return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
/** Hash of KEY_PREFIX folded bytes from `at`. */
function prefixHash(bytes, at) {
    let h = 0x811c9dc5;
    for (let k = at; k < at + KEY_PREFIX; k++)
        h = Math.imul(h ^ FOLD[bytes[k]], 0x01000193);
    return h;
}
/** which chars distinctChars has seen: the generation of the call that saw them (no Set per window) */
const seenIn = new Uint32Array(256);
let seenGeneration = 0;
/** How many different chars `text` holds. */
function distinctChars(text) {
    const generation = ++seenGeneration;
    if (generation === 0xffffffff) {
        seenIn.fill(0);
        seenGeneration = 1;
        return distinctChars(text);
    }
    let distinct = 0;
    for (let k = 0; k < text.length; k++) {
        const c = text.charCodeAt(k);
        if (c > 0xff)
            return new Set(text).size;
        if (seenIn[c] !== generation) {
            seenIn[c] = generation;
            distinct++;
        }
    }
    return distinct;
}
/** text's chars as latin1 bytes into `out` (as Buffer.from(text, 'latin1') would) */
function latin1Into(out, text) {
    for (let k = 0; k < text.length; k++)
        out[k] = text.charCodeAt(k) & 0xff;
}
function matches(key, arena, view, start, length) {
    if (start + key.length > length)
        return false;
    const table = key.compare === EXACT ? null : key.compare === FOLDED ? FOLD : BASE64_CANON;
    for (let k = 0; k < key.length; k++) {
        const c = view[start + k];
        if ((table ? table[c] : c) !== arena[key.at + k])
            return false;
    }
    return true;
}
function sameBytes(bytes, a, aLength, b, bLength) {
    if (aLength !== bLength)
        return false;
    for (let k = 0; k < aLength; k++)
        if (bytes[a + k] !== bytes[b + k])
            return false;
    return true;
}
/** Whether the [source, position, …] pairs hold `source`. */
function ownedBy(owners, source) {
    for (let o = 0; o < owners.length; o += 2)
        if (owners[o] === source)
            return true;
    return false;
}

// EXTERNAL MODULE: ./src/profile/canary-audience.ts
var canary_audience = __nccwpck_require__(4492);
;// CONCATENATED MODULE: ./src/profile/canary-structure.ts
// What the canary matcher's positional scan (canary-match.ts) cannot see, found in the payload's structure.
//
// DNS exfiltration splits an encoding across labels (at most 63 characters each): hex runs are joined
// across one separator character (a dot, or a length byte on the wire) when the group holds a whole hex
// key (24 digits), base32-alphabet runs across dots; the joined text is scanned the same way.
// Base36 is a number, not a positional code, so it cannot be pre-encoded: a run is decoded and scanned
// for raw windows. Where: in a string (a DNS name, a command line) every alphanumeric run; in a Buffer (a
// socket payload) only runs of dotted labels (found from the dots; labels joined in every contiguous
// combination of up to MAX_BASE36_PARTS, at most MAX_BASE36_RUN characters). Either way only a run that
// could be a base36 number of random bytes: at least MIN_BASE36_RUN characters, a digit and a non-hex
// letter, not a slice of a base64 token (`+`/`/` on both sides). So base36 in an undotted run inside a
// socket payload is not searched; words glued together, hex dumps and base64 blobs are never decoded.


const MIN_BASE36_RUN = Math.ceil((WINDOW_CHARS * 8) / Math.log2(36));
/** base36 pieces are decoded as big numbers: longer joined runs than this are not tried */
const MAX_BASE36_RUN = 1024;
/** how many consecutive labels one base36 candidate may join */
const MAX_BASE36_PARTS = 8;
/** the shortest hex group worth joining: a hex key (24 digits) and one separator */
const HEX_GROUP_SPAN = 2 * WINDOW_CHARS + 1;
/** any HEX_GROUP_SPAN bytes hold two positions this far apart that are multiples of it */
const HEX_SAMPLE_STEP = (HEX_GROUP_SPAN - 1) / 2;
/**
 * What a positional scan of the bytes cannot see: hex split by one separator character and base32
 * labels split by dots (joined, then scanned), and base36 numbers (decoded, then scanned). Found
 * without reading every byte: a joined hex group spans at least HEX_GROUP_SPAN bytes, so two samples
 * HEX_SAMPLE_STEP apart fall in it, each with a hex digit on at least two of its own and its
 * neighbours' bytes, and so does the byte halfway between them; dotted runs are found from the dots.
 */
function scanStructure(bytes, everyBase36Run, scanView) {
    const joined = new JoinedBytes(bytes);
    const n = bytes.length;
    for (let i = 1; i + HEX_SAMPLE_STEP + 1 < n; i += HEX_SAMPLE_STEP) {
        if (!inHexGroup(bytes, i + HEX_SAMPLE_STEP)) {
            i += HEX_SAMPLE_STEP; // the next sample pair holds this position too
            continue;
        }
        // both samples lie in one group only if the byte halfway between does too (text with a-f letters
        // often passes at two samples; a group fails nowhere inside it)
        if (!inHexGroup(bytes, i) || !inHexGroup(bytes, i + HEX_SAMPLE_STEP / 2))
            continue;
        // the stretch around i with no two non-hex bytes in a row holds the group, if there is one
        let start = i;
        while (start > 0 && (CLASS[bytes[start - 1]] & IS_HEX || CLASS[bytes[start]] & IS_HEX))
            start--;
        let end = i;
        while (end < n && (CLASS[bytes[end]] & IS_HEX || (end + 1 < n && CLASS[bytes[end + 1]] & IS_HEX && CLASS[bytes[end - 1]] & IS_HEX)))
            end++;
        if (end - start >= HEX_GROUP_SPAN)
            joinHexGroups(bytes, start, end, joined, HEX_GROUP_SPAN - 1);
        i = Math.max(i, end - HEX_SAMPLE_STEP);
    }
    for (let dot = bytes.indexOf(DOT); dot !== -1; dot = bytes.indexOf(DOT, dot + 1)) {
        if (dot === 0 || dot + 1 >= n || !(CLASS[bytes[dot - 1]] & IS_ALNUM) || !(CLASS[bytes[dot + 1]] & IS_ALNUM))
            continue;
        let start = dot;
        while (start > 0 && (CLASS[bytes[start - 1]] & IS_ALNUM || (bytes[start - 1] === DOT && start >= 2 && CLASS[bytes[start - 2]] & IS_ALNUM)))
            start--;
        let end = dot;
        while (end < n && (CLASS[bytes[end]] & IS_ALNUM || (bytes[end] === DOT && end + 1 < n && CLASS[bytes[end + 1]] & IS_ALNUM)))
            end++;
        joinBase32Labels(bytes, start, end, joined, KEY_PREFIX);
        scanBase36Run(bytes, start, end, scanView);
        dot = end;
    }
    if (everyBase36Run) {
        for (let start = 0; start < n; start++) {
            if (!(CLASS[bytes[start]] & IS_ALNUM))
                continue;
            let end = start;
            let dotted = false;
            while (end < n && (CLASS[bytes[end]] & IS_ALNUM || (bytes[end] === DOT && end + 1 < n && CLASS[bytes[end + 1]] & IS_ALNUM)))
                if (bytes[end++] === DOT)
                    dotted = true;
            if (!dotted)
                scanBase36Run(bytes, start, end, scanView);
            start = end;
        }
    }
    if (joined.length > 0)
        scanView(joined.bytes, joined.length, -1);
}
/** A run of dot-separated alphanumeric labels, tried as base36 where it could be a number of random bytes. */
function scanBase36Run(bytes, start, end, scanView) {
    if (end - start < MIN_BASE36_RUN)
        return;
    if (start > 0 && end < bytes.length && isBase64Glue(bytes[start - 1]) && isBase64Glue(bytes[end]))
        return;
    let digit = false;
    let nonHexLetter = false;
    for (let k = start; k < end; k++) {
        const cls = CLASS[bytes[k]];
        if (cls & IS_DIGIT)
            digit = true;
        else if (cls & IS_ALNUM && !(cls & IS_HEX))
            nonHexLetter = true;
    }
    if (digit && nonHexLetter)
        scanBase36(bytes.toString('latin1', start, end), scanView);
}
function scanBase36(run, scanView) {
    const labels = run.split('.');
    for (let first = 0; first < labels.length; first++) {
        let joined = '';
        for (let last = first; last < labels.length && last - first < MAX_BASE36_PARTS; last++) {
            joined += labels[last];
            if (joined.length > MAX_BASE36_RUN)
                break;
            if (joined.length >= MIN_BASE36_RUN && /[0-9]/.test(joined) && /[g-zG-Z]/.test(joined)) {
                const decoded = decodeBase36(joined);
                scanView(decoded, decoded.length, BASE36);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/profile/canary-types.ts
/** The range of a hit as the profile reports it. */
function hitBytes(hit) {
    return { start: hit.bytes[0], end: hit.bytes[1], of: hit.of, within: hit.within };
}

;// CONCATENATED MODULE: ./src/profile/canary-match.ts
// Finds planted canary secrets in data the server sent out (socket payloads, DNS names, child argv).
//
// A leak rarely carries a whole secret verbatim: stealers send a slice, hex-encode it into DNS labels,
// or base64 it inside a larger blob. So a hit is any WINDOW_CHARS consecutive characters of a canary
// value, found raw (or percent-decoded, counted as raw), hex, base64/base64url, base32 or base36.
//
// One index holds every canary of the audit — the run's tokens and the whole content of every canary
// file — and a payload is scanned once for all of them. Positional encodings are applied to the canaries
// when the index is built, never undone on the payload: for each accepted window w (12 bytes at value
// position p) the index holds w, hex(w) (24 chars), base64(w) (16 chars; base64url is read as base64 by
// mapping `-_` to `+/`) and the first 19 characters of base32(w) (the ones its 12 bytes fix). Every value
// position p is indexed, so a piece embedded in a larger blob at any byte alignment contains the encoding
// of a window that starts on the blob's group boundary: raw and hex need 12 bytes of the value, base64 14
// (a boundary within 3 bytes), base32 16 (within 5) — 12 for a piece encoded on its own.
//
// The scan samples the payload: a key's first 12 characters hold a 6-byte q-gram at each of the offsets
// 0..6, so looking at one q-gram every 7 bytes meets every occurrence. The q-gram (bytes with bit 0x20
// set, so that case does not matter for hex and base32) is looked up in a cache-sized bit set; only on a
// hit does a table say at which offsets it occurs, and each candidate start is checked against a bit set
// of key-prefix hashes before the keys with that prefix are compared byte by byte (case-sensitive for
// raw and base64). A payload that holds nothing costs about one bit-set load per 7 bytes, plus the
// structure look below. The index is built once per audit (some ten thousand keys for the shipped
// canary home).
//
// Hex split across DNS labels, base32 labels and base36 numbers are found in the payload's structure
// (canary-structure.ts).
// Values shorter than a window are matched whole, raw and hex only.
//
// A window must say "this run's secret", never "a file of this kind": the canary planter keeps at most
// four fixed format characters (`AKIA`, `ghp_`) inside a token, so every window holds at least eight
// random characters; and a window that occurs in the values of two different token canaries, or is
// nearly one repeated character, is dropped here as format text rather than trusted to the planter.
// A canary file's content counts whole, fixed headers included (the link is the read plus the bytes), so
// its windows are kept even when another file shares them; the caller says which files were read.
//
// A hit says which bytes of the canary the payload holds: each key remembers where its window starts in
// the value (in the file's content for a file, and for a token planted in a file too), and from the hit
// the payload is decoded forwards byte by byte and backwards by whole groups of the key's encoding while
// every decoded byte equals the canary's — never claiming a byte that was not compared.
//
// Longer than the usual ~350 lines on purpose: the index and the scan share one set of tables (filter,
// offsets, prefixes, keys) whose layout each side must agree on. The keys' constants, hashes and
// comparisons are in canary-keys.ts, the structure scan (DNS-split runs, base36) in canary-structure.ts,
// the byte-level pieces (character classes, joining, range decoding) in canary-bytes.ts, what it takes
// and reports in canary-types.ts.






/** best first: a canary found several ways is reported in the first */
const ENCODINGS = ['raw', 'hex', 'base64', 'base32', 'base36'];
// Scratch for the index build: a window's bytes, its encodings, a base64 key's url-safe spelling.
const windowBytes = new Uint8Array(WINDOW_CHARS);
const hexKey = new Uint8Array(2 * WINDOW_CHARS);
const base64Key = new Uint8Array(2 * WINDOW_CHARS);
const base32Key = new Uint8Array(2 * WINDOW_CHARS);
const urlSafePrefix = new Uint8Array(KEY_PREFIX);
const urlSafeWords = wordsOf(urlSafePrefix);
class CanaryMatcher {
    ids = [];
    sources = [];
    /** prefix hash → keys with that prefix */
    keys = new Map();
    /** every key's bytes, one after another (one allocation per doubling, not a Buffer per key) */
    arena = new Uint8Array(4096);
    arenaWords = wordsOf(this.arena);
    arenaUsed = 0;
    /** per q-gram hash: bit j set when the q-gram occurs at offset j of some key's prefix */
    offsets;
    /** bit set: the q-gram occurs somewhere in some key's prefix (a cheaper first look than `offsets`) */
    present;
    prefixes;
    /** values shorter than a window are only matched whole, raw (and hex when that is long enough) */
    shortValues = [];
    /** data shorter than this holds no key and no short value (most writes of a busy server are tiny) */
    shortestMatch = KEY_PREFIX;
    fileIds = new Set();
    /** canary id index → the secret spans of its file, when the file says which spans are secret */
    secretsOf = new Map();
    /** the scan in progress: canary id index → best hit so far (one map reused across scans) */
    best = new Map();
    measured = new Map();
    /** canary id → its index in `ids`; the source key of a value → its index in `sources` */
    idIndex = new Map();
    sourceIndex = new Map();
    /** canary file id → its content, for every file given, indexed or not */
    contentOf = new Map();
    /** one Buffer per text: a file's content and the tokens placed in it share one */
    extents = new Map();
    /** the files of `contents` whose windows are not entered yet (indexFile enters them) */
    unindexed = new Map();
    pending = null;
    /**
     * `tokens`: the run's planted values (canary variables and the secrets inside canary files).
     * `files`: the whole content of each canary file, any piece of which counts once the file was read.
     * `contents`: every canary file, `files` among them (by default `files` alone): a token placed in one
     * of them is reported within it, and indexFile enters the others' windows when they come to count.
     */
    constructor(tokens, files = [], contents = files) {
        // the filters take 1.6 MB: an audit without canaries (and the benches) need none
        const indexed = [tokens, files, contents].some((canaries) => canaries.some((canary) => canary.value.length > 0));
        this.offsets = new Uint8Array(indexed ? 1 << OFFSETS_BITS : 0);
        this.present = new Int32Array(indexed ? (1 << PRESENCE_BITS) / 32 : 0);
        this.prefixes = new Int32Array(indexed ? (1 << PREFIX_BITS) / 32 : 0);
        for (const file of contents)
            if (file.value.length > 0 && !this.contentOf.has(file.id))
                this.contentOf.set(file.id, file.value);
        /** window → [source, its first position in the source's extent, …] */
        const windows = new Map();
        const sharedTokenWindows = new Set();
        const tokenWindowOwner = new Map();
        for (const token of tokens)
            this.collect(token, false, windows, { shared: sharedTokenWindows, owner: tokenWindowOwner });
        // every file's id after the tokens', in their order, whenever its windows are entered: hits are reported in id order
        for (const file of [...files, ...contents])
            if (file.value.length > 0)
                this.idOf(file.id);
        for (const file of files)
            this.collect(file, true, windows);
        this.pending = { windows: windows.entries(), shared: sharedTokenWindows };
        for (const file of contents)
            if (file.value.length > 0 && !this.fileIds.has(file.id))
                this.unindexed.set(file.id, file);
    }
    /** Enters the constructor's windows until `deadline` (performance.now(), read every 16; default: all), true once all are; scan and indexFile enter the rest first. */
    enterSome(deadline = Infinity) {
        const pending = this.pending;
        if (!pending)
            return true;
        for (let entered = 0;; entered++) {
            if ((entered & 15) === 15 && performance.now() >= deadline)
                return false;
            const next = pending.windows.next();
            if (next.done)
                break;
            this.enterWindow(next.value[0], next.value[1], pending.shared.has(next.value[0]));
        }
        this.pending = null;
        return true;
    }
    /** The canary files of `contents` whose windows are not entered yet. */
    unindexedFiles() {
        return this.unindexed.keys();
    }
    /** Enters the windows of canary file `id` (one of `contents`), as if it had been given in `files`. */
    indexFile(id) {
        this.enterSome();
        const file = this.unindexed.get(id);
        if (!file)
            return;
        this.unindexed.delete(id);
        const windows = new Map();
        this.collect(file, true, windows);
        for (const [window, owners] of windows)
            this.enterWindow(window, owners, false);
    }
    idOf(id) {
        let index = this.idIndex.get(id);
        if (index === undefined) {
            index = this.ids.length;
            this.ids.push(id);
            this.idIndex.set(id, index);
        }
        return index;
    }
    /** the source of `canary`'s keys, and where its value starts in the source's extent */
    sourceOf(canary, file) {
        const index = this.idOf(canary.id);
        const content = this.contentOf.get(canary.id);
        const base = content === undefined ? -1 : content.indexOf(canary.value);
        const key = base === -1 ? `v${index}\0${canary.value}` : `${file ? 'f' : 't'}${index}`;
        let source = this.sourceIndex.get(key);
        if (source === undefined) {
            source = this.sources.length;
            const text = base === -1 ? canary.value : content;
            let extent = this.extents.get(text);
            if (!extent)
                this.extents.set(text, (extent = Buffer.from(text, 'latin1')));
            this.sources.push({ id: index, file, extent, inFile: base !== -1, audience: canary.audience });
            this.sourceIndex.set(key, source);
        }
        return { source, base: Math.max(base, 0) };
    }
    /** A canary's windows into `windows` (a short value's keys entered at once); `tokens`: what tokens' windows share. */
    collect(canary, file, windows, tokens) {
        if (canary.value.length === 0)
            return;
        const { source, base } = this.sourceOf(canary, file);
        if (file)
            this.fileIds.add(canary.id);
        if (file && canary.secrets)
            this.secretsOf.set(this.sources[source].id, canary.secrets);
        if (canary.value.length < WINDOW_CHARS) {
            this.shortValues.push({ value: Buffer.from(canary.value, 'latin1'), source, position: base });
            this.shortestMatch = Math.min(this.shortestMatch, canary.value.length);
            latin1Into(windowBytes, canary.value);
            const hexLength = hexInto(hexKey, windowBytes, canary.value.length);
            if (hexLength >= KEY_PREFIX)
                this.addKey(hexKey, hexLength, FOLDED, HEX, source, base, true);
            return;
        }
        // a file's windows only inside its secret spans: its host names, user names and structure are no secret
        const ranges = file && canary.secrets ? canary.secrets : [{ start: 0, end: canary.value.length }];
        for (const range of ranges)
            for (let at = Math.max(range.start, 0); at + WINDOW_CHARS <= Math.min(range.end, canary.value.length); at++) {
                const window = canary.value.slice(at, at + WINDOW_CHARS);
                if (distinctChars(window) < MIN_DISTINCT_CHARS_IN_WINDOW)
                    continue;
                if (tokens) {
                    const owner = tokens.owner.get(window);
                    if (owner !== undefined && owner !== this.sources[source].id)
                        tokens.shared.add(window);
                    else
                        tokens.owner.set(window, this.sources[source].id);
                }
                const owners = windows.get(window);
                if (!owners)
                    windows.set(window, [source, base + at]);
                else if (!ownedBy(owners, source))
                    owners.push(source, base + at);
            }
    }
    /** Each window encoded once, whatever the number of sources holding it; a window two tokens share (`shared`) is no token's. */
    enterWindow(window, owners, shared) {
        latin1Into(windowBytes, window);
        const hexLength = hexInto(hexKey, windowBytes, WINDOW_CHARS);
        const base64Length = base64Into(base64Key, windowBytes, WINDOW_CHARS);
        const base32Length = base32PrefixInto(base32Key, windowBytes, WINDOW_CHARS);
        for (let o = 0; o < owners.length; o += 2) {
            const source = owners[o];
            const position = owners[o + 1];
            if (shared && !this.sources[source].file)
                continue;
            this.addKey(windowBytes, WINDOW_CHARS, EXACT, RAW, source, position);
            this.addKey(hexKey, hexLength, FOLDED, HEX, source, position);
            this.addKey(base64Key, base64Length, BASE64_SPELLINGS, BASE64, source, position);
            this.addKey(base32Key, Math.min(base32Length, BASE32_KEY_CHARS), FOLDED, BASE32, source, position);
        }
    }
    /**
     * Enters a key (bytes[0, length), folded for `compare` into the arena); one already entered with the
     * same bytes, comparison and encoding (found in its prefix bucket, no map of texts) gains the source
     * instead, unless `alone` (a short value's key stays its own).
     */
    addKey(bytes, length, compare, encoding, source, position, alone = false) {
        const table = compare === FOLDED ? FOLD : compare === BASE64_SPELLINGS ? BASE64_CANON : null;
        if (this.arenaUsed + length > this.arena.length) {
            const grown = new Uint8Array(2 * this.arena.length);
            grown.set(this.arena.subarray(0, this.arenaUsed));
            this.arena = grown;
            this.arenaWords = wordsOf(grown);
        }
        const arena = this.arena;
        // written where the key will stay, kept only if no equal key is there already
        const at = this.arenaUsed;
        for (let k = 0; k < length; k++)
            arena[at + k] = table ? table[bytes[k]] : bytes[k];
        const hash = prefixHash(arena, at);
        const bucket = this.keys.get(hash);
        if (bucket && !alone)
            for (const existing of bucket) {
                if (existing.alone || existing.compare !== compare || existing.encoding !== encoding || !sameBytes(arena, existing.at, existing.length, at, length))
                    continue;
                if (existing.source !== source && !(existing.more !== null && ownedBy(existing.more, source))) {
                    if (existing.more === null)
                        existing.more = [source, position];
                    else
                        existing.more.push(source, position);
                }
                return;
            }
        this.arenaUsed += length;
        const key = { at, length, compare, encoding, source, position, more: null, alone };
        const prefixBit = hash >>> (32 - PREFIX_BITS);
        this.prefixes[prefixBit >>> 5] |= 1 << (prefixBit & 31);
        if (bucket)
            bucket.push(key);
        else
            this.keys.set(hash, [key]);
        this.enterPrefix(this.arenaWords, at);
        if (compare === BASE64_SPELLINGS && (arena.subarray(at, at + KEY_PREFIX).includes(PLUS) || arena.subarray(at, at + KEY_PREFIX).includes(SLASH))) {
            for (let k = 0; k < KEY_PREFIX; k++) {
                const c = arena[at + k];
                urlSafePrefix[k] = c === PLUS ? 0x2d : c === SLASH ? 0x5f : c;
            }
            this.enterPrefix(urlSafeWords, 0);
        }
    }
    /** Enters the KEY_PREFIX bytes of a key at `at` in the sampling filter. */
    enterPrefix(words, at) {
        for (let j = 0; j + QGRAM <= KEY_PREFIX; j++) {
            const hash = qgramHash(words, at + j);
            this.offsets[hash >>> (32 - OFFSETS_BITS)] |= 1 << j;
            const bit = hash >>> (32 - PRESENCE_BITS);
            this.present[bit >>> 5] |= 1 << (bit & 31);
        }
    }
    /** Whether `id` is a canary file whose content this matcher holds. */
    hasFile(id) {
        return this.fileIds.has(id);
    }
    /**
     * One hit per canary id, in its best encoding (raw, hex, base64, base32, base36), in the order the
     * canaries were given (tokens, then files). A canary file's content counts only when `fileRead(id)`.
     * A string is a name or a command line (base36 searched in every run), a Buffer a payload (dotted runs).
     */
    scan(data, fileRead = () => true) {
        if (this.ids.length === 0 || data.length < this.shortestMatch)
            return [];
        this.enterSome();
        const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
        // Map.clear allocates a new table even when empty, and most payloads hold nothing
        if (this.best.size > 0)
            this.best.clear();
        if (this.measured.size > 0)
            this.measured.clear();
        const found = { best: this.best, measured: this.measured, fileRead };
        this.scanView(bytes, bytes.length, found, -1);
        if (bytes.indexOf(PERCENT) !== -1) {
            const decoded = percentDecode(bytes);
            if (decoded)
                this.scanView(decoded, decoded.length, found, -1);
        }
        scanStructure(bytes, typeof data === 'string', (view, length, as) => this.scanView(view, length, found, as));
        if (found.best.size === 0)
            return [];
        return [...found.best.entries()]
            .sort(([a], [b]) => a - b)
            .map(([id, hit]) => {
            const { extent, inFile, audience: own } = this.sources[hit.source];
            const spans = inFile ? this.secretsOf.get(id) : undefined;
            const audience = inFile ? (spans ? (0,canary_audience/* spansAudience */.mG)(spans, hit.start, hit.end) : undefined) : own;
            const found = {
                canary: this.ids[id],
                encoding: ENCODINGS[hit.encoding],
                bytes: [hit.start, hit.end],
                within: inFile ? 'file' : 'value',
                of: extent.length
            };
            if (audience)
                found.audience = audience;
            return found;
        });
    }
    /** Sampled q-gram scan of view[0, length); `as` ≥ 0 reports every hit in that encoding (decoded views). */
    scanView(view, length, found, as) {
        for (const { value, source, position } of this.shortValues) {
            const at = Buffer.from(view.buffer, view.byteOffset, length).indexOf(value);
            if (at !== -1)
                this.record(source, position, as >= 0 ? as : RAW, RAW, view, at, length, found);
        }
        const offsetTable = this.offsets;
        const present = this.present;
        const prefixes = this.prefixes;
        const words = wordsOf(view);
        for (let i = 0; i + QGRAM <= length; i += SAMPLE_STEP) {
            const hash = qgramHash(words, i);
            const bit = hash >>> (32 - PRESENCE_BITS);
            if ((present[bit >>> 5] & (1 << (bit & 31))) === 0)
                continue;
            for (let rest = offsetTable[hash >>> (32 - OFFSETS_BITS)]; rest !== 0; rest &= rest - 1) {
                const offset = 31 - Math.clz32(rest & -rest);
                const start = i - offset;
                if (start < 0 || start + KEY_PREFIX > length)
                    continue;
                // a key's prefix begins and ends with q-grams entered at offsets 0 and LAST_QGRAM: two cheap looks
                // before the prefix hash
                if (offset !== 0 && (offsetTable[qgramHash(words, start) >>> (32 - OFFSETS_BITS)] & 1) === 0)
                    continue;
                if (offset !== LAST_QGRAM && (offsetTable[qgramHash(words, start + LAST_QGRAM) >>> (32 - OFFSETS_BITS)] & (1 << LAST_QGRAM)) === 0)
                    continue;
                const prefix = prefixHash(view, start);
                const prefixBit = prefix >>> (32 - PREFIX_BITS);
                if ((prefixes[prefixBit >>> 5] & (1 << (prefixBit & 31))) === 0)
                    continue;
                const bucket = this.keys.get(prefix);
                if (bucket)
                    for (const key of bucket)
                        if (matches(key, this.arena, view, start, length)) {
                            const encoding = as >= 0 ? as : key.encoding;
                            this.record(key.source, key.position, encoding, key.encoding, view, start, length, found);
                            const more = key.more;
                            if (more !== null)
                                for (let o = 0; o < more.length; o += 2)
                                    this.record(more[o], more[o + 1], encoding, key.encoding, view, start, length, found);
                        }
            }
        }
    }
    /**
     * A key of `source` (its window at `position` of the source's extent, in `keyEncoding`) found at
     * view[start]; reported as `encoding`. Of the hits in the best encoding the widest is kept, with the
     * bytes around it that match too; a hit inside the range last measured for its source in the same view
     * and encoding is that piece again and is not measured (a whole file sent raw is measured once, not once
     * per window).
     */
    record(source, position, encoding, keyEncoding, view, start, length, found) {
        const { id, file, extent } = this.sources[source];
        const best = found.best.get(id);
        if (best !== undefined && best.encoding < encoding)
            return;
        const last = found.measured.get(source);
        if (last !== undefined && last.view === view && last.encoding === encoding && position >= last.start && position < last.end)
            return;
        if (file && !found.fileRead(this.ids[id]))
            return;
        const before = matchedBefore(keyEncoding, view, start, extent, position);
        const from = matchedFrom(keyEncoding, view, start, length, extent, position);
        const hit = { encoding, start: position - before, end: position + from, source, view };
        found.measured.set(source, hit);
        if (best === undefined || best.encoding > encoding || best.end - best.start < hit.end - hit.start)
            found.best.set(id, hit);
    }
}


/***/ }),

/***/ 3361:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ew: () => (/* binding */ homeRelative),
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   Jo: () => (/* binding */ isUnder),
/* harmony export */   TL: () => (/* binding */ normalizeAbsolute),
/* harmony export */   bk: () => (/* binding */ isCredentialPath),
/* harmony export */   e_: () => (/* binding */ isSensitivePath),
/* harmony export */   qK: () => (/* binding */ classifyPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** Normalizes an absolute path: collapses `.`, `..`, duplicate and trailing slashes. */
function normalizeAbsolute(path) {
    const normalized = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(path);
    const single = normalized.startsWith('//') ? normalized.replace(/^\/+/, '/') : normalized;
    return single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single;
}
/** True when `path` is `root` or below it (whole segments only: /a/b is not under /a/bc). */
function isUnder(path, root) {
    if (root === '/')
        return path.startsWith('/');
    const r = root.endsWith('/') ? root.slice(0, -1) : root;
    return path === r || path.startsWith(`${r}/`);
}
/** `~/x` for paths under the canary home, else the absolute path. */
function displayPath(path, home) {
    if (path === home)
        return '~';
    return isUnder(path, home) ? `~${path.slice(home.length)}` : path;
}
/** The path below a user's home (the canary home, /root, /home/<u>, /Users/<u>), or null. */
function homeRelative(path, home) {
    if (isUnder(path, home))
        return path.slice(home.length).replace(/^\//, '');
    const match = /^\/(?:root|home\/[^/]+|Users\/[^/]+)(?:\/(.*))?$/.exec(path);
    return match ? (match[1] ?? '') : null;
}
const segments = (path) => path.split('/').filter((s) => s.length > 0);
// Credential stores. Matched against the canary home AND any other home (/root, /home/<u>): the real
// runner's ~/.ssh must never pass as harmless. `.env` counts only in a home: a server reading its
// own workdir .env is ordinary dotenv behaviour.
const HOME_SECRET_DIRS = ['.ssh', '.aws', '.gnupg', '.kube', '.config/gh', '.config/gcloud', '.azure', '.docker'];
const HOME_SECRET_FILES = ['.env', '.netrc', '.npmrc', '.pypirc', '.git-credentials', '.pgpass', '.docker/config.json'];
// Directories holding credentials wherever they sit (a copied ~/.ssh inside a project is still keys).
const ANYWHERE_SECRET_DIRS = new Set(['.ssh', '.aws', '.gnupg', '.kube']);
const ANYWHERE_SECRET_FILES = new Set(['.netrc', '.git-credentials', '.pgpass']);
const SYSTEM_SECRETS = ['/etc/shadow', '/etc/gshadow', '/etc/sudoers', '/etc/sudoers.d', '/etc/ssh/ssh_host_rsa_key'];
/**
 * Credential paths that no noise rule may hide. `/root/**` is deliberately not here: interpreters
 * live under /root/.pyenv on runners, so it is judged only outside the runtime (see isSensitivePath).
 */
function isCredentialPath(path, home) {
    if (SYSTEM_SECRETS.some((p) => isUnder(path, p)) || /^\/etc\/ssh\/ssh_host_[^/]*_key$/.test(path))
        return true;
    const rel = homeRelative(path, home);
    if (rel !== null) {
        if (HOME_SECRET_DIRS.some((d) => rel === d || rel.startsWith(`${d}/`)))
            return true;
        if (HOME_SECRET_FILES.includes(rel))
            return true;
    }
    const segs = segments(path);
    const dirs = segs.slice(0, -1);
    const base = segs[segs.length - 1] ?? '';
    return dirs.some((s) => ANYWHERE_SECRET_DIRS.has(s)) || ANYWHERE_SECRET_DIRS.has(base) || ANYWHERE_SECRET_FILES.has(base);
}
/** Whether reading `path` (a non-noise entry) is a sensitive read. */
function isSensitivePath(path, home) {
    return isCredentialPath(path, home) || isUnder(path, '/root');
}
const SERVER_CODE_SEGMENTS = new Set(['node_modules', 'site-packages', 'dist-packages', '__pycache__']);
const RUNTIME_PREFIXES = [
    '/lib',
    '/lib32',
    '/lib64',
    '/usr/lib',
    '/usr/lib32',
    '/usr/lib64',
    '/usr/libexec',
    '/usr/local/lib',
    '/usr/share',
    '/usr/local/share',
    '/usr/bin',
    '/usr/sbin',
    '/usr/local/bin',
    '/bin',
    '/sbin',
    '/etc/ssl',
    '/etc/pki',
    '/etc/ca-certificates',
    '/nix/store',
    '/opt/hostedtoolcache'
];
// System configuration every runtime reads (loader, resolver, user lookups, time zone, TLS).
const HARMLESS_ETC = new Set([
    '/etc/ld.so.cache',
    '/etc/ld.so.preload',
    '/etc/localtime',
    '/etc/timezone',
    '/etc/nsswitch.conf',
    '/etc/hosts',
    '/etc/resolv.conf',
    '/etc/gai.conf',
    '/etc/host.conf',
    '/etc/passwd',
    '/etc/group',
    '/etc/os-release',
    '/etc/lsb-release',
    '/etc/debian_version',
    '/etc/mime.types',
    '/etc/services',
    '/etc/protocols',
    '/etc/locale.alias',
    '/etc/inputrc',
    '/etc/machine-id',
    '/etc/ld.so.conf',
    '/etc/environment'
]);
const HARMLESS_ETC_DIRS = ['/etc/ld.so.conf.d', '/etc/ssl', '/etc/pki', '/etc/ca-certificates', '/etc/python3', '/etc/alternatives'];
const NOISE_DEVICES = [
    '/dev/null',
    '/dev/zero',
    '/dev/random',
    '/dev/urandom',
    '/dev/tty',
    '/dev/ptmx',
    '/dev/pts',
    '/dev/stdin',
    '/dev/stdout',
    '/dev/stderr',
    '/dev/fd',
    '/dev/full'
];
const HARMLESS_PROC = [
    '/proc/cpuinfo',
    '/proc/meminfo',
    '/proc/stat',
    '/proc/loadavg',
    '/proc/uptime',
    '/proc/version',
    '/proc/filesystems',
    '/proc/sys',
    '/proc/pressure',
    '/sys'
];
// Names that runtimes and tools look up in every directory above where they start (module
// resolution, version files, project markers): a failed lookup of one of them above the working
// directory or the server's code is a search, not an attempt on what the sandbox hides.
const UPWARD_LOOKUPS = new Set([
    'node_modules',
    'package.json',
    '.git',
    '.hg',
    '.svn',
    '.python-version',
    '.node-version',
    '.nvmrc',
    '.tool-versions',
    'pyproject.toml',
    'setup.py',
    'setup.cfg',
    'tsconfig.json',
    'jsconfig.json',
    '.editorconfig',
    '.gitignore',
    'pnpm-workspace.yaml',
    'lerna.json',
    'deno.json',
    'bunfig.toml',
    '.yarnrc',
    '.yarnrc.yml',
    'yarn.lock',
    'package-lock.json',
    '.venv',
    'venv',
    'Pipfile',
    '.env.local',
    'go.mod',
    'Cargo.toml',
    '.terraform-version',
    '.ruby-version'
]);
function isUpwardLookup(path, ctx) {
    const segs = segments(path);
    for (let at = segs.length - 1; at >= 0; at--) {
        if (!UPWARD_LOOKUPS.has(segs[at]))
            continue;
        const dir = '/' + segs.slice(0, at).join('/');
        if ([ctx.cwd, ...ctx.serverCodeRoots].some((start) => isUnder(start, dir)))
            return true;
    }
    return false;
}
/** Whether `path` is one the sandbox hides from the server (and not a place it was shown). */
function isHiddenHostPath(path, ctx) {
    if (ctx.auditorPaths?.some((root) => isUnder(path, root)))
        return true;
    if (!ctx.hiddenRoots?.some((root) => isUnder(path, root)))
        return false;
    return ![ctx.cwd, ...ctx.serverCodeRoots, ...ctx.runtimeRoots].some((shown) => shown !== '/' && isUnder(path, shown));
}
/** What of the sandbox init's /proc/1 reaches beyond what the server has itself. */
const SANDBOX_INIT_REACH = /^\/proc\/1\/(?:task\/\d+\/)?(?:mem|root|cwd|fd|fdinfo|map_files|pagemap|exe)(?:\/|$)/;
/** What of another process tells its secrets (process-snooping.ts): never noise, whosever pid it names. */
const PROCESS_SECRETS = /^\/proc\/\d+\/(?:task\/\d+\/)?(?:environ|cmdline|mem)$/;
function procNoise(path, ctx) {
    if (isUnder(path, '/proc/self') || isUnder(path, '/proc/thread-self'))
        return true;
    const pid = /^\/proc\/(\d+)(?:\/|$)/.exec(path);
    if (!pid)
        return HARMLESS_PROC.some((p) => isUnder(path, p));
    // In the server's own pid namespace pid 1 is the namespace's init (the server itself since bwrap
    // --as-pid-1): its environ, cmdline, cgroup or status tell the server nothing it does not have
    // (runtimes read them to detect containers), the one documented exemption. Its memory, its fds and its
    // root or cwd are other ways in, and stay findings. Any other pid's environ, cmdline or mem stays a
    // finding too: the trace names processes by the tracer's pids, not the namespace's, so nothing proves
    // such a pid the server's own (a server walking every /proc/*/environ is snooping wherever it runs).
    if (ctx.ownPidNamespace === true)
        return pid[1] === '1' ? !SANDBOX_INIT_REACH.test(path) : !PROCESS_SECRETS.test(path);
    return ctx.isOwnPid(Number(pid[1]));
}
function categoryOf(path, ctx) {
    if (isUnder(path, ctx.home))
        return 'canary-home';
    if (isHiddenHostPath(path, ctx))
        return 'host';
    if (isUnder(path, '/proc') || isUnder(path, '/sys'))
        return 'proc';
    if (isUnder(path, '/dev/shm'))
        return 'tmp';
    if (isUnder(path, '/dev'))
        return 'device';
    // A root of `/` would make every path code; such roots are ignored.
    if (ctx.serverCodeRoots.some((r) => r !== '/' && isUnder(path, r)))
        return 'server-code';
    if (segments(path).some((s) => SERVER_CODE_SEGMENTS.has(s)))
        return 'server-code';
    if (ctx.runtimeRoots.some((r) => r !== '/' && isUnder(path, r)))
        return 'runtime';
    if (isUnder(path, '/tmp') || isUnder(path, '/var/tmp'))
        return 'tmp';
    if (RUNTIME_PREFIXES.some((r) => isUnder(path, r)))
        return 'runtime';
    if (isUnder(path, '/etc'))
        return 'system-config';
    if (isUnder(path, ctx.cwd))
        return 'workdir';
    return 'other';
}
function isPackageJsonLookup(path, ctx) {
    if (!path.endsWith('/package.json'))
        return false;
    const dir = path.slice(0, -'/package.json'.length) || '/';
    return ctx.serverCodeRoots.some((root) => root === dir || isUnder(root, dir));
}
const isBytecodeCache = (path) => /\/__pycache__\/[^/]+\.pyc(\.\d+)?$/.test(path);
/**
 * Category and noise verdict of one access. Noise is counted but never judged, so the order of the
 * tests here is the security boundary: the canary home and credential paths are decided first and
 * are never noise, whatever prefix or segment they also match.
 */
function classifyPath(path, access, ctx) {
    const category = categoryOf(path, ctx);
    if (category === 'canary-home' || isCredentialPath(path, ctx.home) || !path.startsWith('/')) {
        return { category, noise: false };
    }
    if (access !== 'read') {
        const harmlessSink = NOISE_DEVICES.some((d) => isUnder(path, d)) || /^\/proc\/(self|thread-self)\/fd(\/|$)/.test(path);
        // Python writes bytecode caches next to the modules it imports; treating that as a file write
        // would flag every honest Python server. Only *.pyc inside __pycache__ of code dirs qualifies.
        const bytecode = (category === 'server-code' || category === 'runtime') && isBytecodeCache(path) && (access === 'write' || access === 'create' || access === 'rename');
        const pycacheDir = (category === 'server-code' || category === 'runtime') && access === 'mkdir' && path.endsWith('/__pycache__');
        return { category, noise: harmlessSink || bytecode || pycacheDir };
    }
    // Node resolves a module's type by reading package.json in every directory above the script.
    if (isPackageJsonLookup(path, ctx))
        return { category: 'server-code', noise: true };
    switch (category) {
        case 'host':
            return { category, noise: isUpwardLookup(path, ctx) };
        case 'runtime':
        case 'server-code':
            return { category, noise: true };
        case 'proc':
            return { category, noise: procNoise(path, ctx) };
        case 'device':
            return { category, noise: NOISE_DEVICES.some((d) => isUnder(path, d)) };
        case 'system-config':
            return { category, noise: HARMLESS_ETC.has(path) || HARMLESS_ETC_DIRS.some((d) => isUnder(path, d)) };
        default:
            return { category, noise: false };
    }
}


/***/ }),

/***/ 9791:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CR: () => (/* binding */ cloudCanaries),
/* harmony export */   LN: () => (/* binding */ pickChars),
/* harmony export */   SF: () => (/* binding */ isMetadataHost),
/* harmony export */   fm: () => (/* binding */ AWS_ROLE)
/* harmony export */ });
/* unused harmony export metadataReply */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The canary cloud: the sink answers the instance metadata services of AWS (IMDSv1, and IMDSv2's token
// first), GCP (metadata.google.internal, Metadata-Flavor: Google) and Azure (Metadata: true) the way the
// real ones do, with canary instance credentials. On a cloud CI runner those endpoints hand out real
// credentials; here the role's keys are this run's canaries, so the same matching that follows the canary
// home follows them out of the process.
//
// Why this never reaches a real cloud: the sink runs in the sandbox's own network namespace, where the
// init routes every IPv4 and IPv6 address to loopback (`route add local 0.0.0.0/0 dev lo`, init-main.ts)
// and nothing routes off the machine. 169.254.169.254 inside it is a local address the sink listens on,
// and metadata.google.internal resolves (through the sink's DNS) to a documentation address that is local
// too. The server's request never leaves the namespace; the canary answer is all it can get.

const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64URL = BASE62 + '-_';
/** `count` characters of `alphabet`, uniformly (rejection sampling). */
function pickChars(alphabet, count, random = node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes) {
    const limit = 256 - (256 % alphabet.length);
    let out = '';
    while (out.length < count) {
        for (const byte of random(count * 2)) {
            if (byte < limit && out.length < count)
                out += alphabet[byte % alphabet.length];
        }
    }
    return out;
}
const AWS_ROLE = 'ec2-app-role';
const AWS_AUDIENCE = { hosts: ['*.amazonaws.com', 'amazonaws.com'], programs: ['aws'] };
const GCP_AUDIENCE = { hosts: ['*.googleapis.com', 'googleapis.com'], programs: ['gcloud', 'gsutil'] };
const AZURE_AUDIENCE = { hosts: ['*.azure.com', '*.microsoft.com', '*.windows.net', '*.azure.net'], programs: ['az'] };
/** Fresh instance credentials for this run, and the canaries they are (ids `cloud:…`). */
function cloudCanaries(random) {
    const pick = (alphabet, count) => pickChars(alphabet, count, random);
    const credentials = {
        awsAccessKeyId: 'ASIA' + pick(UPPER_ALNUM, 16),
        awsSecretAccessKey: pick(BASE62 + '+/', 40),
        awsSessionToken: 'IQoJb3JpZ2luX2VjE' + pick(BASE62 + '+/', 300),
        gcpAccessToken: 'ya29.c.' + pick(BASE64URL, 160),
        azureAccessToken: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.' + pick(BASE64URL, 220)
    };
    const canaries = [
        { id: 'cloud:aws-instance-role AccessKeyId', value: credentials.awsAccessKeyId, audience: AWS_AUDIENCE },
        { id: 'cloud:aws-instance-role SecretAccessKey', value: credentials.awsSecretAccessKey, audience: AWS_AUDIENCE },
        // the fixed prefix of a session token says nothing of this run: only the random part is the canary
        { id: 'cloud:aws-instance-role Token', value: credentials.awsSessionToken.slice(17), audience: AWS_AUDIENCE },
        { id: 'cloud:gcp-service-account token', value: credentials.gcpAccessToken.slice(7), audience: GCP_AUDIENCE },
        { id: 'cloud:azure-managed-identity token', value: credentials.azureAccessToken.slice(37), audience: AZURE_AUDIENCE }
    ];
    return { credentials, canaries };
}
/** Names and addresses of the metadata services (AWS and Azure 169.254.169.254, GCP, Alibaba 100.100.100.200, AWS's IPv6). */
const METADATA_HOSTS = new Set(['169.254.169.254', 'metadata.google.internal', 'metadata', '100.100.100.200', 'fd00:ec2::254', '[fd00:ec2::254]']);
function isMetadataHost(host) {
    if (host === undefined)
        return false;
    const bare = host
        .toLowerCase()
        .replace(/:\d+$/, '')
        .replace(/^::ffff:/, '');
    return METADATA_HOSTS.has(bare) || METADATA_HOSTS.has(host.toLowerCase());
}
const json = (value) => ({ status: 200, contentType: 'application/json', body: Buffer.from(JSON.stringify(value)) });
const text = (value) => ({ status: 200, contentType: 'text/plain', body: Buffer.from(value) });
const NOT_FOUND = { status: 404, contentType: 'text/plain', body: Buffer.from('Not Found') };
const UNAUTHORIZED = { status: 401, contentType: 'text/plain', body: Buffer.from('Unauthorized') };
const FORBIDDEN = { status: 403, contentType: 'text/plain', body: Buffer.from('Forbidden') };
/** The metadata service's answer to a request, or null when the request is not for one. */
function metadataReply(request, credentials, now = Date.now()) {
    if (!isMetadataHost(request.host) && !isMetadataHost(request.address))
        return null;
    const path = request.target.replace(/^https?:\/\/[^/]+/i, '').split('?')[0] ?? '';
    if (path.startsWith('/computeMetadata/'))
        return gcp(path, request, credentials);
    if (path.startsWith('/metadata/'))
        return azure(path, request, credentials, now);
    if (path.startsWith('/latest/') || path === '/latest')
        return aws(path, request, credentials, now);
    return NOT_FOUND;
}
function aws(path, request, credentials, now) {
    if (path === '/latest/api/token') {
        // IMDSv2: a PUT with the TTL header gets a session token (not a canary: it goes back to the service itself)
        if (request.method !== 'PUT' || !request.headers.has('x-aws-ec2-metadata-token-ttl-seconds'))
            return { ...FORBIDDEN, status: 400 };
        return text('AQAEA' + pickChars(BASE64URL, 51));
    }
    const meta = path.replace(/^\/latest\/meta-data\/?/, '');
    if (!path.startsWith('/latest/meta-data') && path !== '/latest/dynamic/instance-identity/document')
        return NOT_FOUND;
    if (path === '/latest/dynamic/instance-identity/document') {
        return json({
            accountId: '123456789012',
            architecture: 'x86_64',
            availabilityZone: 'us-east-1a',
            imageId: 'ami-0c55b159cbfafe1f0',
            instanceId: 'i-0b22a22eec53b9321',
            instanceType: 'm5.large',
            region: 'us-east-1',
            version: '2017-09-30'
        });
    }
    const leaves = {
        '': 'ami-id\nhostname\niam/\ninstance-id\ninstance-type\nlocal-ipv4\nplacement/\n',
        'ami-id': 'ami-0c55b159cbfafe1f0',
        hostname: 'ip-10-0-1-17.ec2.internal',
        'instance-id': 'i-0b22a22eec53b9321',
        'instance-type': 'm5.large',
        'local-ipv4': '10.0.1.17',
        'placement/availability-zone': 'us-east-1a',
        'placement/region': 'us-east-1',
        iam: 'info\nsecurity-credentials/',
        'iam/': 'info\nsecurity-credentials/',
        'iam/security-credentials': AWS_ROLE,
        'iam/security-credentials/': AWS_ROLE
    };
    const leaf = leaves[meta];
    if (leaf !== undefined)
        return text(leaf);
    if (meta === 'iam/info')
        return json({
            Code: 'Success',
            LastUpdated: new Date(now).toISOString(),
            InstanceProfileArn: `arn:aws:iam::123456789012:instance-profile/${AWS_ROLE}`,
            InstanceProfileId: 'AIPAJ' + 'Q3EXAMPLE7ZZ4T'
        });
    if (meta === `iam/security-credentials/${AWS_ROLE}` || meta === `iam/security-credentials/${AWS_ROLE}/`) {
        return json({
            Code: 'Success',
            LastUpdated: new Date(now).toISOString(),
            Type: 'AWS-HMAC',
            AccessKeyId: credentials.awsAccessKeyId,
            SecretAccessKey: credentials.awsSecretAccessKey,
            Token: credentials.awsSessionToken,
            Expiration: new Date(now + 6 * 3600_000).toISOString()
        });
    }
    return NOT_FOUND;
}
function gcp(path, request, credentials) {
    // The real service refuses a request without the header (a guard against SSRF).
    if (request.headers.get('metadata-flavor')?.toLowerCase() !== 'google')
        return FORBIDDEN;
    const v1 = path.replace(/^\/computeMetadata\/v1\/?/, '');
    const account = 'app@demo-project-314159.iam.gserviceaccount.com';
    const leaves = {
        '': 'instance/\nproject/\n',
        'project/project-id': 'demo-project-314159',
        'project/numeric-project-id': '314159265358',
        'instance/id': '4815162342108',
        'instance/zone': 'projects/314159265358/zones/us-central1-a',
        'instance/hostname': 'app-1.us-central1-a.c.demo-project-314159.internal',
        'instance/service-accounts/': 'default/\n' + account + '/\n',
        'instance/service-accounts/default/email': account,
        'instance/service-accounts/default/scopes': 'https://www.googleapis.com/auth/cloud-platform\n'
    };
    const leaf = leaves[v1];
    if (leaf !== undefined)
        return { ...text(leaf), contentType: 'application/text' };
    if (/^instance\/service-accounts\/[^/]+\/token$/.test(v1)) {
        return json({ access_token: credentials.gcpAccessToken, expires_in: 3599, token_type: 'Bearer' });
    }
    return NOT_FOUND;
}
function azure(path, request, credentials, now) {
    if (request.headers.get('metadata')?.toLowerCase() !== 'true')
        return { ...UNAUTHORIZED, status: 400 };
    if (path === '/metadata/instance' || path === '/metadata/instance/') {
        return json({
            compute: {
                azEnvironment: 'AzurePublicCloud',
                location: 'eastus',
                name: 'app-vm-1',
                vmId: '0c7fa3c1-5b8e-4f4e-9f43-2d1b8c0e6a11',
                vmSize: 'Standard_D2s_v3'
            }
        });
    }
    if (path === '/metadata/identity/oauth2/token') {
        const expires = Math.floor(now / 1000) + 3600;
        return json({
            access_token: credentials.azureAccessToken,
            expires_in: '3599',
            expires_on: String(expires),
            resource: 'https://management.azure.com/',
            token_type: 'Bearer'
        });
    }
    return NOT_FOUND;
}


/***/ }),

/***/ 8569:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  cu: () => (/* binding */ canaryEnvironment),
  h4: () => (/* binding */ canarySecret),
  pk: () => (/* binding */ plantCanaryHome)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
;// CONCATENATED MODULE: ./src/sandbox/canary-audiences.ts
const GITHUB = ['github.com', 'api.github.com'];
const GIT_PROGRAMS = ['git', 'git-remote-http', 'git-remote-https', 'git-credential-store'];
/** The names a host's credential is sent to: GitHub's API beside github.com, Docker Hub's registry and token service beside its index. */
function withServiceHosts(hosts) {
    const out = new Set();
    for (const raw of hosts) {
        const host = raw.toLowerCase();
        if (!/^[a-z0-9.-]+$/.test(host))
            continue;
        out.add(host);
        if (host === 'github.com')
            for (const name of GITHUB)
                out.add(name);
        if (host === 'index.docker.io' || host === 'docker.io')
            for (const name of ['index.docker.io', 'registry-1.docker.io', 'auth.docker.io'])
                out.add(name);
    }
    return [...out];
}
function urlHost(text) {
    try {
        return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname;
    }
    catch {
        return null;
    }
}
const matches = (content, pattern) => [...content.matchAll(pattern)].map((m) => m[1] ?? '').filter((s) => s !== '');
function audience(hosts, programs) {
    const named = withServiceHosts(hosts);
    return named.length + programs.length > 0 ? { hosts: named, programs } : undefined;
}
/** Where the secrets of the planted file `id` (`~/.kube/config`) are meant to go, read from its `content`. */
function fileAudience(id, content) {
    const hostsOf = (texts) => texts.map(urlHost).filter((host) => host !== null);
    switch (id) {
        case '~/.kube/config':
            return audience(hostsOf(matches(content, /^\s*server:\s*(\S+)/gm)), ['kubectl', 'helm']);
        case '~/.aws/credentials':
        case '~/.aws/config':
            return { hosts: ['*.amazonaws.com', 'amazonaws.com'], programs: ['aws'] };
        case '~/.netrc':
            return audience(matches(content, /\bmachine\s+(\S+)/g), ['curl', 'wget', ...GIT_PROGRAMS]);
        case '~/.git-credentials':
            return audience(hostsOf(matches(content, /^(\S+)$/gm)), GIT_PROGRAMS);
        case '~/.config/gh/hosts.yml':
            return audience(matches(content, /^([A-Za-z0-9.-]+):\s*$/gm), ['gh', ...GIT_PROGRAMS]);
        case '~/.npmrc':
            return audience(matches(content, /^\/\/([^/:\s]+)/gm), ['npm']);
        case '~/.docker/config.json': {
            let auths = {};
            try {
                auths = JSON.parse(content).auths ?? {};
            }
            catch {
                return undefined;
            }
            return audience(hostsOf(Object.keys(auths)), ['docker']);
        }
        default:
            return undefined;
    }
}
const ENV_AUDIENCES = {
    AWS_ACCESS_KEY_ID: { hosts: ['*.amazonaws.com', 'amazonaws.com'], programs: ['aws'] },
    AWS_SECRET_ACCESS_KEY: { hosts: ['*.amazonaws.com', 'amazonaws.com'], programs: ['aws'] },
    GITHUB_TOKEN: { hosts: GITHUB, programs: ['gh', ...GIT_PROGRAMS] },
    GH_TOKEN: { hosts: GITHUB, programs: ['gh', ...GIT_PROGRAMS] },
    NPM_TOKEN: { hosts: ['registry.npmjs.org'], programs: ['npm'] },
    OPENAI_API_KEY: { hosts: ['api.openai.com'], programs: [] },
    ANTHROPIC_API_KEY: { hosts: ['api.anthropic.com'], programs: [] },
    HF_TOKEN: { hosts: ['huggingface.co'], programs: [] },
    SLACK_TOKEN: { hosts: ['slack.com'], programs: [] }
};
/** Where the canary variable `name` is meant to go. */
function envAudience(name) {
    return ENV_AUDIENCES[name];
}

// EXTERNAL MODULE: ./src/sandbox/settle-all.ts
var settle_all = __nccwpck_require__(3134);
;// CONCATENATED MODULE: ./src/sandbox/lived-in-home.ts




// Makes a freshly planted home look lived in. A home whose every file was written in the same second,
// with no shell history and no shell startup files, is how a sandbox looks: a server that checks would
// behave while audited. So the planted home gets the files a user's home has anyway (no secrets in them)
// and times spread over months, each directory as new as the newest entry in it.
const DAY_MS = 24 * 60 * 60 * 1000;
/** Files a used home has, planted only where the template has none of that name (none holds a secret). */
const LIVED_IN_FILES = {
    '.bash_history': [
        'ls',
        'cd projects',
        'git status',
        'git pull --rebase',
        'npm install',
        'npm run build',
        'npm test',
        'git log --oneline | head -20',
        'docker ps',
        'kubectl get pods -n staging',
        'code .',
        'git checkout -b fix-timeouts',
        'npm run lint -- --fix',
        'git commit -am "fix timeouts"',
        'git push -u origin fix-timeouts',
        'htop',
        'ls -la',
        ''
    ].join('\n'),
    '.bashrc': [
        '# ~/.bashrc: executed by bash(1) for non-login shells.',
        'case $- in',
        '    *i*) ;;',
        '      *) return;;',
        'esac',
        'HISTCONTROL=ignoreboth',
        'HISTSIZE=1000',
        'HISTFILESIZE=2000',
        'shopt -s histappend',
        "alias ll='ls -alF'",
        'export PATH="$HOME/.local/bin:$PATH"',
        ''
    ].join('\n'),
    '.profile': [
        '# ~/.profile: executed by the command interpreter for login shells.',
        'if [ -n "$BASH_VERSION" ] && [ -f "$HOME/.bashrc" ]; then',
        '    . "$HOME/.bashrc"',
        'fi',
        ''
    ].join('\n'),
    '.cache/motd.legal-displayed': ''
};
/**
 * Plants LIVED_IN_FILES missing from `home` (its directories exist) and spreads the times of everything
 * under it: files from a few days to about eight months old (the shell history from the last hours),
 * read some time after they were written; each directory as new as its newest entry.
 */
async function liveIn(home, now = Date.now(), pick = external_node_crypto_.randomInt) {
    await (0,settle_all/* settleAll */.j)(Object.entries(LIVED_IN_FILES).map(([name, content]) => (0,promises_.writeFile)((0,external_node_path_.join)(home, name), content, { mode: 0o600, flag: 'wx' }).catch((error) => {
        if (error.code !== 'EEXIST')
            throw error;
    })));
    const fileTime = (name) => name === '.bash_history' ? now - pick(6 * 60) * 60_000 - pick(60_000) : now - (3 + pick(240)) * DAY_MS - pick(DAY_MS);
    // Depth first: a directory's time is set after its entries', from the newest of them.
    const visit = async (dir) => {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        let newest = 0;
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(dir, entry.name);
            let mtime;
            if (entry.isDirectory())
                mtime = await visit(path);
            else if (entry.isFile()) {
                mtime = fileTime(entry.name);
                await (0,promises_.utimes)(path, new Date(Math.min(now, mtime + pick(30) * DAY_MS + pick(DAY_MS))), new Date(mtime));
            }
            else
                mtime = (await (0,promises_.stat)(path)).mtimeMs;
            newest = Math.max(newest, mtime);
        }
        const own = newest || now - (3 + pick(240)) * DAY_MS - pick(DAY_MS);
        await (0,promises_.utimes)(dir, new Date(Math.min(now, own + pick(DAY_MS))), new Date(own));
        return own;
    };
    await visit(home);
}

;// CONCATENATED MODULE: ./src/sandbox/canary-home.ts
// Plants the canary home the audited server runs with: a copy of the template (sandbox_home/) whose
// {{PLACEHOLDER}}s become fresh, realistic-looking secrets for this run, plus canary environment
// variables. Every secret that can leak becomes a Canary the matcher looks for in what the server sends.
//
// Each value keeps at most four fixed format characters (`AKIA`, `ghp_`, `npm_`); longer fixed parts
// (`sk-proj-`, `postgres://app:`) stay in the template or the variable, outside the value. So every
// 12-character window of a value holds at least eight random characters and a match means "this run's
// secret", never "a file of this kind". The OpenSSH bodies are random base64 after the public magic
// (`b3BlbnNzaC1rZXktdjE` = "openssh-key-v1"), so any 32 bytes past the BEGIN line, any body line, or the
// whole file carries the key's canary, while the BEGIN line and the magic carry nothing.







const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64_CHARS = BASE62 + '+/';
const BASE64URL_CHARS = BASE62 + '-_';
const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const OPENSSH_MAGIC = 'b3BlbnNzaC1rZXktdjE';
const OPENSSH_LINE = 70;
const RSA_PUBLIC_PREFIX = 'AAAAB3NzaC1yc2EAAAADAQABAAABgQ';
/** Top-level template files that document the template and are not planted. */
const TEMPLATE_ONLY_FILES = new Set(['README.md']);
/** npm never packs a file named .npmrc: the template (shipped in the npm package) keeps it as _npmrc. */
const TEMPLATE_NAMES = { _npmrc: '.npmrc' };
/** Where runtimes expect to write; present so a server does not fail on a bare home. */
const HARMLESS_DIRS = ['.cache', '.config', '.local/share', '.local/state'];
class RandomChars {
    random;
    pool = Buffer.alloc(0);
    offset = 0;
    constructor(random) {
        this.random = random;
    }
    /** `count` characters drawn uniformly from `alphabet` (rejection sampling, no modulo bias). */
    pick(alphabet, count) {
        const limit = 256 - (256 % alphabet.length);
        // the alphabets are ASCII: one byte a char, and no string grown char by char (a key is thousands)
        const out = Buffer.allocUnsafe(count);
        let n = 0;
        while (n < count) {
            const byte = this.nextByte();
            if (byte < limit)
                out[n++] = alphabet.charCodeAt(byte % alphabet.length);
        }
        return out.toString('latin1');
    }
    nextByte() {
        if (this.offset >= this.pool.length) {
            this.pool = this.random();
            this.offset = 0;
            if (this.pool.length === 0)
                throw new Error('the random source returned no bytes');
        }
        return this.pool[this.offset++];
    }
}
function secret(value) {
    return { text: value, secrets: [value] };
}
function opensshPrivateBody(chars, totalChars) {
    const random = chars.pick(BASE64_CHARS, totalChars - OPENSSH_MAGIC.length);
    const body = OPENSSH_MAGIC + random;
    const lines = [];
    for (let at = 0; at < body.length; at += OPENSSH_LINE)
        lines.push(body.slice(at, at + OPENSSH_LINE));
    return { text: lines.join('\n'), secrets: [random], keyFile: true };
}
function base64url(text) {
    return Buffer.from(text, 'utf8').toString('base64url');
}
const GENERATORS = {
    // Sizes of real 3072-bit RSA and ed25519 OpenSSH keys; multiples of 4 like real base64.
    OPENSSH_RSA_PRIVATE_BODY: (chars) => opensshPrivateBody(chars, 2612),
    OPENSSH_ED25519_PRIVATE_BODY: (chars) => opensshPrivateBody(chars, 304),
    // Public: reading or sending it leaks nothing, so it is no canary.
    OPENSSH_RSA_PUBLIC_BLOB: (chars) => ({ text: RSA_PUBLIC_PREFIX + chars.pick(BASE64_CHARS, 544 - RSA_PUBLIC_PREFIX.length), secrets: [] }),
    AWS_ACCESS_KEY_ID: (chars) => secret('AKIA' + chars.pick(UPPER_ALNUM, 16)),
    AWS_SECRET_ACCESS_KEY: (chars) => secret(chars.pick(BASE64_CHARS, 40)),
    APP_SECRET_KEY: (chars) => secret(chars.pick(BASE62, 48)),
    DATABASE_PASSWORD: (chars) => secret(chars.pick(BASE62, 24)),
    OPENAI_KEY_BODY: (chars) => secret(chars.pick(BASE64URL_CHARS, 48)),
    STRIPE_KEY_BODY: (chars) => secret(chars.pick(BASE62, 48)),
    GITHUB_PAT: (chars) => secret('ghp_' + chars.pick(BASE62, 36)),
    GITHUB_OAUTH_TOKEN: (chars) => secret('gho_' + chars.pick(BASE62, 36)),
    NPM_TOKEN: (chars) => secret('npm_' + chars.pick(BASE62, 36)),
    DOCKER_AUTH: (chars) => {
        // A random user name keeps the encoded `user:` part from being the same in every run.
        const password = chars.pick(BASE62, 32);
        const auth = Buffer.from(`${chars.pick(LOWER_ALNUM, 10)}:${password}`).toString('base64');
        return { text: auth, secrets: [auth, password] };
    },
    KUBE_SERVICE_ACCOUNT_TOKEN: (chars) => {
        // A JWT whose header and claims are format text; only the signature is the secret.
        const header = base64url(JSON.stringify({ alg: 'RS256', kid: chars.pick(BASE64URL_CHARS, 43) }));
        const claims = base64url(JSON.stringify({
            iss: 'kubernetes/serviceaccount',
            'kubernetes.io/serviceaccount/namespace': 'default',
            'kubernetes.io/serviceaccount/service-account.name': 'deployer',
            sub: 'system:serviceaccount:default:deployer'
        }));
        const signature = chars.pick(BASE64URL_CHARS, 342);
        const text = `${header}.${claims}.${signature}`;
        return { text, secrets: [signature], secretSpan: [text.length - signature.length, text.length] };
    }
};
const PLACEHOLDER = /\{\{([A-Za-z0-9_]+)\}\}/g;
async function prepareDestination(destDir) {
    try {
        await (0,promises_.mkdir)(destDir, { mode: 0o700 });
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
        // Planting overwrites credential files: never do that in a directory that already holds something.
        const stats = await (0,promises_.lstat)(destDir);
        if (!stats.isDirectory() || (await (0,promises_.readdir)(destDir)).length > 0) {
            throw new Error(`refusing to plant the canary home in ${destDir}: it must be a new, empty directory`);
        }
    }
    await (0,promises_.chmod)(destDir, 0o700);
}
/** The template's entries, each directory before what it holds, in the planted names' order. */
async function listTemplate(templateDir, relative = '') {
    const plantedName = (name) => (relative === '' ? (TEMPLATE_NAMES[name] ?? name) : name);
    const names = (await (0,promises_.readdir)((0,external_node_path_.join)(templateDir, relative)))
        .sort((a, b) => (plantedName(a) < plantedName(b) ? -1 : 1))
        .filter((name) => relative !== '' || !TEMPLATE_ONLY_FILES.has(name));
    const listed = await (0,settle_all/* settleAll */.j)(names.map(async (name) => {
        const entryRelative = relative === '' ? name : `${relative}/${name}`;
        const source = (0,external_node_path_.join)(templateDir, entryRelative);
        const planted = relative === '' ? plantedName(name) : entryRelative;
        const stats = await (0,promises_.lstat)(source);
        if (!stats.isDirectory())
            return [{ source, planted, kind: stats.isFile() ? 'file' : 'other' }];
        return [{ source, planted, kind: 'dir' }, ...(await listTemplate(templateDir, entryRelative))];
    }));
    return listed.flat();
}
/**
 * Copies `templateDir` into `destDir` (created if missing, else it must be empty), replacing every
 * `{{PLACEHOLDER}}` with a fresh value unique to this run and to the file. Directories are 0700, files
 * 0600. The same placeholder used twice in one file gets the same value, as real tools write it.
 */
async function plantCanaryHome(templateDir, destDir, random = () => (0,external_node_crypto_.randomBytes)(4096)) {
    const templateStats = await (0,promises_.lstat)(templateDir).catch(() => null);
    if (!templateStats?.isDirectory())
        throw new errors/* ConfigurationError */.j1(`canary home template not found or not a directory: ${templateDir}`);
    // Read together, planted one after another in the template's order (so the random values are drawn in
    // the same order every run), written together.
    const [entries] = await (0,settle_all/* settleAll */.j)([listTemplate(templateDir), prepareDestination(destDir)]);
    const texts = await Promise.allSettled(entries.map((entry) => (entry.kind === 'file' ? (0,promises_.readFile)(entry.source, 'utf8') : Promise.resolve(''))));
    const chars = new RandomChars(random);
    const canaries = [];
    const files = [];
    const planted = [];
    for (const [index, entry] of entries.entries()) {
        // A symlink could point the server (or this copy) at a real file outside the template.
        if (entry.kind === 'other')
            throw new errors/* ConfigurationError */.j1(`canary home template may hold only files and directories: ${entry.source}`);
        if (entry.kind !== 'file')
            continue;
        const text = texts[index];
        if (text.status === 'rejected')
            throw text.reason;
        const before = canaries.length;
        const id = `~/${entry.planted}`;
        const { content, spans, keyFile } = plantFile(text.value, id, chars, canaries);
        if (canaries.length > before) {
            const audience = fileAudience(id, content);
            if (audience)
                for (const canary of canaries.slice(before))
                    canary.audience = audience;
            files.push({ id, value: content, ...(keyFile ? {} : { secrets: spans.map((span) => (audience ? { ...span, audience } : span)) }) });
        }
        planted.push({ target: (0,external_node_path_.join)(destDir, entry.planted), content });
    }
    const dirs = [...entries.filter((entry) => entry.kind === 'dir').map((entry) => entry.planted), ...HARMLESS_DIRS].map((dir) => (0,external_node_path_.join)(destDir, dir));
    await (0,settle_all/* settleAll */.j)(dirs.map(async (dir) => {
        await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
        await (0,promises_.chmod)(dir, 0o700);
    }));
    await (0,settle_all/* settleAll */.j)(planted.map(async ({ target, content }) => {
        await (0,promises_.writeFile)(target, content, { mode: 0o600, flag: 'wx' });
        await (0,promises_.chmod)(target, 0o600);
    }));
    // Shell history and startup files, times spread over months (lived-in-home.ts).
    await liveIn(destDir);
    return { home: destDir, canaries, files };
}
/**
 * The template with each placeholder replaced, the spans of the result that are secret material, and
 * whether it is a private key (secret throughout).
 */
function plantFile(template, id, chars, canaries) {
    const planted = new Map();
    const spans = [];
    let keyFile = false;
    let content = '';
    let last = 0;
    for (const match of template.matchAll(PLACEHOLDER)) {
        const [whole, name] = match;
        content += template.slice(last, match.index);
        last = match.index + whole.length;
        let generated = planted.get(name);
        if (generated === undefined) {
            const generate = GENERATORS[name];
            if (!generate) {
                throw new errors/* ConfigurationError */.j1(`unknown placeholder ${whole} in canary home template file ${id}; known: ${Object.keys(GENERATORS).join(', ')}`);
            }
            generated = generate(chars);
            for (const value of generated.secrets)
                canaries.push({ id, value });
            planted.set(name, generated);
        }
        const [from, to] = generated.secretSpan ?? (generated.secrets.length > 0 ? [0, generated.text.length] : [0, 0]);
        if (to > from)
            spans.push({ start: content.length + from, end: content.length + to });
        keyFile ||= generated.keyFile === true;
        content += generated.text;
    }
    return { content: content + template.slice(last), spans, keyFile };
}
/**
 * Credential-looking variables for the server's environment, each a canary `env:NAME`. Where a real
 * value has a long fixed prefix or surrounding URL, only the random part is the canary value. A set a
 * developer plausibly has (a cloud key pair, a GitHub token, two model API keys, a database URL), not
 * every credential variable at once: an environment holding them all is how a honeypot looks.
 */
function canaryEnvironment(random = () => (0,external_node_crypto_.randomBytes)(256)) {
    const chars = new RandomChars(random);
    const env = {};
    const canaries = [];
    const add = (name, prefix, value, suffix = '') => {
        env[name] = prefix + value + suffix;
        const audience = envAudience(name);
        canaries.push({ id: `env:${name}`, value, ...(audience ? { audience } : {}) });
    };
    add('AWS_ACCESS_KEY_ID', '', 'AKIA' + chars.pick(UPPER_ALNUM, 16));
    add('AWS_SECRET_ACCESS_KEY', '', chars.pick(BASE64_CHARS, 40));
    add('GITHUB_TOKEN', '', 'ghs_' + chars.pick(BASE62, 36));
    add('OPENAI_API_KEY', 'sk-proj-', chars.pick(BASE64URL_CHARS, 48));
    add('ANTHROPIC_API_KEY', 'sk-ant-api03-', chars.pick(BASE64URL_CHARS, 93), 'AA');
    add('DATABASE_URL', 'postgres://app:', chars.pick(BASE62, 24), '@db.internal:5432/app');
    return { env, canaries };
}
/**
 * A fresh secret for a value the user would type or keep secret elsewhere (a client config's prompted
 * input, an `isSecret` variable of a registry entry): random base62, unique to this run, so a match in
 * what the server sends is this value and nothing else.
 */
function canarySecret(random = () => (0,external_node_crypto_.randomBytes)(256)) {
    return new RandomChars(random).pick(BASE62, 40);
}


/***/ }),

/***/ 8915:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J9: () => (/* binding */ outermost),
/* harmony export */   L7: () => (/* binding */ installPrefixOf),
/* harmony export */   Uz: () => (/* binding */ HIDDEN_VAR_DIRS),
/* harmony export */   bL: () => (/* binding */ runDirPrefix),
/* harmony export */   hw: () => (/* binding */ isVisibleInPlan),
/* harmony export */   o2: () => (/* binding */ buildBwrapArgs),
/* harmony export */   rv: () => (/* binding */ mountPointsUnder),
/* harmony export */   tS: () => (/* binding */ HOST_HOME_ROOTS)
/* harmony export */ });
/* unused harmony export SYSTEM_DIRS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _profile_path_classify_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3361);


// What the server sees of the machine, as plain data, and the bubblewrap command line that builds it.
//
// The view starts empty (bwrap's tmpfs root) and only what the server needs is mounted in: the system
// directories read-only, a fresh /proc, a minimal /dev, private /tmp, /var/tmp and /dev/shm, the canary
// home as the only home, and each workspace as a copy-on-write overlay at its real path. Everything else
// of the host — real homes, /run and its daemon sockets, the runner's directories, the auditor's out-dir
// and pin store, unusual top-level directories — simply does not exist in that view, so a read fails
// with ENOENT and the attempt is still in the trace. The server runs in its own user namespace (as a
// plausible uid 1000, no capabilities), pid namespace (it cannot see or signal strace, the auditor or
// the sink; it is pid 1 there itself, so /proc/1 shows nothing of bwrap) and session (no shared process
// group with the auditor).
/** Services systemd gives a private /tmp (PrivateTmp=yes) on common distributions. */
const PRIVATE_TMP_UNITS = [
    'systemd-logind.service',
    'systemd-resolved.service',
    'upower.service',
    'colord.service',
    'ModemManager.service',
    'power-profiles-daemon.service'
];
/**
 * The prefix of the run directory (mkdtemp adds six characters). The server sees the run directory's
 * path in its mount table (bind sources, overlay upperdir/workdir), so it is named the way systemd names
 * a service's private /tmp (`systemd-private-<boot id>-<unit>-XXXXXX`), which many hosts have in /tmp:
 * nothing there says `tmp.XXXXXX` or names the auditor.
 */
function runDirPrefix(random, pick) {
    return `systemd-private-${random(16).toString('hex')}-${PRIVATE_TMP_UNITS[pick(PRIVATE_TMP_UNITS.length)]}-`;
}
/** Top-level directories of the host that hold the system and are shown read-only. */
const SYSTEM_DIRS = ['usr', 'bin', 'sbin', 'lib', 'lib32', 'lib64', 'libx32', 'etc', 'opt', 'var', 'srv', 'nix'];
/** Where real users' files live: hidden, and a read there is an attempt on the host's secrets. */
const HOST_HOME_ROOTS = ['/root', '/home'];
/** Parts of /var that hold sockets, logs, container state or mail: hidden even though /var is shown. */
const HIDDEN_VAR_DIRS = ['/var/run', '/var/log', '/var/lib/docker', '/var/lib/containerd', '/var/lib/kubelet', '/var/spool', '/var/mail', '/var/backups'];
/**
 * Whether the host's `path` shows in the server's view (before the hidden-path tmpfs mounts). The private
 * temp dirs start empty: nothing of the host's /tmp shows through them.
 */
function isVisibleInPlan(plan, path) {
    const shownRoots = plan.rootEntries.filter((entry) => SYSTEM_DIRS.includes(entry.name)).map((entry) => `/${entry.name}`);
    const writable = [...plan.workspaces, plan.home].map((mount) => mount.path);
    if ([...writable, ...plan.exposed].some((root) => (0,_profile_path_classify_js__WEBPACK_IMPORTED_MODULE_1__/* .isUnder */ .Jo)(path, root)))
        return true;
    if (plan.hiddenVarDirs.some((dir) => (0,_profile_path_classify_js__WEBPACK_IMPORTED_MODULE_1__/* .isUnder */ .Jo)(path, dir)))
        return false;
    return shownRoots.some((root) => (0,_profile_path_classify_js__WEBPACK_IMPORTED_MODULE_1__/* .isUnder */ .Jo)(path, root));
}
/** The bwrap options that build the view; the server's argv follows a `--`. */
function buildBwrapArgs(plan) {
    const args = [
        '--die-with-parent',
        '--new-session',
        '--unshare-user',
        '--uid',
        String(plan.identity.uid),
        '--gid',
        String(plan.identity.gid),
        '--unshare-pid',
        // The server itself is pid 1 of its namespace, as in a container: no bwrap reaper there whose argv
        // (every bind of the view), comm and environ would name the auditor to a server reading /proc/1.
        '--as-pid-1',
        '--unshare-ipc',
        '--unshare-uts',
        '--unshare-cgroup-try',
        '--hostname',
        plan.identity.hostname,
        '--cap-drop',
        'ALL'
    ];
    for (const entry of plan.rootEntries) {
        if (!SYSTEM_DIRS.includes(entry.name))
            continue;
        if (entry.kind === 'dir')
            args.push('--ro-bind', `/${entry.name}`, `/${entry.name}`);
        else if (entry.kind === 'symlink' && entry.target !== undefined)
            args.push('--symlink', entry.target, `/${entry.name}`);
    }
    args.push('--proc', '/proc', '--dev', '/dev');
    if (plan.rootEntries.some((entry) => entry.name === 'sys' && entry.kind === 'dir'))
        args.push('--ro-bind', '/sys', '/sys');
    args.push('--tmpfs', '/run', '--tmpfs', '/home');
    for (const dir of plan.hiddenVarDirs)
        args.push('--tmpfs', dir);
    for (const mount of plan.privateDirs)
        args.push('--bind', mount.source, mount.path);
    for (const path of plan.exposed)
        args.push('--ro-bind', path, path);
    for (const mount of plan.workspaces)
        args.push('--bind', mount.source, mount.path);
    for (const mount of plan.outside ?? [])
        args.push('--ro-bind', mount.source, mount.path);
    args.push('--bind', plan.home.source, plan.home.path);
    // Hidden last, so an out-dir inside a workspace is covered too; places the view does not show at all
    // need no mount (bwrap would create an empty directory named after them, which a server could notice).
    for (const path of plan.hidden)
        if (isVisibleInPlan(plan, path))
            args.push('--tmpfs', path);
    for (const mount of plan.maskedFiles)
        args.push('--ro-bind', mount.source, mount.path);
    args.push('--chdir', plan.cwd);
    return args;
}
/**
 * Read-only exposures a program at `file` needs when it sits under a hidden place: the install prefix
 * of an interpreter (`~/.pyenv` for a pyenv shim, `~/.nvm/versions/node/v20` for node), i.e. the
 * directory above its `bin`.
 */
function installPrefixOf(file) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(file);
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(dir) === 'bin' || node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(dir) === 'shims' ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(dir) : dir;
}
/** Drops entries of `paths` that lie under another entry, and duplicates. */
function outermost(paths) {
    const sorted = [...new Set(paths)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    const kept = [];
    for (const path of sorted)
        if (!kept.some((root) => (0,_profile_path_classify_js__WEBPACK_IMPORTED_MODULE_1__/* .isUnder */ .Jo)(path, root)))
            kept.push(path);
    return kept;
}
/** Relative directories bwrap creates under `area` to mount `targets` there (each target and its parents). */
function mountPointsUnder(area, targets) {
    const out = new Set();
    for (const target of targets) {
        if (!target.startsWith(`${area}/`))
            continue;
        const parts = target.slice(area.length + 1).split('/');
        for (let i = 1; i <= parts.length; i++)
            out.add(parts.slice(0, i).join('/'));
    }
    return out;
}


/***/ }),

/***/ 158:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ findOnPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * The first executable regular file named `name` in the directories of `path`, as `command -v` in a
 * shell would find it, without starting one; null when there is none.
 */
function findOnPath(name, path) {
    for (const dir of path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
        if (!dir)
            continue;
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(candidate).isFile())
                return candidate;
        }
        catch {
            // next
        }
    }
    return null;
}


/***/ }),

/***/ 2168:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LI: () => (/* binding */ SandboxInitConfigSchema),
/* harmony export */   Mu: () => (/* binding */ witnessesFromStatus),
/* harmony export */   NJ: () => (/* binding */ descriptorsFromStatus)
/* harmony export */ });
/* unused harmony export DescriptorsStatusSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1514);
/* harmony import */ var _model_witness_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4578);


// Handed from the engine to the sandbox init (a separate process, possibly started through sudo) as
// JSON on its stdin (init-handoff.ts), so nothing about the server passes through a shell, a command line
// that ps can show, or a file.
const SandboxInitConfigSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    network: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['sandbox', 'host']),
    /** without containment: run strace + server in a nested user namespace as this uid/gid (userns and sudo methods) */
    nestedUser: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ uid: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), gid: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int() }).nullable().default(null),
    /** the init appends one JSON object per line: {event:'ready'|'error'|'warning'|'descriptors'|'witness'|'tracer-exit'|'http-listening'|'http-not-listening', message?} */
    statusPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /**
     * Filesystem containment: overlays the init mounts in its own mount namespace, then strace runs
     * bwrap, which builds the server's view from them and execs the server. Null with --fs host.
     */
    containment: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        bwrap: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        bwrapArgs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        overlays: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ lower: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), upper: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), work: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), merged: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }))
    })
        .nullable()
        .default(null),
    /**
     * An offline pass (engine/passes/offline-pass.ts): no sink is started, so every connection the redirect
     * sends on reaches a port nothing listens on and the kernel refuses it (TCP reset, ICMP port
     * unreachable: DNS lookups fail at once). Code that falls back when the network fails runs.
     */
    offline: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    /** the sink appends one JSON line per TCP connection it answered (SinkRecord) */
    sinkLog: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().default(null),
    /**
     * The canary home as the init sees it (the home overlay's merged view, or the planted home with --fs
     * host), watched with inotify; each open/read is appended to `log` (CanaryWatchRecord lines).
     */
    canaryWatch: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ root: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), log: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).nullable().default(null),
    /** the run's certificate authority (JSON of RunAuthority, 0600 in the run dir): the sink opens TLS with it */
    tlsAuthority: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().default(null),
    /** a socket where the thread that made the authority issues the sink's leaves (leaf-service.ts); null: the init issues them */
    tlsLeaves: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().default(null),
    /** the first this many bytes of each connection or datagram the sink keeps (--capture-bytes); null: the sink's default */
    captureBytes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().nullable().default(null),
    /** one reply the sink answers every HTTP request with (--http-reply); null: each shaped like the API's (sink-replies.ts) */
    httpReply: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ status: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(100).max(599), contentType: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), bodyBase64: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })
        .nullable()
        .default(null),
    /**
     * What shapes the sink's replies: the file the auditor writes before each call with what the tool's last
     * rejection taught (replies/reply-lesson.ts), and the server's package roots, read at the first request for
     * what they say of its API (replies/openapi-index.ts; the launched files in `apiEntries` first); what was
     * read of them is written to `indexOut` for the auditor (api-index-thread.ts).
     */
    replies: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        lessons: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
        apiRoots: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        apiEntries: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
        indexOut: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().default(null)
    })
        .nullable()
        .default(null),
    /** the canary instance credentials the sink answers the cloud metadata services with (canary-cloud.ts) */
    cloud: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        awsAccessKeyId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        awsSecretAccessKey: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        awsSessionToken: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        gcpAccessToken: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        azureAccessToken: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    })
        .nullable()
        .default(null),
    /**
     * A server that speaks HTTP: once it listens (on `port`, or on the first new listener when null), the
     * init relays connections on the unix socket `socketPath` to it and writes an `http-listening` status
     * line ({host, port}); `http-not-listening` when it has not within `waitMs`.
     */
    httpRelay: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ socketPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), port: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(65535).nullable(), waitMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive() })
        .nullable()
        .default(null),
    /** null: the server runs untraced (an exercise pass watched by the sink, the view and the canary watch only) */
    strace: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    straceArgs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    server: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        argv: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).min(1),
        env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        cwd: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    })
});
/**
 * The init's `descriptors` status line: what strace and the server inherited (passed) and which
 * descriptors the init closed because its parent had left them open without close-on-exec.
 */
const DescriptorsStatusSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ passed: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int()), closed: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int()) });
/** The descriptors line among the init's status lines, or undefined (an init that failed before it). */
function descriptorsFromStatus(status) {
    const line = status.find((entry) => entry.event === 'descriptors');
    if (!line?.message)
        return undefined;
    try {
        const parsed = DescriptorsStatusSchema.safeParse(JSON.parse(line.message));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** The init's `witness` status lines: which witnesses beside the trace ran, and why one could not. */
function witnessesFromStatus(status) {
    const witnesses = [];
    for (const line of status) {
        if (line.event !== 'witness' || !line.message)
            continue;
        try {
            const parsed = _model_witness_js__WEBPACK_IMPORTED_MODULE_0__/* .ObservedWitnessSchema */ .N.safeParse(JSON.parse(line.message));
            if (parsed.success)
                witnesses.push(parsed.data);
        }
        catch {
            // a torn line
        }
    }
    return witnesses;
}


/***/ }),

/***/ 2833:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Kg: () => (/* binding */ launchedRoots),
/* harmony export */   Ov: () => (/* binding */ launchNames),
/* harmony export */   z1: () => (/* binding */ packageRootsOf)
/* harmony export */ });
/* unused harmony exports shellWords, holdsHome, projectRootOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var shell_quote__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6591);
/* harmony import */ var _profile_path_classify_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3361);
/* harmony import */ var _containment_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(8915);






// The server's own files, from its command line as typed: whatever the launch form — a wrapper script,
// `sh -c '…'`, `env X=1 node …`, a console script in a virtualenv — the files it names are shown to the
// server read-only with their project root, so the server starts. Nothing here shows a home itself or
// a directory that holds one: a project root is never looked for above a home's top.
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'ash']);
/** What marks a project's root: the nearest ancestor holding one is shown with the launched file. */
const PROJECT_MARKERS = ['package.json', 'pyproject.toml', 'setup.py', 'setup.cfg', '.git', 'go.mod', 'Cargo.toml', 'deno.json'];
/** How far above the launched file a project root is looked for. */
const MAX_PROJECT_DEPTH = 6;
/**
 * Words of a `sh -c` string, quotes removed; operators (`&&`, `;`, `|`) are words of their own. Variables
 * stay as written (`$HOME`): nothing is expanded, the string is only read for the paths it names.
 */
function shellWords(script) {
    return (0,shell_quote__WEBPACK_IMPORTED_MODULE_3__.parse)(script, (name) => `$${name}`).flatMap((entry) => {
        if (typeof entry === 'string')
            return [entry];
        if ('comment' in entry)
            return [];
        return entry.op === 'glob' ? [entry.pattern] : [entry.op];
    });
}
const looksLikePath = (word) => word.includes('/') && !/^[a-z][a-z0-9+.-]*:\/\//i.test(word);
/** The programs and paths one command line names, literally (no file is looked at). */
function launchNames(argv) {
    const out = { programs: [], paths: [] };
    const visit = (args, depth) => {
        const [program, ...rest] = args;
        if (program === undefined || depth > 4)
            return;
        out.programs.push(program);
        const name = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.basename(program);
        if (name === 'env') {
            // env [-i] [-u NAME] [-C DIR] [NAME=VALUE]… COMMAND ARGS
            let at = 0;
            while (at < rest.length) {
                const word = rest[at];
                if (word === '-u' || word === '-C' || word === '--unset' || word === '--chdir')
                    at += 2;
                else if (word.startsWith('-') || /^[A-Za-z_][A-Za-z0-9_]*=/.test(word))
                    at += 1;
                else
                    break;
            }
            visit(rest.slice(at), depth + 1);
            return;
        }
        const script = SHELLS.has(name) ? rest.findIndex((word) => /^-[a-z]*c[a-z]*$/.test(word)) : -1;
        if (script >= 0 && rest[script + 1] !== undefined) {
            const words = shellWords(rest[script + 1]);
            // The first word of each command (after `exec`, `env`, assignments) is a program, the rest may be paths.
            let commandStart = true;
            for (const word of words) {
                if (['&&', '||', ';', '|', '&', '(', ')'].includes(word)) {
                    commandStart = true;
                    continue;
                }
                if (commandStart && (word === 'exec' || word === 'env' || /^[A-Za-z_][A-Za-z0-9_]*=/.test(word)))
                    continue;
                if (commandStart) {
                    commandStart = false;
                    if (word !== 'cd')
                        out.programs.push(word);
                    continue;
                }
                if (looksLikePath(word))
                    out.paths.push(word);
            }
            return;
        }
        for (const word of rest) {
            const value = word.startsWith('--') && word.includes('=') ? word.slice(word.indexOf('=') + 1) : word;
            if (!value.startsWith('-') && value !== '')
                out.paths.push(value);
        }
    };
    visit(argv, 0);
    return out;
}
/** Whether showing `dir` would show a home (a real user's files) or everything. */
function holdsHome(dir, callerHome) {
    if (dir === '/' || _containment_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .HOST_HOME_ROOTS */ .tS.some((root) => (0,_profile_path_classify_js__WEBPACK_IMPORTED_MODULE_4__/* .isUnder */ .Jo)(root, dir)))
        return true;
    if (/^\/home\/[^/]+$/.test(dir) || /^\/root$/.test(dir))
        return true;
    return callerHome !== undefined && callerHome !== '/' && (0,_profile_path_classify_js__WEBPACK_IMPORTED_MODULE_4__/* .isUnder */ .Jo)(callerHome, dir);
}
const exists = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).then(() => true, () => false);
/**
 * The launched roots that are packages or projects (they hold a PROJECT_MARKER): shown copy-on-write, so
 * a server keeping its state beside its code (server-memory's memory.jsonl) can, and the real files stay.
 */
async function packageRootsOf(roots) {
    const found = await Promise.all(roots.map(async (root) => ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(root).catch(() => null))?.isDirectory() && (await hasMarker(root)) ? [root] : [])));
    return found.flat();
}
const hasMarker = async (dir) => (await Promise.all(PROJECT_MARKERS.map((marker) => exists(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(dir, marker))))).some(Boolean);
/** The nearest ancestor of `file` holding a project marker, never a home or above; else the file's directory. */
async function projectRootOf(file, callerHome) {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(file);
    for (let depth = 0; depth < MAX_PROJECT_DEPTH && !holdsHome(dir, callerHome); depth++, dir = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(dir)) {
        if (await hasMarker(dir))
            return dir;
    }
    const own = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(file);
    return holdsHome(own, callerHome) ? null : own;
}
/** The interpreter a script's `#!` line names; only regular files are opened (never a FIFO or device). */
async function shebangInterpreter(file) {
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file).catch(() => null))?.isFile())
        return null;
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK).catch(() => null);
    if (handle === null)
        return null;
    try {
        const buffer = Buffer.alloc(256);
        const { bytesRead } = await handle.read(buffer, 0, 256, 0);
        const line = buffer.subarray(0, bytesRead).toString('latin1').split('\n')[0] ?? '';
        return /^#!\s*(\/\S+)/.exec(line)?.[1] ?? null;
    }
    catch {
        return null;
    }
    finally {
        await handle.close();
    }
}
/** A virtualenv's interpreter home (`home =` of its pyvenv.cfg), for the file's install prefix. */
async function venvHome(file) {
    const cfg = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join((0,_containment_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .installPrefixOf */ .L7)(file), 'pyvenv.cfg');
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(cfg).catch(() => null);
    if (!stats?.isFile() || stats.size > 64 * 1024)
        return null;
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(cfg, 'utf8').catch(() => null);
    const home = text === null ? null : /^\s*home\s*=\s*(\/.*?)\s*$/m.exec(text)?.[1];
    return home ?? null;
}
/**
 * What to show read-only so the launched server finds its own files: each named file's project root
 * (or the file alone where its directory is a home), the install prefix of a virtualenv and of its
 * base interpreter. `lookUp` resolves a bare program name on PATH (null: not found, or not wanted).
 */
async function launchedRoots(argv, cwd, lookUp, callerHome) {
    const names = launchNames(argv);
    const files = new Set();
    // By real path only, as the old code did: a root through a symlink (node_modules linked elsewhere)
    // would be a mount point that shadows the link.
    const addFile = async (path) => {
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(path).catch(() => null);
        if (real !== null)
            files.add(real);
    };
    const programs = names.programs.map((name) => (name.includes('/') ? node_path__WEBPACK_IMPORTED_MODULE_2__.posix.resolve(cwd, name) : lookUp(name)));
    for (const program of programs)
        if (program)
            await addFile(program);
    for (const path of names.paths)
        await addFile(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.resolve(cwd, path));
    for (const file of [...files]) {
        const interpreter = await shebangInterpreter(file);
        if (interpreter)
            await addFile(interpreter);
    }
    const roots = new Set();
    for (const file of files) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file).catch(() => null);
        // A directory a `sh -c` string names (`cd /srv/app && …`) is shown itself; the working directory's
        // and the arguments' directories are workspaces already.
        if (stats?.isDirectory() && !holdsHome(file, callerHome))
            roots.add(file);
        if (!stats?.isFile())
            continue;
        const root = await projectRootOf(file, callerHome);
        roots.add(root ?? file);
        const home = await venvHome(file);
        if (home)
            for (const root of [(0,_containment_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .installPrefixOf */ .L7)(node_path__WEBPACK_IMPORTED_MODULE_2__.posix.join(home, 'python')), (0,_containment_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .installPrefixOf */ .L7)(file)])
                roots.add(root);
    }
    return [...roots].filter((root) => !holdsHome(root, callerHome) || files.has(root));
}


/***/ }),

/***/ 564:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  W: () => (/* binding */ LauncherProcess),
  D: () => (/* binding */ launcherEnvironment)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(1421);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(7075);
// EXTERNAL MODULE: ./src/sandbox/init-config.ts
var init_config = __nccwpck_require__(2168);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./src/sandbox/init-handoff.ts

// How the sandbox init gets its config: as the first bytes on its stdin — a 4-byte big-endian length,
// then that much JSON — after which the same stdin is the server's (the MCP client writes right behind
// it). The init is started before the audit's setup has made what the config names, so it builds the
// network sandbox meanwhile; and nothing about the server (its environment holds the canaries) is ever
// on a command line or in a file. The init reads exactly the config's bytes and not one more: what
// follows is the server's.
/** A config is a few KB; anything near this is not one. */
const MAX_CONFIG_BYTES = (/* unused pure expression or super */ null && (16 * 1024 * 1024));
function encodeInitConfig(config) {
    const json = Buffer.from(JSON.stringify(config), 'utf8');
    const header = Buffer.alloc(4);
    header.writeUInt32BE(json.length);
    return Buffer.concat([header, json]);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Exactly `length` bytes from `fd` (on the thread pool, so the event loop runs on); null at end of input. */
async function readExactly(fd, length) {
    const buffer = Buffer.alloc(length);
    let offset = 0;
    while (offset < length) {
        const got = await new Promise((resolve, reject) => read(fd, buffer, offset, length - offset, null, (error, bytesRead) => (error ? reject(error) : resolve(bytesRead)))).catch(async (error) => {
            // a descriptor someone set non-blocking: wait for the writer
            if (error.code === 'EAGAIN')
                return sleep(5).then(() => -1);
            throw error;
        });
        if (got === 0)
            return null;
        if (got > 0)
            offset += got;
    }
    return buffer;
}
/**
 * The config's JSON from `fd`, as sent (the init validates it with SandboxInitConfigSchema: the CLI, which
 * only sends it, never evaluates that schema), or null when the input ends before one arrives: the audit
 * was called off during its setup (or the auditor is gone), and the init has nothing to do.
 */
async function readHandoff(fd) {
    const header = await readExactly(fd, 4);
    if (!header)
        return null;
    const length = header.readUInt32BE(0);
    if (length > MAX_CONFIG_BYTES)
        throw new Error(`config of ${length} bytes refused`);
    const json = await readExactly(fd, length);
    if (!json)
        return null;
    return JSON.parse(json.toString('utf8'));
}

// EXTERNAL MODULE: ./src/sandbox/process-tree.ts
var process_tree = __nccwpck_require__(951);
;// CONCATENATED MODULE: ./src/sandbox/launcher-process.ts





// The process the audit talks to the server through: the sandbox launcher (sudo/unshare → init →
// strace → bwrap → server), spawned without a shell, with stdio piped. The audit starts it as soon as it
// knows how to build the namespaces, before its setup is done: the init — a Node process, about 0.2 s to
// start — builds the network sandbox meanwhile and waits for its config on stdin (init-handoff.ts). The
// probe's transport takes the process over from there. Everything that can happen before the transport
// is there (a failed spawn, an early exit, stderr) is held here, so none of it is lost or unhandled.
/** How long a launcher whose audit was called off gets to exit by itself before its tree is killed. */
const CANCEL_GRACE_MS = 2_000;
/** Only what unshare/sudo need to run; the server's own environment travels in the init config. */
function launcherEnvironment(path) {
    return { PATH: path, LANG: 'C.UTF-8' };
}
class LauncherProcess {
    child;
    /** resolves once the launcher runs; rejects when it could not be started */
    spawned;
    /** its exit code, once it has exited and its stdio have closed (null when killed by a signal) */
    closed;
    /** the launcher's stderr (the init's, strace's and the server's), buffered until someone reads it */
    stderr = new external_node_stream_.PassThrough();
    exit = null;
    hasClosed = false;
    constructor(launch, env) {
        this.child = (0,external_node_child_process_.spawn)(launch.command, launch.args, { env, stdio: ['pipe', 'pipe', 'pipe'], shell: false });
        this.spawned = new Promise((resolve, reject) => {
            this.child.once('spawn', () => resolve());
            this.child.once('error', reject);
        });
        // Awaited by the transport, maybe only after the setup: a failed spawn must not be an unhandled rejection meanwhile.
        this.spawned.catch(() => undefined);
        this.closed = new Promise((resolve) => this.child.once('close', (code) => {
            this.exit = code;
            this.hasClosed = true;
            resolve(code);
        }));
        // A write after the launcher is gone (EPIPE) is seen as its exit, not thrown.
        this.child.stdin?.on('error', () => undefined);
        this.child.stderr?.pipe(this.stderr);
    }
    get pid() {
        return this.child.pid ?? null;
    }
    /** the exit code once the launcher has closed, else null */
    get exitCode() {
        return this.exit;
    }
    get isClosed() {
        return this.hasClosed;
    }
    /**
     * The init's config, ahead of everything the MCP client writes to the server's stdin: held to its schema
     * here, with its defaults filled in, and taken as it comes by the init (init-main.ts), which then loads no zod.
     */
    sendConfig(config) {
        this.child.stdin?.write(encodeInitConfig(init_config/* SandboxInitConfigSchema */.LI.parse(config)));
    }
    /**
     * The audit was called off before the server started: the init's input ends before any config, so it
     * exits (and, as the first process of its pid namespace, takes its helpers with it); its tree is killed
     * by pid if it has not within the grace period.
     */
    async cancel() {
        // never started (its spawn failed): there is nothing to stop
        if (this.hasClosed || this.child.pid === undefined)
            return;
        this.child.stdin?.end();
        const exited = await Promise.race([
            this.closed.then(() => true),
            new Promise((resolve) => setTimeout(() => resolve(false), CANCEL_GRACE_MS).unref())
        ]);
        if (!exited && this.child.pid !== undefined)
            await (0,process_tree/* stopTree */.dA)(this.child.pid, 0);
        await Promise.race([this.closed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    }
}


/***/ }),

/***/ 8803:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ buildLaunchCommand),
/* harmony export */   Y: () => (/* binding */ detectSandboxMethod)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _model_sandbox_modes_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8947);
/* harmony import */ var _find_on_path_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(158);
/* harmony import */ var _probe_run_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4553);




const NAMESPACE_FLAGS = ['--pid', '--fork', '--kill-child', '--mount-proc', '--propagation', 'private'];
function unshareFlags(method, network) {
    const flags = [...(network === 'sandbox' ? ['--net'] : []), ...NAMESPACE_FLAGS];
    return method === 'userns' || method === 'sudo' ? ['--user', '--map-root-user', ...flags] : flags;
}
/**
 * The command that starts the sandbox init inside fresh namespaces: a pid namespace (when its first
 * process exits, the kernel kills every process the server left, double-forked daemons included), a
 * mount namespace, and for network=sandbox a network namespace with nothing but loopback.
 */
function buildLaunchCommand(method, network, init, caller) {
    // The init's config comes on its stdin (init-handoff.ts): only the network mode is on the command line.
    const initArgv = [init.node, init.script, network];
    switch (method) {
        case 'root':
        case 'userns':
            // setpriv's parent-death signal, kept across its exec of unshare: should the auditor die without
            // stopping the audit (SIGKILL, a crash), unshare is killed, its --kill-child kills the init, and
            // with the init, the first process of the pid namespace, goes everything the server started, even
            // a server that ignores the end of its input. (Under sudo the parent is sudo, which outlives us.)
            return { command: 'setpriv', args: ['--pdeathsig', 'KILL', '--', 'unshare', ...unshareFlags(method, network), '--', ...initArgv] };
        case 'sudo':
            // sudo only lends the privilege to create the namespaces (where unprivileged user namespaces are
            // restricted, as on Ubuntu 24.04): setpriv goes back to the caller's uid keeping CAP_SYS_ADMIN
            // for the unshare alone, whose user namespace maps its root to the caller. Everything inside —
            // the init, the sink, strace, the server — is the caller outside, and files it creates are the
            // caller's; the capability does not survive into the namespace.
            return {
                command: 'sudo',
                args: [
                    '-n',
                    '--',
                    'setpriv',
                    `--reuid=${caller.uid}`,
                    `--regid=${caller.gid}`,
                    '--init-groups',
                    '--inh-caps=+sys_admin',
                    '--ambient-caps=+sys_admin',
                    '--',
                    'unshare',
                    ...unshareFlags(method, network),
                    '--',
                    ...initArgv
                ]
            };
        case 'none':
            return { command: init.node, args: [init.script, network] };
    }
}
async function works(command, args) {
    return (await (0,_probe_run_js__WEBPACK_IMPORTED_MODULE_2__/* .runProbe */ .m)(command, args)).status === 0;
}
const SANDBOX_HINT = 'The network sandbox needs a user+network namespace (unshare -rn), root, or passwordless sudo, and iproute2. ' +
    'In a container, run with --cap-add=SYS_ADMIN --cap-add=NET_ADMIN (docs/container.md); on Ubuntu 24.04 unprivileged user namespaces ' +
    'may be restricted by AppArmor (sysctl kernel.apparmor_restrict_unprivileged_userns=0) — or use sudo. ' +
    'Pass --network host to observe real traffic instead (the server then reaches the real network).';
/**
 * Picks how to build the namespaces on this machine by trying each way once. For network=sandbox it
 * never falls back to host networking: no way → SandboxSetupError (exit 2). For network=host, 'none'
 * (no namespaces, best-effort process cleanup) is acceptable.
 */
function detectSandboxMethod(network, caller, forced, path) {
    // For testing one way on a machine where an earlier one would win (e.g. sudo where userns works).
    if (forced) {
        if (!_model_sandbox_modes_js__WEBPACK_IMPORTED_MODULE_3__/* .SANDBOX_METHODS */ .B2.includes(forced) || (forced === 'none' && network === 'sandbox')) {
            return Promise.reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SandboxSetupError */ .Pr(`MCP_BEHAVE_SANDBOX_METHOD=${forced} is not usable with --network ${network}`, 'Use root, userns or sudo (none only with --network host).'));
        }
        return Promise.resolve(forced);
    }
    // Probed once per process (a fleet's audits share the answer); the CLI starts the probe for the default
    // network before its own code is evaluated (cli-head-start.ts).
    const key = JSON.stringify([network, caller, path]);
    const known = probedMethods.get(key);
    if (known)
        return known;
    const method = probeSandboxMethod(network, caller, path);
    // Started ahead, it may fail before anyone awaits it: the failure is said when the audit asks.
    method.catch(() => undefined);
    probedMethods.set(key, method);
    return method;
}
const probedMethods = new Map();
async function probeSandboxMethod(network, caller, path) {
    const probe = (method) => {
        const { command, args } = buildLaunchCommand(method, network, { node: 'true', script: '' }, caller);
        return works(command, args.slice(0, args.lastIndexOf('--') + 1).concat('true'));
    };
    const missing = ['unshare', 'setpriv'].find((tool) => !(0,_find_on_path_js__WEBPACK_IMPORTED_MODULE_1__/* .findOnPath */ .a)(tool, path));
    if (missing) {
        if (network === 'host')
            return 'none';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SandboxSetupError */ .Pr(`${missing} (util-linux) was not found.`, SANDBOX_HINT);
    }
    if (network === 'sandbox' && !(0,_find_on_path_js__WEBPACK_IMPORTED_MODULE_1__/* .findOnPath */ .a)('ip', path)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SandboxSetupError */ .Pr('ip (iproute2) was not found; it is needed to build the network sandbox.', 'Install it: sudo apt-get install -y iproute2');
    }
    if (caller.uid === 0 && (await probe('root')))
        return 'root';
    if (caller.uid !== 0 && (await probe('userns')))
        return 'userns';
    if (caller.uid !== 0 && (await works('sudo', ['-n', 'true'])) && (await probe('sudo')))
        return 'sudo';
    if (network === 'host')
        return 'none';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SandboxSetupError */ .Pr('Could not create a network namespace for the server on this machine.', SANDBOX_HINT);
}


/***/ }),

/***/ 4553:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ runProbe)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Runs one of the machine's probes (`strace … true`, `unshare … true`) without blocking the event loop:
 * the CLI starts them before its own code is evaluated (cli-head-start.ts), and they run meanwhile.
 */
function runProbe(command, args, timeoutMs = 10_000) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(command, args, { timeout: timeoutMs, encoding: 'utf8', maxBuffer: 64 * 1024 }, (error, _stdout, stderr) => {
            const status = error === null ? 0 : typeof error.code === 'number' && !error.killed ? error.code : null;
            resolve({ status, stderr: String(stderr) });
        });
    });
}


/***/ }),

/***/ 951:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _n: () => (/* binding */ isAlive),
/* harmony export */   dA: () => (/* binding */ stopTree)
/* harmony export */ });
/* unused harmony exports descendantsOf, commandName, signal, serverProcesses, waitForExit */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

// Every process the audit starts is stopped by the audit, by pid: we walk the tree below the process
// we spawned (via /proc/<pid>/task/<tid>/children) and signal only those. The pid namespace does the
// rest: when its first process exits, the kernel kills whatever escaped the walk (setsid daemons).
function childrenOf(pid) {
    const out = [];
    let tasks;
    try {
        tasks = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(`/proc/${pid}/task`);
    }
    catch {
        return out;
    }
    for (const tid of tasks) {
        try {
            for (const child of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ')) {
                const n = Number(child);
                if (Number.isInteger(n) && n > 0)
                    out.push(n);
            }
        }
        catch {
            // task ended meanwhile
        }
    }
    return out;
}
/** Descendants of `root`, parents before children (not including root). */
function descendantsOf(root) {
    const seen = new Set();
    const queue = [root];
    const order = [];
    while (queue.length > 0) {
        const pid = queue.shift();
        for (const child of childrenOf(pid)) {
            if (seen.has(child) || child === root)
                continue;
            seen.add(child);
            order.push(child);
            queue.push(child);
        }
    }
    return order;
}
function commandName(pid) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/comm`, 'utf8').trim();
    }
    catch {
        return null;
    }
}
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
function signal(pid, sig) {
    try {
        process.kill(pid, sig);
    }
    catch {
        // gone, or not ours to signal (a root-owned sudo/unshare): the namespace teardown covers it
    }
}
/** The traced server's processes: everything below the first `strace` in the tree under `root`. */
function serverProcesses(root) {
    const tree = descendantsOf(root);
    const tracer = tree.find((pid) => commandName(pid) === 'strace');
    return tracer === undefined ? [] : descendantsOf(tracer);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitForExit(pid, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        if (!isAlive(pid))
            return true;
        await sleep(25);
    }
    return !isAlive(pid);
}
/**
 * Stops the whole tree under `root`: TERM to the server's processes (not to strace, so their shutdown
 * is still traced), a grace period, then KILL to everything below root and root itself.
 */
async function stopTree(root, graceMs) {
    if (!isAlive(root))
        return;
    for (const pid of serverProcesses(root))
        signal(pid, 'SIGTERM');
    if (await waitForExit(root, graceMs))
        return;
    const tree = descendantsOf(root);
    for (const pid of tree.reverse())
        signal(pid, 'SIGKILL');
    signal(root, 'SIGKILL');
    await waitForExit(root, 5_000);
}


/***/ }),

/***/ 2112:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  pl: () => (/* binding */ AuthoritySource),
  H$: () => (/* binding */ prepareRunTrust)
});

// UNUSED EXPORTS: LOCAL_AUTHORITIES_DIR, SYSTEM_BUNDLE, authorityFromWorker, leavesFrom

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(5919);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __nccwpck_require__(7030);
;// CONCATENATED MODULE: external "node:tls"
const external_node_tls_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");
;// CONCATENATED MODULE: ./src/sandbox/sink-contexts.ts

/**
 * The CAs the sink trusts: none. It asks no client for a certificate and sends its chain whole (`cert`:
 * the leaf, then the run's authority). Left unset, Node parses the ~140 CAs it ships into a store at the
 * process's first context: 60 ms of CPU at rest, 150–250 under load, which the run's first HTTPS call
 * waited on for its ServerHello.
 */
const TRUSTS_NO_ONE = (/* unused pure expression or super */ null && ([]));
/**
 * The sink's TLS contexts per server name, each made on first use from a leaf `issue` returns (PEM) and
 * kept (a flood of names is capped by the sink's callers; past `max` names a context is made per
 * connection). Concurrent connections for one name share one issuance; a name whose certificate could not
 * be made is tried afresh next time.
 */
function sink_contexts_contextsPerName(authority, issue, max = 256) {
    const contexts = new Map();
    return (name) => {
        const key = name.toLowerCase();
        let context = contexts.get(key);
        if (!context) {
            context = issue(key).then((leaf) => createSecureContext({ key: authority.leafKeyPem, cert: leaf + authority.caCertPem, ca: TRUSTS_NO_ONE }));
            if (contexts.size < max) {
                contexts.set(key, context);
                context.catch(() => contexts.delete(key));
            }
        }
        return context;
    };
}

;// CONCATENATED MODULE: ./src/sandbox/leaf-service.ts



// The sink's leaf certificates, issued by the thread that made the run's authority (authority-worker.ts)
// over a socket in the run directory: 0700, the same trust as authority.json beside it. That thread has
// the X.509 code evaluated and the issuer in hand; the sandbox init, which runs the sink, would otherwise
// evaluate that code (~60 ms) and parse the CA back (~15 ms) when the run's first TLS connection arrives,
// while the server waits for its ServerHello. One connection per leaf: the name as a JSON string and a
// newline, answered with the leaf's PEM and the end of the connection.
const MAX_REQUEST_BYTES = 1024;
const MAX_ANSWER_BYTES = (/* unused pure expression or super */ null && (16 * 1024));
/** How long the init waits for a leaf before issuing it itself. */
const LEAF_ANSWER_TIMEOUT_MS = 2_000;
/** Listens on `path` and answers each name with `issue(name)`; resolves once listening. */
async function serveLeaves(path, issue) {
    if (!fitsUnixSocket(path))
        throw new Error(`${path} is too long for a unix socket`);
    const server = createServer((socket) => {
        let request = '';
        socket.setEncoding('utf8');
        socket.setTimeout(LEAF_ANSWER_TIMEOUT_MS, () => socket.destroy());
        socket.on('error', () => undefined);
        socket.on('data', (chunk) => {
            request += chunk;
            const end = request.indexOf('\n');
            if (end < 0) {
                if (request.length > MAX_REQUEST_BYTES)
                    socket.destroy();
                return;
            }
            socket.removeAllListeners('data');
            const name = nameIn(request.slice(0, end));
            if (name === null)
                socket.destroy();
            else
                issue(name).then((pem) => socket.end(pem), () => socket.destroy());
        });
    });
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(path, () => {
            server.off('error', reject);
            resolve(server);
        });
    });
}
function nameIn(line) {
    try {
        const name = JSON.parse(line);
        return typeof name === 'string' && name.length > 0 && name.length <= 255 ? name : null;
    }
    catch {
        return null;
    }
}
/** The leaf for `name` from the socket at `path`; rejects on anything but a PEM certificate within the timeout. */
async function askForLeaf(path, name, timeoutMs = LEAF_ANSWER_TIMEOUT_MS) {
    if (!fitsUnixSocket(path))
        throw new Error(`${path} is too long for a unix socket`);
    return new Promise((resolve, reject) => {
        let answer = '';
        const socket = connect(path);
        socket.setEncoding('utf8');
        socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no leaf for ${name} within ${timeoutMs} ms`)));
        socket.on('error', reject);
        socket.on('data', (chunk) => {
            answer += chunk;
            if (answer.length > MAX_ANSWER_BYTES)
                socket.destroy(new Error('the leaf service answered too much'));
        });
        socket.on('end', () => (answer.startsWith('-----BEGIN CERTIFICATE-----') ? resolve(answer) : reject(new Error(`no leaf for ${name}`))));
        // after an answer or an error this is a no-op
        socket.on('close', () => reject(new Error('the leaf service closed')));
        // not ended: a server socket ends its side when ours ends, before its answer is written
        socket.write(`${JSON.stringify(name)}\n`);
    });
}
/**
 * The sink's TLS contexts: each leaf asked of the authority's thread at `leavesSocket`, or — without it,
 * or when it fails — issued here, with the X.509 code (tls-authority.ts) loaded on first use: evaluating
 * it costs tens of milliseconds, and most servers never open a TLS connection.
 */
function sinkContexts(authority, leavesSocket) {
    let here;
    const issueHere = async (name) => {
        here ??= Promise.all(/* import() */[__nccwpck_require__.e(594), __nccwpck_require__.e(238)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9238)).then(({ leavesFor }) => leavesFor(authority));
        return (await here)(name);
    };
    return contextsPerName(authority, leavesSocket ? async (name) => askForLeaf(leavesSocket, name).catch(async () => issueHere(name)) : issueHere);
}

// EXTERNAL MODULE: ./src/sandbox/unix-socket-path.ts
var unix_socket_path = __nccwpck_require__(6287);
;// CONCATENATED MODULE: ./src/sandbox/run-trust.ts





// Makes the server trust the run's authority (tls-authority.ts) so the sink can open its HTTPS: the
// system bundle it sees is the host's plus the authority, and the variables Python, curl and git read
// point at that bundle. Contained, the bundle is shown at the Debian/Ubuntu system path; with --fs host
// the server reads it from the run directory.
// NODE_EXTRA_CA_CERTS adds to Node's own roots rather than replacing them, and Node (up to 22) parses
// that file as it starts, before the server's first line: so it names the authority alone, where Debian
// and Ubuntu keep locally added authorities. The whole bundle there cost every Node server ~75 ms at its
// start (145 certificates), the authority alone ~35 (measured with `node -e 0`).
const SYSTEM_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
/** update-ca-certificates' directory for local authorities; shown with the run's alone when the host has it */
const LOCAL_AUTHORITIES_DIR = '/usr/local/share/ca-certificates';
const LOCAL_AUTHORITY_FILE = 'local-development-root-ca.crt';
const BUNDLE_VARIABLES = ['SSL_CERT_FILE', 'REQUESTS_CA_BUNDLE', 'CURL_CA_BUNDLE', 'GIT_SSL_CAINFO'];
/**
 * Null when the host has no system bundle to extend in a contained view: the sink then refuses TLS.
 * `authorities`: where the authority comes from (made on a worker thread, maybe already); without it, or
 * when the worker fails, it is made here.
 */
async function prepareRunTrust(runDir, contained, authorities = null) {
    const system = await (0,promises_.readFile)(SYSTEM_BUNDLE, 'utf8').catch(() => null);
    if (system === null && contained)
        return null;
    const taken = authorities ? await authorities.take() : null;
    const authority = taken?.authority ?? (await authorityHere());
    const authorityPath = (0,external_node_path_.join)(runDir, 'authority.json');
    await (0,promises_.writeFile)(authorityPath, JSON.stringify(authority), { mode: 0o600 });
    const source = (0,external_node_path_.join)(runDir, 'trust-bundle.pem');
    await (0,promises_.writeFile)(source, `${system ?? ''}\n${authority.caCertPem}`, { mode: 0o644 });
    const localDir = (0,external_node_path_.join)(runDir, 'local-authorities');
    await (0,promises_.mkdir)(localDir, { mode: 0o755 });
    await (0,promises_.writeFile)((0,external_node_path_.join)(localDir, LOCAL_AUTHORITY_FILE), authority.caCertPem, { mode: 0o644 });
    const path = contained ? SYSTEM_BUNDLE : source;
    const bundle = { source, path };
    // Contained, on a host without the directory (bwrap cannot make one under the read-only /usr), Node reads the bundle.
    const localShown = contained &&
        (await (0,promises_.stat)(LOCAL_AUTHORITIES_DIR).then((info) => info.isDirectory(), () => false));
    const mounts = localShown ? [bundle, { source: localDir, path: LOCAL_AUTHORITIES_DIR }] : [bundle];
    const nodeExtra = !contained ? (0,external_node_path_.join)(localDir, LOCAL_AUTHORITY_FILE) : localShown ? (0,external_node_path_.join)(LOCAL_AUTHORITIES_DIR, LOCAL_AUTHORITY_FILE) : path;
    const env = { NODE_EXTRA_CA_CERTS: nodeExtra, ...Object.fromEntries(BUNDLE_VARIABLES.map((name) => [name, path])) };
    const leaves = taken ? await leavesFrom(taken.worker, (0,external_node_path_.join)(runDir, 'leaves.sock')) : null;
    return { authorityPath, bundle, mounts, env, leaves };
}
async function authorityHere() {
    // Loaded here, not at the top: only an audit with the network sandbox needs the X.509 code, and
    // evaluating it costs every other command (--version, push, …) tens of milliseconds.
    const { createRunAuthority } = await Promise.all(/* import() */[__nccwpck_require__.e(594), __nccwpck_require__.e(238)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9238));
    return createRunAuthority();
}
/**
 * Run authorities made on worker threads (dist/authority-worker/index.js), each used by one audit only.
 * The first is started when the source is made — at the CLI's or the action's start, so it is ready by
 * the time the audit's setup needs it instead of adding its X.509 code's evaluation to that setup —, the
 * others when taken.
 */
class AuthoritySource {
    workerPath;
    first;
    constructor(workerPath) {
        this.workerPath = workerPath;
        this.first = authorityFromWorker(workerPath);
    }
    /** A fresh authority and the thread that made it; null when the worker could not make it (the caller then makes it itself). */
    async take() {
        const { worker, authority } = this.first ?? authorityFromWorker(this.workerPath);
        this.first = null;
        // awaited now: the worker keeps the process alive until it answers
        worker?.ref();
        const made = await authority;
        worker?.unref();
        if (!worker || !made)
            return null;
        return { authority: made, worker };
    }
}
/** The thread that made the authority serves its leaves at `socketPath` until stopped; null (and the thread ended) when it cannot. */
async function leavesFrom(worker, socketPath) {
    const stop = async () => void (await worker.terminate());
    // A run directory under a long TMPDIR: the init issues its leaves itself.
    if (!(0,unix_socket_path/* fitsUnixSocket */.G)(socketPath)) {
        await stop();
        return null;
    }
    const serving = new Promise((resolve) => {
        worker.once('message', (answer) => resolve(answer.serving === true));
        worker.once('exit', () => resolve(false));
        setTimeout(() => resolve(false), LEAF_ANSWER_TIMEOUT_MS).unref();
    });
    worker.ref();
    worker.postMessage({ serveLeaves: socketPath });
    const ok = await serving;
    worker.unref();
    if (ok)
        return { socketPath, stop };
    await stop();
    return null;
}
/** The authority made on a worker thread; null when the worker could not make it (then it is made here). */
function authorityFromWorker(workerPath) {
    let worker;
    try {
        worker = new external_node_worker_threads_.Worker(workerPath);
        // made ahead for an audit that may never come (--network host, a bad flag): it holds nothing open till taken
        worker.unref();
    }
    catch {
        return { worker: null, authority: Promise.resolve(null) };
    }
    const authority = new Promise((resolve) => {
        worker.once('message', (made) => resolve(made));
        worker.once('error', () => resolve(null));
        // after its message, or without one: a second resolve is a no-op
        worker.once('exit', () => resolve(null));
    });
    return { worker, authority };
}


/***/ }),

/***/ 3134:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ settleAll)
/* harmony export */ });
/**
 * Promise.all that waits for every step to end before it rejects, and then rejects with the first
 * failure in the steps' order (not the first in time, so the same fault gives the same error every
 * run). A step still writing into the run directory when the audit removes it could leave a canary or a
 * key behind.
 */
async function settleAll(steps) {
    const settled = await Promise.allSettled(steps);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed)
        throw failed.reason;
    return settled.map((result) => result.value);
}


/***/ }),

/***/ 5893:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ ELICITATION_CANARY_ID),
/* harmony export */   bz: () => (/* binding */ clientTrapCanaries),
/* harmony export */   nm: () => (/* binding */ SAMPLING_CANARY_ID)
/* harmony export */ });
/* harmony import */ var _canary_cloud_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9791);

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64URL = BASE62 + '-_';
/** Canary ids start with these: the leak rules tell a sampled or elicited canary from the home's. */
const SAMPLING_CANARY_ID = 'sampling:conversation API key';
const ELICITATION_CANARY_ID = 'elicitation:answered secret';
function clientTrapCanaries(random) {
    const samplingRandom = (0,_canary_cloud_js__WEBPACK_IMPORTED_MODULE_0__/* .pickChars */ .LN)(BASE64URL, 93, random);
    const elicitationRandom = (0,_canary_cloud_js__WEBPACK_IMPORTED_MODULE_0__/* .pickChars */ .LN)(BASE62, 36, random);
    const values = { samplingKey: `sk-ant-api03-${samplingRandom}AA`, elicitationSecret: `ghp_${elicitationRandom}` };
    return {
        values,
        canaries: [
            { id: SAMPLING_CANARY_ID, value: samplingRandom },
            { id: ELICITATION_CANARY_ID, value: elicitationRandom }
        ]
    };
}


/***/ }),

/***/ 6287:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ fitsUnixSocket),
/* harmony export */   Y: () => (/* binding */ MAX_UNIX_SOCKET_PATH_BYTES)
/* harmony export */ });
/**
 * The longest path a unix socket can be bound to or reached at (sun_path's 108 bytes, its NUL last).
 * Node binds a longer one cut to this length without a word: a socket meant for the 0700 run directory
 * would land beside it, in the temp dir, named like it.
 */
const MAX_UNIX_SOCKET_PATH_BYTES = 107;
function fitsUnixSocket(path) {
    return Buffer.byteLength(path) <= MAX_UNIX_SOCKET_PATH_BYTES;
}


/***/ }),

/***/ 4294:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gf: () => (/* binding */ whiteOut),
/* harmony export */   bn: () => (/* binding */ seedView),
/* harmony export */   g0: () => (/* binding */ PLACED_WHITEOUT),
/* harmony export */   io: () => (/* binding */ prepareWorkspaceView),
/* harmony export */   vG: () => (/* binding */ freshSecret),
/* harmony export */   xo: () => (/* binding */ PLACED_LINK)
/* harmony export */ });
/* unused harmony exports maskGitConfig, maskCredentialFile */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _settle_all_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3134);





/** What `placed` holds for a whiteout the auditor made: the entry is absent from the view, by design. */
const PLACED_WHITEOUT = 'whiteout';
/** What `placed` holds for a link the auditor made (sandbox/outside-places.ts): this prefix, then where it points. */
const PLACED_LINK = 'link:';
const CREDENTIAL_FILES = new Set(['.git-credentials', '.npmrc', '.pypirc', '.env']);
const SKIP_DIRS = new Set(['node_modules', '.git', '.venv', 'venv', '__pycache__', '.tox', 'dist', 'build']);
const MAX_DEPTH = 3;
const MAX_CREDENTIAL_FILE_BYTES = 256 * 1024;
const SECRET_KEY = /(key|token|secret|passw|pwd|auth|credential|private|session|cookie|dsn|api)/i;
const URL_USERINFO = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s:]+:[^/@\s]+@/gi;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^/@\s:]+:)([^/@\s]+)(@)/gi;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A fresh random value (base62) that becomes a canary. */
function freshSecret(length, random = node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes) {
    let out = '';
    while (out.length < length) {
        for (const byte of random(length * 2)) {
            if (byte < 248 && out.length < length)
                out += BASE62[byte % 62];
        }
    }
    return out;
}
/**
 * `.git/config` without credentials: `extraheader` keys (the persisted checkout token), whole
 * `[credential]` sections (helpers that hand out tokens), and user:password in URLs. Null when there
 * was nothing to mask.
 */
function maskGitConfig(text) {
    const out = [];
    let inCredentialSection = false;
    for (const line of text.split('\n')) {
        const header = /^\s*\[\s*([A-Za-z0-9.-]+)/.exec(line);
        if (header)
            inCredentialSection = header[1].toLowerCase() === 'credential';
        if (inCredentialSection)
            continue;
        const key = /^\s*([A-Za-z0-9-]+)\s*(=|$)/.exec(line)?.[1]?.toLowerCase();
        if (key === 'extraheader')
            continue;
        out.push(line.replace(URL_USERINFO, '$1'));
    }
    const masked = out.join('\n');
    return masked === text ? null : masked;
}
/**
 * A credential file of the checkout with every secret-looking value replaced by a canary. Keys,
 * comments and harmless settings (a registry URL, PORT=3000) stay, so the server still works.
 */
function maskCredentialFile(name, text, id, secret, canaries) {
    const plant = (value) => {
        const planted = secret();
        canaries.push({ id, value: planted });
        // Keep a recognizable shape (a token prefix such as ghp_/npm_) without keeping the value.
        const prefix = /^(ghp_|ghs_|gho_|npm_|sk-|xox[bp]-)/.exec(value)?.[1] ?? '';
        return prefix + planted;
    };
    const plantUrlPasswords = (line) => line.replace(URL_PASSWORD, (_, head, value, at) => head + plant(value) + at);
    if (name === '.git-credentials')
        return plantUrlPasswords(text);
    return text
        .split('\n')
        .map((line) => {
        const trimmed = line.trimStart();
        if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';'))
            return line;
        // KEY=VALUE (.env, .npmrc — whose keys contain ':'), or `password: x` in .pypirc
        const equals = line.indexOf('=');
        const at = equals >= 0 ? equals : name === '.pypirc' ? line.indexOf(':') : -1;
        if (at <= 0)
            return plantUrlPasswords(line);
        const key = line
            .slice(0, at)
            .replace(/^\s*export\s+/, '')
            .trim();
        const rawValue = line.slice(at + 1);
        const value = rawValue.trim().replace(/^(['"])(.*)\1$/, '$2');
        if (value === '' || !SECRET_KEY.test(key))
            return plantUrlPasswords(line);
        const lead = /^\s*/.exec(rawValue)?.[0] ?? '';
        return `${line.slice(0, at + 1)}${lead}${plant(value)}`;
    })
        .join('\n');
}
async function findCredentialFiles(root) {
    // Walked together, listed in the order a walk one entry at a time would find them.
    const walk = async (dir, depth) => {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(dir, { withFileTypes: true });
        }
        catch {
            return [];
        }
        const found = await Promise.all(entries.map(async (entry) => {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, entry.name);
            if (entry.isFile() && CREDENTIAL_FILES.has(entry.name))
                return [path];
            if (entry.isDirectory() && depth < MAX_DEPTH && !SKIP_DIRS.has(entry.name))
                return walk(path, depth + 1);
            return [];
        }));
        return found.flat();
    };
    return walk(root, 0);
}
const sha256 = (data) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(data).digest('hex');
async function place(view, relativePath, content) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(view.upper, relativePath);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(target, content, { mode: 0o600, flag: 'wx' });
    view.placed.set(relativePath, sha256(content));
    view.masked.push(relativePath);
}
/**
 * Makes the upper/work/merged directories of one workspace under `scratch` and places the masked
 * credential files in the upper layer. Canaries planted in the masks are appended to `canaries`.
 */
async function prepareWorkspaceView(lower, scratch, canaries, secret = () => freshSecret(40)) {
    const view = {
        lower,
        upper: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(scratch, 'upper'),
        work: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(scratch, 'work'),
        merged: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(scratch, 'merged'),
        placed: new Map(),
        masked: []
    };
    const gitConfig = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(lower, '.git', 'config');
    const [gitStats, credentialFiles] = await (0,_settle_all_js__WEBPACK_IMPORTED_MODULE_4__/* .settleAll */ .j)([
        (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(gitConfig).catch(() => null),
        findCredentialFiles(lower),
        ...[view.upper, view.work, view.merged].map((dir) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true, mode: 0o755 }))
    ]);
    if (gitStats?.isFile() && gitStats.size <= MAX_CREDENTIAL_FILE_BYTES) {
        const masked = maskGitConfig(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(gitConfig, 'utf8'));
        if (masked !== null)
            await place(view, '.git/config', masked);
    }
    for (const path of credentialFiles) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path);
        if (stats.size > MAX_CREDENTIAL_FILE_BYTES)
            continue;
        const relativePath = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(lower, path);
        const name = relativePath.split('/').pop();
        await place(view, relativePath, maskCredentialFile(name, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(path, 'utf8'), `./${relativePath}`, secret, canaries));
    }
    return view;
}
/**
 * Copies the tree at `seed` into the view's upper layer under `under` (relative to the real directory),
 * skipping every path the real directory already has: the server sees a workspace worth working on, the
 * user's files win, and nothing reaches the real directory. Each placed file and directory is recorded
 * in `placed` ('' for directories), so only the server's changes to them are reported.
 */
async function seedView(view, seed, under) {
    // Listed and read together, then written together: a directory's parents are made with it.
    const walk = async (rel) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(seed, rel), { withFileTypes: true });
        const listed = await (0,_settle_all_js__WEBPACK_IMPORTED_MODULE_4__/* .settleAll */ .j)(entries.map(async (entry) => {
            const inSeed = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(rel, entry.name);
            const target = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(under, inSeed);
            const lowerStats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(view.lower, target)).catch(() => null);
            if (entry.isDirectory()) {
                const own = lowerStats === null ? [{ target, content: null }] : [];
                return lowerStats === null || lowerStats.isDirectory() ? [...own, ...(await walk(inSeed))] : own;
            }
            if (entry.isFile() && lowerStats === null)
                return [{ target, content: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(seed, inSeed)) }];
            return [];
        }));
        return listed.flat();
    };
    const placed = await walk('');
    const dirs = new Set(placed.map(({ target, content }) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(view.upper, content === null ? target : (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target))));
    await (0,_settle_all_js__WEBPACK_IMPORTED_MODULE_4__/* .settleAll */ .j)([...dirs].map((dir) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true, mode: 0o755 })));
    await (0,_settle_all_js__WEBPACK_IMPORTED_MODULE_4__/* .settleAll */ .j)(placed.flatMap(({ target, content }) => (content === null ? [] : [(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(view.upper, target), content, { mode: 0o644, flag: 'wx' })])));
    for (const { target, content } of placed)
        view.placed.set(target, content === null ? '' : sha256(content));
}
const mknodWhiteout = (path) => new Promise((done) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('mknod', [path, 'c', '0', '0'], { timeout: 5000 }, (error) => done(error === null)));
/**
 * Makes `relativePath` absent from the view: an overlay whiteout (a 0/0 character device, which any user
 * may make since Linux 5.8) in the upper layer hides whatever the real directory has there, so the
 * auditor's own out-dir or state dir inside a workspace is neither listed nor readable nor writable
 * through the view. False when the whiteout could not be made (then the caller covers the path instead).
 */
async function whiteOut(view, relativePath, make = mknodWhiteout) {
    const parts = relativePath.split('/').filter((part) => part !== '' && part !== '.');
    if (parts.length === 0 || parts.includes('..'))
        return false;
    const parents = parts.slice(0, -1).map((_, at) => parts.slice(0, at + 1).join('/'));
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(view.upper, ...parts.slice(0, -1)), { recursive: true, mode: 0o755 });
    }
    catch {
        return false;
    }
    if (!(await make((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(view.upper, ...parts))))
        return false;
    for (const parent of parents)
        if (!view.placed.has(parent))
            view.placed.set(parent, '');
    view.placed.set(parts.join('/'), PLACED_WHITEOUT);
    return true;
}


/***/ }),

/***/ 3704:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ attackNotRun)
/* harmony export */ });
// Whether the attack stage (issue 42) runs with these settings: on by default in the CLI and the action,
// and only where an attack cannot reach anything real — the filesystem and network sandboxes, and a
// server the audit starts. One place, read by the sandbox (which plants what the attacks aim at) and the
// probe's setup (engine/attack-setup.ts).
/** Why the attack stage does not run with these settings, or null when it does. */
function attackNotRun(settings) {
    if (!settings.attack)
        return 'off (--no-attack, the action input attack: false, or mcp-behave serve without attack: true)';
    if (settings.command.length === 0 && settings.http)
        return 'not run: a remote server is only listed, never called';
    if (settings.fs === 'host')
        return 'not run: with --fs host the attacks would reach the real filesystem';
    if (settings.network === 'host')
        return 'not run: with --network host the attacks would reach the real network';
    return null;
}


/***/ }),

/***/ 341:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseCaptureBytes),
/* harmony export */   f: () => (/* binding */ DEFAULT_CAPTURE_BYTES)
/* harmony export */ });
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7100);

/** What the sink keeps of each connection or datagram unless told otherwise (`--capture-bytes`). */
const DEFAULT_CAPTURE_BYTES = 64 * 1024;
const UNITS = { '': 1, k: 1024, kib: 1024, m: 1024 * 1024, mib: 1024 * 1024 };
/** `65536`, `64K`, `64KiB`, `1M` → bytes within SETTING_RANGES.captureBytes; or an error message saying what is expected. */
function parseCaptureBytes(text) {
    const { min, max } = _settings_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTING_RANGES */ .m.captureBytes;
    const match = /^(\d+)\s*([a-z]*)$/i.exec(text.trim());
    const unit = match ? UNITS[match[2].toLowerCase()] : undefined;
    const bytes = match && unit !== undefined ? Number(match[1]) * unit : NaN;
    if (!Number.isSafeInteger(bytes) || bytes < min || bytes > max) {
        return { error: `'${text}' must be a number of bytes from ${min} (1K) to ${max} (16M); K and M mean KiB and MiB` };
    }
    return bytes;
}


/***/ }),

/***/ 3197:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A7: () => (/* binding */ cliSettings),
/* harmony export */   BQ: () => (/* binding */ CLI_USAGE),
/* harmony export */   hT: () => (/* binding */ parseCliArgs),
/* harmony export */   k1: () => (/* binding */ wantsFleet),
/* harmony export */   zM: () => (/* binding */ takeSubcommandFlag)
/* harmony export */ });
/* unused harmony export CliOptionsSchema */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(1514);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_12__ = __nccwpck_require__(9567);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_13__ = __nccwpck_require__(8532);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);
/* harmony import */ var _launch_spec_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8752);
/* harmony import */ var _server_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6113);
/* harmony import */ var _model_severity_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1502);
/* harmony import */ var _model_sandbox_modes_js__WEBPACK_IMPORTED_MODULE_14__ = __nccwpck_require__(8947);
/* harmony import */ var _env_assignments_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(793);
/* harmony import */ var _http_endpoint_js__WEBPACK_IMPORTED_MODULE_15__ = __nccwpck_require__(4235);
/* harmony import */ var _http_reply_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(1200);
/* harmony import */ var _capture_bytes_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(341);
/* harmony import */ var _passes_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(9332);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(7100);














const CLI_USAGE = `Usage: mcp-behave [options] [--] <server command...>
       mcp-behave --http URL [options]               (a remote server: its declared surface only)
       mcp-behave [options] --config FILE [--server NAME]...   (every server a client config declares)
       mcp-behave [options] registry:NAME[@VERSION]...          (servers from the MCP registry)
       mcp-behave --discover                                    (list the client configs on this machine)
       mcp-behave [options] npx [-y] PKG[@VERSION] [args]   (also: uvx PKG[@VERSION], npm:PKG@VERSION, pypi:PKG==VERSION)
       mcp-behave push [FILE|-] [push options]      (mcp-behave push --help)
       mcp-behave baseline --update --baseline FILE [options] [--] <server command...>
       mcp-behave policy --from report.json [--out FILE] [--vscode FILE] [--toolhive FILE]
       mcp-behave serve                             (the auditor as a stdio MCP server for agents: docs/serve.md)

Runs an MCP server (stdio, or HTTP with --http) under strace in a canary sandbox, exercises every tool,
resource and prompt it declares, and reports what it did against what it declared.

Options:
  --json                   print only the report JSON on stdout (progress goes to stderr)
  --fail-on LEVEL          never|info|low|medium|high|critical: exit 3 on findings at or above (default high)
  --timeout SECONDS        per-call timeout (default 15)
  --calls N                how many successful calls are sought per tool (default 3; a few retries more)
  --passes LIST            exercise passes: traced,varied (default), traced (one pass), untraced, client=NAME,
                           held[=SECONDS] (a session held open, default 20), offline (every connection refused)
  --min-coverage PERCENT   fail (exit 3) when fewer items than this reached a successful call (default off)
  --scenario FILE          steps to run first: tool calls, resource reads, prompts (YAML or JSON)
  --out-dir DIR            where trace.log, manifest.json, report.json go (default ./mcp-behave-out)
  --policy FILE            declared scope: allowed hosts, paths, executables (YAML or JSON)
  --network MODE           sandbox (default: the server sees only a local sink) | host (real network)
  --http-reply STATUS[:FILE]
                           one answer for every HTTP request the sink gets, HTTPS included (default: each
                           shaped like the API's — JSON by method and path, GraphQL, feeds, files)
  --capture-bytes N        payload the sink keeps per connection or datagram, decrypted for TLS, and
                           searches for canaries: 1K to 16M (default 64K; K and M mean KiB and MiB)
  --http URL               the server speaks MCP over HTTP and listens at URL (e.g. http://127.0.0.1:3001/mcp;
                           a path ending in /sse means SSE); without a command: audit a remote server's
                           declared surface (manifest, rug-pull pin, server info; nothing is traced)
  --transport T            stdio (default) | http (streamable HTTP; the port is detected when --http is not
                           given) | sse
  --fs MODE                sandbox (default: read-only system, copy-on-write workspace, no real homes,
                           no host sockets) | host (the server sees and changes the real filesystem: unsafe)
  --workspace DIR          another directory the server works in, shown copy-on-write (repeatable)
  --no-dns                 never reverse-resolve contacted addresses (only ever done with --network host)
  --home DIR               canary home template (default: the bundled sandbox_home)
  --env KEY=VALUE          a variable for the server (repeatable); nothing else of yours reaches it
  --cwd DIR                the server's working directory (default: the current directory)
  --state-dir DIR          manifest pin store (default $XDG_DATA_HOME/mcp-behave)
  --server-name NAME       pin identity (default: derived from the command)
  --accept-manifest        accept the server's current manifest as the new pin
  --static                 read the server's source first: could vs did, steered calls (docs/static.md)
  --no-attack              skip the attack stage: hostile values in each tool's parameters, judged by the
                           trace (docs/attack.md); it never runs with --fs host, --network host or a remote --http
  --baseline FILE          a committed behaviour baseline (default: kept in the state dir)
  --accept-baseline        accept this run's behaviour as the new baseline
  --config FILE            audit the servers of a client config: Claude Desktop, Claude Code (.mcp.json),
                           Cursor, Windsurf, VS Code (.vscode/mcp.json), Zed, Codex config.toml (repeatable)
  --server NAME            only this server of the config (repeatable)
  --jobs N                 audit this many servers at once (default: the number of cores)
  --registry-url URL       the MCP registry for registry: specs (default https://registry.modelcontextprotocol.io)
  --discover               list the MCP client configs found for this user and in this directory, and exit
  --cache-dir DIR          package cache for launch specs (default $XDG_CACHE_HOME/mcp-behave/packages)
  --install-scripts        run the package's lifecycle scripts in the sandbox, traced as phase install
                           (default: installed with scripts disabled)
  --version                print the version
  --help                   print this help

Exit codes: 0 clean or below --fail-on, 3 findings at or above it, 2 tracer or sandbox could not be set
up, 1 anything else (bad input, server that would not start), 130 interrupted.`;
const OPTIONS = [
    { name: 'json', value: false },
    { name: 'fail-on', value: true },
    { name: 'timeout', value: true },
    { name: 'calls', value: true },
    { name: 'passes', value: true },
    { name: 'min-coverage', value: true },
    { name: 'scenario', value: true },
    { name: 'out-dir', value: true },
    { name: 'policy', value: true },
    { name: 'network', value: true },
    { name: 'http-reply', value: true },
    { name: 'capture-bytes', value: true },
    { name: 'http', value: true },
    { name: 'transport', value: true },
    { name: 'fs', value: true },
    { name: 'workspace', value: true, repeatable: true },
    { name: 'no-dns', value: false },
    { name: 'home', value: true },
    { name: 'env', value: true, repeatable: true },
    { name: 'cwd', value: true },
    { name: 'state-dir', value: true },
    { name: 'server-name', value: true },
    { name: 'accept-manifest', value: false },
    { name: 'static', value: false },
    { name: 'no-attack', value: false },
    { name: 'baseline', value: true },
    { name: 'accept-baseline', value: false },
    { name: 'config', value: true, repeatable: true },
    { name: 'server', value: true, repeatable: true },
    { name: 'jobs', value: true },
    { name: 'registry-url', value: true },
    { name: 'discover', value: false },
    { name: 'cache-dir', value: true },
    { name: 'install-scripts', value: false },
    { name: 'version', value: false },
    { name: 'help', value: false }
];
/** The raw flags, validated in one place; messages name the flag and say what is expected. */
const CliOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_11__/* .object */ .Ikc({
    json: zod__WEBPACK_IMPORTED_MODULE_11__/* .boolean */ .zMY().default(false),
    'fail-on': zod__WEBPACK_IMPORTED_MODULE_11__/* ["enum"] */ .k5n(_model_severity_js__WEBPACK_IMPORTED_MODULE_5__/* .FAIL_ON_VALUES */ .Qm, { error: (issue) => `--fail-on: '${String(issue.input)}' is not one of ${_model_severity_js__WEBPACK_IMPORTED_MODULE_5__/* .FAIL_ON_VALUES */ .Qm.join(', ')}` }).default('high'),
    timeout: zod__WEBPACK_IMPORTED_MODULE_12__/* .number */ .ai({ error: '--timeout: expected a number of seconds' })
        .min(_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.timeoutSeconds.min, `--timeout: at least ${_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.timeoutSeconds.min} second`)
        .max(_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.timeoutSeconds.max, `--timeout: at most ${_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.timeoutSeconds.max} seconds`)
        .default(15),
    calls: zod__WEBPACK_IMPORTED_MODULE_12__/* .number */ .ai({ error: '--calls: expected a whole number' })
        .int('--calls: expected a whole number')
        .min(_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.callsPerTool.min, `--calls: at least ${_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.callsPerTool.min}`)
        .max(_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.callsPerTool.max, `--calls: at most ${_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.callsPerTool.max}`)
        .default(3),
    passes: zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP()
        .default(_passes_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_PASSES */ .yZ)
        .transform((value, ctx) => {
        const parsed = (0,_passes_js__WEBPACK_IMPORTED_MODULE_9__/* .parsePasses */ .fr)(value);
        if (!('error' in parsed))
            return parsed;
        ctx.addIssue({ code: 'custom', message: `--passes: ${parsed.error}` });
        return zod__WEBPACK_IMPORTED_MODULE_13__/* .NEVER */ .tm;
    }),
    'min-coverage': zod__WEBPACK_IMPORTED_MODULE_12__/* .number */ .ai({ error: '--min-coverage: expected a percentage' })
        .min(_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.minCoverage.min, `--min-coverage: at least ${_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.minCoverage.min}`)
        .max(_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.minCoverage.max, `--min-coverage: at most ${_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .SETTING_RANGES */ .m.minCoverage.max}`)
        .optional(),
    scenario: zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).optional(),
    'out-dir': zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).default('mcp-behave-out'),
    policy: zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).optional(),
    network: zod__WEBPACK_IMPORTED_MODULE_11__/* ["enum"] */ .k5n(_model_sandbox_modes_js__WEBPACK_IMPORTED_MODULE_14__/* .NETWORK_MODES */ .Kt, { error: (issue) => `--network: '${String(issue.input)}' is not one of ${_model_sandbox_modes_js__WEBPACK_IMPORTED_MODULE_14__/* .NETWORK_MODES */ .Kt.join(', ')}` }).default('sandbox'),
    'http-reply': zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).optional(),
    'capture-bytes': zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP()
        .transform((value, ctx) => {
        const parsed = (0,_capture_bytes_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCaptureBytes */ .L)(value);
        if (typeof parsed === 'number')
            return parsed;
        ctx.addIssue({ code: 'custom', message: `--capture-bytes: ${parsed.error}`, input: value });
        return zod__WEBPACK_IMPORTED_MODULE_13__/* .NEVER */ .tm;
    })
        .default(_capture_bytes_js__WEBPACK_IMPORTED_MODULE_8__/* .DEFAULT_CAPTURE_BYTES */ .f),
    http: zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).optional(),
    transport: zod__WEBPACK_IMPORTED_MODULE_11__/* ["enum"] */ .k5n(_http_endpoint_js__WEBPACK_IMPORTED_MODULE_15__/* .TRANSPORT_CHOICES */ .l2, { error: (issue) => `--transport: '${String(issue.input)}' is not one of ${_http_endpoint_js__WEBPACK_IMPORTED_MODULE_15__/* .TRANSPORT_CHOICES */ .l2.join(', ')}` }).optional(),
    fs: zod__WEBPACK_IMPORTED_MODULE_11__/* ["enum"] */ .k5n(_model_sandbox_modes_js__WEBPACK_IMPORTED_MODULE_14__/* .FS_MODES */ .vt, { error: (issue) => `--fs: '${String(issue.input)}' is not one of ${_model_sandbox_modes_js__WEBPACK_IMPORTED_MODULE_14__/* .FS_MODES */ .vt.join(', ')}` }).default('sandbox'),
    workspace: zod__WEBPACK_IMPORTED_MODULE_11__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1)).default([]),
    'no-dns': zod__WEBPACK_IMPORTED_MODULE_11__/* .boolean */ .zMY().default(false),
    home: zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_11__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP()).default([]),
    cwd: zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).optional(),
    'state-dir': zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).optional(),
    'server-name': zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).max(200).optional(),
    'accept-manifest': zod__WEBPACK_IMPORTED_MODULE_11__/* .boolean */ .zMY().default(false),
    static: zod__WEBPACK_IMPORTED_MODULE_11__/* .boolean */ .zMY().default(false),
    'no-attack': zod__WEBPACK_IMPORTED_MODULE_11__/* .boolean */ .zMY().default(false),
    baseline: zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).optional(),
    'accept-baseline': zod__WEBPACK_IMPORTED_MODULE_11__/* .boolean */ .zMY().default(false),
    config: zod__WEBPACK_IMPORTED_MODULE_11__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1)).default([]),
    server: zod__WEBPACK_IMPORTED_MODULE_11__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1)).default([]),
    jobs: zod__WEBPACK_IMPORTED_MODULE_12__/* .number */ .ai({ error: '--jobs: expected a whole number' })
        .int('--jobs: expected a whole number')
        .min(1, '--jobs: at least 1')
        .max(64, '--jobs: at most 64')
        .optional(),
    'registry-url': zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP()
        .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), {
        error: (issue) => `--registry-url: '${String(issue.input)}' is not an http(s) URL`
    })
        .optional(),
    discover: zod__WEBPACK_IMPORTED_MODULE_11__/* .boolean */ .zMY().default(false),
    'cache-dir': zod__WEBPACK_IMPORTED_MODULE_11__/* .string */ .YjP().min(1).optional(),
    'install-scripts': zod__WEBPACK_IMPORTED_MODULE_11__/* .boolean */ .zMY().default(false),
    version: zod__WEBPACK_IMPORTED_MODULE_11__/* .boolean */ .zMY().default(false),
    help: zod__WEBPACK_IMPORTED_MODULE_11__/* .boolean */ .zMY().default(false)
});
/**
 * Flags come before the server command; everything from the first non-flag word (or after `--`)
 * belongs to the server, so `mcp-behave node server.js --port 3` passes `--port 3` to the server.
 * `extra` are flags a subcommand adds to the audit's own.
 */
function readFlags(argv, extra = []) {
    const known = [...OPTIONS, ...extra];
    const flags = [];
    let index = 0;
    while (index < argv.length) {
        const arg = argv[index];
        if (arg === '--')
            return { flags, commandStart: index + 1 };
        if (!arg.startsWith('--') || arg === '-')
            break;
        const start = index;
        const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
        const spec = known.find((option) => option.name === name);
        if (!spec)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`unknown option --${name} (see --help)`);
        index += 1;
        if (!spec.value) {
            if (inline !== undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`--${name} takes no value`);
            flags.push({ spec, value: undefined, start, end: index });
            continue;
        }
        const value = inline ?? argv[index];
        if (value === undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`--${name} needs a value`);
        if (inline === undefined)
            index += 1;
        flags.push({ spec, value, start, end: index });
    }
    return { flags, commandStart: index };
}
/**
 * A subcommand's own valueless flag (`baseline --update`) taken out of the auditor's flags; the same
 * word in the server's command (after `--` or the first non-flag word) is the server's and stays.
 */
function takeSubcommandFlag(argv, name) {
    const { flags } = readFlags(argv, [{ name, value: false }]);
    const taken = flags.filter((flag) => flag.spec.name === name);
    const rest = argv.filter((_arg, index) => !taken.some((flag) => index >= flag.start && index < flag.end));
    return { present: taken.length > 0, rest };
}
function parseCliArgs(argv) {
    const { flags, commandStart } = readFlags(argv);
    const raw = {};
    for (const { spec, value } of flags) {
        if (!spec.value)
            raw[spec.name] = true;
        else if (spec.repeatable)
            raw[spec.name] = [...(raw[spec.name] ?? []), value];
        else
            raw[spec.name] = value;
    }
    const parsed = CliOptionsSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const message = issue?.message ?? 'invalid options';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(message.startsWith('--') ? message : `--${String(issue?.path[0] ?? '')}: ${message}`);
    }
    return { options: parsed.data, command: argv.slice(commandStart) };
}
/** Turns validated flags into the engine's settings; policy loading is the caller's (it reads a file). */
/** Several servers in one run: --config, --discover, or a `registry:` spec (fleet/). */
function wantsFleet(parsed) {
    return parsed.options.discover || parsed.options.config.length > 0 || (0,_launch_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .isRegistrySpec */ .te)(parsed.command[0]);
}
function cliSettings(parsed, defaults) {
    const { options } = parsed;
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(defaults.cwd, options.cwd ?? '.');
    const httpReply = options['http-reply'] === undefined ? null : (0,_http_reply_js__WEBPACK_IMPORTED_MODULE_7__/* .parseHttpReply */ .m)(options['http-reply'], defaults.cwd);
    if (httpReply && 'error' in httpReply)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`--http-reply: ${httpReply.error}`);
    const http = (0,_http_endpoint_js__WEBPACK_IMPORTED_MODULE_15__/* .parseHttpSetting */ .Ge)(options.http ?? null, options.transport ?? null, parsed.command.length > 0);
    if (http !== null && 'error' in http)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`--http: ${http.error}`);
    const dataHome = defaults.env.XDG_DATA_HOME || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(defaults.env.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)(), '.local', 'share');
    return {
        command: parsed.command,
        http,
        cwd,
        env: (0,_env_assignments_js__WEBPACK_IMPORTED_MODULE_6__/* .envFromFlags */ .zo)(options.env),
        failOn: options['fail-on'],
        timeoutMs: Math.round(options.timeout * 1000),
        callsPerTool: options.calls,
        passes: options.passes,
        minCoverage: options['min-coverage'] ?? null,
        scenarioPath: options.scenario ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(defaults.cwd, options.scenario) : null,
        outDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(defaults.cwd, options['out-dir']),
        reverseDns: !options['no-dns'],
        network: options.network,
        captureBytes: options['capture-bytes'],
        httpReply,
        fs: options.fs,
        workspaces: options.workspace.map((dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(defaults.cwd, dir)),
        policyPath: options.policy ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(defaults.cwd, options.policy) : null,
        homeTemplate: options.home ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(defaults.cwd, options.home) : defaults.homeTemplate,
        stateDir: options['state-dir'] ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(defaults.cwd, options['state-dir']) : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dataHome, 'mcp-behave'),
        acceptManifest: options['accept-manifest'],
        staticStage: options.static,
        attack: !options['no-attack'],
        baselinePath: options.baseline ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(defaults.cwd, options.baseline) : null,
        acceptBaseline: options['accept-baseline'],
        serverName: options['server-name'] ?? null,
        identity: (0,_server_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .serverIdentity */ .uU)({ serverName: options['server-name'] ?? null, command: parsed.command, url: http?.url, cwd })
    };
}


/***/ }),

/***/ 7408:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ readDataFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3916);



/**
 * Reads a file the user wrote (a policy, a scenario): JSON for .json or content starting with `{`, YAML
 * otherwise. The YAML parser is loaded only then: most audits have no such file, and it would cost every
 * one's start. Errors name the file by its base name.
 */
async function readDataFile(path, what) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${file}: cannot read the ${what} file (${error.code ?? 'error'})`);
    }
    const json = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(path).toLowerCase() === '.json' || text.trimStart().startsWith('{');
    try {
        return json ? JSON.parse(text) : (await __nccwpck_require__.e(/* import() */ 815).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8815, 19))).parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${file}: not valid ${json ? 'JSON' : 'YAML'}: ${error instanceof Error ? error.message.split('\n')[0] : 'parse error'}`);
    }
}


/***/ }),

/***/ 793:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   zo: () => (/* binding */ envFromFlags)
/* harmony export */ });
/* unused harmony exports parseEnvAssignments, envFromLines */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);

// The variables a user passes to the server, from the CLI's repeated --env and the action's multi-line
// `env` input, parsed by one function with one behaviour: KEY=VALUE, whitespace around the name and the
// value ignored, the value is everything after the first '=' (may be empty or contain '='), and a name
// given twice is an error naming it (a silent "last wins" hides a typo in a long list).
// Entries may hold secrets: messages name the variable, never its value.
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const UPPER_ENV_NAME = /^[A-Z_][A-Z0-9_]*$/;
/** `source` names the flag or input in messages (`--env`, `env`). Blank entries are skipped. */
function parseEnvAssignments(source, entries) {
    const env = {};
    const positionOf = new Map();
    for (const { position, text } of entries) {
        const entry = text.trim();
        if (entry === '')
            continue;
        const equals = entry.indexOf('=');
        if (equals === -1) {
            // Without '=' the entry may be a pasted secret (tokens are mixed case): quote it only when it looks
            // like an upper-case variable name.
            const quoted = UPPER_ENV_NAME.test(entry) && entry.length <= 64 ? ` (${JSON.stringify(entry)})` : '';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: ${position}${quoted} is not KEY=VALUE: no '='`);
        }
        const name = entry.slice(0, equals).trimEnd();
        if (!ENV_NAME.test(name)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: ${position} is not KEY=VALUE: the name ${JSON.stringify(shorten(name))} must be letters, digits and _, not starting with a digit`);
        }
        const value = entry.slice(equals + 1).trimStart();
        if (value.includes('\0'))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: ${position} (${name}=…): the value contains a NUL character`);
        const previous = positionOf.get(name);
        if (previous !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: ${name} is set twice (${previous} and ${position})`);
        positionOf.set(name, position);
        env[name] = value;
    }
    return env;
}
/** The CLI's repeated `--env KEY=VALUE`. */
function envFromFlags(values) {
    return parseEnvAssignments('--env', values.map((text, index) => ({ position: `#${index + 1}`, text })));
}
/** The action's `env` input: one KEY=VALUE per line; blank lines and `#` comments are skipped. */
function envFromLines(text) {
    const entries = text
        .split(/\r?\n/)
        .map((line, index) => ({ position: `line ${index + 1}`, text: line }))
        .filter((entry) => !entry.text.trim().startsWith('#'));
    return parseEnvAssignments('env', entries);
}
function shorten(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}


/***/ }),

/***/ 4235:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ge: () => (/* binding */ parseHttpSetting),
/* harmony export */   ix: () => (/* binding */ httpPort),
/* harmony export */   l2: () => (/* binding */ TRANSPORT_CHOICES)
/* harmony export */ });
// `--http URL` / `--transport` (action inputs `http`, `transport`): whether the server speaks MCP over
// HTTP, which flavour, and where. One decision for the CLI and the action.
const TRANSPORT_CHOICES = ['stdio', 'http', 'sse'];
/**
 * The HTTP setting, or null for a stdio server, or `{error}` naming what is wrong (without the flag's
 * name: the CLI and the action each prefix their own). A remote server (no command) needs a URL; a started
 * one is reached over plain http inside the sandbox.
 */
function parseHttpSetting(url, transport, hasCommand) {
    if (url === null) {
        if (transport === null || transport === 'stdio')
            return null;
        if (!hasCommand)
            return { error: `transport ${transport} without a command needs the server's URL (--http URL)` };
        return { flavour: transport === 'sse' ? 'sse' : 'streamable-http', url: null };
    }
    if (transport === 'stdio')
        return { error: 'a URL was given, but the transport is stdio' };
    if (!URL.canParse(url))
        return { error: `'${url}' is not a URL` };
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        return { error: `'${url}' is not an http(s) URL` };
    if (hasCommand && parsed.protocol !== 'http:')
        return { error: `'${url}': a server the audit starts is reached over plain http inside the sandbox` };
    if (parsed.username || parsed.password)
        return { error: 'credentials in the URL are not supported' };
    const flavour = transport === 'sse' || (transport === null && /\/sse\/?$/.test(parsed.pathname)) ? 'sse' : 'streamable-http';
    return { flavour, url: parsed.href };
}
/** The port a started server listens on, from its URL (80 when the URL names none); null: detect it. */
function httpPort(setting) {
    if (setting.url === null)
        return null;
    const url = new URL(setting.url);
    return url.port === '' ? 80 : Number(url.port);
}


/***/ }),

/***/ 1200:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ parseHttpReply)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** `STATUS[:FILE]` → the setting, FILE resolved against `base`; or an error message naming what is wrong. */
function parseHttpReply(text, base) {
    const match = /^(\d{3})(?::(.+))?$/s.exec(text.trim());
    const status = Number(match?.[1]);
    if (!match || status < 100 || status > 599)
        return { error: `'${text}' is not STATUS[:FILE] with a status from 100 to 599 (e.g. 200 or 404:reply.json)` };
    return { status, bodyFile: match[2] === undefined ? null : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(base, match[2]) };
}


/***/ }),

/***/ 9332:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   fr: () => (/* binding */ parsePasses),
/* harmony export */   xy: () => (/* binding */ describePasses),
/* harmony export */   yZ: () => (/* binding */ DEFAULT_PASSES)
/* harmony export */ });
/* unused harmony exports SINGLE_PASS, HELD_SECONDS */
// --passes / action input `passes`: the exercise passes of an audit, in order. The traced pass is always
// first; the others run the same surface again without strace, each watched only by witnesses that
// need no ptrace (engine/passes/). Written `traced,varied` (the default), `traced` (one pass), or with
// `untraced`, `client=NAME`, `held` / `held=SECONDS` and `offline` passes added.
const DEFAULT_PASSES = 'traced,varied';
const SINGLE_PASS = 'traced';
const CLIENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
/** How long a held pass holds its session open before calling each tool again: `held` alone, or `held=SECONDS` */
const HELD_SECONDS = { default: 20, min: 5, max: 120 };
function heldSeconds(name) {
    if (name === 'held')
        return HELD_SECONDS.default;
    const seconds = /^held=(\d{1,3})$/.exec(name)?.[1];
    return seconds !== undefined && Number(seconds) >= HELD_SECONDS.min && Number(seconds) <= HELD_SECONDS.max ? Number(seconds) : null;
}
/** The passes a setting names, or why it cannot be read. */
function parsePasses(text) {
    const names = text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
    if (names[0] !== 'traced')
        return { error: `'${text}' must start with traced (e.g. ${SINGLE_PASS} or ${DEFAULT_PASSES})` };
    const passes = [];
    const seen = new Set();
    for (const name of names) {
        const held = heldSeconds(name);
        if (seen.has(name) || (held !== null && seen.has('held')))
            return { error: `${held !== null ? 'held' : name} is listed twice` };
        seen.add(held !== null ? 'held' : name);
        if (name === 'traced' || name === 'untraced' || name === 'varied' || name === 'offline')
            passes.push({ kind: name });
        else if (name.startsWith('client=') && CLIENT_NAME.test(name.slice('client='.length)))
            passes.push({ kind: 'client', name: name.slice('client='.length) });
        else if (held !== null)
            passes.push({ kind: 'held', seconds: held });
        else if (name.startsWith('held='))
            return { error: `'${name}': held=SECONDS takes ${HELD_SECONDS.min} to ${HELD_SECONDS.max} seconds` };
        else
            return { error: `'${name}' is not a pass (traced, untraced, varied, client=NAME, held, held=SECONDS, offline)` };
    }
    if (passes.filter((pass) => pass.kind === 'traced').length !== 1)
        return { error: 'traced is listed twice' };
    return passes;
}
function describePasses(passes) {
    return passes.map((pass) => (pass.kind === 'client' ? `client=${pass.name}` : pass.kind === 'held' ? `held=${pass.seconds}` : pass.kind)).join(',');
}


/***/ }),

/***/ 1499:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ loadPolicy)
/* harmony export */ });
/* unused harmony export parsePolicy */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/* harmony import */ var _model_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(979);
/* harmony import */ var _data_file_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7408);




// The policy file (YAML or JSON) read and checked against the model's PolicySchema, each problem one line.
function formatPath(path) {
    let out = '';
    for (const key of path) {
        if (typeof key === 'number')
            out += `[${key}]`;
        else {
            const text = String(key);
            const plain = /^[A-Za-z_][A-Za-z0-9_-]*$/.test(text);
            out += plain ? (out ? `.${text}` : text) : `[${JSON.stringify(text)}]`;
        }
    }
    return out;
}
function describeIssue(issue) {
    if (issue.code === 'unrecognized_keys') {
        const [first] = issue.keys;
        return { path: formatPath([...issue.path, first ?? '']), message: 'unknown field' };
    }
    if (issue.code === 'invalid_value' && issue.path.length === 1 && issue.path[0] === 'version') {
        return { path: 'version', message: 'expected 1' };
    }
    return { path: formatPath(issue.path), message: issue.message };
}
/** Validates an already-parsed policy; `file` names it in the error. */
function parsePolicy(data, file) {
    const result = _model_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .PolicySchema */ .Q.safeParse(data);
    if (result.success)
        return result.data;
    // A misspelt key also makes its intended field "missing"; the misspelling is the one to name.
    const issue = result.error.issues.find((i) => i.code === 'unrecognized_keys') ?? result.error.issues[0];
    if (!issue)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${file}: invalid policy`);
    const { path, message } = describeIssue(issue);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${file}: ${path ? `${path}: ` : ''}${message}`);
}
/** Reads a policy file: JSON for .json (or content starting with `{`), YAML otherwise. */
async function loadPolicy(path) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path);
    const data = await (0,_data_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readDataFile */ .l)(path, 'policy');
    return parsePolicy(data, file);
}


/***/ }),

/***/ 6113:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   hS: () => (/* binding */ MAX_IDENTITY_LENGTH),
/* harmony export */   md: () => (/* binding */ isSafeIdentity),
/* harmony export */   uU: () => (/* binding */ serverIdentity)
/* harmony export */ });
/* unused harmony exports deriveServerIdentity, sanitizeIdentity */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _launch_spec_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8752);



// A server's identity names its pin file, its artifacts and the marker of its PR comment, so it must be
// the same on every run of the same server. It is derived from the command as the user gave it, with
// absolute paths inside the working directory made relative to it: a CI workspace or a temp checkout
// lives at a different absolute path on every run, and must not make every run look like a new server.
// The working directory itself is deliberately not part of it, for the same reason. Two projects that
// both run `node index.js` therefore share an identity in a shared state dir; they tell them apart with
// --server-name. It is derived here once per server, by the CLI's and the action's settings and for
// each entry of a fleet, and every later step (pin, baseline, artifacts, comment) reads that value.
const MAX_IDENTITY_LENGTH = 64;
const HASH_LENGTH = 8;
const SAFE_IDENTITY = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,63}$/;
/**
 * The pin identity of a server: the user's name for it made safe, or one derived from what starts it. A
 * launch spec (npx, uvx, npm:, pypi:) is known by its ecosystem, package name and arguments, not the
 * version — a new version that changes its tools is exactly the rug pull the pin is there to catch.
 * Throws ConfigurationError for a launch spec that cannot be read.
 */
function serverIdentity({ serverName, command, url, cwd }) {
    if (serverName !== null && serverName !== '')
        return sanitizeIdentity(serverName);
    if (command.length === 0 && url)
        return deriveServerIdentity([url], cwd);
    const spec = (0,_launch_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLaunchSpec */ .y8)(command);
    if (spec.kind === 'command')
        return deriveServerIdentity(command, cwd);
    return deriveServerIdentity([`${spec.ecosystem}:${spec.name}`, ...(spec.bin ? [spec.bin] : []), ...spec.args], cwd);
}
function deriveServerIdentity(command, cwd) {
    const stable = command.map((arg) => relativeToCwd(arg, cwd));
    const hash = sha256Hex(JSON.stringify(stable)).slice(0, HASH_LENGTH);
    const words = stable
        .join(' ')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 0);
    const readable = trimDashes(words.join('-').slice(0, MAX_IDENTITY_LENGTH - HASH_LENGTH - 1));
    return `${readable || 'server'}-${hash}`;
}
/**
 * A user-given --server-name made safe as a file name and marker: runs of characters outside
 * [A-Za-z0-9._-] become one '-', leading dots and dashes go (no hidden files, no '..', no option-like
 * names), at most 64 characters. A name that had to be cut keeps a hash of the original, so two long
 * names that share a prefix stay distinct; a name with nothing usable left becomes `server-<hash>`.
 */
function sanitizeIdentity(name) {
    const hash = sha256Hex(name).slice(0, HASH_LENGTH);
    const cleaned = name
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^[.-]+/, '')
        .replace(/-+$/, '');
    if (cleaned.length === 0)
        return `server-${hash}`;
    if (cleaned.length <= MAX_IDENTITY_LENGTH)
        return cleaned;
    return `${trimDashes(cleaned.slice(0, MAX_IDENTITY_LENGTH - HASH_LENGTH - 1))}-${hash}`;
}
/** True when `identity` can name a file inside the pin directory without escaping it. */
function isSafeIdentity(identity) {
    return SAFE_IDENTITY.test(identity);
}
function relativeToCwd(arg, cwd) {
    // `--config=/abs/path` as well as `/abs/path`
    const match = /^(-[^=]*=)?(\/.*)$/.exec(arg);
    if (!match || !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(cwd))
        return arg;
    const [, option = '', absolute = ''] = match;
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, absolute);
    if (relative === '')
        return `${option}.`;
    if (relative === '..' || relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative))
        return arg;
    return option + relative;
}
function trimDashes(text) {
    return text.replace(/^[.-]+|[.-]+$/g, '');
}
function sha256Hex(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex');
}


/***/ }),

/***/ 7100:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ SETTING_RANGES)
/* harmony export */ });
/** Allowed ranges of the numeric settings, the same for CLI flags and action inputs. */
const SETTING_RANGES = {
    timeoutSeconds: { min: 1, max: 3600 },
    callsPerTool: { min: 1, max: 100 },
    minCoverage: { min: 0, max: 100 },
    /** bytes of payload the sink keeps per connection or datagram (--capture-bytes) */
    captureBytes: { min: 1024, max: 16 * 1024 * 1024 }
};


/***/ }),

/***/ 7771:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ STATIC_TIME_BUDGET_MS)
/* harmony export */ });
// What the static stage reads from a server's source: per file, the facts (functions, calls, sinks,
// registrations, literal comparisons) a parser found; per declared item, the sinks its handler can reach.
/** how long reading a server's source may take, in ms: past it, the map holds what was read */
const STATIC_TIME_BUDGET_MS = 20_000;


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ AUDITOR_VERSION)
/* harmony export */ });
// Kept in step with package.json by __tests__/version.test.ts.
const AUDITOR_VERSION = '0.2.0';


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 1553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 9567:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ai: () => (/* binding */ number)
/* harmony export */ });
/* unused harmony exports string, boolean, bigint, date */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1514);


function string(params) {
    return core._coercedString(schemas.ZodString, params);
}
function number(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._coercedNumber */ .qG(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodNumber */ .rSt, params);
}
function boolean(params) {
    return core._coercedBoolean(schemas.ZodBoolean, params);
}
function bigint(params) {
    return core._coercedBigint(schemas.ZodBigInt, params);
}
function date(params) {
    return core._coercedDate(schemas.ZodDate, params);
}


/***/ }),

/***/ 1514:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  You: () => (/* binding */ ZodISODateTime),
  rSt: () => (/* binding */ ZodNumber),
  IiU: () => (/* binding */ ZodOptional),
  bzn: () => (/* binding */ any),
  YOg: () => (/* binding */ array),
  zMY: () => (/* binding */ schemas_boolean),
  IeY: () => (/* binding */ custom),
  gMt: () => (/* binding */ discriminatedUnion),
  k5n: () => (/* binding */ _enum),
  E$q: () => (/* binding */ intersection),
  euz: () => (/* binding */ literal),
  _H3: () => (/* binding */ looseObject),
  chJ: () => (/* binding */ _null),
  aig: () => (/* binding */ number),
  Ikc: () => (/* binding */ object),
  lqM: () => (/* binding */ optional),
  jgl: () => (/* binding */ partialRecord),
  vkY: () => (/* binding */ preprocess),
  g1P: () => (/* binding */ record),
  rej: () => (/* binding */ strictObject),
  YjP: () => (/* binding */ string),
  PVZ: () => (/* binding */ tuple),
  KCZ: () => (/* binding */ union),
  L5J: () => (/* binding */ unknown),
  OZ5: () => (/* binding */ url)
});

// UNUSED EXPORTS: ZodAny, ZodArray, ZodBase64, ZodBase64URL, ZodBigInt, ZodBigIntFormat, ZodBoolean, ZodCIDRv4, ZodCIDRv6, ZodCUID, ZodCUID2, ZodCatch, ZodCodec, ZodCreditCard, ZodCustom, ZodCustomStringFormat, ZodDate, ZodDefault, ZodDiscriminatedUnion, ZodE164, ZodEmail, ZodEmoji, ZodEnum, ZodExactOptional, ZodFile, ZodFunction, ZodGUID, ZodIBAN, ZodIPv4, ZodIPv6, ZodISODate, ZodISODuration, ZodISOTime, ZodInstanceOf, ZodIntersection, ZodJWT, ZodKSUID, ZodLazy, ZodLiteral, ZodMAC, ZodMap, ZodNaN, ZodNanoID, ZodNever, ZodNonOptional, ZodNull, ZodNullable, ZodNumberFormat, ZodObject, ZodPipe, ZodPrefault, ZodPreprocess, ZodPromise, ZodReadonly, ZodRecord, ZodSet, ZodString, ZodStringFormat, ZodSuccess, ZodSymbol, ZodTemplateLiteral, ZodTransform, ZodTuple, ZodType, ZodULID, ZodURL, ZodUUID, ZodUndefined, ZodUnion, ZodUnknown, ZodVoid, ZodXID, ZodXor, _ZodString, _default, _function, base64, base64url, bigint, catch, check, cidrv4, cidrv6, codec, creditCard, cuid, cuid2, currencyCode, date, describe, e164, email, emoji, exactOptional, file, float32, float64, function, guid, hash, hex, hostname, httpUrl, iban, instanceof, int, int32, int64, invertCodec, ipv4, ipv6, json, jwt, keyof, ksuid, lazy, looseRecord, mac, map, meta, nan, nanoid, nativeEnum, never, nonoptional, nullable, nullish, pipe, prefault, promise, readonly, refine, set, stringFormat, stringbool, success, superRefine, symbol, templateLiteral, transform, uint32, uint64, ulid, undefined, uuid, uuidv4, uuidv6, uuidv7, void, xid, xor

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __nccwpck_require__(8532);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var core_util = __nccwpck_require__(4723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = core_util/* rawShape */.MO(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/schemas.js + 2 modules
var schemas = __nccwpck_require__(6985);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/registries.js
var registries = __nccwpck_require__(9396);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __nccwpck_require__(3759);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __nccwpck_require__(8439);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/to-json-schema.js
var to_json_schema = __nccwpck_require__(7509);
;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = core_util/* parsedType */.GW(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${core_util/* stringifyPrimitive */.B7(issue.values[0])}`;
                return `Invalid option: expected one of ${core_util/* joinValues */.jw(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${core_util/* joinValues */.jw(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/parse.js
var parse = __nccwpck_require__(4196);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __nccwpck_require__(7428);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const initializer = (inst, issues) => {
    errors/* $ZodError */.a$.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => errors/* formatError */.Wk(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => errors/* flattenError */.JM(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, core_util/* jsonStringifyReplacer */.k8, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, core_util/* jsonStringifyReplacer */.k8, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", initializer)));
const ZodRealError = /*@__PURE__*/ core_core/* $constructor */.xI("ZodError", initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const parse_parse = /* @__PURE__ */ parse/* _parse */.Tj(ZodRealError);
const parseAsync = /* @__PURE__ */ parse/* _parseAsync */.Rb(ZodRealError);
const safeParse = /* @__PURE__ */ parse/* _safeParse */.Od(ZodRealError);
const safeParseAsync = /* @__PURE__ */ parse/* _safeParseAsync */.wG(ZodRealError);

// Codec functions
const encode = /* @__PURE__ */ parse/* _encode */.Mv(ZodRealError);
const decode = /* @__PURE__ */ parse/* _decode */.e2(ZodRealError);
const encodeAsync = /* @__PURE__ */ parse/* _encodeAsync */.GW(ZodRealError);
const decodeAsync = /* @__PURE__ */ parse/* _decodeAsync */.or(ZodRealError);
const safeEncode = /* @__PURE__ */ parse/* _safeEncode */.rh(ZodRealError);
const safeDecode = /* @__PURE__ */ parse/* _safeDecode */.VS(ZodRealError);
const safeEncodeAsync = /* @__PURE__ */ parse/* _safeEncodeAsync */.v_(ZodRealError);
const safeDecodeAsync = /* @__PURE__ */ parse/* _safeDecodeAsync */.R3(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!core_core/* globalConfig */.cr.localeError)
        core_core/* config */.$W(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!core_core/* globalConfig */.cr.memoizer)
        core_core/* config */.$W({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ core_core/* $constructor */.xI("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    schemas/* $ZodType */.W4.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(core_util/* mergeDefs */.zM(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return core_util/* clone */.o8(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(api/* _overwrite */.bS(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return _default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return _catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        registries/* globalRegistry */.fd.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return registries/* globalRegistry */.fd.get(this);
        const cl = this.clone();
        registries/* globalRegistry */.fd.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return core_util/* hide */.jD(this, "~standard", {
            ...schemas/* standardProps */.YK(this),
            jsonSchema: {
                input: (0,to_json_schema/* createStandardJSONSchemaMethod */.uE)(this, "input"),
                output: (0,to_json_schema/* createStandardJSONSchemaMethod */.uE)(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        core_util/* own */.qh(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        core_util/* own */.qh(this, "spa", value);
    },
    validate(data, params) {
        return parse/* validate */.tf(this, data, params);
    },
    validateAsync(data, params) {
        return parse/* validateAsync */.F0(this, data, params);
    },
    encode: function _encode(data, params) {
        return encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return (0,to_json_schema/* createToJSONSchemaMethod */.OA)(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return registries/* globalRegistry */.fd.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("_ZodString", (inst, def) => {
    schemas/* $ZodString */.$v.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* stringProcessor */.SW(inst, ctx, json, params);
}, 
/*@__PURE__*/ core_util/* derived */.un({
    format: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).format ?? null,
    minLength: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).minimum ?? null,
    maxLength: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(api/* _regex */.Fk(...args));
    },
    includes(...args) {
        return this.check(api/* _includes */.dR(...args));
    },
    startsWith(...args) {
        return this.check(api/* _startsWith */.$S(...args));
    },
    endsWith(...args) {
        return this.check(api/* _endsWith */.ER(...args));
    },
    min(...args) {
        return this.check(api/* _minLength */.m9(...args));
    },
    max(...args) {
        return this.check(api/* _maxLength */.Eb(...args));
    },
    length(...args) {
        return this.check(api/* _length */.YA(...args));
    },
    nonempty(...args) {
        return this.check(api/* _minLength */.m9(1, ...args));
    },
    lowercase(params) {
        return this.check(api/* _lowercase */.hH(params));
    },
    uppercase(params) {
        return this.check(api/* _uppercase */.qF(params));
    },
    trim() {
        return this.check(api/* _trim */.WN());
    },
    normalize(...args) {
        return this.check(api/* _normalize */.lo(...args));
    },
    toLowerCase() {
        return this.check(api/* _toLowerCase */.Il());
    },
    toUpperCase() {
        return this.check(api/* _toUpperCase */.xY());
    },
    slugify() {
        return this.check(api/* _slugify */.TL());
    },
}));
const ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("ZodString", (inst, def) => {
    schemas/* $ZodString */.$v.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(api/* _email */.Mu(ZodEmail, params));
    },
    url(params) {
        return this.check(api/* _url */.Fn(ZodURL, params));
    },
    jwt(params) {
        return this.check(api/* _jwt */.rk(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api/* _emoji */.aC(ZodEmoji, params));
    },
    guid(params) {
        return this.check(api/* _guid */.tB(ZodGUID, params));
    },
    uuid(params) {
        return this.check(api/* _uuid */.Be(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(api/* _uuidv4 */.nA(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(api/* _uuidv6 */.pY(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(api/* _uuidv7 */.wA(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(api/* _nanoid */.Dl(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(api/* _cuid */.fs(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(api/* _cuid2 */.Bj(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(api/* _ulid */.Ct(ZodULID, params));
    },
    base64(params) {
        return this.check(api/* _base64 */.rt(ZodBase64, params));
    },
    base64url(params) {
        return this.check(api/* _base64url */.cU(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(api/* _xid */.Pw(ZodXID, params));
    },
    ksuid(params) {
        return this.check(api/* _ksuid */._z(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(api/* _ipv4 */.Ny(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(api/* _ipv6 */.$O(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(api/* _cidrv4 */.Uy(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(api/* _cidrv6 */.gP(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(api/* _e164 */.KB(ZodE164, params));
    },
    datetime(params) {
        return this.check(api/* _isoDateTime */.G1(ZodISODateTime, params));
    },
    date(params) {
        return this.check(api/* _isoDate */.db(ZodISODate, params));
    },
    time(params) {
        return this.check(api/* _isoTime */.Kn(ZodISOTime, params));
    },
    duration(params) {
        return this.check(api/* _isoDuration */.f2(ZodISODuration, params));
    },
});
function string(params) {
    return api/* _string */.Rl(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodStringFormat", (inst, def) => {
    schemas/* $ZodStringFormat */.EY.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODateTime", (inst, def) => {
    schemas/* $ZodISODateTime */.Ko.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODate", (inst, def) => {
    schemas/* $ZodISODate */.v1.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISOTime", (inst, def) => {
    schemas/* $ZodISOTime */.Ax.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ core_core/* $constructor */.xI("ZodISODuration", (inst, def) => {
    schemas/* $ZodISODuration */.$N.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodEmail */.qG.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodGUID */.Zc.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodUUID */.Zn.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ core_core/* $constructor */.xI("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodURL */.VY.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return api/* _url */.Fn(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodEmoji */.cG.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodNanoID */.Py.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodCUID */.bl.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodCUID2 */.Zu.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodULID */.g5.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodXID */.TF.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ core_core/* $constructor */.xI("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodKSUID */.GY.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodIPv4 */.Lc.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodIPv6 */.Zy.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCIDRv4", (inst, def) => {
    schemas/* $ZodCIDRv4 */.CI.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCIDRv6", (inst, def) => {
    schemas/* $ZodCIDRv6 */.Cn.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodBase64 */.Dq.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function base64(params) {
    return core._base64(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodBase64URL */.CQ.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ core_core/* $constructor */.xI("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodE164 */.Oy.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ core_core/* $constructor */.xI("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    schemas/* $ZodJWT */.h8.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNumber", (inst, def) => {
    schemas/* $ZodNumber */.vz.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* numberProcessor */.Wg(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ core_util/* derived */.un({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = json_schema_processors/* aggregateChecks */.Fs(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = json_schema_processors/* aggregateChecks */.Fs(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = json_schema_processors/* aggregateChecks */.Fs(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(api/* _gt */.Tx(value, params));
    },
    gte(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    min(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    lt(value, params) {
        return this.check(api/* _lt */.Au(value, params));
    },
    lte(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    max(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(api/* _gt */.Tx(0, params));
    },
    nonnegative(params) {
        return this.check(api/* _gte */.qm(0, params));
    },
    negative(params) {
        return this.check(api/* _lt */.Au(0, params));
    },
    nonpositive(params) {
        return this.check(api/* _lte */.Zm(0, params));
    },
    multipleOf(value, params) {
        return this.check(api/* _multipleOf */.Hi(value, params));
    },
    step(value, params) {
        return this.check(api/* _multipleOf */.Hi(value, params));
    },
    finite() {
        return this;
    },
}));
function number(params) {
    return api/* _number */.F7(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNumberFormat", (inst, def) => {
    schemas/* $ZodNumberFormat */.I.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return api/* _int */.LK(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBoolean", (inst, def) => {
    schemas/* $ZodBoolean */.sF.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* booleanProcessor */.dO(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return api/* _boolean */._L(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ core_core/* $constructor */.xI("ZodBigInt", (inst, def) => {
    schemas/* $ZodBigInt */.BN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* bigintProcessor */.Y8(inst, ctx, json, params);
}, 
/*@__PURE__*/ core_util/* derived */.un({
    minValue: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).minimum ?? null,
    maxValue: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).maximum ?? null,
    format: (inst) => json_schema_processors/* aggregateChecks */.Fs(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    min(value, params) {
        return this.check(api/* _gte */.qm(value, params));
    },
    gt(value, params) {
        return this.check(api/* _gt */.Tx(value, params));
    },
    lt(value, params) {
        return this.check(api/* _lt */.Au(value, params));
    },
    lte(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    max(value, params) {
        return this.check(api/* _lte */.Zm(value, params));
    },
    positive(params) {
        return this.check(api/* _gt */.Tx(BigInt(0), params));
    },
    negative(params) {
        return this.check(api/* _lt */.Au(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(api/* _lte */.Zm(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(api/* _gte */.qm(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(api/* _multipleOf */.Hi(value, params));
    },
}));
function bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function _undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNull", (inst, def) => {
    schemas/* $ZodNull */.x8.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* nullProcessor */.In(inst, ctx, json, params);
});
function _null(params) {
    return api/* _null */.jw(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ core_core/* $constructor */.xI("ZodAny", (inst, def) => {
    schemas/* $ZodAny */.Gb.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* anyProcessor */.NX(inst, ctx, json, params);
});
function any() {
    return api/* _any */.KA(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUnknown", (inst, def) => {
    schemas/* $ZodUnknown */.GP.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* unknownProcessor */.NV(inst, ctx, json, params);
});
function unknown() {
    return api/* _unknown */.em(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNever", (inst, def) => {
    schemas/* $ZodNever */.Um.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* neverProcessor */.RH(inst, ctx, json, params);
});
function never(params) {
    return api/* _never */.G8(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function _void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDate", (inst, def) => {
    schemas/* $ZodDate */.o5.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* dateProcessor */.Fl(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(api/* _gte */.qm(value, params));
    inst.max = (value, params) => inst.check(api/* _lte */.Zm(value, params));
}, 
/*@__PURE__*/ core_util/* derived */.un({
    minDate: (inst) => {
        const { minimum } = json_schema_processors/* aggregateChecks */.Fs(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = json_schema_processors/* aggregateChecks */.Fs(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ core_core/* $constructor */.xI("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodArray */.$p.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* arrayProcessor */.cY(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(api/* _minLength */.m9(n, params));
    },
    nonempty(params) {
        return this.check(api/* _minLength */.m9(1, params));
    },
    max(n, params) {
        return this.check(api/* _maxLength */.Eb(n, params));
    },
    length(n, params) {
        return this.check(api/* _length */.YA(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return api/* _array */.dZ(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return _enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ core_core/* $constructor */.xI("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodObjectJIT */.w.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* objectProcessor */.Ec(inst, ctx, json, params);
    core_util/* installLazyProp */.X(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return _enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(core_util/* mergeDefs */.zM(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return core_util/* extend */.X$(this, incoming);
    },
    safeExtend(incoming) {
        return core_util/* safeExtend */.W0(this, incoming);
    },
    merge(other) {
        return core_util/* merge */.h1(this, other);
    },
    pick(mask) {
        return core_util/* pick */.Up(this, mask);
    },
    omit(mask) {
        return core_util/* omit */.cJ(this, mask);
    },
    partial(...args) {
        return core_util/* partial */.OH(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return core_util/* partial */.OH(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return core_util/* required */.mw(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...core_util/* normalizeParams */.A2(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...core_util/* normalizeParams */.A2(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodUnion = /*@__PURE__*/ core_core/* $constructor */.xI("ZodUnion", (inst, def) => {
    schemas/* $ZodUnion */.cu.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* unionProcessor */.iC(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    schemas/* $ZodDiscriminatedUnion */.P0.init(inst, def);
});
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodIntersection = /*@__PURE__*/ core_core/* $constructor */.xI("ZodIntersection", (inst, def) => {
    schemas/* $ZodIntersection */.LJ.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* intersectionProcessor */.i_(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ core_core/* $constructor */.xI("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodTuple */.G3.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* tupleProcessor */.CN(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas/* $ZodType */.W4;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodRecord = /*@__PURE__*/ core_core/* $constructor */.xI("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodRecord */.h.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* recordProcessor */.GC(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: string(),
            valueType: keyType,
            ...core_util/* normalizeParams */.A2(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...core_util/* normalizeParams */.A2(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...core_util/* normalizeParams */.A2(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ core_core/* $constructor */.xI("ZodEnum", (inst, def) => {
    schemas/* $ZodEnum */.VO.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* enumProcessor */.C0(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...core_util/* normalizeParams */.A2(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...core_util/* normalizeParams */.A2(params),
            entries: newEntries,
        });
    };
});
function _enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...core_util/* normalizeParams */.A2(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ core_core/* $constructor */.xI("ZodLiteral", (inst, def) => {
    schemas/* $ZodLiteral */.nu.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* literalProcessor */.Yv(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
});
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ core_core/* $constructor */.xI("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    schemas/* $ZodTransform */.Wc.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* transformProcessor */.xi(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new core_core/* $ZodEncodeError */.cV(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(core_util/* issue */.sn(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(core_util/* issue */.sn(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodOptional", (inst, def) => {
    schemas/* $ZodOptional */.ig.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* optionalProcessor */.$k(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodExactOptional", (inst, def) => {
    schemas/* $ZodExactOptional */.RL.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* optionalProcessor */.$k(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNullable", (inst, def) => {
    schemas/* $ZodNullable */.qc.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* nullableProcessor */.yq(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ core_core/* $constructor */.xI("ZodDefault", (inst, def) => {
    schemas/* $ZodDefault */.rv.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* defaultProcessor */.mh(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function _default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : core_util/* shallowClone */.yG(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPrefault", (inst, def) => {
    schemas/* $ZodPrefault */.VF.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* prefaultProcessor */.A(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : core_util/* shallowClone */.yG(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ core_core/* $constructor */.xI("ZodNonOptional", (inst, def) => {
    schemas/* $ZodNonOptional */.N$.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* nonoptionalProcessor */.cR(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...core_util/* normalizeParams */.A2(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCatch", (inst, def) => {
    schemas/* $ZodCatch */.t$.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* catchProcessor */.Q9(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function _catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : core_util/* constantCatch */.SS(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPipe", (inst, def) => {
    schemas/* $ZodPipe */._m.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* pipeProcessor */.fs(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ core_core/* $constructor */.xI("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    schemas/* $ZodPreprocess */.KX.init(inst, def);
});
const ZodReadonly = /*@__PURE__*/ core_core/* $constructor */.xI("ZodReadonly", (inst, def) => {
    schemas/* $ZodReadonly */.Sb.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* readonlyProcessor */.$X(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
})));
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ core_core/* $constructor */.xI("ZodCustom", (inst, def) => {
    schemas/* $ZodCustom */.b0.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => json_schema_processors/* customProcessor */.A6(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return api/* _custom */.FO(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return api/* _refine */.fU(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return api/* _superRefine */.MB(fn, params);
}
// Re-export describe and meta from core
const describe = api/* describe */.q0;
const meta = api/* meta */.mI;
const ZodInstanceOf = /*@__PURE__*/ core_core/* $constructor */.xI("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(api/* _properties */.T2(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([string(params), number(), schemas_boolean(), _null(), array(jsonSchema), record(string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}


/***/ }),

/***/ 3759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $O: () => (/* binding */ _ipv6),
/* harmony export */   $S: () => (/* binding */ _startsWith),
/* harmony export */   Au: () => (/* binding */ _lt),
/* harmony export */   Be: () => (/* binding */ _uuid),
/* harmony export */   Bj: () => (/* binding */ _cuid2),
/* harmony export */   Ct: () => (/* binding */ _ulid),
/* harmony export */   Dl: () => (/* binding */ _nanoid),
/* harmony export */   ER: () => (/* binding */ _endsWith),
/* harmony export */   Eb: () => (/* binding */ _maxLength),
/* harmony export */   F7: () => (/* binding */ _number),
/* harmony export */   FO: () => (/* binding */ _custom),
/* harmony export */   Fk: () => (/* binding */ _regex),
/* harmony export */   Fn: () => (/* binding */ _url),
/* harmony export */   G1: () => (/* binding */ _isoDateTime),
/* harmony export */   G8: () => (/* binding */ _never),
/* harmony export */   Hi: () => (/* binding */ _multipleOf),
/* harmony export */   Il: () => (/* binding */ _toLowerCase),
/* harmony export */   KA: () => (/* binding */ _any),
/* harmony export */   KB: () => (/* binding */ _e164),
/* harmony export */   Kn: () => (/* binding */ _isoTime),
/* harmony export */   LK: () => (/* binding */ _int),
/* harmony export */   MB: () => (/* binding */ _superRefine),
/* harmony export */   Mu: () => (/* binding */ _email),
/* harmony export */   Ny: () => (/* binding */ _ipv4),
/* harmony export */   Pw: () => (/* binding */ _xid),
/* harmony export */   Rl: () => (/* binding */ _string),
/* harmony export */   T2: () => (/* binding */ _properties),
/* harmony export */   TL: () => (/* binding */ _slugify),
/* harmony export */   Tx: () => (/* binding */ _gt),
/* harmony export */   Uy: () => (/* binding */ _cidrv4),
/* harmony export */   WN: () => (/* binding */ _trim),
/* harmony export */   YA: () => (/* binding */ _length),
/* harmony export */   Zm: () => (/* binding */ _lte),
/* harmony export */   _L: () => (/* binding */ _boolean),
/* harmony export */   _z: () => (/* binding */ _ksuid),
/* harmony export */   aC: () => (/* binding */ _emoji),
/* harmony export */   bS: () => (/* binding */ _overwrite),
/* harmony export */   cU: () => (/* binding */ _base64url),
/* harmony export */   dR: () => (/* binding */ _includes),
/* harmony export */   dZ: () => (/* binding */ _array),
/* harmony export */   db: () => (/* binding */ _isoDate),
/* harmony export */   em: () => (/* binding */ _unknown),
/* harmony export */   f2: () => (/* binding */ _isoDuration),
/* harmony export */   fU: () => (/* binding */ _refine),
/* harmony export */   fs: () => (/* binding */ _cuid),
/* harmony export */   gP: () => (/* binding */ _cidrv6),
/* harmony export */   hH: () => (/* binding */ _lowercase),
/* harmony export */   jw: () => (/* binding */ _null),
/* harmony export */   lo: () => (/* binding */ _normalize),
/* harmony export */   m9: () => (/* binding */ _minLength),
/* harmony export */   mI: () => (/* binding */ meta),
/* harmony export */   nA: () => (/* binding */ _uuidv4),
/* harmony export */   pY: () => (/* binding */ _uuidv6),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   qF: () => (/* binding */ _uppercase),
/* harmony export */   qG: () => (/* binding */ _coercedNumber),
/* harmony export */   qm: () => (/* binding */ _gte),
/* harmony export */   rk: () => (/* binding */ _jwt),
/* harmony export */   rt: () => (/* binding */ _base64),
/* harmony export */   tB: () => (/* binding */ _guid),
/* harmony export */   wA: () => (/* binding */ _uuidv7),
/* harmony export */   xY: () => (/* binding */ _toUpperCase)
/* harmony export */ });
/* unused harmony exports _coercedString, _mac, _creditCard, _iban, TimePrecision, _float32, _float64, _int32, _uint32, _coercedBoolean, _bigint, _coercedBigint, _int64, _uint64, _symbol, _undefined, _void, _date, _coercedDate, _nan, _max, _min, _positive, _negative, _nonpositive, _nonnegative, _maxSize, _minSize, _size, _property, _mime, _union, _xor, _discriminatedUnion, _intersection, _tuple, _record, _map, _set, _enum, _nativeEnum, _literal, _file, _transform, _optional, _nullable, _default, _nonoptional, _success, _catch, _pipe, _readonly, _templateLiteral, _lazy, _promise, _check, _stringbool, _stringFormat */
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4890);
/* harmony import */ var _registries_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9396);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4723);




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _null(Class, params) {
    return new Class({
        type: "null",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLessThan */ .sm({
        check: "less_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLessThan */ .sm({
        check: "less_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckGreaterThan */ .J_({
        check: "greater_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckGreaterThan */ .J_({
        check: "greater_than",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMultipleOf */ .Jk({
        check: "multiple_of",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMaxLength */ .Yk({
        check: "max_length",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckMinLength */ .Kk({
        check: "min_length",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLengthEquals */ .RM({
        check: "length_equals",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckRegex */ .DG({
        check: "string_format",
        format: "regex",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckLowerCase */ .NI({
        check: "string_format",
        format: "lowercase",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckUpperCase */ .kH({
        check: "string_format",
        format: "uppercase",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckIncludes */ .Tt({
        check: "string_format",
        format: "includes",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckStartsWith */ .J({
        check: "string_format",
        format: "starts_with",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckEndsWith */ .E6({
        check: "string_format",
        format: "ends_with",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckProperties */ .nJ({
        check: "properties",
        shape,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheckOverwrite */ .v$({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => _util_js__WEBPACK_IMPORTED_MODULE_0__/* .slugify */ .Yv(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = _util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(_util_js__WEBPACK_IMPORTED_MODULE_0__/* .issue */ .sn(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(_util_js__WEBPACK_IMPORTED_MODULE_0__/* .issue */ .sn(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheck */ .QP({
        check: "custom",
        ..._util_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeParams */ .A2(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheck */ .QP({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.get(inst) ?? {};
            _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new _checks_js__WEBPACK_IMPORTED_MODULE_1__/* .$ZodCheck */ .QP({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.get(inst) ?? {};
            _registries_js__WEBPACK_IMPORTED_MODULE_2__/* .globalRegistry */ .fd.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}


/***/ }),

/***/ 4890:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ $ZodCheckRegex),
/* harmony export */   E6: () => (/* binding */ $ZodCheckEndsWith),
/* harmony export */   J: () => (/* binding */ $ZodCheckStartsWith),
/* harmony export */   J_: () => (/* binding */ $ZodCheckGreaterThan),
/* harmony export */   Jk: () => (/* binding */ $ZodCheckMultipleOf),
/* harmony export */   KH: () => (/* binding */ $ZodCheckNumberFormat),
/* harmony export */   Kk: () => (/* binding */ $ZodCheckMinLength),
/* harmony export */   NI: () => (/* binding */ $ZodCheckLowerCase),
/* harmony export */   QP: () => (/* binding */ $ZodCheck),
/* harmony export */   RM: () => (/* binding */ $ZodCheckLengthEquals),
/* harmony export */   Tt: () => (/* binding */ $ZodCheckIncludes),
/* harmony export */   Yk: () => (/* binding */ $ZodCheckMaxLength),
/* harmony export */   kH: () => (/* binding */ $ZodCheckUpperCase),
/* harmony export */   nJ: () => (/* binding */ $ZodCheckProperties),
/* harmony export */   ql: () => (/* binding */ $ZodCheckStringFormat),
/* harmony export */   sm: () => (/* binding */ $ZodCheckLessThan),
/* harmony export */   v$: () => (/* binding */ $ZodCheckOverwrite)
/* harmony export */ });
/* unused harmony exports $ZodCheckBigIntFormat, $ZodCheckMaxSize, $ZodCheckMinSize, $ZodCheckSizeEquals, $ZodCheckProperty, $ZodCheckMimeType */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8532);
/* harmony import */ var _regexes_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3908);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4723);
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !_util_js__WEBPACK_IMPORTED_MODULE_1__/* .nullish */ .cl(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : _util_js__WEBPACK_IMPORTED_MODULE_1__/* .floatSafeRemainder */ .LG(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .NUMBER_FORMAT_RANGES */ .zH[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input) : units;
        if (length <= def.maximum)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? _util_js__WEBPACK_IMPORTED_MODULE_1__/* .codePointLength */ .O7(input)
            : units;
        if (length === def.length)
            return;
        const origin = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .getLengthableOrigin */ .Rc(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = _regexes_js__WEBPACK_IMPORTED_MODULE_2__/* .lowercase */ .AC);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = _regexes_js__WEBPACK_IMPORTED_MODULE_2__/* .uppercase */ .Zv);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = _util_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegex */ .sD(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${_util_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegex */ .sD(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${_util_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeRegex */ .sD(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(..._util_js__WEBPACK_IMPORTED_MODULE_1__/* .prefixIssues */ .lQ(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    _util_js__WEBPACK_IMPORTED_MODULE_1__/* .hide */ .jD(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$constructor */ .xI("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});


/***/ }),

/***/ 8532:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $W: () => (/* binding */ config),
/* harmony export */   GT: () => (/* binding */ $ZodAsyncError),
/* harmony export */   cV: () => (/* binding */ $ZodEncodeError),
/* harmony export */   cr: () => (/* binding */ globalConfig),
/* harmony export */   tm: () => (/* binding */ NEVER),
/* harmony export */   xI: () => (/* binding */ $constructor)
/* harmony export */ });
/* unused harmony export $brand */
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4723);
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .members */ .ol)(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JM: () => (/* binding */ flattenError),
/* harmony export */   Kd: () => (/* binding */ $ZodRealError),
/* harmony export */   Wk: () => (/* binding */ formatError),
/* harmony export */   a$: () => (/* binding */ $ZodError)
/* harmony export */ });
/* unused harmony exports treeifyError, toDotPath, prettifyError */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8532);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4723);


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, _util_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonStringifyReplacer */ .k8, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = (0,_core_js__WEBPACK_IMPORTED_MODULE_1__/* .$constructor */ .xI)("$ZodError", initializer);
const $ZodRealError = (0,_core_js__WEBPACK_IMPORTED_MODULE_1__/* .$constructor */ .xI)("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}


/***/ }),

/***/ 8439:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ readonlyProcessor),
/* harmony export */   $k: () => (/* binding */ optionalProcessor),
/* harmony export */   A: () => (/* binding */ prefaultProcessor),
/* harmony export */   A6: () => (/* binding */ customProcessor),
/* harmony export */   C0: () => (/* binding */ enumProcessor),
/* harmony export */   CN: () => (/* binding */ tupleProcessor),
/* harmony export */   Ec: () => (/* binding */ objectProcessor),
/* harmony export */   Fl: () => (/* binding */ dateProcessor),
/* harmony export */   Fs: () => (/* binding */ aggregateChecks),
/* harmony export */   GC: () => (/* binding */ recordProcessor),
/* harmony export */   In: () => (/* binding */ nullProcessor),
/* harmony export */   NV: () => (/* binding */ unknownProcessor),
/* harmony export */   NX: () => (/* binding */ anyProcessor),
/* harmony export */   Q9: () => (/* binding */ catchProcessor),
/* harmony export */   RH: () => (/* binding */ neverProcessor),
/* harmony export */   SW: () => (/* binding */ stringProcessor),
/* harmony export */   Wg: () => (/* binding */ numberProcessor),
/* harmony export */   Y8: () => (/* binding */ bigintProcessor),
/* harmony export */   Yv: () => (/* binding */ literalProcessor),
/* harmony export */   bl: () => (/* binding */ toJSONSchema),
/* harmony export */   cR: () => (/* binding */ nonoptionalProcessor),
/* harmony export */   cY: () => (/* binding */ arrayProcessor),
/* harmony export */   dO: () => (/* binding */ booleanProcessor),
/* harmony export */   fs: () => (/* binding */ pipeProcessor),
/* harmony export */   iC: () => (/* binding */ unionProcessor),
/* harmony export */   i_: () => (/* binding */ intersectionProcessor),
/* harmony export */   mh: () => (/* binding */ defaultProcessor),
/* harmony export */   xi: () => (/* binding */ transformProcessor),
/* harmony export */   yq: () => (/* binding */ nullableProcessor)
/* harmony export */ });
/* unused harmony exports symbolProcessor, undefinedProcessor, voidProcessor, nanProcessor, templateLiteralProcessor, fileProcessor, successProcessor, functionProcessor, mapProcessor, setProcessor, promiseProcessor, lazyProcessor, allProcessors */
/* harmony import */ var _regexes_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3908);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6985);
/* harmony import */ var _to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7509);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4723);




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(_util_js__WEBPACK_IMPORTED_MODULE_0__/* .NUMBER_FORMAT_RANGES */ .zH),
    bigint_format: formatContributor(_util_js__WEBPACK_IMPORTED_MODULE_0__/* .BIGINT_FORMAT_RANGES */ .NR),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .base64Charset */ .cq, _regexes_js__WEBPACK_IMPORTED_MODULE_2__/* .base64 */ .K3],
    [_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .base64urlCharset */ .xE, _regexes_js__WEBPACK_IMPORTED_MODULE_2__/* .base64url */ .r0],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .getEnumValues */ .w5)(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if ((0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if ((0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(json.properties, key, (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? _regexes_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai : _regexes_js__WEBPACK_IMPORTED_MODULE_2__/* .integer */ .nd).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .handleUnrepresentable */ ._S)(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .initializeContext */ .az)({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .extractDefs */ .Wb)(ctx, schema);
            (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(schemas, key, (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .finalize */ .jE)(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .initializeContext */ .az)({ ...params, processors: allProcessors });
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .processSchema */ .Lp)(input, ctx);
    (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .extractDefs */ .Wb)(ctx, input);
    return (0,_to_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .finalize */ .jE)(ctx, input);
}


/***/ }),

/***/ 4196:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ parseAsync),
/* harmony export */   F0: () => (/* binding */ validateAsync),
/* harmony export */   GW: () => (/* binding */ _encodeAsync),
/* harmony export */   Mv: () => (/* binding */ _encode),
/* harmony export */   Od: () => (/* binding */ _safeParse),
/* harmony export */   R3: () => (/* binding */ _safeDecodeAsync),
/* harmony export */   Rb: () => (/* binding */ _parseAsync),
/* harmony export */   Tj: () => (/* binding */ _parse),
/* harmony export */   VS: () => (/* binding */ _safeDecode),
/* harmony export */   bp: () => (/* binding */ safeParseAsync),
/* harmony export */   e2: () => (/* binding */ _decode),
/* harmony export */   or: () => (/* binding */ _decodeAsync),
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   rh: () => (/* binding */ _safeEncode),
/* harmony export */   tf: () => (/* binding */ validate),
/* harmony export */   v_: () => (/* binding */ _safeEncodeAsync),
/* harmony export */   wG: () => (/* binding */ _safeParseAsync),
/* harmony export */   xL: () => (/* binding */ safeParse)
/* harmony export */ });
/* unused harmony exports encode, decode, encodeAsync, decodeAsync, safeEncode, safeDecode, safeEncodeAsync, safeDecodeAsync */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8532);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7428);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4723);



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$ZodAsyncError */ .GT();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => _util_js__WEBPACK_IMPORTED_MODULE_1__/* .finalizeIssue */ .iR(iss, ctx, _core_js__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W())));
            _util_js__WEBPACK_IMPORTED_MODULE_1__/* .captureStackTrace */ .gx(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse = /* @__PURE__*/ _parse(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => _util_js__WEBPACK_IMPORTED_MODULE_1__/* .finalizeIssue */ .iR(iss, ctx, _core_js__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W())));
            _util_js__WEBPACK_IMPORTED_MODULE_1__/* .captureStackTrace */ .gx(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parseAsync = /* @__PURE__*/ _parseAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$ZodAsyncError */ .GT();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => _util_js__WEBPACK_IMPORTED_MODULE_1__/* .finalizeIssue */ .iR(iss, ctx, _core_js__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new _core_js__WEBPACK_IMPORTED_MODULE_0__/* .$ZodAsyncError */ .GT();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync(_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .$ZodRealError */ .Kd);


/***/ }),

/***/ 3908:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AC: () => (/* binding */ lowercase),
/* harmony export */   Ak: () => (/* binding */ nanoid),
/* harmony export */   D2: () => (/* binding */ nanoidOfLength),
/* harmony export */   F: () => (/* binding */ httpProtocol),
/* harmony export */   Gl: () => (/* binding */ cuid2),
/* harmony export */   K3: () => (/* binding */ base64),
/* harmony export */   Os: () => (/* binding */ guid),
/* harmony export */   Rp: () => (/* binding */ email),
/* harmony export */   Z0: () => (/* binding */ ulid),
/* harmony export */   Zg: () => (/* binding */ emoji),
/* harmony export */   Zv: () => (/* binding */ uppercase),
/* harmony export */   ai: () => (/* binding */ number),
/* harmony export */   ch: () => (/* binding */ _null),
/* harmony export */   fO: () => (/* binding */ ksuid),
/* harmony export */   gF: () => (/* binding */ cuid),
/* harmony export */   gp: () => (/* binding */ anyString),
/* harmony export */   hQ: () => (/* binding */ e164),
/* harmony export */   kB: () => (/* binding */ time),
/* harmony export */   kM: () => (/* binding */ xid),
/* harmony export */   l7: () => (/* binding */ cidrv6),
/* harmony export */   nd: () => (/* binding */ integer),
/* harmony export */   o: () => (/* binding */ bigint),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   p6: () => (/* binding */ date),
/* harmony export */   r0: () => (/* binding */ base64url),
/* harmony export */   uR: () => (/* binding */ uuid),
/* harmony export */   uX: () => (/* binding */ ipv4),
/* harmony export */   ug: () => (/* binding */ ipv6),
/* harmony export */   w$: () => (/* binding */ datetime),
/* harmony export */   zM: () => (/* binding */ boolean),
/* harmony export */   zr: () => (/* binding */ cidrv4)
/* harmony export */ });
/* unused harmony exports extendedDuration, uuid4, uuid6, uuid7, html5Email, rfc5322Email, unicodeEmail, idnEmail, browserEmail, mac, hostname, domain, creditCard, currencyCode, iban, string, undefined, hex, md5_hex, md5_base64, md5_base64url, sha1_hex, sha1_base64, sha1_base64url, sha256_hex, sha256_base64, sha256_base64url, sha384_hex, sha384_base64, sha384_base64url, sha512_hex, sha512_base64, sha512_base64url */

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));


/***/ }),

/***/ 9396:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   fd: () => (/* binding */ globalRegistry)
/* harmony export */ });
/* unused harmony exports $output, $input, $ZodRegistry, registry */
var _a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(_a = globalThis).__zod_globalRegistry ?? (_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;


/***/ }),

/***/ 6985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Gb: () => (/* binding */ $ZodAny),
  $p: () => (/* binding */ $ZodArray),
  Dq: () => (/* binding */ $ZodBase64),
  CQ: () => (/* binding */ $ZodBase64URL),
  BN: () => (/* binding */ $ZodBigInt),
  sF: () => (/* binding */ $ZodBoolean),
  CI: () => (/* binding */ $ZodCIDRv4),
  Cn: () => (/* binding */ $ZodCIDRv6),
  bl: () => (/* binding */ $ZodCUID),
  Zu: () => (/* binding */ $ZodCUID2),
  t$: () => (/* binding */ $ZodCatch),
  b0: () => (/* binding */ $ZodCustom),
  o5: () => (/* binding */ $ZodDate),
  rv: () => (/* binding */ $ZodDefault),
  P0: () => (/* binding */ $ZodDiscriminatedUnion),
  Oy: () => (/* binding */ $ZodE164),
  qG: () => (/* binding */ $ZodEmail),
  cG: () => (/* binding */ $ZodEmoji),
  VO: () => (/* binding */ $ZodEnum),
  RL: () => (/* binding */ $ZodExactOptional),
  Zc: () => (/* binding */ $ZodGUID),
  Lc: () => (/* binding */ $ZodIPv4),
  Zy: () => (/* binding */ $ZodIPv6),
  v1: () => (/* binding */ $ZodISODate),
  Ko: () => (/* binding */ $ZodISODateTime),
  $N: () => (/* binding */ $ZodISODuration),
  Ax: () => (/* binding */ $ZodISOTime),
  LJ: () => (/* binding */ $ZodIntersection),
  h8: () => (/* binding */ $ZodJWT),
  GY: () => (/* binding */ $ZodKSUID),
  nu: () => (/* binding */ $ZodLiteral),
  Py: () => (/* binding */ $ZodNanoID),
  Um: () => (/* binding */ $ZodNever),
  N$: () => (/* binding */ $ZodNonOptional),
  x8: () => (/* binding */ $ZodNull),
  qc: () => (/* binding */ $ZodNullable),
  vz: () => (/* binding */ $ZodNumber),
  I: () => (/* binding */ $ZodNumberFormat),
  L8: () => (/* binding */ $ZodObject),
  w: () => (/* binding */ $ZodObjectJIT),
  ig: () => (/* binding */ $ZodOptional),
  _m: () => (/* binding */ $ZodPipe),
  VF: () => (/* binding */ $ZodPrefault),
  KX: () => (/* binding */ $ZodPreprocess),
  Sb: () => (/* binding */ $ZodReadonly),
  h: () => (/* binding */ $ZodRecord),
  $v: () => (/* binding */ $ZodString),
  EY: () => (/* binding */ $ZodStringFormat),
  Wc: () => (/* binding */ $ZodTransform),
  G3: () => (/* binding */ $ZodTuple),
  W4: () => (/* binding */ $ZodType),
  g5: () => (/* binding */ $ZodULID),
  VY: () => (/* binding */ $ZodURL),
  Zn: () => (/* binding */ $ZodUUID),
  cu: () => (/* binding */ $ZodUnion),
  GP: () => (/* binding */ $ZodUnknown),
  TF: () => (/* binding */ $ZodXID),
  cq: () => (/* binding */ base64Charset),
  xE: () => (/* binding */ base64urlCharset),
  YK: () => (/* binding */ standardProps)
});

// UNUSED EXPORTS: $ZodBigIntFormat, $ZodCodec, $ZodCreditCard, $ZodCustomStringFormat, $ZodFile, $ZodFunction, $ZodIBAN, $ZodLazy, $ZodMAC, $ZodMap, $ZodNaN, $ZodPromise, $ZodSet, $ZodSuccess, $ZodSymbol, $ZodTemplateLiteral, $ZodUndefined, $ZodVoid, $ZodXor, URL_BAD_FORMAT, URL_UNPARSEABLE, canParseURL, clone, getDiscriminatedOption, isValidBase64, isValidBase64URL, isValidCIDRv6, isValidCreditCard, isValidIBAN, isValidIPv6, isValidJWT, mergeValues, parseURLObject, stripTabAndNewline, urlHostnameOk, urlProtocolOk, validateURL

// EXTERNAL MODULE: ./node_modules/zod/v4/core/checks.js
var core_checks = __nccwpck_require__(4890);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __nccwpck_require__(8532);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/regexes.js
var core_regexes = __nccwpck_require__(3908);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var core_util = __nccwpck_require__(4723);
;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = core_util/* aborted */.QH(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (core_util/* explicitlyAborted */.rL(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new core_core/* $ZodAsyncError */.GT();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        core_util/* attachSchema */.d3(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = core_util/* aborted */.QH(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    core_util/* attachSchema */.d3(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = core_util/* aborted */.QH(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (core_util/* aborted */.QH(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new core_core/* $ZodAsyncError */.GT();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new core_core/* $ZodAsyncError */.GT();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return core_util/* hide */.jD(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        core_util/* own */.qh(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? core_regexes/* anyString */.gp;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    core_checks/* $ZodCheckStringFormat */.ql.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* guid */.Os);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = core_regexes/* uuid */.uR(v));
    }
    else
        def.pattern ?? (def.pattern = core_regexes/* uuid */.uR());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* email */.Rp);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === core_regexes/* httpProtocol */.F.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* emoji */.Zg());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? core_regexes/* nanoid */.Ak : core_regexes/* nanoidOfLength */.D2(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* cuid */.gF);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* cuid2 */.Gl);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* ulid */.Z0);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* xid */.kM);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* ksuid */.fO);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* datetime */.w$(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* date */.p6);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* time */.kB(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* duration */.p0);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* ipv4 */.uX);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* ipv6 */.ug);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* cidrv4 */.zr);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* cidrv6 */.l7); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = core_regexes/* e164 */.hQ);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = core_regexes/* number */.ai;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNumberFormat", (inst, def) => {
    core_checks/* $ZodCheckNumberFormat */.KH.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = core_regexes/* boolean */.zM;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = core_regexes/* bigint */.o;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = core_regexes/* null */.ch;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodAny = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodUnknown = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = core_util/* sizeCaps */.hi(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of core_util/* sizeCaps */.hi(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    core_util/* attachSchema */.d3(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...core_util/* prefixIssues */.lQ(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && core_util/* aborted */.QH(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = core_util/* optionalKeys */.NM(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (core_util/* aborted */.QH(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = core_util/* cached */.PO(() => normalizeDef(def));
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    core_util/* assignProp */.Vy(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = core_util/* isObject */.Gv;
    const catchall = def.catchall;
    let value;
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (core_util/* aborted */.QH(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = core_util/* cached */.PO(() => normalizeDef(def));
    const memo = core_core/* globalConfig */.cr.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : core_util/* esc */.UQ(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = core_util/* isObject */.Gv;
    const jit = !core_core/* globalConfig */.cr.jitless;
    const allowsEval = core_util/* allowsEval */.hI;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !core_util/* aborted */.QH(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => core_util/* cleanRegex */.p6(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
core_core/* $constructor */.xI("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    core_util/* assignProp */.Vy(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = core_util/* rawShape */.MO(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = core_util/* cached */.PO(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!core_util/* isObject */.Gv(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
});
const $ZodIntersection = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (core_util/* isPlainObject */.Qd(a) && core_util/* isPlainObject */.Qd(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (core_util/* aborted */.QH(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = core_util/* aborted */.QH(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (core_util/* aborted */.QH(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...core_util/* prefixIssues */.lQ(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...core_util/* prefixIssues */.lQ(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core_core/* globalConfig */.cr.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!core_util/* isPlainObject */.Qd(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && core_regexes/* number */.ai.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...core_util/* prefixIssues */.lQ(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = core_util/* getEnumValues */.w5(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const patternValues = core_util/* getEnumValues */.w5(zod.def.entries).filter((k) => core_util/* propertyKeyTypes */.qQ.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => core_util/* escapeRegex */.sD(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? core_util/* escapeRegex */.sD(o) : o ? core_util/* escapeRegex */.sD(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    core_core/* globalConfig */.cr.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core_core/* $ZodEncodeError */.cV(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new core_core/* $ZodAsyncError */.GT();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util/* cleanRegex */.p6(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${core_util/* cleanRegex */.p6(pattern.source)}|null)$`) : undefined;
    });
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => core_util/* finalizeIssue */.iR(iss, ctx, core_core/* config */.$W())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.in._zod.values);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.in._zod.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.out._zod.optout);
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
});
const $ZodReadonly = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    core_util/* defineLazyInternal */.v5(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    core_util/* defineLazyInternal */.v5(inst, "values", (zod) => zod.def.innerType._zod.values);
    core_util/* defineLazyInternal */.v5(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    core_util/* defineLazyInternal */.v5(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ core_core/* $constructor */.xI("$ZodCustom", (inst, def) => {
    core_checks/* $ZodCheck */.QP.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(core_util/* issue */.sn(_iss));
    }
}


/***/ }),

/***/ 7509:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Lp: () => (/* binding */ processSchema),
/* harmony export */   OA: () => (/* binding */ createToJSONSchemaMethod),
/* harmony export */   Wb: () => (/* binding */ extractDefs),
/* harmony export */   _S: () => (/* binding */ handleUnrepresentable),
/* harmony export */   az: () => (/* binding */ initializeContext),
/* harmony export */   jE: () => (/* binding */ finalize),
/* harmony export */   uE: () => (/* binding */ createStandardJSONSchemaMethod)
/* harmony export */ });
/* unused harmony export process */
/* harmony import */ var _registries_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9396);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4723);


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? _registries_js__WEBPACK_IMPORTED_MODULE_1__/* .globalRegistry */ .fd,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .assignProp */ .Vy)(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = initializeContext({ ...params, processors });
    processSchema(schema, ctx);
    extractDefs(ctx, schema);
    return finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    processSchema(schema, ctx);
    extractDefs(ctx, schema);
    return finalize(ctx, schema);
};


/***/ }),

/***/ 4723:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ normalizeParams),
/* harmony export */   B7: () => (/* binding */ stringifyPrimitive),
/* harmony export */   GW: () => (/* binding */ parsedType),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   LG: () => (/* binding */ floatSafeRemainder),
/* harmony export */   MO: () => (/* binding */ rawShape),
/* harmony export */   NM: () => (/* binding */ optionalKeys),
/* harmony export */   NR: () => (/* binding */ BIGINT_FORMAT_RANGES),
/* harmony export */   O7: () => (/* binding */ codePointLength),
/* harmony export */   OH: () => (/* binding */ partial),
/* harmony export */   PO: () => (/* binding */ cached),
/* harmony export */   QH: () => (/* binding */ aborted),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   Rc: () => (/* binding */ getLengthableOrigin),
/* harmony export */   SS: () => (/* binding */ constantCatch),
/* harmony export */   UQ: () => (/* binding */ esc),
/* harmony export */   Up: () => (/* binding */ pick),
/* harmony export */   Vy: () => (/* binding */ assignProp),
/* harmony export */   W0: () => (/* binding */ safeExtend),
/* harmony export */   X: () => (/* binding */ installLazyProp),
/* harmony export */   X$: () => (/* binding */ extend),
/* harmony export */   Yv: () => (/* binding */ slugify),
/* harmony export */   cJ: () => (/* binding */ omit),
/* harmony export */   cl: () => (/* binding */ nullish),
/* harmony export */   d3: () => (/* binding */ attachSchema),
/* harmony export */   gx: () => (/* binding */ captureStackTrace),
/* harmony export */   h1: () => (/* binding */ merge),
/* harmony export */   hI: () => (/* binding */ allowsEval),
/* harmony export */   hi: () => (/* binding */ sizeCaps),
/* harmony export */   iR: () => (/* binding */ finalizeIssue),
/* harmony export */   jD: () => (/* binding */ hide),
/* harmony export */   jw: () => (/* binding */ joinValues),
/* harmony export */   k8: () => (/* binding */ jsonStringifyReplacer),
/* harmony export */   lQ: () => (/* binding */ prefixIssues),
/* harmony export */   mw: () => (/* binding */ required),
/* harmony export */   o8: () => (/* binding */ clone),
/* harmony export */   ol: () => (/* binding */ members),
/* harmony export */   p6: () => (/* binding */ cleanRegex),
/* harmony export */   qQ: () => (/* binding */ propertyKeyTypes),
/* harmony export */   qh: () => (/* binding */ own),
/* harmony export */   rL: () => (/* binding */ explicitlyAborted),
/* harmony export */   sD: () => (/* binding */ escapeRegex),
/* harmony export */   sn: () => (/* binding */ issue),
/* harmony export */   un: () => (/* binding */ derived),
/* harmony export */   v5: () => (/* binding */ defineLazyInternal),
/* harmony export */   w5: () => (/* binding */ getEnumValues),
/* harmony export */   yG: () => (/* binding */ shallowClone),
/* harmony export */   zH: () => (/* binding */ NUMBER_FORMAT_RANGES),
/* harmony export */   zM: () => (/* binding */ mergeDefs)
/* harmony export */ });
/* unused harmony exports assertEqual, assertNotEqual, toZod, assertIs, assertNever, assert, defineLazy, objectClone, cloneDef, getElementAtPath, promiseAllObject, randomString, numKeys, getParsedType, primitiveTypes, createTransparentProxy, unwrapMessage, getSizableOrigin, cleanEnum, base64ToUint8Array, uint8ArrayToBase64, base64urlToUint8Array, uint8ArrayToBase64url, hexToUint8Array, uint8ArrayToHex, Class, CONSTANT_CATCH */
/* harmony import */ var _core_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8532);

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (_core_js__WEBPACK_IMPORTED_MODULE_0__/* .globalConfig */ .cr.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/sandbox/run-trust.ts + 3 modules
var run_trust = __nccwpck_require__(2112);
// EXTERNAL MODULE: ./src/bundle-paths.ts + 1 modules
var bundle_paths = __nccwpck_require__(3668);
// EXTERNAL MODULE: ./src/probe/strace-command.ts
var strace_command = __nccwpck_require__(5410);
// EXTERNAL MODULE: ./src/sandbox/launcher.ts
var launcher = __nccwpck_require__(8803);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/settings/host.ts

function readHostContext(env = process.env) {
    return {
        env,
        caller: { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 },
        forcedSandboxMethod: env.MCP_BEHAVE_SANDBOX_METHOD || undefined,
        tmpDir: (0,external_node_os_.tmpdir)(),
        node: process.execPath,
        platform: process.platform,
        arch: process.arch,
        home: env.HOME || (0,external_node_os_.homedir)(),
        cores: Math.max(1, (0,external_node_os_.availableParallelism)())
    };
}

;// CONCATENATED MODULE: ./src/cli-head-start.ts





/** Which of the CLI's commands argv asks for (its first word; anything else is an audit). */
function cliCommand(argv) {
    const first = argv[0];
    return first === 'push' || first === 'policy' || first === 'baseline' || first === 'serve' ? first : 'audit';
}
// dist/cli/index.js → dist/authority-worker/index.js
const AUTHORITY_WORKER = (0,bundle_paths/* besideBundle */.P)(import.meta.url, '..', 'authority-worker', 'index.js');
const command = cliCommand(process.argv.slice(2));
/** Started for an audit (--help, --version and a bad flag waste one on a second core, and exit without waiting for it). */
const authoritiesAhead = command === 'audit' || command === 'baseline' ? new run_trust/* AuthoritySource */.pl(AUTHORITY_WORKER) : null;
if (command === 'audit' || command === 'baseline') {
    const host = readHostContext(process.env);
    const path = host.env.PATH ?? '';
    const argv = process.argv.slice(2);
    const options = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
    // --network as the argv gives it; another network (from a config file) is probed when the audit asks.
    const network = options.some((arg, index) => arg === '--network=host' || (arg === '--network' && options[index + 1] === 'host')) ? 'host' : 'sandbox';
    // Not for --help or --version, which would then wait for them to exit.
    if (!options.some((arg) => arg === '--help' || arg === '--version')) {
        void (0,strace_command/* detectStrace */.wt)(path);
        void (0,launcher/* detectSandboxMethod */.Y)(network, host.caller, host.forcedSandboxMethod, path).catch(() => undefined);
    }
}
/** The run authorities of this invocation: the ones started ahead, or (a command that did not look like an audit) started now. */
function runAuthorities() {
    return authoritiesAhead ?? new run_trust/* AuthoritySource */.pl(AUTHORITY_WORKER);
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/settings/cli-args.ts
var cli_args = __nccwpck_require__(3197);
;// CONCATENATED MODULE: ./src/baseline/baseline-args.ts


const USAGE = 'mcp-behave baseline --update --baseline FILE [options] [--] <server command...>';
/**
 * `baseline --update --baseline FILE …` is an audit that accepts its behaviour into FILE. `--update`
 * is read where the auditor's flags are, so a server's own `--update` stays in its command.
 */
function baselineUpdateArgs(argv) {
    const { present, rest } = (0,cli_args/* takeSubcommandFlag */.zM)(argv, 'update');
    if (!present)
        throw new errors/* ConfigurationError */.j1(`baseline: --update is required (${USAGE})`);
    if ((0,cli_args/* parseCliArgs */.hT)(rest).options.baseline === undefined)
        throw new errors/* ConfigurationError */.j1('baseline --update: --baseline FILE is required');
    return ['--accept-baseline', ...rest];
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/engine/run-audit.ts + 2 modules
var run_audit = __nccwpck_require__(9025);
// EXTERNAL MODULE: ./src/launch/prepare-launch.ts
var prepare_launch = __nccwpck_require__(5082);
// EXTERNAL MODULE: ./src/neutralize.ts
var neutralize = __nccwpck_require__(2124);
// EXTERNAL MODULE: ./src/settings/policy.ts
var settings_policy = __nccwpck_require__(1499);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
;// CONCATENATED MODULE: ./src/cli.ts
// first: it starts the run's TLS authority before the rest of the CLI is evaluated












// The CLI shell: argv → settings → engine → report on stdout → exit code. Nothing else lives here.
// dist/cli/index.js → dist/sandbox-init/index.js and the repository's sandbox_home/
const SANDBOX_INIT = (0,bundle_paths/* besideBundle */.P)(import.meta.url, '..', 'sandbox-init', 'index.js');
// the canary matcher's worker thread (dist/canary-worker/; the authority's is cli-head-start.ts's)
const WORKERS_DIR = (0,bundle_paths/* besideBundle */.P)(import.meta.url, '..');
const HOME_TEMPLATE = (0,bundle_paths/* besideBundle */.P)(import.meta.url, '..', '..', 'sandbox_home');
function stderrLogger(verbose) {
    const line = (prefix, message) => process.stderr.write(`${prefix}${(0,neutralize/* neutralizeForLog */.$V)(message)}\n`);
    return {
        debug: (message) => verbose && line('mcp-behave: ', message),
        info: (message) => line('mcp-behave: ', message),
        warn: (message) => line('mcp-behave: warning: ', message),
        error: (message) => line('mcp-behave: error: ', message)
    };
}
async function audit(argv) {
    const parsed = (0,cli_args/* parseCliArgs */.hT)(argv);
    if (parsed.options.help) {
        process.stdout.write(cli_args/* CLI_USAGE */.BQ + '\n');
        return errors/* EXIT_CODES */.ai.pass;
    }
    if (parsed.options.version) {
        process.stdout.write(`mcp-behave ${version/* AUDITOR_VERSION */.w}\n`);
        return errors/* EXIT_CODES */.ai.pass;
    }
    // The run's TLS authority, made on a worker thread since the CLI's start (cli-head-start.ts): its X.509
    // code never holds up the main thread (unused with --network host).
    const authorities = runAuthorities();
    const fleetMode = (0,cli_args/* wantsFleet */.k1)(parsed);
    if (parsed.command.length === 0 && parsed.options.http === undefined && !fleetMode)
        throw new errors/* ConfigurationError */.j1('no server command given. Example: mcp-behave node dist/server.js');
    const host = readHostContext(process.env);
    const base = (0,cli_args/* cliSettings */.A7)(parsed, { cwd: process.cwd(), env: host.env, homeTemplate: HOME_TEMPLATE });
    const policy = base.policyPath ? await (0,settings_policy/* loadPolicy */.t)(base.policyPath) : null;
    const logger = stderrLogger(process.env.MCP_BEHAVE_DEBUG === '1');
    const launchOptions = {
        cacheDir: parsed.options['cache-dir'] ? (0,external_node_path_.resolve)(parsed.options['cache-dir']) : (0,prepare_launch/* defaultPackageCache */.W)(host.env, host.home),
        installScripts: parsed.options['install-scripts'],
        env: host.env,
        logger
    };
    // First Ctrl-C stops the audit cleanly (server tree killed, what was traced is still reported);
    // a second one exits at once.
    const controller = new AbortController();
    let interrupts = 0;
    const onInterrupt = () => {
        interrupts += 1;
        if (interrupts > 1) {
            (0,run_audit/* removeRunDirsNow */.UQ)();
            process.exit(errors/* EXIT_CODES */.ai.interrupted);
        }
        logger.warn('interrupted: stopping the server and writing what was observed');
        controller.abort();
    };
    process.on('SIGINT', onInterrupt);
    process.on('SIGTERM', onInterrupt);
    const runtime = { logger, signal: controller.signal, sandboxInitPath: SANDBOX_INIT, workersDir: WORKERS_DIR, authorities, host };
    if (fleetMode) {
        const { runFleetCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(292), __nccwpck_require__.e(633), __nccwpck_require__.e(687), __nccwpck_require__.e(76), __nccwpck_require__.e(34)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5034));
        // Each entry of a fleet may be a launch spec too (npx …, registry: → npm:PKG@V): installed the same way.
        const installThenAudit = async (entry, entryRuntime) => (0,run_audit/* runAudit */.bD)(await (0,prepare_launch/* prepareLaunch */.J)(entry, launchOptions), entryRuntime);
        return runFleetCommand(parsed, { ...base, policy }, runtime, installThenAudit, {
            stdout: process.stdout,
            cwd: process.cwd(),
            env: host.env,
            home: host.home
        });
    }
    // The install phase: outside the trace, before anything of the audit starts.
    const settings = await (0,prepare_launch/* prepareLaunch */.J)({ ...base, policy }, launchOptions);
    logger.info(`auditing: ${settings.command.length > 0 ? settings.command.join(' ') : `${parsed.options.http ?? ''} (remote: nothing is traced)`}`);
    const { report, files } = await (0,run_audit/* runAudit */.bD)(settings, runtime);
    const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
    if (parsed.options.json)
        process.stdout.write((0,neutralize/* logSafeJson */.C5)(report) + '\n');
    else
        process.stdout.write((0,neutralize/* logSafeLines */.TW)((await Promise.all(/* import() */[__nccwpck_require__.e(633), __nccwpck_require__.e(687), __nccwpck_require__.e(377)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8377))).renderTextReport(report, { color, files }), color));
    logger.info(`wrote ${[...(report.server.untraced ? [] : [files.trace]), files.manifest, files.report].join(', ')}`);
    return report.exitCode;
}
/** `mcp-behave serve`: the auditor as a stdio MCP server (src/serve/); each tool call audits as the CLI does. */
async function serve(argv) {
    const { runServe } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(46), __nccwpck_require__.e(292), __nccwpck_require__.e(833), __nccwpck_require__.e(633), __nccwpck_require__.e(687), __nccwpck_require__.e(878), __nccwpck_require__.e(76), __nccwpck_require__.e(686)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2686));
    const host = readHostContext(process.env);
    const logger = stderrLogger(process.env.MCP_BEHAVE_DEBUG === '1');
    return runServe(argv, {
        audit: { logger, sandboxInitPath: SANDBOX_INIT, workersDir: WORKERS_DIR, authorities: runAuthorities(), host },
        launch: { cacheDir: (0,prepare_launch/* defaultPackageCache */.W)(host.env, host.home), env: host.env, logger },
        homeTemplate: HOME_TEMPLATE,
        cwd: process.cwd()
    }, { stdin: process.stdin, stdout: process.stdout, version: version/* AUDITOR_VERSION */.w });
}
async function main(argv) {
    try {
        const command = cliCommand(argv);
        // push, policy, serve and fleets are loaded when asked for: a single audit starts without their code.
        if (command === 'push') {
            const { runPushCommand } = await Promise.all(/* import() */[__nccwpck_require__.e(633), __nccwpck_require__.e(327), __nccwpck_require__.e(14)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2633));
            return await runPushCommand(argv.slice(1), {
                stdin: process.stdin,
                stdout: process.stdout,
                stderr: process.stderr,
                env: process.env,
                version: version/* AUDITOR_VERSION */.w
            });
        }
        if (command === 'policy')
            return await (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(633), __nccwpck_require__.e(327), __nccwpck_require__.e(26)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3026))).runPolicyCommand(argv.slice(1), process.stdout);
        if (command === 'baseline')
            return await audit(baselineUpdateArgs(argv.slice(1)));
        if (command === 'serve')
            return await serve(argv.slice(1));
        return await audit(argv);
    }
    catch (error) {
        const failure = (0,errors/* describeFailure */.Ic)(error);
        if (error instanceof errors/* ConfigFileError */.x && error.lines.length > 1)
            for (const line of error.lines)
                process.stderr.write(`mcp-behave: ${(0,neutralize/* neutralizeForLog */.$V)(line)}\n`);
        process.stderr.write(`mcp-behave: ${(0,neutralize/* neutralizeForLog */.$V)(failure.message)}\n`);
        for (const line of (0,errors/* failureDetails */.JK)(failure, neutralize/* neutralizeForLog */.$V))
            process.stderr.write(`${line}\n`);
        if (failure.stack && process.env.MCP_BEHAVE_DEBUG === '1')
            process.stderr.write(`${(0,neutralize/* logSafeLines */.TW)(failure.stack)}\n`);
        return failure.exitCode;
    }
}
// Whoever read the CLI's output may be gone (a cancelled CI step, a closed terminal): a write to a broken
// pipe is then lost instead of thrown, which would end the process before an interrupted audit removes its
// run directory. Whatever ends the process, no run directory (canaries, the run's TLS key) outlives it.
for (const stream of [process.stdout, process.stderr])
    stream.on('error', () => undefined);
process.on('exit', run_audit/* removeRunDirsNow */.UQ);
main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
    // Output is flushed by then; don't let a straggling handle keep a CI step waiting.
    setTimeout(() => process.exit(code), 3_000).unref();
}, () => {
    process.exitCode = errors/* EXIT_CODES */.ai.internal;
});

var __webpack_exports__main = __webpack_exports__.i;
export { __webpack_exports__main as main };
