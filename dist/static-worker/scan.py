# The static stage's Python reader (mcp-behave): reads {"root": ..., "files": [...]} on stdin and prints,
# per file, the facts the TypeScript side turns into a map (src/static/types.ts FileFacts). Python's own
# ast module parses; nothing is imported or run from the files read.
import ast
import json
import re
import sys

EXEC = {"subprocess.run", "subprocess.Popen", "subprocess.call", "subprocess.check_call", "subprocess.check_output",
        "subprocess.getoutput", "subprocess.getstatusoutput", "os.system", "os.popen", "os.execv", "os.execve", "os.execvp",
        "os.execl", "os.execlp", "os.spawnl", "os.spawnv", "os.spawnvp", "os.posix_spawn", "os.posix_spawnp",
        "asyncio.create_subprocess_exec", "asyncio.create_subprocess_shell", "pty.spawn"}
NETWORK_MODULES = {"requests", "httpx", "aiohttp", "urllib.request", "urllib3", "http.client", "socket", "websockets", "ftplib", "smtplib"}
NETWORK_CALLS = {"urlopen", "urlretrieve", "create_connection", "getaddrinfo"}
WRITES = {"os.makedirs", "os.mkdir", "os.rename", "os.replace", "os.symlink", "os.link", "os.chmod", "os.chown", "os.truncate",
          "shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copytree", "shutil.move", "tempfile.mkstemp"}
DELETES = {"os.remove", "os.unlink", "os.rmdir", "os.removedirs", "shutil.rmtree"}
PATH_WRITES = {"write_text", "write_bytes", "mkdir", "touch", "rename", "replace", "symlink_to", "hardlink_to", "chmod"}
PATH_DELETES = {"unlink", "rmdir"}
CREDENTIAL_PATH = re.compile(r"(^|[/\\~'\"])(\.ssh/(id_[a-z0-9]+|authorized_keys|config)|\.ssh$|\.aws/credentials|\.netrc|\.git-credentials|\.docker/config\.json|\.kube/config|\.npmrc|\.pypirc|\.gnupg|\.config/gcloud|\.azure/|\.config/gh/hosts\.yml)")
CREDENTIAL_ENV = re.compile(r"(TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)", re.I)
ENCODED = re.compile(r"^[A-Za-z0-9+/=_\-\s]+$")
REGISTRATIONS = {"tool": "tool", "resource": "resource", "prompt": "prompt", "add_tool": "tool"}
DISPATCHERS = {"call_tool": "tool", "read_resource": "resource", "get_prompt": "prompt"}


def pos(node, end=False):
    if end:
        return getattr(node, "end_lineno", node.lineno) * 1000000 + getattr(node, "end_col_offset", 0)
    return node.lineno * 1000000 + node.col_offset


def dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = dotted(node.value)
        return inner + "." + node.attr if inner else "?." + node.attr
    if isinstance(node, ast.Call):
        inner = dotted(node.func)
        return inner + "()" if inner else None
    return None


def literal(node):
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def param_name(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Subscript):
        return literal(node.slice)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" and node.args:
        return literal(node.args[0])
    return None


class Reader(ast.NodeVisitor):
    def __init__(self, rel):
        self.facts = {"file": rel, "functions": [], "calls": [], "sinks": [], "handlers": [], "compares": [], "imports": []}
        self.aliases = {}
        self.decodes = []

    def sink(self, kind, what, node):
        self.facts["sinks"].append({"kind": kind, "what": what, "pos": pos(node), "line": node.lineno})

    def qualified(self, name):
        head, _, rest = name.partition(".")
        base = self.aliases.get(head, head)
        return base + ("." + rest if rest else "")

    def imported(self, name):
        if name not in self.facts["imports"]:
            self.facts["imports"].append(name)

    def visit_Import(self, node):
        for alias in node.names:
            self.aliases[alias.asname or alias.name.split(".")[0]] = alias.name if alias.asname else alias.name.split(".")[0]
            self.imported(alias.name)

    def visit_ImportFrom(self, node):
        # the import graph's edges: `from .mod import f` may name a module (`.mod.f`) or a member of one (`.mod`)
        base = "." * (node.level or 0) + (node.module or "")
        self.imported(base)
        for alias in node.names:
            self.aliases[alias.asname or alias.name] = (node.module or "") + "." + alias.name
            if alias.name != "*":
                self.imported(base + ("" if base.endswith(".") or not base else ".") + alias.name)

    def visit_FunctionDef(self, node):
        self.facts["functions"].append({"name": node.name, "start": pos(node), "end": pos(node, True)})
        for deco in node.decorator_list:
            self.decorator(node, deco)
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def decorator(self, fn, deco):
        call = deco if isinstance(deco, ast.Call) else None
        name = dotted(call.func if call else deco) or ""
        method = name.rsplit(".", 1)[-1]
        if method in REGISTRATIONS and "." in name:
            label = fn.name
            if call:
                for kw in call.keywords:
                    if kw.arg in ("name", "uri") and literal(kw.value):
                        label = literal(kw.value)
                if call.args and literal(call.args[0]):
                    label = literal(call.args[0])
            self.facts["handlers"].append({"kind": REGISTRATIONS[method], "name": label, "line": fn.lineno, "start": pos(fn), "end": pos(fn, True)})
        elif method in DISPATCHERS and "." in name:
            # the dispatcher's first parameter is the tool's name: `if name == "x"` picks tool x
            first = fn.args.args[0].arg if fn.args.args else "name"
            is_name = lambda n: isinstance(n, ast.Name) and n.id == first
            for node in ast.walk(fn):
                if isinstance(node, ast.If) and isinstance(node.test, ast.Compare) and len(node.test.ops) == 1 and isinstance(node.test.ops[0], ast.Eq):
                    pair = (node.test.left, node.test.comparators[0])
                    label = literal(pair[1]) if is_name(pair[0]) else literal(pair[0]) if is_name(pair[1]) else None
                    if label is not None and node.body:
                        self.facts["handlers"].append({"kind": DISPATCHERS[method], "name": label, "line": node.lineno, "start": pos(node.body[0]), "end": pos(node.body[-1], True)})
                if isinstance(node, ast.Match) and is_name(node.subject):
                    for case in node.cases:
                        label = literal(getattr(case.pattern, "value", None)) if isinstance(case.pattern, ast.MatchValue) else None
                        if label is not None and case.body:
                            self.facts["handlers"].append({"kind": DISPATCHERS[method], "name": label, "line": case.pattern.lineno, "start": pos(case.body[0]), "end": pos(case.body[-1], True)})

    def visit_Compare(self, node):
        if len(node.ops) == 1:
            left, right, op = node.left, node.comparators[0], node.ops[0]
            if isinstance(op, (ast.Eq, ast.NotEq)):
                value, param = (literal(right), param_name(left)) if literal(right) is not None else (literal(left), param_name(right))
                if value is not None and param:
                    self.facts["compares"].append({"param": param, "value": value, "pos": pos(node)})
            elif isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, (ast.List, ast.Tuple, ast.Set)) and param_name(left):
                for element in right.elts:
                    if literal(element) is not None:
                        self.facts["compares"].append({"param": param_name(left), "value": literal(element), "pos": pos(element)})
        self.generic_visit(node)

    def visit_Constant(self, node):
        if isinstance(node.value, str) and len(node.value) <= 400 and CREDENTIAL_PATH.search(node.value):
            self.sink("credential-path", json.dumps(node.value[:80]), node)

    def visit_Subscript(self, node):
        name = dotted(node.value) or ""
        key = literal(node.slice)
        if self.qualified(name) == "os.environ" and key and CREDENTIAL_ENV.search(key):
            self.sink("credential-env", "os.environ[" + json.dumps(key) + "]", node)
        self.generic_visit(node)

    def visit_Call(self, node):
        name = dotted(node.func) or ""
        full = self.qualified(name)
        last = name.rsplit(".", 1)[-1]
        args = node.args
        if full in EXEC:
            self.sink("exec", full, node)
        elif "()" not in full and (full.split(".")[0] in NETWORK_MODULES or ".".join(full.split(".")[:2]) in NETWORK_MODULES or last in NETWORK_CALLS):
            if "." in full or last in NETWORK_CALLS:
                self.sink("network", full, node)
        elif full in WRITES:
            self.sink("file-write", full, node)
        elif full in DELETES:
            self.sink("file-delete", full, node)
        elif full in ("eval", "exec", "compile", "__import__", "builtins.eval", "builtins.exec") and not all(literal(a) is not None for a in args):
            self.sink("dynamic-code", full, node)
        elif full == "importlib.import_module" and args and literal(args[0]) is None:
            self.sink("dynamic-code", full, node)
        elif full in ("os.getenv", "os.environ.get") and args and literal(args[0]) and CREDENTIAL_ENV.search(literal(args[0])):
            self.sink("credential-env", full + "(" + json.dumps(literal(args[0])) + ")", node)
        elif full == "open" or last == "open" and "." in name:
            mode = literal(args[1]) if len(args) > 1 else next((literal(k.value) for k in node.keywords if k.arg == "mode"), None)
            if mode and any(c in mode for c in "wax+"):
                self.sink("file-write", name + "(mode " + json.dumps(mode) + ")", node)
        elif "." in name and last in PATH_WRITES and not full.startswith("os."):
            self.sink("file-write", "." + last, node)
        elif "." in name and last in PATH_DELETES and not full.startswith("os."):
            self.sink("file-delete", "." + last, node)
        if full in ("base64.b64decode", "base64.b64decode", "bytes.fromhex", "codecs.decode", "zlib.decompress") and args:
            text = literal(args[0])
            if text and len(text) >= 200 and ENCODED.match(text):
                self.decodes.append(node)
        for arg in args:
            if isinstance(arg, ast.Name):
                self.facts["calls"].append({"name": arg.id, "member": False, "pos": pos(arg)})
        if last:
            self.facts["calls"].append({"name": last, "member": "." in name, "pos": pos(node)})
        self.generic_visit(node)

    def finish(self):
        for node in self.decodes:
            at = pos(node)
            fns = sorted((f for f in self.facts["functions"] if f["start"] <= at <= f["end"]), key=lambda f: f["end"] - f["start"])
            start, end = (fns[0]["start"], fns[0]["end"]) if fns else (0, 1 << 62)
            runner = next((s for s in self.facts["sinks"] if s["kind"] in ("dynamic-code", "exec") and start <= s["pos"] <= end), None)
            if runner:
                self.sink("hidden-code", "encoded literal decoded, then " + runner["what"], node)
        return self.facts


def main():
    request = json.load(sys.stdin)
    out = []
    for rel in request["files"]:
        try:
            with open(request["root"] + "/" + rel, "rb") as handle:
                tree = ast.parse(handle.read(), filename=rel)
        except (SyntaxError, ValueError, OSError, RecursionError):
            out.append(None)
            continue
        reader = Reader(rel)
        try:
            reader.visit(tree)
        except RecursionError:
            out.append(None)
            continue
        out.append(reader.finish())
    json.dump(out, sys.stdout)


main()
